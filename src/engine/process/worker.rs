//! The worker's side of one engine: it writes commands on a thread of its
//! own, serves requests and lines through the session until quit or a
//! failure, reads every deadline from the clock, and gathers the engine's
//! last words.

use super::group;
use super::inbox::{Inbox, Input};
use super::report::{Failure, FailureKind, Report};
use super::throttle::Throttle;
use super::{
    ANSWER_TIME, HANDSHAKE_TIME, LAST_WORD_CHARS, LAST_WORDS, LOOK_EVERY, QUIT_TIME, Request,
};
use crate::engine::session::{Awaiting, Session};
use std::collections::VecDeque;
use std::io::Write;
use std::process::Child;
use std::sync::mpsc::{self, Sender};
use std::time::{Duration, Instant};

/// A thread writing commands to the engine, so that an engine that does not
/// read its input never holds up the worker (its deadlines, its kill).
pub(super) fn write_lines(mut stdin: std::process::ChildStdin) -> Sender<String> {
    let (send, commands) = mpsc::channel::<String>();
    let _ = std::thread::Builder::new()
        .name("engine-writer".into())
        .spawn(move || {
            for command in commands {
                // A closed pipe means the engine died: its output's end says so.
                if writeln!(stdin, "{command}")
                    .and_then(|()| stdin.flush())
                    .is_err()
                {
                    return;
                }
            }
        });
    send
}

pub(super) struct Worker {
    pub(super) session: Session,
    pub(super) child: Child,
    pub(super) stdin: Sender<String>,
    pub(super) last_words: VecDeque<String>,
    /// Its stderr has ended (all its last words there are read).
    pub(super) err_closed: bool,
    /// When the answer now awaited was asked for.
    pub(super) waiting_since: Instant,
    pub(super) throttle: Throttle,
    /// When to look next whether the engine has exited.
    pub(super) next_look: Instant,
}

impl Worker {
    /// The answer awaited and when it is due.
    fn deadline(&self) -> Option<(Awaiting, Instant)> {
        let awaited = self.session.awaiting()?;
        let time = match awaited {
            Awaiting::UciOk | Awaiting::ReadyOk => HANDSHAKE_TIME,
            Awaiting::StopAnswer | Awaiting::Pong => ANSWER_TIME,
        };
        Some((awaited, self.waiting_since + time))
    }

    /// Serve until quit (None) or the engine fails (its failure). Deadlines
    /// are read from the clock at every turn, whatever keeps arriving.
    pub(super) fn serve(
        &mut self,
        inbox: &Inbox<Request>,
        report: &mut impl FnMut(Report),
    ) -> Option<Failure> {
        loop {
            let now = Instant::now();
            let deadline = self.deadline();
            if let Some((awaited, due)) = deadline
                && now >= due
            {
                group::end(&mut self.child);
                return Some(self.failure(FailureKind::NoAnswer(awaited)));
            }
            self.throttle.flush_due(report);
            if now >= self.next_look {
                self.next_look = now + LOOK_EVERY;
                if let Ok(Some(status)) = self.child.try_wait() {
                    // Exited, its pipes perhaps held open by a child it forked.
                    group::end_rest(&self.child);
                    return Some(self.died_with(inbox, status.to_string()));
                }
            }
            let wake = [
                deadline.map(|(_, due)| due),
                self.throttle.due(),
                Some(self.next_look),
            ]
            .into_iter()
            .flatten()
            .min()
            .unwrap_or(self.next_look);
            let Some(input) = inbox.next(wake) else {
                continue;
            };
            match input {
                Input::Request(Request::Quit) => {
                    self.quit();
                    return None;
                }
                Input::Request(request) => {
                    let before = self.session.awaiting();
                    let send = match request {
                        Request::Analyse(job) => self.session.analyse(job),
                        Request::Stop => self.session.stop(),
                        Request::Finish => self.session.finish_early(),
                        Request::Ping => self.session.ping(),
                        Request::Quit => Vec::new(),
                    };
                    self.note_asked(before);
                    self.send(&send);
                }
                Input::Out(line) => {
                    self.remember(&line);
                    let before = self.session.awaiting();
                    let step = self.session.on_line(&line);
                    self.note_asked(before);
                    self.send(&step.send);
                    for event in step.events {
                        self.throttle.hand_on(event, report);
                    }
                }
                Input::Err(line) => self.remember(&line),
                Input::ErrClosed => self.err_closed = true,
                Input::Closed => return Some(self.died(inbox)),
            }
        }
    }

    /// A new wait starts its clock.
    fn note_asked(&mut self, before: Option<Awaiting>) {
        let now = self.session.awaiting();
        if now.is_some() && now != before {
            self.waiting_since = Instant::now();
        }
    }

    pub(super) fn send(&mut self, commands: &[String]) {
        for command in commands {
            let _ = self.stdin.send(command.clone());
        }
    }

    /// The engine's last lines, whatever they are (a killed engine's last
    /// words are what it said last, not its banner), each cut short and
    /// shown safely.
    fn remember(&mut self, line: &str) {
        if line.trim().is_empty() {
            return;
        }
        if self.last_words.len() == LAST_WORDS {
            self.last_words.pop_front();
        }
        let mut word: String = line.trim().chars().take(LAST_WORD_CHARS).collect();
        if line.trim().chars().nth(LAST_WORD_CHARS).is_some() {
            word.push('…');
        }
        self.last_words
            .push_back(crate::safe_text::shown(&word).into_owned());
    }

    fn died(&mut self, inbox: &Inbox<Request>) -> Failure {
        // stderr may still hold the last words: read them until it ends too
        // (a dead process closes it), for a second at most.
        self.read_last_words(inbox);
        // Its output closed: it is ending, give it a moment to be reaped so
        // its exit status can be said.
        let until = Instant::now() + Duration::from_secs(1);
        let status = loop {
            match self.child.try_wait() {
                Ok(Some(status)) => {
                    group::end_rest(&self.child);
                    break status.to_string();
                }
                Ok(None) if Instant::now() < until => std::thread::sleep(Duration::from_millis(10)),
                _ => {
                    group::end(&mut self.child);
                    break String::new();
                }
            }
        };
        self.failure(FailureKind::Died(status))
    }

    /// The engine exited (`status`) and the rest of its group is killed.
    fn died_with(&mut self, inbox: &Inbox<Request>, status: String) -> Failure {
        self.read_last_words(inbox);
        self.failure(FailureKind::Died(status))
    }

    fn read_last_words(&mut self, inbox: &Inbox<Request>) {
        let until = Instant::now() + Duration::from_secs(1);
        while !self.err_closed {
            match inbox.next(until) {
                Some(Input::Err(line)) | Some(Input::Out(line)) => self.remember(&line),
                Some(Input::ErrClosed) | None => break,
                Some(_) => {}
            }
        }
    }

    fn failure(&self, kind: FailureKind) -> Failure {
        Failure {
            kind,
            last_words: self.last_words.iter().cloned().collect(),
        }
    }

    /// `quit`, then a kill when the engine is still there after 2 s; what
    /// it forked goes with its group either way.
    pub(super) fn quit(&mut self) {
        self.send(&["stop".to_string(), "quit".to_string()]);
        let until = Instant::now() + QUIT_TIME;
        while Instant::now() < until {
            if matches!(self.child.try_wait(), Ok(Some(_))) {
                group::end_rest(&self.child);
                return;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        group::end(&mut self.child);
    }
}

//! Running one engine: a worker thread owns the process and the session, a
//! reader thread per output stream feeds it lines, and requests come in on a
//! channel, so no caller ever waits on the engine. Reports go out through a
//! callback (the editor wakes its run loop with it; the CLI uses a channel).
//! Whole sets are handed on at most every 200 ms, the last one of a search
//! always. An engine that dies, hangs or never answers is reported once, with
//! its last words, and the worker ends; starting a new `Engine` restarts it.

mod group;
mod inbox;
mod throttle;

pub use group::{end_all, end_all_on_signals};
pub use inbox::{HARD, MAX_LINE, SOFT};

use super::find::EngineSpec;
use super::session::{Analysis, Awaiting, Job, Session};
use crate::core::Variant;
use inbox::{Inbox, Input};
use std::collections::VecDeque;
use std::io::Write;
use std::process::{Child, Stdio};
use std::sync::Arc;
use std::sync::mpsc::{self, Sender};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};
use throttle::Throttle;

/// The engines this process runs, by process id: paused with the editor
/// (`signal_engines`) when it is suspended (Ctrl-Z, SIGTSTP), so that a
/// stopped editor leaves no engine using the CPU.
static RUNNING: std::sync::Mutex<Vec<u32>> = std::sync::Mutex::new(Vec::new());

fn running() -> std::sync::MutexGuard<'static, Vec<u32>> {
    RUNNING
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// An engine's place in `RUNNING`, for as long as its worker owns it.
struct Running(u32);

impl Running {
    fn new(pid: u32) -> Running {
        running().push(pid);
        Running(pid)
    }
}

impl Drop for Running {
    fn drop(&mut self) {
        running().retain(|&pid| pid != self.0);
    }
}

/// The engines' process ids now.
pub fn running_engines() -> Vec<u32> {
    running().clone()
}

/// Send `signal` (`"STOP"` to pause, `"CONT"` to go on) to every engine this
/// process runs, and to what each forked: an engine leads a process group of
/// its own (`group.rs`), so the group is signalled. An engine that has just
/// ended is no matter.
pub fn signal_engines(signal: &str) {
    #[cfg(unix)]
    {
        let signal = match signal {
            "STOP" => rustix::process::Signal::STOP,
            "CONT" => rustix::process::Signal::CONT,
            _ => return,
        };
        for pid in running_engines() {
            let group = i32::try_from(pid)
                .ok()
                .and_then(rustix::process::Pid::from_raw);
            if let Some(group) = group {
                let _ = rustix::process::kill_process_group(group, signal);
            }
        }
    }
    #[cfg(not(unix))]
    let _ = signal;
}

/// At most this often a set is handed on (about 5 a second).
pub const REPORT_EVERY: Duration = Duration::from_millis(200);
/// Time for `uciok` and `readyok` (Pikafish loads a network first).
const HANDSHAKE_TIME: Duration = Duration::from_secs(10);
/// Time for the `bestmove` after `stop`, or a pong.
const ANSWER_TIME: Duration = Duration::from_secs(3);
/// After `quit`, how long before the process is killed.
const QUIT_TIME: Duration = Duration::from_secs(2);
/// How often the worker looks whether the engine itself has exited (its
/// pipes may outlive it in a child it forked).
const LOOK_EVERY: Duration = Duration::from_millis(250);
/// Lines kept as an engine's last words.
const LAST_WORDS: usize = 4;
/// Characters kept of each of them.
const LAST_WORD_CHARS: usize = 160;

/// What the engine's worker tells its owner.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Report {
    Ready {
        name: String,
    },
    Analysis(Analysis),
    /// `info string`, the engine's own words.
    Message(String),
    Pong,
    /// The engine is gone; nothing more comes from this `Engine`.
    Failed(Failure),
}

/// Why an engine stopped being usable.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Failure {
    pub kind: FailureKind,
    /// Its last lines on stderr or stdout.
    pub last_words: Vec<String>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FailureKind {
    /// The program could not be run (the system's reason).
    CouldNotStart(String),
    /// It exited (the exit status, as the system says it).
    Died(String),
    /// It did not answer in time.
    NoAnswer(Awaiting),
}

// A few requests a second at most: the size does not matter, a box would.
#[allow(clippy::large_enum_variant)]
enum Request {
    Analyse(Job),
    Stop,
    /// Stop, and hand on the search's answer (the CLI's watchdog).
    Finish,
    Ping,
    Quit,
}

/// A running (or starting) engine. Dropping it asks the engine to quit.
pub struct Engine {
    inbox: Arc<Inbox<Request>>,
    worker: Option<JoinHandle<()>>,
}

impl Engine {
    /// Start `spec` for `variant` on a thread of its own: this returns at
    /// once, and `report` is called from that thread.
    pub fn start(
        spec: EngineSpec,
        variant: Variant,
        report: impl FnMut(Report) + Send + 'static,
    ) -> Engine {
        let inbox = Inbox::new();
        let feed = Arc::clone(&inbox);
        let worker = std::thread::Builder::new()
            .name("engine".into())
            .spawn(move || run(spec, variant, &feed, report))
            .ok();
        Engine { inbox, worker }
    }

    /// Analyse `job`, in place of whatever was analysed before.
    pub fn analyse(&self, job: Job) {
        self.inbox.request(Request::Analyse(job));
    }

    /// Stop analysing (pause).
    pub fn stop(&self) {
        self.inbox.request(Request::Stop);
    }

    /// Stop the search now and hand on its answer (`bestmove`) as its last set.
    pub fn finish(&self) {
        self.inbox.request(Request::Finish);
    }

    /// Ask whether the engine still answers (`Report::Pong`).
    pub fn ping(&self) {
        self.inbox.request(Request::Ping);
    }

    /// Quit and wait until the process is gone (at most about 2 s).
    pub fn shutdown(mut self) {
        self.inbox.request(Request::Quit);
        if let Some(worker) = self.worker.take() {
            let _ = worker.join();
        }
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        // Without waiting: the worker quits the engine on its own.
        self.inbox.request(Request::Quit);
    }
}

/// The worker: start the process, then pass lines and requests through the
/// session until the engine or its owner is done.
fn run(
    spec: EngineSpec,
    variant: Variant,
    inbox: &Arc<Inbox<Request>>,
    mut report: impl FnMut(Report),
) {
    let mut command = group::command(&spec.program, &spec.args);
    command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    if let Some(dir) = &spec.dir {
        command.current_dir(dir);
    }
    let mut child = match group::spawn(&mut command) {
        Ok(child) => child,
        Err(error) => {
            report(Report::Failed(Failure {
                kind: FailureKind::CouldNotStart(error.to_string()),
                last_words: Vec::new(),
            }));
            return;
        }
    };
    let _running = Running::new(child.id());
    let (Some(stdin), Some(stdout), Some(stderr)) =
        (child.stdin.take(), child.stdout.take(), child.stderr.take())
    else {
        group::end(&mut child);
        return;
    };
    inbox::read_lines(stdout, Arc::clone(inbox), Input::Out, || Input::Closed);
    inbox::read_lines(stderr, Arc::clone(inbox), Input::Err, || Input::ErrClosed);
    let session = Session::new(variant, spec.setup.clone(), &spec.file_name());
    let mut worker = Worker {
        session,
        child,
        stdin: write_lines(stdin),
        last_words: VecDeque::new(),
        err_closed: false,
        waiting_since: Instant::now(),
        throttle: Throttle::default(),
        next_look: Instant::now() + LOOK_EVERY,
    };
    let start = worker.session.start();
    worker.send(&start);
    let failure = worker.serve(inbox, &mut report);
    inbox.close();
    if let Some(failure) = failure {
        report(Report::Failed(failure));
    }
}

/// A thread writing commands to the engine, so that an engine that does not
/// read its input never holds up the worker (its deadlines, its kill).
fn write_lines(mut stdin: std::process::ChildStdin) -> Sender<String> {
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

struct Worker {
    session: Session,
    child: Child,
    stdin: Sender<String>,
    last_words: VecDeque<String>,
    /// Its stderr has ended (all its last words there are read).
    err_closed: bool,
    /// When the answer now awaited was asked for.
    waiting_since: Instant,
    throttle: Throttle,
    /// When to look next whether the engine has exited.
    next_look: Instant,
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
    fn serve(
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

    fn send(&mut self, commands: &[String]) {
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
    fn quit(&mut self) {
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

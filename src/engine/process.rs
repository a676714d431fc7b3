//! Running one engine: a worker thread owns the process and the session, a
//! reader thread per output stream feeds it lines, and requests come in on a
//! channel, so no caller ever waits on the engine. Reports go out through a
//! callback (the editor wakes its run loop with it; the CLI uses a channel).
//! Whole sets are handed on at most every 200 ms, the last one of a search
//! always. An engine that dies, hangs or never answers is reported once, with
//! its last words, and the worker ends; starting a new `Engine` restarts it.

mod throttle;

use super::find::EngineSpec;
use super::session::{Analysis, Awaiting, Job, Session};
use crate::core::Variant;
use std::collections::VecDeque;
use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
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
/// process runs, through `kill(1)`; an engine that has just ended is no matter.
pub fn signal_engines(signal: &str) {
    for pid in running_engines() {
        let _ = Command::new("kill")
            .args([format!("-{signal}"), pid.to_string()])
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status();
    }
}

/// At most this often a set is handed on (about 5 a second).
pub const REPORT_EVERY: Duration = Duration::from_millis(200);
/// Time for `uciok` and `readyok` (Pikafish loads a network first).
const HANDSHAKE_TIME: Duration = Duration::from_secs(10);
/// Time for the `bestmove` after `stop`, or a pong.
const ANSWER_TIME: Duration = Duration::from_secs(3);
/// After `quit`, how long before the process is killed.
const QUIT_TIME: Duration = Duration::from_secs(2);
/// Lines kept as an engine's last words.
const LAST_WORDS: usize = 4;

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

enum Input {
    Request(Request),
    Out(String),
    Err(String),
    /// The engine's stdout ended.
    Closed,
    /// Its stderr ended: every last word it wrote there has been read.
    ErrClosed,
}

// A few requests a second at most: the size does not matter, a box would.
#[allow(clippy::large_enum_variant)]
enum Request {
    Analyse(Job),
    Stop,
    Ping,
    Quit,
}

/// A running (or starting) engine. Dropping it asks the engine to quit.
pub struct Engine {
    input: Sender<Input>,
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
        let (input, inbox) = mpsc::channel();
        let feed = input.clone();
        let worker = std::thread::Builder::new()
            .name("engine".into())
            .spawn(move || run(spec, variant, feed, inbox, report))
            .ok();
        Engine { input, worker }
    }

    /// Analyse `job`, in place of whatever was analysed before.
    pub fn analyse(&self, job: Job) {
        let _ = self.input.send(Input::Request(Request::Analyse(job)));
    }

    /// Stop analysing (pause).
    pub fn stop(&self) {
        let _ = self.input.send(Input::Request(Request::Stop));
    }

    /// Ask whether the engine still answers (`Report::Pong`).
    pub fn ping(&self) {
        let _ = self.input.send(Input::Request(Request::Ping));
    }

    /// Quit and wait until the process is gone (at most about 2 s).
    pub fn shutdown(mut self) {
        let _ = self.input.send(Input::Request(Request::Quit));
        if let Some(worker) = self.worker.take() {
            let _ = worker.join();
        }
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        // Without waiting: the worker quits the engine on its own.
        let _ = self.input.send(Input::Request(Request::Quit));
    }
}

/// The worker: start the process, then pass lines and requests through the
/// session until the engine or its owner is done.
fn run(
    spec: EngineSpec,
    variant: Variant,
    feed: Sender<Input>,
    inbox: Receiver<Input>,
    mut report: impl FnMut(Report),
) {
    let mut command = Command::new(&spec.program);
    command
        .args(&spec.args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    if let Some(dir) = &spec.dir {
        command.current_dir(dir);
    }
    let mut child = match command.spawn() {
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
        kill(&mut child);
        return;
    };
    read_lines(stdout, feed.clone(), Input::Out, Input::Closed);
    read_lines(stderr, feed, Input::Err, Input::ErrClosed);
    let session = Session::new(variant, spec.setup.clone(), &spec.file_name());
    let mut worker = Worker {
        session,
        child,
        stdin,
        last_words: VecDeque::new(),
        err_closed: false,
        waiting_since: Instant::now(),
        throttle: Throttle::default(),
    };
    let start = worker.session.start();
    worker.send(&start);
    let failure = worker.serve(&inbox, &mut report);
    if let Some(failure) = failure {
        report(Report::Failed(failure));
    }
}

/// A thread reading `from` line by line (bytes that are not UTF-8 shown as
/// such, not fatal) into the worker's inbox.
fn read_lines(
    from: impl Read + Send + 'static,
    to: Sender<Input>,
    wrap: fn(String) -> Input,
    at_end: Input,
) {
    let _ = std::thread::Builder::new()
        .name("engine-reader".into())
        .spawn(move || {
            let mut reader = BufReader::new(from);
            let mut bytes = Vec::new();
            loop {
                bytes.clear();
                match reader.read_until(b'\n', &mut bytes) {
                    Ok(0) | Err(_) => break,
                    Ok(_) => {
                        let line = String::from_utf8_lossy(&bytes).trim_end().to_string();
                        if to.send(wrap(line)).is_err() {
                            return;
                        }
                    }
                }
            }
            let _ = to.send(at_end);
        });
}

struct Worker {
    session: Session,
    child: Child,
    stdin: ChildStdin,
    last_words: VecDeque<String>,
    /// Its stderr has ended (all its last words there are read).
    err_closed: bool,
    /// When the answer now awaited was asked for.
    waiting_since: Instant,
    throttle: Throttle,
}

impl Worker {
    /// Serve until quit (None) or the engine fails (its failure).
    fn serve(
        &mut self,
        inbox: &Receiver<Input>,
        report: &mut impl FnMut(Report),
    ) -> Option<Failure> {
        loop {
            let awaiting = self.session.awaiting();
            let limit = awaiting.map(|awaited| {
                let time = match awaited {
                    Awaiting::UciOk | Awaiting::ReadyOk => HANDSHAKE_TIME,
                    Awaiting::StopAnswer | Awaiting::Pong => ANSWER_TIME,
                };
                self.waiting_since + time
            });
            let wake = [limit, self.throttle.due()].into_iter().flatten().min();
            let input = match wake {
                Some(at) => inbox.recv_timeout(at.saturating_duration_since(Instant::now())),
                None => inbox.recv().map_err(|_| RecvTimeoutError::Disconnected),
            };
            match input {
                Ok(Input::Request(Request::Quit)) | Err(RecvTimeoutError::Disconnected) => {
                    self.quit();
                    return None;
                }
                Ok(Input::Request(request)) => {
                    let before = self.session.awaiting();
                    let send = match request {
                        Request::Analyse(job) => self.session.analyse(job),
                        Request::Stop => self.session.stop(),
                        Request::Ping => self.session.ping(),
                        Request::Quit => Vec::new(),
                    };
                    self.note_asked(before);
                    self.send(&send);
                }
                Ok(Input::Out(line)) => {
                    self.remember(&line);
                    let before = self.session.awaiting();
                    let step = self.session.on_line(&line);
                    self.note_asked(before);
                    self.send(&step.send);
                    for event in step.events {
                        self.throttle.hand_on(event, report);
                    }
                }
                Ok(Input::Err(line)) => self.remember(&line),
                Ok(Input::ErrClosed) => self.err_closed = true,
                Ok(Input::Closed) => return Some(self.died(inbox)),
                Err(RecvTimeoutError::Timeout) => {
                    self.throttle.flush_due(report);
                    if let (Some(awaited), Some(limit)) = (awaiting, limit)
                        && Instant::now() >= limit
                    {
                        kill(&mut self.child);
                        return Some(self.failure(FailureKind::NoAnswer(awaited)));
                    }
                }
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
            // A closed pipe means the engine died: its output's end says so.
            let _ = writeln!(self.stdin, "{command}");
        }
        let _ = self.stdin.flush();
    }

    fn remember(&mut self, line: &str) {
        // The protocol's own lines (the handshake, searches) are not words
        // worth keeping: what the engine says of itself is.
        let word = line.split_whitespace().next().unwrap_or("");
        // (`info string` too: the panel has shown those as they came.)
        let protocol = matches!(
            word,
            "id" | "option" | "uciok" | "readyok" | "bestmove" | "info"
        );
        if protocol || line.trim().is_empty() {
            return;
        }
        if self.last_words.len() == LAST_WORDS {
            self.last_words.pop_front();
        }
        self.last_words
            .push_back(crate::safe_text::shown(line).into_owned());
    }

    fn died(&mut self, inbox: &Receiver<Input>) -> Failure {
        // stderr may still hold the last words: read them until it ends too
        // (a dead process closes it), for a second at most.
        let until = Instant::now() + Duration::from_secs(1);
        while !self.err_closed {
            match inbox.recv_timeout(until.saturating_duration_since(Instant::now())) {
                Ok(Input::Err(line)) | Ok(Input::Out(line)) => self.remember(&line),
                Ok(Input::ErrClosed) | Err(_) => break,
                Ok(_) => {}
            }
        }
        // Its output closed: it is ending, give it a moment to be reaped so
        // its exit status can be said.
        let until = Instant::now() + Duration::from_secs(1);
        let status = loop {
            match self.child.try_wait() {
                Ok(Some(status)) => break status.to_string(),
                Ok(None) if Instant::now() < until => std::thread::sleep(Duration::from_millis(10)),
                _ => {
                    kill(&mut self.child);
                    break String::new();
                }
            }
        };
        self.failure(FailureKind::Died(status))
    }

    fn failure(&self, kind: FailureKind) -> Failure {
        Failure {
            kind,
            last_words: self.last_words.iter().cloned().collect(),
        }
    }

    /// `quit`, then a kill when the engine is still there after 2 s.
    fn quit(&mut self) {
        self.send(&["stop".to_string(), "quit".to_string()]);
        let until = Instant::now() + QUIT_TIME;
        while Instant::now() < until {
            if matches!(self.child.try_wait(), Ok(Some(_))) {
                return;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        kill(&mut self.child);
    }
}

fn kill(child: &mut Child) {
    let _ = child.kill();
    let _ = child.wait();
}

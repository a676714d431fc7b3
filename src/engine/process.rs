//! Running one engine: a worker thread owns the process and the session, a
//! reader thread per output stream feeds it lines, and requests come in on a
//! channel, so no caller ever waits on the engine. Reports go out through a
//! callback (the editor wakes its run loop with it; the CLI uses a channel).
//! Whole sets are handed on at most every 200 ms, the last one of a search
//! always. An engine that dies, hangs or never answers is reported once, with
//! its last words, and the worker ends; starting a new `Engine` restarts it.
//! The worker's loop: `worker.rs`; process groups and the guard: `group.rs`,
//! `guard.rs`.

mod group;
mod guard;
mod inbox;
mod report;
mod throttle;
mod worker;

pub use group::{end_all, end_all_on_signals};
pub use guard::{GUARD_ARG, serve as serve_guard};
pub use inbox::{HARD, MAX_LINE, SOFT};
pub use report::{Failure, FailureKind, Report};
pub use throttle::REPORT_EVERY;

use super::find::EngineSpec;
use super::session::{Job, Session};
use crate::core::Variant;
use inbox::{Inbox, Input};
use std::collections::VecDeque;
use std::process::Stdio;
use std::sync::Arc;
use std::thread::JoinHandle;
use std::time::{Duration, Instant};
use throttle::Throttle;
use worker::{Worker, write_lines};

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

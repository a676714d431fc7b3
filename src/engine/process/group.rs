//! Every engine in a process group of its own, so that it and whatever it
//! forks end together, however fen-tui ends: `quit` or Ctrl-Q (the worker
//! kills the group after `quit`), SIGTERM, SIGHUP or SIGINT (the signal
//! thread calls [`end_all`] before exiting), SIGKILL (nothing of fen-tui runs
//! then: the engine's guard, `guard.rs`, standing in its group, sees fen-tui's
//! pipe close and kills the group). Where `setpriv` (util-linux) is installed
//! the engine is also started through it with a parent-death signal
//! (`--pdeathsig KILL`), which Linux keeps across `exec` (a child the engine
//! forks does not inherit it: the guard reaches that one).

use std::io;
use std::path::Path;
use std::process::{Child, Command};
use std::sync::Mutex;

/// The process groups of the engines running now, each with its guard
/// (whose stdin, held here, is the pipe that ends it with fen-tui).
static LIVE: Mutex<Vec<(u32, Option<Child>)>> = Mutex::new(Vec::new());

fn live() -> std::sync::MutexGuard<'static, Vec<(u32, Option<Child>)>> {
    LIVE.lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// Where `setpriv` is, when it is.
fn setpriv() -> Option<&'static Path> {
    ["/usr/bin/setpriv", "/bin/setpriv"]
        .into_iter()
        .map(Path::new)
        .find(|path| path.is_file())
}

/// `program args` to run as an engine: through `setpriv --pdeathsig KILL`
/// when there is one and the program can be run (else as it is, so that the
/// system's reason for not starting it is said).
pub(super) fn command(program: &Path, args: &[String]) -> Command {
    let runnable = is_runnable(program);
    match setpriv().filter(|_| runnable && cfg!(target_os = "linux")) {
        Some(wrapper) => {
            let mut command = Command::new(wrapper);
            command
                .args(["--pdeathsig", "KILL", "--"])
                .arg(program)
                .args(args);
            command
        }
        None => {
            let mut command = Command::new(program);
            command.args(args);
            command
        }
    }
}

#[cfg(unix)]
fn is_runnable(program: &Path) -> bool {
    use std::os::unix::fs::PermissionsExt;
    // A bare name is looked for on PATH by the system: leave it to it.
    if program.components().count() == 1 {
        return false;
    }
    std::fs::metadata(program)
        .is_ok_and(|meta| meta.is_file() && meta.permissions().mode() & 0o111 != 0)
}

#[cfg(not(unix))]
fn is_runnable(_: &Path) -> bool {
    false
}

/// Start `command` as the leader of a new process group, known to `end_all`.
pub(super) fn spawn(command: &mut Command) -> io::Result<Child> {
    #[cfg(unix)]
    std::os::unix::process::CommandExt::process_group(command, 0);
    let child = command.spawn()?;
    let guard = super::guard::start(child.id());
    live().push((child.id(), guard));
    Ok(child)
}

/// Kill the engine's whole group and reap the engine.
pub(super) fn end(child: &mut Child) {
    kill_group(child.id());
    let _ = child.kill();
    let _ = child.wait();
    forget(child.id());
}

/// Kill what is left of the group after its leader has gone (a child it forked).
pub(super) fn end_rest(child: &Child) {
    kill_group(child.id());
    forget(child.id());
}

/// Take `group` off the live ones and reap its guard (killed with the group).
fn forget(group: u32) {
    let guards: Vec<Child> = {
        let mut live = live();
        let (gone, kept) = live.drain(..).partition(|(g, _)| *g == group);
        *live = kept;
        gone.into_iter().filter_map(|(_, guard)| guard).collect()
    };
    for mut guard in guards {
        // Killed with the group already; the kill again in case it had not
        // joined it (it could not start in it).
        let _ = guard.kill();
        let _ = guard.wait();
    }
}

#[cfg(unix)]
fn kill_group(group: u32) {
    let group = i32::try_from(group)
        .ok()
        .and_then(rustix::process::Pid::from_raw);
    if let Some(group) = group {
        let _ = rustix::process::kill_process_group(group, rustix::process::Signal::KILL);
    }
}

#[cfg(not(unix))]
fn kill_group(_: u32) {}

/// Kill every engine's group now (fen-tui is ending on a signal).
pub fn end_all() {
    for (group, _guard) in live().drain(..) {
        kill_group(group);
    }
}

/// For the CLI: on SIGTERM, SIGHUP, SIGINT or SIGQUIT, end every engine and
/// exit with 128 + the signal (an engine in a group of its own no longer
/// gets the terminal's Ctrl-C itself).
pub fn end_all_on_signals() {
    use signal_hook::consts::{SIGHUP, SIGINT, SIGQUIT, SIGTERM};
    let Ok(mut signals) = signal_hook::iterator::Signals::new([SIGTERM, SIGHUP, SIGINT, SIGQUIT])
    else {
        return;
    };
    let _ = std::thread::Builder::new()
        .name("engine-signals".into())
        .spawn(move || {
            if let Some(signal) = signals.forever().next() {
                end_all();
                std::process::exit(128 + signal);
            }
        });
}

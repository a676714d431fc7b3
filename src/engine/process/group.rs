//! Every engine in a process group of its own, so that it and whatever it
//! forks end together, however fen-tui ends: `quit` or Ctrl-Q (the worker
//! kills the group after `quit`), SIGTERM, SIGHUP or SIGINT (the signal
//! thread calls [`end_all`] before exiting). After SIGKILL of fen-tui nothing
//! of fen-tui runs to end it: where `setpriv` (util-linux) is installed the
//! engine is started through it with a parent-death signal (`--pdeathsig
//! KILL`), which Linux keeps across `exec`; a child the engine forks does not
//! inherit it. (Setting it without `setpriv` needs code between `fork` and
//! `exec`, which std offers only as `unsafe`, and this crate forbids that.)

use std::io;
use std::path::Path;
use std::process::{Child, Command};
use std::sync::Mutex;

/// The process groups of the engines running now.
static LIVE: Mutex<Vec<u32>> = Mutex::new(Vec::new());

fn live() -> std::sync::MutexGuard<'static, Vec<u32>> {
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
    live().push(child.id());
    Ok(child)
}

/// Kill the engine's whole group and reap the engine.
pub(super) fn end(child: &mut Child) {
    kill_group(child.id());
    let _ = child.kill();
    let _ = child.wait();
    live().retain(|group| *group != child.id());
}

/// Kill what is left of the group after its leader has gone (a child it forked).
pub(super) fn end_rest(child: &Child) {
    kill_group(child.id());
    live().retain(|group| *group != child.id());
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
    for group in live().drain(..) {
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

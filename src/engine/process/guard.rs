//! The guard: after SIGKILL of fen-tui nothing of fen-tui runs to end its
//! engines, so each engine has a watcher that outlives it. The guard is the
//! fen-tui binary itself in a hidden mode (`fen-tui __engine-guard GROUP`),
//! started in the engine's process group with its stdin a pipe that only
//! fen-tui holds. However fen-tui ends (SIGKILL included) the kernel closes
//! that pipe; the guard reads its end and kills the whole group: the engine,
//! what it forked, and itself. It ignores the terminal's signals (SIGHUP,
//! SIGINT, SIGQUIT, SIGTERM) so that a closed terminal cannot end it first,
//! and it never outlives its job: every end of the engine (`group::end`,
//! `end_rest`, `end_all`) kills the group it stands in. No `unsafe`: the
//! group is joined by `CommandExt::process_group`, as the engine's is made.

use std::ffi::OsStr;
use std::io::Read;
use std::path::PathBuf;
use std::process::{Child, Command, ExitCode, Stdio};

/// The hidden first argument that makes the binary a guard.
pub const GUARD_ARG: &str = "__engine-guard";

/// The fen-tui binary, when this process is one (a test harness running the
/// library is not: it has no guard mode).
fn fen_tui_binary() -> Option<PathBuf> {
    let exe = std::env::current_exe().ok()?;
    let name = exe.file_stem()?.to_str()?;
    (name == "fen-tui").then_some(exe)
}

/// Start a guard for the engine leading `group` (none when this is not the
/// fen-tui binary or it cannot be started: the engine runs unguarded, as
/// before). Its stdin is the pipe to keep; dropping the `Child` closes it.
pub(super) fn start(group: u32) -> Option<Child> {
    let exe = fen_tui_binary()?;
    let mut command = Command::new(exe);
    command
        .arg(GUARD_ARG)
        .arg(group.to_string())
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::null());
    #[cfg(unix)]
    std::os::unix::process::CommandExt::process_group(&mut command, i32::try_from(group).ok()?);
    command.spawn().ok()
}

/// The guard's whole life (`fen-tui __engine-guard GROUP`): wait for the
/// end of stdin, then kill the group.
pub fn serve(group: Option<&OsStr>) -> ExitCode {
    let Some(group) = group
        .and_then(OsStr::to_str)
        .and_then(|g| g.parse::<i32>().ok())
        .filter(|g| *g > 1)
    else {
        return ExitCode::from(2);
    };
    ignore_terminal_signals();
    let mut stdin = std::io::stdin();
    let mut buf = [0u8; 64];
    loop {
        match stdin.read(&mut buf) {
            Ok(0) => break,
            Ok(_) => {}
            Err(error) if error.kind() == std::io::ErrorKind::Interrupted => {}
            Err(_) => break,
        }
    }
    kill_group(group);
    ExitCode::SUCCESS
}

/// A handler that does nothing in place of the default end (a flag no one reads).
fn ignore_terminal_signals() {
    use signal_hook::consts::{SIGHUP, SIGINT, SIGQUIT, SIGTERM};
    let ignored = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    for signal in [SIGHUP, SIGINT, SIGQUIT, SIGTERM] {
        let _ = signal_hook::flag::register(signal, std::sync::Arc::clone(&ignored));
    }
}

#[cfg(unix)]
fn kill_group(group: i32) {
    if let Some(group) = rustix::process::Pid::from_raw(group) {
        let _ = rustix::process::kill_process_group(group, rustix::process::Signal::KILL);
    }
}

#[cfg(not(unix))]
fn kill_group(_: i32) {}

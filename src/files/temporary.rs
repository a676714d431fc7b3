//! The temporaries the writer writes into before renaming one over its
//! target: created beside it, exclusively, never through a link, under a name
//! nobody can guess ahead.

use std::fs::{File, OpenOptions};
use std::io;
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};

/// The temporaries this process has made and not yet renamed or removed: a
/// signal that ends the process (SIGINT, SIGTERM, SIGHUP) removes them first
/// (`remove_live_temporaries`), so an interrupted `worksheet -o` leaves no
/// half-written file beside its target.
static LIVE: Mutex<Vec<PathBuf>> = Mutex::new(Vec::new());

fn live() -> std::sync::MutexGuard<'static, Vec<PathBuf>> {
    // A panic while it was held leaves a list that is still right.
    LIVE.lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// `temp` is renamed over its target or removed: no longer this process's to remove.
pub(super) fn forget(temp: &Path) {
    live().retain(|live| live != temp);
}

/// Remove every temporary this process made and has not renamed or removed
/// yet, and exit with `code`. The list is held until the exit, so a write in
/// another thread can neither rename one from under it nor start a new one
/// after it. Called as the process ends on a signal.
pub fn remove_live_temporaries_and_exit(code: i32) -> ! {
    let mut live = live();
    for temp in live.drain(..) {
        let _ = std::fs::remove_file(temp);
    }
    std::process::exit(code)
}

/// On SIGINT, SIGTERM or SIGHUP: remove the live temporaries and end as the
/// signal would have (exit status 128 + its number). For the commands that
/// write a file (`diagram -o`, `worksheet -o`); the editor's own signal
/// thread does the same after its last words.
pub fn remove_temporaries_on_signals() -> io::Result<()> {
    use signal_hook::consts::{SIGHUP, SIGINT, SIGTERM};
    let mut signals = signal_hook::iterator::Signals::new([SIGINT, SIGTERM, SIGHUP])?;
    std::thread::Builder::new()
        .name("fen-tui-temporaries".into())
        .spawn(move || {
            if let Some(signal) = signals.forever().next() {
                remove_live_temporaries_and_exit(128 + signal);
            }
        })?;
    Ok(())
}

/// Temporaries are named `.<target name>.<pid>.<n>.tmp`.
pub const TEMP_SUFFIX: &str = ".tmp";

pub(super) fn parent_of(path: &Path) -> &Path {
    path.parent()
        .filter(|dir| !dir.as_os_str().is_empty())
        .unwrap_or(Path::new("."))
}

/// A fresh temporary beside `path`: a name nobody can guess ahead (process,
/// counter and clock), and another one tried if it exists anyway.
pub(super) fn new_temporary(path: &Path) -> io::Result<(PathBuf, File)> {
    new_temporary_from((0..16).map(|_| temp_name(path)))
}

/// The first of `names` that could be created exclusively; a name already
/// taken (by anything, a planted link included) is passed over.
pub(super) fn new_temporary_from(
    names: impl IntoIterator<Item = PathBuf>,
) -> io::Result<(PathBuf, File)> {
    let mut last = io::Error::from(io::ErrorKind::AlreadyExists);
    for temp in names {
        match create_exclusive(&temp) {
            Ok(file) => {
                live().push(temp.clone());
                return Ok((temp, file));
            }
            Err(error) if error.kind() == io::ErrorKind::AlreadyExists => last = error,
            Err(error) => return Err(error),
        }
    }
    Err(last)
}

/// `.<name>.<pid>.<counter><nanoseconds>.tmp` in `path`'s directory.
pub(super) fn temp_name(path: &Path) -> PathBuf {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let n = COUNTER.fetch_add(1, Ordering::Relaxed);
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.subsec_nanos());
    let mut name = std::ffi::OsString::from(".");
    name.push(path.file_name().unwrap_or_default());
    name.push(format!(
        ".{}.{n}{nanos:09}{TEMP_SUFFIX}",
        std::process::id()
    ));
    parent_of(path).join(name)
}

/// Create `path` for writing, only if nothing is there: never an existing
/// file, never through a symbolic link (`O_EXCL`, `O_NOFOLLOW`), private (0600).
pub fn create_exclusive(path: &Path) -> io::Result<File> {
    let mut options = OpenOptions::new();
    // Readable too: a hard-linked file is overwritten from its temporary.
    options.read(true).write(true).create_new(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.mode(0o600).custom_flags(libc::O_NOFOLLOW);
    }
    options.open(path)
}

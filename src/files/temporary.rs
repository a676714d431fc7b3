//! The temporaries the writer writes into before renaming one over its
//! target: created beside it, exclusively, never through a link, under a name
//! nobody can guess ahead.

use std::fs::{File, OpenOptions};
use std::io;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

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
            Ok(file) => return Ok((temp, file)),
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

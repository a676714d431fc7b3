//! A save that reads the file, merges into it and writes it back holds a
//! lock for those three steps, so that two editors saving the same file at
//! the same moment take turns: the second reads what the first wrote, merges
//! its own lines into it, and nothing either added is lost.
//!
//! The lock is an advisory `flock` on a lock file beside the target
//! (`.<name>.lock`, as git's `index.lock` and vim's swap files sit beside
//! theirs). The kernel lets go of it when its holder ends, however it ends,
//! so a crashed editor never leaves a stale lock that blocks the next save.
//! The holder removes the lock file before letting go; whoever took the lock
//! on a lock file that was removed meanwhile (the name now another file, or
//! none) tries again, so two holders can never each hold a different file.
//!
//! Other programs (vim, a script) do not know this lock: against them the
//! writer still compares the file just before its rename
//! (`write_file_over`), and refuses to write over their change.

use super::target::final_target;
use super::{Refusal, refused};
use std::fs::{self, File, OpenOptions, TryLockError};
use std::io;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// How long a save waits for another's to end before it says so.
const PATIENCE: Duration = Duration::from_secs(10);

/// The lock on one file's saves, held until dropped.
#[derive(Debug)]
pub struct SaveLock {
    path: PathBuf,
    file: File,
}

impl Drop for SaveLock {
    fn drop(&mut self) {
        // Removed while still held: a waiter that then gets the lock on this
        // (now nameless) file sees it is gone and opens the name afresh.
        let _ = fs::remove_file(&self.path);
        let _ = self.file.unlock();
    }
}

/// The name of the lock file of the file at `path` (its link's target: a
/// link and its target share one lock).
pub fn lock_path(path: &Path) -> io::Result<PathBuf> {
    let target = final_target(path)?;
    let mut name = std::ffi::OsString::from(".");
    name.push(target.file_name().unwrap_or_default());
    name.push(".lock");
    Ok(target.with_file_name(name))
}

/// Take the lock on `path`'s saves, waiting while another save holds it.
/// `None` where no lock file can be made or opened (a directory this user
/// may not write to): the save goes on, held only by the writer's own
/// compare-before-rename.
pub fn lock_saves(path: &Path) -> io::Result<Option<SaveLock>> {
    lock_saves_within(path, PATIENCE)
}

pub(super) fn lock_saves_within(path: &Path, patience: Duration) -> io::Result<Option<SaveLock>> {
    let lock = lock_path(path)?;
    let deadline = Instant::now() + patience;
    let mut pause = Duration::from_micros(200);
    loop {
        let Some(file) = open_lock_file(&lock)? else {
            return Ok(None);
        };
        match file.try_lock() {
            Ok(()) => {
                if is_still_named(&file, &lock) {
                    return Ok(Some(SaveLock { path: lock, file }));
                }
                // Its holder removed it just before letting go: try the name again.
                continue;
            }
            Err(TryLockError::WouldBlock) => {}
            Err(TryLockError::Error(error)) if error.kind() == io::ErrorKind::Unsupported => {
                return Ok(None);
            }
            Err(TryLockError::Error(error)) => return Err(error),
        }
        drop(file);
        if Instant::now() >= deadline {
            return Err(refused(Refusal::Busy));
        }
        std::thread::sleep(pause);
        pause = (pause * 2).min(Duration::from_millis(20));
    }
}

/// The lock file opened (made if missing, never through a link); `None`
/// when this user can neither make nor open it.
fn open_lock_file(lock: &Path) -> io::Result<Option<File>> {
    let mut options = OpenOptions::new();
    options.read(true).write(true).create(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options
            .mode(0o600)
            .custom_flags(libc::O_NOFOLLOW | libc::O_NONBLOCK);
    }
    match options.open(lock) {
        Ok(file) if file.metadata()?.is_file() => Ok(Some(file)),
        Ok(_) => Err(refused(Refusal::NotRegular)),
        Err(error) if error.kind() == io::ErrorKind::PermissionDenied => Ok(None),
        // A read-only file system: nothing will be written there anyway.
        Err(error) if error.raw_os_error() == Some(libc::EROFS) => Ok(None),
        Err(error) => Err(error),
    }
}

/// Whether `lock` still names the very file `file` is.
#[cfg(unix)]
fn is_still_named(file: &File, lock: &Path) -> bool {
    use std::os::unix::fs::MetadataExt;
    match (file.metadata(), fs::symlink_metadata(lock)) {
        (Ok(held), Ok(named)) => (held.dev(), held.ino()) == (named.dev(), named.ino()),
        _ => false,
    }
}

#[cfg(not(unix))]
fn is_still_named(_: &File, lock: &Path) -> bool {
    lock.exists()
}

#[cfg(test)]
#[path = "lock_tests.rs"]
mod tests;

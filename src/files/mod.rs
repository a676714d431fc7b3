//! Files on disk, below both faces (the editor and the commands): the one
//! atomic, link-aware writer (`write`), reading only regular files with a
//! size cap and never blocking on a FIFO or device (`read`), and the private
//! state directory.

mod lock;
mod read;
mod target;
mod temporary;
mod write;

pub use lock::{SaveLock, lock_path, lock_saves};
pub use read::{open_regular, read_capped, read_regular};
pub use temporary::{remove_live_temporaries_and_exit, remove_temporaries_on_signals};
pub use write::{
    TEMP_SUFFIX, create_exclusive, final_target, write_file, write_file_over, write_file_with,
    write_state,
};

use std::fs;
use std::io;
use std::path::Path;

/// Why a file was not read or written although the system would have let
/// the product try.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// A FIFO, a device, a socket: reading could block or never end.
    NotRegular,
    /// The file has no write permission for this user: it is not replaced.
    ReadOnly,
    /// Larger than the product reads whole.
    TooLarge(u64),
    /// Another writer made, replaced or changed the file while this write
    /// was being made: its file is kept, this write is not put over it.
    ChangedMeanwhile,
    /// Another save of the same file (another fen-tui) held its lock longer
    /// than a save waits.
    Busy,
}

impl std::fmt::Display for Refusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // These are the system's kind of words, shown after the file name
        // like the system's own errors ("Permission denied").
        match self {
            Refusal::NotRegular => {
                f.write_str("not a regular file (a FIFO or device): neither read nor written")
            }
            Refusal::ReadOnly => f.write_str(
                "read-only, not written over: save under another name, or chmod u+w it first",
            ),
            Refusal::TooLarge(limit) => write!(f, "larger than {limit} bytes, not read"),
            Refusal::ChangedMeanwhile => {
                f.write_str("another program changed the file meanwhile: not written over")
            }
            Refusal::Busy => f.write_str("another save of this file is under way: not written"),
        }
    }
}

impl std::error::Error for Refusal {}

impl Refusal {
    /// The message id of the refusal's words (`assets/i18n/*/files-reliability.ftl`)
    /// and the size limit it names, if any.
    pub fn words(self) -> (&'static str, Option<u64>) {
        match self {
            Refusal::NotRegular => ("file-refused-not-regular", None),
            Refusal::ReadOnly => ("file-refused-read-only", None),
            Refusal::TooLarge(limit) => ("file-refused-too-large", Some(limit)),
            Refusal::ChangedMeanwhile => ("file-refused-changed-meanwhile", None),
            Refusal::Busy => ("file-refused-busy", None),
        }
    }
}

/// Why a file was not read or written, as data for the words: the product's
/// own refusal (said in the user's language), or the system's error as it
/// words it ("Permission denied").
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reason {
    Refused(Refusal),
    System(String),
}

impl Reason {
    pub fn of(error: &io::Error) -> Reason {
        refusal_of(error).map_or_else(|| Reason::System(error.to_string()), Reason::Refused)
    }
}

fn refused(refusal: Refusal) -> io::Error {
    let kind = match refusal {
        Refusal::ReadOnly => io::ErrorKind::PermissionDenied,
        Refusal::NotRegular | Refusal::TooLarge(_) => io::ErrorKind::InvalidInput,
        Refusal::ChangedMeanwhile => io::ErrorKind::AlreadyExists,
        Refusal::Busy => io::ErrorKind::WouldBlock,
    };
    io::Error::new(kind, refusal)
}

/// The refusal behind an error, if the product refused.
pub fn refusal_of(error: &io::Error) -> Option<Refusal> {
    error.get_ref()?.downcast_ref::<Refusal>().copied()
}

/// This process's user. Linux tells it as the owner of `/proc/self`; without
/// `/proc`, the owner of a file this process creates is its user, so a
/// private probe file in the temporary directory answers.
#[cfg(unix)]
fn my_uid() -> Option<u32> {
    use std::os::unix::fs::MetadataExt;
    fs::metadata("/proc/self")
        .map(|meta| meta.uid())
        .ok()
        .or_else(|| probe_uid(&std::env::temp_dir()))
}

/// The owner of a fresh file made (and removed) in `dir`.
#[cfg(unix)]
fn probe_uid(dir: &Path) -> Option<u32> {
    use std::os::unix::fs::MetadataExt;
    let probe = dir.join(format!(".fen-tui-uid-{}{TEMP_SUFFIX}", std::process::id()));
    let file = create_exclusive(&probe).ok()?;
    let uid = file.metadata().map(|meta| meta.uid()).ok();
    let _ = fs::remove_file(&probe);
    uid
}

/// Create `dir` (and its parents) private to the user, or check the one
/// there: a state directory owned by someone else could be read or have
/// files planted in it, so it is refused.
pub fn create_private_dir(dir: &Path) -> io::Result<()> {
    let mut builder = fs::DirBuilder::new();
    builder.recursive(true);
    #[cfg(unix)]
    std::os::unix::fs::DirBuilderExt::mode(&mut builder, 0o700);
    builder.create(dir)?;
    #[cfg(unix)]
    check_owner(dir, my_uid())?;
    Ok(())
}

/// Refuse `dir` unless `me` owns it. Not knowing who `me` is refuses too:
/// a check that cannot be made is not passed.
#[cfg(unix)]
fn check_owner(dir: &Path, me: Option<u32>) -> io::Result<()> {
    use std::os::unix::fs::MetadataExt;
    let owner = fs::metadata(dir)?.uid();
    if me == Some(owner) {
        Ok(())
    } else {
        Err(io::Error::new(
            io::ErrorKind::PermissionDenied,
            format!("{} belongs to another user (uid {owner})", dir.display()),
        ))
    }
}

#[cfg(test)]
mod tests;

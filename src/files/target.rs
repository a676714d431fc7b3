//! What a write finds at its target, and whether it may go on: where a chain
//! of links leads (`final_target`), what identifies the file found (`Seen`)
//! and whether it is still that file with the bytes read (`still_there`,
//! `still_holds`), whether it may be written and how (`has_no_write_bit`,
//! `open_existing`, `needs_in_place`), and the mode and owner a replacement
//! keeps. The writer (`write.rs`) asks; nothing here writes.

use super::{Refusal, refused};
use std::fs::{self, File, OpenOptions};
use std::io;
use std::path::{Path, PathBuf};

/// How many links are followed before giving up (Linux's own limit).
const MAX_LINKS: usize = 40;

/// What identifies the file a write found at its target: the same inode,
/// size and modification time later mean nobody else wrote it meanwhile.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Seen {
    inode: (u64, u64),
    len: u64,
    modified: Option<std::time::SystemTime>,
}

impl Seen {
    pub(super) fn of(meta: &fs::Metadata) -> Seen {
        #[cfg(unix)]
        let inode = {
            use std::os::unix::fs::MetadataExt;
            (meta.dev(), meta.ino())
        };
        #[cfg(not(unix))]
        let inode = (0, 0);
        Seen {
            inode,
            len: meta.len(),
            modified: meta.modified().ok(),
        }
    }
}

/// Refuse the write if what is at `target` now is not what was `seen` when
/// it began (`None`: nothing was there): another writer made, replaced or
/// changed it meanwhile, and its file is not written over.
pub(super) fn still_there(target: &Path, seen: Option<Seen>) -> io::Result<()> {
    let now = match fs::symlink_metadata(target) {
        Ok(meta) => Some(Seen::of(&meta)),
        Err(error) if error.kind() == io::ErrorKind::NotFound => None,
        Err(error) => return Err(error),
    };
    if now == seen {
        Ok(())
    } else {
        Err(refused(Refusal::ChangedMeanwhile))
    }
}

/// Refuse the write unless the file at `target` holds `expected` (a missing
/// file holds nothing): the second look of a read-merge-write, made as late
/// as the rename allows.
pub(super) fn still_holds(target: &Path, expected: Option<&[u8]>) -> io::Result<()> {
    let Some(expected) = expected else {
        return Ok(());
    };
    let cap = u64::try_from(expected.len()).unwrap_or(u64::MAX);
    let now = match super::read_regular(target, cap) {
        Ok(now) => now,
        Err(error) if error.kind() == io::ErrorKind::NotFound => Vec::new(),
        Err(error) if super::refusal_of(&error).is_some() => {
            return Err(refused(Refusal::ChangedMeanwhile));
        }
        Err(error) => return Err(error),
    };
    if now == expected {
        Ok(())
    } else {
        Err(refused(Refusal::ChangedMeanwhile))
    }
}

/// Where a write to `path` really goes: the last target of a chain of
/// symbolic links (relative targets are relative to their link's directory).
/// A dangling link names the file to create.
pub fn final_target(path: &Path) -> io::Result<PathBuf> {
    let mut current = path.to_path_buf();
    for _ in 0..MAX_LINKS {
        match fs::symlink_metadata(&current) {
            Ok(meta) if meta.file_type().is_symlink() => {
                let next = fs::read_link(&current)?;
                current = match current.parent() {
                    Some(dir) if next.is_relative() => dir.join(next),
                    _ => next,
                };
            }
            _ => return Ok(current),
        }
    }
    Err(io::Error::other("too many levels of symbolic links"))
}

/// The file opened for writing without truncating it, never blocking.
pub(super) fn open_existing(path: &Path) -> io::Result<File> {
    let mut options = OpenOptions::new();
    options.write(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.custom_flags(libc::O_NONBLOCK | libc::O_NOFOLLOW);
    }
    let file = options.open(path)?;
    if file.metadata()?.is_file() {
        Ok(file)
    } else {
        Err(refused(Refusal::NotRegular))
    }
}

/// A mode with no write bit at all (0444) is the user's "do not touch": it
/// is refused even where the system would let this process write (root
/// may write any file), as an editor refuses to save over a read-only file.
///
/// Any write bit counts, the group's and others' too: a 0o464 file (shared
/// with a group that edits it) is not the user's "do not touch"; whether this
/// user may write it is then the kernel's answer when it is opened.
#[cfg(unix)]
pub(super) fn has_no_write_bit(meta: &fs::Metadata) -> bool {
    use std::os::unix::fs::PermissionsExt;
    mode_has_no_write_bit(meta.permissions().mode())
}

#[cfg(unix)]
pub(super) fn mode_has_no_write_bit(mode: u32) -> bool {
    mode & 0o222 == 0
}

#[cfg(not(unix))]
pub(super) fn has_no_write_bit(meta: &fs::Metadata) -> bool {
    meta.permissions().readonly()
}

/// Hard links, or an owner a new file of ours could not be given.
#[cfg(unix)]
pub(super) fn needs_in_place(meta: &fs::Metadata) -> bool {
    use std::os::unix::fs::MetadataExt;
    meta.nlink() > 1 || (meta.uid() != super::my_uid().unwrap_or(meta.uid()) && !is_root())
}

#[cfg(not(unix))]
pub(super) fn needs_in_place(_: &fs::Metadata) -> bool {
    false
}

#[cfg(unix)]
fn is_root() -> bool {
    super::my_uid() == Some(0)
}

/// The temporary takes the old file's mode, owner and group (a group-shared
/// collection stays shared), or the mode for a new file.
#[cfg(unix)]
pub(super) fn keep_mode_and_owner(
    file: &File,
    old: Option<&fs::Metadata>,
    new_mode: u32,
) -> io::Result<()> {
    use std::os::unix::fs::{MetadataExt, PermissionsExt};
    let Some(old) = old else {
        return file.set_permissions(fs::Permissions::from_mode(new_mode));
    };
    let mine = file.metadata()?;
    if (mine.uid(), mine.gid()) != (old.uid(), old.gid()) {
        std::os::unix::fs::fchown(file, Some(old.uid()), Some(old.gid()))?;
    }
    file.set_permissions(fs::Permissions::from_mode(old.mode() & 0o7777))
}

#[cfg(not(unix))]
pub(super) fn keep_mode_and_owner(_: &File, _: Option<&fs::Metadata>, _: u32) -> io::Result<()> {
    Ok(())
}

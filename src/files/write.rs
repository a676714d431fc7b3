//! The one writer of every file the product writes (collections, config.toml,
//! the session, `diagram -o`, `worksheet -o`), so that a write never loses the
//! old file, never goes through a planted link and never splits a link the
//! user made:
//!
//! - a symbolic link is written through: its final target is replaced, the
//!   link stays (dotfiles repositories, GNU stow);
//! - a file without write permission, or whose mode has no write bit (0444,
//!   refused even for root), is refused, in words, not replaced;
//! - anything but a regular file (a FIFO, a device) is refused before it is
//!   opened for writing, so nothing blocks;
//! - a plain file is replaced by a temporary created beside it
//!   (`O_CREAT|O_EXCL|O_NOFOLLOW`, an unpredictable name, mode 0600), given
//!   the old file's mode and owner, flushed, renamed over it, and the
//!   directory flushed: a crash or a full disk at any moment leaves the old
//!   file or the new one, and every failure removes the temporary;
//! - a file with other hard links (or whose owner this user cannot give a new
//!   file) is written in place, see `write_in_place`;
//! - a file another writer replaced or changed while this one was writing
//!   (its inode, size or time differ from when the write began) is not
//!   written over: the write is refused and the other writer's file stays;
//! - the content may be given whole (`write_file`) or streamed into the
//!   temporary as it is made (`write_file_with`: a worksheet of 50,000
//!   positions is never held in memory);
//! - the product's own state files (the session) are never written through a
//!   link at all, see `write_state`.

pub use super::target::final_target;
use super::target::{
    Seen, has_no_write_bit, keep_mode_and_owner, needs_in_place, open_existing, still_holds,
    still_there,
};
pub use super::temporary::{TEMP_SUFFIX, create_exclusive};
use super::temporary::{forget, new_temporary, parent_of};
#[cfg(test)]
use super::temporary::{new_temporary_from, temp_name};
use super::{Refusal, refused};
use std::fs::{self, File};
use std::io::{self, BufWriter, Write};
use std::path::Path;

/// Replace the file at `path` (or its link's target) with `bytes`; a new
/// file gets the usual rw-r--r--.
pub fn write_file(path: &Path, bytes: &[u8]) -> io::Result<()> {
    Writer::new(0o644).write(path, bytes)
}

/// `write_file` with the content streamed: `fill` writes it (buffered) into
/// the temporary, so nothing but a buffer is held however long it is. Every
/// rule of the writer holds; `fill` is called once, and an error from it
/// leaves the old file as it was.
pub fn write_file_with(
    path: &Path,
    fill: impl FnOnce(&mut dyn Write) -> io::Result<()>,
) -> io::Result<()> {
    Writer::new(0o644).write_with(path, |file| {
        let mut out = BufWriter::new(file);
        fill(&mut out)?;
        out.flush()
    })
}

/// `write_file` for a save that read the file and merged into it: `expected`
/// is what the file held then (empty: no file). Just before the rename (or
/// the in-place copy) the file is read again and compared with it, so a
/// change by another program at any moment since that read (not only since
/// this write began) refuses the write (`Refusal::ChangedMeanwhile`) rather
/// than being written over.
pub fn write_file_over(path: &Path, bytes: &[u8], expected: &[u8]) -> io::Result<()> {
    Writer {
        expected: Some(expected),
        ..Writer::new(0o644)
    }
    .write(path, bytes)
}

/// A state file of the product's own (the session), only this user may read
/// it (a new one gets rw-------). Its name is the product's, not the user's:
/// a link found there was planted, so it is never followed; the link itself
/// is atomically replaced by a regular file (the rename is over the name, the
/// link's target is never opened), and the session goes on being saved —
/// refusing would lose every later save to a planted name. A hard link there
/// is split the same way (its other name keeps the old bytes), so no other
/// file of the user's is ever written through a state file's name.
pub fn write_state(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let seen = match fs::symlink_metadata(path) {
        Ok(meta) if meta.is_file() || meta.file_type().is_symlink() => Some(Seen::of(&meta)),
        Ok(_) => return Err(refused(Refusal::NotRegular)),
        Err(error) if error.kind() == io::ErrorKind::NotFound => None,
        Err(error) => return Err(error),
    };
    let writer = Writer::new(0o600);
    writer.replace(path, |file| (writer.fill)(file, bytes), None, seen)
}

/// A write, with the step that puts bytes into the temporary replaceable
/// (tests make it fail halfway, as a full disk does).
pub(super) struct Writer<'a> {
    new_mode: u32,
    fill: fn(&mut File, &[u8]) -> io::Result<()>,
    /// What the file must still hold just before it is replaced, if the
    /// caller read it (`write_file_over`).
    expected: Option<&'a [u8]>,
}

impl Writer<'_> {
    fn new(new_mode: u32) -> Writer<'static> {
        Writer {
            new_mode,
            fill: |file, bytes| file.write_all(bytes),
            expected: None,
        }
    }

    #[cfg(test)]
    pub(super) fn failing(fill: fn(&mut File, &[u8]) -> io::Result<()>) -> Writer<'static> {
        Writer {
            new_mode: 0o644,
            fill,
            expected: None,
        }
    }

    pub(super) fn write(&self, path: &Path, bytes: &[u8]) -> io::Result<()> {
        self.write_with(path, |file| (self.fill)(file, bytes))
    }

    /// The write, its content made by `fill` into the file it is given.
    pub(super) fn write_with(
        &self,
        path: &Path,
        fill: impl FnOnce(&mut File) -> io::Result<()>,
    ) -> io::Result<()> {
        let target = final_target(path)?;
        let existing = match fs::metadata(&target) {
            Ok(meta) => Some(meta),
            Err(error) if error.kind() == io::ErrorKind::NotFound => None,
            Err(error) => return Err(error),
        };
        let Some(meta) = existing else {
            return self.replace(&target, fill, None, None);
        };
        if !meta.is_file() {
            return Err(refused(Refusal::NotRegular));
        }
        if has_no_write_bit(&meta) {
            return Err(refused(Refusal::ReadOnly));
        }
        // Opening for writing (never truncating) is the true permission check:
        // it knows root, ACLs and read-only mounts as the kernel does.
        let in_place = match open_existing(&target) {
            Ok(file) => file,
            Err(error) if error.kind() == io::ErrorKind::PermissionDenied => {
                return Err(refused(Refusal::ReadOnly));
            }
            Err(error) => return Err(error),
        };
        if needs_in_place(&meta) {
            self.write_in_place(&target, in_place, fill, Seen::of(&meta))
        } else {
            drop(in_place);
            self.replace(&target, fill, Some(&meta), Some(Seen::of(&meta)))
        }
    }

    /// The temporary-and-rename write; the temporary is gone on every failure.
    /// `old` gives the new file its mode and owner; `seen` is the file found
    /// at `target` when the write began, which must still be there.
    fn replace(
        &self,
        target: &Path,
        fill: impl FnOnce(&mut File) -> io::Result<()>,
        old: Option<&fs::Metadata>,
        seen: Option<Seen>,
    ) -> io::Result<()> {
        let (temp, mut file) = new_temporary(target)?;
        let written = fill(&mut file)
            .and_then(|()| keep_mode_and_owner(&file, old, self.new_mode))
            .and_then(|()| file.sync_all())
            .and_then(|()| still_there(target, seen))
            .and_then(|()| still_holds(target, self.expected))
            .and_then(|()| fs::rename(&temp, target));
        if written.is_err() {
            // The old file is untouched; leave no half-written temporary behind.
            let _ = fs::remove_file(&temp);
            forget(&temp);
            return written;
        }
        forget(&temp);
        sync_dir(target);
        Ok(())
    }

    /// A file with other names (hard links) keeps its inode, so that every
    /// name sees the new content; a rename would give only this name a new
    /// file and leave the others on the old one. The trade-off: the bytes are
    /// written into the live file, so a reader at that very moment (or a crash
    /// in the middle) could see part old, part new. To make a full disk, the
    /// common failure, harmless, the whole new content is first written and
    /// flushed to a temporary beside it — proof the room is there — then
    /// copied over the file and the temporary removed; if the copy still
    /// fails, the old bytes are put back.
    fn write_in_place(
        &self,
        target: &Path,
        mut file: File,
        fill: impl FnOnce(&mut File) -> io::Result<()>,
        seen: Seen,
    ) -> io::Result<()> {
        use std::io::{Seek, SeekFrom};
        let old = fs::read(target)?;
        let mut fill = Some(fill);
        let overwrite = |file: &mut File, new: &mut dyn FnMut(&mut File) -> io::Result<()>| {
            file.seek(SeekFrom::Start(0))?;
            new(file)?;
            let end = file.stream_position()?;
            file.set_len(end)?;
            file.sync_all()
        };
        let staged = match new_temporary(target) {
            Ok((temp, mut trial)) => {
                let room = fill
                    .take()
                    .map_or(Ok(()), |fill| fill(&mut trial))
                    .and_then(|()| trial.sync_all())
                    .and_then(|()| still_there(target, Some(seen)))
                    .and_then(|()| still_holds(target, self.expected));
                if let Err(error) = room {
                    drop(trial);
                    let _ = fs::remove_file(&temp);
                    forget(&temp);
                    return Err(error);
                }
                Some((temp, trial))
            }
            // A directory this user may not write to has no room to test:
            // the content goes straight into the file.
            Err(error) if error.kind() == io::ErrorKind::PermissionDenied => None,
            Err(error) => return Err(error),
        };
        let written = match staged {
            Some((temp, mut trial)) => {
                let copied = overwrite(&mut file, &mut |live| {
                    trial.seek(SeekFrom::Start(0))?;
                    io::copy(&mut trial, live).map(|_| ())
                });
                drop(trial);
                let _ = fs::remove_file(&temp);
                forget(&temp);
                copied
            }
            None => overwrite(&mut file, &mut |live| {
                fill.take().map_or(Ok(()), |fill| fill(live))
            }),
        };
        if let Err(error) = written {
            let _ = overwrite(&mut file, &mut |live| live.write_all(&old));
            return Err(error);
        }
        Ok(())
    }
}

/// Not every system can sync a directory; the rename has happened anyway.
fn sync_dir(target: &Path) {
    let dir = parent_of(target);
    if let Ok(dir) = File::open(dir) {
        let _ = dir.sync_all();
    }
}

#[cfg(test)]
#[path = "write_tests.rs"]
mod tests;

#[cfg(all(test, unix))]
#[path = "atomic_tests.rs"]
mod atomic_tests;

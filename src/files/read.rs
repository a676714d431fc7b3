//! Reading a file whole, only when it is a regular file of a bounded size:
//! a FIFO or a device named as a position file or config (`fen-tui fifo.fen`,
//! `/dev/zero` as config.toml) is refused in words before anything blocks.
//! The open itself never blocks (`O_NONBLOCK`: a FIFO with no writer would
//! wait forever), and the type is checked on the opened file (`fstat`), so
//! nothing can be swapped in between.

use super::{Refusal, refused};
use std::fs::{File, OpenOptions};
use std::io::{self, Read};
use std::path::Path;

/// The file opened for reading, if it is a regular file.
pub fn open_regular(path: &Path) -> io::Result<File> {
    let mut options = OpenOptions::new();
    options.read(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::custom_flags(&mut options, libc::O_NONBLOCK);
    let file = options.open(path)?;
    if file.metadata()?.is_file() {
        Ok(file)
    } else {
        Err(refused(Refusal::NotRegular))
    }
}

/// The bytes of the regular file at `path`, refused above `cap` bytes.
pub fn read_regular(path: &Path, cap: u64) -> io::Result<Vec<u8>> {
    read_capped(open_regular(path)?, cap)
}

/// At most `cap` bytes of `source`; more is refused (not cut short: a part of
/// a file read as the whole would be saved back as the whole).
pub fn read_capped(source: impl Read, cap: u64) -> io::Result<Vec<u8>> {
    let mut bytes = Vec::new();
    source.take(cap.saturating_add(1)).read_to_end(&mut bytes)?;
    if bytes.len() as u64 > cap {
        return Err(refused(Refusal::TooLarge(cap)));
    }
    Ok(bytes)
}

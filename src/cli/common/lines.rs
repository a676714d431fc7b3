//! One line of input at a time, in bounded memory, for `check` and for the
//! commands that read positions from stdin (`show`, `url`, `explain`,
//! `transform`, `perft`): a line is kept up to just past what a reader
//! accepts (so it is still refused as too long, in words), the rest of it
//! skipped, and a line with no end (an endless stream with no newline,
//! `/dev/zero`) stops the input at `MAX_LINE_SEARCHED`.

use super::Words;
use crate::core::fen::MAX_INPUT_BYTES;
use std::io::{self, BufRead, Read};
use std::path::Path;

/// Bytes kept of one line; the rest is skipped (such a line is reported as too long).
pub(crate) const KEPT_BYTES: usize = MAX_INPUT_BYTES + 1;

/// How far the end of a line is looked for: past this the input is not lines
/// (an endless stream with no newline, `/dev/zero`), and it is read no
/// further, so the bytes read from any source stay bounded.
pub const MAX_LINE_SEARCHED: usize = 16 << 20;

/// A line with no end within `MAX_LINE_SEARCHED` bytes: reading its source
/// stopped there. Carried in the `io::Error` of the read.
#[derive(Debug)]
pub struct EndlessLine {
    /// 1-based number of the line.
    pub number: usize,
}

impl std::fmt::Display for EndlessLine {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "line {} has no end", self.number)
    }
}

impl std::error::Error for EndlessLine {}

impl EndlessLine {
    /// The endless line an error of `fill` is about, if that is what it is.
    pub fn of(error: &io::Error) -> Option<&EndlessLine> {
        error.get_ref()?.downcast_ref()
    }
}

/// Append line `number` (without its `\n`) to `out`, keeping at most
/// `KEPT_BYTES` of it and skipping the rest. Returns the line's full length,
/// or None at the end of input; an `EndlessLine` error when it has no end.
pub(crate) fn read_line(
    reader: &mut impl BufRead,
    out: &mut Vec<u8>,
    number: usize,
) -> io::Result<Option<usize>> {
    let start = out.len();
    // `read_until` finds the newline with memchr: the fast path for every line.
    let limit = KEPT_BYTES as u64 + 1;
    let read = reader.by_ref().take(limit).read_until(b'\n', out)?;
    if read == 0 {
        return Ok(None);
    }
    if out.last() == Some(&b'\n') {
        out.pop();
        return Ok(Some(out.len() - start));
    }
    if read <= KEPT_BYTES {
        // The last line, without a newline.
        return Ok(Some(read));
    }
    out.truncate(start + KEPT_BYTES);
    match skip_line(reader)? {
        Some(rest) => Ok(Some(read + rest)),
        None => Err(io::Error::new(
            io::ErrorKind::InvalidData,
            EndlessLine { number },
        )),
    }
}

/// Skip the rest of an overlong line; returns how many bytes it had (without
/// `\n`), or `None` when it has no end within `MAX_LINE_SEARCHED`.
fn skip_line(reader: &mut impl BufRead) -> io::Result<Option<usize>> {
    let mut length = 0;
    loop {
        if length > MAX_LINE_SEARCHED {
            return Ok(None);
        }
        let available = match reader.fill_buf() {
            Ok(available) => available,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if available.is_empty() {
            return Ok(Some(length));
        }
        match available.iter().position(|&b| b == b'\n') {
            Some(newline) => {
                reader.consume(newline + 1);
                return Ok(Some(length + newline));
            }
            None => {
                let all = available.len();
                length += all;
                reader.consume(all);
            }
        }
    }
}

/// Why `file` was not read to its end: a line with no end (an endless
/// stream), said with where, or the system's reason.
pub(crate) fn complain_unread(file: &Path, error: &io::Error, words: &Words) {
    let name = if file.as_os_str() == "-" {
        "<stdin>".to_string()
    } else {
        file.display().to_string()
    };
    match EndlessLine::of(error) {
        Some(endless) => words.complain(
            "cli-endless-line",
            &[
                ("file", name.into()),
                ("line", endless.number.into()),
                ("limit", (MAX_LINE_SEARCHED >> 20).into()),
            ],
        ),
        None => words.complain(
            "cli-cannot-read",
            &[
                ("file", file.display().to_string().into()),
                ("reason", error.to_string().into()),
            ],
        ),
    }
}

//! Lines in batches: up to a few thousand lines read into one reused buffer,
//! so a file of any size is checked in constant memory and two workers can
//! take turns. A batch also ends where the input has nothing more buffered,
//! so lines typed or piped in slowly get their verdicts at once.

use super::verdict::Line;
use crate::core::encoding::UTF8_BOM as BOM;
use crate::core::fen::MAX_INPUT_BYTES;
use std::io::{self, BufRead, BufReader, Read};
use std::ops::Range;

/// Most lines per batch: large enough that taking turns costs little,
/// small enough that memory stays a few hundred kilobytes.
pub const LINES_PER_BATCH: usize = 4096;

/// Bytes kept of one line; the rest is skipped (such a line is reported as too long).
const KEPT_BYTES: usize = MAX_INPUT_BYTES + 1;

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

/// The lines of one batch, their bytes back to back in one buffer.
#[derive(Debug, Default)]
pub struct Batch {
    bytes: Vec<u8>,
    lines: Vec<Stored>,
    /// The batch ended because nothing more was buffered: its verdicts should
    /// be flushed rather than wait for more input.
    drained: bool,
}

#[derive(Clone, Debug)]
struct Stored {
    number: usize,
    range: Range<usize>,
    length: usize,
}

/// Reads lines from one source, counting them and skipping blank and `#` lines.
pub struct LineSource<R> {
    reader: BufReader<R>,
    number: usize,
    /// A read that failed after some lines of a batch: those come first,
    /// the error with the next batch.
    failed: Option<io::Error>,
    /// A read failed: nothing more is read (a worker asking again would
    /// read on past an endless line).
    stopped: bool,
}

impl<R: Read> LineSource<R> {
    pub fn new(reader: R) -> Self {
        LineSource {
            reader: BufReader::with_capacity(1 << 16, reader),
            number: 0,
            failed: None,
            stopped: false,
        }
    }

    /// Refill `batch` with up to `LINES_PER_BATCH` lines, without waiting for
    /// more input once it has some; false at the end of input.
    pub fn fill(&mut self, batch: &mut Batch) -> io::Result<bool> {
        batch.bytes.clear();
        batch.lines.clear();
        batch.drained = false;
        if self.stopped {
            return Ok(false);
        }
        if let Some(error) = self.failed.take() {
            self.stopped = true;
            return Err(error);
        }
        while batch.lines.len() < LINES_PER_BATCH {
            if !batch.lines.is_empty() && self.reader.buffer().is_empty() {
                batch.drained = true;
                break;
            }
            let start = batch.bytes.len();
            let number = self.number + 1;
            let mut length = match read_line(&mut self.reader, &mut batch.bytes, number) {
                Ok(Some(length)) => length,
                Ok(None) => break,
                Err(error) if batch.lines.is_empty() => {
                    self.stopped = true;
                    return Err(error);
                }
                Err(error) => {
                    batch.bytes.truncate(start);
                    self.failed = Some(error);
                    break;
                }
            };
            self.number += 1;
            let mut end = batch.bytes.len();
            // A cut line keeps its full length; only a whole line loses its CR.
            if length == end - start && batch.bytes[start..end].ends_with(b"\r") {
                end -= 1;
                length -= 1;
            }
            // A byte-order mark at the start of a file is not part of line 1.
            if self.number == 1 && batch.bytes[start..end].starts_with(BOM) {
                batch.bytes.drain(start..start + BOM.len());
                end -= BOM.len();
                length -= BOM.len();
            }
            let content = &batch.bytes[start..end];
            if is_skipped(content, length > MAX_INPUT_BYTES) {
                batch.bytes.truncate(start);
                continue;
            }
            batch.lines.push(Stored {
                number: self.number,
                range: start..end,
                length,
            });
        }
        Ok(!batch.lines.is_empty())
    }
}

impl Batch {
    /// Whether the input had nothing more buffered when this batch ended.
    pub fn drained(&self) -> bool {
        self.drained
    }

    pub fn len(&self) -> usize {
        self.lines.len()
    }

    /// The lines from `range` of this batch.
    pub fn lines(&self, range: Range<usize>) -> impl Iterator<Item = Line<'_>> {
        self.lines
            .get(range)
            .unwrap_or(&[])
            .iter()
            .map(|stored| Line {
                number: stored.number,
                bytes: self.bytes.get(stored.range.clone()).unwrap_or(&[]),
                length: stored.length,
            })
    }
}

/// Blank lines and comments are not inputs. The size limit counts the whole
/// line: one over it is never taken for blank (a cut one may have more after
/// the blanks kept), it gets its verdict, too long.
fn is_skipped(line: &[u8], over_limit: bool) -> bool {
    match line.iter().position(|b| !b.is_ascii_whitespace()) {
        None => !over_limit,
        Some(first) => line[first] == b'#',
    }
}

/// Append line `number` (without its `\n`) to `out`, keeping at most
/// `KEPT_BYTES` of it and skipping the rest. Returns the line's full length,
/// or None at the end of input; an `EndlessLine` error when it has no end.
fn read_line(
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

#[cfg(test)]
mod tests {
    use super::*;

    fn collect(input: &[u8]) -> Vec<(usize, Vec<u8>, usize)> {
        let mut source = LineSource::new(input);
        let mut batch = Batch::default();
        let mut all = Vec::new();
        while source.fill(&mut batch).unwrap() {
            all.extend(
                batch
                    .lines(0..batch.len())
                    .map(|l| (l.number, l.bytes.to_vec(), l.length)),
            );
        }
        all
    }

    #[test]
    fn blank_and_comment_lines_are_skipped_but_counted() {
        let lines = collect(b"a\n\n  \n# note\n  # indented note\nb\r\nc");
        assert_eq!(
            lines,
            vec![
                (1, b"a".to_vec(), 1),
                (6, b"b".to_vec(), 1),
                (7, b"c".to_vec(), 1)
            ]
        );
    }

    #[test]
    fn a_huge_line_is_cut_but_its_length_known() {
        let mut input = vec![b'x'; KEPT_BYTES + 1000];
        input.extend_from_slice(b"\nnext\n");
        let lines = collect(&input);
        assert_eq!(lines.len(), 2);
        assert_eq!(lines[0].1.len(), KEPT_BYTES);
        assert_eq!(lines[0].2, KEPT_BYTES + 1000);
        assert_eq!(lines[1], (2, b"next".to_vec(), 4));
    }

    #[test]
    fn a_line_of_blanks_over_the_limit_is_not_skipped() {
        let mut input = vec![b' '; KEPT_BYTES + 1];
        input.extend_from_slice(b"k\n \n");
        let lines = collect(&input);
        assert_eq!(lines.len(), 1);
        assert_eq!((lines[0].0, lines[0].2), (1, KEPT_BYTES + 2));
    }

    #[test]
    fn a_byte_order_mark_starts_only_the_first_line() {
        let lines = collect(b"\xef\xbb\xbfa b\n\xef\xbb\xbfc\n");
        assert_eq!(lines[0], (1, b"a b".to_vec(), 3));
        assert_eq!(lines[1], (2, b"\xef\xbb\xbfc".to_vec(), 4));
        assert_eq!(collect(b"\xef\xbb\xbf\n# x\n"), vec![]);
    }

    #[test]
    fn batches_hold_at_most_their_size() {
        let input = "l\n".repeat(LINES_PER_BATCH + 3);
        let mut source = LineSource::new(input.as_bytes());
        let mut batch = Batch::default();
        assert!(source.fill(&mut batch).unwrap());
        assert_eq!(batch.len(), LINES_PER_BATCH);
        assert!(source.fill(&mut batch).unwrap());
        assert_eq!(batch.len(), 3);
        assert_eq!(
            batch.lines(0..1).next().unwrap().number,
            LINES_PER_BATCH + 1
        );
        assert!(!source.fill(&mut batch).unwrap());
    }
}

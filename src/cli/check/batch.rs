//! Lines in batches: up to a few thousand lines read into one reused buffer,
//! so a file of any size is checked in constant memory and two workers can
//! take turns. A batch also ends where the input has nothing more buffered,
//! so lines typed or piped in slowly get their verdicts at once.

use super::verdict::Line;
use crate::cli::common::lines::read_line;
use crate::core::encoding::UTF8_BOM as BOM;
use crate::core::fen::MAX_INPUT_BYTES;
use std::io::{self, BufReader, Read};
use std::ops::Range;

/// Most lines per batch: large enough that taking turns costs little,
/// small enough that memory stays a few hundred kilobytes.
pub const LINES_PER_BATCH: usize = 4096;

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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cli::common::lines::KEPT_BYTES;

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

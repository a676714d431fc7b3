//! A file of positions (`.fen`, `.epd`): one position per line, `#` comments
//! and blank lines between them. Replacing one position rewrites only the
//! bytes of its line; every other byte (comments, spacing, CRLF, lines that
//! do not read) stays as it was, so saving an edit is a one-line diff.

use crate::Position;
use crate::fen::epd::{read_epd, write_epd};
use crate::fen::line_comment::{comment_start, split_comment};
use crate::fen::{InputReading, MAX_INPUT_BYTES, ReadOptions, read_input, write_fen};
use std::ops::Range;

// Bytes of position lines copied out by `text` on this thread: the tests'
// measure of the work a key costs while a huge line is open (issue #19, 8c).
// The app's tests read it, so it is public under the `work-counters` feature
// (fen-tui's dev-dependency switches it on); hidden, not part of the API.
#[cfg(any(test, feature = "work-counters"))]
thread_local! {
    #[doc(hidden)]
    pub static LINE_BYTES_COPIED: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

/// What one line of the file holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LineKind {
    /// An empty line (or only spaces).
    Blank,
    /// Starts with `#` (after spaces).
    Comment,
    /// Anything else is taken for a position (it may not read).
    Position,
}

#[derive(Clone, Debug, PartialEq, Eq)]
struct Line {
    /// The line's content: no `\n`, no `\r` before it.
    range: Range<usize>,
    kind: LineKind,
}

/// The lines of a collection file and its bytes exactly as read.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Collection {
    bytes: Vec<u8>,
    lines: Vec<Line>,
}

impl Collection {
    /// The collection in `bytes` (any bytes: a line that is not UTF-8 is a
    /// position that does not read).
    pub fn parse(bytes: Vec<u8>) -> Collection {
        let mut lines = Vec::new();
        // A byte-order mark is kept in the bytes but is not part of line 1.
        let mut start = crate::encoding::text_start(&bytes);
        while start < bytes.len() {
            let end = bytes[start..]
                .iter()
                .position(|&b| b == b'\n')
                .map_or(bytes.len(), |n| start + n);
            let content_end = if end > start && bytes[end - 1] == b'\r' {
                end - 1
            } else {
                end
            };
            let content = &bytes[start..content_end];
            lines.push(Line {
                range: start..content_end,
                kind: kind_of(content),
            });
            start = end + 1;
        }
        Collection { bytes, lines }
    }

    /// The file's bytes, edits included.
    pub fn bytes(&self) -> &[u8] {
        &self.bytes
    }

    /// Number of positions (comment and blank lines are not counted).
    pub fn len(&self) -> usize {
        self.position_lines().count()
    }

    /// Whether the file holds no position line.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The 1-based line number of position `index` (0-based).
    pub fn line_number(&self, index: usize) -> Option<usize> {
        self.position_lines().nth(index).map(|(number, _)| number)
    }

    /// The text of position `index` as written (lossy for bytes that are not UTF-8).
    pub fn text(&self, index: usize) -> Option<String> {
        let (_, line) = self.position_lines().nth(index)?;
        #[cfg(any(test, feature = "work-counters"))]
        LINE_BYTES_COPIED.with(|copied| copied.set(copied.get() + line.range.len()));
        Some(String::from_utf8_lossy(&self.bytes[line.range.clone()]).into_owned())
    }

    /// The position part of line `index`: its text without a `# comment` at
    /// its end (columns are still the line's, the comment being last).
    pub fn position_text(&self, index: usize) -> Option<String> {
        let text = self.text(index)?;
        Some(split_comment(text.trim_end()).0.to_string())
    }

    /// Position `index` read by the one reader (FEN, EPD, moves, links...),
    /// columns counted in its line.
    pub fn read(&self, index: usize, options: ReadOptions) -> Option<InputReading> {
        Some(read_input(&self.position_text(index)?, options))
    }

    /// The name a file gives position `index`: its EPD `id`, else the `#`
    /// comment at the end of its line, else the one on the line right above
    /// it (`# Lucena position`).
    pub fn caption(&self, index: usize) -> Option<String> {
        let at = self.position_line_index(index)?;
        // A line longer than any input holds no EPD `id` nor a FEN with its
        // comment; not copying and scanning it keeps a key cheap while a
        // 10 MB line is shown.
        if self.lines[at].range.len() <= MAX_INPUT_BYTES {
            let text = self.text(index)?;
            let (position, comment) = split_comment(text.trim());
            if let Some(Ok(epd)) = read_epd(position, ReadOptions::lenient())
                && let Some(id) = epd.operations.iter().find(|op| op.opcode == "id")
                && !id.text().is_empty()
            {
                return Some(id.text().to_string());
            }
            if let Some(words) = comment {
                return Some(words.to_string());
            }
        }
        let above = self.lines.get(at.checked_sub(1)?)?;
        if above.kind != LineKind::Comment {
            return None;
        }
        let comment = String::from_utf8_lossy(&self.bytes[above.range.clone()]);
        let words = comment.trim().trim_start_matches('#').trim();
        (!words.is_empty()).then(|| words.to_string())
    }

    /// Put `position` in place of position `index`: as EPD with the line's
    /// operations when the line was EPD, else as a FEN. Every other byte of
    /// the file stays. False when there is no such position.
    pub fn replace(&mut self, index: usize, position: &Position) -> bool {
        let Some(at) = self.position_line_index(index) else {
            return false;
        };
        let line = self.lines[at].range.clone();
        let old = String::from_utf8_lossy(&self.bytes[line.clone()]).into_owned();
        // Only the position part is rewritten: a `# comment` after it stays.
        let content = &self.bytes[line.clone()];
        let end =
            comment_start(content).map_or(content.len(), |at| content[..at].trim_ascii_end().len());
        let range = line.start..line.start + end;
        let new = match read_epd(split_comment(old.trim()).0, ReadOptions::lenient()) {
            Some(Ok(epd)) => write_epd(position, &epd.operations),
            _ => write_fen(position),
        };
        let new_len = new.len();
        self.bytes.splice(range.clone(), new.into_bytes());
        let shift = |n: usize| n + new_len - range.len();
        self.lines[at].range = line.start..shift(line.end);
        for line in &mut self.lines[at + 1..] {
            line.range = shift(line.range.start)..shift(line.range.end);
        }
        true
    }

    /// Add `position` as a new last line (after a line break if the file
    /// does not end with one); gives its index.
    pub fn push(&mut self, position: &Position) -> usize {
        if !self.bytes.is_empty() && !self.bytes.ends_with(b"\n") {
            self.bytes.push(b'\n');
        }
        let start = self.bytes.len();
        self.bytes.extend_from_slice(write_fen(position).as_bytes());
        self.lines.push(Line {
            range: start..self.bytes.len(),
            kind: LineKind::Position,
        });
        self.bytes.push(b'\n');
        self.len() - 1
    }

    fn position_lines(&self) -> impl Iterator<Item = (usize, &Line)> {
        self.lines
            .iter()
            .enumerate()
            .filter(|(_, line)| line.kind == LineKind::Position)
            .map(|(at, line)| (at + 1, line))
    }

    fn position_line_index(&self, index: usize) -> Option<usize> {
        self.position_lines()
            .nth(index)
            .map(|(number, _)| number - 1)
    }
}

fn kind_of(content: &[u8]) -> LineKind {
    let trimmed = content.trim_ascii_start();
    if trimmed.trim_ascii_end().is_empty() {
        LineKind::Blank
    } else if trimmed.starts_with(b"#") {
        LineKind::Comment
    } else {
        LineKind::Position
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_position_is_captioned_by_its_epd_id_or_the_comment_above_it() {
        let file = b"# Lucena position\n1K1k4/1P6/8/8/8/8/r7/2R5 w - - 0 1\n\n8/8/8/8/8/8/8/K6k w - - 0 1\n4k3/8/8/8/8/8/8/4K3 w - - id \"Two kings\";\n";
        let collection = super::Collection::parse(file.to_vec());
        assert_eq!(collection.caption(0).as_deref(), Some("Lucena position"));
        assert_eq!(collection.caption(1), None);
        assert_eq!(collection.caption(2).as_deref(), Some("Two kings"));
    }

    use super::*;
    use crate::Variant;

    #[test]
    fn a_comment_at_the_end_of_a_line_captions_it_and_stays_through_an_edit() {
        let text = "# above\n4k3/8/8/8/8/8/8/4K2R w K - 0 1   # short castle only\r\n8/8/8/8/8/8/8/K6k w - - id \"Game #3\"; # mine\n";
        let mut collection = Collection::parse(text.as_bytes().to_vec());
        let reading = collection.read(0, ReadOptions::lenient()).unwrap();
        assert!(reading.is_ok(), "{:?}", reading.errors);
        assert_eq!(collection.caption(0).as_deref(), Some("short castle only"));
        assert_eq!(collection.caption(1).as_deref(), Some("Game #3"));
        assert_eq!(
            collection.position_text(0).as_deref(),
            Some("4k3/8/8/8/8/8/8/4K2R w K - 0 1")
        );
        collection.replace(0, &position("4k3/8/8/8/8/8/8/4K2R b K - 0 1"));
        assert_eq!(
            String::from_utf8_lossy(collection.bytes()),
            "# above\n4k3/8/8/8/8/8/8/4K2R b K - 0 1   # short castle only\r\n8/8/8/8/8/8/8/K6k w - - id \"Game #3\"; # mine\n"
        );
        assert_eq!(collection.caption(0).as_deref(), Some("short castle only"));
        assert!(collection.read(1, ReadOptions::lenient()).unwrap().is_ok());
    }

    fn position(fen: &str) -> Position {
        read_input(fen, ReadOptions::lenient()).position.unwrap()
    }

    /// A file of 100 positions, comments, blank lines, CRLF and odd spacing.
    fn hundred() -> Vec<u8> {
        let mut text = String::from("# My positions\r\n\n");
        for n in 1..=100u32 {
            if n % 10 == 0 {
                text.push_str(&format!("  # group {}\n\n", n / 10));
            }
            let line_end = if n % 3 == 0 { "\r\n" } else { "\n" };
            text.push_str(&format!("8/8/8/8/8/8/8/K6k w - - 0 {n}{line_end}"));
        }
        text.push_str("# the end, without a newline");
        text.into_bytes()
    }

    #[test]
    fn one_edit_changes_only_its_line() {
        let original = hundred();
        let mut collection = Collection::parse(original.clone());
        assert_eq!(collection.len(), 100);
        let edited = position("8/8/8/8/8/8/8/K5k1 b - - 3 42");
        assert!(collection.replace(41, &edited));
        let old = String::from_utf8(original).unwrap();
        let new = String::from_utf8(collection.bytes().to_vec()).unwrap();
        let old_lines: Vec<&str> = old.split('\n').collect();
        let new_lines: Vec<&str> = new.split('\n').collect();
        assert_eq!(old_lines.len(), new_lines.len());
        let line = collection.line_number(41).unwrap();
        for (number, (a, b)) in old_lines.iter().zip(&new_lines).enumerate() {
            if number + 1 == line {
                assert_eq!(*b, "8/8/8/8/8/8/8/K5k1 b - - 3 42\r");
            } else {
                assert_eq!(a, b, "line {}", number + 1);
            }
        }
        let reread = Collection::parse(collection.bytes().to_vec());
        assert_eq!(
            reread.read(41, ReadOptions::lenient()).unwrap().position,
            Some(edited)
        );
    }

    #[test]
    fn unedited_files_are_kept_byte_for_byte() {
        let original = hundred();
        let collection = Collection::parse(original.clone());
        assert_eq!(collection.bytes(), &original[..]);
        assert_eq!(collection.line_number(0), Some(3));
    }

    #[test]
    fn epd_lines_keep_their_operations() {
        let text = "# suite\nr1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - bm a6; id \"Ruy\";\n";
        let mut collection = Collection::parse(text.as_bytes().to_vec());
        let mut edited = collection
            .read(0, ReadOptions::lenient())
            .unwrap()
            .position
            .unwrap();
        edited.side_to_move = crate::Color::White;
        collection.replace(0, &edited);
        assert_eq!(
            String::from_utf8_lossy(collection.bytes()),
            "# suite\nr1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - bm a6; id \"Ruy\";\n"
        );
    }

    #[test]
    fn lines_that_do_not_read_stay_and_report_their_errors() {
        let text = b"8/8/8/8/8/8/8/K6k w - - 0 1\nnot a fen\n\xff\xfe\n".to_vec();
        let mut collection = Collection::parse(text.clone());
        assert_eq!(collection.len(), 3);
        assert!(!collection.read(1, ReadOptions::lenient()).unwrap().is_ok());
        assert!(!collection.read(2, ReadOptions::lenient()).unwrap().is_ok());
        collection.replace(0, &Position::empty(Variant::Chess));
        assert!(collection.bytes().ends_with(b"\nnot a fen\n\xff\xfe\n"));
    }

    #[test]
    fn pushing_adds_a_line_after_a_missing_newline() {
        let mut collection = Collection::parse(b"# only a comment".to_vec());
        assert!(collection.is_empty());
        let index = collection.push(&position("8/8/8/8/8/8/8/K6k w - - 0 1"));
        assert_eq!(index, 0);
        assert_eq!(
            collection.bytes(),
            b"# only a comment\n8/8/8/8/8/8/8/K6k w - - 0 1\n"
        );
    }
}

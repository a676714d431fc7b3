//! The lines of a PGN stream, one at a time, so a file of any size is read
//! in bounded memory: a line longer than `MAX_LINE` is passed over (and said),
//! a line with no end within `MAX_LINE_SEARCHED` or a NUL byte ends the
//! stream (a PGN is text; `/dev/zero` and an endless pipe with no newline are
//! not), and each line knows its number and the byte offset it starts at.

use std::io::{self, BufRead};

/// The longest line kept: a million-ply game written on one line fits.
pub const MAX_LINE: usize = 16 * 1024 * 1024;

/// How far the end of a line too long is looked for: past this, the input is
/// not lines of text (an endless stream with no newline) and is read no
/// further, so the bytes read stay bounded whatever the input.
pub const MAX_LINE_SEARCHED: usize = 2 * MAX_LINE;

/// What the next read gave.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Next {
    /// A line, in `Lines::text` (without its line ending).
    Text,
    /// A line over `MAX_LINE` bytes, passed over; `text` is empty.
    TooLong,
    /// A NUL byte: not text. Nothing more is read.
    Binary,
    /// No end of line within `MAX_LINE_SEARCHED` bytes. Nothing more is read.
    Endless,
    /// The end of the input.
    End,
}

pub(super) struct Lines<R> {
    input: R,
    /// The current line, without `\n`, `\r\n` or a lone `\r`.
    pub text: Vec<u8>,
    /// 1-based number of the current line.
    pub number: usize,
    /// Byte offset where the current line starts.
    pub offset: u64,
    next_offset: u64,
    stopped: bool,
}

impl<R: BufRead> Lines<R> {
    pub fn new(input: R) -> Self {
        Lines {
            input,
            text: Vec::new(),
            number: 0,
            offset: 0,
            next_offset: 0,
            stopped: false,
        }
    }

    /// Read the next line into `text`.
    pub fn next(&mut self) -> io::Result<Next> {
        self.text.clear();
        if self.stopped {
            return Ok(Next::End);
        }
        self.offset = self.next_offset;
        let mut read_any = false;
        let mut length = 0;
        let mut too_long = false;
        let mut ended_by_cr = false;
        loop {
            let chunk = match self.input.fill_buf() {
                Ok(chunk) => chunk,
                Err(error) if error.kind() == io::ErrorKind::Interrupted => continue,
                Err(error) => return Err(error),
            };
            if chunk.is_empty() {
                if !read_any {
                    self.stopped = true;
                    return Ok(Next::End);
                }
                break;
            }
            read_any = true;
            // A lone CR ends a line too (old Mac files, a terminal's paste
            // saved as is), as the editor's paste reads it.
            let newline = chunk.iter().position(|&b| b == b'\n' || b == b'\r');
            ended_by_cr = newline.is_some_and(|at| chunk[at] == b'\r');
            let end = newline.map_or(chunk.len(), |at| at + 1);
            let part = &chunk[..end];
            if part.contains(&0) {
                self.stopped = true;
                self.number += 1;
                return Ok(Next::Binary);
            }
            if !too_long {
                if self.text.len() + part.len() > MAX_LINE + 2 {
                    too_long = true;
                    self.text = Vec::new();
                } else {
                    self.text.extend_from_slice(part);
                }
            }
            self.input.consume(end);
            self.next_offset += end as u64;
            length += end;
            if newline.is_some() {
                break;
            }
            if length > MAX_LINE_SEARCHED {
                self.stopped = true;
                self.number += 1;
                self.text = Vec::new();
                return Ok(Next::Endless);
            }
        }
        if ended_by_cr {
            self.skip_lf_after_cr()?;
        }
        self.number += 1;
        if too_long {
            return Ok(Next::TooLong);
        }
        if self.text.last() == Some(&b'\n') {
            self.text.pop();
        }
        if self.text.last() == Some(&b'\r') {
            self.text.pop();
        }
        // A byte-order mark is not part of the first line's text.
        if self.offset == 0 && self.text.starts_with(b"\xEF\xBB\xBF") {
            self.text.drain(..3);
        }
        Ok(Next::Text)
    }
}

impl<R: BufRead> Lines<R> {
    /// The LF of a CRLF whose CR ended the line (it may come in the next chunk).
    fn skip_lf_after_cr(&mut self) -> io::Result<()> {
        loop {
            match self.input.fill_buf() {
                Ok(chunk) => {
                    if chunk.first() == Some(&b'\n') {
                        self.input.consume(1);
                        self.next_offset += 1;
                    }
                    return Ok(());
                }
                Err(error) if error.kind() == io::ErrorKind::Interrupted => {}
                Err(error) => return Err(error),
            }
        }
    }
}

/// Only spaces and tabs (or nothing).
pub(super) fn is_blank(line: &[u8]) -> bool {
    line.iter().all(u8::is_ascii_whitespace)
}

/// 1-based column, in characters, of byte `at` of `line`.
pub(super) fn column(line: &[u8], at: usize) -> usize {
    let before = line.get(..at).unwrap_or(line);
    before.iter().filter(|&&b| b & 0xC0 != 0x80).count() + 1
}

/// A tag line as python-chess reads it (`^\[(NAME)\s+"(.*)"\]\s*$`): the
/// value runs from the first quote to the last `"]`, so unescaped inner
/// quotes (`[Event "Club "Open""]`) stay in the value. `\"` and `\\` are
/// unescaped as the PGN standard says.
pub(super) enum Tag {
    Read(String, String),
    /// No closing `"]` at the end of the line.
    Unclosed,
    /// A `[` line that is no tag (no name, no quoted value).
    Malformed,
}

pub(super) fn read_tag(line: &[u8]) -> Tag {
    let line = line.trim_ascii_end();
    let Some(inner) = line.strip_prefix(b"[") else {
        return Tag::Malformed;
    };
    let name_len = inner
        .iter()
        .position(|&b| !(b.is_ascii_alphanumeric() || b"_+#=:-".contains(&b)))
        .unwrap_or(inner.len());
    let (name, rest) = inner.split_at(name_len);
    let value_part = rest.trim_ascii_start();
    if name.is_empty() || !name[0].is_ascii_alphanumeric() || value_part.len() == rest.len() {
        return if line.ends_with(b"]") {
            Tag::Malformed
        } else {
            Tag::Unclosed
        };
    }
    let Some(quoted) = value_part.strip_prefix(b"\"") else {
        return Tag::Malformed;
    };
    let Some(value) = quoted.strip_suffix(b"\"]") else {
        return Tag::Unclosed;
    };
    let mut text = Vec::with_capacity(value.len());
    let mut bytes = value.iter();
    while let Some(&b) = bytes.next() {
        if b == b'\\'
            && let Some(&next) = bytes.as_slice().first()
            && (next == b'"' || next == b'\\')
        {
            bytes.next();
            text.push(next);
        } else {
            text.push(b);
        }
    }
    Tag::Read(
        String::from_utf8_lossy(name).into_owned(),
        String::from_utf8_lossy(&text).into_owned(),
    )
}

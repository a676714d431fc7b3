//! The FEN field as a text field: the user's draft, the caret, and what the
//! reader said about the draft. With no draft it shows the canonical FEN.

use crate::core::Diagnostic;
use crate::tui::action::{Action, Direction, TextEdit};

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FenField {
    /// The text exactly as typed or pasted; `None` when it is the canonical FEN.
    pub draft: Option<String>,
    /// Caret position in characters from the start of the text.
    pub caret: usize,
    pub errors: Vec<Diagnostic>,
    pub warnings: Vec<Diagnostic>,
    /// Where the last text loaded came from, to name it beside its warnings
    /// once the field shows the canonical FEN instead.
    pub read_from: ReadFrom,
}

/// Where a text the board took came from (its repairs are said "in the pasted
/// text", "in line 3 of the file" or "on the command line").
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ReadFrom {
    #[default]
    Pasted,
    /// This 1-based line of the open file.
    FileLine(usize),
    CommandLine,
}

/// Byte offset of character `index` in `text` (its end when past it).
pub fn byte_at(text: &str, index: usize) -> usize {
    text.char_indices()
        .nth(index)
        .map_or(text.len(), |(b, _)| b)
}

pub fn insert(text: &mut String, caret: &mut usize, insertion: &str) {
    let at = byte_at(text, *caret);
    text.insert_str(at, insertion);
    *caret += insertion.chars().count();
}

pub fn erase_back(text: &mut String, caret: &mut usize) {
    if *caret == 0 {
        return;
    }
    *caret -= 1;
    let at = byte_at(text, *caret);
    if at < text.len() {
        text.remove(at);
    }
}

pub fn erase_here(text: &mut String, caret: usize) {
    let at = byte_at(text, caret);
    if at < text.len() {
        text.remove(at);
    }
}

/// What a key did to a one-line text field.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FieldKey {
    /// The caret moved; the text is as it was.
    Moved,
    /// The text changed (the caret may have moved too).
    Edited,
    /// Not a key of a text field.
    Other,
}

/// A key of a one-line text field, the one reading of them every field
/// shares (the FEN field, the practice answer, the diagram's file name):
/// ← → Home End, typing, a paste (its first line, trimmed), Backspace,
/// Delete and the readline edits (Ctrl-A/E/U/K/W, a word left or right).
pub fn field_key(text: &mut String, caret: &mut usize, action: &Action) -> FieldKey {
    let before = text.clone();
    let length = text.chars().count();
    *caret = (*caret).min(length);
    match action {
        Action::Move(Direction::Left) => *caret = caret.saturating_sub(1),
        Action::Move(Direction::Right) => *caret = (*caret + 1).min(length),
        Action::Home => *caret = 0,
        Action::End => *caret = length,
        Action::Type(c) => insert(text, caret, c.encode_utf8(&mut [0; 4])),
        Action::Paste(pasted) => insert(text, caret, pasted.lines().next().unwrap_or("").trim()),
        Action::EraseBack => erase_back(text, caret),
        Action::EraseHere => erase_here(text, *caret),
        Action::Edit(edit) => apply_edit(text, caret, *edit),
        _ => return FieldKey::Other,
    }
    if *text == before {
        FieldKey::Moved
    } else {
        FieldKey::Edited
    }
}

/// Apply a line-editing key to `text` with its caret (in characters).
/// Words are runs of characters other than spaces and `/` (a FEN's ranks are
/// words too, so Ctrl-W takes back one rank).
pub fn apply_edit(text: &mut String, caret: &mut usize, edit: TextEdit) {
    let chars: Vec<char> = text.chars().collect();
    let at = (*caret).min(chars.len());
    let separator = |c: char| c.is_whitespace() || c == '/';
    let word_start = || {
        let mut i = at;
        while i > 0 && separator(chars[i - 1]) {
            i -= 1;
        }
        while i > 0 && !separator(chars[i - 1]) {
            i -= 1;
        }
        i
    };
    let word_end = || {
        let mut i = at;
        while i < chars.len() && separator(chars[i]) {
            i += 1;
        }
        while i < chars.len() && !separator(chars[i]) {
            i += 1;
        }
        i
    };
    let remove = |text: &mut String, from: usize, to: usize| {
        let (start, end) = (byte_at(text, from), byte_at(text, to));
        text.replace_range(start..end, "");
    };
    *caret = match edit {
        TextEdit::ToStart => 0,
        TextEdit::ToEnd => chars.len(),
        TextEdit::WordLeft => word_start(),
        TextEdit::WordRight => word_end(),
        TextEdit::DeleteToStart => {
            remove(text, 0, at);
            0
        }
        TextEdit::DeleteToEnd => {
            remove(text, at, chars.len());
            at
        }
        TextEdit::DeleteWordBack => {
            let start = word_start();
            remove(text, start, at);
            start
        }
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn editing_counts_characters_not_bytes() {
        let mut text = String::from("a楚b");
        let mut caret = 2;
        erase_back(&mut text, &mut caret);
        assert_eq!((text.as_str(), caret), ("ab", 1));
        insert(&mut text, &mut caret, "漢x");
        assert_eq!((text.as_str(), caret), ("a漢xb", 3));
        erase_here(&mut text, caret);
        assert_eq!(text, "a漢x");
        erase_here(&mut text, 10);
        assert_eq!(text, "a漢x");
    }

    fn edited(text: &str, caret: usize, edit: TextEdit) -> (String, usize) {
        let (mut text, mut caret) = (text.to_string(), caret);
        apply_edit(&mut text, &mut caret, edit);
        (text, caret)
    }

    #[test]
    fn line_editing_keys_work_as_in_a_shell() {
        let fen = "8/8/8 w KQkq - 0 1";
        assert_eq!(edited(fen, 9, TextEdit::ToStart), (fen.into(), 0));
        assert_eq!(edited(fen, 3, TextEdit::ToEnd), (fen.into(), 18));
        assert_eq!(edited(fen, 13, TextEdit::WordLeft).1, 8);
        assert_eq!(edited(fen, 8, TextEdit::WordLeft).1, 6);
        assert_eq!(edited(fen, 6, TextEdit::WordRight).1, 7);
        assert_eq!(edited(fen, 7, TextEdit::WordRight).1, 12);
        assert_eq!(
            edited(fen, 7, TextEdit::DeleteToStart),
            (" KQkq - 0 1".into(), 0)
        );
        assert_eq!(edited(fen, 7, TextEdit::DeleteToEnd), ("8/8/8 w".into(), 7));
        assert_eq!(
            edited(fen, 12, TextEdit::DeleteWordBack),
            ("8/8/8 w  - 0 1".into(), 8)
        );
        assert_eq!(
            edited("楚河 漢界", 5, TextEdit::DeleteWordBack),
            ("楚河 ".into(), 3)
        );
        assert_eq!(edited("", 0, TextEdit::DeleteWordBack), (String::new(), 0));
    }
}

//! The FEN field as a text field: the user's draft, the caret, and what the
//! reader said about the draft. With no draft it shows the canonical FEN.

use crate::core::Diagnostic;

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FenField {
    /// The text exactly as typed or pasted; `None` when it is the canonical FEN.
    pub draft: Option<String>,
    /// Caret position in characters from the start of the text.
    pub caret: usize,
    pub errors: Vec<Diagnostic>,
    pub warnings: Vec<Diagnostic>,
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
}

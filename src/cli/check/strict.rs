//! `check --strict` takes exactly the standard: a FEN and nothing after it.
//! The reader takes EPD operations (`bm Bb5; id "x";`) and `FEN moves …` in
//! either mode, since they are positions too; under `--strict` they are
//! errors at the column where the extra text begins, not silently read.

use crate::core::Diagnostic;

/// The error for what follows the FEN in `text`, if anything is read there.
pub(super) fn beyond_the_fen(text: &str) -> Option<Diagnostic> {
    let words = words_with_columns(text);
    if let Some((column, _)) = words.iter().find(|(_, word)| *word == "moves") {
        return Some(Diagnostic::error("strict-moves").at(*column));
    }
    // EPD: four FEN fields, then an opcode (a FEN never holds a `;`).
    let &(column, opcode) = words.get(4)?;
    (text.contains(';') && opcode.starts_with(|c: char| c.is_ascii_alphabetic()))
        .then(|| Diagnostic::error("strict-epd-operations").at(column))
}

/// Each whitespace-separated word with its 1-based column in characters.
fn words_with_columns(text: &str) -> Vec<(usize, &str)> {
    let mut words = Vec::new();
    let mut start = None;
    for (column, (at, c)) in text.char_indices().enumerate() {
        match (c.is_whitespace(), start) {
            (false, None) => start = Some((column + 1, at)),
            (true, Some((col, from))) => {
                words.push((col, &text[from..at]));
                start = None;
            }
            _ => {}
        }
    }
    if let Some((col, from)) = start {
        words.push((col, &text[from..]));
    }
    words
}

#[cfg(test)]
mod tests {
    use super::*;

    const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -";

    #[test]
    fn moves_and_epd_operations_are_pointed_at() {
        let moves = beyond_the_fen(&format!("{START} 0 1 moves e2e4")).expect("moves");
        assert_eq!((moves.code, moves.column), ("strict-moves", Some(58)));
        let epd = beyond_the_fen(&format!("{START} bm e4; id \"x\";")).expect("epd");
        assert_eq!((epd.code, epd.column), ("strict-epd-operations", Some(54)));
    }

    #[test]
    fn a_plain_fen_has_nothing_beyond_it() {
        assert!(beyond_the_fen(&format!("{START} 0 1")).is_none());
        assert!(beyond_the_fen(START).is_none());
    }
}

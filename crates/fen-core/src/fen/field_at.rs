//! Where a problem of the position sits in the text as the user gave it: a
//! rule error (bad castling rights, an impossible en-passant target, the side
//! not to move in check) has no column of its own, so it points at the start of
//! the FEN field that says the wrong thing, in the original text's columns.

use super::url;
use crate::Diagnostic;

/// The FEN fields, in order.
const PLACEMENT: usize = 0;
const SIDE_TO_MOVE: usize = 1;
const CASTLING: usize = 2;
const EN_PASSANT: usize = 3;
const HALFMOVE_CLOCK: usize = 4;

/// The field a rule error is about: castling and en-passant errors are about
/// their own fields, a check of the side not to move about the side to move;
/// every other problem (kings, pawns, counts, checks) is about the placement.
pub fn field_of_problem(code: &str) -> usize {
    match code {
        "invalid-castling-rights" => CASTLING,
        "invalid-en-passant" => EN_PASSANT,
        "opposite-check" => SIDE_TO_MOVE,
        "clock-beyond-moves" => HALFMOVE_CLOCK,
        _ => PLACEMENT,
    }
}

/// 1-based columns, in `text` as given, where each FEN field present starts.
/// Quotes, links and a UCI `position fen` prefix are looked through; a text
/// with no FEN in it (`startpos`) gives the column of its first word only.
pub fn field_columns(text: &str) -> Vec<usize> {
    let extracted = url::extract(text);
    let body = extracted.text.as_ref();
    let mut words = body
        .split_ascii_whitespace()
        .map(|word| (word.as_ptr() as usize - body.as_ptr() as usize, word))
        .peekable();
    if words.peek().is_some_and(|(_, w)| *w == "position") {
        words.next();
        if words.peek().is_some_and(|(_, w)| *w == "fen") {
            words.next();
        }
    }
    words
        .take_while(|(_, word)| *word != "moves")
        .take(6)
        .map(|(at, _)| extracted.column_of_byte(at))
        .collect()
}

/// `problem` pointing at its field in `text`, unless it has a column already.
pub fn locate_problem(problem: Diagnostic, columns: &[usize]) -> Diagnostic {
    if problem.column.is_some() {
        return problem;
    }
    let field = field_of_problem(problem.code);
    match columns.get(field).or(columns.first()) {
        Some(&column) => problem.at(column),
        None => problem,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_field_starts_where_the_text_has_it() {
        let fen = "4k3/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
        assert_eq!(field_columns(fen), [1, 23, 25, 30, 32, 34]);
        // Leading spaces, quotes and the UCI prefix shift the columns.
        assert_eq!(
            field_columns("  \"4k3/8/8/8/8/8/8/4K3 w - -\"")[..2],
            [4, 24]
        );
        assert_eq!(
            field_columns("position fen 4k3/8/8/8/8/8/8/4K3 b - - 0 1 moves e8d8"),
            [14, 34, 36, 38, 40, 42]
        );
    }

    #[test]
    fn a_link_points_into_the_link() {
        let link = "https://lichess.org/analysis/4k3/8/8/8/8/8/8/4K3_w_-_-_0_1";
        let columns = field_columns(link);
        assert_eq!(columns[0], 30);
        assert_eq!(&link[columns[1] - 1..columns[1]], "w");
        assert_eq!(&link[columns[2] - 1..columns[2]], "-");
    }

    #[test]
    fn problems_point_at_their_field() {
        let text = "4k3/8/8/8/8/8/8/4K3 w K e3 0 1";
        let columns = field_columns(text);
        let castling = locate_problem(Diagnostic::error("invalid-castling-rights"), &columns);
        assert_eq!(castling.column, Some(23));
        let ep = locate_problem(Diagnostic::error("invalid-en-passant"), &columns);
        assert_eq!(ep.column, Some(25));
        let check = locate_problem(Diagnostic::error("opposite-check"), &columns);
        assert_eq!(check.column, Some(21));
        let king = locate_problem(Diagnostic::error("missing-king"), &columns);
        assert_eq!(king.column, Some(1));
        // A problem that already has its column keeps it.
        let located = locate_problem(Diagnostic::error("missing-king").at(7), &columns);
        assert_eq!(located.column, Some(7));
        // Fields the text leaves out: the placement's column.
        let short = field_columns("4k3/8/8/8/8/8/8/4K3");
        let ep = locate_problem(Diagnostic::error("invalid-en-passant"), &short);
        assert_eq!(ep.column, Some(1));
    }
}

//! A game's written result against its final position: `1. f3 e5 2. g4 Qh4#
//! 1-0` ends in a mate of White, so `1-0` contradicts the moves (pgn-extract
//! warns about it too). Only an end the rules decide is compared: a mate or a
//! stalemate; resignations and agreed draws can't be seen on the board.

use super::PgnGame;
use crate::rules::{self, Status};
use crate::{Color, Diagnostic, Variant};

/// The result the final position forces, if it forces one.
pub fn forced_result(game: &PgnGame) -> Option<&'static str> {
    let end = game.end.as_ref()?;
    let loser_result = |loser: Color| match loser {
        Color::White => "0-1",
        Color::Black => "1-0",
    };
    match (rules::status(end), end.variant) {
        (Status::Checkmate, _) => Some(loser_result(end.side_to_move)),
        // In xiangqi, having no move loses as a mate does.
        (Status::Stalemate, Variant::Xiangqi) => Some(loser_result(end.side_to_move)),
        (Status::Stalemate, Variant::Chess) => Some("1/2-1/2"),
        _ => None,
    }
}

/// `pgn-result-contradicts` when the written result is not the one the
/// final position forces; nothing for `*`, no result, or a game with errors
/// (its end is not the game's).
pub fn result_contradiction(game: &PgnGame) -> Option<Diagnostic> {
    let written = game.result.as_deref()?;
    if written == "*" || !game.is_ok() {
        return None;
    }
    let forced = forced_result(game)?;
    (written != forced).then(|| {
        Diagnostic::warning("pgn-result-contradicts")
            .arg("game", game.number)
            .arg("line", game.line)
            .arg("result", written.to_string())
            .arg("forced", forced)
            .at(1)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pgn::{PgnOptions, read_pgn};

    fn game(pgn: &str) -> PgnGame {
        read_pgn(pgn.as_bytes(), PgnOptions::default())
            .next()
            .expect("a game")
    }

    #[test]
    fn a_mate_of_white_scored_for_white_is_said() {
        let said = result_contradiction(&game("1. f3 e5 2. g4 Qh4# 1-0\n")).expect("said");
        assert_eq!(said.code, "pgn-result-contradicts");
        assert_eq!(
            forced_result(&game("1. f3 e5 2. g4 Qh4# 1-0\n")),
            Some("0-1")
        );
    }

    #[test]
    fn the_right_result_an_open_one_or_an_undecided_end_passes() {
        assert!(result_contradiction(&game("1. f3 e5 2. g4 Qh4# 0-1\n")).is_none());
        assert!(result_contradiction(&game("1. f3 e5 2. g4 Qh4# *\n")).is_none());
        // Resigned: the board decides nothing.
        assert!(result_contradiction(&game("1. e4 e5 1-0\n")).is_none());
    }

    #[test]
    fn a_stalemate_is_a_draw() {
        let pgn = "[FEN \"k7/8/1K6/8/8/8/2Q5/8 w - - 0 1\"]\n[SetUp \"1\"]\n\n1. Qc7 1-0\n";
        assert_eq!(forced_result(&game(pgn)), Some("1/2-1/2"));
        assert!(result_contradiction(&game(pgn)).is_some());
    }
}

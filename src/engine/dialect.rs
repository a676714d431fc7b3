//! How each engine writes positions and moves, and turning its moves back
//! into fen-tui's own: every move is checked with fen-tui's rules, so a line
//! is only ever shown as far as it is legal.
//!
//! Stockfish: UCI. Fairy-Stockfish (xiangqi): ranks 1-10 (`h3e3` is 炮二平五),
//! needs `UCI_Variant xiangqi`. Pikafish: ranks 0-9 like ICCS, and reads any
//! side letter but `w` as Black, so the side is always written `w` or `b`.

use crate::core::fen::{CastlingNotation, write_fen, write_fen_with};
use crate::core::rules::{self, Move, xiangqi};
use crate::core::{Color, Position, Variant};

/// The engine families fen-tui speaks to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Dialect {
    /// Stockfish and other chess engines: plain UCI.
    Chess,
    /// Fairy-Stockfish playing xiangqi: ranks numbered 1-10.
    FairyXiangqi,
    /// Pikafish: ranks 0-9.
    Pikafish,
}

impl Dialect {
    /// The dialect of an engine of `variant` from its `id name` (or file name).
    pub fn of(variant: Variant, name: &str) -> Dialect {
        let name = name.to_ascii_lowercase();
        match variant {
            Variant::Chess => Dialect::Chess,
            Variant::Xiangqi if name.contains("pikafish") => Dialect::Pikafish,
            Variant::Xiangqi => Dialect::FairyXiangqi,
        }
    }

    fn numbering(self) -> xiangqi::RankNumbering {
        match self {
            Dialect::FairyXiangqi => xiangqi::RankNumbering::FromOne,
            Dialect::Chess | Dialect::Pikafish => xiangqi::RankNumbering::FromZero,
        }
    }

    /// Options this dialect needs before any position.
    pub fn setup_options(self) -> Vec<(String, String)> {
        match self {
            Dialect::FairyXiangqi => vec![("UCI_Variant".into(), "xiangqi".into())],
            Dialect::Chess | Dialect::Pikafish => Vec::new(),
        }
    }

    /// The `position fen ...` command for `pos` (which must be valid).
    pub fn position_command(self, pos: &Position) -> String {
        // Chess960 in Shredder-FEN: the rooks' files, never ambiguous.
        let fen = if pos.chess960 && pos.variant == Variant::Chess {
            write_fen_with(pos, CastlingNotation::Shredder)
        } else {
            write_fen(pos)
        };
        let mut fields: Vec<&str> = fen.split(' ').collect();
        // Said explicitly, whatever the writer does: Pikafish takes any
        // letter but `w` for Black.
        if let Some(side) = fields.get_mut(1) {
            *side = match pos.side_to_move {
                Color::White => "w",
                Color::Black => "b",
            };
        }
        format!("position fen {}", fields.join(" "))
    }

    /// An engine's move, read against `pos`; `None` when it is not a legal
    /// move there (then the line is cut before it).
    pub fn read_move(self, pos: &Position, text: &str) -> Option<Move> {
        let mv = match pos.variant {
            Variant::Chess if is_uci(text) => rules::chess::parse_move(pos, text).ok()?,
            Variant::Chess => return None,
            Variant::Xiangqi => xiangqi::parse_move(pos, text, self.numbering()).ok()?,
        };
        // Coordinates only: an engine does not write SAN.
        rules::legal_moves(pos).contains(&mv).then_some(mv)
    }

    /// A principal variation read as far as it is legal.
    pub fn read_line(self, pos: &Position, texts: &[String]) -> Vec<Move> {
        let mut at = *pos;
        let mut moves = Vec::with_capacity(texts.len());
        for text in texts {
            let Some(mv) = self.read_move(&at, text) else {
                break;
            };
            moves.push(mv);
            at = rules::play(&at, mv);
        }
        moves
    }
}

/// `e2e4`, `e7e8q`: what UCI writes (the chess reader also takes SAN, which
/// no engine sends).
fn is_uci(text: &str) -> bool {
    let bytes = text.as_bytes();
    let square =
        |file: u8, rank: u8| (b'a'..=b'h').contains(&file) && (b'1'..=b'8').contains(&rank);
    match bytes {
        [f1, r1, f2, r2] => square(*f1, *r1) && square(*f2, *r2),
        [f1, r1, f2, r2, promo] => square(*f1, *r1) && square(*f2, *r2) && b"qrbn".contains(promo),
        _ => false,
    }
}

/// A line of moves as people write them: SAN in chess, WXF in xiangqi (the
/// notation English sources and pychess.org write; the editor's panel shows
/// the moves view's own notation).
pub fn line_text(pos: &Position, moves: &[Move]) -> Vec<String> {
    let mut at = *pos;
    moves
        .iter()
        .map(|mv| {
            let text = match at.variant {
                Variant::Chess => rules::move_text(&at, *mv),
                Variant::Xiangqi => rules::xiangqi::notation::write(
                    &at,
                    *mv,
                    rules::xiangqi::notation::Notation::Wxf,
                ),
            };
            at = rules::play(&at, *mv);
            text
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::fen::{ReadOptions, read_fen};

    fn pos(fen: &str) -> Position {
        read_fen(fen, ReadOptions::lenient())
            .expect("reads")
            .position
    }

    const XQ_START: &str = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

    #[test]
    fn fairy_ranks_count_from_one_pikafish_from_zero() {
        let start = pos(XQ_START);
        let fairy = Dialect::FairyXiangqi
            .read_move(&start, "h3e3")
            .expect("legal");
        let pika = Dialect::Pikafish.read_move(&start, "h2e2").expect("legal");
        assert_eq!(fairy, pika);
        // 炮二平五 in ICCS.
        assert_eq!(fairy.coordinates(Variant::Xiangqi), "h2e2");
        // The same text means a different square to the other engine.
        assert_eq!(Dialect::Pikafish.read_move(&start, "h3e3"), None);
        // Rank 10 exists only for Fairy-Stockfish.
        let black = pos("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 0 1");
        assert!(Dialect::FairyXiangqi.read_move(&black, "h10g8").is_some());
        assert!(Dialect::Pikafish.read_move(&black, "h9g7").is_some());
    }

    #[test]
    fn the_side_is_written_w_or_b_for_pikafish() {
        let black = pos("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 0 1");
        let red = pos(XQ_START);
        assert_eq!(
            Dialect::Pikafish.position_command(&black),
            "position fen rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 0 1"
        );
        assert!(
            Dialect::Pikafish
                .position_command(&red)
                .contains(" w - - 0 1")
        );
    }

    #[test]
    fn a_line_is_cut_at_its_first_illegal_move() {
        let start = pos("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        let texts: Vec<String> = ["e2e4", "e7e5", "e1e3", "d2d4"].map(String::from).into();
        let moves = Dialect::Chess.read_line(&start, &texts);
        assert_eq!(line_text(&start, &moves), vec!["e4", "e5"]);
        // SAN is not what an engine writes.
        assert_eq!(Dialect::Chess.read_move(&start, "e4"), None);
    }

    #[test]
    fn the_dialect_comes_from_the_name() {
        assert_eq!(
            Dialect::of(Variant::Xiangqi, "Pikafish 2024"),
            Dialect::Pikafish
        );
        assert_eq!(
            Dialect::of(Variant::Xiangqi, "Fairy-Stockfish 11.1 LB"),
            Dialect::FairyXiangqi
        );
        assert_eq!(
            Dialect::of(Variant::Chess, "Stockfish 15.1"),
            Dialect::Chess
        );
    }
}

//! Beside "write the FEN"'s board: every field of the answer that a board
//! cannot show (whose move it is, castling, en passant, both clocks) and the
//! moves that led there, in words. The answer is graded whole, so all of it
//! is shown; the words give the facts, the student writes them as a FEN.

use crate::core::{Arg, Color, Piece, Position, Role, Variant};
use crate::i18n::Localizer;
use crate::tui::app::Target;
use crate::tui::view::panels::side_name;

/// The facts, one sentence each, in the order the FEN writes them.
pub(super) fn answer_facts(target: &Target, loc: &Localizer) -> Vec<String> {
    let position = &target.position;
    let variant = position.variant;
    let side = |color: Color| Arg::from(side_name(loc, color, variant));
    let mut facts = vec![loc.format(
        "practice-fact-side",
        &[("side", side(position.side_to_move))],
    )];
    match variant {
        Variant::Chess => {
            for color in [Color::White, Color::Black] {
                let wings = Arg::from(wings(position, color));
                facts.push(loc.format(
                    "practice-fact-castling",
                    &[("side", side(color)), ("wings", wings)],
                ));
            }
            facts.push(match position.en_passant {
                Some(square) => loc.format(
                    "practice-fact-en-passant",
                    &[("square", Arg::from(square.name(variant)))],
                ),
                None => loc.text("practice-fact-en-passant-none"),
            });
        }
        Variant::Xiangqi => facts.push(loc.text("practice-fact-xiangqi-unused")),
    }
    facts.push(loc.format(
        "practice-fact-halfmove",
        &[
            ("count", Arg::from(position.halfmove_clock)),
            ("variant", Arg::from(variant.name())),
        ],
    ));
    facts.push(loc.format(
        "practice-fact-fullmove",
        &[("number", Arg::from(position.fullmove_number))],
    ));
    if !target.moves.is_empty() {
        let moves = Arg::from(target.moves.join(" "));
        facts.push(loc.format("practice-fact-moves", &[("moves", moves)]));
    }
    facts
}

/// Which wings `color` may still castle on: `both`, `king`, `queen` or `none`
/// (a rook right of its king is on the king side, in Chess960 too).
fn wings(position: &Position, color: Color) -> &'static str {
    let home = if color == Color::White { 0 } else { 7 };
    let king = position
        .board
        .find(Piece::new(color, Role::King))
        .find(|square| square.rank == home)
        .map_or(4, |square| square.file);
    let rights: Vec<u8> = position.castling.files(color).collect();
    let king_side = rights.iter().any(|file| *file > king);
    let queen_side = rights.iter().any(|file| *file < king);
    match (king_side, queen_side) {
        (true, true) => "both",
        (true, false) => "king",
        (false, true) => "queen",
        (false, false) => "none",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::fen::{ReadOptions, read_fen};
    use crate::i18n::Lang;

    #[test]
    fn the_castling_lesson_names_every_field_its_answer_needs() {
        let fen = "r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQ1RK1 b kq - 5 4";
        let position = read_fen(fen, ReadOptions::strict()).unwrap().position;
        let target = Target {
            lesson: Some("castling"),
            exercise: None,
            position,
            moves: vec!["4. O-O".into()],
        };
        let facts = answer_facts(&target, &Localizer::new(Lang::En)).join("\n");
        for needed in [
            "Black is to move",
            "White has lost both castling rights",
            "Black keeps both castling rights",
            "No pawn has just moved two squares",
            "5 half-moves",
            "Move number 4",
            "4. O-O",
        ] {
            assert!(facts.contains(needed), "{needed:?} missing from:\n{facts}");
        }
    }
}

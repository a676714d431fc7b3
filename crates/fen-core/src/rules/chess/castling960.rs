//! Which castling rights a Chess960 position can hold, as python-chess 1.11.2
//! judges them with `chess960=True` (`clean_castling_rights()`): the king on
//! its back rank, an own rook on the right's square, and one right per side
//! of the king (the outermost rook on that side).

use super::problems::right_letter;
use crate::{CastlingRights, Color, Diagnostic, Piece, Position, Role, Square, Variant};

/// Why one right cannot be held, and the square to point at.
fn flaw(pos: &Position, color: Color, file: u8) -> Option<(&'static str, Square)> {
    let rank = if color == Color::White { 0 } else { 7 };
    let on_rank = |role: Role| {
        (0..8u8).filter(move |&f| pos.get(Square::new(f, rank)) == Some(Piece::new(color, role)))
    };
    let rook_home = Square::new(file, rank);
    // python-chess looks at the highest king on the back rank.
    let Some(king) = on_rank(Role::King).next_back() else {
        return Some(("no-king-on-rank", rook_home));
    };
    if pos.get(rook_home) != Some(Piece::new(color, Role::Rook)) {
        return Some(("no-rook", rook_home));
    }
    // Rights that stand on own rooks; of those, the lowest counts on the
    // a-side and the highest on the h-side, each only on its side of the king.
    let rooks: Vec<u8> = pos
        .castling
        .files(color)
        .filter(|&f| pos.get(Square::new(f, rank)) == Some(Piece::new(color, Role::Rook)))
        .collect();
    let a_side = rooks.iter().copied().min().filter(|&f| f < king);
    let h_side = rooks.iter().copied().max().filter(|&f| f > king);
    if a_side == Some(file) || h_side == Some(file) {
        return None;
    }
    let outer = if file < king { a_side } else { h_side };
    let at = outer.map_or(Square::new(king, rank), |f| Square::new(f, rank));
    Some(("same-side", at))
}

/// Every right of `pos` that Chess960 rules do not allow.
pub(super) fn castling(pos: &Position, found: &mut Vec<Diagnostic>) {
    for color in [Color::White, Color::Black] {
        let rank = if color == Color::White { 0 } else { 7 };
        for file in pos.castling.files(color) {
            let Some((reason, at)) = flaw(pos, color, file) else {
                continue;
            };
            found.push(
                Diagnostic::error("invalid-castling-rights")
                    .squares([Square::new(file, rank), at])
                    .arg("right", right_letter(color, file))
                    .arg("color", color.key(Variant::Chess))
                    .arg("reason", reason)
                    .arg("square", at.name(Variant::Chess))
                    .arg("rank", u32::from(rank) + 1),
            );
        }
    }
}

/// The rights of `wish` that the board allows, in the position's mode: the
/// king at home (e1/e8 in standard chess, anywhere on its back rank in
/// Chess960) and an own rook on the right's file (a corner in standard
/// chess); in Chess960 one right per side of the king, the outermost wished.
/// What the editor's FEN holds while the panel holds `wish`.
pub fn allowed_rights(pos: &Position, wish: CastlingRights) -> CastlingRights {
    let mut allowed = CastlingRights::NONE;
    for color in [Color::White, Color::Black] {
        let rank = if color == Color::White { 0 } else { 7 };
        let is = |f: u8, role| pos.get(Square::new(f, rank)) == Some(Piece::new(color, role));
        let king = if pos.chess960 {
            (0..8u8).rev().find(|&f| is(f, Role::King))
        } else {
            Some(4).filter(|&f| is(f, Role::King))
        };
        let Some(king) = king else { continue };
        let standing = |f: &u8| is(*f, Role::Rook) && (pos.chess960 || *f == 0 || *f == 7);
        let wished: Vec<u8> = wish.files(color).filter(standing).collect();
        // Highest file first: the h-side's outermost, then the a-side's.
        if let Some(&h_side) = wished.iter().find(|&&f| f > king) {
            allowed.set(color, h_side, true);
        }
        if let Some(&a_side) = wished.iter().rev().find(|&&f| f < king) {
            allowed.set(color, a_side, true);
        }
    }
    allowed
}

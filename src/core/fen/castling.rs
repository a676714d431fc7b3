//! Castling letters as X-FEN reads them, shared by the reader and the writer so
//! every right survives a round trip: `K`/`Q` stand for the outermost own rook
//! on that side of the king (the corner when there is none), a file letter
//! `A`-`H` (Shredder-FEN, for Chess960) for the rook on that file.

use crate::core::{Color, Position, Role, Square};

/// The rank a colour castles on: chess rank 1 for White, rank 8 for Black.
const fn back_rank(color: Color) -> u8 {
    match color {
        Color::White => 0,
        Color::Black => 7,
    }
}

/// The rook file `K` (`king_side`) or `Q` stands for in `pos`.
pub(super) fn side_letter_file(pos: &Position, color: Color, king_side: bool) -> u8 {
    let rank = back_rank(color);
    let own = |role: Role, file: u8| {
        pos.get(Square::new(file, rank))
            .is_some_and(|p| p.color == color && p.role == role)
    };
    let king = (0..8).find(|&f| own(Role::King, f));
    let rook = king.and_then(|k| {
        if king_side {
            (k + 1..8).rev().find(|&f| own(Role::Rook, f))
        } else {
            (0..k).find(|&f| own(Role::Rook, f))
        }
    });
    rook.unwrap_or(if king_side { 7 } else { 0 })
}

/// The rook file a castling letter stands for, or `None` if it is no castling letter.
pub(super) fn letter_file(letter: char, pos: &Position) -> Option<(Color, u8)> {
    let color = if letter.is_ascii_uppercase() {
        Color::White
    } else {
        Color::Black
    };
    let file = match letter.to_ascii_lowercase() {
        'k' => side_letter_file(pos, color, true),
        'q' => side_letter_file(pos, color, false),
        l @ 'a'..='h' => l as u8 - b'a',
        _ => return None,
    };
    Some((color, file))
}

/// The letter the writer uses for the right of `color`'s rook on `file`:
/// `K`/`Q` when the reader takes that letter back to the same file (always so
/// in standard chess), otherwise the file letter.
pub(super) fn letter_for(pos: &Position, color: Color, file: u8) -> char {
    let letter = if side_letter_file(pos, color, true) == file {
        'k'
    } else if side_letter_file(pos, color, false) == file {
        'q'
    } else {
        (b'a' + file) as char
    };
    match color {
        Color::White => letter.to_ascii_uppercase(),
        Color::Black => letter,
    }
}

/// Where a right sits in canonical order: White before Black, then from the
/// h-file to the a-file (so `KQkq` in standard chess, `HAha` in Shredder-FEN).
pub(super) fn order_key(color: Color, file: u8) -> (u8, u8) {
    let color_rank = match color {
        Color::White => 0,
        Color::Black => 1,
    };
    (color_rank, 7u8.saturating_sub(file))
}

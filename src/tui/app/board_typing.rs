//! Typing FEN onto the board: letters place pieces, digits clear squares, `/`
//! goes to the next rank — the cursor walks in FEN order, so typing a whole
//! placement on an empty board rebuilds exactly that placement.

use crate::core::{Piece, Square, Variant};

/// The next square in FEN order: to the right, then the start of the rank below.
pub fn next_square(square: Square, variant: Variant) -> Option<Square> {
    if square.file + 1 < variant.files() {
        Some(Square::new(square.file + 1, square.rank))
    } else if square.rank > 0 {
        Some(Square::new(0, square.rank - 1))
    } else {
        None
    }
}

/// The previous square in FEN order.
pub fn previous_square(square: Square, variant: Variant) -> Option<Square> {
    if square.file > 0 {
        Some(Square::new(square.file - 1, square.rank))
    } else if square.rank + 1 < variant.ranks() {
        Some(Square::new(variant.files() - 1, square.rank + 1))
    } else {
        None
    }
}

/// The piece a typed letter stands for; xiangqi also takes `H` (horse) and `E`
/// (elephant), as many books write them.
pub fn piece_for_letter(letter: char, variant: Variant) -> Option<Piece> {
    let canonical = match (variant, letter) {
        (Variant::Xiangqi, 'H') => 'N',
        (Variant::Xiangqi, 'h') => 'n',
        (Variant::Xiangqi, 'E') => 'B',
        (Variant::Xiangqi, 'e') => 'b',
        (_, other) => other,
    };
    Piece::from_fen_char(canonical, variant)
}

/// What a digit does: how many squares it clears from the cursor (never past
/// the rank's end, as a FEN digit never crosses a rank).
pub fn squares_cleared_by(digit: u32, square: Square, variant: Variant) -> u8 {
    let left_in_rank = variant.files() - square.file;
    u8::try_from(digit).unwrap_or(u8::MAX).min(left_in_rank)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fen_order_walks_ranks_downwards() {
        let v = Variant::Chess;
        assert_eq!(next_square(Square::new(7, 7), v), Some(Square::new(0, 6)));
        assert_eq!(next_square(Square::new(7, 0), v), None);
        assert_eq!(
            previous_square(Square::new(0, 6), v),
            Some(Square::new(7, 7))
        );
        assert_eq!(previous_square(Square::new(0, 7), v), None);
        assert_eq!(
            next_square(Square::new(8, 9), Variant::Xiangqi),
            Some(Square::new(0, 8))
        );
    }

    #[test]
    fn xiangqi_takes_horse_and_elephant_letters() {
        let x = Variant::Xiangqi;
        assert_eq!(piece_for_letter('H', x), piece_for_letter('N', x));
        assert_eq!(piece_for_letter('e', x), piece_for_letter('b', x));
        assert_eq!(piece_for_letter('q', x), None);
        assert_eq!(piece_for_letter('a', Variant::Chess), None);
        assert_eq!(piece_for_letter('H', Variant::Chess), None);
    }

    #[test]
    fn a_digit_stops_at_the_ranks_end() {
        assert_eq!(squares_cleared_by(8, Square::new(5, 3), Variant::Chess), 3);
        assert_eq!(squares_cleared_by(2, Square::new(0, 3), Variant::Chess), 2);
    }
}

//! Castling letters as X-FEN reads them, shared by the reader and the writer so
//! every right survives a round trip: `K`/`Q` stand for the outermost own rook
//! on that side of the king (the corner when there is none), a file letter
//! `A`-`H` (Shredder-FEN, for Chess960) for the rook on that file.

use crate::{Color, Piece, Position, Role, Square};

/// The rook files `K` and `Q` stand for, for one colour in one position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct SideFiles {
    pub king_side: u8,
    pub queen_side: u8,
}

impl SideFiles {
    /// One look along the colour's back rank (chess rank 1 for White, 8 for Black).
    pub(super) fn of(pos: &Position, color: Color) -> SideFiles {
        let rank = match color {
            Color::White => 0,
            Color::Black => 7,
        };
        let mut king = None;
        let mut rooks = 0u16;
        for file in 0..8u8 {
            match pos.get(Square::new(file, rank)) {
                Some(p) if p.color == color && p.role == Role::King && king.is_none() => {
                    king = Some(file);
                }
                Some(p) if p.color == color && p.role == Role::Rook => rooks |= 1 << file,
                _ => {}
            }
        }
        let Some(king) = king else {
            return SideFiles {
                king_side: 7,
                queen_side: 0,
            };
        };
        let beyond = rooks & (0xFF << (king + 1)) & 0xFF;
        let before = rooks & ((1 << king) - 1);
        SideFiles {
            // The highest rook file past the king, the lowest before it.
            king_side: beyond.checked_ilog2().map_or(7, |f| f as u8),
            queen_side: if before == 0 {
                0
            } else {
                before.trailing_zeros() as u8
            },
        }
    }

    /// The rook file a castling letter of this colour stands for, or `None`
    /// if it is no castling letter.
    pub(super) fn letter_file(self, letter: char) -> Option<u8> {
        match letter.to_ascii_lowercase() {
            'k' => Some(self.king_side),
            'q' => Some(self.queen_side),
            l @ 'a'..='h' => Some(l as u8 - b'a'),
            _ => None,
        }
    }

    /// The lowercase letter the writer uses for the right of the rook on
    /// `file`: `k`/`q` when the reader takes it back to the same file (always
    /// so in standard chess), otherwise the file letter.
    pub(super) fn letter_for(self, file: u8) -> char {
        if file == self.king_side {
            'k'
        } else if file == self.queen_side {
            'q'
        } else {
            (b'a' + file) as char
        }
    }
}

/// The colour a castling letter is for: uppercase for White.
pub(super) fn letter_color(letter: char) -> Color {
    if letter.is_ascii_uppercase() {
        Color::White
    } else {
        Color::Black
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

/// How castling rights are written for a Chess960 position (standard chess
/// always writes `KQkq`, which both notations agree on).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum CastlingNotation {
    /// `KQkq` for the outermost rook on a side, the file letter for an inner
    /// one: what python-chess, Lichess and Stockfish write.
    #[default]
    XFen,
    /// The rook's file letter always (`HAha`).
    Shredder,
}

/// The king of `color` that makes its castling rights mean Chess960: one on
/// its back rank but none on the e-file (`e1`/`e8`), while the colour has
/// rights. `None` when the rights read as standard chess.
pub fn king_off_e_file(pos: &Position, color: Color) -> Option<Square> {
    if pos.castling.mask(color) == 0 {
        return None;
    }
    let rank = match color {
        Color::White => 0,
        Color::Black => 7,
    };
    let king = Piece::new(color, Role::King);
    if pos.get(Square::new(4, rank)) == Some(king) {
        return None;
    }
    (0..8u8)
        .map(|file| Square::new(file, rank))
        .find(|&sq| pos.get(sq) == Some(king))
}

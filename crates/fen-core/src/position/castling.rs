//! Castling rights: which rooks may still castle, by file, per colour.

use super::Color;

/// Castling rights as the files of the rooks that may still castle, per colour
/// (bit `f` set = the rook on file `f`). Standard chess uses files a and h; the
/// same model holds Chess960's X-FEN and Shredder-FEN rights.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct CastlingRights {
    white: u8,
    black: u8,
}

impl CastlingRights {
    /// No castling right at all (`-`).
    pub const NONE: CastlingRights = CastlingRights { white: 0, black: 0 };
    /// `KQkq`.
    pub const ALL: CastlingRights = CastlingRights {
        white: 0b1000_0001,
        black: 0b1000_0001,
    };

    /// Whether `color` may castle with the rook starting on `rook_file`.
    pub fn has(self, color: Color, rook_file: u8) -> bool {
        rook_file < 8 && self.mask(color) & (1 << rook_file) != 0
    }

    /// Gives (`on`) or takes away the right of `color` to castle with the rook on `rook_file`.
    pub fn set(&mut self, color: Color, rook_file: u8, on: bool) {
        if rook_file >= 8 {
            return;
        }
        let bit = 1u8 << rook_file;
        let mask = match color {
            Color::White => &mut self.white,
            Color::Black => &mut self.black,
        };
        if on {
            *mask |= bit;
        } else {
            *mask &= !bit;
        }
    }

    /// The rook files `color` may castle with, one bit per file (bit 0 = a).
    pub fn mask(self, color: Color) -> u8 {
        match color {
            Color::White => self.white,
            Color::Black => self.black,
        }
    }

    /// Whether neither side may castle.
    pub fn is_empty(self) -> bool {
        self.white == 0 && self.black == 0
    }

    /// The rights in either.
    pub fn union(self, other: CastlingRights) -> CastlingRights {
        CastlingRights {
            white: self.white | other.white,
            black: self.black | other.black,
        }
    }

    /// Every right of `color` gone.
    pub fn clear(&mut self, color: Color) {
        match color {
            Color::White => self.white = 0,
            Color::Black => self.black = 0,
        }
    }

    /// Rook files with a right for `color`, highest file (king side) first.
    pub fn files(self, color: Color) -> impl Iterator<Item = u8> {
        let mask = self.mask(color);
        (0..8u8).rev().filter(move |f| mask & (1 << f) != 0)
    }
}

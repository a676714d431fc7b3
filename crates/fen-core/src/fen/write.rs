//! The canonical FEN writer: single spaces, merged digits, castling in `KQkq`
//! order (X-FEN letters for Chess960 rooks that are not the outermost), the
//! en-passant target exactly as held, xiangqi with `w`/`b` and `- -`.

use super::castling::{CastlingNotation, SideFiles};
use crate::{Color, Piece, Position, Role, Square, Variant};

/// The canonical FEN of `pos`.
///
/// # Examples
///
/// ```
/// use fen_core::fen::write_fen;
/// use fen_core::{Color, Piece, Position, Role, Square, Variant};
///
/// let mut pos = Position::empty(Variant::Xiangqi);
/// pos.set(Square::new(4, 0), Some(Piece::new(Color::White, Role::King)));
/// pos.set(Square::new(3, 9), Some(Piece::new(Color::Black, Role::King)));
/// assert_eq!(write_fen(&pos), "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1");
/// ```
pub fn write_fen(pos: &Position) -> String {
    let mut out = String::with_capacity(96);
    write_fen_into(pos, &mut out);
    out
}

/// The FEN with a Chess960 position's castling in `notation`.
pub fn write_fen_with(pos: &Position, notation: CastlingNotation) -> String {
    let mut out = String::with_capacity(96);
    write_fen_into_with(pos, notation, &mut out);
    out
}

/// Append the FEN of `pos` to `out` (no allocation when `out` has room).
pub fn write_fen_into(pos: &Position, out: &mut String) {
    write_fen_into_with(pos, CastlingNotation::XFen, out);
}

/// `write_fen_into` with a Chess960 position's castling in `notation`.
pub fn write_fen_into_with(pos: &Position, notation: CastlingNotation, out: &mut String) {
    let shredder = pos.chess960 && notation == CastlingNotation::Shredder;
    let mut fen = FenBytes::new();
    fen.placement(pos);
    fen.push(b' ');
    fen.push(pos.side_to_move.fen_char() as u8);
    fen.push(b' ');
    match pos.variant {
        Variant::Chess => {
            fen.castling(pos, shredder);
            fen.push(b' ');
            match pos.en_passant {
                Some(sq) => {
                    fen.push(b'a' + sq.file);
                    fen.push(b'1' + sq.rank);
                }
                None => fen.push(b'-'),
            }
        }
        Variant::Xiangqi => fen.push_all(b"- -"),
    }
    fen.push(b' ');
    fen.number(pos.halfmove_clock);
    fen.push(b' ');
    // The move number counts from 1; a 0 held while editing is written as 1.
    fen.number(pos.fullmove_number.max(1));
    out.push_str(fen.as_str());
}

/// Just the first field: ranks from the top, digits for runs of empty squares.
pub fn write_placement(pos: &Position, out: &mut String) {
    let mut fen = FenBytes::new();
    fen.placement(pos);
    out.push_str(fen.as_str());
}

/// The longest FEN: 10 ranks of 9 letters and 9 slashes, side, 16 castling
/// letters, en passant, two 10-digit clocks and the spaces between.
const MAX_FEN_BYTES: usize = 99 + 2 + 17 + 3 + 11 + 11;

/// One FEN's bytes, gathered on the stack and appended to the output at
/// once: one capacity check and one UTF-8 check per FEN instead of one per
/// character (this runs once per line of `fen-tui check`).
struct FenBytes {
    bytes: [u8; MAX_FEN_BYTES],
    len: usize,
}

/// FEN letters by colour and role, as `Piece::fen_char` gives them: one load
/// per piece instead of two `match`es.
const LETTERS: [[u8; 8]; 2] = {
    let roles = [
        Role::King,
        Role::Queen,
        Role::Rook,
        Role::Bishop,
        Role::Knight,
        Role::Pawn,
        Role::Advisor,
        Role::Cannon,
    ];
    let mut table = [[0; 8]; 2];
    let mut i = 0;
    while i < roles.len() {
        let role = roles[i];
        table[Color::White as usize][role as usize] =
            Piece::new(Color::White, role).fen_char() as u8;
        table[Color::Black as usize][role as usize] =
            Piece::new(Color::Black, role).fen_char() as u8;
        i += 1;
    }
    table
};

impl FenBytes {
    fn new() -> Self {
        FenBytes {
            bytes: [0; MAX_FEN_BYTES],
            len: 0,
        }
    }

    fn push(&mut self, byte: u8) {
        // Always in bounds: MAX_FEN_BYTES is the longest FEN.
        if let Some(slot) = self.bytes.get_mut(self.len) {
            *slot = byte;
            self.len += 1;
        }
    }

    fn push_all(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            self.push(byte);
        }
    }

    fn as_str(&self) -> &str {
        // Every byte pushed is ASCII.
        let bytes = self.bytes.get(..self.len).unwrap_or_default();
        std::str::from_utf8(bytes).unwrap_or_default()
    }

    // Inlined, the length lives in a register rather than memory.
    #[inline(always)]
    fn placement(&mut self, pos: &Position) {
        let variant = pos.variant;
        for rank in (0..variant.ranks()).rev() {
            let mut empty = 0u8;
            for file in 0..variant.files() {
                match pos.get(Square::new(file, rank)) {
                    Some(piece) => {
                        if empty > 0 {
                            self.push(b'0' + empty);
                            empty = 0;
                        }
                        self.push(LETTERS[piece.color as usize][piece.role as usize]);
                    }
                    None => empty += 1,
                }
            }
            if empty > 0 {
                self.push(b'0' + empty);
            }
            if rank > 0 {
                self.push(b'/');
            }
        }
    }

    /// Rights from the h-file to the a-file, White first: `KQkq` in standard
    /// chess, file letters only with `shredder`.
    fn castling(&mut self, pos: &Position, shredder: bool) {
        if pos.castling.is_empty() {
            self.push(b'-');
            return;
        }
        for color in [Color::White, Color::Black] {
            if pos.castling.mask(color) == 0 {
                continue;
            }
            let sides = SideFiles::of(pos, color);
            for file in pos.castling.files(color) {
                let letter = if shredder {
                    b'a' + file
                } else {
                    sides.letter_for(file) as u8
                };
                self.push(match color {
                    Color::White => letter.to_ascii_uppercase(),
                    Color::Black => letter,
                });
            }
        }
    }

    /// Decimal digits without the formatting machinery.
    fn number(&mut self, mut n: u32) {
        let mut digits = [0u8; 10];
        let mut len = 0;
        loop {
            digits[len] = b'0' + (n % 10) as u8;
            len += 1;
            n /= 10;
            if n == 0 {
                break;
            }
        }
        for &digit in digits[..len].iter().rev() {
            self.push(digit);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_letter_table_gives_each_piece_its_fen_letter() {
        for role in Role::CHESS.into_iter().chain(Role::XIANGQI) {
            for color in [Color::White, Color::Black] {
                let piece = Piece::new(color, role);
                let letter = LETTERS[color as usize][role as usize];
                assert_eq!(char::from(letter), piece.fen_char(), "{piece:?}");
            }
        }
    }

    #[test]
    fn the_longest_fen_fits() {
        let mut pos = Position::empty(Variant::Xiangqi);
        for sq in Square::fen_order(Variant::Xiangqi) {
            pos.set(sq, Some(Piece::new(Color::Black, Role::Pawn)));
        }
        pos.halfmove_clock = u32::MAX;
        pos.fullmove_number = u32::MAX;
        let fen = write_fen(&pos);
        assert!(fen.ends_with(" w - - 4294967295 4294967295"), "{fen}");
        assert_eq!(fen.len(), 90 + 9 + 28);

        let mut pos = Position::empty(Variant::Chess);
        for color in [Color::White, Color::Black] {
            for file in 0..8 {
                pos.castling.set(color, file, true);
            }
        }
        pos.en_passant = Some(Square::new(4, 2));
        pos.halfmove_clock = u32::MAX;
        pos.fullmove_number = u32::MAX;
        let fen = write_fen(&pos);
        assert_eq!(
            fen,
            "8/8/8/8/8/8/8/8 w KGFEDCBQkgfedcbq e3 4294967295 4294967295"
        );
    }
}

//! The canonical FEN writer: single spaces, merged digits, castling in `KQkq`
//! order (X-FEN letters for Chess960 rooks that are not the outermost), the
//! en-passant target exactly as held, xiangqi with `w`/`b` and `- -`.

use super::castling::SideFiles;
use crate::core::{Color, Position, Square, Variant};

pub fn write_fen(pos: &Position) -> String {
    let mut out = String::with_capacity(96);
    write_fen_into(pos, &mut out);
    out
}

/// Append the FEN of `pos` to `out` (no allocation when `out` has room).
pub fn write_fen_into(pos: &Position, out: &mut String) {
    write_placement(pos, out);
    out.push(' ');
    out.push(pos.side_to_move.fen_char());
    out.push(' ');
    match pos.variant {
        Variant::Chess => {
            write_castling(pos, out);
            out.push(' ');
            match pos.en_passant {
                Some(sq) => {
                    out.push(sq.file_char());
                    out.push((b'1' + sq.rank) as char);
                }
                None => out.push('-'),
            }
        }
        Variant::Xiangqi => out.push_str("- -"),
    }
    out.push(' ');
    push_number(out, pos.halfmove_clock);
    out.push(' ');
    // The move number counts from 1; a 0 held while editing is written as 1.
    push_number(out, pos.fullmove_number.max(1));
}

/// Decimal digits without the formatting machinery (this is the hot path).
fn push_number(out: &mut String, mut n: u32) {
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
        out.push(char::from(digit));
    }
}

/// Just the first field: ranks from the top, digits for runs of empty squares.
pub fn write_placement(pos: &Position, out: &mut String) {
    // Gathered in bytes and appended once: one capacity check per FEN
    // instead of one per character (this runs once per line of `check`).
    // At most 10 ranks of 9 characters and 9 slashes.
    let mut bytes = [0u8; 99];
    let mut len = 0;
    let mut put = |byte: u8| {
        bytes[len] = byte;
        len += 1;
    };
    let variant = pos.variant;
    for rank in (0..variant.ranks()).rev() {
        let mut empty = 0u8;
        for file in 0..variant.files() {
            match pos.get(Square::new(file, rank)) {
                Some(piece) => {
                    if empty > 0 {
                        put(b'0' + empty);
                        empty = 0;
                    }
                    // FEN letters are ASCII.
                    put(piece.fen_char() as u8);
                }
                None => empty += 1,
            }
        }
        if empty > 0 {
            put(b'0' + empty);
        }
        if rank > 0 {
            put(b'/');
        }
    }
    out.push_str(std::str::from_utf8(&bytes[..len]).unwrap_or_default());
}

/// Rights from the h-file to the a-file, White first: `KQkq` in standard chess.
fn write_castling(pos: &Position, out: &mut String) {
    if pos.castling.is_empty() {
        out.push('-');
        return;
    }
    for color in [Color::White, Color::Black] {
        let sides = SideFiles::of(pos, color);
        for file in pos.castling.files(color) {
            let letter = sides.letter_for(file);
            out.push(match color {
                Color::White => letter.to_ascii_uppercase(),
                Color::Black => letter,
            });
        }
    }
}

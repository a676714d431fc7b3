//! The canonical FEN writer: single spaces, merged digits, castling in `KQkq`
//! order (X-FEN letters for Chess960 rooks that are not the outermost), the
//! en-passant target exactly as held, xiangqi with `w`/`b` and `- -`.

use crate::core::{Color, Position, Role, Square, Variant};
use std::fmt::Write;

pub fn write_fen(pos: &Position) -> String {
    let mut out = String::with_capacity(90);
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
    // Writing into a String cannot fail.
    let _ = write!(out, " {} {}", pos.halfmove_clock, pos.fullmove_number);
}

/// Just the first field: ranks from the top, digits for runs of empty squares.
pub fn write_placement(pos: &Position, out: &mut String) {
    let variant = pos.variant;
    for rank in (0..variant.ranks()).rev() {
        let mut empty = 0u8;
        for file in 0..variant.files() {
            match pos.get(Square::new(file, rank)) {
                Some(piece) => {
                    if empty > 0 {
                        out.push((b'0' + empty) as char);
                        empty = 0;
                    }
                    out.push(piece.fen_char());
                }
                None => empty += 1,
            }
        }
        if empty > 0 {
            out.push((b'0' + empty) as char);
        }
        if rank > 0 {
            out.push('/');
        }
    }
}

fn write_castling(pos: &Position, out: &mut String) {
    if pos.castling.is_empty() {
        out.push('-');
        return;
    }
    for color in [Color::White, Color::Black] {
        for file in pos.castling.files(color) {
            let letter = castling_letter(pos, color, file);
            out.push(match color {
                Color::White => letter.to_ascii_uppercase(),
                Color::Black => letter,
            });
        }
    }
}

/// `k`/`q` when the right's rook is the outermost rook on that side of the king
/// (the X-FEN rule, which gives `KQkq` in standard chess), else the file letter.
fn castling_letter(pos: &Position, color: Color, file: u8) -> char {
    let back_rank = match color {
        Color::White => 0,
        Color::Black => 7,
    };
    let own = |role: Role, f: u8| {
        pos.get(Square::new(f, back_rank))
            .is_some_and(|p| p.color == color && p.role == role)
    };
    let king_file = (0..8).find(|&f| own(Role::King, f));
    let king_side = match king_file {
        Some(k) if k != file => file > k,
        _ => return standard_letter(file),
    };
    let outermost = if king_side {
        !(file + 1..8).any(|f| own(Role::Rook, f))
    } else {
        !(0..file).any(|f| own(Role::Rook, f))
    };
    match (outermost, king_side) {
        (true, true) => 'k',
        (true, false) => 'q',
        _ => (b'a' + file) as char,
    }
}

fn standard_letter(file: u8) -> char {
    match file {
        7 => 'k',
        0 => 'q',
        _ => (b'a' + file) as char,
    }
}

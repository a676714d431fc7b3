//! The reader's fast path: a FEN exactly as the standard (and our writer)
//! writes it: fields one space apart (chess 6; xiangqi 2, 4 or 6), one digit
//! per run of empty squares, canonical letters, castling in `KQkq` order, no
//! leading zeros. Nearly every line of a large file is such a FEN, and reading
//! it byte by byte, without the bookkeeping the diagnosing reader needs for
//! its messages (columns, digit runs, whitespace gaps), is what lets
//! `fen-tui check` keep up with shakmaty.
//!
//! It reads exactly the position the diagnosing reader would read with no
//! diagnostic at all, or gives up (`None`) at the first thing it does not
//! expect (any error, any deviation, any byte outside printable ASCII) and
//! the diagnosing reader reads the text and says what is wrong. So it decides
//! how fast a verdict comes, never what it says.

use super::fields::en_passant_square;
use super::split::FIELD_COUNT;
use crate::fen::MAX_INPUT_BYTES;
use crate::fen::castling::{self, SideFiles};
use crate::{CastlingRights, Color, Piece, Position, Role, Square, Variant};

/// The position of a canonical FEN, or `None` when `text` is anything else
/// (then `read_fen` or `read_input` say what it is). Exactly the position
/// `read_fen` reads from the same text in either mode.
pub fn read_canonical(text: &[u8], variant: Option<Variant>) -> Option<Position> {
    if text.len() > MAX_INPUT_BYTES {
        return None;
    }
    let variant = match variant {
        Some(variant) => variant,
        None => variant_of_width(text)?,
    };
    let mut pos = Position::empty(variant);
    // One pass: the board is read up to the first space, then the other
    // fields (a few bytes) are split off what follows it.
    let after_placement = read_board(text, &mut pos)?;
    // The placement, `fields[0]`, is read already.
    let mut fields: [&[u8]; FIELD_COUNT] = [&[]; FIELD_COUNT];
    let mut count = 1;
    if let Some(rest) = after_placement {
        for field in rest.split(|&b| b == b' ') {
            // An empty field is a trailing or doubled space.
            if field.is_empty() || count == FIELD_COUNT {
                return None;
            }
            fields[count] = field;
            count += 1;
        }
    }
    let complete = match variant {
        Variant::Chess => count == FIELD_COUNT,
        Variant::Xiangqi => matches!(count, 2 | 4 | 6),
    };
    if !complete {
        return None;
    }
    pos.side_to_move = match fields[1] {
        b"w" => Color::White,
        b"b" => Color::Black,
        _ => return None,
    };
    match variant {
        Variant::Chess => {
            // A king off e1/e8 with KQkq is standard chess (its rights are
            // judged later), as the diagnosing reader reads it.
            pos.castling = read_castling(fields[2], &pos)?;
            pos.en_passant = match fields[3] {
                b"-" => None,
                square => Some(en_passant_square(square)?),
            };
        }
        // Fields the text does not have are empty slices, not `-`.
        Variant::Xiangqi if count > 2 && (fields[2] != b"-" || fields[3] != b"-") => return None,
        Variant::Xiangqi => {}
    }
    if count == FIELD_COUNT {
        pos.halfmove_clock = read_number(fields[4])?;
        pos.fullmove_number = read_number(fields[5]).filter(|&n| n > 0)?;
    }
    Some(pos)
}

/// The variant whose files the first rank fills: 8 chess, 9 xiangqi. The
/// diagnosing reader counts ranks instead (8 or 10); for a FEN read here,
/// whose ranks all have the variant's width and number, both agree.
fn variant_of_width(text: &[u8]) -> Option<Variant> {
    let mut squares = 0u8;
    for &byte in text {
        squares += match byte {
            b'/' | b' ' => break,
            b'1'..=b'9' => byte - b'0',
            _ => 1,
        };
        if squares > 9 {
            return None;
        }
    }
    match squares {
        8 => Some(Variant::Chess),
        9 => Some(Variant::Xiangqi),
        _ => None,
    }
}

/// The pieces, up to the first space (it returns what follows that space,
/// or `None` when the text ends there): every rank full, no `0`, no two
/// digits in a row, only the variant's canonical letters.
fn read_board<'t>(text: &'t [u8], pos: &mut Position) -> Option<Option<&'t [u8]>> {
    let files = pos.variant.files();
    let letters = match pos.variant {
        Variant::Chess => &CHESS_LETTERS,
        Variant::Xiangqi => &XIANGQI_LETTERS,
    };
    let mut rank = pos.variant.ranks() - 1;
    let mut file = 0u8;
    let mut after_digit = false;
    let mut rest = text;
    let after_space = loop {
        let Some((&byte, tail)) = rest.split_first() else {
            break None;
        };
        rest = tail;
        // Comparisons, not a table of byte kinds: the table's jump per byte
        // was 2% fewer instructions but 12% slower (mispredicted).
        match byte {
            b' ' => break Some(rest),
            b'/' => {
                if file != files || rank == 0 {
                    return None;
                }
                rank -= 1;
                file = 0;
                after_digit = false;
            }
            // `file` stays small: past `files`, the next byte gives up.
            b'1'..=b'9' if !after_digit => {
                file += byte - b'0';
                after_digit = true;
            }
            _ => {
                let piece = (*letters.get(usize::from(byte))?)?;
                if file >= files {
                    return None;
                }
                pos.board.set(Square::new(file, rank), Some(piece));
                file += 1;
                after_digit = false;
            }
        }
    };
    (file == files && rank == 0).then_some(after_space)
}

/// Piece letters by ASCII code, built from the roles so they cannot disagree
/// with `Piece::from_fen_char`.
const fn letter_table(variant: Variant) -> [Option<Piece>; 128] {
    let mut table = [None; 128];
    let roles = Role::all(variant);
    let mut i = 0;
    while i < roles.len() {
        let letter = roles[i].letter() as u8;
        table[letter as usize] = Some(Piece::new(Color::Black, roles[i]));
        table[letter.to_ascii_uppercase() as usize] = Some(Piece::new(Color::White, roles[i]));
        i += 1;
    }
    table
}

static CHESS_LETTERS: [Option<Piece>; 128] = letter_table(Variant::Chess);
static XIANGQI_LETTERS: [Option<Piece>; 128] = letter_table(Variant::Xiangqi);

/// Castling letters `KQkq` as the diagnosing reader takes them (for the
/// outermost rooks), each once and in canonical order.
fn read_castling(field: &[u8], pos: &Position) -> Option<CastlingRights> {
    if field == b"-" {
        return Some(CastlingRights::NONE);
    }
    let white = SideFiles::of(pos, Color::White);
    let black = SideFiles::of(pos, Color::Black);
    let mut rights = CastlingRights::NONE;
    let mut last_key = None;
    for &byte in field {
        let letter = char::from(byte);
        // A file letter means Chess960, which the diagnosing reader notes.
        if letter.is_ascii_alphabetic() && !matches!(letter, 'K' | 'Q' | 'k' | 'q') {
            return None;
        }
        let color = castling::letter_color(letter);
        let sides = match color {
            Color::White => white,
            Color::Black => black,
        };
        let file = sides.letter_file(letter)?;
        let key = castling::order_key(color, file);
        // A repeated letter has the same key, a misplaced one a smaller key.
        if last_key.is_some_and(|last| key <= last) {
            return None;
        }
        rights.set(color, file, true);
        last_key = Some(key);
    }
    Some(rights)
}

/// A decimal number that fits in 32 bits, without leading zeros.
fn read_number(field: &[u8]) -> Option<u32> {
    if field.len() > 1 && field[0] == b'0' {
        return None;
    }
    field.iter().try_fold(0u32, |n, &byte| {
        let digit = byte.wrapping_sub(b'0');
        if digit > 9 {
            return None;
        }
        n.checked_mul(10)?.checked_add(u32::from(digit))
    })
}

#[cfg(test)]
mod tests {
    use super::super::test_data as data;
    use super::*;
    use crate::fen::read::{Mode, ReadOptions, read_diagnosing};

    #[test]
    fn letter_tables_agree_with_the_piece_letters() {
        for variant in Variant::ALL {
            let table = letter_table(variant);
            for code in 0..=255u8 {
                let expected = Piece::from_fen_char(char::from(code), variant);
                let found = table.get(usize::from(code)).copied().flatten();
                assert_eq!(found, expected, "{variant:?} {:?}", char::from(code));
            }
        }
    }

    /// Every FEN of the test vectors, and some of them changed one character
    /// at a time (replaced by a byte that matters to some field, or dropped).
    fn texts() -> Vec<String> {
        let files = [
            include_str!("../../../../../tests/data/chess-positions.tsv"),
            include_str!("../../../../../tests/data/xiangqi-positions.tsv"),
            include_str!("../../../../../tests/data/chess-moves.tsv"),
            include_str!("../../../../../tests/data/xiangqi-moves.tsv"),
        ];
        let fens: Vec<&str> = files
            .iter()
            .flat_map(|file| data::rows(file))
            .flat_map(|row| row.split('\t'))
            .filter(|cell| cell.contains('/'))
            .collect();
        let replacements = [
            "", " ", "  ", "\t", "/", "0", "1", "8", "9", "k", "K", "q", "Q", "a", "c", "h", "e",
            "x", "-", "w", "b", "r", "é", "00", "12",
        ];
        let mut texts = Vec::new();
        for (i, fen) in fens.into_iter().enumerate() {
            texts.push(fen.to_string());
            texts.push(format!("{fen} "));
            texts.push(format!("{fen} 1"));
            // Every byte of every FEN would take a minute; a sample shows the same.
            if i % 16 != 0 {
                continue;
            }
            for (at, c) in fen.char_indices() {
                let after = &fen[at + c.len_utf8()..];
                for replacement in replacements {
                    texts.push(format!("{}{replacement}{after}", &fen[..at]));
                }
            }
        }
        texts
    }

    #[test]
    fn reads_exactly_what_the_diagnosing_reader_reads_without_a_word() {
        let texts = texts();
        let mut fast = 0;
        for text in &texts {
            for variant in [None, Some(Variant::Chess), Some(Variant::Xiangqi)] {
                let canonical = read_canonical(text.as_bytes(), variant);
                fast += usize::from(canonical.is_some());
                for mode in [Mode::Strict, Mode::Lenient] {
                    let options = ReadOptions {
                        mode,
                        variant,
                        ..ReadOptions::default()
                    };
                    let full = read_diagnosing(text, options);
                    let clean = full.ok().filter(|read| read.warnings.is_empty());
                    assert_eq!(
                        canonical,
                        clean.map(|read| read.position),
                        "{text:?} {variant:?} {mode:?}"
                    );
                }
            }
        }
        // Enough of the texts are canonical for the comparison to mean something.
        assert!(fast > texts.len() / 10, "{fast} of {}", texts.len());
    }
}

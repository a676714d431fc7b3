//! The fields after the placement: side to move, castling, en passant and the
//! two clocks (xiangqi keeps `-` placeholders where chess has castling and
//! en passant).

use super::{ReadOptions, Reader, excerpt, split::Field};
use crate::fen::castling::{self, SideFiles};
use crate::{CastlingRights, Color, Diagnostic, Position, Square, Variant};

impl<'a> Reader<'a> {
    pub(super) fn read_side(&mut self, field: Field<'a>, pos: &mut Position) {
        let at = self.col(field.start);
        pos.side_to_move = match (field.text, pos.variant) {
            ("w", _) => Color::White,
            ("b", _) => Color::Black,
            // The xiangqi seed: "some notations also use r for Red to move".
            ("r" | "R", Variant::Xiangqi) => {
                let d = Diagnostic::warning("side-r-for-red")
                    .at(at)
                    .arg("side", field.text.to_string());
                self.deviation(d);
                Color::White
            }
            ("W" | "B", _) => {
                let d = Diagnostic::warning("side-uppercase")
                    .at(at)
                    .arg("side", field.text.to_string());
                self.deviation(d);
                if field.text == "W" {
                    Color::White
                } else {
                    Color::Black
                }
            }
            _ => {
                self.error(
                    Diagnostic::error("invalid-side")
                        .at(at)
                        .arg("side", excerpt(field.text))
                        .arg("variant", pos.variant.name()),
                );
                Color::White
            }
        };
    }

    pub(super) fn read_castling(&mut self, field: Field<'a>, pos: &mut Position) {
        if field.text == "-" {
            return;
        }
        self.castling_column = Some(self.col(field.start));
        let mut rights = CastlingRights::NONE;
        let mut last_key = None;
        let mut order_reported = false;
        let mut duplicate_reported = false;
        let (white, black) = (
            SideFiles::of(pos, Color::White),
            SideFiles::of(pos, Color::Black),
        );
        for (offset, c) in field.text.char_indices() {
            let at = field.start + offset;
            let color = castling::letter_color(c);
            let sides = match color {
                Color::White => white,
                Color::Black => black,
            };
            if matches!(c.to_ascii_lowercase(), 'a'..='h') && self.file_letter.is_none() {
                self.file_letter = Some((c, self.col(at)));
            }
            let Some(file) = sides.letter_file(c) else {
                let d = Diagnostic::error("invalid-castling")
                    .at(self.col(at))
                    .arg("letter", c)
                    .arg("field", excerpt(field.text));
                return self.error(d);
            };
            if rights.has(color, file) {
                if !duplicate_reported {
                    duplicate_reported = true;
                    let d = Diagnostic::warning("castling-duplicate")
                        .at(self.col(at))
                        .arg("letter", c)
                        .arg("field", excerpt(field.text));
                    self.deviation(d);
                }
                continue;
            }
            rights.set(color, file, true);
            let key = castling::order_key(color, file);
            if last_key.is_some_and(|last| key < last) && !order_reported {
                order_reported = true;
                let d = Diagnostic::warning("castling-order")
                    .at(self.col(at))
                    .arg("letter", c)
                    .arg("field", excerpt(field.text));
                self.deviation(d);
            }
            last_key = Some(key);
        }
        pos.castling = rights;
    }

    /// Chess960 when asked for, or when the castling field says it: a letter
    /// naming a rook by its file (Shredder-FEN, or X-FEN's inner rook). A king
    /// off e1/e8 with `KQkq` is standard chess with invalid rights, as
    /// python-chess's `Board(fen)` reads it; the inferred mode is said in a note.
    pub(super) fn decide_chess960(&mut self, pos: &mut Position, options: ReadOptions) {
        if pos.variant != Variant::Chess {
            return;
        }
        pos.chess960 = options.chess960;
        if options.chess960 || options.standard {
            return;
        }
        let Some((letter, column)) = self.file_letter else {
            return;
        };
        pos.chess960 = true;
        self.warnings.push(
            Diagnostic::note("chess960-inferred")
                .at(column)
                .arg("reason", "letter")
                .arg("letter", letter),
        );
    }

    pub(super) fn read_en_passant(&mut self, field: Field<'a>, pos: &mut Position) {
        if field.text == "-" {
            return;
        }
        match en_passant_square(field.text.as_bytes()) {
            Some(sq) => pos.en_passant = Some(sq),
            None => self.error(
                Diagnostic::error("invalid-en-passant-square")
                    .at(self.col(field.start))
                    .arg("field", excerpt(field.text)),
            ),
        }
    }

    /// Xiangqi has no castling or en passant; its FEN keeps `-` in their place.
    pub(super) fn read_xiangqi_placeholder(&mut self, field: Field<'a>) {
        if field.text != "-" {
            let d = Diagnostic::error("xiangqi-castling-field")
                .at(self.col(field.start))
                .arg("field", excerpt(field.text));
            self.deviation(d);
        }
    }

    pub(super) fn read_halfmove_clock(&mut self, field: Field<'a>, pos: &mut Position) {
        if let Some(n) = self.read_number(field, "invalid-halfmove-clock") {
            pos.halfmove_clock = n;
        }
    }

    /// The move number counts from 1; lenient reading takes `0` as 1.
    pub(super) fn read_fullmove_number(&mut self, field: Field<'a>, pos: &mut Position) {
        match self.read_number(field, "invalid-fullmove-number") {
            Some(0) => {
                let d = Diagnostic::warning("fullmove-zero").at(self.col(field.start));
                self.deviation(d);
                pos.fullmove_number = 1;
            }
            Some(n) => pos.fullmove_number = n,
            None => {}
        }
    }

    /// A non-negative decimal integer that fits in 32 bits. Leading zeros are
    /// a deviation: the number reads, but it is not written that way.
    fn read_number(&mut self, field: Field<'a>, code: &'static str) -> Option<u32> {
        let all_digits = field.text.bytes().all(|b| b.is_ascii_digit());
        let Some(n) = all_digits.then(|| field.text.parse::<u32>().ok()).flatten() else {
            self.error(
                Diagnostic::error(code)
                    .at(self.col(field.start))
                    .arg("field", excerpt(field.text)),
            );
            return None;
        };
        if field.text.len() > 1 && field.text.starts_with('0') {
            let d = Diagnostic::warning("leading-zero")
                .at(self.col(field.start))
                .arg("field", excerpt(field.text))
                .arg("canonical", n.to_string());
            self.deviation(d);
        }
        Some(n)
    }
}

/// A chess square name, exactly a file `a`-`h` and a rank `1`-`8`.
pub(super) fn en_passant_square(text: &[u8]) -> Option<Square> {
    match text {
        &[file @ b'a'..=b'h', rank @ b'1'..=b'8'] => Some(Square::new(file - b'a', rank - b'1')),
        _ => None,
    }
}

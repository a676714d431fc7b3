//! The first field: ranks from the top, `/` between them, a letter per piece
//! and a digit per run of empty squares. At most one error per rank, so a
//! long line of junk gives a short list.

use super::{Reader, split::Field};
use crate::{Color, Diagnostic, Piece, Position, Role, Square, Variant};

/// 8 ranks → chess, 10 → xiangqi; otherwise guess from xiangqi-only letters.
pub(super) fn detect_variant(placement: &str) -> Variant {
    match placement.bytes().filter(|&b| b == b'/').count() + 1 {
        8 => Variant::Chess,
        10 => Variant::Xiangqi,
        _ if placement
            .bytes()
            .any(|b| matches!(b.to_ascii_lowercase(), b'a' | b'c' | b'h' | b'e')) =>
        {
            Variant::Xiangqi
        }
        _ => Variant::Chess,
    }
}

/// One rank's text, where it starts in the input and which rank it is.
#[derive(Clone, Copy)]
struct RankText<'a> {
    text: &'a str,
    start: usize,
    /// 0 = the bottom rank.
    rank: u8,
}

impl RankText<'_> {
    /// The rank's number as users read it (chess 1-8, xiangqi 0-9).
    fn name(self, variant: Variant) -> u8 {
        self.rank + variant.first_rank_number()
    }

    /// How many squares the text describes (for the too-long message).
    fn squares(self) -> u32 {
        self.text
            .chars()
            .map(|c| c.to_digit(10).unwrap_or(1))
            .fold(0u32, u32::saturating_add)
    }
}

/// A run of digits in a rank: the standard writes one digit per run of empty squares.
#[derive(Default)]
struct DigitRun {
    digits: u32,
    squares: u32,
    /// Byte offset of the run's second digit, the first one too many.
    second: usize,
}

impl<'a> Reader<'a> {
    pub(super) fn read_placement(&mut self, field: Field<'a>, pos: &mut Position) {
        let variant = pos.variant;
        let mut start = field.start;
        let mut index = 0u8; // 0 = top rank
        for text in field.text.split('/') {
            if index >= variant.ranks() {
                // The '/' that opened this rank is one too many.
                self.error(
                    Diagnostic::error("too-many-ranks")
                        .at(self.col(start - 1))
                        .arg("variant", variant.name())
                        .arg("expected", variant.ranks()),
                );
                return;
            }
            let rank = variant.ranks() - 1 - index;
            self.read_rank(RankText { text, start, rank }, pos);
            start += text.len() + 1;
            index += 1;
        }
        if index < variant.ranks() {
            self.error(
                Diagnostic::error("too-few-ranks")
                    .at(self.col(field.start + field.text.len()))
                    .arg("variant", variant.name())
                    .arg("found", index)
                    .arg("expected", variant.ranks()),
            );
        }
    }

    fn read_rank(&mut self, rank: RankText<'a>, pos: &mut Position) {
        let variant = pos.variant;
        let files = u32::from(variant.files());
        let mut file: u32 = 0;
        let mut run = DigitRun::default();
        for (offset, c) in rank.text.char_indices() {
            let at = rank.start + offset;
            if let Some(n) = c.to_digit(10) {
                if n == 0 {
                    let d = Diagnostic::error("digit-zero")
                        .at(self.col(at))
                        .arg("rank", rank.name(variant));
                    return self.error(d);
                }
                if file + n > files {
                    return self.rank_too_long(at, rank, variant);
                }
                if run.digits == 1 {
                    run.second = at;
                }
                run.digits += 1;
                run.squares += n;
                file += n;
                continue;
            }
            // Called only after digits: a call per letter cost more than the letter.
            if run.digits > 0 {
                self.end_digit_run(&mut run, rank, variant);
            }
            if file >= files {
                return self.rank_too_long(at, rank, variant);
            }
            let Some(piece) = self.piece_for(c, at, variant) else {
                return;
            };
            pos.board
                .set(Square::new(file as u8, rank.rank), Some(piece));
            file += 1;
        }
        self.end_digit_run(&mut run, rank, variant);
        if file < files {
            self.error(
                Diagnostic::error("rank-too-short")
                    .at(self.col(rank.start))
                    .arg("rank", rank.name(variant))
                    .arg("squares", file)
                    .arg("variant", variant.name())
                    .arg("expected", files),
            );
        }
    }

    /// Close a run of digits, reporting it if it had more than one digit.
    fn end_digit_run(&mut self, run: &mut DigitRun, rank: RankText<'a>, variant: Variant) {
        if run.digits > 1 {
            let d = Diagnostic::warning("adjacent-digits")
                .at(self.col(run.second))
                .arg("rank", rank.name(variant))
                .arg("squares", run.squares);
            self.deviation(d);
        }
        *run = DigitRun::default();
    }

    fn rank_too_long(&mut self, at: usize, rank: RankText<'a>, variant: Variant) {
        self.error(
            Diagnostic::error("rank-too-long")
                .at(self.col(at))
                .arg("rank", rank.name(variant))
                .arg("squares", rank.squares())
                .arg("variant", variant.name())
                .arg("expected", variant.files()),
        );
    }

    /// The piece a placement letter stands for; reports unknown letters and
    /// repairs the xiangqi `h`/`e` spellings of horse and elephant.
    fn piece_for(&mut self, c: char, at: usize, variant: Variant) -> Option<Piece> {
        if let Some(piece) = Piece::from_fen_char(c, variant) {
            return Some(piece);
        }
        let alias = match (variant, c.to_ascii_lowercase()) {
            (Variant::Xiangqi, 'h') => Some(Role::Knight),
            (Variant::Xiangqi, 'e') => Some(Role::Bishop),
            _ => None,
        };
        let Some(role) = alias else {
            self.error(
                Diagnostic::error("invalid-piece")
                    .at(self.col(at))
                    .arg("letter", c)
                    .arg("variant", variant.name()),
            );
            return None;
        };
        let color = if c.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        let piece = Piece::new(color, role);
        // The piece is named too: `“e”（象）是另一种写法`.
        let d = Diagnostic::warning("xiangqi-letter-alias")
            .at(self.col(at))
            .arg("letter", c)
            .arg("canonical", piece.fen_char())
            .arg("piece", role.key(Variant::Xiangqi))
            .arg(
                "color",
                if color == Color::White {
                    "red"
                } else {
                    "black"
                },
            );
        self.deviation(d);
        Some(piece)
    }
}

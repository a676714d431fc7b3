//! The FEN reader: strict (the standard, as the seed documents state it) or
//! lenient (repairs what it safely can and reports each repair as a warning).
//! Every problem carries a stable code and the 1-based column of the character
//! at fault in the text as given.

use super::MAX_INPUT_BYTES;
use crate::core::{CastlingRights, Color, Diagnostic, Piece, Position, Role, Square, Variant};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Mode {
    /// Exactly the standard: six single-space-separated fields (xiangqi: 2, 4 or 6).
    Strict,
    /// Accepts common deviations and reports each as a warning.
    #[default]
    Lenient,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct ReadOptions {
    pub mode: Mode,
    /// `None`: decided from the placement (8 ranks → chess, 10 → xiangqi).
    pub variant: Option<Variant>,
}

impl ReadOptions {
    pub fn strict() -> Self {
        ReadOptions {
            mode: Mode::Strict,
            variant: None,
        }
    }

    pub fn lenient() -> Self {
        ReadOptions::default()
    }

    pub fn with_variant(mut self, variant: Option<Variant>) -> Self {
        self.variant = variant;
        self
    }
}

/// A FEN that was read: the position and the repairs made to read it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FenRead {
    pub position: Position,
    pub warnings: Vec<Diagnostic>,
}

/// A FEN that could not be read: every error found, and warnings met on the way.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FenFailure {
    pub errors: Vec<Diagnostic>,
    pub warnings: Vec<Diagnostic>,
}

/// Codes this reader can emit (each has a message in every language file).
pub const CODES: &[&str] = &[
    "empty-input",
    "input-too-long",
    "too-many-ranks",
    "too-few-ranks",
    "rank-too-long",
    "rank-too-short",
    "invalid-piece",
    "digit-zero",
    "adjacent-digits",
    "xiangqi-letter-alias",
    "invalid-side",
    "side-r-for-red",
    "side-uppercase",
    "invalid-castling",
    "castling-order",
    "castling-duplicate",
    "xiangqi-castling-field",
    "invalid-en-passant-square",
    "invalid-halfmove-clock",
    "invalid-fullmove-number",
    "fullmove-zero",
    "missing-fields",
    "too-many-fields",
    "bad-whitespace",
];

/// Read one FEN. Never panics, whatever the bytes; refuses input over 64 KiB.
pub fn read_fen(text: &str, options: ReadOptions) -> Result<FenRead, FenFailure> {
    let mut reader = Reader {
        text,
        strict: options.mode == Mode::Strict,
        errors: Vec::new(),
        warnings: Vec::new(),
    };
    let position = reader.read(options.variant);
    match position {
        Some(position) if reader.errors.is_empty() => Ok(FenRead {
            position,
            warnings: reader.warnings,
        }),
        _ => Err(FenFailure {
            errors: reader.errors,
            warnings: reader.warnings,
        }),
    }
}

/// A whitespace-separated field: its byte offset in the text and its text.
#[derive(Clone, Copy)]
struct Field<'a> {
    start: usize,
    text: &'a str,
}

const MAX_FIELDS: usize = 7;

struct Reader<'a> {
    text: &'a str,
    strict: bool,
    errors: Vec<Diagnostic>,
    warnings: Vec<Diagnostic>,
}

impl<'a> Reader<'a> {
    /// 1-based character column of a byte offset.
    fn col(&self, byte: usize) -> usize {
        self.text
            .get(..byte)
            .map_or(byte, |before| before.chars().count())
            + 1
    }

    /// A deviation from the standard: an error in strict mode, a warning otherwise.
    fn deviation(&mut self, diagnostic: Diagnostic) {
        if self.strict {
            self.errors.push(Diagnostic {
                severity: crate::core::Severity::Error,
                ..diagnostic
            });
        } else {
            self.warnings.push(diagnostic);
        }
    }

    fn read(&mut self, variant: Option<Variant>) -> Option<Position> {
        if self.text.len() > MAX_INPUT_BYTES {
            self.errors.push(
                Diagnostic::error("input-too-long")
                    .arg("bytes", self.text.len())
                    .arg("limit", MAX_INPUT_BYTES),
            );
            return None;
        }
        let (fields, count) = self.split_fields();
        if count == 0 {
            self.errors.push(Diagnostic::error("empty-input").at(1));
            return None;
        }
        if count == MAX_FIELDS {
            let extra = fields[MAX_FIELDS - 1];
            self.errors.push(
                Diagnostic::error("too-many-fields")
                    .at(self.col(extra.start))
                    .arg("field", extra.text.to_string()),
            );
        }
        let fields = &fields[..count.min(6)];
        let placement = fields[0];
        let variant = variant.unwrap_or_else(|| detect_variant(placement.text));
        let mut pos = Position::empty(variant);
        self.read_placement(placement, &mut pos);
        self.check_field_count(variant, fields.len());
        if let Some(side) = fields.get(1) {
            self.read_side(*side, &mut pos);
        }
        match variant {
            Variant::Chess => {
                if let Some(castling) = fields.get(2) {
                    self.read_castling(*castling, &mut pos);
                }
                if let Some(ep) = fields.get(3) {
                    self.read_en_passant(*ep, &mut pos);
                }
            }
            Variant::Xiangqi => {
                for field in fields.iter().skip(2).take(2) {
                    if field.text != "-" {
                        let d = Diagnostic::error("xiangqi-castling-field")
                            .at(self.col(field.start))
                            .arg("field", field.text.to_string());
                        self.deviation(d);
                    }
                }
            }
        }
        if let Some(clock) = fields.get(4)
            && let Some(n) = self.read_number(*clock, "invalid-halfmove-clock")
        {
            pos.halfmove_clock = n;
        }
        if let Some(number) = fields.get(5) {
            match self.read_number(*number, "invalid-fullmove-number") {
                Some(0) => {
                    let d = Diagnostic::warning("fullmove-zero").at(self.col(number.start));
                    self.deviation(d);
                }
                Some(n) => pos.fullmove_number = n,
                None => {}
            }
        }
        Some(pos)
    }

    /// Split on whitespace, keeping offsets; report whitespace that is not a single
    /// space between fields. Returns up to `MAX_FIELDS` fields and how many there are.
    fn split_fields(&mut self) -> ([Field<'a>; MAX_FIELDS], usize) {
        let empty = Field { start: 0, text: "" };
        let mut fields = [empty; MAX_FIELDS];
        let mut count = 0;
        let mut field_start: Option<usize> = None;
        let mut gap_start: Option<usize> = Some(0);
        let mut reported_gap = false;
        let text = self.text;
        for (i, c) in text.char_indices() {
            if c.is_whitespace() {
                if let Some(start) = field_start.take() {
                    if count < MAX_FIELDS {
                        fields[count] = Field {
                            start,
                            text: &text[start..i],
                        };
                    }
                    count += 1;
                    gap_start = Some(i);
                }
            } else if field_start.is_none() {
                if let Some(gap) = gap_start.take() {
                    let gap_text = &text[gap..i];
                    let bad = if count == 0 {
                        !gap_text.is_empty()
                    } else {
                        gap_text != " "
                    };
                    if bad && !reported_gap {
                        reported_gap = true;
                        let at = self.first_odd_whitespace(gap, gap_text, count == 0);
                        self.deviation(Diagnostic::warning("bad-whitespace").at(at));
                    }
                }
                field_start = Some(i);
            }
        }
        if let Some(start) = field_start {
            if count < MAX_FIELDS {
                fields[count] = Field {
                    start,
                    text: &text[start..],
                };
            }
            count += 1;
        } else if count > 0 && !reported_gap {
            // Trailing whitespace after the last field.
            if let Some(gap) = gap_start {
                let at = self.col(gap);
                self.deviation(Diagnostic::warning("bad-whitespace").at(at));
            }
        }
        (fields, count.min(MAX_FIELDS))
    }

    /// Column of the first whitespace character in a gap that is not the one
    /// expected space (the second space, a tab, or leading whitespace).
    fn first_odd_whitespace(&self, gap: usize, gap_text: &str, leading: bool) -> usize {
        let skip = usize::from(!leading && gap_text.starts_with(' '));
        let offset = gap_text
            .char_indices()
            .nth(skip)
            .map_or(0, |(offset, _)| offset);
        self.col(gap + offset)
    }

    fn check_field_count(&mut self, variant: Variant, count: usize) {
        let complete = match variant {
            Variant::Chess => count == 6,
            // The xiangqi seed: "at least the position and the side to move";
            // `- -` and `0 1` are assumed when missing.
            Variant::Xiangqi => matches!(count, 2 | 4 | 6),
        };
        if complete {
            return;
        }
        let d = Diagnostic::warning("missing-fields")
            .at(self.text.trim_end().chars().count() + 1)
            .arg("found", count)
            .arg("expected", 6usize);
        self.deviation(d);
    }

    fn read_placement(&mut self, field: Field<'a>, pos: &mut Position) {
        let variant = pos.variant;
        let mut rank_start = field.start;
        let mut index = 0u8; // 0 = top rank
        for rank_text in field.text.split('/') {
            if index >= variant.ranks() {
                // The '/' that opened this rank is one too many.
                self.errors.push(
                    Diagnostic::error("too-many-ranks")
                        .at(self.col(rank_start - 1))
                        .arg("variant", variant.name())
                        .arg("expected", variant.ranks()),
                );
                return;
            }
            let rank = variant.ranks() - 1 - index;
            self.read_rank(rank_text, rank_start, rank, pos);
            rank_start += rank_text.len() + 1;
            index += 1;
        }
        if index < variant.ranks() {
            self.errors.push(
                Diagnostic::error("too-few-ranks")
                    .at(self.col(field.start + field.text.len()))
                    .arg("variant", variant.name())
                    .arg("found", index)
                    .arg("expected", variant.ranks()),
            );
        }
    }

    fn read_rank(&mut self, text: &str, start: usize, rank: u8, pos: &mut Position) {
        let variant = pos.variant;
        let files = variant.files();
        let rank_name = rank + variant.first_rank_number();
        let mut file: u32 = 0;
        let mut previous_digit = false;
        for (offset, c) in text.char_indices() {
            let at = start + offset;
            if let Some(n) = c.to_digit(10) {
                if n == 0 {
                    self.errors.push(
                        Diagnostic::error("digit-zero")
                            .at(self.col(at))
                            .arg("rank", rank_name),
                    );
                    return;
                }
                if previous_digit {
                    let d = Diagnostic::warning("adjacent-digits")
                        .at(self.col(at))
                        .arg("rank", rank_name);
                    self.deviation(d);
                }
                previous_digit = true;
                if file + n > u32::from(files) {
                    self.rank_too_long(at, rank_name, variant, text);
                    return;
                }
                file += n;
                continue;
            }
            previous_digit = false;
            let Some(piece) = self.piece_for(c, at, variant) else {
                continue;
            };
            if file >= u32::from(files) {
                self.rank_too_long(at, rank_name, variant, text);
                return;
            }
            pos.set(Square::new(file as u8, rank), Some(piece));
            file += 1;
        }
        if file < u32::from(files) {
            self.errors.push(
                Diagnostic::error("rank-too-short")
                    .at(self.col(start))
                    .arg("rank", rank_name)
                    .arg("squares", file)
                    .arg("variant", variant.name())
                    .arg("expected", files),
            );
        }
    }

    fn rank_too_long(&mut self, at: usize, rank_name: u8, variant: Variant, text: &str) {
        self.errors.push(
            Diagnostic::error("rank-too-long")
                .at(self.col(at))
                .arg("rank", rank_name)
                .arg("squares", rank_squares(text))
                .arg("variant", variant.name())
                .arg("expected", variant.files()),
        );
    }

    /// The piece a placement letter stands for, reporting unknown letters.
    fn piece_for(&mut self, c: char, at: usize, variant: Variant) -> Option<Piece> {
        if let Some(piece) = Piece::from_fen_char(c, variant) {
            return Some(piece);
        }
        let alias = match (variant, c.to_ascii_lowercase()) {
            (Variant::Xiangqi, 'h') => Some(Role::Knight),
            (Variant::Xiangqi, 'e') => Some(Role::Bishop),
            _ => None,
        };
        if let Some(role) = alias {
            let color = if c.is_ascii_uppercase() {
                Color::White
            } else {
                Color::Black
            };
            let piece = Piece::new(color, role);
            let d = Diagnostic::warning("xiangqi-letter-alias")
                .at(self.col(at))
                .arg("letter", c)
                .arg("canonical", piece.fen_char());
            self.deviation(d);
            return Some(piece);
        }
        self.errors.push(
            Diagnostic::error("invalid-piece")
                .at(self.col(at))
                .arg("letter", c)
                .arg("variant", variant.name()),
        );
        None
    }

    fn read_side(&mut self, field: Field<'a>, pos: &mut Position) {
        let at = self.col(field.start);
        pos.side_to_move = match (field.text, pos.variant) {
            ("w", _) => Color::White,
            ("b", _) => Color::Black,
            ("r" | "R", Variant::Xiangqi) => {
                self.deviation(Diagnostic::warning("side-r-for-red").at(at));
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
                self.errors.push(
                    Diagnostic::error("invalid-side")
                        .at(at)
                        .arg("side", field.text.to_string())
                        .arg("variant", pos.variant.name()),
                );
                Color::White
            }
        };
    }

    fn read_castling(&mut self, field: Field<'a>, pos: &mut Position) {
        if field.text == "-" {
            return;
        }
        let mut rights = CastlingRights::NONE;
        let mut last_order: Option<(Color, i8)> = None;
        let mut order_reported = false;
        for (offset, c) in field.text.char_indices() {
            let at = field.start + offset;
            let Some((color, file, order)) = castling_letter(c, pos) else {
                self.errors.push(
                    Diagnostic::error("invalid-castling")
                        .at(self.col(at))
                        .arg("letter", c),
                );
                continue;
            };
            if rights.has(color, file) {
                let d = Diagnostic::warning("castling-duplicate")
                    .at(self.col(at))
                    .arg("letter", c);
                self.deviation(d);
                continue;
            }
            rights.set(color, file, true);
            let key = (color, order);
            if let Some(last) = last_order {
                let out_of_order = (key.0 as u8, -key.1) < (last.0 as u8, -last.1);
                if out_of_order && !order_reported {
                    order_reported = true;
                    let d = Diagnostic::warning("castling-order")
                        .at(self.col(at))
                        .arg("field", field.text.to_string());
                    self.deviation(d);
                }
            }
            last_order = Some(key);
        }
        pos.castling = rights;
    }

    fn read_en_passant(&mut self, field: Field<'a>, pos: &mut Position) {
        if field.text == "-" {
            return;
        }
        match Square::parse(field.text, Variant::Chess) {
            Some(sq) => pos.en_passant = Some(sq),
            None => self.errors.push(
                Diagnostic::error("invalid-en-passant-square")
                    .at(self.col(field.start))
                    .arg("field", field.text.to_string()),
            ),
        }
    }

    fn read_number(&mut self, field: Field<'a>, code: &'static str) -> Option<u32> {
        let parsed = if field.text.bytes().all(|b| b.is_ascii_digit()) {
            field.text.parse::<u32>().ok()
        } else {
            None
        };
        if parsed.is_none() {
            self.errors.push(
                Diagnostic::error(code)
                    .at(self.col(field.start))
                    .arg("field", field.text.to_string()),
            );
        }
        parsed
    }
}

/// 8 ranks → chess, 10 → xiangqi; otherwise guess from xiangqi-only letters.
fn detect_variant(placement: &str) -> Variant {
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

/// How many squares a rank's text describes (for the too-long message).
fn rank_squares(text: &str) -> u32 {
    text.chars()
        .map(|c| c.to_digit(10).unwrap_or(1))
        .fold(0u32, u32::saturating_add)
}

/// Colour, rook file and sort key (higher first) of a castling letter: `K`/`Q`
/// (the outermost rook on that side of the king, X-FEN) or a Shredder file letter.
fn castling_letter(c: char, pos: &Position) -> Option<(Color, u8, i8)> {
    let color = if c.is_ascii_uppercase() {
        Color::White
    } else {
        Color::Black
    };
    let back_rank = if color == Color::White { 0 } else { 7 };
    let own = |role: Role, f: u8| {
        pos.get(Square::new(f, back_rank))
            .is_some_and(|p| p.color == color && p.role == role)
    };
    let king = (0..8).find(|&f| own(Role::King, f));
    match c.to_ascii_lowercase() {
        'k' => {
            let rook = king.and_then(|k| (k + 1..8).rev().find(|&f| own(Role::Rook, f)));
            Some((color, rook.unwrap_or(7), 9))
        }
        'q' => {
            let rook = king.and_then(|k| (0..k).find(|&f| own(Role::Rook, f)));
            Some((color, rook.unwrap_or(0), -1))
        }
        l @ 'a'..='h' => {
            let file = l as u8 - b'a';
            Some((color, file, file as i8))
        }
        _ => None,
    }
}

#[cfg(test)]
mod smoke {
    use super::*;
    use crate::core::fen::write_fen;

    #[test]
    fn start_positions_round_trip() {
        for v in Variant::ALL {
            let r = read_fen(v.start_fen(), ReadOptions::strict()).unwrap();
            assert!(r.warnings.is_empty());
            assert_eq!(r.position.variant, v);
            assert_eq!(write_fen(&r.position), v.start_fen());
        }
    }

    #[test]
    fn too_long_rank_points_past_the_limit() {
        let e = read_fen(
            "rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            ReadOptions::strict(),
        )
        .unwrap_err();
        assert_eq!(e.errors[0].code, "rank-too-long");
        assert_eq!(e.errors[0].column, Some(18));
    }
}

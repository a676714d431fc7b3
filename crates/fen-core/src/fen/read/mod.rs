//! The FEN reader: strict (the standard, as the seed documents state it) or
//! lenient (repairs what it safely can and reports each repair as a warning).
//! Every problem carries a stable code and the 1-based column of the character
//! at fault in the text as given.
//!
//! The work is linear in the input and the number of diagnostics is bounded
//! (at most one error per rank or field), so no input can make it slow.

mod canonical;
mod fields;
mod placement;
mod split;
/// The files of `tests/data/`, read as every test reads them.
#[cfg(test)]
#[path = "../../../../../tests/it/support/data.rs"]
pub(crate) mod test_data;

use super::MAX_INPUT_BYTES;
use crate::rules::xiangqi::RankNumbering;
use crate::{Diagnostic, Position, Severity, Variant};
use split::Field;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
/// How strictly [`read_fen`] follows the standard.
pub enum Mode {
    /// Exactly the standard: six single-space-separated fields (xiangqi: 2, 4 or 6).
    Strict,
    /// Accepts common deviations and reports each as a warning.
    #[default]
    Lenient,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
/// How to read a FEN: strict or lenient, which game, which ranks.
pub struct ReadOptions {
    /// Strict or lenient.
    pub mode: Mode,
    /// `None`: decided from the placement (8 ranks → chess, 10 → xiangqi).
    pub variant: Option<Variant>,
    /// Read chess as Chess960. Without it, standard chess; Chess960 is
    /// inferred (with a note) only from a castling letter naming a file.
    pub chess960: bool,
    /// Read chess as standard chess, never inferring Chess960 (python-chess's
    /// `Board(fen)`); `chess960` wins when both are set.
    pub standard: bool,
    /// How xiangqi coordinates number the ranks: ICCS's 0-9 unless the user
    /// said Fairy-Stockfish's 1-10 (`--notation uci`); never guessed.
    pub ranks: RankNumbering,
}

impl ReadOptions {
    /// Exactly the standard; every deviation is an error.
    pub fn strict() -> Self {
        ReadOptions {
            mode: Mode::Strict,
            ..ReadOptions::default()
        }
    }

    /// Repairs what it safely can and reports each repair as a warning (the default).
    pub fn lenient() -> Self {
        ReadOptions::default()
    }

    /// The same options with the game given (`None`: decided from the placement).
    pub fn with_variant(mut self, variant: Option<Variant>) -> Self {
        self.variant = variant;
        self
    }

    /// The same options reading chess as Chess960 or not.
    pub fn with_chess960(mut self, chess960: bool) -> Self {
        self.chess960 = chess960;
        self
    }

    /// The same options with xiangqi ranks numbered as `ranks` says.
    pub fn with_ranks(mut self, ranks: RankNumbering) -> Self {
        self.ranks = ranks;
        self
    }

    /// The same options reading chess as standard chess only (never Chess960).
    pub fn with_standard(mut self, standard: bool) -> Self {
        self.standard = standard;
        self
    }
}

/// A FEN that was read: the position and the repairs made to read it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FenRead {
    /// The position the FEN describes (legal or not: see [`crate::rules::problems`]).
    pub position: Position,
    /// Each repair made to read it (lenient mode) or odd value kept.
    pub warnings: Vec<Diagnostic>,
}

/// A FEN that could not be read: every error found, and warnings met on the way.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FenFailure {
    /// Every error found, each with its code and column; never empty.
    pub errors: Vec<Diagnostic>,
    /// Warnings met before or beside the errors.
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
    "leading-zero",
    "missing-fields",
    "too-many-fields",
    "bad-whitespace",
    "chess960-inferred",
];

pub use canonical::read_canonical;

/// `read_canonical` in the mode `options` asks for: the fast path of every
/// reader.
pub fn read_canonical_as(text: &[u8], options: ReadOptions) -> Option<Position> {
    let mut position = read_canonical(text, options.variant)?;
    position.chess960 = options.chess960 && position.variant == Variant::Chess;
    Some(position)
}

/// Read one FEN. Never panics, whatever the bytes; refuses input over 64 KiB.
///
/// # Examples
///
/// ```
/// use fen_core::fen::{ReadOptions, read_fen};
/// use fen_core::Variant;
///
/// // Lenient reading repairs what it safely can and says so.
/// let read = read_fen("4k3/8/8/8/8/8/8/4K3  w  - -", ReadOptions::lenient()).expect("readable");
/// assert_eq!(read.position.variant, Variant::Chess);
/// assert!(!read.warnings.is_empty());
///
/// // Strict reading refuses the same text, naming the column at fault.
/// let failure = read_fen("4k3/8/8/8/8/8/8/4K3  w  - -", ReadOptions::strict()).unwrap_err();
/// assert!(failure.errors.iter().all(|e| e.column.is_some()));
/// ```
pub fn read_fen(text: &str, options: ReadOptions) -> Result<FenRead, FenFailure> {
    // A canonical FEN has nothing to report, in either mode.
    if let Some(position) = read_canonical_as(text.as_bytes(), options) {
        return Ok(FenRead {
            position,
            warnings: Vec::new(),
        });
    }
    read_diagnosing(text, options)
}

/// The full reader: every error and deviation, with its column.
fn read_diagnosing(text: &str, options: ReadOptions) -> Result<FenRead, FenFailure> {
    let mut reader = Reader::new(text, options.mode);
    let position = reader.read(options.variant).map(|mut position| {
        reader.decide_chess960(&mut position, options);
        position
    });
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

struct Reader<'a> {
    text: &'a str,
    /// Byte offsets are columns when every character is one byte.
    ascii: bool,
    strict: bool,
    errors: Vec<Diagnostic>,
    warnings: Vec<Diagnostic>,
    /// The first castling letter that names a rook by its file, and its column.
    file_letter: Option<(char, usize)>,
    /// Column of the castling field, where a note about the rights points.
    castling_column: Option<usize>,
}

impl<'a> Reader<'a> {
    fn new(text: &'a str, mode: Mode) -> Self {
        Reader {
            text,
            ascii: text.is_ascii(),
            strict: mode == Mode::Strict,
            errors: Vec::new(),
            warnings: Vec::new(),
            file_letter: None,
            castling_column: None,
        }
    }

    /// 1-based character column of a byte offset.
    fn col(&self, byte: usize) -> usize {
        if self.ascii {
            return byte + 1;
        }
        self.text
            .get(..byte)
            .map_or(byte, |before| before.chars().count())
            + 1
    }

    fn error(&mut self, diagnostic: Diagnostic) {
        self.errors.push(diagnostic);
    }

    /// A deviation from the standard: an error in strict mode, a warning otherwise.
    fn deviation(&mut self, diagnostic: Diagnostic) {
        if self.strict {
            self.errors.push(Diagnostic {
                severity: Severity::Error,
                ..diagnostic
            });
        } else {
            self.warnings.push(Diagnostic {
                severity: Severity::Warning,
                ..diagnostic
            });
        }
    }

    fn read(&mut self, variant: Option<Variant>) -> Option<Position> {
        if self.text.len() > MAX_INPUT_BYTES {
            self.refuse_long_input();
            return None;
        }
        let fields = self.split_fields();
        let Some(&placement) = fields.first() else {
            self.error(Diagnostic::error("empty-input").at(1));
            return None;
        };
        let variant = variant.unwrap_or_else(|| placement::detect_variant(placement.text));
        let mut pos = Position::empty(variant);
        self.read_placement(placement, &mut pos);
        self.check_field_count(variant, &fields);
        self.read_fields(&fields, &mut pos);
        Some(pos)
    }

    /// Too long to look at: point at the first character past the limit.
    fn refuse_long_input(&mut self) {
        let mut limit = MAX_INPUT_BYTES;
        while !self.text.is_char_boundary(limit) {
            limit -= 1;
        }
        let column = self.text[..limit].chars().count() + 1;
        self.error(
            Diagnostic::error("input-too-long")
                .at(column)
                .arg("bytes", self.text.len())
                .arg("limit", MAX_INPUT_BYTES),
        );
    }

    /// Fields after the placement, each read by the rules of its variant.
    fn read_fields(&mut self, fields: &[Field<'a>], pos: &mut Position) {
        if let Some(&side) = fields.get(1) {
            self.read_side(side, pos);
        }
        match pos.variant {
            Variant::Chess => {
                if let Some(&castling) = fields.get(2) {
                    self.read_castling(castling, pos);
                }
                if let Some(&ep) = fields.get(3) {
                    self.read_en_passant(ep, pos);
                }
            }
            Variant::Xiangqi => {
                for &field in fields.iter().skip(2).take(2) {
                    self.read_xiangqi_placeholder(field);
                }
            }
        }
        if let Some(&clock) = fields.get(4) {
            self.read_halfmove_clock(clock, pos);
        }
        if let Some(&number) = fields.get(5) {
            self.read_fullmove_number(number, pos);
        }
    }
}

/// A field's text for a message: long junk is cut so a message stays one line.
fn excerpt(text: &str) -> String {
    const MAX_CHARS: usize = 16;
    match text.char_indices().nth(MAX_CHARS) {
        Some((cut, _)) => format!("{}…", &text[..cut]),
        None => text.to_string(),
    }
}

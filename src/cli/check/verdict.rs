//! One line of `check`: read it, judge the position, and append the verdict
//! (text or JSON) to an output buffer. This is the hot path of a large file,
//! so a valid line allocates nothing beyond the output buffer, and the
//! translations are loaded only when a line has something to say.

use super::format;
use crate::cli::common::shared_args::OutputFormat;
use crate::core::fen::field_at;
use crate::core::fen::line_comment::comment_start;
use crate::core::fen::read::read_canonical_as;
use crate::core::fen::{CastlingNotation, MAX_INPUT_BYTES, Mode, ReadOptions, read_input};
use crate::core::rules::{self, EnPassantWriting};
use crate::core::{Diagnostic, Position, Variant};
use crate::i18n::{Lang, Localizer};
use std::sync::OnceLock;

/// Codes `check` adds to those of the reader and the rules (a cut line reuses
/// the reader's `input-too-long`).
pub const CODES: &[&str] = &["invalid-utf8", "strict-moves", "strict-epd-operations"];

/// Judges lines with fixed options; shared by the worker threads.
#[derive(Debug)]
pub struct LineChecker {
    options: ReadOptions,
    /// How Chess960 castling rights are written.
    pub(super) notation: CastlingNotation,
    format: OutputFormat,
    lang: Lang,
    localizer: OnceLock<Localizer>,
    /// JSON verdicts say which file they come from (files were named).
    names_files: bool,
    /// `--errors-only`: valid lines print nothing.
    pub(super) errors_only: bool,
    /// `--ep`: when the en-passant target is written.
    pub(super) en_passant: EnPassantWriting,
}

/// One input line as read from a file: its number, its bytes (without the line
/// ending) and its full length (longer than `bytes` when it was cut at the limit).
#[derive(Clone, Copy, Debug)]
pub struct Line<'a> {
    pub number: usize,
    pub bytes: &'a [u8],
    pub length: usize,
}

/// What was found in a line, ready to be written out.
pub(super) struct Verdict<'a> {
    pub line: Line<'a>,
    pub variant: Option<Variant>,
    pub position: Option<Position>,
    pub errors: Vec<Diagnostic>,
    pub warnings: Vec<Diagnostic>,
}

impl Verdict<'_> {
    pub fn is_valid(&self) -> bool {
        self.errors.is_empty() && self.position.is_some()
    }
}

impl LineChecker {
    pub fn new(options: ReadOptions, format: OutputFormat, lang: Lang) -> LineChecker {
        LineChecker {
            options,
            notation: CastlingNotation::default(),
            format,
            lang,
            localizer: OnceLock::new(),
            names_files: false,
            errors_only: false,
            en_passant: EnPassantWriting::Always,
        }
    }

    /// When written FENs name the en-passant target (`--ep`).
    pub fn writing_en_passant(mut self, en_passant: EnPassantWriting) -> LineChecker {
        self.en_passant = en_passant;
        self
    }

    /// Valid lines print nothing (`--errors-only`): only what needs fixing.
    pub fn errors_only(mut self, errors_only: bool) -> LineChecker {
        self.errors_only = errors_only;
        self
    }

    /// JSON verdicts get a `file` field: the files were named on the command line.
    pub fn naming_files(mut self, names_files: bool) -> LineChecker {
        self.names_files = names_files;
        self
    }

    pub(super) fn names_files(&self) -> bool {
        self.names_files
    }

    pub fn with_notation(mut self, notation: CastlingNotation) -> LineChecker {
        self.notation = notation;
        self
    }

    /// Judge one line and append its verdict to `out`; true when it is valid.
    pub fn check(&self, source: &str, line: Line<'_>, out: &mut String) -> bool {
        let verdict = self.judge(line);
        let valid = verdict.is_valid();
        match self.format {
            OutputFormat::Text => format::text(&verdict, source, self, out),
            OutputFormat::Json => format::json(&verdict, source, self, out),
        }
        valid
    }

    fn judge<'a>(&self, line: Line<'a>) -> Verdict<'a> {
        if line.length > MAX_INPUT_BYTES {
            let error = Diagnostic::error("input-too-long")
                .at(1)
                .arg("bytes", line.length)
                .arg("limit", MAX_INPUT_BYTES);
            return self.unreadable(line, error);
        }
        // Nearly every line of a large file is a canonical FEN: read it
        // straight from the bytes (the fast path takes only ASCII, so there
        // is no UTF-8 to check, and nothing around the FEN to unwrap).
        // A `# comment` after the position is the file's words, not a field.
        let bytes =
            comment_start(line.bytes).map_or(line.bytes, |at| line.bytes[..at].trim_ascii_end());
        let mut verdict = match read_canonical_as(bytes, self.options) {
            Some(position) => Verdict {
                line,
                variant: Some(position.variant),
                position: Some(position),
                errors: Vec::new(),
                warnings: Vec::new(),
            },
            None => match std::str::from_utf8(bytes) {
                Ok(text) => {
                    let mut reading = read_input(text, self.options);
                    if self.options.mode == Mode::Strict
                        && reading.is_ok()
                        && let Some(error) = super::strict::beyond_the_fen(text)
                    {
                        reading.errors.push(error);
                    }
                    Verdict {
                        line,
                        variant: reading.position.map(|p| p.variant).or(self.options.variant),
                        position: reading.position,
                        errors: reading.errors,
                        warnings: reading.warnings,
                    }
                }
                Err(bad) => {
                    let good = &line.bytes[..bad.valid_up_to()];
                    // The prefix is valid UTF-8 by definition; count its characters.
                    let column = String::from_utf8_lossy(good).chars().count() + 1;
                    let error = Diagnostic::error("invalid-utf8")
                        .at(column)
                        .arg("byte", bad.valid_up_to() + 1);
                    return self.unreadable(line, error);
                }
            },
        };
        if let Some(position) = &verdict.position {
            // `… b - - 30 5`: a clock the move number cannot have reached.
            // `… b Qkq e3 5 30`: a double step (the target) sets the clock to 0.
            let warnings = rules::clock_beyond_moves(position)
                .into_iter()
                .chain(rules::chess::en_passant_clock(position));
            for warning in warnings {
                let columns = field_at::field_columns(&String::from_utf8_lossy(bytes));
                verdict
                    .warnings
                    .push(field_at::locate_problem(warning, &columns));
            }
            let problems = rules::problems(position);
            if !problems.is_empty() {
                // Rare (an invalid position): only then look for the fields.
                let text = String::from_utf8_lossy(bytes);
                let columns = field_at::field_columns(&text);
                verdict.errors.extend(
                    problems
                        .into_iter()
                        .map(|problem| field_at::locate_problem(problem, &columns)),
                );
            }
        }
        verdict
    }

    fn unreadable<'a>(&self, line: Line<'a>, error: Diagnostic) -> Verdict<'a> {
        Verdict {
            line,
            variant: self.options.variant,
            position: None,
            errors: vec![error],
            warnings: Vec::new(),
        }
    }

    /// The words for a diagnostic, loading the translations on first use.
    pub(super) fn message(&self, diagnostic: &Diagnostic, variant: Option<Variant>) -> String {
        self.localizer
            .get_or_init(|| Localizer::new(self.lang))
            .diagnostic(diagnostic, variant.unwrap_or_default())
    }
}

//! `fen-tui explain`: the teaching walk-through as plain text a teacher can
//! paste into a lesson — a small board diagram, then numbered steps that write
//! the FEN piece by piece; for `FEN moves m1 m2 ...`, then each move with its
//! new FEN, the changed characters marked, and why each field changed.

use crate::core::fen::{InputReading, ReadOptions, read_input};
use crate::core::rules;
use crate::core::rules::xiangqi::notation::{self, Notation};
use crate::core::teach::{MoveExplanation, WalkThrough, explain_move, walk_through};
use crate::core::{Diagnostic, Position, Square, Variant};
use crate::i18n::{Lang, Localizer};
pub use crate::teach_text::step_text;
use std::fmt::Write as _;

/// How to explain: in which language, and for which game when the FEN alone
/// does not say (`None`: decided from the placement).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ExplainOptions {
    pub lang: Lang,
    pub variant: Option<Variant>,
}

/// The input could not be read, or one of its moves could not be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExplainError {
    pub errors: Vec<Diagnostic>,
    /// The game the input was read as, for the wording of the errors.
    pub variant: Variant,
}

impl ExplainError {
    /// One line per error, in `lang`, with its column when it has one.
    pub fn describe(&self, lang: Lang) -> String {
        let loc = Localizer::new(lang);
        self.errors
            .iter()
            .map(|error| {
                let text = loc.diagnostic(error, self.variant);
                match error.column {
                    Some(column) => format!("{column}: {text}"),
                    None => text,
                }
            })
            .collect::<Vec<_>>()
            .join("\n")
    }
}

impl std::fmt::Display for ExplainError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.describe(Lang::En))
    }
}

impl std::error::Error for ExplainError {}

/// The whole `explain` text for one input (a FEN, `FEN moves ...`, a link...).
pub fn render(input: &str, options: ExplainOptions) -> Result<String, ExplainError> {
    let reading = read_input(input, ReadOptions::lenient().with_variant(options.variant));
    render_reading(&reading, options)
}

/// The `explain` text for an input already read (by the command line's own
/// reader, which shows the errors itself): the walk-through of the position
/// it starts from, then each move played.
pub fn render_reading(
    reading: &InputReading,
    options: ExplainOptions,
) -> Result<String, ExplainError> {
    let start = match reading.start {
        Some(start) if reading.errors.is_empty() => start,
        _ => {
            let variant = reading.start.map(|p| p.variant);
            return Err(ExplainError {
                errors: reading.errors.clone(),
                variant: variant.or(options.variant).unwrap_or_default(),
            });
        }
    };
    let loc = Localizer::new(options.lang);
    let mut out = String::new();
    let title = if reading.moves.is_empty() {
        "explain-walk-title"
    } else {
        "explain-start-title"
    };
    write_walk_through(&mut out, &loc, &start, title);
    if !reading.moves.is_empty() {
        write_moves(&mut out, &loc, &start, &reading.moves);
    }
    Ok(out)
}

fn write_walk_through(out: &mut String, loc: &Localizer, pos: &Position, title: &str) {
    let walk = walk_through(pos);
    let _ = writeln!(out, "{}", loc.text(title));
    let _ = writeln!(out, "{}\n", walk.fen);
    out.push_str(&diagram(pos));
    out.push('\n');
    let intro = match walk.variant {
        Variant::Chess => "explain-intro-chess",
        Variant::Xiangqi => "explain-intro-xiangqi",
    };
    let _ = writeln!(out, "{}\n", loc.text(intro));
    write_steps(out, loc, &walk);
}

/// Numbered steps, each followed by the FEN written so far.
fn write_steps(out: &mut String, loc: &Localizer, walk: &WalkThrough) {
    let width = walk.steps.len().to_string().len();
    for (index, step) in walk.steps.iter().enumerate() {
        let number = index + 1;
        let _ = writeln!(out, "{number:>width$}. {}", step_text(loc, step));
        let _ = writeln!(out, "{:width$}  {}", "", walk.fen_so_far(index));
    }
}

fn write_moves(out: &mut String, loc: &Localizer, start: &Position, moves: &[rules::Move]) {
    let _ = writeln!(out, "\n{}", loc.text("explain-moves-title"));
    let _ = writeln!(out, "{}", loc.text("explain-changed"));
    let mut before = *start;
    for &mv in moves {
        let after = rules::play(&before, mv);
        let explanation = explain_move(&before, &after, mv);
        let title = loc.format(
            "explain-move-title",
            &[
                ("number", before.fullmove_number.into()),
                ("color", before.side_to_move.key(before.variant).into()),
                ("move", shown_move(&before, mv, loc).into()),
            ],
        );
        let _ = writeln!(out, "\n{title}");
        write_move(out, loc, &explanation);
        before = after;
    }
}

/// SAN in chess; a xiangqi move in all three notations, the language's own
/// first (Chinese for zh, else WXF): `C2=5 (h2e2, 炮二平五)`.
fn shown_move(before: &Position, mv: rules::Move, loc: &Localizer) -> String {
    match before.variant {
        crate::core::Variant::Chess => rules::move_text(before, mv),
        crate::core::Variant::Xiangqi => {
            let first = match loc.lang() {
                crate::i18n::Lang::Zh => Notation::Chinese,
                _ => Notation::Wxf,
            };
            notation::in_all(before, mv, first)
        }
    }
}

fn write_move(out: &mut String, loc: &Localizer, explanation: &MoveExplanation) {
    let _ = writeln!(out, "  {}", explanation.fen);
    let _ = writeln!(out, "  {}", change_marks(explanation));
    for step in &explanation.steps {
        let _ = writeln!(out, "  - {}", step_text(loc, step));
    }
}

/// A line of `^` under the characters of the new FEN that changed.
fn change_marks(explanation: &MoveExplanation) -> String {
    let mut marks = vec![' '; explanation.fen.len()];
    for span in &explanation.changed {
        for mark in marks.get_mut(span.clone()).into_iter().flatten() {
            *mark = '^';
        }
    }
    marks.into_iter().collect::<String>().trim_end().to_string()
}

/// The board as FEN letters (`.` for an empty square), top rank first, with
/// rank numbers and file letters as the variant names them.
pub fn diagram(pos: &Position) -> String {
    let variant = pos.variant;
    let mut out = String::new();
    for rank in (0..variant.ranks()).rev() {
        let label = u32::from(rank) + u32::from(variant.first_rank_number());
        let _ = write!(out, "{label:>2} ");
        for file in 0..variant.files() {
            let c = pos
                .get(Square::new(file, rank))
                .map_or('.', |p| p.fen_char());
            out.push(' ');
            out.push(c);
        }
        out.push('\n');
    }
    out.push_str("   ");
    for file in 0..variant.files() {
        out.push(' ');
        out.push(char::from(b'a' + file));
    }
    out.push('\n');
    out
}

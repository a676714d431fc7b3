//! Teaching as data: the walk-through that writes a position's FEN one stretch
//! at a time (the method of the xiangqi seed document), what each move changes
//! in the FEN and why, practice checks, and the built-in lesson positions.
//!
//! No words live here. A step is a Fluent message id with its variables, plus
//! the characters it writes, where they sit in the FEN and which squares they
//! describe, so the editor can highlight them and `fen-tui explain` can print
//! them in any language.

mod layout;
mod lesson_file;
mod lessons;
mod moves;
mod practice;
mod walk;

pub use layout::FenLayout;
pub use lesson_file::{
    FileLesson, LessonFileError, LessonFileKind, ListedPosition, MAX_EXERCISES, game_caption,
    lessons_variant, read_lesson_file, read_position_lines,
};
pub use lessons::{Lesson, lessons};
pub use moves::{MoveExplanation, explain_move};
pub use practice::{
    FenAttempt, FenMistake, board_differences, check_written_fen, field_differences,
};
pub use walk::{WalkThrough, walk_through};

use crate::{Arg, Square};
use std::ops::Range;

/// Which part of the FEN a step is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Part {
    /// A stretch of one rank: a run of empty squares or one piece.
    Stretch,
    /// The `/` that ends a rank.
    RankEnd,
    /// What a move did on the board (the changed ranks follow as `Rank` steps).
    Move,
    /// A rank whose text a move changed.
    Rank,
    /// The side-to-move field.
    SideToMove,
    /// The castling field.
    Castling,
    /// The en-passant field.
    EnPassant,
    /// Xiangqi's `- -`, kept from chess only so the six fields line up.
    Unused,
    /// The half-move clock.
    HalfmoveClock,
    /// The full-move number.
    FullmoveNumber,
}

/// One thing to say, with what it writes and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    /// Which part of the FEN the step writes.
    pub part: Part,
    /// The Fluent message id (in `assets/i18n/<lang>/teach.ftl`).
    pub code: &'static str,
    /// The message's variables, `written` among them. Selector values
    /// (`white`, `yes`...) are plain keys; a `piece` with its `color` (and a
    /// `captured` with its `captured-color`) name a piece for the faces to put
    /// into words.
    pub args: Vec<(&'static str, Arg)>,
    /// The characters this step writes (or, for a move, the new text).
    pub written: String,
    /// Where `written` sits in the full FEN (byte offsets; a FEN is ASCII).
    pub fen_span: Range<usize>,
    /// The squares the step is about, for highlighting on the board.
    pub squares: Vec<Square>,
}

impl Step {
    fn new(part: Part, code: &'static str) -> Step {
        Step {
            part,
            code,
            args: Vec::new(),
            written: String::new(),
            fen_span: 0..0,
            squares: Vec::new(),
        }
    }

    fn arg(mut self, name: &'static str, value: impl Into<Arg>) -> Step {
        self.args.push((name, value.into()));
        self
    }

    /// Set the span and take its text from `fen`; messages see it as `$written`.
    fn writes(mut self, fen: &str, span: Range<usize>) -> Step {
        self.written = fen.get(span.clone()).unwrap_or_default().to_string();
        self.fen_span = span;
        self.args.retain(|(name, _)| *name != "written");
        self.args.push(("written", self.written.clone().into()));
        self
    }

    fn squares(mut self, squares: impl IntoIterator<Item = Square>) -> Step {
        self.squares.extend(squares);
        self
    }

    /// The value of the variable `name`, if the step has it.
    pub fn arg_value(&self, name: &str) -> Option<&Arg> {
        self.args.iter().find(|(n, _)| *n == name).map(|(_, v)| v)
    }
}

/// `yes`/`no` for Fluent selectors.
fn yes_no(flag: bool) -> &'static str {
    if flag { "yes" } else { "no" }
}

//! The teaching view on screen, as the `Layer` enum holds it: which view,
//! with its own state (in `walk`, `moves`, `practice`). Data only: no
//! `App`, so the stack holds it without importing teaching's behaviour.

use super::moves::MovesView;
use super::practice::{BuildPractice, PracticeMenu, WritePractice};
use super::walk::WalkView;

/// The views' names, which `Action::WALK_THROUGH`, `EXPLAIN_MOVES` and
/// `PRACTICE` open (`layers::OPENED_BY_NAME`).
pub const WALK: &str = "walk";
pub const MOVES: &str = "moves";
pub const PRACTICE: &str = "practice";
/// The practice list's "open a lesson file" (Ctrl-O there): the open dialog,
/// choosing a teacher's lesson file.
pub const LESSON_FILE: &str = "lesson-file";

/// The teaching view on screen, if any.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Teaching {
    Walk(WalkView),
    Moves(MovesView),
    Menu(PracticeMenu),
    Write(Box<WritePractice>),
    /// The editor's own board is edited towards a target.
    Build(BuildPractice),
    /// After the last exercise of a list: the score and what went wrong.
    Summary(PracticeMenu),
}

//! Practice: "write the FEN" of a position shown, "build the position" of a
//! FEN shown. The positions are the built-in lessons (and, to write, the
//! board as it is); the checks are the core's.

use crate::core::fen::{ReadOptions, read_input, write_fen};
use crate::core::rules;
use crate::core::teach::{FenAttempt, Lesson, board_differences, check_written_fen, lessons};
use crate::core::{Color, Position, Square, Variant};
use crate::tui::action::{Action, Direction};
use crate::tui::app::fen_field::{FieldKey, field_key};

/// The two exercises.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Exercise {
    #[default]
    WriteFen,
    BuildPosition,
}

/// A position to practise on: a lesson's (after its moves), or the board's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Target {
    /// The lesson's id (its title is `lesson-<id>`); `None`: the editor's board.
    pub lesson: Option<&'static str>,
    pub position: Position,
    /// The lesson's moves that led to `position`, as people write them
    /// (`4. O-O`): shown beside the board, with every field of the answer.
    pub moves: Vec<String>,
}

impl Target {
    pub fn fen(&self) -> String {
        write_fen(&self.position)
    }

    pub(super) fn of_lesson(lesson: &Lesson) -> Option<Target> {
        let reading = read_input(&lesson.input(), ReadOptions::strict());
        let position = reading.position.filter(|_| reading.errors.is_empty())?;
        let mut at = read_input(lesson.fen, ReadOptions::strict()).position?;
        let mut moves = Vec::new();
        for text in &lesson.moves {
            let mv = rules::parse_move(&at, text).ok()?;
            // `1. e4 e5`, as people write a game: Black's move is numbered
            // (`1... e5`) only when the list starts with it.
            let text = rules::move_text(&at, mv);
            moves.push(match at.side_to_move {
                Color::White => format!("{}. {text}", at.fullmove_number),
                Color::Black if moves.is_empty() => format!("{}... {text}", at.fullmove_number),
                Color::Black => text,
            });
            at = rules::play(&at, mv);
        }
        Some(Target {
            lesson: Some(lesson.id),
            position,
            moves,
        })
    }
}

/// Choosing an exercise and its position.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct PracticeMenu {
    pub exercise: Exercise,
    /// Index into `choices`.
    pub choice: usize,
    /// The game on the board: its lessons are listed first.
    pub game: Variant,
}

impl PracticeMenu {
    /// The menu for a board of `game`.
    pub fn for_game(game: Variant) -> PracticeMenu {
        PracticeMenu {
            game,
            ..PracticeMenu::default()
        }
    }

    /// What can be practised: to write a FEN, the board first, then the
    /// lessons (the board's game's first, in their order); to build one, the lessons.
    pub fn choices(&self) -> Vec<Option<Lesson>> {
        let board = (self.exercise == Exercise::WriteFen).then_some(None);
        let (mut lessons, others): (Vec<Lesson>, Vec<Lesson>) =
            lessons().into_iter().partition(|l| l.variant == self.game);
        lessons.extend(others);
        board
            .into_iter()
            .chain(lessons.into_iter().map(Some))
            .collect()
    }

    pub fn update(&mut self, action: &Action) {
        match action {
            // A list as the others are: it stops at its ends.
            Action::Move(Direction::Up | Direction::Down)
            | Action::TopRank
            | Action::BottomRank
            | Action::Home
            | Action::End => {
                let count = self.choices().len();
                self.choice = crate::tui::layers::list::moved(self.choice, count, action);
            }
            Action::Move(Direction::Left | Direction::Right) => {
                // The same lesson stays chosen; only the board comes and goes.
                let lesson = self.choices().get(self.choice).cloned().flatten();
                self.exercise = match self.exercise {
                    Exercise::WriteFen => Exercise::BuildPosition,
                    Exercise::BuildPosition => Exercise::WriteFen,
                };
                let choices = self.choices();
                self.choice = choices
                    .iter()
                    .position(|c| c.as_ref().map(|l| l.id) == lesson.as_ref().map(|l| l.id))
                    .unwrap_or(0);
            }
            _ => {}
        }
    }
}

/// "Write the FEN": the position shown, what the user typed, the verdict.
/// The answer is a text field like the FEN field (the same keys, one reading
/// of them: `field_key`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WritePractice {
    pub target: Target,
    pub input: String,
    /// The caret in `input`, in characters.
    pub caret: usize,
    /// The check of the input as it was when Enter was pressed.
    pub result: Option<FenAttempt>,
    /// The menu it was started from: Esc goes back there.
    pub menu: PracticeMenu,
}

impl WritePractice {
    pub fn update(&mut self, action: &Action) {
        if *action == Action::Submit {
            self.result = Some(check_written_fen(&self.target.position, &self.input));
        } else if field_key(&mut self.input, &mut self.caret, action) == FieldKey::Edited {
            // The verdict was about the text as it was.
            self.result = None;
        }
    }
}

/// "Build the position": the target, and whether the user asked to check.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BuildPractice {
    pub target: Target,
    /// After Enter, the squares that differ are shown (and kept up to date).
    pub checked: bool,
}

impl BuildPractice {
    /// The squares of `built` that differ from the target.
    pub fn differences(&self, built: &Position) -> Vec<Square> {
        board_differences(&self.target.position, built)
    }
}

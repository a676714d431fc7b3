//! Practice: "write the FEN" of a position shown, "build the position" of a
//! FEN shown. The positions are the built-in lessons (and, to write, the
//! board as it is); the checks are the core's.

use super::progress::{Progress, exercise_key};
use crate::core::fen::{ReadOptions, read_input, write_fen};
use crate::core::rules;
use crate::core::teach::{
    FenAttempt, FileLesson, Lesson, board_differences, check_written_fen, lessons,
};
use crate::core::{Color, Position, Square, Variant};
use crate::tui::action::{Action, Direction};
use crate::tui::app::fen_field::{FieldKey, field_key};
use std::sync::Arc;

/// The key of the built-in lessons in a learner's progress.
pub const BUILT_IN_SET: &str = "built-in";

/// A teacher's own lessons, read from a file (`--practice lessons.fen`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LessonSet {
    /// The set's key in the learner's progress: the file's full path.
    pub key: String,
    /// The file's name, as the learner is shown it.
    pub name: String,
    pub lessons: Vec<FileLesson>,
}

/// One line of the practice list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Choice {
    /// The editor's board as it is (write its FEN).
    Board,
    /// A built-in lesson.
    Lesson(Lesson),
    /// The teacher's exercise at this index of the set.
    Teacher(usize),
}

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
    /// A teacher's exercise: its number in the file's set (1-based) and caption.
    pub exercise: Option<(usize, Option<String>)>,
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
            exercise: None,
            position,
            moves,
        })
    }

    /// The teacher's exercise `index` of `set`.
    pub(super) fn of_file(set: &LessonSet, index: usize) -> Option<Target> {
        let lesson = set.lessons.get(index)?;
        Some(Target {
            lesson: None,
            exercise: Some((index + 1, lesson.caption.clone())),
            position: lesson.position,
            moves: Vec::new(),
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
    /// A teacher's lessons: listed instead of the built-in ones.
    pub set: Option<Arc<LessonSet>>,
}

impl PracticeMenu {
    /// The menu for a board of `game`.
    pub fn for_game(game: Variant) -> PracticeMenu {
        PracticeMenu {
            game,
            ..PracticeMenu::default()
        }
    }

    /// The menu of a teacher's lessons.
    pub fn for_set(set: LessonSet) -> PracticeMenu {
        let game = set
            .lessons
            .first()
            .map_or(Variant::Chess, |l| l.position.variant);
        PracticeMenu {
            game,
            set: Some(Arc::new(set)),
            ..PracticeMenu::default()
        }
    }

    /// What can be practised: a teacher's exercises, in the file's order;
    /// else, to write a FEN, the board first, then the lessons (the board's
    /// game's first, in their order); to build one, the lessons.
    pub fn choices(&self) -> Vec<Choice> {
        if let Some(set) = &self.set {
            return (0..set.lessons.len()).map(Choice::Teacher).collect();
        }
        let board = (self.exercise == Exercise::WriteFen).then_some(Choice::Board);
        let (mut lessons, others): (Vec<Lesson>, Vec<Lesson>) =
            lessons().into_iter().partition(|l| l.variant == self.game);
        lessons.extend(others);
        board
            .into_iter()
            .chain(lessons.into_iter().map(Choice::Lesson))
            .collect()
    }

    /// The position a choice asks about (`None`: the board, or a lesson that
    /// does not read).
    pub fn target(&self, choice: &Choice) -> Option<Target> {
        match choice {
            Choice::Board => None,
            Choice::Lesson(lesson) => Target::of_lesson(lesson),
            Choice::Teacher(index) => Target::of_file(self.set.as_deref()?, *index),
        }
    }

    /// The key of the set in the learner's progress.
    pub fn set_key(&self) -> &str {
        self.set
            .as_ref()
            .map_or(BUILT_IN_SET, |set| set.key.as_str())
    }

    /// The key of `target` as an exercise of this menu's kind.
    pub fn exercise_key(&self, target: &Target) -> String {
        exercise_key(self.exercise == Exercise::BuildPosition, &target.fen())
    }

    /// How far the learner is with this list: every exercise's record.
    /// The exercise's number as the progress line counts it: choices that
    /// are no exercise (the board as it is) are not counted, so the last of
    /// 17 exercises is "17 of 17" whatever stands before it in the list.
    pub fn exercise_number(&self, choice: usize) -> usize {
        self.choices()
            .iter()
            .take(choice + 1)
            .filter(|c| self.target(c).is_some())
            .count()
    }

    pub fn score(&self, progress: &Progress) -> Score {
        let mut score = Score::default();
        for (index, choice) in self.choices().iter().enumerate() {
            let Some(target) = self.target(choice) else {
                continue;
            };
            score.total += 1;
            let record = progress.record(self.set_key(), &self.exercise_key(&target));
            let Some(record) = record else {
                continue;
            };
            score.tried += 1;
            if record.solved {
                score.solved += 1;
            }
            if record.first_try() {
                score.first_try += 1;
            }
            if record.wrong > 0 {
                score.with_mistakes.push((index, record.wrong));
            }
            if !record.solved {
                score.unsolved.push(index);
            }
        }
        score
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
                let chosen = self.choices().get(self.choice).cloned();
                self.exercise = match self.exercise {
                    Exercise::WriteFen => Exercise::BuildPosition,
                    Exercise::BuildPosition => Exercise::WriteFen,
                };
                let choices = self.choices();
                self.choice = choices
                    .iter()
                    .position(|c| Some(c) == chosen.as_ref())
                    .unwrap_or(0);
            }
            _ => {}
        }
    }
}

/// A list's results: how many exercises, tried, solved, solved at once,
/// and which had wrong answers (index in the list, how many) or are not solved.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Score {
    pub total: usize,
    pub tried: usize,
    pub solved: usize,
    pub first_try: usize,
    pub with_mistakes: Vec<(usize, u32)>,
    pub unsolved: Vec<usize>,
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
    /// Answered right, the answer unchanged since: Enter goes on.
    pub fn is_done(&self) -> bool {
        self.result == Some(FenAttempt::Correct)
    }

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
    /// The list it was started from: the next exercise is its next one.
    pub menu: PracticeMenu,
}

impl BuildPractice {
    /// Checked, and the board (every field too) is the target.
    pub fn is_done(&self, built: &Position) -> bool {
        self.checked
            && self.differences(built).is_empty()
            && crate::core::teach::field_differences(&self.target.position, built).is_empty()
    }

    /// The squares of `built` that differ from the target.
    pub fn differences(&self, built: &Position) -> Vec<Square> {
        board_differences(&self.target.position, built)
    }
}

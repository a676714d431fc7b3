//! The learner's way through practice, as the editor runs it: the list F12
//! opens (the built-in lessons or a teacher's file, where the learner left
//! it), an exercise started, each answer kept, the next exercise or the
//! summary, and a teacher's lesson file chosen from inside the list (Ctrl-O).
//! The list's and the exercises' data are `practice`'s; the view's routing
//! of keys is `mod.rs`'s.

use super::{
    Answer, BuildPractice, Choice, Exercise, LessonSet, PracticeBook, PracticeMenu, Target,
    TeachNotice, Teaching, WritePractice,
};
use crate::core::Position;
use crate::tui::action::Action;
use crate::tui::app::{App, Effect, Focus, Notice};
use crate::tui::layers::Layer;

impl App {
    /// The practice list F12 opens: the teacher's lessons when a file gave
    /// some, where the learner left them; else the built-in ones.
    pub(crate) fn practice_menu(&self) -> PracticeMenu {
        match &self.practice_set {
            Some(menu) => menu.clone(),
            None => PracticeMenu::for_game(self.position.variant),
        }
    }

    /// After a right answer: the next exercise of the list, or the summary
    /// after the last one.
    pub(crate) fn next_exercise(&mut self, menu: &PracticeMenu) -> Teaching {
        let mut menu = menu.clone();
        if menu.choice + 1 >= menu.choices().len() {
            self.remember_place(&menu);
            return Teaching::Summary(menu);
        }
        menu.choice += 1;
        self.start_exercise(&menu)
    }

    /// The teacher's list is kept where the learner is, for F12 to reopen.
    fn remember_place(&mut self, menu: &PracticeMenu) {
        if menu.set.is_some() {
            self.practice_set = Some(menu.clone());
        }
    }

    /// One answer, kept in the learner's progress now and given to the
    /// runtime to add to the file (the board as it is is no exercise: not kept).
    pub(super) fn record_answer(
        &mut self,
        menu: &PracticeMenu,
        target: &Target,
        correct: bool,
        text: String,
    ) -> Vec<Effect> {
        if target.lesson.is_none() && target.exercise.is_none() {
            return Vec::new();
        }
        let answer = Answer {
            set: menu.set_key().to_string(),
            exercise: menu.exercise_key(target),
            correct,
            text,
        };
        self.practice.progress.add(&answer);
        match &self.practice.path {
            Some(path) => vec![Effect::Practice(path.clone(), answer)],
            None => Vec::new(),
        }
    }

    /// The learner's results so far.
    pub fn practice_book(&self) -> &PracticeBook {
        &self.practice
    }

    /// Start the exercise chosen in the menu.
    pub(crate) fn start_exercise(&mut self, menu: &PracticeMenu) -> Teaching {
        self.remember_place(menu);
        let chosen = menu.choices().get(menu.choice).cloned();
        let target = match &chosen {
            Some(Choice::Board) | None => Some(Target {
                lesson: None,
                exercise: None,
                position: self.position,
                moves: Vec::new(),
            }),
            Some(choice) => menu.target(choice),
        };
        let Some(target) = target else {
            return Teaching::Menu(menu.clone());
        };
        match menu.exercise {
            Exercise::WriteFen => Teaching::Write(Box::new(WritePractice {
                target,
                input: String::new(),
                caret: 0,
                result: None,
                menu: menu.clone(),
            })),
            Exercise::BuildPosition => {
                // Building starts from an empty board of the target's game (undoable).
                let mut empty = Position::empty(target.position.variant);
                empty.side_to_move = target.position.side_to_move;
                self.replace_position(empty);
                // Building follows FEN order: it starts where a FEN starts.
                self.set_cursor(crate::tui::app::first_square(empty.variant));
                self.focus_on(Focus::Board);
                self.notice = Notice::Teach(TeachNotice::BoardCleared);
                Teaching::Build(BuildPractice {
                    target,
                    checked: false,
                    menu: menu.clone(),
                })
            }
        }
    }

    /// "Build the position" is the editor with two more keys: Enter checks
    /// (the answer kept), Esc on the board leaves (its layer closes).
    /// `Some(effects)` when `action` was taken.
    pub(crate) fn update_build(
        &mut self,
        build: &mut BuildPractice,
        action: &Action,
    ) -> Option<Vec<Effect>> {
        if *action == Action::Submit {
            build.checked = true;
            let correct = build.is_done(&self.position);
            let (menu, target) = (build.menu.clone(), build.target.clone());
            let fen = self.fen.clone();
            return Some(self.record_answer(&menu, &target, correct, fen));
        }
        None
    }
}

impl App {
    /// Ctrl-O in the practice list: the open dialog, choosing a lesson file
    /// (its lessons replace the list when the runtime has read them).
    pub(crate) fn open_lesson_dialog(&mut self) -> Vec<Effect> {
        let dir = self.lessons_dir();
        self.open(Layer::OpenDialog(
            crate::tui::layers::files::OpenDialog::for_lessons(dir.clone()),
        ));
        vec![Effect::File(crate::tui::layers::files::FileEffect::List(
            dir,
        ))]
    }

    /// The runtime kept an answer (the file as it is now), or could not.
    pub(crate) fn practice_news(&mut self, news: crate::tui::news::PracticeNews) {
        match news {
            crate::tui::news::PracticeNews::Kept(progress) => {
                self.practice.progress = progress;
                self.practice.not_kept = None;
            }
            crate::tui::news::PracticeNews::NotKept(why) => self.practice.not_kept = Some(why),
            crate::tui::news::PracticeNews::Lessons(Ok(set)) => self.take_lessons(set),
            // The dialog stays open: another file may be chosen.
            crate::tui::news::PracticeNews::Lessons(Err(trouble)) => {
                self.notice = Notice::Teach(TeachNotice::LessonsNotRead(trouble));
            }
        }
    }

    /// A lesson file read from the practice list: the dialog closes and the
    /// list shows its lessons, where this learner left them (the progress
    /// is kept per file: each file is a set of its own).
    fn take_lessons(&mut self, set: LessonSet) {
        self.close_all(|l| matches!(l, Layer::OpenDialog(_)));
        let (name, count) = (set.name.clone(), set.lessons.len());
        let menu = self.where_left(set);
        self.practice_set = Some(menu.clone());
        match self.layers.iter_mut().rev().find_map(|l| match l {
            Layer::Teach(teaching) => Some(teaching),
            _ => None,
        }) {
            Some(teaching) => *teaching = Teaching::Menu(menu),
            None => self.open_teaching(&Action::PRACTICE),
        }
        self.notice = Notice::Teach(TeachNotice::LessonsOpened(name, count));
    }

    /// Where the open dialog of lesson files starts: beside the lessons
    /// listed, else where the last dialog was, else here.
    fn lessons_dir(&self) -> std::path::PathBuf {
        let beside = self
            .practice_set
            .as_ref()
            .and_then(|menu| menu.set.as_ref())
            .and_then(|set| set.key.strip_prefix("file:"))
            .and_then(|path| std::path::Path::new(path).parent())
            .filter(|dir| !dir.as_os_str().is_empty())
            .map(std::path::Path::to_path_buf);
        beside
            .or_else(|| self.last_dialog_dir.clone())
            .unwrap_or_else(|| std::path::PathBuf::from("."))
    }

    /// The list of `set`, on the first exercise the learner has not solved.
    fn where_left(&self, set: LessonSet) -> PracticeMenu {
        let mut menu = PracticeMenu::for_set(set);
        let score = menu.score(&self.practice.progress);
        menu.choice = (0..score.total)
            .find(|index| {
                let target = menu.target(&Choice::Teacher(*index));
                !target.is_some_and(|target| {
                    self.practice
                        .progress
                        .record(menu.set_key(), &menu.exercise_key(&target))
                        .is_some_and(|r| r.solved)
                })
            })
            .unwrap_or(0);
        menu
    }

    /// Practice keeps its results in `book`; with `set`, F12 lists the
    /// teacher's lessons (and the list opens now).
    pub fn start_practice(&mut self, book: PracticeBook, set: Option<LessonSet>) {
        self.practice = book;
        if let Some(set) = set {
            // Where the learner left off: the first exercise not yet solved.
            self.practice_set = Some(self.where_left(set));
            if self.teaching().is_none() {
                self.open_teaching(&Action::PRACTICE);
            }
        }
    }
}

//! Teaching in the editor: the walk-through that writes the board's FEN one
//! stretch at a time, the moves view that shows what each move changes in the
//! FEN and why, and the two practice exercises. The teaching data comes from
//! `crate::core::teach`; this module only keeps where the user is in it.

pub mod keys;
pub mod notice;
pub mod state;
pub mod view;

mod move_line;
pub(crate) mod moves;
mod practice;
mod practice_run;
pub mod progress;
mod variations;
mod walk;
pub use move_line::{CHECKPOINT_EVERY, ListedMove, MoveLine, PlayedMove};
pub use moves::{MovesView, OuterLine, default_notation};
pub use notice::{LessonTrouble, TeachNotice};
pub use practice::{
    BUILT_IN_SET, BuildPractice, Choice, Exercise, LessonSet, PracticeMenu, Score, Target,
    WritePractice,
};
pub use progress::{Answer, PracticeBook, Progress, Record};
pub use state::Teaching;
pub use walk::WalkView;

use crate::tui::action::Action;
use crate::tui::app::{App, Effect, Focus, Notice};
use crate::tui::keymap::Context;
use crate::tui::layers::{Canvas, Click, Overlay};
use crate::tui::layers::{Layer, Step};

/// The global keys that pass through a teaching view to the editor and work
/// there as always (the one list: `works_while_teaching` and the view's
/// `handle` both read it).
fn passes_through_teaching(action: &Action) -> bool {
    // The two quits and help, as under a browsing overlay.
    crate::tui::layers::leaves_to_editor(action)
        || matches!(
            action,
            Action::Flip
                | Action::TogglePieceStyle
                | Action::NextBoardTheme
                | Action::ToggleCoordinates
                | Action::SwitchLanguage
                // The analysis panel's keys (the panel itself, when it is
                // open, sits above the view and takes them first).
                | Action::Analysis(_)
                | Action::Open(crate::tui::layers::analysis::NAME)
        )
}

/// Whether a global key's action works in the walk-through, the moves view
/// and the practice screens: those that pass through, and those the view
/// does its own way (copy and paste its text, switch between the views); the
/// others would edit the board under them and are ignored there (help leaves
/// them out too).
pub fn works_while_teaching(action: &Action) -> bool {
    passes_through_teaching(action)
        || matches!(
            *action,
            Action::CopyFen
                | Action::PasteFromClipboard
                | Action::WALK_THROUGH
                | Action::EXPLAIN_MOVES
                | Action::PRACTICE
        )
}

impl App {
    /// The moves played in the moves view up to the one shown, when the
    /// board still shows where they lead (or the moves view is open).
    pub fn move_line(&self) -> Option<&MoveLine> {
        let line = self.move_line.as_ref().filter(|l| l.at() > 0)?;
        let on_screen = matches!(self.teaching(), Some(Teaching::Moves(_)));
        (on_screen || line.position() == &self.position).then_some(line)
    }

    /// The moves view's line, wherever it stands (the start included).
    pub fn move_line_in_view(&self) -> Option<&MoveLine> {
        self.move_line.as_ref()
    }

    /// `FEN moves m1 m2 ...`: the start of the moves played and the moves
    /// (coordinates), as `fen-tui` and `fen-tui explain` read them back.
    pub fn moves_text(&self) -> Option<String> {
        self.move_line().map(MoveLine::text)
    }

    /// Where keys go while a teaching view is open (`None`: the editor's own).
    pub fn teaching_context(&self) -> Option<Context> {
        self.teaching_context_of(self.teaching()?)
    }

    pub(crate) fn teaching_context_of(&self, teaching: &Teaching) -> Option<Context> {
        Some(match teaching {
            Teaching::Walk(_) => Context::Walk,
            Teaching::Moves(_) => Context::Moves,
            Teaching::Menu(_) | Teaching::Summary(_) => keys::PRACTICE_MENU,
            Teaching::Write(_) => Context::WriteFen,
            // Tab still reaches the panels; only the board gets the practice keys.
            Teaching::Build(_) if self.focus == Focus::Board => Context::BuildPosition,
            Teaching::Build(_) => return None,
        })
    }

    /// Open the teaching view `key` opens (from the editor, no view being open).
    pub(crate) fn open_teaching(&mut self, key: &Action) {
        self.focus_on(Focus::Board);
        let teaching = match *key {
            Action::WALK_THROUGH => Teaching::Walk(WalkView::new(&self.position)),
            Action::EXPLAIN_MOVES => {
                let left = self.moves_view_left.take();
                let (line, view) = match (self.move_line.take(), self.moves_played()) {
                    // Back where the moves left the board: carry on with them,
                    // and with the game's comments and variations as left.
                    (Some(line), _) if line.position() == &self.position => {
                        let view = left.map_or_else(MovesView::default, |left| MovesView {
                            input: String::new(),
                            caret: 0,
                            error: None,
                            ..left
                        });
                        (line, view)
                    }
                    // A pasted `FEN moves ...`: its moves, one by one.
                    (_, Some((start, moves))) => (
                        MoveLine::from_moves(start, moves).at_end(),
                        MovesView::default(),
                    ),
                    _ => (MoveLine::new(self.position), MovesView::default()),
                };
                self.move_line = Some(line);
                Teaching::Moves(view)
            }
            // The teacher's lessons, when a file gave some.
            _ => Teaching::Menu(self.practice_menu()),
        };
        self.open(Layer::Teach(teaching));
    }

    /// Close a teaching view. The moves view leaves its position on the board.
    fn leave_teaching(&mut self, teaching: &Teaching) {
        // An engine's line stepped into from the editor was only looked at.
        if let Teaching::Moves(view) = teaching
            && view.back_to_board
        {
            return;
        }
        if let Teaching::Moves(view) = teaching {
            self.moves_view_left = Some(view.clone());
        }
        if let (Teaching::Moves(_), Some(line)) = (teaching, &self.move_line) {
            let (position, at) = (*line.position(), line.at());
            if position != self.position {
                self.replace_position(position);
                self.notice = Notice::Teach(TeachNotice::MovesKept(at));
            }
        }
    }

    /// The teaching view's layer: its own keys, the keys that open a view
    /// (the same key leaves it, another one switches), and the global keys
    /// that work here; the rest would edit the board under it.
    pub(crate) fn handle_teaching(&mut self, teaching: &mut Teaching, action: Action) -> Step {
        let same_view = matches!(
            (&*teaching, &action),
            (Teaching::Walk(_), &Action::WALK_THROUGH)
                | (Teaching::Moves(_), &Action::EXPLAIN_MOVES)
                | (
                    Teaching::Menu(_)
                        | Teaching::Write(_)
                        | Teaching::Build(_)
                        | Teaching::Summary(_),
                    &Action::PRACTICE
                )
        );
        if matches!(
            action,
            Action::WALK_THROUGH | Action::EXPLAIN_MOVES | Action::PRACTICE
        ) {
            self.leave_teaching(teaching);
            let step = Step::consumed().and_close();
            return if same_view {
                step
            } else {
                Step {
                    pass: Some(action),
                    ..step
                }
            };
        }
        if let Teaching::Build(build) = teaching {
            if action == Action::Submit && build.is_done(&self.position) {
                // Built right and checked: Enter goes on to the next exercise.
                *teaching = self.next_exercise(&build.menu.clone());
                return Step::consumed();
            }
            let effects = self.update_build(build, &action);
            return match effects {
                Some(effects) => Step::effects(effects),
                None if action == Action::Escape && self.focus == Focus::Board => {
                    Step::consumed().and_close()
                }
                None => Step::pass(action),
            };
        }
        match action {
            // These work as in the editor.
            action if passes_through_teaching(&action) => Step::pass(action),
            Action::PasteFromClipboard => Step::effects(vec![Effect::PasteRequest]),
            Action::CopyFen => Step::effects(vec![Effect::Copy(self.text_to_copy(teaching))]),
            // Esc in an answer (or the summary) goes back to the list it was chosen from.
            Action::Escape if matches!(teaching, Teaching::Write(_) | Teaching::Summary(_)) => {
                match &*teaching {
                    Teaching::Write(write) => *teaching = Teaching::Menu(write.menu.clone()),
                    Teaching::Summary(menu) => *teaching = Teaching::Menu(menu.clone()),
                    _ => {}
                }
                Step::consumed()
            }
            // Out of an engine's line stepped into: back to the line left.
            Action::Escape if matches!(teaching, Teaching::Moves(view) if !view.outer.is_empty()) =>
            {
                if let Teaching::Moves(view) = teaching
                    && let Some(outer) = view.outer.pop()
                {
                    self.move_line = Some(outer.line());
                    self.notice =
                        Notice::Line(crate::tui::layers::analysis::lines::LineNotice::SteppedOut);
                }
                Step::consumed()
            }
            // A teacher's lesson file, chosen in the open dialog (its lessons
            // replace the list when the runtime has read them).
            // A teacher's lesson file: the stack opens its dialog by name
            // (`OPENED_BY_NAME`); its lessons replace the list once read.
            Action::Open(keys::LESSON_FILE)
                if matches!(teaching, Teaching::Menu(_) | Teaching::Summary(_)) =>
            {
                Step::pass(action)
            }
            Action::Submit if matches!(teaching, Teaching::Summary(_)) => {
                if let Teaching::Summary(menu) = &*teaching {
                    *teaching = Teaching::Menu(menu.clone());
                }
                Step::consumed()
            }
            // A right answer: Enter again goes on to the next exercise.
            Action::Submit if matches!(teaching, Teaching::Write(w) if w.is_done()) => {
                if let Teaching::Write(write) = &*teaching {
                    *teaching = self.next_exercise(&write.menu.clone());
                }
                Step::consumed()
            }
            Action::Submit if matches!(teaching, Teaching::Write(_)) => {
                let Teaching::Write(write) = teaching else {
                    return Step::consumed();
                };
                write.update(&action);
                let correct = write.result == Some(crate::core::teach::FenAttempt::Correct);
                let answer = write.input.clone();
                let (menu, target) = (write.menu.clone(), write.target.clone());
                Step::effects(self.record_answer(&menu, &target, correct, answer))
            }
            Action::Escape => {
                self.leave_teaching(teaching);
                Step::consumed().and_close()
            }
            Action::Submit if matches!(teaching, Teaching::Menu(_)) => {
                if let Teaching::Menu(menu) = &*teaching {
                    *teaching = self.start_exercise(menu);
                }
                Step::consumed()
            }
            _ => {
                match teaching {
                    Teaching::Walk(walk) => walk.update(&action),
                    Teaching::Moves(view) if matches!(action, Action::CycleNotation) => {
                        let variant = self.position().variant;
                        view.cycle_notation(self.lang, variant);
                    }
                    Teaching::Moves(view) => {
                        if let Some(line) = self.move_line.as_mut() {
                            view.update(line, &action);
                        }
                    }
                    Teaching::Menu(menu) => menu.update(&action),
                    Teaching::Write(write) => write.update(&action),
                    Teaching::Build(_) | Teaching::Summary(_) => {}
                }
                Step::consumed()
            }
        }
    }

    /// Ctrl-C in the moves view copies the moves with their start; in the
    /// other views, the FEN of the board shown.
    fn text_to_copy(&self, teaching: &Teaching) -> String {
        match teaching {
            // The start alone while no move is shown.
            Teaching::Moves(_) => self
                .move_line
                .as_ref()
                .map_or_else(|| self.fen.clone(), MoveLine::text),
            Teaching::Write(write) => write.target.fen(),
            _ => self.fen.clone(),
        }
    }
}

impl Overlay for Teaching {
    fn context(&self, app: &App) -> Option<Context> {
        app.teaching_context_of(self)
    }
    fn handle(&mut self, app: &mut App, action: Action) -> Step {
        app.handle_teaching(self, action)
    }
    fn draw(&self, canvas: &mut Canvas<'_, '_>) {
        view::draw(self, canvas)
    }
    // Building a position leaves the mouse to the board; the other views take none.
    fn click(&self, _: Click<'_, '_>) -> Option<Option<Action>> {
        None
    }
    fn covers_screen(&self) -> bool {
        !matches!(self, Teaching::Build(_))
    }
    // The views with a screen of their own ignore what would edit the board.
    fn ignores(&self, action: &Action) -> bool {
        self.covers_screen() && !works_while_teaching(action)
    }
    fn leaves_board_to_mouse(&self) -> bool {
        !self.covers_screen()
    }
}

#[cfg(test)]
mod tests;

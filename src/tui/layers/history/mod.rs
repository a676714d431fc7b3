//! The undo history as a list: every undo step's FEN, newest first; Enter
//! puts the highlighted one back on the board as a new undo step (so Ctrl-Z
//! returns to where you were), Esc leaves the board as it is.

pub mod keys;
pub mod state;
pub mod view;

use crate::core::fen::write_fen_with;
use crate::tui::action::Action;
use crate::tui::app::{App, Effect};
use crate::tui::keymap::Context;
use crate::tui::layers::list::moved;
use crate::tui::layers::{Canvas, Layer, Overlay, Step};
pub use state::{NAME, UndoHistory};

impl App {
    /// Open the list on the undo steps there are now.
    pub(crate) fn open_history(&mut self) -> Vec<Effect> {
        let (undo, _) = self.history.newest_steps(usize::MAX);
        let steps = undo
            .into_iter()
            .rev()
            .map(|step| {
                let text = step
                    .draft
                    .clone()
                    .unwrap_or_else(|| write_fen_with(&step.position, self.notation));
                (text, step)
            })
            .collect();
        self.open(Layer::History(UndoHistory { steps, selected: 0 }));
        Vec::new()
    }
}

impl UndoHistory {
    fn handle(&mut self, app: &mut App, action: Action) -> Step {
        match action {
            Action::Escape | Action::Open(NAME) => Step::consumed().and_close(),
            Action::Submit | Action::Activate => match self.steps.get(self.selected) {
                Some((_, step)) => {
                    // A new step: what is on the board now stays one Ctrl-Z away.
                    app.history.record(app.snapshot());
                    app.restore(step.clone());
                    Step::consumed().and_close()
                }
                None => Step::consumed(),
            },
            Action::Move(_) | Action::TopRank | Action::BottomRank | Action::Home | Action::End => {
                self.selected = moved(self.selected, self.steps.len(), &action);
                Step::consumed()
            }
            action if crate::tui::layers::leaves_to_editor(&action) => Step::pass(action),
            _ => Step::consumed(),
        }
    }
}

impl Overlay for UndoHistory {
    fn context(&self, _: &App) -> Option<Context> {
        Some(keys::CONTEXT)
    }
    fn handle(&mut self, app: &mut App, action: Action) -> Step {
        UndoHistory::handle(self, app, action)
    }
    fn draw(&self, canvas: &mut Canvas<'_, '_>) {
        view::render(canvas.screen, self, canvas.area, canvas.buf)
    }
    fn wheel(&self, down: bool) -> Option<Action> {
        Some(crate::tui::layers::list::wheel(down))
    }
}

#[cfg(test)]
mod tests;

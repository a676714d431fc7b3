//! Quitting: the final FEN goes to stdout, unless the user quits without
//! printing. Text in the FEN field that does not read, and edits not saved
//! to the open file, are never dropped silently: quitting then asks first
//! (the quit-confirmation layer).

pub mod keys;
pub mod state;
pub mod view;

#[cfg(test)]
mod tests;

use crate::tui::action::Action;
use crate::tui::app::{App, Effect, Focus};
use crate::tui::keymap::Context;
use crate::tui::layers::{Canvas, Overlay};
use crate::tui::layers::{Layer, Step};
pub use state::{Quit, QuitConfirm};

impl App {
    /// How the user quit, once they have.
    pub fn quit(&self) -> Option<Quit> {
        self.quit
    }

    pub fn is_quitting(&self) -> bool {
        self.quit.is_some()
    }

    /// Quit asked from the editor: ask first when the field's text would be lost.
    pub(crate) fn ask_to_quit(&mut self, how: Quit) -> Vec<Effect> {
        let unread_draft =
            how == Quit::Print && self.field.draft.is_some() && !self.field.errors.is_empty();
        let unsaved_file = self.file_modified();
        if unread_draft || unsaved_file {
            self.open(Layer::QuitConfirm(QuitConfirm {
                unread_draft,
                unsaved_file,
            }));
            return Vec::new();
        }
        self.quit_now(how)
    }

    fn quit_now(&mut self, how: Quit) -> Vec<Effect> {
        self.quit = Some(how);
        vec![Effect::Quit]
    }

    /// Back to the field, quit anyway, or quit without printing.
    pub(crate) fn handle_quit_confirm(
        &mut self,
        confirm: &mut QuitConfirm,
        action: Action,
    ) -> Step {
        match action {
            Action::Escape | Action::Commit | Action::Activate => {
                if confirm.unread_draft {
                    self.focus_on(Focus::FenField);
                }
                Step::consumed().and_close()
            }
            // Save first, then quit again.
            Action::Save => Step::effects(self.save()).and_close(),
            Action::QuitAnyway => Step::effects(self.quit_now(Quit::Print)).and_close(),
            Action::QuitWithoutPrinting => {
                Step::effects(self.quit_now(Quit::WithoutPrinting)).and_close()
            }
            _ => Step::consumed(),
        }
    }
}

impl Overlay for QuitConfirm {
    fn context(&self, _: &App) -> Option<Context> {
        Some(keys::CONTEXT)
    }
    fn handle(&mut self, app: &mut App, action: Action) -> Step {
        app.handle_quit_confirm(self, action)
    }
    fn draw(&self, canvas: &mut Canvas<'_, '_>) {
        view::render_quit_confirm(canvas.screen, canvas.area, canvas.buf)
    }
    fn hint_id(&self, id: &'static str) -> &'static str {
        view::quit_key_text(id, *self)
    }
}

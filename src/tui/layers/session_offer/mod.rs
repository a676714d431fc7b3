//! The prompt offering back a session that did not end with a quit: it takes
//! every key until answered; quitting leaves it unanswered (and open, so the
//! session stays on offer).

pub mod keys;
pub mod view;

use crate::tui::action::{Action, SessionAction};
use crate::tui::app::{App, Notice};
use crate::tui::keymap::Context;
use crate::tui::layers::Step;
use crate::tui::layers::{Canvas, Overlay};
use crate::tui::runtime::session::SavedSession;

impl App {
    /// The restore prompt takes every key until answered; quitting leaves it
    /// unanswered (and open, so the session stays on offer).
    pub(crate) fn handle_session_offer(&mut self, saved: &SavedSession, action: Action) -> Step {
        match action {
            Action::Session(SessionAction::Restore) => {
                self.restore_session(saved.clone());
                self.answered_offer()
            }
            Action::Session(SessionAction::Discard) => {
                // The discarded session must not be offered again.
                self.history.touch();
                self.notice = Notice::SessionDiscarded;
                self.answered_offer()
            }
            // The file named on the command line waits for the answer.
            Action::OpenPath(path) => {
                self.open_after_offer = Some(path);
                Step::consumed()
            }
            Action::Quit | Action::QuitWithoutPrinting => Step::pass(action),
            _ => Step::consumed(),
        }
    }

    /// The prompt closes; a file named on the command line opens now.
    fn answered_offer(&mut self) -> Step {
        Step {
            pass: self.open_after_offer.take().map(Action::OpenPath),
            ..Step::consumed().and_close()
        }
    }
}

impl Overlay for SavedSession {
    fn context(&self, _: &App) -> Option<Context> {
        Some(keys::CONTEXT)
    }
    fn handle(&mut self, app: &mut App, action: Action) -> Step {
        app.handle_session_offer(self, action)
    }
    fn draw(&self, canvas: &mut Canvas<'_, '_>) {
        let screen = canvas.screen;
        view::render_session_prompt(
            screen.app,
            screen.loc,
            screen.styles,
            canvas.area,
            canvas.buf,
        )
    }
}

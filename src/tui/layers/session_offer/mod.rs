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
                Step::consumed().and_close()
            }
            Action::Session(SessionAction::Discard) => {
                // The discarded session must not be offered again.
                self.history.touch();
                self.notice = Notice::SessionDiscarded;
                Step::consumed().and_close()
            }
            Action::Quit | Action::QuitWithoutPrinting => Step::pass(action),
            _ => Step::consumed(),
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

//! The editor's side of "nothing lost": what goes into the session file, the
//! prompt that offers back a session that did not end with a quit, and
//! restoring one. The file itself is the runtime's business (`tui::session`).

use super::history::History;
use super::{App, Focus, Notice};
use crate::tui::action::{Action, SessionAction};
use crate::tui::session::{STEPS_KEPT, SavedSession};

impl App {
    /// Moves whenever something worth saving changes (an edit, undo, redo, a
    /// restored or discarded session): the runtime saves when it moves.
    pub fn revision(&self) -> u64 {
        self.history.changes()
    }

    /// What the session file keeps: the position, the FEN field's draft and
    /// the newest undo and redo steps.
    pub fn session(&self) -> SavedSession {
        let (undo, redo) = self.history.newest_steps(STEPS_KEPT);
        SavedSession {
            current: self.snapshot(),
            undo: undo.to_vec(),
            redo: redo.to_vec(),
            // The editor plays no moves yet; the file has room for them.
            moves: Vec::new(),
            ended_cleanly: false,
            saved_at: 0,
        }
    }

    /// The session the prompt offers, while it is open.
    pub fn session_offer(&self) -> Option<&SavedSession> {
        self.session_offer.as_deref()
    }

    /// Session actions; while the prompt is open, every other action but quit
    /// is swallowed. Returns the action when it is for the rest of `update`.
    pub(super) fn update_session(&mut self, action: Action) -> Option<Action> {
        let session = match action {
            Action::Session(session) => session,
            Action::Quit => return Some(Action::Quit),
            other if self.session_offer.is_none() => return Some(other),
            _ => return None,
        };
        match session {
            SessionAction::Offer(saved) => self.session_offer = Some(saved),
            SessionAction::Resume(saved) => self.restore_session(*saved),
            SessionAction::NothingToResume => self.notice = Notice::NothingToResume,
            SessionAction::Restore => {
                if let Some(saved) = self.session_offer.take() {
                    self.restore_session(*saved);
                }
            }
            SessionAction::Discard => {
                if self.session_offer.take().is_some() {
                    // The discarded session must not be offered again.
                    self.history.touch();
                    self.notice = Notice::SessionDiscarded;
                }
            }
            SessionAction::Unreadable { code, detail } => {
                self.notice = Notice::SessionUnreadable { code, detail }
            }
            SessionAction::NotSaved(detail) => self.notice = Notice::SessionNotSaved(detail),
        }
        None
    }

    fn restore_session(&mut self, saved: SavedSession) {
        let changes = self.history.changes() + 1;
        self.history = History::with_steps(saved.undo, saved.redo, changes);
        self.restore(saved.current);
        self.focus = Focus::Board;
        self.field.caret = self.field_text().chars().count();
        self.help_open = false;
        self.notice = Notice::SessionRestored;
    }
}

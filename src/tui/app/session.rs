//! The editor's side of "nothing lost": what goes into the session file, the
//! prompt that offers back a session that did not end with a quit, and
//! restoring one. The file itself is the runtime's business (`tui::runtime::session`).

use super::history::History;
use super::{App, Focus, Notice};
use crate::core::fen::write_fen;
use crate::tui::layers::Layer;
use crate::tui::news::SessionNews;
use crate::tui::reading::read_text;
use crate::tui::runtime::session::{STEPS_KEPT, SavedMoves, SavedSession};

impl App {
    /// Moves whenever something worth saving changes (an edit, undo, redo, a
    /// restored or discarded session): the runtime saves when it moves.
    pub fn revision(&self) -> u64 {
        self.history.changes()
    }

    /// What the session file keeps: the position, the FEN field's draft, the
    /// newest undo and redo steps, and the moves that led to the position.
    pub fn session(&self) -> SavedSession {
        let (undo, redo) = self.history.newest_steps(STEPS_KEPT);
        SavedSession {
            current: self.snapshot(),
            undo,
            redo,
            moves: self.moves_played().map(|(start, moves)| SavedMoves {
                start,
                played: moves.iter().map(|m| m.coordinates(start.variant)).collect(),
            }),
            ended_cleanly: false,
            saved_at: 0,
            pid: None,
        }
    }

    /// The session file's news: a session to offer or restore, or trouble.
    pub(crate) fn session_news(&mut self, session: SessionNews) {
        match session {
            SessionNews::Offer(saved, place) => {
                self.offer_place = place;
                self.open(Layer::SessionOffer(saved))
            }
            SessionNews::Resume(saved) => self.restore_session(*saved),
            SessionNews::NothingToResume => self.notice = Notice::NothingToResume,
            SessionNews::Unreadable { code, detail } => {
                self.notice = Notice::SessionUnreadable { code, detail }
            }
            SessionNews::NotSaved(detail) => self.notice = Notice::SessionNotSaved(detail),
            SessionNews::InUse(pid) => self.notice = Notice::SessionInUse(pid),
        }
    }

    pub(crate) fn restore_session(&mut self, saved: SavedSession) {
        let changes = self.history.changes() + 1;
        self.history = History::with_steps(saved.undo, saved.redo, changes);
        self.restore(saved.current);
        self.restore_moves(saved.moves);
        self.focus = Focus::Board;
        self.field.caret = self.field_text().chars().count();
        self.close_all(|l| matches!(l, Layer::Help(_)));
        self.notice = Notice::SessionRestored;
        self.restored = true;
    }

    /// Play the saved moves again, as the text they came from would; they are
    /// kept only if they still lead to the restored position.
    fn restore_moves(&mut self, moves: Option<SavedMoves>) {
        let text = moves.map(|moves| {
            format!(
                "{} moves {}",
                write_fen(&moves.start),
                moves.played.join(" ")
            )
        });
        let reading = text
            .as_deref()
            .map(|text| read_text(text, self.variant()))
            .filter(|reading| reading.position == Some(self.position))
            .unwrap_or_default();
        self.remember_moves(&reading);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Position;
    use crate::core::fen::{ReadOptions, read_fen};
    use crate::tui::action::{Action, SessionAction};
    use crate::tui::news::News;
    use crate::tui::runtime::session::{decode, encode};

    const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    fn position(fen: &str) -> Position {
        read_fen(fen, ReadOptions::strict()).unwrap().position
    }

    /// An edited session: empty board, a king typed on a8, then the FEN field
    /// left with an unreadable draft.
    fn edited() -> App {
        let mut app = App::new(position(START));
        app.update(Action::EmptyBoard);
        app.update(Action::Type('k'));
        app.update(Action::Paste("not a fen".to_string()));
        app
    }

    fn offered(saved: SavedSession) -> App {
        let mut app = App::new(position(START));
        app.hear(News::Session(SessionNews::Offer(
            Box::new(saved),
            crate::tui::runtime::session::OfferPlace::ONLY,
        )));
        app
    }

    #[test]
    fn every_edit_undo_and_redo_moves_the_revision() {
        let mut app = App::new(position(START));
        let mut last = app.revision();
        for action in [
            Action::EmptyBoard,
            Action::Type('K'),
            Action::Undo,
            Action::Redo,
        ] {
            app.update(action.clone());
            assert!(app.revision() > last, "{action:?}");
            last = app.revision();
        }
        // Looking around changes nothing worth saving.
        for action in [Action::Flip, Action::FocusNext, Action::HELP] {
            app.update(action);
        }
        assert_eq!(app.revision(), last);
    }

    #[test]
    fn a_resumed_session_is_the_same_position_draft_and_history() {
        let before = edited();
        // Through the file format, as after a crash.
        let saved = decode(&encode(&before.session())).unwrap();
        let mut app = App::new(position(START));
        app.hear(News::Session(SessionNews::Resume(Box::new(saved))));
        assert_eq!(app.fen(), before.fen());
        assert_eq!(app.fen(), "k7/8/8/8/8/8/8/8 w - - 0 1");
        assert_eq!(app.field_text(), "not a fen");
        assert_eq!(app.notice(), &Notice::SessionRestored);
        // The undo steps came along: paste, king, empty board, then nothing.
        app.update(Action::Undo);
        assert_eq!(app.field_text(), "k7/8/8/8/8/8/8/8 w - - 0 1");
        app.update(Action::Undo);
        app.update(Action::Undo);
        assert_eq!(app.fen(), START);
        app.update(Action::Undo);
        assert_eq!(app.notice(), &Notice::NothingToUndo);
    }

    #[test]
    fn the_moves_that_led_to_the_position_come_back_too() {
        let mut before = App::new(position(START));
        before.update(Action::Paste(
            "position startpos moves e2e4 e7e5".to_string(),
        ));
        let saved = decode(&encode(&before.session())).unwrap();
        let played = &saved.moves.as_ref().unwrap().played;
        assert_eq!(played, &["e2e4", "e7e5"]);
        let mut app = App::new(position(START));
        app.hear(News::Session(SessionNews::Resume(Box::new(saved))));
        assert_eq!(app.fen(), before.fen());
        assert_eq!(app.moves_played(), before.moves_played());
        assert!(app.moves_played().is_some());

        // Moves that do not lead to the saved position are dropped.
        let mut wrong = before.session();
        wrong.moves.as_mut().unwrap().played.pop();
        let mut app = App::new(position(START));
        app.hear(News::Session(SessionNews::Resume(Box::new(wrong))));
        assert_eq!(app.fen(), before.fen());
        assert_eq!(app.moves_played(), None);
        // An edit makes them stale, and they are not saved.
        before.update(Action::Type('Q'));
        assert_eq!(before.session().moves, None);
    }

    #[test]
    fn the_prompt_takes_every_key_until_answered() {
        let mut app = offered(edited().session());
        assert!(app.session_offer().is_some());
        let revision = app.revision();
        for action in [
            Action::Type('K'),
            Action::EmptyBoard,
            Action::Paste("8/8/8/8/8/8/8/8 w - - 0 1".to_string()),
            Action::HELP,
        ] {
            app.update(action);
        }
        assert_eq!(app.fen(), START);
        assert!(!app.help_open());
        assert_eq!(app.revision(), revision);
        app.update(Action::Session(SessionAction::Restore));
        assert!(app.session_offer().is_none());
        assert_eq!(app.fen(), "k7/8/8/8/8/8/8/8 w - - 0 1");
        assert!(app.revision() > revision, "the restored session is saved");
    }

    #[test]
    fn discarding_keeps_the_fresh_start_and_is_saved() {
        let mut app = offered(edited().session());
        let revision = app.revision();
        app.update(Action::Session(SessionAction::Discard));
        assert!(app.session_offer().is_none());
        assert_eq!(app.fen(), START);
        assert_eq!(app.notice(), &Notice::SessionDiscarded);
        assert!(app.revision() > revision);
        app.update(Action::Undo);
        assert_eq!(app.notice(), &Notice::NothingToUndo);
    }

    #[test]
    fn quit_works_at_the_prompt_and_leaves_it_unanswered() {
        let mut app = offered(edited().session());
        assert_eq!(
            app.update(Action::Quit),
            vec![crate::tui::app::Effect::Quit]
        );
        assert!(app.is_quitting());
        assert!(app.session_offer().is_some());
    }

    #[test]
    fn the_file_keeps_only_the_newest_steps() {
        let mut app = App::new(position(START));
        for _ in 0..(STEPS_KEPT + 50) {
            app.update(Action::ToggleSideToMove);
        }
        app.update(Action::Undo);
        let saved = app.session();
        assert_eq!(saved.undo.len(), STEPS_KEPT);
        assert_eq!(saved.redo.len(), 1);
        // The newest undo step is the one before the current position.
        assert_ne!(saved.undo[STEPS_KEPT - 1].position, saved.current.position);
        assert_eq!(
            saved.redo[0].position.side_to_move,
            saved.current.position.side_to_move.other()
        );
    }
}

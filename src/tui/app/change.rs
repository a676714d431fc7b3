//! The one way the position changes: `change` makes one undoable step (the
//! castling rights following the board, the state before kept in the undo
//! history, `history.rs`), and `position_changed` works out again what
//! follows from the position — the FEN, the rules' verdict, the panel's
//! choices. Undo and redo put a kept state back.

use super::controls::en_passant_choices;
use super::history::Snapshot;
use super::{App, Focus, Notice, first_square};
use crate::core::fen::write_fen_with;
use crate::core::rules::chess::allowed_rights;
use crate::core::{Position, Variant};
use crate::tui::reading::{Verdict, read_text};

impl App {
    pub(crate) fn snapshot(&self) -> Snapshot {
        Snapshot {
            position: self.position,
            draft: self.field.draft.clone(),
        }
    }

    pub(crate) fn restore(&mut self, snapshot: Snapshot) {
        self.position = snapshot.position;
        self.castling_wish = self.position.castling;
        self.position_changed();
        self.field.errors.clear();
        self.field.warnings.clear();
        if let Some(draft) = &snapshot.draft {
            let reading = read_text(draft, self.variant());
            self.field.errors = reading.errors;
            self.field.warnings = reading.warnings;
        }
        self.field.draft = snapshot.draft;
        self.field.caret = self.field.caret.min(self.field_text().chars().count());
    }

    /// One undoable change to the position; the FEN field shows the new canonical FEN.
    pub(crate) fn change(&mut self, edit: impl FnOnce(&mut Position)) {
        let mut next = self.position;
        edit(&mut next);
        self.follow_board(&mut next);
        if next == self.position {
            return;
        }
        self.history.record(self.snapshot());
        self.position = next;
        self.field.draft = None;
        self.field.errors.clear();
        self.field.warnings.clear();
        self.position_changed();
    }

    pub(crate) fn replace_position(&mut self, position: Position) {
        self.change(|p| *p = position);
    }

    pub(crate) fn undo(&mut self) {
        match self.history.undo(self.snapshot()) {
            Some(previous) => {
                self.restore(previous);
                self.notice = Notice::Undone;
            }
            None => self.notice = Notice::NothingToUndo,
        }
    }

    pub(crate) fn redo(&mut self) {
        match self.history.redo(self.snapshot()) {
            Some(next) => {
                self.restore(next);
                self.notice = Notice::Redone;
            }
            None => self.notice = Notice::NothingToRedo,
        }
    }

    /// Before a change is kept: rights set by the change become the panel's
    /// wish; a change to the board (or the mode) leaves the FEN the wished
    /// rights the new board allows. Xiangqi has no castling.
    fn follow_board(&mut self, next: &mut Position) {
        if next.variant != Variant::Chess {
            return;
        }
        if next.castling != self.position.castling {
            self.castling_wish = next.castling;
        } else if next.board != self.position.board || next.chess960 != self.position.chess960 {
            next.castling = allowed_rights(next, self.castling_wish);
        }
    }

    /// Recompute what follows from the position: the FEN and the rules' verdict.
    pub(crate) fn position_changed(&mut self) {
        self.fen = write_fen_with(&self.position, self.notation);
        self.verdict = Verdict::of(&self.position);
        if !self.cursor.is_on(self.position.variant) {
            self.set_cursor(first_square(self.position.variant));
        }
        if !self.focus.exists_in(self.position.variant) {
            self.focus = Focus::Board;
        }
        let choices = en_passant_choices(&self.position);
        self.en_passant_choice = choices
            .iter()
            .position(|c| *c == self.position.en_passant)
            .unwrap_or(0);
    }
}

//! Keys in the FEN field: caret moves and edits, each read again at once.

use super::App;
use super::fen_field::{FieldKey, field_key};
use crate::tui::action::Action;
use crate::tui::reading::read_text;

impl App {
    pub(crate) fn in_field(&mut self, action: Action) {
        // A paste is read as a whole (a FEN, a link, a game), never typed in.
        if matches!(action, Action::Paste(_)) {
            return;
        }
        let mut text = self.field_text().to_string();
        let mut caret = self.field.caret;
        match field_key(&mut text, &mut caret, &action) {
            FieldKey::Moved => self.field.caret = caret,
            FieldKey::Edited => self.edit_field(|t, c| (*t, *c) = (text, caret)),
            FieldKey::Other => {}
        }
    }

    /// One undoable edit of the field's text, read again at once.
    pub(crate) fn edit_field(&mut self, edit: impl FnOnce(&mut String, &mut usize)) {
        let mut text = self.field_text().to_string();
        let mut caret = self.field.caret.min(text.chars().count());
        edit(&mut text, &mut caret);
        if text == self.field_text() {
            // A caret move (Ctrl-A, a word left): only the caret changes.
            self.field.caret = caret;
            return;
        }
        if text.len() > crate::core::fen::MAX_INPUT_BYTES {
            // Typing past what a session can keep: refused, text and caret as they were.
            self.refuse_too_long(text.len());
            return;
        }
        self.field.caret = caret;
        self.history.record(self.snapshot());
        let reading = read_text(&text, self.variant());
        self.field.errors = reading.errors;
        self.field.warnings = reading.warnings;
        if let Some(position) = reading.position {
            self.position = position;
            self.position_changed();
        }
        self.field.draft = Some(text);
    }
}

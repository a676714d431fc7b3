//! Keys in the FEN field: caret moves and edits, each read again at once.

use super::App;
use super::fen_field::{apply_edit, erase_back, erase_here, insert};
use crate::tui::action::{Action, Direction};
use crate::tui::reading::read_text;

impl App {
    pub(crate) fn in_field(&mut self, action: Action) {
        let length = self.field_text().chars().count();
        let caret = self.field.caret.min(length);
        match action {
            Action::Move(Direction::Left) => self.field.caret = caret.saturating_sub(1),
            Action::Move(Direction::Right) => self.field.caret = (caret + 1).min(length),
            Action::Home => self.field.caret = 0,
            Action::End => self.field.caret = length,
            Action::Type(c) => {
                self.edit_field(|text, caret| insert(text, caret, c.encode_utf8(&mut [0; 4])))
            }
            Action::EraseBack => self.edit_field(erase_back),
            Action::Edit(edit) => self.edit_field(|text, caret| apply_edit(text, caret, edit)),
            Action::EraseHere => self.edit_field(|text, caret| erase_here(text, *caret)),
            _ => {}
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

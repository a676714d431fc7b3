//! A text loaded onto the board: a paste (into the FEN field it is typing),
//! a game, a file's line, the command line's text. The board follows when it
//! reads; when it does not, the text stays in the FEN field with its errors.

use super::fen_field::insert;
use super::{App, Focus, Notice, first_square};
use crate::core::fen::MAX_INPUT_BYTES;
use crate::core::{Diagnostic, Position};
use crate::tui::reading::{read_pasted, read_text};

impl App {
    /// The FEN field holds no more than `MAX_INPUT_BYTES`, what a session
    /// file keeps of a draft (it reads no longer one back).
    pub(crate) fn refuse_too_long(&mut self, bytes: usize) {
        self.notice = Notice::Refused(
            Diagnostic::error("input-too-long")
                .arg("bytes", bytes)
                .arg("limit", MAX_INPUT_BYTES),
        );
    }

    /// A paste into the FEN field is typing; anywhere else it loads the text.
    pub(crate) fn paste(&mut self, text: &str) {
        // Nothing that long is a position; refusing it keeps every keystroke quick.
        if text.len() + self.field_text().len() > MAX_INPUT_BYTES {
            self.refuse_too_long(text.len());
            return;
        }
        if self.focus == Focus::FenField {
            self.edit_field(|field, caret| insert(field, caret, text));
            return;
        }
        self.history.record(self.snapshot());
        self.load_text(text);
        self.position_replaced();
    }

    /// Read `text`: the board follows when it reads; when it does not, the text
    /// stays in the FEN field with its errors and the board keeps its position.
    pub(crate) fn load_text(&mut self, text: &str) {
        // The field (and so a session, which keeps its draft) holds at most
        // MAX_INPUT_BYTES: a longer text is no position and is not loaded.
        if text.len() > MAX_INPUT_BYTES {
            self.refuse_too_long(text.len());
            return;
        }
        // The callers that read a file's line or the command line say so after.
        self.field.read_from = crate::tui::app::fen_field::ReadFrom::Pasted;
        let reading = read_pasted(text, self.variant());
        if reading.game {
            return self.load_game(reading);
        }
        self.remember_moves(&reading);
        match reading.position {
            Some(position) => {
                self.take_position(position, reading.warnings);
                self.notice = Notice::Pasted {
                    warnings: self.field.warnings.len(),
                };
            }
            None => {
                self.notice = Notice::PasteUnreadable {
                    errors: reading.errors.len(),
                };
                // The field shows the whole text, so its columns must be the whole text's.
                let reading = read_text(text, self.variant());
                self.field.draft = Some(text.to_string());
                self.field.caret = text.chars().count();
                self.field.errors = reading.errors;
                self.field.warnings = reading.warnings;
            }
        }
    }

    /// A game (PGN, moves over lines) is never FEN text: the board takes the
    /// position it reached, the Problems panel the game reader's words about
    /// the move that stopped it (said there only), or the status line why
    /// nothing could be read.
    fn load_game(&mut self, reading: crate::tui::reading::Reading) {
        let problem = reading.errors.first().cloned();
        let Some(position) = reading.position else {
            self.notice = problem.map_or(
                Notice::PasteUnreadable { errors: 0 },
                Notice::GameUnreadable,
            );
            return;
        };
        self.remember_moves(&reading);
        // The problems panel lists them in full, with their line and column.
        let mut warnings = reading.warnings;
        warnings.extend(reading.errors);
        self.take_position(position, warnings);
        self.notice = match problem {
            Some(_) => Notice::GameStopped,
            None => Notice::Pasted {
                warnings: self.field.warnings.len(),
            },
        };
    }

    /// The board takes a position read from a text; the field shows its FEN.
    pub(crate) fn take_position(&mut self, position: Position, warnings: Vec<Diagnostic>) {
        let variant_changed = position.variant != self.variant();
        self.position = position;
        self.castling_wish = position.castling;
        self.field.draft = None;
        self.field.errors.clear();
        self.field.warnings = warnings;
        // Another position's problems are read from their first.
        self.problems_from = 0;
        if variant_changed {
            self.set_cursor(first_square(position.variant));
        }
        self.position_changed();
    }
}

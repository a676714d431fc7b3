//! `App::update`: every action's effect on the state, by where the focus is.

use super::controls::sensible_en_passant;
use super::fen_field::insert;
use super::history::Snapshot;
use super::{App, Effect, Focus, Notice, PieceStyle, first_square};
use crate::core::Diagnostic;
use crate::core::fen::{MAX_INPUT_BYTES, ReadOptions, read_fen};
use crate::core::{Position, Square, Variant};
use crate::tui::action::{Action, Control};
use crate::tui::reading::{read_pasted, read_text};

impl App {
    /// An action that no layer took: the editor's own keys, by where the focus is.
    pub(crate) fn update_editor(&mut self, action: Action) -> Vec<Effect> {
        let action = match self.update_palette(action) {
            Ok(()) => return Vec::new(),
            Err(action) => action,
        };
        // The keys that open an overlay (or ask to quit): the layers' own.
        let action = match self.open_overlay(action) {
            Ok(effects) => return effects,
            Err(action) => action,
        };
        match action {
            // The runtime answers with how the copy went.
            Action::CopyFen => return vec![Effect::Copy(self.fen.clone())],
            Action::PasteFromClipboard => return vec![Effect::PasteRequest],
            Action::Paste(text) => self.paste(&text),
            Action::Undo => self.undo(),
            Action::Redo => self.redo(),
            Action::Escape => self.escape(),
            Action::FocusNext => self.move_focus(true),
            Action::FocusPrevious => self.move_focus(false),
            Action::Flip => {
                self.flipped = !self.flipped;
                self.notice = Notice::Flipped;
            }
            Action::StartPosition => {
                self.start_over(start_position(self.variant()));
                self.notice = Notice::StartPosition;
                self.position_replaced();
            }
            Action::EmptyBoard => {
                // The panel keeps its castling rights for the pieces to come.
                let mut empty = Position::empty(self.variant());
                empty.castling = self.position.castling;
                empty.chess960 = self.position.chess960;
                self.start_over(empty);
                self.notice = Notice::EmptyBoard;
                self.position_replaced();
            }
            Action::SwitchVariant => {
                let other = match self.variant() {
                    Variant::Chess => Variant::Xiangqi,
                    Variant::Xiangqi => Variant::Chess,
                };
                self.replace_position(start_position(other));
                self.set_cursor(first_square(other));
                self.notice = Notice::VariantSwitched;
                self.position_replaced();
            }
            Action::ToggleSideToMove => self.toggle_side(),
            Action::TogglePieceStyle => {
                self.piece_style = match self.piece_style {
                    PieceStyle::Letters => PieceStyle::Glyphs,
                    PieceStyle::Glyphs => PieceStyle::Letters,
                };
                self.notice = Notice::PieceStyleChanged;
            }
            Action::NextBoardTheme => self.next_board_theme(),
            Action::ToggleCoordinates => self.toggle_coordinates(),
            Action::ClickSquare(square) => self.click_square(square),
            Action::ClickControl(control) => self.click_control(control),
            Action::BoardTool(tool) => self.board_tool(tool),
            Action::Commit => self.leave_field(Focus::Board),
            // Not placed by the screen: the panel is not drawn, nothing scrolls.
            Action::ScrollProblems(_) => {}
            Action::ShowProblemsFrom(first) => self.show_problems_from(first),
            // The prompt's answers, with no prompt open: nothing to answer.
            Action::Session(_) => {}
            Action::SwitchLanguage => self.switch_language(),
            other => match self.focus {
                Focus::Board => self.on_board(other),
                Focus::FenField => self.in_field(other),
                _ => self.in_panel(other),
            },
        }
        Vec::new()
    }

    /// The language key, wherever the focus is.
    fn switch_language(&mut self) {
        self.lang = self.lang.next();
        self.notice = Notice::LanguageSwitched(self.lang);
    }

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

    /// F3 and F4: the board is `position`, the FEN field shows it (a draft
    /// left there is dropped, as one undo step, even when the board was that
    /// already), and the cursor is where typing a placement in FEN order starts.
    fn start_over(&mut self, position: Position) {
        if position == self.position && self.field.draft.is_some() {
            self.history.record(self.snapshot());
            self.field.draft = None;
            self.field.errors.clear();
            self.field.warnings.clear();
        }
        self.replace_position(position);
        self.cursor = first_square(position.variant);
        self.cursor_past_end = false;
        self.rank_ended_by_typing = false;
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

    pub(crate) fn escape(&mut self) {
        match self.focus {
            Focus::FenField => self.leave_field(Focus::Board),
            _ => self.focus = Focus::Board,
        }
    }

    pub(crate) fn move_focus(&mut self, forward: bool) {
        let next = self.focus.step(self.variant(), forward);
        self.focus_on(next);
    }

    pub(crate) fn focus_on(&mut self, next: Focus) {
        if self.focus == Focus::FenField && next != Focus::FenField {
            self.leave_field(next);
            return;
        }
        if next == Focus::FenField && self.focus != Focus::FenField {
            self.field.caret = self.field_text().chars().count();
        }
        self.focus = next;
        self.number_fresh = true;
    }

    /// Leaving the field: a text that reads gives way to the canonical FEN; one
    /// that does not stays exactly as typed, with its errors.
    pub(crate) fn leave_field(&mut self, next: Focus) {
        self.focus = next;
        self.number_fresh = true;
        if self.field.draft.is_none() {
            return;
        }
        if self.field.errors.is_empty() {
            self.notice = Notice::FieldReads {
                warnings: self.field.warnings.len(),
            };
            // The field now shows the canonical FEN: the repairs were of the
            // text typed, which is gone (the notice counted them).
            self.field.draft = None;
            self.field.warnings.clear();
        } else {
            self.notice = Notice::FieldUnreadable {
                errors: self.field.errors.len(),
            };
        }
    }

    pub(crate) fn toggle_side(&mut self) {
        self.change(|p| {
            p.side_to_move = p.side_to_move.other();
            // A target that made sense for the other side makes none now.
            if p.en_passant
                .is_some_and(|ep| !sensible_en_passant(p).any(|s| s == ep))
            {
                p.en_passant = None;
            }
        });
        self.notice = Notice::SideToggled;
    }

    pub(crate) fn click_square(&mut self, square: Square) {
        if square.is_on(self.variant()) {
            self.focus_on(Focus::Board);
            self.cursor = square;
            self.cursor_past_end = false;
            self.rank_ended_by_typing = false;
        }
    }

    pub(crate) fn click_control(&mut self, control: Control) {
        match control {
            Control::SideToMove => {
                self.focus_on(Focus::SideToMove);
                self.toggle_side();
            }
            Control::Castling(index) => {
                self.focus_on(Focus::Castling);
                self.castling_choice = index;
                self.in_panel(Action::Activate);
            }
            Control::EnPassant(index) => {
                self.focus_on(Focus::EnPassant);
                self.choose_en_passant(index);
            }
            Control::HalfmoveClock => self.focus_on(Focus::HalfmoveClock),
            Control::FullmoveNumber => self.focus_on(Focus::FullmoveNumber),
            Control::FenField => self.focus_on(Focus::FenField),
        }
    }
}

fn start_position(variant: Variant) -> Position {
    read_fen(variant.start_fen(), ReadOptions::strict())
        .map(|read| read.position)
        .unwrap_or_else(|_| Position::empty(variant))
}

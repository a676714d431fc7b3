//! `App::update`: every action's effect on the state, by where the focus is.

use super::board_typing::{next_square, piece_for_letter, previous_square, squares_cleared_by};
use super::controls::{castling_toggles, en_passant_choices, sensible_en_passant, toggle_castling};
use super::fen_field::{erase_back, erase_here, insert};
use super::history::Snapshot;
use super::{App, Effect, Focus, Notice, PieceTheme, first_square};
use crate::core::fen::{ReadOptions, read_fen};
use crate::core::{Position, Square, Variant};
use crate::tui::action::{Action, Control, Direction};
use crate::tui::reading::{read_pasted, read_text};

/// Largest number the clock fields take by typing (FEN has no limit; a screen has).
const MAX_CLOCK: u32 = 999_999;

impl App {
    /// Apply one action; return what the runtime must do.
    pub fn update(&mut self, action: Action) -> Vec<Effect> {
        if self.help_open {
            return self.update_behind_help(action);
        }
        match action {
            Action::Quit => {
                self.quitting = true;
                return vec![Effect::Quit];
            }
            Action::CopyFen => {
                self.notice = Notice::Copied;
                return vec![Effect::Copy(self.fen.clone())];
            }
            Action::PasteFromClipboard => return vec![Effect::PasteRequest],
            Action::Paste(text) => self.paste(&text),
            Action::Undo => self.undo(),
            Action::Redo => self.redo(),
            Action::ToggleHelp => self.help_open = true,
            Action::Escape => self.escape(),
            Action::FocusNext => self.move_focus(true),
            Action::FocusPrevious => self.move_focus(false),
            Action::Flip => {
                self.flipped = !self.flipped;
                self.notice = Notice::Flipped;
            }
            Action::StartPosition => {
                self.replace_position(start_position(self.variant()));
                self.notice = Notice::StartPosition;
            }
            Action::EmptyBoard => {
                self.replace_position(Position::empty(self.variant()));
                self.notice = Notice::EmptyBoard;
            }
            Action::SwitchVariant => {
                let other = match self.variant() {
                    Variant::Chess => Variant::Xiangqi,
                    Variant::Xiangqi => Variant::Chess,
                };
                self.replace_position(start_position(other));
                self.cursor = first_square(other);
                self.notice = Notice::VariantSwitched;
            }
            Action::ToggleSideToMove => self.toggle_side(),
            Action::TogglePieceTheme => {
                self.theme = match self.theme {
                    PieceTheme::Letters => PieceTheme::Glyphs,
                    PieceTheme::Glyphs => PieceTheme::Letters,
                };
                self.notice = Notice::ThemeChanged;
            }
            Action::ClickSquare(square) => self.click_square(square),
            Action::ClickControl(control) => self.click_control(control),
            Action::ClipboardFailed => self.notice = Notice::CopyFailed,
            Action::ClipboardEmpty => self.notice = Notice::ClipboardEmpty,
            Action::Commit => self.leave_field(Focus::Board),
            other => match self.focus {
                Focus::Board => self.on_board(other),
                Focus::FenField => self.in_field(other),
                _ => self.in_panel(other),
            },
        }
        Vec::new()
    }

    fn update_behind_help(&mut self, action: Action) -> Vec<Effect> {
        match action {
            Action::ToggleHelp | Action::Escape => self.help_open = false,
            Action::Quit => {
                self.help_open = false;
                return self.update(Action::Quit);
            }
            _ => {}
        }
        Vec::new()
    }

    fn snapshot(&self) -> Snapshot {
        Snapshot {
            position: self.position,
            draft: self.field.draft.clone(),
        }
    }

    fn restore(&mut self, snapshot: Snapshot) {
        self.position = snapshot.position;
        self.position_changed();
        self.field.errors.clear();
        self.field.warnings.clear();
        if let Some(draft) = &snapshot.draft {
            let reading = read_text(draft);
            self.field.errors = reading.errors;
            self.field.warnings = reading.warnings;
        }
        self.field.draft = snapshot.draft;
        self.field.caret = self.field.caret.min(self.field_text().chars().count());
    }

    /// One undoable change to the position; the FEN field shows the new canonical FEN.
    fn change(&mut self, edit: impl FnOnce(&mut Position)) {
        let mut next = self.position;
        edit(&mut next);
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

    fn replace_position(&mut self, position: Position) {
        self.change(|p| *p = position);
    }

    fn undo(&mut self) {
        match self.history.undo(self.snapshot()) {
            Some(previous) => {
                self.restore(previous);
                self.notice = Notice::Undone;
            }
            None => self.notice = Notice::NothingToUndo,
        }
    }

    fn redo(&mut self) {
        match self.history.redo(self.snapshot()) {
            Some(next) => {
                self.restore(next);
                self.notice = Notice::Redone;
            }
            None => self.notice = Notice::NothingToRedo,
        }
    }

    /// A paste into the FEN field is typing; anywhere else it loads the text.
    fn paste(&mut self, text: &str) {
        if self.focus == Focus::FenField {
            self.edit_field(|field, caret| insert(field, caret, text));
            return;
        }
        self.history.record(self.snapshot());
        self.load_text(text);
    }

    /// Read `text`: the board follows when it reads; when it does not, the text
    /// stays in the FEN field with its errors and the board keeps its position.
    pub(super) fn load_text(&mut self, text: &str) {
        let reading = read_pasted(text);
        match reading.position {
            Some(position) => {
                let variant_changed = position.variant != self.variant();
                self.position = position;
                self.field.draft = None;
                self.field.errors.clear();
                self.field.warnings = reading.warnings;
                if variant_changed {
                    self.cursor = first_square(position.variant);
                }
                self.position_changed();
                self.notice = Notice::Pasted {
                    warnings: self.field.warnings.len(),
                };
            }
            None => {
                self.notice = Notice::PasteUnreadable {
                    errors: reading.errors.len(),
                };
                // The field shows the whole text, so its columns must be the whole text's.
                let reading = read_text(text);
                self.field.draft = Some(text.to_string());
                self.field.caret = text.chars().count();
                self.field.errors = reading.errors;
                self.field.warnings = reading.warnings;
            }
        }
    }

    fn escape(&mut self) {
        match self.focus {
            Focus::FenField => self.leave_field(Focus::Board),
            _ => self.focus = Focus::Board,
        }
    }

    fn move_focus(&mut self, forward: bool) {
        let next = self.focus.step(self.variant(), forward);
        self.focus_on(next);
    }

    fn focus_on(&mut self, next: Focus) {
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
    fn leave_field(&mut self, next: Focus) {
        self.focus = next;
        self.number_fresh = true;
        if self.field.draft.is_none() {
            return;
        }
        if self.field.errors.is_empty() {
            self.notice = Notice::FieldReads {
                warnings: self.field.warnings.len(),
            };
            self.field.draft = None;
        } else {
            self.notice = Notice::FieldUnreadable {
                errors: self.field.errors.len(),
            };
        }
    }

    fn toggle_side(&mut self) {
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

    fn click_square(&mut self, square: Square) {
        if square.is_on(self.variant()) {
            self.focus_on(Focus::Board);
            self.cursor = square;
            self.cursor_past_end = false;
        }
    }

    fn click_control(&mut self, control: Control) {
        match control {
            Control::SideToMove => {
                self.focus_on(Focus::SideToMove);
                self.toggle_side();
            }
            Control::Castling(index) => {
                self.focus_on(Focus::Castling);
                self.castling_choice = index.min(3);
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

    // The board -------------------------------------------------------------

    fn on_board(&mut self, action: Action) {
        let variant = self.variant();
        let (top, right) = (variant.ranks() - 1, variant.files() - 1);
        let cursor = self.cursor;
        match action {
            Action::Move(direction) => self.move_cursor(direction),
            Action::Home => self.set_cursor(Square::new(
                if self.flipped { right } else { 0 },
                cursor.rank,
            )),
            Action::End => self.set_cursor(Square::new(
                if self.flipped { 0 } else { right },
                cursor.rank,
            )),
            Action::TopRank => {
                self.set_cursor(Square::new(cursor.file, if self.flipped { 0 } else { top }))
            }
            Action::BottomRank => {
                self.set_cursor(Square::new(cursor.file, if self.flipped { top } else { 0 }))
            }
            Action::Type(c) => self.type_on_board(c),
            Action::EraseBack => self.erase_back_on_board(),
            Action::EraseHere => self.change(|p| p.set(cursor, None)),
            _ => {}
        }
    }

    fn set_cursor(&mut self, square: Square) {
        self.cursor = square;
        self.cursor_past_end = false;
    }

    fn move_cursor(&mut self, direction: Direction) {
        // Directions are on the screen; a flipped board runs the other way.
        let sign = if self.flipped { -1 } else { 1 };
        let (df, dr) = match direction {
            Direction::Up => (0, sign),
            Direction::Down => (0, -sign),
            Direction::Left => (-sign, 0),
            Direction::Right => (sign, 0),
        };
        if let Some(square) = self.cursor.offset(df, dr, self.variant()) {
            self.set_cursor(square);
        }
    }

    fn type_on_board(&mut self, c: char) {
        let variant = self.variant();
        let cursor = self.cursor;
        if let Some(piece) = piece_for_letter(c, variant) {
            self.change(|p| p.set(cursor, Some(piece)));
            self.advance_from(cursor, 1);
        } else if let Some(digit) = c.to_digit(10).filter(|d| *d > 0) {
            let count = squares_cleared_by(digit, cursor, variant);
            self.change(|p| {
                for file in cursor.file..cursor.file + count {
                    p.set(Square::new(file, cursor.rank), None);
                }
            });
            self.advance_from(cursor, count);
        } else if c == '/' {
            if cursor.file != 0 && cursor.rank > 0 {
                self.set_cursor(Square::new(0, cursor.rank - 1));
            }
        } else {
            self.notice = Notice::NotAPiece(c);
        }
    }

    /// Move the cursor `count` squares on in FEN order, within the rank, then to
    /// the next rank's start; past the last square it stays there.
    fn advance_from(&mut self, from: Square, count: u8) {
        let last_in_rank = Square::new(from.file + count.saturating_sub(1), from.rank);
        match next_square(last_in_rank, self.variant()) {
            Some(square) => self.set_cursor(square),
            None => {
                self.cursor = last_in_rank;
                self.cursor_past_end = true;
            }
        }
    }

    fn erase_back_on_board(&mut self) {
        let target = if self.cursor_past_end {
            Some(self.cursor)
        } else {
            previous_square(self.cursor, self.variant())
        };
        if let Some(square) = target {
            self.set_cursor(square);
            self.change(|p| p.set(square, None));
        }
    }

    // The panels ------------------------------------------------------------

    fn in_panel(&mut self, action: Action) {
        let step = match action {
            Action::Move(Direction::Up | Direction::Right) => Some(1),
            Action::Move(Direction::Down | Direction::Left) => Some(-1),
            _ => None,
        };
        match (self.focus, action.clone()) {
            (Focus::SideToMove, Action::Move(_) | Action::Activate) => self.toggle_side(),
            (Focus::Castling, Action::Move(_)) => {
                let forward = matches!(action, Action::Move(Direction::Right | Direction::Down));
                self.castling_choice = if forward {
                    (self.castling_choice + 1).min(3)
                } else {
                    self.castling_choice.saturating_sub(1)
                };
            }
            (Focus::Castling, Action::Activate) => {
                let mut result = Ok(());
                let choice = self.castling_choice;
                self.change(|p| result = toggle_castling(p, choice));
                if let Err(reason) = result {
                    let letter = castling_toggles(&self.position)[choice.min(3)].letter();
                    self.notice = Notice::CastlingUnavailable(reason, letter);
                }
            }
            (Focus::EnPassant, Action::Move(_)) => {
                let forward = matches!(action, Action::Move(Direction::Right | Direction::Down));
                let count = en_passant_choices(&self.position).len();
                let next = if forward {
                    (self.en_passant_choice + 1).min(count - 1)
                } else {
                    self.en_passant_choice.saturating_sub(1)
                };
                self.choose_en_passant(next);
            }
            (Focus::EnPassant, Action::Activate) => {
                let count = en_passant_choices(&self.position).len();
                self.choose_en_passant((self.en_passant_choice + 1) % count);
            }
            (Focus::HalfmoveClock | Focus::FullmoveNumber, _) => self.edit_number(action, step),
            _ => {}
        }
    }

    fn choose_en_passant(&mut self, index: usize) {
        let choices = en_passant_choices(&self.position);
        if let Some(choice) = choices.get(index).copied() {
            self.change(|p| p.en_passant = choice);
            self.en_passant_choice = index;
        }
    }

    fn edit_number(&mut self, action: Action, step: Option<i64>) {
        let fullmove = self.focus == Focus::FullmoveNumber;
        let minimum = u32::from(fullmove);
        let current = if fullmove {
            self.position.fullmove_number
        } else {
            self.position.halfmove_clock
        };
        let next = match (action, step) {
            (_, Some(step)) => {
                let value =
                    (i64::from(current) + step).clamp(i64::from(minimum), i64::from(MAX_CLOCK));
                u32::try_from(value).unwrap_or(minimum)
            }
            (Action::Type(c), None) => match c.to_digit(10) {
                Some(digit) if self.number_fresh => digit,
                Some(digit) => current
                    .saturating_mul(10)
                    .saturating_add(digit)
                    .min(MAX_CLOCK),
                None => return,
            },
            (Action::EraseBack, None) => current / 10,
            _ => return,
        };
        self.number_fresh = false;
        let next = next.max(minimum);
        self.change(|p| {
            if fullmove {
                p.fullmove_number = next;
            } else {
                p.halfmove_clock = next;
            }
        });
    }

    // The FEN field ---------------------------------------------------------

    fn in_field(&mut self, action: Action) {
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
            Action::EraseHere => self.edit_field(|text, caret| erase_here(text, *caret)),
            _ => {}
        }
    }

    /// One undoable edit of the field's text, read again at once.
    fn edit_field(&mut self, edit: impl FnOnce(&mut String, &mut usize)) {
        let mut text = self.field_text().to_string();
        let mut caret = self.field.caret.min(text.chars().count());
        edit(&mut text, &mut caret);
        self.field.caret = caret;
        if text == self.field_text() {
            return;
        }
        self.history.record(self.snapshot());
        let reading = read_text(&text);
        self.field.errors = reading.errors;
        self.field.warnings = reading.warnings;
        if let Some(position) = reading.position {
            self.position = position;
            self.position_changed();
        }
        self.field.draft = Some(text);
    }
}

fn start_position(variant: Variant) -> Position {
    read_fen(variant.start_fen(), ReadOptions::strict())
        .map(|read| read.position)
        .unwrap_or_else(|_| Position::empty(variant))
}

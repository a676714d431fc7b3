//! Keys in the panels: side to move, castling toggles, en passant, clocks.

use super::controls::{
    CastlingToggle, ToggleState, castling_toggles, en_passant_choices, toggled_wish,
};
use super::{App, Focus, Notice};
use crate::core::rules::chess::allowed_rights;
use crate::tui::action::{Action, Direction};

/// Largest number the clock fields take by typing (FEN has no limit; a screen has).
const MAX_CLOCK: u32 = 999_999;

impl App {
    pub(crate) fn in_panel(&mut self, action: Action) {
        let step = match action {
            Action::Move(Direction::Up | Direction::Right) => Some(1),
            Action::Move(Direction::Down | Direction::Left) => Some(-1),
            _ => None,
        };
        match (self.focus, action.clone()) {
            (Focus::SideToMove, Action::Move(_) | Action::Activate) => self.toggle_side(),
            (Focus::Castling, Action::Move(_)) => {
                let forward = matches!(action, Action::Move(Direction::Right | Direction::Down));
                let last = self.castling_toggles().len().saturating_sub(1);
                self.castling_choice = if forward {
                    (self.castling_choice + 1).min(last)
                } else {
                    self.castling_choice.saturating_sub(1)
                };
            }
            (Focus::Castling, Action::Activate) => self.toggle_castling(self.castling_choice),
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

    /// The castling panel's toggles for this board and wish.
    pub fn castling_toggles(&self) -> Vec<CastlingToggle> {
        castling_toggles(&self.position, self.castling_wish, self.notation)
    }

    /// Switch one castling toggle in the panel's wish; the FEN follows with
    /// what the board allows. An unavailable toggle still switches (it waits
    /// for its king and rook), and the status line says what is missing.
    pub(crate) fn toggle_castling(&mut self, index: usize) {
        let toggles = self.castling_toggles();
        let Some(toggle) = toggles.get(index).copied() else {
            return;
        };
        let wish = toggled_wish(&self.position, self.castling_wish, toggle);
        self.change(|p| p.castling = allowed_rights(p, wish));
        self.castling_wish = wish;
        self.castling_choice = index;
        if let ToggleState::Unavailable { reason, .. } = toggle.state {
            self.notice = Notice::CastlingUnavailable(reason, toggle.letter());
        }
    }

    pub(crate) fn choose_en_passant(&mut self, index: usize) {
        let choices = en_passant_choices(&self.position);
        if let Some(choice) = choices.get(index).copied() {
            self.change(|p| p.en_passant = choice);
            self.en_passant_choice = index;
        }
    }

    pub(crate) fn edit_number(&mut self, action: Action, step: Option<i64>) {
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
}

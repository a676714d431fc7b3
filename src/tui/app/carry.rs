//! Pick up and move with the keyboard, as the mouse's drag does: Space on a
//! piece lifts it, the arrows carry it (drawn over the cursor, its square
//! dimmed), Space again puts it down on the cursor's square as one undo step.
//! Esc, or any key that is not a cursor move, leaves it where it was.

use super::{App, EditNotice, Notice};
use crate::core::{Piece, Square};
use crate::tui::action::Action;

impl App {
    /// The piece being carried and the square it was lifted from.
    pub fn carried(&self) -> Option<(Square, Piece)> {
        let from = self.palette.carried?;
        Some((from, self.position.get(from)?))
    }

    /// The carry's share of an action: true when it took the action.
    pub(crate) fn carry_action(&mut self, action: &Action) -> bool {
        let keeps_carrying = matches!(
            action,
            Action::CarryPiece
                | Action::Move(_)
                | Action::Home
                | Action::End
                | Action::TopRank
                | Action::BottomRank
        );
        if !keeps_carrying {
            let carried = self.carried();
            self.palette.carried = None;
            if let (Some((from, piece)), Action::Escape) = (carried, action) {
                self.notice = Notice::Edit(EditNotice::PutBack {
                    piece,
                    square: from,
                });
                return true;
            }
            return false;
        }
        if matches!(action, Action::CarryPiece) {
            self.carry_or_put_down();
            return true;
        }
        false
    }

    fn carry_or_put_down(&mut self) {
        let here = self.cursor;
        match self.carried() {
            None => match self.position.get(here) {
                Some(piece) => {
                    self.palette.carried = Some(here);
                    self.notice = Notice::Edit(EditNotice::Carrying { piece, from: here });
                }
                None => self.notice = Notice::Edit(EditNotice::NothingToCarry(here)),
            },
            Some((from, piece)) => {
                self.palette.carried = None;
                if from == here {
                    self.notice = Notice::Edit(EditNotice::PutBack {
                        piece,
                        square: from,
                    });
                    return;
                }
                let moved = Notice::Edit(EditNotice::Moved {
                    piece,
                    from,
                    to: here,
                });
                self.edit_board(moved, |p| {
                    p.set(from, None);
                    p.set(here, Some(piece));
                });
            }
        }
    }
}

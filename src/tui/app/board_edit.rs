//! Keys on the board: cursor moves and FEN-order typing; and the one way
//! every hand edit of the board goes, which keeps en passant honest.

use super::board_typing::{next_square, piece_for_letter, previous_square, squares_cleared_by};
use super::controls::sensible_en_passant;
use super::notice::EditNotice;
use super::{App, Notice};
use crate::core::{Position, Square};
use crate::tui::action::{Action, Direction};

impl App {
    pub(crate) fn on_board(&mut self, action: Action) {
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
            Action::EraseHere => {
                self.edit_board(Notice::Cleared(1, cursor), |p| p.set(cursor, None))
            }
            _ => {}
        }
    }

    pub(crate) fn set_cursor(&mut self, square: Square) {
        self.cursor = square;
        self.cursor_past_end = false;
        self.rank_ended_by_typing = false;
    }

    pub(crate) fn move_cursor(&mut self, direction: Direction) {
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

    /// One undoable edit of the board by hand, told by `notice`. An en-passant
    /// target the board allowed before and no longer does (its pawn gone or
    /// moved, the square jumped over taken) is dropped, and that is told instead.
    pub(crate) fn edit_board(&mut self, notice: Notice, edit: impl FnOnce(&mut Position)) {
        let mut dropped = None;
        self.change(|p| {
            let allowed = p
                .en_passant
                .filter(|ep| sensible_en_passant(p).any(|s| s == *ep));
            edit(p);
            if let Some(ep) = allowed.filter(|ep| !sensible_en_passant(p).any(|s| s == *ep)) {
                p.en_passant = None;
                dropped = Some(ep);
            }
        });
        self.notice = match dropped {
            Some(square) => Notice::Edit(EditNotice::EnPassantDropped(square)),
            None => notice,
        };
    }

    pub(crate) fn type_on_board(&mut self, c: char) {
        let variant = self.variant();
        let cursor = self.cursor;
        let types = piece_for_letter(c, variant).is_some() || matches!(c, '1'..='9');
        if types && self.cursor_past_end {
            // The last square is filled: typing on would overwrite it unseen.
            self.notice = Notice::Edit(EditNotice::PastEnd(cursor));
        } else if let Some(piece) = piece_for_letter(c, variant) {
            self.edit_board(Notice::Placed(piece, cursor), |p| {
                p.set(cursor, Some(piece))
            });
            self.advance_from(cursor, 1);
        } else if let Some(digit) = c.to_digit(10).filter(|d| *d > 0) {
            let count = squares_cleared_by(digit, cursor, variant);
            self.edit_board(Notice::Cleared(count, cursor), |p| {
                for file in cursor.file..cursor.file + count {
                    p.set(Square::new(file, cursor.rank), None);
                }
            });
            self.advance_from(cursor, count);
        } else if c == '/' {
            self.next_rank(cursor);
        } else {
            self.notice = Notice::NotAPiece(c);
        }
    }

    /// `/`: the next rank's start (issue 33 case 13: at a rank's start it
    /// did nothing, silently). Only right after typing filled the rank above
    /// does it stay, ending that rank as a FEN's `8/` does, and it says so; on
    /// the last rank it says there is none below.
    fn next_rank(&mut self, cursor: Square) {
        if cursor.file == 0 && self.rank_ended_by_typing {
            self.rank_ended_by_typing = false;
            self.notice = Notice::Edit(EditNotice::RankEnded(cursor));
        } else if cursor.rank > 0 {
            let square = Square::new(0, cursor.rank - 1);
            self.set_cursor(square);
            self.notice = Notice::Edit(EditNotice::NextRank(square));
        } else {
            self.notice = Notice::Edit(EditNotice::NoRankBelow(cursor));
        }
    }

    /// Move the cursor `count` squares on in FEN order, within the rank, then to
    /// the next rank's start; past the last square it stays there.
    pub(crate) fn advance_from(&mut self, from: Square, count: u8) {
        let last_in_rank = Square::new(from.file + count.saturating_sub(1), from.rank);
        match next_square(last_in_rank, self.variant()) {
            Some(square) => {
                self.set_cursor(square);
                self.rank_ended_by_typing = square.rank != from.rank;
            }
            None => {
                self.cursor = last_in_rank;
                self.cursor_past_end = true;
                if !matches!(self.notice, Notice::Edit(EditNotice::EnPassantDropped(_))) {
                    self.notice = Notice::Edit(EditNotice::EndReached(last_in_rank));
                }
            }
        }
    }

    pub(crate) fn erase_back_on_board(&mut self) {
        let target = if self.cursor_past_end {
            Some(self.cursor)
        } else {
            previous_square(self.cursor, self.variant())
        };
        if let Some(square) = target {
            self.set_cursor(square);
            self.edit_board(Notice::Cleared(1, square), |p| p.set(square, None));
        }
    }
}

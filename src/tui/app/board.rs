//! The board's keys: cursor moves and typing FEN onto it — letters place
//! pieces, digits clear squares, `/` goes to the next rank, the cursor
//! walking in FEN order, so typing a whole placement on an empty board
//! rebuilds exactly that placement — and the one way every hand edit of the
//! board goes (`edit_board`), which keeps en passant honest.

use super::controls::sensible_en_passant;
use super::notice::EditNotice;
use super::{App, Notice};
use crate::core::{Piece, Position, Square, Variant};
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

/// The next square in FEN order: to the right, then the start of the rank below.
pub fn next_square(square: Square, variant: Variant) -> Option<Square> {
    if square.file + 1 < variant.files() {
        Some(Square::new(square.file + 1, square.rank))
    } else if square.rank > 0 {
        Some(Square::new(0, square.rank - 1))
    } else {
        None
    }
}

/// The previous square in FEN order.
pub fn previous_square(square: Square, variant: Variant) -> Option<Square> {
    if square.file > 0 {
        Some(Square::new(square.file - 1, square.rank))
    } else if square.rank + 1 < variant.ranks() {
        Some(Square::new(variant.files() - 1, square.rank + 1))
    } else {
        None
    }
}

/// The piece a typed letter stands for; xiangqi also takes `H` (horse) and `E`
/// (elephant), as many books write them.
pub fn piece_for_letter(letter: char, variant: Variant) -> Option<Piece> {
    let canonical = match (variant, letter) {
        (Variant::Xiangqi, 'H') => 'N',
        (Variant::Xiangqi, 'h') => 'n',
        (Variant::Xiangqi, 'E') => 'B',
        (Variant::Xiangqi, 'e') => 'b',
        (_, other) => other,
    };
    Piece::from_fen_char(canonical, variant)
}

/// What a digit does: how many squares it clears from the cursor (never past
/// the rank's end, as a FEN digit never crosses a rank).
pub fn squares_cleared_by(digit: u32, square: Square, variant: Variant) -> u8 {
    let left_in_rank = variant.files() - square.file;
    u8::try_from(digit).unwrap_or(u8::MAX).min(left_in_rank)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fen_order_walks_ranks_downwards() {
        let v = Variant::Chess;
        assert_eq!(next_square(Square::new(7, 7), v), Some(Square::new(0, 6)));
        assert_eq!(next_square(Square::new(7, 0), v), None);
        assert_eq!(
            previous_square(Square::new(0, 6), v),
            Some(Square::new(7, 7))
        );
        assert_eq!(previous_square(Square::new(0, 7), v), None);
        assert_eq!(
            next_square(Square::new(8, 9), Variant::Xiangqi),
            Some(Square::new(0, 8))
        );
    }

    #[test]
    fn xiangqi_takes_horse_and_elephant_letters() {
        let x = Variant::Xiangqi;
        assert_eq!(piece_for_letter('H', x), piece_for_letter('N', x));
        assert_eq!(piece_for_letter('e', x), piece_for_letter('b', x));
        assert_eq!(piece_for_letter('q', x), None);
        assert_eq!(piece_for_letter('a', Variant::Chess), None);
        assert_eq!(piece_for_letter('H', Variant::Chess), None);
    }

    #[test]
    fn a_digit_stops_at_the_ranks_end() {
        assert_eq!(squares_cleared_by(8, Square::new(5, 3), Variant::Chess), 3);
        assert_eq!(squares_cleared_by(2, Square::new(0, 3), Variant::Chess), 2);
    }
}

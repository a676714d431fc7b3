//! Xiangqi rules, written for fen-tui: what is wrong with a position, its
//! status, the legal moves, what a move does to every FEN field, and reading
//! typed UCCI moves.
//!
//! Board: files a-i, ranks 0-9 from Red's side; Red is `Color::White`. The
//! elephant, horse and chariot are `Role::Bishop`, `Role::Knight`, `Role::Rook`.

mod attacks;
mod board;
mod generate;
mod geometry;
mod input;
mod moves;
pub mod notation;
mod perft;
mod problems;

pub use input::{RankNumbering, uses_one_based_ranks};
pub use perft::{divide, perft};

use super::{Move, Status};
use crate::{CastlingRights, Color, Diagnostic, Position, Variant};

/// Every diagnostic code this module emits; each has a `xiangqi-` message in
/// `assets/i18n/*/xiangqi.ftl`.
pub const CODES: &[&str] = &[
    "empty-board",
    "missing-king",
    "too-many-kings",
    "king-outside-palace",
    "advisor-misplaced",
    "elephant-misplaced",
    "pawn-misplaced",
    "too-many-pieces",
    "kings-facing",
    "opposite-check",
    "sixty-move-rule",
    "unreadable-move",
    "illegal-move",
    "no-such-move",
    "ambiguous-move",
];

/// Every problem of the position (all of them, not the first), as errors.
pub fn problems(pos: &Position) -> Vec<Diagnostic> {
    problems::problems(pos)
}

/// Facts worth telling that are not errors: the 60-move rule (120 half-moves
/// without a capture).
pub fn notes(pos: &Position) -> Vec<Diagnostic> {
    problems::notes(pos)
}

/// What the side to move faces. Having no legal move loses in xiangqi, mated
/// (`Checkmate`) or not (`Stalemate`). A position where play means nothing
/// (see [`legal_moves`]) is reported `Ongoing`: its problems say what is wrong.
pub fn status(pos: &Position) -> Status {
    let us = pos.side_to_move;
    let Some(general) = moves::playable_general(&pos.board, us) else {
        return Status::Ongoing;
    };
    let in_check = attacks::is_attacked(&pos.board, general, us.other());
    let can_move = !legal_moves(pos).is_empty();
    match (in_check, can_move) {
        (false, true) => Status::Ongoing,
        (true, true) => Status::Check,
        (true, false) => Status::Checkmate,
        (false, false) => Status::Stalemate,
    }
}

/// The legal moves of the side to move. Empty when play means nothing: a side
/// without exactly one general, generals facing, or the side that just moved
/// still in check. Other problems (an extra chariot, a stray advisor) do not
/// stop play.
pub fn legal_moves(pos: &Position) -> Vec<Move> {
    let mut moves = Vec::with_capacity(64);
    moves::legal_moves_into(&pos.board, pos.side_to_move, &mut moves);
    moves
}

/// Read one typed move (`h2e2`, or `h3e3` in 1-10 numbering) and check that it
/// is legal here. Errors: `unreadable-move` (arg `move`) or `illegal-move`
/// (args `move`, `reason`, and `piece`: the mover's key, or `none`).
/// The column is left unset: the caller knows where the token stood.
pub fn parse_move(
    pos: &Position,
    text: &str,
    numbering: RankNumbering,
) -> Result<Move, Diagnostic> {
    input::parse_move(pos, text, numbering)
}

/// The position after `mv`, which must be legal (from [`legal_moves`] or
/// [`parse_move`]); a move from an empty point or off the board returns the
/// position unchanged.
/// The half-move clock counts moves since the last capture (only a capture
/// resets it); the move number grows after Black's move.
pub fn play(pos: &Position, mv: Move) -> Position {
    let on_board = mv.from.is_on(Variant::Xiangqi) && mv.to.is_on(Variant::Xiangqi);
    let Some(piece) = pos.board.get(mv.from).filter(|_| on_board) else {
        return *pos;
    };
    let mut next = *pos;
    let captured = next.board.get(mv.to).is_some();
    next.board.set(mv.to, Some(piece));
    next.board.set(mv.from, None);
    next.halfmove_clock = if captured {
        0
    } else {
        pos.halfmove_clock.saturating_add(1)
    };
    if pos.side_to_move == Color::Black {
        next.fullmove_number = pos.fullmove_number.saturating_add(1);
    }
    next.side_to_move = pos.side_to_move.other();
    next.en_passant = None;
    next.castling = CastlingRights::NONE;
    next
}

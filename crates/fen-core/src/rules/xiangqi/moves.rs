//! Legal moves of a `Position`'s board (the generator in `generate`), whether
//! play from a position means anything, and what one move does to the mover's
//! general (for the words of an illegal typed move).

use super::attacks::{Attacker, is_attacked, sole_general, visit_attackers};
use super::board::{Cells, cell, side};
use super::generate::legal;
use super::perft::to_move as to_move_of;
use crate::rules::Move;
use crate::{Board, Color, Square};

/// Whether play from this position means anything: one general a side, the
/// generals not facing, and the side that just moved not left in check.
/// Returns the general of the side to move.
pub(super) fn playable_general(board: &Board, to_move: Color) -> Option<Square> {
    let ours = sole_general(board, to_move)?;
    let theirs = sole_general(board, to_move.other())?;
    (!is_attacked(board, theirs, to_move)).then_some(ours)
}

/// Every legal move of `to_move`, appended to `out`.
pub(super) fn legal_moves_into(board: &Board, to_move: Color, out: &mut Vec<Move>) {
    let Some(general) = playable_general(board, to_move) else {
        return;
    };
    let mut cells = Cells::new(board);
    let mut found = Vec::with_capacity(128);
    let general = cell(general.file, general.rank);
    legal(&mut cells, side(to_move), general, &mut found);
    out.extend(found.into_iter().map(to_move_of));
}

/// What a move does to the mover's own general.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Safety {
    Safe,
    /// Attacked by a piece other than the enemy general.
    InCheck,
    /// Only the enemy general, down an open file, attacks it.
    KingsFacing,
}

/// Try `mv` on `board` (restored before returning) and judge the mover's
/// general, which stands on `general` before the move.
pub(super) fn safety_after(board: &mut Board, mv: Move, general: Square, us: Color) -> Safety {
    let moved = board.get(mv.from);
    let captured = board.get(mv.to);
    board.set(mv.to, moved);
    board.set(mv.from, None);
    let general = if mv.from == general { mv.to } else { general };
    let mut facing = false;
    let in_check = visit_attackers(
        board,
        general,
        us.other(),
        |Attacker { facing: f, .. }| {
            facing |= f;
            !f
        },
    );
    board.set(mv.from, moved);
    board.set(mv.to, captured);
    match (in_check, facing) {
        (true, _) => Safety::InCheck,
        (false, true) => Safety::KingsFacing,
        (false, false) => Safety::Safe,
    }
}

//! Legal moves: each piece's pseudo-legal moves, kept when the mover's general
//! is neither attacked nor facing the other general afterwards.
//!
//! Perft walks millions of positions through here, so nothing allocates but the
//! caller's move list, and each candidate is tried on the board in place.

use super::attacks::{Attacker, is_attacked, sole_general, visit_attackers};
use super::geometry::{
    DIAGONAL, HORSE_JUMPS, ORTHOGONAL, forward, has_crossed_river, in_palace, on_own_side, step,
};
use crate::core::rules::Move;
use crate::core::{Board, Color, Piece, Role, Square};

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
    let first = out.len();
    pseudo_legal_moves(board, to_move, out);
    let mut scratch = *board;
    let mut kept = first;
    for i in first..out.len() {
        let mv = out[i];
        if safety_after(&mut scratch, mv, general, to_move) == Safety::Safe {
            out[kept] = mv;
            kept += 1;
        }
    }
    out.truncate(kept);
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

/// Moves that follow each piece's pattern, ignoring the mover's own general.
pub(super) fn pseudo_legal_moves(board: &Board, us: Color, out: &mut Vec<Move>) {
    for (from, piece) in board.pieces() {
        if piece.color == us {
            piece_moves(board, from, piece, out);
        }
    }
}

/// The pseudo-legal moves of the piece on `from`.
pub(super) fn piece_moves(board: &Board, from: Square, piece: Piece, out: &mut Vec<Move>) {
    let us = piece.color;
    let mut add = |to: Square| {
        if board.get(to).is_none_or(|p| p.color != us) {
            out.push(Move {
                from,
                to,
                promotion: None,
            });
        }
    };
    match piece.role {
        Role::King => {
            for (df, dr) in ORTHOGONAL {
                if let Some(to) = step(from, df, dr).filter(|&to| in_palace(to, us)) {
                    add(to);
                }
            }
        }
        Role::Advisor => {
            for (df, dr) in DIAGONAL {
                if let Some(to) = step(from, df, dr).filter(|&to| in_palace(to, us)) {
                    add(to);
                }
            }
        }
        Role::Bishop => {
            for (df, dr) in DIAGONAL {
                let eye_empty = step(from, df, dr).is_some_and(|eye| board.get(eye).is_none());
                if let Some(to) = step(from, 2 * df, 2 * dr).filter(|&to| on_own_side(to, us))
                    && eye_empty
                {
                    add(to);
                }
            }
        }
        Role::Knight => {
            for ((df, dr), (lf, lr)) in HORSE_JUMPS {
                let leg_free = step(from, lf, lr).is_some_and(|leg| board.get(leg).is_none());
                if let Some(to) = step(from, df, dr)
                    && leg_free
                {
                    add(to);
                }
            }
        }
        Role::Pawn => {
            if let Some(to) = step(from, 0, forward(us)) {
                add(to);
            }
            if has_crossed_river(from, us) {
                for df in [-1, 1] {
                    if let Some(to) = step(from, df, 0) {
                        add(to);
                    }
                }
            }
        }
        Role::Rook | Role::Cannon => line_moves(board, from, piece, out),
        // Not a xiangqi piece: a position holding one has no moves for it.
        Role::Queen => {}
    }
}

/// Chariot and cannon: slide over empty points; a chariot captures the first
/// piece it meets, a cannon the piece right after its one screen.
fn line_moves(board: &Board, from: Square, piece: Piece, out: &mut Vec<Move>) {
    for (df, dr) in ORTHOGONAL {
        let mut sq = from;
        let mut screened = false;
        while let Some(next) = step(sq, df, dr) {
            sq = next;
            let occupant = board.get(sq);
            let mv = Move {
                from,
                to: sq,
                promotion: None,
            };
            match (occupant, piece.role, screened) {
                (None, _, false) => out.push(mv),
                (None, _, true) => {}
                (Some(_), Role::Cannon, false) => screened = true,
                (Some(target), _, _) => {
                    if target.color != piece.color {
                        out.push(mv);
                    }
                    break;
                }
            }
        }
    }
}

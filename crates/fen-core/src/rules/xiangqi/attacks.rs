//! Which pieces attack a point. One walk outward from the target serves both
//! the move generator (is my general safe?) and the position checker (who
//! gives the impossible check?), so the two can never disagree.

use super::geometry::{
    DIAGONAL, ORTHOGONAL, forward, has_crossed_river, in_palace, on_own_side, step,
};
use crate::{Board, Color, Role, Square};

/// A piece that could capture on the target point.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Attacker {
    pub square: Square,
    /// A general looking down an open file at the target (the "flying
    /// general"): it makes the generals face each other rather than give check.
    pub facing: bool,
}

/// Call `visit` for every piece of `by` that attacks `target`, stopping as soon
/// as `visit` returns true. Returns whether it stopped early.
pub(super) fn visit_attackers(
    board: &Board,
    target: Square,
    by: Color,
    mut visit: impl FnMut(Attacker) -> bool,
) -> bool {
    let mut report = |square: Square, facing: bool| visit(Attacker { square, facing });
    for (df, dr) in ORTHOGONAL {
        // The first piece on a line may be a chariot or general; a cannon
        // needs exactly one piece (its screen) in between.
        let mut sq = target;
        let mut pieces_between = 0;
        let mut distance = 0;
        while let Some(next) = step(sq, df, dr) {
            sq = next;
            distance += 1;
            let Some(piece) = board.get(sq) else { continue };
            if piece.color == by {
                let hit = match (pieces_between, piece.role) {
                    (0, Role::Rook) => report(sq, false),
                    (0, Role::King) if df == 0 => report(sq, true),
                    (0, Role::King) if distance == 1 && in_palace(target, by) => report(sq, false),
                    (1, Role::Cannon) => report(sq, false),
                    _ => false,
                };
                if hit {
                    return true;
                }
            }
            pieces_between += 1;
            if pieces_between == 2 {
                break;
            }
        }
    }
    for (dx, dy) in DIAGONAL {
        // A horse reaching the target jumps over the target's diagonal
        // neighbour on its side; an elephant over the one halfway.
        let Some(corner) = step(target, dx, dy) else {
            continue;
        };
        match board.get(corner) {
            None => {
                for (hx, hy) in [(2 * dx, dy), (dx, 2 * dy)] {
                    if let Some(sq) = step(target, hx, hy)
                        && board
                            .get(sq)
                            .is_some_and(|p| p.color == by && p.role == Role::Knight)
                        && report(sq, false)
                    {
                        return true;
                    }
                }
                if on_own_side(target, by)
                    && let Some(sq) = step(target, 2 * dx, 2 * dy)
                    && board
                        .get(sq)
                        .is_some_and(|p| p.color == by && p.role == Role::Bishop)
                    && report(sq, false)
                {
                    return true;
                }
            }
            Some(piece) => {
                if piece.color == by
                    && piece.role == Role::Advisor
                    && in_palace(target, by)
                    && report(corner, false)
                {
                    return true;
                }
            }
        }
    }
    let soldier_points = [
        (step(target, 0, -forward(by)), false),
        (step(target, 1, 0), true),
        (step(target, -1, 0), true),
    ];
    for (sq, sideways) in soldier_points {
        if let Some(sq) = sq
            && board
                .get(sq)
                .is_some_and(|p| p.color == by && p.role == Role::Pawn)
            && (!sideways || has_crossed_river(sq, by))
            && report(sq, false)
        {
            return true;
        }
    }
    false
}

/// Whether any piece of `by` attacks `target` (a facing general included).
#[inline]
pub(super) fn is_attacked(board: &Board, target: Square, by: Color) -> bool {
    visit_attackers(board, target, by, |_| true)
}

/// The one general of `color`, or `None` when it has none or several.
pub(super) fn sole_general(board: &Board, color: Color) -> Option<Square> {
    let mut generals = generals(board, color);
    let first = generals.next()?;
    generals.next().is_none().then_some(first)
}

/// Every general of `color`, in board order.
pub(super) fn generals(board: &Board, color: Color) -> impl Iterator<Item = Square> + '_ {
    board
        .pieces()
        .filter(move |(_, p)| p.color == color && p.role == Role::King)
        .map(|(sq, _)| sq)
}

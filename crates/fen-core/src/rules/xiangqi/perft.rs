//! Perft for xiangqi: leaf counts walked on one bordered board, moves made and
//! taken back in place. All plies share one move list used as a stack (each
//! ply's moves above its parent's), so the walk allocates nothing per node and
//! only as much as the plies it has reached hold, never for the whole depth;
//! the last ply is counted, not played.

use super::attacks::sole_general;
use super::board::{Cells, cell, side, square};
use super::generate::{CellMove, count_legal, legal};
use super::moves::playable_general;
use crate::Position;
use crate::rules::Move;

/// Leaf positions `depth` plies ahead (the caller bounds `depth`: the walk
/// recurses once per ply).
pub fn perft(pos: &Position, depth: u32) -> u64 {
    match Walk::new(pos) {
        Some(mut walk) => walk.count(side(pos.side_to_move), depth),
        None => u64::from(depth == 0),
    }
}

/// Each legal move with the leaf count below it.
pub fn divide(pos: &Position, depth: u32) -> Vec<(Move, u64)> {
    let Some(mut walk) = Walk::new(pos).filter(|_| depth > 0) else {
        return Vec::new();
    };
    let us = side(pos.side_to_move);
    legal(&mut walk.cells, us, walk.generals[us], &mut walk.stack);
    let moves = std::mem::take(&mut walk.stack);
    moves
        .iter()
        .map(|&mv| (to_move(mv), walk.below(us, mv, depth - 1)))
        .collect()
}

/// A move of the generator as the rest of fen-tui writes it.
pub(super) fn to_move(mv: CellMove) -> Move {
    Move {
        from: square((mv >> 8) as usize),
        to: square((mv & 0xff) as usize),
        promotion: None,
    }
}

struct Walk {
    cells: Cells,
    /// Each side's general (cell).
    generals: [usize; 2],
    stack: Vec<CellMove>,
}

impl Walk {
    /// `None` when play from `pos` means nothing (see `legal_moves`).
    fn new(pos: &Position) -> Option<Walk> {
        let ours = playable_general(&pos.board, pos.side_to_move)?;
        let theirs = sole_general(&pos.board, pos.side_to_move.other())?;
        let mut generals = [0; 2];
        generals[side(pos.side_to_move)] = cell(ours.file, ours.rank);
        generals[side(pos.side_to_move.other())] = cell(theirs.file, theirs.rank);
        Some(Walk {
            cells: Cells::new(&pos.board),
            generals,
            stack: Vec::with_capacity(256),
        })
    }

    fn count(&mut self, us: usize, depth: u32) -> u64 {
        match depth {
            0 => 1,
            1 => count_legal(&mut self.cells, us, self.generals[us], &mut self.stack),
            _ => {
                let first = self.stack.len();
                legal(&mut self.cells, us, self.generals[us], &mut self.stack);
                let mut total = 0;
                for i in first..self.stack.len() {
                    let mv = self.stack[i];
                    total += self.below(us, mv, depth - 1);
                }
                self.stack.truncate(first);
                total
            }
        }
    }

    /// The leaf count `depth` plies below `mv`, played by side `us`.
    fn below(&mut self, us: usize, mv: CellMove, depth: u32) -> u64 {
        let (from, to) = ((mv >> 8) as usize, (mv & 0xff) as usize);
        let captured = self.cells.make(us, from, to);
        let general_moved = self.generals[us] == from;
        if general_moved {
            self.generals[us] = to;
        }
        let count = self.count(us ^ 1, depth);
        if general_moved {
            self.generals[us] = from;
        }
        self.cells.unmake(us, from, to, captured);
        count
    }
}

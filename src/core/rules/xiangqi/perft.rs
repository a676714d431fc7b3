//! Perft for xiangqi: leaf counts walked on one board, moves made and taken
//! back in place, one move list per ply reused throughout (no allocation in
//! the walk), so the count measures the move generator rather than copies.

use super::moves::legal_moves_into;
use crate::core::rules::Move;
use crate::core::{Board, Color, Position};

/// Leaf positions `depth` plies ahead.
pub fn perft(pos: &Position, depth: u32) -> u64 {
    let mut board = pos.board;
    let mut lists = move_lists(depth);
    walk(&mut board, pos.side_to_move, depth, &mut lists)
}

/// Each legal move with the leaf count below it.
pub fn divide(pos: &Position, depth: u32) -> Vec<(Move, u64)> {
    if depth == 0 {
        return Vec::new();
    }
    let mut board = pos.board;
    let mut moves = Vec::with_capacity(128);
    legal_moves_into(&board, pos.side_to_move, &mut moves);
    let mut lists = move_lists(depth.saturating_sub(1));
    moves
        .into_iter()
        .map(|mv| {
            let undo = make(&mut board, mv);
            let count = walk(&mut board, pos.side_to_move.other(), depth - 1, &mut lists);
            unmake(&mut board, mv, undo);
            (mv, count)
        })
        .collect()
}

fn move_lists(depth: u32) -> Vec<Vec<Move>> {
    (0..depth).map(|_| Vec::with_capacity(128)).collect()
}

fn walk(board: &mut Board, us: Color, depth: u32, lists: &mut [Vec<Move>]) -> u64 {
    let Some((list, deeper)) = lists.split_first_mut() else {
        return 1;
    };
    list.clear();
    legal_moves_into(board, us, list);
    if depth == 1 {
        return list.len() as u64;
    }
    let mut count = 0;
    for &mv in list.iter() {
        let undo = make(board, mv);
        count += walk(board, us.other(), depth - 1, deeper);
        unmake(board, mv, undo);
    }
    count
}

type Undo = (Option<crate::core::Piece>, Option<crate::core::Piece>);

fn make(board: &mut Board, mv: Move) -> Undo {
    let undo = (board.get(mv.from), board.get(mv.to));
    board.set(mv.to, undo.0);
    board.set(mv.from, None);
    undo
}

fn unmake(board: &mut Board, mv: Move, (moved, captured): Undo) {
    board.set(mv.from, moved);
    board.set(mv.to, captured);
}

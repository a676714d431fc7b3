//! The rules of both games: what is wrong with a position, its status, legal
//! moves, and what a move does to every FEN field. Dispatches on the variant.
//!
//! Chess move generation stands on shakmaty; the problem list mirrors
//! python-chess's `Board.status()` so verdicts agree with it. Xiangqi is our own.

pub mod chess;
pub mod xiangqi;

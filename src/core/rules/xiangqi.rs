//! Xiangqi rules: placeholder signatures until the xiangqi rules branch lands.
use super::{Move, Status};
use crate::core::{Diagnostic, Position};

pub enum RankNumbering {
    FromZero,
    FromOne,
}
pub const CODES: &[&str] = &[];
pub fn problems(_: &Position) -> Vec<Diagnostic> {
    Vec::new()
}
pub fn notes(_: &Position) -> Vec<Diagnostic> {
    Vec::new()
}
pub fn status(_: &Position) -> Status {
    Status::Ongoing
}
pub fn legal_moves(_: &Position) -> Vec<Move> {
    Vec::new()
}
pub fn parse_move(_: &Position, text: &str, _: RankNumbering) -> Result<Move, Diagnostic> {
    Err(Diagnostic::error("unreadable-move").arg("move", text.to_string()))
}
pub fn uses_one_based_ranks(_: &[&str]) -> bool {
    false
}
pub fn play(pos: &Position, _: Move) -> Position {
    *pos
}
pub fn perft(_: &Position, _: u32) -> u64 {
    0
}

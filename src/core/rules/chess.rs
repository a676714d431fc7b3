//! Chess rules: placeholder signatures until the chess rules branch lands.
use super::{Move, Status};
use crate::core::{Diagnostic, Position};

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
pub fn parse_move(_: &Position, text: &str) -> Result<Move, Diagnostic> {
    Err(Diagnostic::error("unreadable-move").arg("move", text.to_string()))
}
pub fn play(pos: &Position, _: Move) -> Position {
    *pos
}
pub fn san(pos: &Position, mv: Move) -> String {
    mv.coordinates(pos.variant)
}
pub fn perft(_: &Position, _: u32) -> u64 {
    0
}

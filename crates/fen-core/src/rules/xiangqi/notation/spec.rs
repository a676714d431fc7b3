//! The shape every written xiangqi move is read into, the facts about a move
//! that writers need (its file as the mover counts, its place among same
//! pieces on that file), and matching a shape against the legal moves.

use super::super::geometry::own_rank;
use crate::rules::Move;
use crate::{Color, Diagnostic, Piece, Position, Role, Square};

/// Which piece a written move names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pick {
    /// The piece on this file, 1-9 from the mover's right (`C2`, `炮二`).
    File(u8),
    /// The front one of two or more same pieces on a file (`R+`, `前车`).
    Front,
    /// The rear one (`R-`, `后车`).
    Rear,
    /// The middle one of three (`中兵`).
    Middle,
    /// The n-th from the front (1 = front) on some file (`一兵`, WXF `3` alone).
    Ordinal(u8),
    /// The n-th from the front on this file (`15=6`, `前兵五`, `二7`);
    /// Rear is written as ordinal 0 here.
    OrdinalOnFile(u8, u8),
}

/// Forward (toward the other side), back, or along the rank.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Direction {
    /// Toward the other side (`+`, 进).
    Forward,
    /// Back toward one's own side (`-`, 退).
    Back,
    /// Along the rank (`=`, 平).
    Sideways,
}

/// A written move, before it is matched: a piece, a direction, and either
/// the number of points moved along the file or the file arrived at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Spec {
    /// None when the notation leaves it out (`15=6`: a soldier).
    pub role: Option<Role>,
    /// Which of the pieces it names.
    pub pick: Pick,
    /// Which way it moves.
    pub direction: Direction,
    /// Steps along the file when the piece stays on it; else the file, 1-9.
    pub target: u8,
}

/// A file as the mover counts it: 1-9 from the mover's right.
pub fn mover_file(sq: Square, color: Color) -> u8 {
    match color {
        Color::White => 9 - sq.file,
        Color::Black => sq.file + 1,
    }
}

/// Same pieces (colour and kind) on the file of `sq`, front first (the one
/// nearest the other side).
pub fn same_on_file(pos: &Position, sq: Square, piece: Piece) -> Vec<Square> {
    let mut squares: Vec<Square> = (0..10)
        .map(|rank| Square::new(sq.file, rank))
        .filter(|&s| pos.board.get(s) == Some(piece))
        .collect();
    squares.sort_by_key(|&s| std::cmp::Reverse(own_rank(s, piece.color)));
    squares
}

/// Whether two or more files hold two or more of `piece` each (the 2018
/// rule then numbers the pieces on every such file).
pub fn stacked_on_two_files(pos: &Position, piece: Piece) -> bool {
    (0..9)
        .filter(|&file| {
            (0..10)
                .filter(|&rank| pos.board.get(Square::new(file, rank)) == Some(piece))
                .count()
                >= 2
        })
        .count()
        >= 2
}

/// The direction and target of `mv` for a piece of `color`.
pub fn motion(mv: Move, color: Color) -> (Direction, u8) {
    let (from, to) = (own_rank(mv.from, color), own_rank(mv.to, color));
    let direction = match to.cmp(&from) {
        std::cmp::Ordering::Greater => Direction::Forward,
        std::cmp::Ordering::Less => Direction::Back,
        std::cmp::Ordering::Equal => Direction::Sideways,
    };
    let target = if mv.from.file == mv.to.file {
        from.abs_diff(to)
    } else {
        mover_file(mv.to, color)
    };
    (direction, target)
}

/// Whether `spec` describes `mv`, a legal move in `pos`.
fn fits(pos: &Position, spec: &Spec, mv: Move) -> bool {
    let Some(piece) = pos.board.get(mv.from) else {
        return false;
    };
    if spec.role.is_some_and(|role| role != piece.role) {
        return false;
    }
    if motion(mv, piece.color) != (spec.direction, spec.target) {
        return false;
    }
    let stack = same_on_file(pos, mv.from, piece);
    let place = stack.iter().position(|&s| s == mv.from).unwrap_or(0) + 1;
    let count = stack.len();
    let file = mover_file(mv.from, piece.color);
    let is_rear = count >= 2 && place == count;
    match spec.pick {
        Pick::File(f) => f == file,
        Pick::Front => count >= 2 && place == 1,
        Pick::Rear => is_rear,
        Pick::Middle => count == 3 && place == 2,
        Pick::Ordinal(n) => count >= 2 && usize::from(n) == place,
        Pick::OrdinalOnFile(0, f) => f == file && is_rear,
        Pick::OrdinalOnFile(n, f) => f == file && count >= 2 && usize::from(n) == place,
    }
}

/// The one legal move `spec` describes. `token` is what was written, for
/// the message.
pub fn resolve(pos: &Position, spec: &Spec, token: &str) -> Result<Move, Diagnostic> {
    let fitting: Vec<Move> = super::super::legal_moves(pos)
        .into_iter()
        .filter(|&mv| fits(pos, spec, mv))
        .collect();
    match fitting.as_slice() {
        [mv] => Ok(*mv),
        [] => Err(Diagnostic::error("no-such-move").arg("move", token.to_owned())),
        many => {
            let names: Vec<String> = many
                .iter()
                .map(|mv| super::iccs::write(*mv, super::RankNumbering::FromZero))
                .collect();
            Err(Diagnostic::error("ambiguous-move")
                .arg("move", token.to_owned())
                .arg("moves", names.join(crate::LIST_SEPARATOR))
                .squares(many.iter().map(|mv| mv.from)))
        }
    }
}

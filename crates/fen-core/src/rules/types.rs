//! The two words every rule file speaks, a move and a status, in a leaf of
//! their own: the games' files and the dispatch in `rules/mod.rs` both name
//! them without importing each other.

use crate::{Role, Square, Variant};

/// A move as coordinates: from, to and, for a chess pawn reaching the last rank,
/// the piece it becomes. Castling is the king's move (`e1g1`, or king takes own
/// rook in Chess960 positions).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    /// The square the piece leaves.
    pub from: Square,
    /// The square the piece arrives on.
    pub to: Square,
    /// What a chess pawn becomes on the last rank; `None` otherwise.
    pub promotion: Option<Role>,
}

impl Move {
    /// Coordinate notation: UCI in chess (`e7e8q`), UCCI in xiangqi (`h2e2`, ranks 0-9).
    pub fn coordinates(&self, variant: Variant) -> String {
        let mut text = self.from.name(variant);
        text.push_str(&self.to.name(variant));
        if let Some(role) = self.promotion {
            text.push(role.letter());
        }
        text
    }
}

/// What the side to move faces in a valid position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Status {
    /// Neither check nor the end of the game.
    Ongoing,
    /// The side to move is in check and has a move.
    Check,
    /// The side to move is in check and has no move.
    Checkmate,
    /// No legal move and not in check: a draw in chess, a loss in xiangqi.
    Stalemate,
}

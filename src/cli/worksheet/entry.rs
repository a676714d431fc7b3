//! One position of a worksheet as read from its file (a line, or a PGN's
//! game), with the caption it takes.

use crate::core::Position;
use crate::core::rules::Move;

/// A position read from a file, with the comment before it.
pub(super) struct Entry {
    pub(super) caption: Option<String>,
    pub(super) position: Position,
    pub(super) last_move: Option<Move>,
}

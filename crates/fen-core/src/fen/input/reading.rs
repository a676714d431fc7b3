//! What one input said ([`InputReading`]) and the steps the readers take to
//! build it: start at a position, play moves, or fail with a reason.

use super::super::play::play_tokens;
use super::super::write_fen;
use crate::rules::Move;
use crate::rules::xiangqi::RankNumbering;
use crate::{Diagnostic, Position};

/// What a text said: the position it starts from, the moves played from it,
/// the position after them, and everything worth telling about the text.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct InputReading {
    /// The position the FEN (or `startpos`) describes.
    pub start: Option<Position>,
    /// The position after the moves that could be played (the start when none).
    pub position: Option<Position>,
    /// The moves played, in order.
    pub moves: Vec<Move>,
    /// Errors, with 1-based columns in the text as given.
    pub errors: Vec<Diagnostic>,
    /// Repairs made by lenient reading, with columns.
    pub warnings: Vec<Diagnostic>,
    /// Read as a game (PGN, or moves over several lines): a move that stops
    /// it leaves `position` at the move before, which stands.
    pub game: bool,
}

impl InputReading {
    /// The canonical FEN of the position after the moves, if it was read.
    pub fn fen(&self) -> Option<String> {
        self.position.as_ref().map(write_fen)
    }

    /// Read without errors (the position may still break the rules).
    pub fn is_ok(&self) -> bool {
        self.errors.is_empty() && self.position.is_some()
    }

    /// At `start`, with no moves yet.
    pub(in crate::fen) fn started(start: Position, warnings: Vec<Diagnostic>) -> Self {
        InputReading {
            start: Some(start),
            position: Some(start),
            warnings,
            ..Self::default()
        }
    }

    /// Play `tokens` (moves with their byte offsets) from the position,
    /// stopping at the first bad one; `column_of` turns an offset into the
    /// column the error points at.
    pub(in crate::fen) fn play(
        &mut self,
        tokens: &[(usize, &str)],
        ranks: RankNumbering,
        column_of: impl Fn(usize) -> usize,
    ) {
        let Some(position) = self.position else {
            return;
        };
        let played = play_tokens(&position, tokens, ranks);
        if let Some(note) = played.note {
            let column = tokens.first().map_or(1, |(at, _)| column_of(*at));
            self.warnings.push(note.at(column));
        }
        self.moves.extend(played.moves);
        self.position = Some(played.position);
        if let Some((index, error)) = played.error {
            let column = tokens.get(index).map_or(1, |(at, _)| column_of(*at));
            self.errors.push(Diagnostic {
                column: Some(column),
                ..error
            });
        }
    }

    pub(in crate::fen) fn failed(error: Diagnostic) -> Self {
        InputReading {
            errors: vec![error],
            ..Self::default()
        }
    }
}

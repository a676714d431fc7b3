//! The moves a loaded text played, kept while the board still shows where
//! they lead: the share menu offers them (FEN with moves), a diagram marks
//! the last of them, and the session file keeps them.

use super::App;
use super::state::MovesPlayed;
use crate::core::Position;
use crate::core::rules::Move;
use crate::tui::reading::Reading;

impl App {
    /// The start position and the moves played from it to the position on the
    /// board, when the board came from a text with moves and was not edited since.
    /// (Owned, so that other sources of moves, such as a moves view, can answer too.)
    pub fn moves_played(&self) -> Option<(Position, Vec<Move>)> {
        self.moves_played
            .as_ref()
            .filter(|played| played.after == self.position)
            .map(|played| (played.start, played.moves.clone()))
            // The moves played in the moves view lead there too.
            .or_else(|| self.move_line().map(|line| (*line.start(), line.moves())))
    }

    /// Remember the moves of a text that was just loaded (none: forget them).
    pub(crate) fn remember_moves(&mut self, reading: &Reading) {
        self.moves_played = MovesPlayed::of(reading);
    }
}

//! How the editor looks, and what the config file said: the board colour
//! theme and the coordinates (chosen here, remembered in config.toml by the
//! runtime); the config's keys are kept beside them (`keys.rs` reads them).

use super::state::Look;
use super::{App, LookNotice, Notice, PieceStyle};
use crate::tui::theme::BoardTheme;

impl App {
    pub fn board_theme(&self) -> BoardTheme {
        self.looks.board
    }

    /// Whether files and ranks are named around the board.
    pub fn coordinates(&self) -> bool {
        self.looks.coordinates
    }

    pub fn look(&self) -> Look {
        Look {
            board: self.looks.board,
            glyphs: self.piece_style == PieceStyle::Glyphs,
            coordinates: self.looks.coordinates,
        }
    }

    /// Xiangqi glyphs drawn in simplified characters (帅 车 马; `--characters
    /// simplified`), else traditional (帥 俥 傌).
    pub fn simplified_characters(&self) -> bool {
        self.looks.simplified
    }

    pub fn set_simplified_characters(&mut self, simplified: bool) {
        self.looks.simplified = simplified;
    }

    /// Start with this board theme and coordinates (from the config).
    pub fn set_look(&mut self, board: BoardTheme, coordinates: bool) {
        self.looks.board = board;
        self.looks.coordinates = coordinates;
    }

    /// The runtime could not write the choice to the config file.
    pub fn look_not_remembered(&mut self, why: LookNotice) {
        self.notice = Notice::Look(why);
    }

    pub(crate) fn next_board_theme(&mut self) {
        self.looks.board = self.looks.board.next();
        self.notice = Notice::Look(LookNotice::Theme(self.looks.board));
    }

    pub(crate) fn toggle_coordinates(&mut self) {
        self.looks.coordinates = !self.looks.coordinates;
        self.notice = Notice::Look(LookNotice::Coordinates(self.looks.coordinates));
    }
}

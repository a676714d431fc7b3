//! A position read from a picture (`fen-tui board.png`): the squares the
//! recogniser was unsure of, marked on the board and named in the status
//! line ("3 squares uncertain: d4 (N or B?) …"), the cursor on the first.
//! The marks stay while the board is as it was read; the first edit ends them.

use super::{App, Notice};
use crate::core::Square;

/// One square the recogniser was unsure of: what it read, and the runner-up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Doubt {
    pub square: Square,
    pub read: char,
    pub or: char,
}

/// What the editor is told about a picture it opens on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PictureNote {
    /// The file's name as given.
    pub file: String,
    /// In FEN order (a8 first).
    pub doubts: Vec<Doubt>,
}

/// The doubts and the FEN they belong to.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct PictureDoubts {
    fen: String,
    squares: Vec<Square>,
}

impl App {
    /// Marks the picture's uncertain squares, says them, and puts the cursor on the first.
    pub fn show_picture_note(&mut self, note: PictureNote) {
        self.picture_doubts = PictureDoubts {
            fen: self.fen.clone(),
            squares: note.doubts.iter().map(|d| d.square).collect(),
        };
        if let Some(first) = note.doubts.first() {
            self.cursor = first.square;
        }
        self.notice = Notice::PictureRead(note);
    }

    /// Whether `square` is one the picture left in doubt, the board unchanged since.
    pub fn picture_doubt(&self, square: Square) -> bool {
        self.picture_doubts.fen == self.fen && self.picture_doubts.squares.contains(&square)
    }
}

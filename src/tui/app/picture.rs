//! A position read from a picture (`fen-tui board.png`, or Ctrl-V with a
//! picture on the clipboard), chess or xiangqi (the editor takes the
//! picture's game): the squares (points) the recogniser was unsure of,
//! marked on the board, named in the status line and the Problems panel
//! ("3 squares uncertain: d4 (N or B?) …"), the cursor on the first; the
//! side to move, castling and en passant said as guesses. The marks stay
//! while the board is as it was read; the first edit ends them (an undo back
//! to it brings them back).

use super::{App, Notice};
use crate::core::fen::{ReadOptions, read_fen};
use crate::core::{Square, Variant};

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
    /// The file's name as given (empty for the clipboard's picture).
    pub file: String,
    /// The game read: its squares' names and which fields are guesses.
    pub variant: Variant,
    /// In FEN order (a8, or a9 in xiangqi, first).
    pub doubts: Vec<Doubt>,
}

/// A picture read for the editor: the position, which side was at the
/// bottom, and the squares in doubt.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PictureRead {
    pub position: crate::core::Position,
    pub flipped: bool,
    pub note: PictureNote,
}

/// Why a picture gave no position for the editor.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PictureRefusal {
    /// No chess or xiangqi board in it (a cat).
    NoBoard,
    /// The built-in model could not be read: the reason.
    Damaged(String),
}

impl PictureRead {
    /// The editor's view of a reading: `None` when its FEN does not read
    /// (which the labels chosen never make, but a reading is outside data).
    pub fn from_reading(reading: &fen_vision::Reading, file: &str) -> Option<PictureRead> {
        let variant = match reading.game {
            fen_vision::Game::Chess => Variant::Chess,
            fen_vision::Game::Xiangqi => Variant::Xiangqi,
        };
        let read = read_fen(
            &reading.fen(),
            ReadOptions::lenient().with_variant(Some(variant)),
        )
        .ok()?;
        if read.position.variant != variant {
            return None;
        }
        let (files, ranks) = (variant.files() as usize, variant.ranks() as usize);
        let doubts = reading
            .squares
            .iter()
            .enumerate()
            .filter(|(_, s)| s.confidence < fen_vision::UNCERTAIN_BELOW)
            .map(|(i, s)| Doubt {
                square: Square::new((i % files) as u8, (ranks - 1 - i / files) as u8),
                read: s.label,
                or: s.runner_up.0,
            })
            .collect();
        Some(PictureRead {
            position: read.position,
            flipped: reading.flipped,
            note: PictureNote {
                file: file.to_string(),
                variant,
                doubts,
            },
        })
    }
}

/// Reads the board (chess or xiangqi) in a picture's RGBA pixels (the
/// clipboard's), for the editor.
pub fn read_pixels(
    width: usize,
    height: usize,
    rgba: &[u8],
) -> Result<PictureRead, PictureRefusal> {
    let picture = fen_vision::Picture::from_rgb(width, height, 4, rgba.to_vec())
        .ok_or(PictureRefusal::NoBoard)?;
    match fen_vision::read_picture(
        &picture,
        fen_vision::Variant::Auto,
        fen_vision::Orientation::Auto,
    ) {
        Ok(reading) => PictureRead::from_reading(&reading, "").ok_or(PictureRefusal::NoBoard),
        Err(fen_vision::Error::Weights(why)) => Err(PictureRefusal::Damaged(why.to_string())),
        Err(_) => Err(PictureRefusal::NoBoard),
    }
}

/// The doubts and the FEN they belong to.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct PictureDoubts {
    fen: String,
    note: Option<PictureNote>,
}

impl App {
    /// Marks the picture's uncertain squares, says them, and puts the cursor on the first.
    pub fn show_picture_note(&mut self, note: PictureNote) {
        if let Some(first) = note.doubts.first() {
            self.cursor = first.square;
        }
        self.picture_doubts = PictureDoubts {
            fen: self.fen.clone(),
            note: Some(note.clone()),
        };
        self.notice = Notice::PictureRead(note);
    }

    /// The board takes the position read from a pasted picture, as one undo
    /// step, its doubts marked; or the board stays and the status line says why not.
    pub fn take_picture(&mut self, read: Result<PictureRead, PictureRefusal>) {
        match read {
            Ok(read) => {
                if self.focus == super::Focus::FenField {
                    self.leave_field(super::Focus::Board);
                }
                self.history.record(self.snapshot());
                self.take_position(read.position, Vec::new());
                self.position_replaced();
                // The board turned as the picture was, to compare square by square.
                self.flipped = read.flipped;
                self.show_picture_note(read.note);
            }
            Err(refusal) => self.notice = Notice::PictureRefused(refusal),
        }
    }

    /// The picture's note while the board is as it was read from it.
    pub fn picture_note(&self) -> Option<&PictureNote> {
        self.picture_doubts
            .note
            .as_ref()
            .filter(|_| self.picture_doubts.fen == self.fen)
    }

    /// Whether `square` is one the picture left in doubt, the board unchanged since.
    pub fn picture_doubt(&self, square: Square) -> bool {
        self.picture_note()
            .is_some_and(|note| note.doubts.iter().any(|d| d.square == square))
    }
}

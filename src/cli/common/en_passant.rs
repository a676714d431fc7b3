//! `--ep always|legal`: when a written FEN names the en-passant target. The
//! FEN standard writes it after every double push (the default); python-chess,
//! Stockfish and Lichess only when a capture there is legal, and pipelines that
//! deduplicate positions against theirs want the same.

use crate::core::Position;
use crate::core::rules::{EnPassantWriting, written_en_passant};
use clap::{Args, ValueEnum};

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Args)]
pub struct EnPassantArgs {
    /// When the en-passant target is written: after every double push (the
    /// FEN standard) or only when a capture there is legal (as python-chess,
    /// Stockfish and Lichess write it).
    #[arg(long = "ep", value_enum, default_value_t = EpArg::Always)]
    pub ep: EpArg,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, ValueEnum)]
pub enum EpArg {
    #[default]
    Always,
    Legal,
}

impl EnPassantArgs {
    pub fn writing(self) -> EnPassantWriting {
        match self.ep {
            EpArg::Always => EnPassantWriting::Always,
            EpArg::Legal => EnPassantWriting::Legal,
        }
    }

    /// `pos` as it is to be written.
    pub fn written(self, pos: &Position) -> Position {
        written_en_passant(pos, self.writing())
    }
}

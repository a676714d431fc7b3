//! `--chess960`, `--standard` and `--castling`, shared by every command that
//! reads or writes a position: each flattens them in, so they are offered
//! only where they mean something (not on `library` or `completions`).

use crate::core::fen::{CastlingNotation, ReadOptions};
use clap::{Args, ValueEnum};

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Args)]
pub struct Chess960Args {
    /// Read chess positions as Chess960 (without it, standard chess; Chess960
    /// only from a castling letter naming a file, with a note).
    #[arg(long)]
    pub chess960: bool,
    /// Read chess positions as standard chess even when a castling letter
    /// names a file (standard chess is already the default).
    #[arg(long, conflicts_with = "chess960")]
    pub standard: bool,
    /// How Chess960 castling rights are written: xfen (`KQkq`, a file letter
    /// for an inner rook) or shredder (file letters, `HAha`). Standard chess
    /// always writes `KQkq`.
    #[arg(long, value_enum, default_value_t = CastlingArg::Xfen)]
    pub castling: CastlingArg,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, ValueEnum)]
pub enum CastlingArg {
    #[default]
    Xfen,
    Shredder,
}

impl Chess960Args {
    /// These flags after the subcommand, with those written before it
    /// (`fen-tui --chess960 check …`, as when the flags were global).
    pub fn with_outer(self, outer: Chess960Args) -> Chess960Args {
        Chess960Args {
            chess960: self.chess960 || outer.chess960,
            standard: self.standard || outer.standard,
            castling: match self.castling {
                CastlingArg::Xfen => outer.castling,
                CastlingArg::Shredder => CastlingArg::Shredder,
            },
        }
    }

    pub fn notation(self) -> CastlingNotation {
        match self.castling {
            CastlingArg::Xfen => CastlingNotation::XFen,
            CastlingArg::Shredder => CastlingNotation::Shredder,
        }
    }

    /// `options` with the mode asked for.
    pub fn read_options(self, options: ReadOptions) -> ReadOptions {
        options
            .with_chess960(self.chess960)
            .with_standard(self.standard)
    }
}

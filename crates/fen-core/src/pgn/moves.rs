//! The move notation of a game's movetext, one reader per variant: SAN for
//! chess (shakmaty reads it), with `--`, `Z0` and `0000` as null moves (as
//! python-chess and ChessBase write them); for xiangqi any of the three
//! formats xqbase's PGN files use (ICCS `H2-E2`, WXF `C2.5`, Chinese
//! `炮二平五`), each move in whichever it is written.

use crate::rules::chess::{SanLine, SanProblem};
use crate::rules::{self, Move, xiangqi};
use crate::{Position, Variant};
use shakmaty::san::SanPlus;

/// Why a word of the movetext is not a move played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveProblem {
    /// Not written as a move of this notation (`nf3`, `hello`).
    Unreadable,
    /// Written as a move, but no legal move fits it here.
    Illegal,
    /// More than one legal move fits it.
    Ambiguous,
}

/// A move that was played: `None` for a null move, and its standard notation
/// when asked for (else empty).
pub type Played = (Option<Move>, String);

/// A variant's move notation, playing a game's main line from its start.
pub trait MoveReader {
    /// Read `word` (move numbers and `!?` already taken off) and play it.
    fn play(&mut self, word: &str, notation: bool) -> Result<Played, MoveProblem>;
    /// The position now.
    fn position(&self) -> Position;
    /// A reader in the same state, to read a variation from here.
    fn fork(&self) -> Box<dyn MoveReader>;
}

/// The move reader for a game starting at `start`; `None` when no game can
/// be played from it (no king, a variant without a PGN notation yet).
pub fn move_reader(start: &Position) -> Option<Box<dyn MoveReader>> {
    match start.variant {
        Variant::Chess => SanLine::new(start).map(|line| Box::new(Chess(line)) as _),
        Variant::Xiangqi => Some(Box::new(Xiangqi(*start))),
    }
}

struct Xiangqi(Position);

impl MoveReader for Xiangqi {
    fn play(&mut self, word: &str, notation: bool) -> Result<Played, MoveProblem> {
        let mv = xiangqi::notation::read(&self.0, word, xiangqi::RankNumbering::FromZero).map_err(
            |error| match error.code {
                "unreadable-move" => MoveProblem::Unreadable,
                "ambiguous-move" => MoveProblem::Ambiguous,
                _ => MoveProblem::Illegal,
            },
        )?;
        // The standard form of a xiangqi move in English is WXF.
        let text = if notation {
            xiangqi::notation::write(&self.0, mv, xiangqi::notation::Notation::Wxf)
        } else {
            String::new()
        };
        self.0 = rules::play(&self.0, mv);
        Ok((Some(mv), text))
    }

    fn position(&self) -> Position {
        self.0
    }

    fn fork(&self) -> Box<dyn MoveReader> {
        Box::new(Xiangqi(self.0))
    }
}

struct Chess(SanLine);

/// The null move's spellings: PGN's `--`, ChessBase's `Z0`, UCI's `0000`.
const NULL_MOVES: [&str; 3] = ["--", "Z0", "0000"];

impl MoveReader for Chess {
    fn play(&mut self, word: &str, notation: bool) -> Result<Played, MoveProblem> {
        // Long algebraic, figurine and Russian letters read as SAN.
        let word = crate::rules::chess::notation::to_ascii(word);
        let word = word.as_ref();
        if NULL_MOVES.contains(&word) {
            self.0.play_null().map_err(|_| MoveProblem::Illegal)?;
            return Ok((None, if notation { "--".into() } else { String::new() }));
        }
        // Castling with zeros, as some programs write it.
        let word = match word.trim_end_matches(['+', '#']) {
            "0-0" => "O-O",
            "0-0-0" => "O-O-O",
            _ => word,
        };
        let san = match self.0.san_of_uci(word) {
            Some(san) => SanPlus { san, suffix: None },
            None => SanPlus::from_ascii(word.as_bytes()).map_err(|_| MoveProblem::Unreadable)?,
        };
        let problem = |p| match p {
            SanProblem::Illegal => MoveProblem::Illegal,
            SanProblem::Ambiguous => MoveProblem::Ambiguous,
        };
        if notation {
            let (mv, text) = self.0.play_with_san(&san.san).map_err(problem)?;
            Ok((Some(mv), text))
        } else {
            let mv = self.0.play(&san.san).map_err(problem)?;
            Ok((Some(mv), String::new()))
        }
    }

    fn position(&self) -> Position {
        self.0.position()
    }

    fn fork(&self) -> Box<dyn MoveReader> {
        Box::new(Chess(self.0.clone()))
    }
}

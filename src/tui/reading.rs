//! The editor's two questions to the core: "what does this text say?" (the one
//! input reader shared with the CLI) and "what do the rules say about this
//! position?" (problems, notes, check/mate status).

use crate::core::fen::{InputReading, ReadOptions, read_input_on, read_paste_on};
use crate::core::rules::{self, Move, Status};
use crate::core::{Diagnostic, Position, Severity, Variant};

/// What a text said: a position when it reads, and every error and warning.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Reading {
    pub position: Option<Position>,
    pub errors: Vec<Diagnostic>,
    pub warnings: Vec<Diagnostic>,
    /// Where the moves of `FEN moves ...` start (the position when there are none).
    pub start: Option<Position>,
    /// The moves the text played to reach `position`.
    pub moves: Vec<Move>,
    /// Read as a game: `position` (the move before the one that stopped it,
    /// if one did) stands beside the errors.
    pub game: bool,
}

/// Read what is in the FEN field (lenient) on a board of `board`'s variant:
/// read as that variant first, switched only for text that is clearly the
/// other game. Columns refer to the text exactly as given.
pub fn read_text(text: &str, board: Variant) -> Reading {
    Reading::from(read_input_on(text, ReadOptions::lenient(), board))
}

/// Read a paste: a PGN game, moves, or the first line that reads, so a FEN
/// inside a chat message still loads.
pub fn read_pasted(text: &str, board: Variant) -> Reading {
    Reading::from(read_paste_on(text, ReadOptions::lenient(), board))
}

impl From<InputReading> for Reading {
    fn from(reading: InputReading) -> Reading {
        Reading {
            position: reading
                .position
                .filter(|_| reading.game || reading.errors.is_empty()),
            errors: reading.errors,
            warnings: reading.warnings,
            start: reading.start,
            moves: reading.moves,
            game: reading.game,
        }
    }
}

/// The rules' verdict on a position, computed once per change.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Verdict {
    /// Errors first, then warnings.
    pub problems: Vec<Diagnostic>,
    pub notes: Vec<Diagnostic>,
    /// Check, mate or stalemate; only when the position has no errors.
    pub status: Option<Status>,
}

impl Verdict {
    pub fn of(position: &Position) -> Verdict {
        let mut problems = rules::problems(position);
        // A warning among the notes (a clock the move number cannot reach, an
        // en-passant target beside a clock that is not 0) is marked as one.
        let (warnings, notes): (Vec<_>, Vec<_>) = rules::notes(position)
            .into_iter()
            .partition(|n| n.severity == Severity::Warning);
        problems.extend(warnings);
        // Errors before warnings: the worst news first (the rules list the
        // errors worst first already; the sort is stable).
        problems.sort_by_key(|p| p.severity != Severity::Error);
        let valid = !problems.iter().any(|p| p.severity == Severity::Error);
        Verdict {
            problems,
            notes,
            status: valid.then(|| rules::status(position)),
        }
    }

    pub fn is_valid(&self) -> bool {
        !self.problems.iter().any(|p| p.severity == Severity::Error)
    }
}

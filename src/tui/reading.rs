//! The editor's two questions to the core: "what does this text say?" (the one
//! input reader shared with the CLI) and "what do the rules say about this
//! position?" (problems, notes, check/mate status).

use crate::core::fen::{ReadOptions, read_fen};
use crate::core::rules::Status;
use crate::core::{Diagnostic, Position, Severity};

/// What a text said: a position when it reads, and every error and warning.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Reading {
    pub position: Option<Position>,
    pub errors: Vec<Diagnostic>,
    pub warnings: Vec<Diagnostic>,
}

/// Read anything a user may type or paste (lenient, variant from the text).
pub fn read_text(text: &str) -> Reading {
    match read_fen(text.trim_end_matches(['\n', '\r']), ReadOptions::lenient()) {
        Ok(read) => Reading {
            position: Some(read.position),
            errors: Vec::new(),
            warnings: read.warnings,
        },
        Err(failure) => Reading {
            position: None,
            errors: failure.errors,
            warnings: failure.warnings,
        },
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
        let _ = position;
        Verdict::default()
    }

    pub fn is_valid(&self) -> bool {
        !self.problems.iter().any(|p| p.severity == Severity::Error)
    }
}

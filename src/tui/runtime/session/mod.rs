//! Nothing lost: the position being edited, its undo history and the moves
//! played are kept in one small file in the XDG state directory, written
//! atomically shortly after each change. A session that ended without a clean
//! quit (killed, SSH dropped, crash) is offered back at the next start.
//!
//! Each running editor has a file of its own, so two editors never overwrite
//! each other; every session that did not end with a quit is offered at the
//! next start, and a file this build cannot read (damaged, or from a newer
//! version) is left as it is.
//!
//! `format` is the versioned file format, `store` finds the files (written by
//! `crate::files`: exclusive temporaries, never through a link), `offers` is what
//! a start found, `autosave` decides when the runtime writes (and keeps the
//! unwritten change for a signal handler), and `runtime` is what the editor's
//! loop calls at start and after changes.

mod autosave;
mod format;
mod offers;
pub use offers::OfferPlace;
mod runtime;
mod store;

pub use autosave::{Autosave, INTERVAL, LastWords, SaveOutcome};
pub use format::{FORMAT_VERSION, FormatError, decode, encode};
pub use runtime::{follow_up, open, save_now, wait};
pub use store::unix_seconds;
pub use store::{LoadError, SessionFile, is_editor_running, state_dir};

use crate::core::Position;
use crate::tui::app::history::Snapshot;

/// Undo and redo steps kept in the file on each side: enough to go back a
/// long way after a crash, small enough to write every second.
pub const STEPS_KEPT: usize = 200;

/// Moves played from `start`, in coordinate notation (e2e4, h2e2), oldest first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SavedMoves {
    pub start: Position,
    pub played: Vec<String>,
}

/// A session as it is written down.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SavedSession {
    /// The position on the board and the FEN field's draft.
    pub current: Snapshot,
    /// Oldest first, as undo takes them from the end.
    pub undo: Vec<Snapshot>,
    /// The steps redo takes, the next one last.
    pub redo: Vec<Snapshot>,
    /// The moves a loaded text played to reach the current position, if any.
    pub moves: Option<SavedMoves>,
    /// The editor was left with a quit: nothing to offer at the next start.
    pub ended_cleanly: bool,
    /// Seconds since the Unix epoch when this was written.
    pub saved_at: u64,
    /// The process that wrote it: while that editor runs, its session is not
    /// offered to another one, nor overwritten by it.
    pub pid: Option<u32>,
}

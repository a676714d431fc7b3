//! The undo history list's state: its steps and the one highlighted.
//! Data only: the `Layer` enum and `App` hold it without importing its
//! behaviour, which is in `mod.rs`.

use crate::tui::app::history::Snapshot;

/// Its name for `Action::Open` (Alt-Z).
pub const NAME: &str = "history";

/// The undo steps, newest first, and the one highlighted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UndoHistory {
    /// Each step's text as the FEN field showed it (a draft as typed, else
    /// the FEN), with the step itself.
    pub steps: Vec<(String, Snapshot)>,
    pub selected: usize,
}

//! Undo and redo: every change keeps what was there before it, including the
//! FEN field's text, so a paste or a keystroke in the field undoes as well.

use crate::core::Position;

/// What one change can alter.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Snapshot {
    pub position: Position,
    pub draft: Option<String>,
}

/// Enough for any editing session; the oldest steps go first.
const LIMIT: usize = 10_000;

#[derive(Debug, Default)]
pub struct History {
    undo: Vec<Snapshot>,
    redo: Vec<Snapshot>,
}

impl History {
    /// Remember the state before a change; a new change forgets what was undone.
    pub fn record(&mut self, before: Snapshot) {
        if self.undo.len() >= LIMIT {
            self.undo.remove(0);
        }
        self.undo.push(before);
        self.redo.clear();
    }

    pub fn undo(&mut self, current: Snapshot) -> Option<Snapshot> {
        let previous = self.undo.pop()?;
        self.redo.push(current);
        Some(previous)
    }

    pub fn redo(&mut self, current: Snapshot) -> Option<Snapshot> {
        let next = self.redo.pop()?;
        self.undo.push(current);
        Some(next)
    }
}

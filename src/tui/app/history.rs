//! Undo and redo: every change keeps what was there before it, including the
//! FEN field's text, so a paste or a keystroke in the field undoes as well.

use crate::core::Position;
use std::collections::VecDeque;

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
    /// A queue, so dropping the oldest step at the limit costs nothing.
    undo: VecDeque<Snapshot>,
    redo: Vec<Snapshot>,
    // Counts every record, undo and redo, so the runtime can tell
    // that something worth saving changed without comparing states.
    changes: u64,
}

impl History {
    /// Remember the state before a change; a new change forgets what was undone.
    pub fn record(&mut self, before: Snapshot) {
        if self.undo.len() >= LIMIT {
            self.undo.pop_front();
        }
        self.undo.push_back(before);
        self.redo.clear();
        self.changes += 1;
    }

    pub fn undo(&mut self, current: Snapshot) -> Option<Snapshot> {
        let previous = self.undo.pop_back()?;
        self.redo.push(current);
        self.changes += 1;
        Some(previous)
    }

    pub fn redo(&mut self, current: Snapshot) -> Option<Snapshot> {
        let next = self.redo.pop()?;
        self.undo.push_back(current);
        self.changes += 1;
        Some(next)
    }
}

// What the session file keeps of the history, and the way back.
impl History {
    pub fn changes(&self) -> u64 {
        self.changes
    }

    /// A change that is not an edit (a restored or discarded session) but
    /// still has to reach the session file.
    pub fn touch(&mut self) {
        self.changes += 1;
    }

    /// The newest `kept` undo and redo steps, each oldest first.
    pub fn newest_steps(&self, kept: usize) -> (Vec<Snapshot>, Vec<Snapshot>) {
        let undo = self.undo.iter().skip(self.undo.len().saturating_sub(kept));
        let redo = &self.redo[self.redo.len().saturating_sub(kept)..];
        (undo.cloned().collect(), redo.to_vec())
    }

    /// A history with these steps, as a restored session had it.
    pub fn with_steps(mut undo: Vec<Snapshot>, mut redo: Vec<Snapshot>, changes: u64) -> History {
        undo.drain(..undo.len().saturating_sub(LIMIT));
        redo.drain(..redo.len().saturating_sub(LIMIT));
        History {
            undo: undo.into(),
            redo,
            changes,
        }
    }
}

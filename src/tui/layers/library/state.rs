//! The library browser's state: what is typed and the entry highlighted,
//! with what follows from them. No `App`: the `Layer` enum holds it
//! without importing the browser's behaviour, which is in `mod.rs`.

use crate::core::library::Entry;
use crate::library_text::filtered;

/// Its name, which `Action::LIBRARY` opens (`layers::OPENED_BY_NAME`).
pub const NAME: &str = "library";

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LibraryBrowser {
    /// What is typed: every word must be in the entry's names, group or game.
    pub filter: String,
    /// The highlighted entry's place among those the filter lets through.
    pub(super) selected: usize,
}

impl LibraryBrowser {
    /// The entries the filter lets through, in library order.
    pub fn matches(&self) -> Vec<Entry> {
        filtered(&self.filter)
    }

    /// The highlighted entry's place in `matches()`.
    pub fn selected(&self) -> usize {
        self.selected
    }

    pub fn selected_entry(&self) -> Option<Entry> {
        self.matches().get(self.selected).copied()
    }

    /// Change the filter; the highlight stays on its entry while it still
    /// matches, else goes to the first.
    pub(super) fn refilter(&mut self, edit: impl FnOnce(&mut String)) {
        let before = self.selected_entry().map(|e| e.id);
        edit(&mut self.filter);
        self.selected = self
            .matches()
            .iter()
            .position(|e| Some(e.id) == before)
            .unwrap_or(0);
    }
}

//! Scrolling the problems panel: which entry it shows first. The screen
//! works out where a scroll lands (it knows how many rows each entry takes
//! and where the last page is full); here the place is only kept.

use super::App;

impl App {
    /// The first entry the problems panel shows.
    pub fn problems_from(&self) -> usize {
        self.problems_from
    }

    /// Show the problems from entry `first` on, within the problems there are.
    pub(crate) fn show_problems_from(&mut self, first: usize) {
        let count =
            self.verdict.problems.len() + self.field.errors.len() + self.field.warnings.len();
        self.problems_from = first.min(count.saturating_sub(1));
    }
}

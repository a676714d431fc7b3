//! Scrolling the problems panel: which entry it shows first. The screen
//! works out where a scroll lands (it knows how many rows each entry takes
//! and where the last page is full); here the place is only kept.

use super::App;

impl App {
    /// The first entry the problems panel shows.
    pub fn problems_from(&self) -> usize {
        self.problems_from
    }

    /// Show the problems from entry `first` on (the view keeps a start
    /// beyond the last page on the last page, as after a resize).
    pub(crate) fn show_problems_from(&mut self, first: usize) {
        self.problems_from = first;
    }
}

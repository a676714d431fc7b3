//! Scrolling the problems panel: which entry it shows first. The view keeps
//! the number within the entries it draws; here it only moves.

use super::App;

impl App {
    /// The first entry the problems panel shows.
    pub fn problems_from(&self) -> usize {
        self.problems_from
    }

    /// One entry on (`down`) or back; no further than the problems there are.
    pub(crate) fn scroll_problems(&mut self, down: bool) {
        let count =
            self.verdict.problems.len() + self.field.errors.len() + self.field.warnings.len();
        self.problems_from = match down {
            true => (self.problems_from + 1).min(count.saturating_sub(1)),
            false => self.problems_from.saturating_sub(1),
        };
    }
}

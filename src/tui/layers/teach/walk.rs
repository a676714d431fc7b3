//! The walk-through: which step of the board's FEN is on screen.

use crate::core::Position;
use crate::core::teach::{Step, WalkThrough, walk_through};
use crate::tui::action::{Action, StepTo};

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WalkView {
    pub walk: WalkThrough,
    /// The step shown, 0-based.
    pub index: usize,
}

impl WalkView {
    pub fn new(position: &Position) -> WalkView {
        WalkView {
            walk: walk_through(position),
            index: 0,
        }
    }

    pub fn step(&self) -> Option<&Step> {
        self.walk.steps.get(self.index)
    }

    /// The FEN written so far, the current step's characters last.
    pub fn fen_so_far(&self) -> &str {
        self.walk.fen_so_far(self.index)
    }

    pub fn update(&mut self, action: &Action) {
        let last = self.walk.steps.len().saturating_sub(1);
        if let Action::Step(to) = action {
            self.index = match to {
                StepTo::Next => (self.index + 1).min(last),
                StepTo::Back => self.index.saturating_sub(1),
                StepTo::First => 0,
                StepTo::Last => last,
            };
        }
    }
}

//! The walk-through: which step of the board's FEN is on screen. The first
//! page introduces the six fields before any is written (issue 38: the
//! fields were never named before a8); the steps follow.

use crate::core::Position;
use crate::core::teach::{Step, WalkThrough, walk_through};
use crate::tui::action::{Action, StepTo};

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WalkView {
    pub walk: WalkThrough,
    /// The page shown, 0-based: 0 is the introduction, then step `index - 1`.
    pub index: usize,
}

impl WalkView {
    pub fn new(position: &Position) -> WalkView {
        WalkView {
            walk: walk_through(position),
            index: 0,
        }
    }

    /// The introduction of the fields is on screen.
    pub fn is_intro(&self) -> bool {
        self.index == 0
    }

    /// The pages: the introduction and every step.
    pub fn pages(&self) -> usize {
        self.walk.steps.len() + 1
    }

    /// The step on screen (`None` on the introduction).
    pub fn step(&self) -> Option<&Step> {
        self.index
            .checked_sub(1)
            .and_then(|at| self.walk.steps.get(at))
    }

    /// The FEN written so far, the current step's characters last; the
    /// introduction shows the whole FEN, whose fields it names.
    pub fn fen_so_far(&self) -> &str {
        match self.index.checked_sub(1) {
            Some(at) => self.walk.fen_so_far(at),
            None => &self.walk.fen,
        }
    }

    pub fn update(&mut self, action: &Action) {
        let last = self.pages().saturating_sub(1);
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

//! The config file's problems, shown in a box over the editor at start; it
//! reads and closes, and quitting still works behind it.

pub mod keys;
pub mod state;
pub mod view;

use crate::tui::action::Action;
use crate::tui::app::App;
use crate::tui::keymap::Context;
use crate::tui::layers::{Canvas, Overlay};
use crate::tui::layers::{Layer, Step};
pub use state::ConfigProblems;

impl App {
    /// Show the config file's problems over the editor (none: nothing).
    pub fn show_config_problems(&mut self, problems: ConfigProblems) {
        if problems.unreadable.is_some() || !problems.problems.is_empty() {
            self.open(Layer::ConfigProblems(problems));
        }
    }
}

/// The problems layer reads and closes; quitting still works behind it.
pub fn handle(action: Action) -> Step {
    match action {
        Action::Escape | Action::Submit | Action::Activate | Action::HELP => {
            Step::consumed().and_close()
        }
        Action::Quit | Action::QuitWithoutPrinting => Step::pass(action).and_close(),
        _ => Step::consumed(),
    }
}

impl Overlay for ConfigProblems {
    fn context(&self, _: &App) -> Option<Context> {
        Some(keys::CONTEXT)
    }
    fn handle(&mut self, _: &mut App, action: Action) -> Step {
        handle(action)
    }
    fn draw(&self, canvas: &mut Canvas<'_, '_>) {
        view::render(canvas.screen, self, canvas.area, canvas.buf)
    }
}

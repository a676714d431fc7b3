//! The help layer: it lists the keys of what it covers and scrolls; it takes
//! every key but quitting, which closes it and goes on down.

pub mod keys;
pub mod view;

use crate::tui::action::{Action, Direction};
use crate::tui::app::App;
use crate::tui::keymap::Context;
use crate::tui::layers::Step;
use crate::tui::layers::{Canvas, Click, Overlay};
use std::cell::Cell;

/// The help: how far it is scrolled (the view keeps it within the text, as
/// ratatui's list state is kept in view).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Help {
    pub scroll: Cell<u16>,
}

/// PgUp and PgDn move this many lines (the view keeps the scroll in the text).
const PAGE: u16 = 10;

pub(crate) fn handle(scroll: &mut Cell<u16>, action: Action) -> Step {
    let now = scroll.get();
    let to = match action {
        Action::ToggleHelp | Action::Escape => return Step::consumed().and_close(),
        Action::Quit | Action::QuitWithoutPrinting => return Step::pass(action).and_close(),
        Action::Move(Direction::Up) => now.saturating_sub(1),
        Action::Move(Direction::Down) => now.saturating_add(1),
        // PgUp and PgDn (the board's top and bottom rank keys).
        Action::TopRank => now.saturating_sub(PAGE),
        Action::BottomRank => now.saturating_add(PAGE),
        Action::Home => 0,
        Action::End => u16::MAX,
        _ => now,
    };
    scroll.set(to);
    Step::consumed()
}

impl Overlay for Help {
    fn context(&self, _: &App) -> Option<Context> {
        Some(keys::CONTEXT)
    }
    fn handle(&mut self, _: &mut App, action: Action) -> Step {
        handle(&mut self.scroll, action)
    }
    fn draw(&self, canvas: &mut Canvas<'_, '_>) {
        view::render(self, canvas)
    }
    // A click anywhere closes the help.
    fn click(&self, _: Click<'_, '_>) -> Option<Option<Action>> {
        Some(Some(Action::ToggleHelp))
    }
}

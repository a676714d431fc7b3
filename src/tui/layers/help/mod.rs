//! The help layer: it lists the keys of what it covers and scrolls; it takes
//! every key but quitting, which closes it and goes on down.

pub mod keys;
pub mod view;

use crate::tui::action::{Action, Direction};
use crate::tui::layers::Step;
use std::cell::Cell;

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

//! The help layer: it lists the keys of what it covers, the global ones by
//! what users do with them, scrolls a line or a page, and narrows to what is
//! typed; it takes every key but quitting, which closes it and goes on down.

pub mod keys;
pub mod view;

#[cfg(test)]
mod tests;

use crate::tui::action::{Action, Direction, TextEdit};
use crate::tui::app::App;
use crate::tui::keymap::Context;
use crate::tui::layers::Step;
use crate::tui::layers::{Canvas, Click, Overlay};
use std::cell::Cell;

/// The help: how far it is scrolled and how long a page is (the view keeps
/// both to the text and the screen, as ratatui's list state is kept in
/// view), and what is typed to narrow it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Help {
    pub scroll: Cell<u16>,
    /// The lines a page shows, as last drawn.
    pub page: Cell<u16>,
    /// Only the keys whose words or names hold this (any case).
    pub filter: String,
}

/// A page before the help is first drawn.
const PAGE: u16 = 10;

impl Default for Help {
    fn default() -> Help {
        Help {
            scroll: Cell::new(0),
            page: Cell::new(PAGE),
            filter: String::new(),
        }
    }
}

impl Help {
    fn handle(&mut self, action: Action) -> Step {
        let now = self.scroll.get();
        let page = self.page.get().max(1);
        let to = match action {
            Action::ToggleHelp | Action::Escape => return Step::consumed().and_close(),
            Action::Quit | Action::QuitWithoutPrinting => {
                return Step::pass(action).and_close();
            }
            Action::Move(Direction::Up) => now.saturating_sub(1),
            Action::Move(Direction::Down) => now.saturating_add(1),
            // PgUp and PgDn (the board's top and bottom rank keys).
            Action::TopRank => now.saturating_sub(page),
            Action::BottomRank => now.saturating_add(page),
            Action::Home => 0,
            Action::End => u16::MAX,
            // A narrower list starts at its top.
            Action::Type(c) => {
                self.filter.push(c);
                0
            }
            Action::EraseBack => {
                self.filter.pop();
                0
            }
            Action::Edit(TextEdit::DeleteToStart) => {
                self.filter.clear();
                0
            }
            _ => now,
        };
        self.scroll.set(to);
        Step::consumed()
    }
}

impl Overlay for Help {
    fn context(&self, _: &App) -> Option<Context> {
        Some(keys::CONTEXT)
    }
    fn handle(&mut self, _: &mut App, action: Action) -> Step {
        Help::handle(self, action)
    }
    fn draw(&self, canvas: &mut Canvas<'_, '_>) {
        view::render(self, canvas)
    }
    // A click anywhere closes the help.
    fn click(&self, _: Click<'_, '_>) -> Option<Option<Action>> {
        Some(Some(Action::ToggleHelp))
    }
}

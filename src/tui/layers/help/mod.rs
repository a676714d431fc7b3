//! The help layer: it lists the keys of what it covers, the global ones by
//! what users do with them, scrolls a line or a page, and narrows to what is
//! typed; it takes every key but quitting, which closes it and goes on down.

pub mod keys;
pub mod state;
pub mod view;

#[cfg(test)]
mod tests;

use crate::tui::action::{Action, Direction, TextEdit};
use crate::tui::app::App;
use crate::tui::keymap::Context;
use crate::tui::layers::Step;
use crate::tui::layers::{Canvas, Click, Overlay};
pub use state::Help;

impl Help {
    fn handle(&mut self, action: Action) -> Step {
        let now = self.scroll.get();
        let page = self.page.get();
        let to = match action {
            Action::HELP | Action::Escape => return Step::consumed().and_close(),
            Action::Quit | Action::QuitWithoutPrinting => {
                return Step::pass(action).and_close();
            }
            Action::Move(Direction::Up) => now.saturating_sub(1),
            Action::Move(Direction::Down) => now.saturating_add(1),
            // PgUp and PgDn (the board's top and bottom rank keys).
            Action::TopRank | Action::BottomRank => {
                let down = action == Action::BottomRank;
                let Some(page) = page else {
                    self.wait_for_a_page(down);
                    return Step::consumed();
                };
                if down {
                    now.saturating_add(page.max(1))
                } else {
                    now.saturating_sub(page.max(1))
                }
            }
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
        // These say where to be, whatever pages were waiting.
        if matches!(
            action,
            Action::Home
                | Action::End
                | Action::Type(_)
                | Action::EraseBack
                | Action::Edit(TextEdit::DeleteToStart)
        ) {
            self.pages_waiting.set(0);
        }
        self.scroll.set(to);
        Step::consumed()
    }

    fn wait_for_a_page(&self, down: bool) {
        let pages = self.pages_waiting.get();
        self.pages_waiting.set(if down {
            pages.saturating_add(1)
        } else {
            pages.saturating_sub(1)
        });
    }

    /// The scroll once a page is `rows` lines: the page keys that waited
    /// for the first draw are turned now.
    pub fn turn_waiting_pages(&self, rows: u16) {
        let pages = self.pages_waiting.replace(0);
        let lines = i32::from(rows) * i32::from(pages);
        let to = (i32::from(self.scroll.get()) + lines).clamp(0, i32::from(u16::MAX));
        self.scroll.set(u16::try_from(to).unwrap_or(u16::MAX));
        self.page.set(Some(rows));
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
        Some(Some(Action::HELP))
    }
}

//! The library browser (Lichess's "Set the board" menu): the position
//! library by group, narrowed by what is typed (a name, group or game in any
//! of the three languages), one entry highlighted; Enter or a click on the
//! highlighted entry puts it on the board as one undoable change, switching
//! the game when the entry is of the other one; Esc leaves the board as it was.

pub mod keys;
pub mod notice;
pub mod state;
pub mod view;

pub use notice::LibraryNotice;
pub use state::LibraryBrowser;

use crate::core::library::Entry;
use crate::tui::action::{Action, TextEdit};
use crate::tui::app::{App, Notice};
use crate::tui::keymap::Context;
use crate::tui::layers::{Canvas, Click, Overlay};
use crate::tui::layers::{Layer, Step};

impl App {
    /// Ctrl-L: open the browser, the filter empty.
    pub(crate) fn open_library(&mut self) {
        self.open(Layer::Library(LibraryBrowser::default()));
        self.notice = Notice::Library(LibraryNotice::Opened);
    }

    pub(crate) fn handle_library(&mut self, browser: &mut LibraryBrowser, action: Action) -> Step {
        match action {
            Action::Escape | Action::LIBRARY => Step::consumed().and_close(),
            Action::Type(c) => {
                browser.refilter(|f| f.push(c));
                Step::consumed()
            }
            Action::EraseBack => {
                browser.refilter(|f| {
                    f.pop();
                });
                Step::consumed()
            }
            Action::Edit(TextEdit::DeleteToStart) => {
                browser.refilter(String::clear);
                Step::consumed()
            }
            Action::Move(_) | Action::TopRank | Action::BottomRank | Action::Home | Action::End => {
                let count = browser.matches().len();
                browser.selected =
                    crate::tui::layers::list::moved(browser.selected, count, &action);
                Step::consumed()
            }
            Action::Submit => self.load_chosen(browser),
            // A click: the first highlights, a second on the same entry loads it.
            Action::ChooseLibraryEntry(index) if index == browser.selected => {
                self.load_chosen(browser)
            }
            Action::ChooseLibraryEntry(index) => {
                if index < browser.matches().len() {
                    browser.selected = index;
                }
                Step::consumed()
            }
            action if super::leaves_to_editor(&action) => Step::pass(action),
            _ => Step::consumed(),
        }
    }

    /// The highlighted entry onto the board, and the browser closed.
    fn load_chosen(&mut self, browser: &LibraryBrowser) -> Step {
        let Some(entry) = browser.selected_entry() else {
            return Step::consumed();
        };
        self.load_library_entry(entry);
        Step::consumed().and_close()
    }

    /// One undoable change, as a paste is (the FEN field's draft included).
    pub(crate) fn load_library_entry(&mut self, entry: Entry) {
        self.history.record(self.snapshot());
        self.load_text(entry.fen);
        self.position_from_elsewhere(super::files::Elsewhere::Library);
        self.notice = Notice::Library(LibraryNotice::Loaded(entry.id));
    }

    /// The browser, when it is open.
    pub fn library_browser(&self) -> Option<&LibraryBrowser> {
        self.layers.iter().rev().find_map(|l| match l {
            Layer::Library(browser) => Some(browser),
            _ => None,
        })
    }
}

impl Overlay for LibraryBrowser {
    fn context(&self, _: &App) -> Option<Context> {
        Some(keys::CONTEXT)
    }
    fn handle(&mut self, app: &mut App, action: Action) -> Step {
        app.handle_library(self, action)
    }
    fn draw(&self, canvas: &mut Canvas<'_, '_>) {
        canvas.screen.render_library(self, canvas.area, canvas.buf)
    }
    fn click(&self, click: Click<'_, '_>) -> Option<Option<Action>> {
        Some(click.screen.library_click(click.area, click.x, click.y))
    }
    // The wheel moves the highlight (the list follows it).
    fn wheel(&self, down: bool) -> Option<Action> {
        Some(crate::tui::layers::list::wheel(down))
    }
}

#[cfg(test)]
mod tests;

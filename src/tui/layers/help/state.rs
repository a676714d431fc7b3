//! The help's state: its scroll, its page and what narrows it.
//! Data only: the `Layer` enum and `App` hold it without importing its
//! behaviour, which is in `mod.rs`.

use std::cell::Cell;

/// Its name, which `Action::HELP` opens (`layers::OPENED_BY_NAME`).
pub const NAME: &str = "help";

/// The help: how far it is scrolled and how long a page is (the view keeps
/// both to the text and the screen, as ratatui's list state is kept in
/// view), and what is typed to narrow it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Help {
    pub scroll: Cell<u16>,
    /// The lines a page shows, as last drawn; none before the first draw.
    pub page: Cell<Option<u16>>,
    /// PgDn (+) and PgUp (−) pressed before the help was first drawn: keys
    /// sent together with F1 (`F1 PgDn`) arrive before the screen's height
    /// is known, and turn a whole page once it is.
    pub pages_waiting: Cell<i16>,
    /// Only the keys whose words or names hold this (any case).
    pub filter: String,
}

impl Default for Help {
    fn default() -> Help {
        Help {
            scroll: Cell::new(0),
            page: Cell::new(None),
            pages_waiting: Cell::new(0),
            filter: String::new(),
        }
    }
}

//! What the library browser tells the status line, and in which words.

use crate::core::Arg;
use crate::i18n::Localizer;

/// What the browser did, for the status line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LibraryNotice {
    /// Open: how to use it.
    Opened,
    /// This entry (its id) was put on the board.
    Loaded(&'static str),
}

/// The status line's words for what the browser did.
pub fn notice_text(notice: &LibraryNotice, loc: &Localizer) -> String {
    match notice {
        LibraryNotice::Opened => loc.text("library-browser-opened"),
        LibraryNotice::Loaded(id) => loc.format(
            "library-browser-loaded",
            &[("name", Arg::from(loc.text(&format!("library-{id}"))))],
        ),
    }
}

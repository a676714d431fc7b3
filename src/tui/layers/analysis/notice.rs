//! What a line key did, in a leaf of its own: the app holds it as a
//! notice without reaching into the line keys' code.

use crate::tui::action::LineFormat;

/// What a line key did, for the status line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LineNotice {
    /// The engine has no line for the position shown (yet, or any more).
    NoLine,
    /// This move (as the moves view writes it) was played.
    Played(String),
    /// The moves view shows line `n` (from 1), its first move.
    SteppedIn(usize),
    /// Esc in the moves view went back to the line left.
    SteppedOut,
    /// The chosen line went to the clipboard in this form, this way.
    Copied(LineFormat, crate::clipboard::CopyOutcome),
}

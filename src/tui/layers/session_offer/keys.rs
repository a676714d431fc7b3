//! The keys of the prompt offering back the last session: it takes only these.
//! Chained by the editor's key table (`keymap::CHAINED`).

use crate::tui::action::{Action, SessionAction};
use crate::tui::keymap::make::{fixed, key};
use crate::tui::keymap::{Binding, Context, LayerKeys};
use ratatui::crossterm::event::KeyCode;

pub const CONTEXT: Context = Context::Layer(&LayerKeys {
    name: "session_offer",
    heading_id: "help-section-session",
    then: &[],
});

#[rustfmt::skip]
pub static KEYS: &[Binding] = &[
    fixed(CONTEXT, &[key(KeyCode::Enter), key(KeyCode::Char('y'))], "Enter y", Action::Session(SessionAction::Restore), "key-session-restore"),
    fixed(CONTEXT, &[key(KeyCode::Esc), key(KeyCode::Char('n'))], "Esc n", Action::Session(SessionAction::Discard), "key-session-discard"),
];

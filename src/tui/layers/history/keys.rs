//! The undo history's keys: Alt-Z opens and closes it, the list keys move,
//! Enter puts a step back. Chained by the editor's key table (`keymap::CHAINED`).

use super::state::NAME;
use crate::tui::action::Action;
use crate::tui::keymap::make::{alt, fixed, hinted, key, keys};
use crate::tui::keymap::{Binding, Context, Group, LayerKeys};
use ratatui::crossterm::event::KeyCode;

pub const CONTEXT: Context = Context::Layer(&LayerKeys {
    name: NAME,
    heading_id: "history-help-section",
    then: &[],
});

#[rustfmt::skip]
pub static KEYS: &[Binding] = keys![
    fixed(Context::Global, &[alt('z')], "Alt-Z", Action::Open(NAME), "history-key-open").on(Group::Edit),
    list(CONTEXT),
    hinted(CONTEXT, &[key(KeyCode::Enter)], "Enter", Action::Submit, "history-key-restore", "history-hint-restore"),
    hinted(CONTEXT, &[key(KeyCode::Esc), alt('z')], "Esc Alt-Z", Action::Escape, "history-key-close", "hint-cancel"),
];

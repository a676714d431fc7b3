//! The keys of the config file's problems box.
//! Chained by the editor's key table (`keymap::CHAINED`).

use crate::tui::action::Action;
use crate::tui::keymap::make::{hinted, key};
use crate::tui::keymap::{Binding, Context, LayerKeys};
use ratatui::crossterm::event::KeyCode;

pub const CONTEXT: Context = Context::Layer(&LayerKeys {
    name: "config_problems",
    heading_id: "help-section-config-problems",
    then: &[],
});

#[rustfmt::skip]
pub static KEYS: &[Binding] = &[
    hinted(CONTEXT, &[key(KeyCode::Esc), key(KeyCode::Enter)], "Esc Enter", Action::Escape, "key-config-problems-close", "hint-close"),
];

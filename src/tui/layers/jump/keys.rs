//! The square jump's keys: a square's name, Enter, Esc.
//! Chained by the editor's key table (`keymap::CHAINED`).

use crate::tui::action::Action;
use crate::tui::keymap::make::{fixed, hinted, key, typing};
use crate::tui::keymap::{Binding, Context, LayerKeys};
use ratatui::crossterm::event::KeyCode;

pub const CONTEXT: Context = Context::Layer(&LayerKeys {
    name: "jump",
    heading_id: "help-section-square-jump",
    then: &[],
});

#[rustfmt::skip]
pub static KEYS: &[Binding] = &[
    hinted(CONTEXT, &[key(KeyCode::Enter)], "Enter", Action::Submit, "key-jump-enter", "hint-jump"),
    fixed(CONTEXT, &[key(KeyCode::Backspace)], "Backspace", Action::EraseBack, "key-field-backspace"),
    hinted(CONTEXT, &[key(KeyCode::Esc)], "Esc", Action::Escape, "key-jump-cancel", "hint-cancel"),
    typing(CONTEXT, "a-i 0-9", "key-jump-typing"),
];

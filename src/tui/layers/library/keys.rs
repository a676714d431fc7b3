//! The library browser's keys: a list with a filter typed into it.
//! Chained by the editor's key table (`keymap::CHAINED`).

use crate::tui::action::{Action, TextEdit};
use crate::tui::keymap::make::{ctrl, fixed, help_key, hinted, key, keys, typing};
use crate::tui::keymap::{Binding, Context, LayerKeys};
use ratatui::crossterm::event::KeyCode;

pub const CONTEXT: Context = Context::Layer(&LayerKeys {
    name: "library",
    heading_id: "help-section-library",
    then: &[],
});

#[rustfmt::skip]
pub static KEYS: &[Binding] = keys![
    list(CONTEXT),
    hinted(CONTEXT, &[key(KeyCode::Enter)], "Enter", Action::Submit, "key-library-enter", "hint-library-load"),
    hinted(CONTEXT, &[key(KeyCode::Esc), ctrl('l')], "Esc", Action::Escape, "key-library-close", "hint-cancel"),
    fixed(CONTEXT, &[key(KeyCode::Backspace)], "Backspace", Action::EraseBack, "key-field-backspace"),
    fixed(CONTEXT, &[ctrl('u')], "Ctrl-U", Action::Edit(TextEdit::DeleteToStart), "key-library-clear"),
    help_key(CONTEXT, &[key(KeyCode::F(1))], "F1"),
    typing(CONTEXT, "a-z а-я 汉字 …", "key-library-typing"),
];

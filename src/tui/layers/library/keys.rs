//! The library browser's keys: a list with a filter typed into it.
//! Chained by the editor's key table (`keymap::CHAINED`).

use crate::tui::action::{Action, Direction, TextEdit};
use crate::tui::keymap::make::{ctrl, each, fixed, hinted, key, typing};
use crate::tui::keymap::{Binding, Context, LayerKeys};
use Direction::{Down, Up};
use ratatui::crossterm::event::KeyCode;

pub const CONTEXT: Context = Context::Layer(&LayerKeys {
    name: "library",
    heading_id: "help-section-library",
    then: &[],
});

#[rustfmt::skip]
pub static KEYS: &[Binding] = &[
    each(CONTEXT, &[key(KeyCode::Up), key(KeyCode::Down)], "↑ ↓", &[Action::Move(Up), Action::Move(Down)], "key-list-arrows"),
    fixed(CONTEXT, &[key(KeyCode::PageUp)], "PgUp", Action::TopRank, "key-list-page-up"),
    fixed(CONTEXT, &[key(KeyCode::PageDown)], "PgDn", Action::BottomRank, "key-list-page-down"),
    fixed(CONTEXT, &[key(KeyCode::Home)], "Home", Action::Home, "key-list-home"),
    fixed(CONTEXT, &[key(KeyCode::End)], "End", Action::End, "key-list-end"),
    hinted(CONTEXT, &[key(KeyCode::Enter)], "Enter", Action::Submit, "key-library-enter", "hint-library-load"),
    hinted(CONTEXT, &[key(KeyCode::Esc), ctrl('l')], "Esc", Action::Escape, "key-library-close", "hint-cancel"),
    fixed(CONTEXT, &[key(KeyCode::Backspace)], "Backspace", Action::EraseBack, "key-field-backspace"),
    fixed(CONTEXT, &[ctrl('u')], "Ctrl-U", Action::Edit(TextEdit::DeleteToStart), "key-library-clear"),
    fixed(CONTEXT, &[key(KeyCode::F(1))], "F1", Action::ToggleHelp, "key-help"),
    typing(CONTEXT, "a-z а-я 汉字 …", "key-library-typing"),
];

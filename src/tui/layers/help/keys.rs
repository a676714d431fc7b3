//! The help's keys: it swallows everything but these and the global quit;
//! letters narrow it to the keys whose words or names hold them.
//! Chained by the editor's key table (`keymap::CHAINED`).

use crate::tui::action::{Action, Direction, TextEdit};
use crate::tui::keymap::make::{ctrl, each, fixed, key, typing};
use crate::tui::keymap::{Binding, Context, LayerKeys};
use Direction::{Down, Up};
use ratatui::crossterm::event::KeyCode;

pub const CONTEXT: Context = Context::Layer(&LayerKeys {
    name: "help",
    heading_id: "help-section-help",
    then: &[],
});

#[rustfmt::skip]
pub static KEYS: &[Binding] = &[
    fixed(CONTEXT, &[key(KeyCode::Esc), key(KeyCode::F(1)), key(KeyCode::Char('?'))], "Esc F1 ?", Action::HELP, "key-close-help"),
    each(CONTEXT, &[key(KeyCode::Up), key(KeyCode::Down)], "↑ ↓", &[Action::Move(Up), Action::Move(Down)], "key-help-scroll"),
    fixed(CONTEXT, &[key(KeyCode::PageUp)], "PgUp", Action::TopRank, "key-help-page-up"),
    fixed(CONTEXT, &[key(KeyCode::PageDown)], "PgDn", Action::BottomRank, "key-help-page-down"),
    fixed(CONTEXT, &[key(KeyCode::Home)], "Home", Action::Home, "key-help-home"),
    fixed(CONTEXT, &[key(KeyCode::End)], "End", Action::End, "key-help-end"),
    fixed(CONTEXT, &[key(KeyCode::Backspace)], "Backspace", Action::EraseBack, "help-key-erase"),
    fixed(CONTEXT, &[ctrl('u')], "Ctrl-U", Action::Edit(TextEdit::DeleteToStart), "help-key-clear"),
    typing(CONTEXT, "a-z …", "help-key-filter"),
];

//! The keys of the open dialog, the name prompt and a PGN's list of games.
//! Chained by the editor's key table (`keymap::CHAINED`).

use crate::tui::action::Action;
use crate::tui::keymap::make::{ctrl, fixed, hinted, key, keys, typing};
use crate::tui::keymap::{Binding, Context, LayerKeys};
use ratatui::crossterm::event::KeyCode;

pub const OPEN_DIALOG: Context = Context::Layer(&LayerKeys {
    name: "open_dialog",
    heading_id: "help-section-open-dialog",
    then: &[],
});

pub const NAME_PROMPT: Context = Context::Layer(&LayerKeys {
    name: "name_prompt",
    heading_id: "help-section-name-prompt",
    then: &[],
});

pub const GAME_LIST: Context = Context::Layer(&LayerKeys {
    name: "game_list",
    heading_id: "help-section-game-list",
    then: &[],
});

#[rustfmt::skip]
pub static KEYS: &[Binding] = keys![
    list(OPEN_DIALOG),
    hinted(OPEN_DIALOG, &[key(KeyCode::Enter)], "Enter", Action::Submit, "key-open-enter", "hint-open"),
    hinted(OPEN_DIALOG, &[key(KeyCode::Backspace)], "Backspace", Action::EraseBack, "key-open-up", "hint-up"),
    hinted(OPEN_DIALOG, &[key(KeyCode::Esc), ctrl('o')], "Esc", Action::Escape, "key-jump-cancel", "hint-cancel"),
    hinted(NAME_PROMPT, &[key(KeyCode::Enter)], "Enter", Action::Submit, "key-name-enter", "hint-save"),
    fixed(NAME_PROMPT, &[key(KeyCode::Backspace)], "Backspace", Action::EraseBack, "key-field-backspace"),
    hinted(NAME_PROMPT, &[key(KeyCode::Esc)], "Esc", Action::Escape, "key-jump-cancel", "hint-cancel"),
    typing(NAME_PROMPT, "a-z 0-9 / …", "key-name-typing"),
    list(GAME_LIST),
    hinted(GAME_LIST, &[key(KeyCode::Enter)], "Enter", Action::Submit, "key-game-enter", "hint-open"),
    hinted(GAME_LIST, &[key(KeyCode::Esc)], "Esc", Action::Escape, "key-jump-cancel", "hint-cancel"),
];

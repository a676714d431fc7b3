//! The diagram file name prompt's keys, edited like the FEN field.
//! Chained by the editor's key table (`keymap::CHAINED`).

use crate::tui::action::{Action, Direction, TextEdit};
use crate::tui::keymap::make::{CTRL, ctrl, each, fixed, hinted, key, typing};
use crate::tui::keymap::{Binding, Context, Keys, LayerKeys};
use Direction::{Left, Right};
use ratatui::crossterm::event::KeyCode;

pub const CONTEXT: Context = Context::Layer(&LayerKeys {
    name: "export",
    heading_id: "export-help-section",
    then: &[],
});

#[rustfmt::skip]
pub static KEYS: &[Binding] = &[
    hinted(CONTEXT, &[key(KeyCode::Enter)], "Enter", Action::Submit, "export-key-enter", "hint-save"),
    hinted(CONTEXT, &[key(KeyCode::Esc)], "Esc", Action::Escape, "key-jump-cancel", "hint-cancel"),
    each(CONTEXT, &[key(KeyCode::Left), key(KeyCode::Right)], "← →", &[Action::Move(Left), Action::Move(Right)], "key-field-arrows"),
    fixed(CONTEXT, &[key(KeyCode::Home), ctrl('a')], "Home", Action::Home, "key-field-home"),
    fixed(CONTEXT, &[key(KeyCode::End), ctrl('e')], "End", Action::End, "key-field-end"),
    fixed(CONTEXT, &[key(KeyCode::Backspace)], "Backspace", Action::EraseBack, "key-field-backspace"),
    fixed(CONTEXT, &[key(KeyCode::Delete)], "Delete", Action::EraseHere, "key-field-delete"),
    each(CONTEXT, &[Keys::Chord(KeyCode::Left, CTRL), Keys::Chord(KeyCode::Right, CTRL)], "Ctrl-← →", &[Action::Edit(TextEdit::WordLeft), Action::Edit(TextEdit::WordRight)], "key-text-words"),
    fixed(CONTEXT, &[ctrl('u')], "Ctrl-U", Action::Edit(TextEdit::DeleteToStart), "key-text-delete-to-start"),
    fixed(CONTEXT, &[ctrl('k')], "Ctrl-K", Action::Edit(TextEdit::DeleteToEnd), "key-text-delete-to-end"),
    fixed(CONTEXT, &[ctrl('w')], "Ctrl-W", Action::Edit(TextEdit::DeleteWordBack), "key-text-delete-word"),
    typing(CONTEXT, "a-z 0-9 / . …", "export-key-typing"),
];

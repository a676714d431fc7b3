//! The teaching views' keys (walk-through, moves, practice), each view its own context.
//! Chained by the editor's key table (`keymap::CHAINED`).

use crate::tui::action::{Action, Direction, StepTo, TextEdit};
use crate::tui::keymap::make::{
    CTRL, ctrl, each, fixed, help_key, hinted, hinted_each, key, keys, typing,
};
use crate::tui::keymap::{Binding, Context, Keys, LayerKeys};
use Context::{BuildPosition, Moves, Walk, WriteFen};
use Direction::{Left, Right};
use ratatui::crossterm::event::KeyCode;

pub use super::state::LESSON_FILE;

/// The practice menu's keys (its lessons), then the global ones.
pub const PRACTICE_MENU: Context = Context::Layer(&LayerKeys {
    name: "practice-menu",
    heading_id: "help-section-practice-menu",
    then: &[Context::Global],
});

#[rustfmt::skip]
pub static KEYS: &[Binding] = keys![
    hinted(Walk, &[key(KeyCode::Right), key(KeyCode::Enter), key(KeyCode::Char(' '))], "→ Enter", Action::Step(StepTo::Next), "key-step-next", "hint-next"),
    hinted(Walk, &[key(KeyCode::Left), key(KeyCode::Backspace)], "←", Action::Step(StepTo::Back), "key-step-back", "hint-back"),
    fixed(Walk, &[key(KeyCode::Home)], "Home", Action::Step(StepTo::First), "key-step-first"),
    fixed(Walk, &[key(KeyCode::End)], "End", Action::Step(StepTo::Last), "key-step-last"),
    hinted(Walk, &[key(KeyCode::Esc)], "Esc", Action::Escape, "key-teach-leave", "hint-leave"),
    help_key(Walk, &[key(KeyCode::Char('?'))], "?"),
    hinted(Moves, &[key(KeyCode::Enter)], "Enter", Action::Submit, "key-moves-enter", "hint-play"),
    hinted_each(Moves, &[key(KeyCode::Left), key(KeyCode::Right)], "← →", &[Action::Step(StepTo::Back), Action::Step(StepTo::Next)], "key-moves-arrows", "hint-moves"),
    fixed(Moves, &[key(KeyCode::Home)], "Home", Action::Step(StepTo::First), "key-moves-home"),
    fixed(Moves, &[ctrl('n')], "Ctrl-N", Action::CycleNotation, "key-moves-notation"),
    fixed(Moves, &[key(KeyCode::End)], "End", Action::Step(StepTo::Last), "key-moves-end"),
    fixed(Moves, &[key(KeyCode::Down)], "↓", Action::Move(Direction::Down), "key-moves-variation-next"),
    fixed(Moves, &[key(KeyCode::Up)], "↑", Action::Move(Direction::Up), "key-moves-variation-back"),
    fixed(Moves, &[key(KeyCode::Backspace)], "Backspace", Action::EraseBack, "key-field-backspace"),
    hinted(Moves, &[key(KeyCode::Esc)], "Esc", Action::Escape, "key-moves-leave", "hint-leave"),
    typing(Moves, "e4 h2e2 …", "key-moves-typing"),
    fixed(Moves, &[key(KeyCode::Delete)], "Delete", Action::EraseHere, "key-field-delete"),
    fixed(Moves, &[ctrl('a')], "Ctrl-A", Action::Edit(TextEdit::ToStart), "key-text-to-start"),
    fixed(Moves, &[ctrl('e')], "Ctrl-E", Action::Edit(TextEdit::ToEnd), "key-text-to-end"),
    each(Moves, &[Keys::Chord(KeyCode::Left, CTRL), Keys::Chord(KeyCode::Right, CTRL)], "Ctrl-← →", &[Action::Edit(TextEdit::WordLeft), Action::Edit(TextEdit::WordRight)], "key-text-words"),
    fixed(Moves, &[ctrl('u')], "Ctrl-U", Action::Edit(TextEdit::DeleteToStart), "key-text-delete-to-start"),
    fixed(Moves, &[ctrl('k')], "Ctrl-K", Action::Edit(TextEdit::DeleteToEnd), "key-text-delete-to-end"),
    fixed(Moves, &[ctrl('w')], "Ctrl-W", Action::Edit(TextEdit::DeleteWordBack), "key-text-delete-word"),
    // The lessons are a list as the library's is (↑ ↓ PgUp PgDn Home End).
    list(PRACTICE_MENU),
    each(PRACTICE_MENU, &[key(KeyCode::Left), key(KeyCode::Right)], "← →", &[Action::Move(Left), Action::Move(Right)], "key-menu-exercise"),
    hinted(PRACTICE_MENU, &[key(KeyCode::Enter), key(KeyCode::Char(' '))], "Enter", Action::Submit, "key-menu-start", "hint-start"),
    fixed(PRACTICE_MENU, &[ctrl('o')], "Ctrl-O", Action::Open(LESSON_FILE), "key-menu-lesson-file"),
    hinted(PRACTICE_MENU, &[key(KeyCode::Esc)], "Esc", Action::Escape, "key-teach-leave", "hint-leave"),
    hinted(WriteFen, &[key(KeyCode::Enter)], "Enter", Action::Submit, "key-write-enter", "hint-check"),
    fixed(WriteFen, &[key(KeyCode::Backspace)], "Backspace", Action::EraseBack, "key-field-backspace"),
    hinted(WriteFen, &[key(KeyCode::Esc)], "Esc", Action::Escape, "key-write-back", "hint-back-to-list"),
    typing(WriteFen, "a-z 0-9 …", "key-write-typing"),
    // The answer is edited as the FEN field is.
    each(WriteFen, &[key(KeyCode::Left), key(KeyCode::Right)], "← →", &[Action::Move(Left), Action::Move(Right)], "key-field-arrows"),
    fixed(WriteFen, &[key(KeyCode::Home), ctrl('a')], "Home Ctrl-A", Action::Home, "key-field-home"),
    fixed(WriteFen, &[key(KeyCode::End), ctrl('e')], "End Ctrl-E", Action::End, "key-field-end"),
    fixed(WriteFen, &[key(KeyCode::Delete)], "Delete", Action::EraseHere, "key-field-delete"),
    each(WriteFen, &[Keys::Chord(KeyCode::Left, CTRL), Keys::Chord(KeyCode::Right, CTRL)], "Ctrl-← →", &[Action::Edit(TextEdit::WordLeft), Action::Edit(TextEdit::WordRight)], "key-text-words"),
    fixed(WriteFen, &[ctrl('u')], "Ctrl-U", Action::Edit(TextEdit::DeleteToStart), "key-text-delete-to-start"),
    fixed(WriteFen, &[ctrl('k')], "Ctrl-K", Action::Edit(TextEdit::DeleteToEnd), "key-text-delete-to-end"),
    fixed(WriteFen, &[ctrl('w')], "Ctrl-W", Action::Edit(TextEdit::DeleteWordBack), "key-text-delete-word"),
    hinted(BuildPosition, &[key(KeyCode::Enter)], "Enter", Action::Submit, "key-build-enter", "hint-check"),
    hinted(BuildPosition, &[key(KeyCode::Esc)], "Esc", Action::Escape, "key-teach-leave", "hint-leave"),
];

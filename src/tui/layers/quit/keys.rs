//! The keys of the quit question (the FEN field holds text that does not read, or the file is unsaved).
//! Chained by the editor's key table (`keymap::CHAINED`).

use crate::tui::action::Action;
use crate::tui::keymap::make::{ctrl, hinted, key};
use crate::tui::keymap::{Binding, Context, LayerKeys};
use ratatui::crossterm::event::KeyCode;

pub const CONTEXT: Context = Context::Layer(&LayerKeys {
    name: "quit",
    heading_id: "help-section-quit-confirm",
    then: &[],
});

#[rustfmt::skip]
pub static KEYS: &[Binding] = &[
    hinted(CONTEXT, &[key(KeyCode::Esc), key(KeyCode::Enter)], "Esc Enter", Action::Escape, "key-quit-back", "hint-quit-back"),
    hinted(CONTEXT, &[key(KeyCode::Char('q')), ctrl('q')], "q Ctrl-Q", Action::QuitAnyway, "key-quit-anyway", "hint-quit-anyway"),
    hinted(CONTEXT, &[key(KeyCode::Char('x')), ctrl('\\'), ctrl('4')], "x Ctrl-\\", Action::QuitWithoutPrinting, "key-quit-without-printing", "hint-quit-without-printing"),
    hinted(CONTEXT, &[ctrl('s')], "Ctrl-S", Action::Save, "key-quit-save", "hint-save"),
];

//! The engine control's keys: Alt-O opens it, ↑ ↓ choose a setting, ← →
//! change it, Enter applies (and remembers), Esc closes leaving all as it
//! was. Chained by the editor's key table (`keymap::CHAINED`).

use super::state::NAME;
use crate::tui::action::{Action, Direction};
use crate::tui::keymap::make::{alt, each, fixed, hinted, key, keys};
use crate::tui::keymap::{Binding, Context, Group, LayerKeys};
use Direction::{Left, Right};
use ratatui::crossterm::event::KeyCode;

pub const CONTEXT: Context = Context::Layer(&LayerKeys {
    name: NAME,
    heading_id: "engine-control-help-section",
    then: &[],
});

#[rustfmt::skip]
pub static KEYS: &[Binding] = keys![
    fixed(Context::Global, &[alt('o')], "Alt-O", Action::Open(NAME), "engine-control-key-open").on(Group::View).named("engine-control"),
    list(CONTEXT),
    each(CONTEXT, &[key(KeyCode::Left), key(KeyCode::Right)], "← →", &[Action::Move(Left), Action::Move(Right)], "engine-control-key-change"),
    hinted(CONTEXT, &[key(KeyCode::Enter)], "Enter", Action::Submit, "engine-control-key-apply", "engine-control-hint-apply"),
    hinted(CONTEXT, &[key(KeyCode::Esc), alt('o')], "Esc Alt-O", Action::Escape, "engine-control-key-close", "hint-cancel"),
];

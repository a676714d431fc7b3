//! The words a key table is written in: `fixed(context, keys, label, action,
//! description)` and its kin, one binding a line. The editor's table and each
//! overlay's `keys.rs` use them.

use super::{Binding, Context, Does, Keys};
use crate::tui::action::Action;
use ratatui::crossterm::event::{KeyCode, KeyModifiers};

pub(crate) const NONE: KeyModifiers = KeyModifiers::NONE;
pub(crate) const CTRL: KeyModifiers = KeyModifiers::CONTROL;

pub(crate) const fn key(code: KeyCode) -> Keys {
    Keys::Chord(code, NONE)
}

pub(crate) const fn ctrl(c: char) -> Keys {
    Keys::Chord(KeyCode::Char(c), CTRL)
}

pub(crate) const fn alt(c: char) -> Keys {
    Keys::Chord(KeyCode::Char(c), KeyModifiers::ALT)
}

pub(crate) const fn alt_key(code: KeyCode) -> Keys {
    Keys::Chord(code, KeyModifiers::ALT)
}

pub(crate) const fn fixed(
    context: Context,
    keys: &'static [Keys],
    label: &'static str,
    action: Action,
    description_id: &'static str,
) -> Binding {
    Binding {
        context,
        keys,
        label,
        does: Does::Fixed(action),
        description_id,
        hint_id: None,
    }
}

pub(crate) const fn hinted(
    context: Context,
    keys: &'static [Keys],
    label: &'static str,
    action: Action,
    description_id: &'static str,
    hint_id: &'static str,
) -> Binding {
    Binding {
        context,
        keys,
        label,
        does: Does::Fixed(action),
        description_id,
        hint_id: Some(hint_id),
    }
}

/// One line of the help for keys that each do their own action (the four
/// arrows, each its way): `actions[i]` is what `keys[i]` does.
pub(crate) const fn each(
    context: Context,
    keys: &'static [Keys],
    label: &'static str,
    actions: &'static [Action],
    description_id: &'static str,
) -> Binding {
    assert!(keys.len() == actions.len());
    Binding {
        context,
        keys,
        label,
        does: Does::Each(actions),
        description_id,
        hint_id: None,
    }
}

pub(crate) const fn hinted_each(
    context: Context,
    keys: &'static [Keys],
    label: &'static str,
    actions: &'static [Action],
    description_id: &'static str,
    hint_id: &'static str,
) -> Binding {
    assert!(keys.len() == actions.len());
    Binding {
        context,
        keys,
        label,
        does: Does::Each(actions),
        description_id,
        hint_id: Some(hint_id),
    }
}

pub(crate) const fn typing(
    context: Context,
    label: &'static str,
    description_id: &'static str,
) -> Binding {
    Binding {
        context,
        keys: &[Keys::Printable],
        label,
        does: Does::TypeCharacter,
        description_id,
        hint_id: None,
    }
}

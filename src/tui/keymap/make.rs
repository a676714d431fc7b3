//! The words a key table is written in: `fixed(context, keys, label, action,
//! description)` and its kin, one binding a line. The editor's table and each
//! overlay's `keys.rs` use them.

use super::{Binding, Context, Does, Group, Keys};
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
        group: Group::Own,
        name: None,
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
        group: Group::Own,
        name: None,
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
        group: Group::Own,
        name: None,
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
        group: Group::Own,
        name: None,
    }
}

/// The help key where `context`'s own keys would hide the global one (the
/// board's and panels' `?`, a list's F1).
pub(crate) const fn help_key(
    context: Context,
    keys: &'static [Keys],
    label: &'static str,
) -> Binding {
    fixed(context, keys, label, Action::HELP, "key-help")
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
        group: Group::Own,
        name: None,
    }
}

impl Binding {
    /// The same binding, listed by the help under `group` (for global keys).
    pub(crate) const fn on(mut self, group: Group) -> Binding {
        self.group = group;
        self
    }

    /// The same binding, its action rebindable in a config file under
    /// `name` (`[keys] flip = "f"`), beside the keys that do it.
    pub(crate) const fn named(mut self, name: &'static str) -> Binding {
        self.name = Some(name);
        self
    }
}

/// An overlay's key list in which `list(CONTEXT),` stands for the keys of a
/// list in that context (↑ ↓, PgUp, PgDn, Home, End), written once here for
/// the library, the open dialog and a PGN's games:
/// `pub static KEYS: &[Binding] = keys![list(CONTEXT), hinted(…), …];`.
macro_rules! keys {
    (@ [$($done:expr,)*]) => { &[$($done,)*] };
    (@ [$($done:expr,)*] list($context:expr), $($rest:tt)*) => {
        $crate::tui::keymap::make::keys!(@ [$($done,)*
            $crate::tui::keymap::make::each(
                $context,
                &[
                    $crate::tui::keymap::make::key(::ratatui::crossterm::event::KeyCode::Up),
                    $crate::tui::keymap::make::key(::ratatui::crossterm::event::KeyCode::Down),
                ],
                "↑ ↓",
                &[
                    $crate::tui::action::Action::Move($crate::tui::action::Direction::Up),
                    $crate::tui::action::Action::Move($crate::tui::action::Direction::Down),
                ],
                "key-list-arrows",
            ),
            $crate::tui::keymap::make::fixed(
                $context,
                &[$crate::tui::keymap::make::key(::ratatui::crossterm::event::KeyCode::PageUp)],
                "PgUp",
                $crate::tui::action::Action::TopRank,
                "key-list-page-up",
            ),
            $crate::tui::keymap::make::fixed(
                $context,
                &[$crate::tui::keymap::make::key(::ratatui::crossterm::event::KeyCode::PageDown)],
                "PgDn",
                $crate::tui::action::Action::BottomRank,
                "key-list-page-down",
            ),
            $crate::tui::keymap::make::fixed(
                $context,
                &[$crate::tui::keymap::make::key(::ratatui::crossterm::event::KeyCode::Home)],
                "Home",
                $crate::tui::action::Action::Home,
                "key-list-home",
            ),
            $crate::tui::keymap::make::fixed(
                $context,
                &[$crate::tui::keymap::make::key(::ratatui::crossterm::event::KeyCode::End)],
                "End",
                $crate::tui::action::Action::End,
                "key-list-end",
            ),
        ] $($rest)*)
    };
    (@ [$($done:expr,)*] $next:expr, $($rest:tt)*) => {
        $crate::tui::keymap::make::keys!(@ [$($done,)* $next,] $($rest)*)
    };
    ($($all:tt)*) => { $crate::tui::keymap::make::keys!(@ [] $($all)*) };
}
pub(crate) use keys;

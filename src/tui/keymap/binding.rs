//! The words a key table is made of: where keys go (`Context`, an
//! overlay's `LayerKeys`), what a binding holds (`Binding`: its keys, what
//! it does, its help words and group). A leaf: the overlays' `keys.rs` and
//! the table that chains them import it, and `mod.rs` looks keys up in them.

use crate::tui::action::Action;
use ratatui::crossterm::event::{KeyCode, KeyModifiers};

/// Where the keyboard focus is; each has its own bindings, then the global ones.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Context {
    Global,
    Board,
    Panel,
    FenField,
    Walk,
    Moves,
    WriteFen,
    /// Building a position on the board: these keys first, then the board's.
    BuildPosition,
    /// An overlay's own keys (its folder's `keys.rs`).
    Layer(&'static LayerKeys),
}

/// An overlay's keys by name: where its help heading is, and what its keys
/// fall back to (nothing: only the global quit keys work under it).
#[derive(Debug, PartialEq, Eq, Hash)]
pub struct LayerKeys {
    /// Its folder's name, unique.
    pub name: &'static str,
    /// Fluent id of the heading its keys get in the help overlay.
    pub heading_id: &'static str,
    /// The contexts looked in after its own, in order.
    pub then: &'static [Context],
}

impl Context {
    /// Fluent id of the heading this context's keys get in the help overlay.
    pub const fn heading_id(self) -> &'static str {
        match self {
            Context::Global => "help-section-global",
            Context::Board => "help-section-board",
            Context::Panel => "help-section-panels",
            Context::FenField => "help-section-fen-field",
            Context::Walk => "help-section-walk",
            Context::Moves => "help-section-moves",
            Context::WriteFen => "help-section-write-fen",
            Context::BuildPosition => "help-section-build-position",
            Context::Layer(overlay) => overlay.heading_id,
        }
    }
}

/// Which key events a binding answers to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Keys {
    /// One key with exactly these modifiers (Shift is ignored for characters,
    /// since it is already in the character).
    Chord(KeyCode, KeyModifiers),
    /// Any printable character without Ctrl or Alt; the action gets the character.
    Printable,
}

/// What a binding does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Does {
    Fixed(Action),
    /// Each key its own action, in the order of the binding's keys.
    Each(&'static [Action]),
    /// `Action::Type` with the character typed.
    TypeCharacter,
}

/// What a user does with a global key: the help lists the global keys under
/// these headings, most used first (`Own`: a part's or an overlay's own keys).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Group {
    Own,
    Edit,
    Files,
    Share,
    Learn,
    View,
}

impl Group {
    /// The headings of the global keys, most used first.
    pub const TASKS: [Group; 5] = [
        Group::Edit,
        Group::Files,
        Group::Share,
        Group::Learn,
        Group::View,
    ];

    /// Fluent id of its heading in the help (`Own`: its context's heading).
    pub const fn heading_id(self) -> &'static str {
        match self {
            Group::Own => "help-section-global",
            Group::Edit => "help-group-edit",
            Group::Files => "help-group-files",
            Group::Share => "help-group-share",
            Group::Learn => "help-group-learn",
            Group::View => "help-group-view",
        }
    }
}

#[derive(Clone, Debug)]
pub struct Binding {
    pub context: Context,
    pub keys: &'static [Keys],
    /// The keys as the help overlay shows them (key names are not translated).
    pub label: &'static str,
    pub does: Does,
    /// Fluent id of the help text.
    pub description_id: &'static str,
    /// Fluent id of a one-word hint for the status line, for the few keys worth it.
    pub hint_id: Option<&'static str>,
    /// Where the help lists it among the global keys.
    pub group: Group,
    /// The name a config file rebinds its action by (`keymap::rebindable`), if any.
    pub name: Option<&'static str>,
}

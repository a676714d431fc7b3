//! The stack's doors: every overlay opens one way, by its name.

use super::*;
use crate::tui::keymap::{Does, all_bindings};

#[test]
fn every_key_that_opens_an_overlay_opens_it_by_a_name_the_stack_knows() {
    let known: Vec<&str> = OPENED_BY_NAME.iter().map(|(name, _)| *name).collect();
    let mut sorted = known.clone();
    sorted.sort_unstable();
    sorted.dedup();
    assert_eq!(sorted.len(), known.len(), "a name given twice");
    for binding in all_bindings() {
        if let Does::Fixed(Action::Open(name)) = binding.does {
            assert!(known.contains(&name), "{} opens {name:?}", binding.label);
        }
    }
    // The editor's own doors are its folders' names.
    for (door, name) in [
        (Action::HELP, help::state::NAME),
        (Action::SQUARE_JUMP, jump::state::NAME),
        (Action::SHARE_MENU, share::state::NAME),
        (Action::LIBRARY, library::state::NAME),
        (Action::WALK_THROUGH, teach::state::WALK),
        (Action::EXPLAIN_MOVES, teach::state::MOVES),
        (Action::PRACTICE, teach::state::PRACTICE),
    ] {
        assert_eq!(door, Action::Open(name));
    }
}

#[test]
fn each_door_opens_its_overlay_and_no_other_way_is_left() {
    let start = crate::core::Position::empty(crate::core::Variant::Chess);
    for (door, opened) in [
        (Action::HELP, "Help"),
        (Action::SQUARE_JUMP, "SquareJump"),
        (Action::SHARE_MENU, "Share"),
        (Action::LIBRARY, "Library"),
        (Action::WALK_THROUGH, "Teach"),
        (Action::Open(files::state::OPEN_DIALOG), "OpenDialog"),
        (Action::Open(history::state::NAME), "History"),
    ] {
        let mut app = App::new(start);
        app.update(door.clone());
        let top = app.layers().last().map(|layer| format!("{layer:?}"));
        assert!(
            top.as_deref().is_some_and(|t| t.starts_with(opened)),
            "{door:?}: {top:?}"
        );
    }
}

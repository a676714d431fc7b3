//! What the browsing overlays (the library, the open dialog, a PGN's games)
//! share: a selection moved through a list by the list keys (`keys!`'s
//! `list(CONTEXT)`).

use crate::tui::action::{Action, Direction};

/// Lines PgUp/PgDn move by (the view shows at least this many).
pub const PAGE: usize = 10;

/// The selection after a move key, within `count` lines.
pub(crate) fn moved(selected: usize, count: usize, action: &Action) -> usize {
    let last = count.saturating_sub(1);
    match action {
        Action::Move(Direction::Up | Direction::Left) => selected.saturating_sub(1),
        Action::Move(Direction::Down | Direction::Right) => (selected + 1).min(last),
        Action::TopRank => selected.saturating_sub(PAGE),
        Action::BottomRank => (selected + PAGE).min(last),
        Action::Home => 0,
        Action::End => last,
        _ => selected,
    }
}

//! The names a config file gives the editor's actions (`[keys] flip = "f"`):
//! stable words, independent of the keys the table binds them to.

use crate::tui::action::Action;

/// Every action a config file may rebind, by name.
pub fn rebindable() -> Vec<(&'static str, Action)> {
    vec![
        ("quit", Action::Quit),
        ("copy-fen", Action::CopyFen),
        ("paste", Action::PasteFromClipboard),
        ("undo", Action::Undo),
        ("redo", Action::Redo),
        ("help", Action::ToggleHelp),
        ("focus-next", Action::FocusNext),
        ("focus-previous", Action::FocusPrevious),
        ("flip", Action::Flip),
        ("start-position", Action::StartPosition),
        ("empty-board", Action::EmptyBoard),
        ("switch-variant", Action::SwitchVariant),
        ("toggle-side", Action::ToggleSideToMove),
        ("piece-theme", Action::TogglePieceStyle),
        ("share", Action::OpenShareMenu),
        ("walk-through", Action::WalkThrough),
        ("explain-moves", Action::ExplainMoves),
        ("practice", Action::Practice),
        ("switch-language", Action::SwitchLanguage),
        ("save", Action::Save),
        ("save-as", Action::SaveAs),
        ("open", Action::OpenDialog),
        ("next-position", Action::NextPosition),
        ("previous-position", Action::PreviousPosition),
        ("library", Action::OpenLibrary),
        ("board-theme", Action::NextBoardTheme),
        ("coordinates", Action::ToggleCoordinates),
    ]
}

/// The names alone, for checking a config file.
pub fn action_names() -> Vec<&'static str> {
    rebindable().into_iter().map(|(name, _)| name).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tui::keymap::BINDINGS;
    use crate::tui::keymap::Does;

    #[test]
    fn every_named_action_is_bound_in_the_table() {
        for (name, action) in rebindable() {
            let bound = BINDINGS
                .iter()
                .any(|b| matches!(&b.does, Does::Fixed(a) if *a == action));
            assert!(bound, "{name}");
        }
    }
}

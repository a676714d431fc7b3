//! The names a config file gives the editor's actions (`[keys] flip = "f"`):
//! stable words, independent of the keys the table binds them to.

use crate::tui::action::{Action, AnalysisKey};
use crate::tui::layers::analysis;

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
        ("analysis", Action::Open(analysis::NAME)),
        (
            "analysis-pause",
            Action::Analysis(AnalysisKey::PauseOrRestart),
        ),
        ("analysis-threat", Action::Analysis(AnalysisKey::Threat)),
        ("analysis-lines", Action::Analysis(AnalysisKey::MoreLines)),
    ]
}

/// The names alone, for checking a config file.
pub fn action_names() -> Vec<&'static str> {
    rebindable().into_iter().map(|(name, _)| name).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tui::keymap::{Does, all_bindings};

    #[test]
    fn every_named_action_is_bound_in_the_table() {
        for (name, action) in rebindable() {
            let bound = all_bindings().any(|b| matches!(&b.does, Does::Fixed(a) if *a == action));
            assert!(bound, "{name}");
        }
    }

    #[test]
    fn the_analysis_panel_s_keys_can_be_rebound() {
        for binding in analysis::keys::KEYS {
            let Does::Fixed(action) = &binding.does else {
                panic!("{}", binding.label);
            };
            assert!(
                rebindable().iter().any(|(_, a)| a == action),
                "{action:?} ({}) has no name",
                binding.label
            );
        }
        // Through config.toml: the names read, and the keys give the actions.
        let text = "[keys]\nanalysis = \"F11\"\nanalysis-pause = \"ctrl+p\"\n\
                    analysis-threat = \"alt+x\"\nanalysis-lines = \"alt+n\"\n";
        let (config, problems) = crate::config::parse(text, &action_names());
        assert_eq!(problems, []);
        let user = crate::tui::keymap::user::UserKeys::new(&config.keys);
        use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
        let board = crate::tui::keymap::Context::Board;
        for (code, mods, action) in [
            (
                KeyCode::F(11),
                KeyModifiers::NONE,
                Action::Open(analysis::NAME),
            ),
            (
                KeyCode::Char('p'),
                KeyModifiers::CONTROL,
                Action::Analysis(AnalysisKey::PauseOrRestart),
            ),
            (
                KeyCode::Char('x'),
                KeyModifiers::ALT,
                Action::Analysis(AnalysisKey::Threat),
            ),
            (
                KeyCode::Char('n'),
                KeyModifiers::ALT,
                Action::Analysis(AnalysisKey::MoreLines),
            ),
        ] {
            let got = user.action_for(KeyEvent::new(code, mods), board);
            assert_eq!(got, Some(action), "{code:?}");
        }
    }
}

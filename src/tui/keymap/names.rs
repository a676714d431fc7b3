//! The names a config file gives the editor's actions (`[keys] flip = "f"`):
//! stable words, independent of the keys the table binds them to. Each is
//! written beside its key, in the table or an overlay's `KEYS`
//! (`.named("flip")`); this reads them off the one table.

use super::{Does, all_bindings};
use crate::tui::action::Action;

/// Every action a config file may rebind, by name.
pub fn rebindable() -> Vec<(&'static str, Action)> {
    all_bindings()
        .filter_map(|binding| match (binding.name, &binding.does) {
            (Some(name), Does::Fixed(action)) => Some((name, action.clone())),
            _ => None,
        })
        .collect()
}

/// The names alone, for checking a config file.
pub fn action_names() -> Vec<&'static str> {
    rebindable().into_iter().map(|(name, _)| name).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tui::action::AnalysisKey;
    use crate::tui::layers::analysis;

    #[test]
    fn every_named_action_is_bound_in_the_table() {
        for (name, action) in rebindable() {
            let bound = all_bindings().any(|b| matches!(&b.does, Does::Fixed(a) if *a == action));
            assert!(bound, "{name}");
        }
    }

    #[test]
    fn each_name_is_given_once_and_none_was_lost_in_the_move_to_the_table() {
        let mut names = action_names();
        names.sort_unstable();
        let before = names.len();
        names.dedup();
        assert_eq!(names.len(), before, "a name given twice");
        // The names a config file could use before they moved beside their keys.
        let mut known = vec![
            "quit",
            "copy-fen",
            "paste",
            "undo",
            "redo",
            "help",
            "focus-next",
            "focus-previous",
            "flip",
            "start-position",
            "empty-board",
            "switch-variant",
            "toggle-side",
            "piece-theme",
            "share",
            "walk-through",
            "explain-moves",
            "practice",
            "switch-language",
            "save",
            "save-as",
            "add-position",
            "open",
            "next-position",
            "previous-position",
            "library",
            "board-theme",
            "coordinates",
            "analysis",
            "analysis-pause",
            "analysis-threat",
            "analysis-lines",
            "analysis-play-best",
            "analysis-next-line",
            "analysis-previous-line",
            "analysis-step-in",
            "analysis-copy-moves",
            "analysis-copy-pgn",
            "analysis-copy-uci",
        ];
        known.sort_unstable();
        assert_eq!(names, known);
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

//! The key table's tests: the lookup, the config's keys, the config's names.

mod lookup {
    use crate::tui::action::Direction::{Down, Right};
    use crate::tui::keymap::*;
    use crate::tui::layers::help::keys::CONTEXT as Help;
    use crate::tui::layers::jump::keys::CONTEXT as SquareJump;
    use crate::tui::layers::quit::keys::CONTEXT as QuitConfirm;
    use Context::{Board, FenField, Panel};

    const NONE: KeyModifiers = KeyModifiers::NONE;
    const CTRL: KeyModifiers = KeyModifiers::CONTROL;

    fn press(code: KeyCode, mods: KeyModifiers) -> KeyEvent {
        KeyEvent::new(code, mods)
    }

    #[test]
    fn control_keys_are_global() {
        for context in [Board, Panel, FenField] {
            assert_eq!(
                action_for(press(KeyCode::Char('q'), CTRL), context),
                Some(Action::Quit)
            );
            assert_eq!(
                action_for(press(KeyCode::Char('z'), CTRL), context),
                Some(Action::Undo)
            );
        }
        assert_eq!(
            action_for(press(KeyCode::Char('q'), CTRL), Help),
            Some(Action::Quit)
        );
    }

    #[test]
    fn letters_type_on_the_board_and_in_the_field() {
        let k = press(KeyCode::Char('K'), KeyModifiers::SHIFT);
        assert_eq!(action_for(k, Board), Some(Action::Type('K')));
        assert_eq!(action_for(k, FenField), Some(Action::Type('K')));
        // `?` opens help on the board but is text in the field.
        let q = press(KeyCode::Char('?'), KeyModifiers::SHIFT);
        assert_eq!(action_for(q, Board), Some(Action::HELP));
        assert_eq!(action_for(q, FenField), Some(Action::Type('?')));
    }

    #[test]
    fn arrows_say_their_direction() {
        assert_eq!(
            action_for(press(KeyCode::Down, NONE), Board),
            Some(Action::Move(Down))
        );
        assert_eq!(
            action_for(press(KeyCode::Right, NONE), FenField),
            Some(Action::Move(Right))
        );
        assert_eq!(action_for(press(KeyCode::Up, NONE), FenField), None);
    }

    #[test]
    fn help_swallows_board_keys() {
        // A letter narrows the help (the help's own Type), never the board's.
        assert_eq!(
            action_for(press(KeyCode::Char('K'), KeyModifiers::SHIFT), Help),
            Some(Action::Type('K'))
        );
        assert_eq!(action_for(press(KeyCode::F(3), NONE), Help), None);
        assert_eq!(
            action_for(press(KeyCode::Esc, NONE), Help),
            Some(Action::HELP)
        );
    }

    #[test]
    fn quitting_without_printing_works_everywhere_even_behind_overlays() {
        // Ctrl-\ comes from most terminals as Ctrl-4 (the same byte), from kitty as itself.
        for key in [
            press(KeyCode::Char('4'), CTRL),
            press(KeyCode::Char('\\'), CTRL),
        ] {
            for context in [Board, FenField, Help, SquareJump, Context::Walk] {
                assert_eq!(
                    action_for(key, context),
                    Some(Action::QuitWithoutPrinting),
                    "{context:?}"
                );
            }
        }
        // In the quit question, Ctrl-Q again is "quit anyway".
        assert_eq!(
            action_for(press(KeyCode::Char('q'), CTRL), QuitConfirm),
            Some(Action::QuitAnyway)
        );
        // A square name's letters are the jump's, not pieces on the board.
        assert_eq!(
            action_for(press(KeyCode::Char('b'), NONE), SquareJump),
            Some(Action::Type('b'))
        );
        assert_eq!(action_for(press(KeyCode::F(3), NONE), SquareJump), None);
    }

    #[test]
    fn alt_modified_letters_never_type() {
        // Some Alt letters are bound (the Chess960 and transform keys); none types.
        for letter in 'a'..='z' {
            let alt = press(KeyCode::Char(letter), KeyModifiers::ALT);
            for context in [Board, FenField, SquareJump] {
                let action = action_for(alt, context);
                assert!(
                    !matches!(action, Some(Action::Type(_))),
                    "{letter} {context:?}: {action:?}"
                );
            }
        }
    }

    #[test]
    fn shift_tab_goes_back() {
        let back = press(KeyCode::BackTab, KeyModifiers::SHIFT);
        assert_eq!(action_for(back, Board), Some(Action::FocusPrevious));
    }
}

mod user {
    use crate::tui::keymap::*;

    fn keys(text: &str) -> UserKeys {
        let (config, problems) = crate::config::parse(text, &crate::tui::keymap::action_names());
        assert_eq!(problems, []);
        UserKeys::new(&config.keys)
    }

    fn press(code: KeyCode, modifiers: KeyModifiers) -> KeyEvent {
        KeyEvent::new(code, modifiers)
    }

    #[test]
    fn a_rebound_key_gives_its_action_on_the_board() {
        let user = keys("[keys]\nflip = [\"F11\", \"ctrl+f\"]\nundo = \"u\"\n");
        let none = KeyModifiers::NONE;
        assert_eq!(
            user.action_for(press(KeyCode::F(11), none), Context::Board),
            Some(Action::Flip)
        );
        assert_eq!(
            user.action_for(
                press(KeyCode::Char('f'), KeyModifiers::CONTROL),
                Context::Panel
            ),
            Some(Action::Flip)
        );
        assert_eq!(
            user.action_for(press(KeyCode::Char('u'), none), Context::Board),
            Some(Action::Undo)
        );
        assert_eq!(
            user.action_for(press(KeyCode::Char('f'), none), Context::Board),
            None
        );
    }

    #[test]
    fn help_labels_name_the_bound_keys_as_the_table_does() {
        let user =
            keys("[keys]\nflip = [\"f\", \"ctrl+shift+f\", \"F11\"]\nundo = \"alt+enter\"\n");
        assert_eq!(
            user.label_for(&Action::Flip).as_deref(),
            Some("f Ctrl-Shift-F F11")
        );
        assert_eq!(user.label_for(&Action::Undo).as_deref(), Some("Alt-Enter"));
        assert_eq!(user.label_for(&Action::Redo), None);
    }

    #[test]
    fn typing_and_overlays_keep_their_keys() {
        let user = keys("[keys]\nundo = \"u\"\n");
        let u = press(KeyCode::Char('u'), KeyModifiers::NONE);
        for context in [
            Context::FenField,
            crate::tui::layers::help::keys::CONTEXT,
            crate::tui::layers::quit::keys::CONTEXT,
            Context::WriteFen,
        ] {
            assert_eq!(user.action_for(u, context), None, "{context:?}");
        }
    }
}

mod names {
    use crate::tui::action::AnalysisKey;
    use crate::tui::keymap::*;
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
        let user = crate::tui::keymap::UserKeys::new(&config.keys);
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

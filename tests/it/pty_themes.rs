//! Themes and the config file in the real editor: the board colours and
//! coordinates chosen with their keys are written to config.toml (the user's
//! comments kept) and the next run starts with them; a bad config line is
//! shown in the editor, which starts anyway; help lists config-bound keys.

// Helpers outside `#[test]` functions panic on bad test data, as tests do.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support::pty;

use crate::support::keys::{ALT_D, ALT_T, CTRL_Q, ESC};
use fen_tui::core::Variant;
use fen_tui::core::fen::{ReadOptions, read_fen};
use fen_tui::i18n::{Lang, Localizer};
use fen_tui::tui::action::Action;
use fen_tui::tui::keymap::UserKeys;
use fen_tui::tui::keymap::action_names;
use fen_tui::tui::theme::Styles;
use fen_tui::tui::view::render_to_text;
use fen_tui::tui::{EditorOptions, initial_app};
use pty::{Session, assert_restored};
use std::path::{Path, PathBuf};

use crate::support::EXE;

/// A fresh `XDG_CONFIG_HOME` holding `config.toml` with `text` (if any).
fn config_home(name: &str, text: Option<&str>) -> PathBuf {
    let home = std::env::temp_dir().join(format!("fen-tui-themes-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&home);
    std::fs::create_dir_all(home.join("fen-tui")).unwrap();
    if let Some(text) = text {
        std::fs::write(home.join("fen-tui").join("config.toml"), text).unwrap();
    }
    home
}

fn editor(home: &Path) -> Session {
    Session::start_with(EXE, &[], &[("XDG_CONFIG_HOME", home.to_str().unwrap())])
}

#[test]
fn the_chosen_theme_and_coordinates_are_remembered_for_the_next_run() {
    let mine = "# my fen-tui\nlanguage = \"en\"  # keep English\n\n[keys]\nflip = \"f\"\n";
    let home = config_home("remember", Some(mine));
    let mut session = editor(&home);
    session.wait_for("Type FEN letters");
    session.send(ALT_T);
    session.wait_for("Board colours: High contrast (2 of 7)");
    session.send(ALT_T);
    session.wait_for("Board colours: Light terminal (3 of 7)");
    session.send(ALT_D);
    session.wait_for("Coordinates hidden");
    session.send(CTRL_Q);
    assert_eq!(session.wait_exit(), 0);
    assert_restored(&session.raw_output());

    let written = std::fs::read_to_string(home.join("fen-tui/config.toml")).unwrap();
    let (top, keys) = written.split_once("[keys]").unwrap();
    assert!(
        top.starts_with("# my fen-tui\nlanguage = \"en\"  # keep English\n"),
        "{written}"
    );
    assert!(top.contains("theme = \"light\"\n"), "{written}");
    assert!(top.contains("coordinates = false\n"), "{written}");
    assert!(
        !top.contains("glyphs"),
        "only what changed is written: {written}"
    );
    assert_eq!(keys, "\nflip = \"f\"\n", "the rest byte for byte");

    // The next run starts where this one ended: the theme after "light" is "green".
    let mut again = editor(&home);
    again.wait_for("Type FEN letters");
    again.send(ALT_T);
    again.wait_for("Board colours: Green (4 of 7)");
    again.send(CTRL_Q);
    assert_eq!(again.wait_exit(), 0);
    let _ = std::fs::remove_dir_all(&home);
}

#[test]
fn a_bad_config_line_is_shown_in_the_editor_which_starts_with_the_default() {
    let text = "glyphs = \"yes\"\ntheme = \"brown\"\n[keys]\nundo = \"hyper+z\"\n";
    let home = config_home("problems", Some(text));
    let mut session = editor(&home);
    let file = home.join("fen-tui/config.toml").display().to_string();
    let screen = session.wait_for("The config file has 2 problems");
    assert!(screen.contains("glyphs"), "{screen}");
    assert!(screen.contains("yes"), "{screen}");
    assert!(screen.contains("keys.undo"), "{screen}");
    // The file's name is long; its end and the line numbers show.
    assert!(screen.contains(":1:") && screen.contains(":4:"), "{screen}");
    assert!(file.ends_with("config.toml"));
    session.send(ESC);
    session.wait_for("Type FEN letters");
    // The good line still counts: brown is the theme in force, so Alt-T goes on to blue.
    session.send(ALT_T);
    session.wait_for("Board colours: Blue (6 of 7)");
    // Letters, the default for the bad entry, and the file stays as the user wrote it.
    session.send(CTRL_Q);
    assert_eq!(session.wait_exit(), 0);
    let after = std::fs::read_to_string(home.join("fen-tui/config.toml")).unwrap();
    assert!(after.starts_with("glyphs = \"yes\"\n"), "{after}");
    let _ = std::fs::remove_dir_all(&home);
}

#[test]
fn help_lists_the_keys_the_config_binds_beside_the_tables() {
    let (config, problems) = fen_tui::config::parse(
        "[keys]\nflip = [\"f\", \"ctrl+f\"]\nboard-theme = \"F11\"\n",
        &action_names(),
    );
    assert_eq!(problems, []);
    let start = read_fen(Variant::Chess.start_fen(), ReadOptions::strict()).unwrap();
    let mut options = EditorOptions::new(start.position);
    options.user_keys = UserKeys::new(&config.keys);
    let mut app = initial_app(&options);
    app.update(Action::HELP);
    let loc = Localizer::new(Lang::En);
    let screen = render_to_text(&app, &loc, Styles::new(false), 200, 60);
    assert!(screen.contains(" f Ctrl-F F2 "), "{screen}");
    assert!(screen.contains(" F11 Alt-T "), "{screen}");
    // Without the config, the table's keys alone.
    let plain = initial_app(&EditorOptions::new(start.position));
    let mut plain = plain;
    plain.update(Action::HELP);
    let screen = render_to_text(&plain, &loc, Styles::new(false), 200, 60);
    assert!(!screen.contains("Ctrl-F"), "{screen}");
    assert!(screen.contains(" F2 "), "{screen}");
}

#[test]
fn coordinates_off_leaves_the_board_unlabelled() {
    let start = read_fen(Variant::Chess.start_fen(), ReadOptions::strict()).unwrap();
    let mut app = initial_app(&EditorOptions::new(start.position));
    let loc = Localizer::new(Lang::En);
    let labelled = render_to_text(&app, &loc, Styles::new(false), 100, 30);
    app.update(Action::ToggleCoordinates);
    let bare = render_to_text(&app, &loc, Styles::new(false), 100, 30);
    // The rank numbers stand at the start of the board's rows.
    let numbered = |text: &str| {
        text.lines()
            .filter(|line| line.trim_start_matches('"').starts_with('8'))
            .count()
    };
    assert!(numbered(&labelled) > 0, "{labelled}");
    assert_eq!(numbered(&bare), 0, "{bare}");
}

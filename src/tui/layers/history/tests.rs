//! The undo history through `App::update` and the key table: the steps
//! listed newest first (the FENs the board had, written by the core's own
//! writer from positions read here), Enter putting one back as a new undo
//! step, Esc changing nothing.

use super::*;
use crate::core::fen::{ReadOptions, read_fen, write_fen};
use crate::i18n::Lang;
use crate::tui::action::Direction;
use crate::tui::keymap::action_for;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

fn app() -> App {
    App::new(read_fen(START, ReadOptions::strict()).unwrap().position)
}

/// Three edits: flip the side to move, clear the board, back to the start;
/// and what the FEN field showed before each, oldest first.
fn edited() -> (App, Vec<String>) {
    let mut app = app();
    let mut seen = Vec::new();
    for action in [
        Action::ToggleSideToMove,
        Action::EmptyBoard,
        Action::StartPosition,
    ] {
        seen.push(app.field_text().to_string());
        app.update(action);
    }
    (app, seen)
}

fn listed(app: &App) -> Vec<String> {
    match app.layers().last() {
        Some(Layer::History(history)) => history.steps.iter().map(|(t, _)| t.clone()).collect(),
        other => panic!("no history open: {other:?}"),
    }
}

fn fen(text: &str) -> String {
    write_fen(&read_fen(text, ReadOptions::strict()).unwrap().position)
}

#[test]
fn alt_z_opens_it_and_lists_the_steps_newest_first() {
    let alt_z = KeyEvent::new(KeyCode::Char('z'), KeyModifiers::ALT);
    let open = action_for(alt_z, Context::Board).unwrap();
    assert_eq!(open, Action::Open(NAME));
    let (mut app, mut seen) = edited();
    app.update(open);
    seen.reverse();
    assert_eq!(listed(&app), seen);
    assert_eq!(seen[2], fen(START));
    // Alt-Z again (in its own keys: Esc's twin) closes it, the board as it was.
    let again = action_for(alt_z, keys::CONTEXT).unwrap();
    app.update(again);
    assert!(app.layers().is_empty());
    assert_eq!(app.fen(), fen(START));
}

#[test]
fn enter_puts_a_step_back_and_ctrl_z_returns_to_where_you_were() {
    let (mut app, seen) = edited();
    app.update(Action::Open(NAME));
    app.update(Action::Move(Direction::Down));
    app.update(Action::Submit);
    assert!(app.layers().is_empty());
    // The second newest: the start with Black to move, before the board was cleared.
    assert_eq!(app.fen(), seen[1]);
    assert_eq!(
        app.fen(),
        fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1")
    );
    app.update(Action::Undo);
    assert_eq!(app.fen(), fen(START));
    // The older steps are still there, one Ctrl-Z each.
    app.update(Action::Undo);
    assert_eq!(app.fen(), seen[2]);
}

#[test]
fn the_list_stops_at_its_ends_and_an_empty_one_restores_nothing() {
    let (mut app, seen) = edited();
    app.update(Action::Open(NAME));
    app.update(Action::End);
    app.update(Action::Move(Direction::Down));
    app.update(Action::Submit);
    // The oldest step: the start with White to move.
    assert_eq!(app.fen(), seen[0]);
    let mut fresh = self::app();
    fresh.update(Action::Open(NAME));
    assert_eq!(listed(&fresh), Vec::<String>::new());
    fresh.update(Action::Submit);
    assert!(matches!(fresh.layers(), [Layer::History(_)]));
    assert_eq!(fresh.fen(), fen(START));
}

#[test]
fn it_draws_the_steps_and_its_keys_in_every_language() {
    let (mut app, _) = edited();
    app.update(Action::Open(NAME));
    let text = crate::tui::view::text_in(&app, Lang::En, 100, 30);
    assert!(text.contains("Undo history (3 steps)"), "{text}");
    assert!(text.contains(&fen(START)), "{text}");
    assert!(text.contains("Enter"), "{text}");
    for lang in [Lang::Ru, Lang::Zh] {
        let text = crate::tui::view::text_in(&app, lang, 100, 30);
        assert!(!text.contains("history-"), "{lang:?}: an id shown: {text}");
        assert!(!text.contains("Undo history"), "{lang:?}: {text}");
    }
    // At 80×24 the box still fits and names its steps.
    let small = crate::tui::view::text_in(&app, Lang::En, 80, 24);
    assert!(small.contains(&fen(START)), "{small}");
}

//! The text fields' line-editing keys, from the key press through the keymap
//! to `App::update`: Ctrl-A/E/U/K/W, Home/End and Ctrl-←/→ in the FEN field
//! and in the moves view's input. A focused field's keys win over a global
//! key of the same chord (Ctrl-E opens the moves view elsewhere).

// Helpers outside `#[test]` functions panic on bad test data, as tests do.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support::editor;

use editor::rows;
use fen_tui::core::Variant;
use fen_tui::tui::action::{Action, Control};
use fen_tui::tui::app::{App, Focus, Teaching};
use fen_tui::tui::key_context;
use fen_tui::tui::keymap;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

fn press(app: &mut App, code: KeyCode, modifiers: KeyModifiers) {
    let action = keymap::action_for(KeyEvent::new(code, modifiers), key_context(app));
    if let Some(action) = action {
        app.update(action);
    }
}

fn ctrl(app: &mut App, c: char) {
    press(app, KeyCode::Char(c), KeyModifiers::CONTROL);
}

fn type_text(app: &mut App, text: &str) {
    for c in text.chars() {
        press(app, KeyCode::Char(c), KeyModifiers::NONE);
    }
}

fn start() -> App {
    editor::start(Variant::Chess)
}

fn in_field() -> App {
    let mut app = start();
    app.update(Action::ClickControl(Control::FenField));
    assert_eq!(app.focus(), Focus::FenField);
    app
}

#[test]
fn ctrl_a_e_u_k_in_the_fen_field() {
    let mut app = in_field();
    ctrl(&mut app, 'a');
    assert_eq!(app.field().caret, 0);
    ctrl(&mut app, 'e');
    assert_eq!(app.field().caret, app.field_text().chars().count());
    // Ctrl-E stayed in the field: the moves view did not open.
    assert!(app.teaching().is_none());
    ctrl(&mut app, 'u');
    assert_eq!(app.field_text(), "");
    type_text(&mut app, "8/8/8/8/8/8/8/K6k w - - 0 1");
    press(&mut app, KeyCode::Home, KeyModifiers::NONE);
    ctrl(&mut app, 'k');
    assert_eq!(app.field_text(), "");
}

#[test]
fn word_moves_and_ctrl_w_in_the_fen_field() {
    let mut app = in_field();
    ctrl(&mut app, 'u');
    type_text(&mut app, "8/8/8/8/8/8/8/K6k w - - 0 1");
    // Back over "1", "0", "-", "-": the caret lands before the castling dash.
    for _ in 0..4 {
        press(&mut app, KeyCode::Left, KeyModifiers::CONTROL);
    }
    assert_eq!(app.field().caret, 20);
    press(&mut app, KeyCode::Right, KeyModifiers::CONTROL);
    assert_eq!(app.field().caret, 21);
    press(&mut app, KeyCode::End, KeyModifiers::NONE);
    ctrl(&mut app, 'w');
    ctrl(&mut app, 'w');
    assert_eq!(app.field_text(), "8/8/8/8/8/8/8/K6k w - - ");
    // The board follows the text as it reads.
    assert_eq!(app.fen(), "8/8/8/8/8/8/8/K6k w - - 0 1");
}

#[test]
fn the_moves_input_edits_at_its_caret() {
    let mut app = start();
    ctrl(&mut app, 'e');
    assert!(matches!(app.teaching(), Some(Teaching::Moves(_))));
    type_text(&mut app, "e4 e5 Nf3");
    ctrl(&mut app, 'w');
    ctrl(&mut app, 'a');
    type_text(&mut app, "d4 ");
    let input = |app: &App| match app.teaching() {
        Some(Teaching::Moves(view)) => view.input.clone(),
        _ => panic!("the moves view closed"),
    };
    assert_eq!(input(&app), "d4 e4 e5 ");
    ctrl(&mut app, 'e');
    press(&mut app, KeyCode::Left, KeyModifiers::CONTROL);
    ctrl(&mut app, 'k');
    assert_eq!(input(&app), "d4 e4 ");
    ctrl(&mut app, 'u');
    assert_eq!(input(&app), "");
}

/// The FEN field's row (the first row that starts with "FEN ") at `width`.
fn field_row(app: &App, width: u16) -> String {
    rows(app, width, 24)
        .into_iter()
        .find(|row| row.starts_with("FEN "))
        .unwrap()
}

#[test]
fn a_long_fen_scrolls_around_the_caret_with_marks_at_the_cut_ends() {
    let long = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 moves e2e4 e7e5 g1f3";
    let mut app = in_field();
    ctrl(&mut app, 'u');
    type_text(&mut app, long);
    let row = field_row(&app, 80);
    assert!(row.starts_with("FEN …"), "{row}");
    assert!(
        row.contains("e7e5 g1f3"),
        "the caret's end is in view: {row}"
    );
    ctrl(&mut app, 'a');
    let row = field_row(&app, 80);
    assert!(row.starts_with("FEN rnbqkbnr/"), "{row}");
    assert!(row.trim_end().ends_with('…'), "{row}");
    // Every character can be brought into view, one caret step at a time.
    let mut seen = String::new();
    for _ in 0..long.len() {
        let row = field_row(&app, 80);
        seen.push_str(&row);
        press(&mut app, KeyCode::Right, KeyModifiers::NONE);
    }
    for word in long.split(' ') {
        assert!(seen.contains(word), "{word}");
    }
}

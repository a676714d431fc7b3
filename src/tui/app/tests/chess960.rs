//! Castling rights that follow the board (Lichess's editor), the Chess960
//! panel, the transforms with undo, and Chess960 starts by number.

use super::*;
use crate::core::transform::Transform;
use crate::tui::app::BoardTool;

fn square(name: &str) -> Square {
    Square::parse(name, Variant::Chess).unwrap()
}

fn put(app: &mut App, name: &str, letter: char) {
    app.update(Action::ClickSquare(square(name)));
    app.update(Action::Type(letter));
}

fn delete(app: &mut App, name: &str) {
    app.update(Action::ClickSquare(square(name)));
    app.update(Action::EraseHere);
}

fn castling_field(app: &App) -> String {
    app.fen().split(' ').nth(2).unwrap().to_string()
}

#[test]
fn castling_follows_the_a8_rook() {
    let mut app = app(START);
    delete(&mut app, "a8");
    assert_eq!(castling_field(&app), "KQk");
    put(&mut app, "a8", 'r');
    assert_eq!(castling_field(&app), "KQkq");
    // Undo takes the rook off again, and the right with it.
    app.update(Action::Undo);
    assert_eq!(castling_field(&app), "KQk");
}

#[test]
fn the_panel_keeps_rights_across_an_empty_board() {
    let mut app = app(START);
    app.update(Action::EmptyBoard);
    assert_eq!(app.fen(), "8/8/8/8/8/8/8/8 w - - 0 1");
    put(&mut app, "e1", 'K');
    assert_eq!(castling_field(&app), "-");
    put(&mut app, "h1", 'R');
    assert_eq!(castling_field(&app), "K");
}

#[test]
fn the_panel_marks_rights_waiting_for_their_pieces() {
    let mut app = app(START);
    delete(&mut app, "h1");
    let toggles = app.castling_toggles();
    assert!(matches!(
        toggles[0].state,
        ToggleState::Unavailable {
            set: false,
            wished: true,
            ..
        }
    ));
    // Switching it off in the panel means it no longer comes back.
    app.update(Action::ClickControl(Control::Castling(0)));
    put(&mut app, "h1", 'R');
    assert_eq!(castling_field(&app), "Qkq");
}

#[test]
fn chess960_panel_offers_each_rook_and_follows_the_board() {
    let mut app = app("4k3/8/8/8/8/8/8/RR2K2R w KQ - 0 1");
    // Standard chess: a1 and h1 castle.
    assert_eq!(castling_field(&app), "KQ");
    app.update(Action::BoardTool(BoardTool::ToggleChess960));
    assert!(app.position().chess960);
    let letters: Vec<char> = app.castling_toggles().iter().map(|t| t.letter()).collect();
    assert_eq!(letters, vec!['K', 'B', 'Q', 'k', 'q']);
    // The b1 rook instead of the a1 rook on the queen side.
    app.update(Action::ClickControl(Control::Castling(1)));
    assert_eq!(castling_field(&app), "KB");
    app.update(Action::BoardTool(BoardTool::ToggleNotation));
    assert_eq!(castling_field(&app), "HB");
    // Off again: the b1 right cannot be standard chess.
    app.update(Action::BoardTool(BoardTool::ToggleChess960));
    assert_eq!(castling_field(&app), "K");
}

#[test]
fn a_chess960_start_by_number_and_at_random() {
    let mut app = app(START);
    app.update(Action::Paste("960 0".into()));
    assert_eq!(
        app.fen(),
        "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1"
    );
    assert_eq!(app.chess960_number(), Some(0));
    app.update(Action::BoardTool(BoardTool::RandomStart));
    let Notice::Chess960(Chess960Notice::Start(number)) = app.notice().clone() else {
        panic!("{:?}", app.notice());
    };
    assert_eq!(app.chess960_number(), Some(number));
    assert!(app.position().chess960);
    assert!(app.verdict().problems.is_empty());
}

#[test]
fn transforms_are_undoable_and_say_what_they_dropped() {
    let mut app = app(START);
    app.update(Action::BoardTool(BoardTool::Transform(
        Transform::SwapColors,
    )));
    // The start is symmetric: the same board, Black to move.
    assert_eq!(
        app.fen(),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1"
    );
    app.update(Action::Undo);
    assert_eq!(app.fen(), START);
    app.update(Action::BoardTool(BoardTool::Transform(Transform::Mirror)));
    assert_eq!(
        app.fen(),
        "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w - - 0 1"
    );
    let Notice::Chess960(Chess960Notice::Transformed(_, notes)) = app.notice() else {
        panic!("{:?}", app.notice());
    };
    assert_eq!(notes[0].code, "transform-castling-dropped");
    app.update(Action::BoardTool(BoardTool::Transform(Transform::Clear(
        Color::Black,
    ))));
    assert_eq!(app.fen(), "8/8/8/8/8/8/PPPPPPPP/RNBKQBNR w - - 0 1");
    app.update(Action::Undo);
    app.update(Action::Undo);
    assert_eq!(app.fen(), START);
}

//! The practice screens: the menu, writing a FEN, building a position.

use super::*;

#[test]
fn practice_menu() {
    let mut app = app(START);
    app.update(Action::PRACTICE);
    app.update(Action::Move(Direction::Down));
    assert_screen("practice_menu", &screen(&app, Lang::En, 80, 24));
}

#[test]
fn practice_write_fen_mistake_en() {
    let app = write_practice(xiangqi_example_choice(), "3k2a2");
    assert_screen(
        "practice_write_fen_mistake_en",
        &screen(&app, Lang::En, 80, 24),
    );
}

#[test]
fn practice_write_fen_mistake_zh() {
    let app = write_practice(xiangqi_example_choice(), "3k1a3/4a4/5n3/9/9/9/9/9/9/4KR3 b");
    assert_screen(
        "practice_write_fen_mistake_zh",
        &screen(&app, Lang::Zh, 80, 24),
    );
}

#[test]
fn practice_write_fen_correct() {
    let app = write_practice(0, START);
    let text = screen(&app, Lang::En, 80, 24);
    assert!(text.contains("Correct"));
    assert_screen("practice_write_fen_correct", &text);
}

#[test]
fn practice_build_position_checked() {
    let mut app = app(START);
    app.update(Action::PRACTICE);
    app.update(Action::Move(Direction::Right));
    // The first lesson: the start position. Two ranks typed, one wrong.
    app.update(Action::Submit);
    type_text(&mut app, "rnbqkbnr/ppppp");
    app.update(Action::Submit);
    assert_screen(
        "practice_build_position_checked",
        &screen(&app, Lang::En, 80, 24),
    );
}

#[test]
fn building_starts_on_the_first_square_and_correct_needs_every_field() {
    let mut app = app(START);
    app.update(Action::ClickSquare(fen_tui::core::Square::new(4, 3)));
    app.update(Action::PRACTICE);
    app.update(Action::Move(Direction::Right));
    app.update(Action::Submit);
    assert_eq!(app.cursor(), fen_tui::core::Square::new(0, 7), "a8");
    type_text(&mut app, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR");
    app.update(Action::Submit);
    let words = screen(&app, Lang::En, 120, 40);
    assert!(words.contains("Castling differs from the FEN."), "{words}");
    assert!(!words.contains("Correct"), "{words}");
}

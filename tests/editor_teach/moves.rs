//! The moves view: seed 000's 1. e4 e5, and a move that does not play.

use super::*;

#[test]
fn moves_view_after_e4_e5_en() {
    let text = screen(&after_e4_e5(), Lang::En, 80, 24);
    let words = panel_words(&text);
    assert!(words.contains("en passant target e6 is written"), "{words}");
    assert!(words.contains("The old target e3 is gone"), "{words}");
    assert_screen("moves_view_after_e4_e5_en", &text);
}

#[test]
fn moves_view_after_e4_e5_ru_120x40() {
    assert_screen(
        "moves_view_after_e4_e5_ru_120x40",
        &screen(&after_e4_e5(), Lang::Ru, 120, 40),
    );
}

#[test]
fn moves_view_after_e4_says_e3() {
    let mut app = after_e4_e5();
    app.update(Action::Step(StepTo::Back));
    let text = screen(&app, Lang::En, 80, 24);
    assert!(panel_words(&text).contains("en passant target e3 is written"));
    let (fen, marks) = fen_and_marks(&text);
    let e3 = fen.find("e3").unwrap();
    assert_eq!(&marks[e3..e3 + 2], "^^");
}

#[test]
fn moves_view_illegal_move_is_located() {
    let mut app = after_e4_e5();
    type_text(&mut app, "Nf3 Ke3");
    app.update(Action::Submit);
    assert_screen(
        "moves_view_illegal_move_is_located",
        &screen(&app, Lang::En, 80, 24),
    );
}

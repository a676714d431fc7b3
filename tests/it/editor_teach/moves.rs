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

/// Where the board's bottom file letters are: their row and the column of
/// the last letter, which change whenever the board's size does.
fn board_corner(screen: &str) -> (usize, usize) {
    screen
        .lines()
        .enumerate()
        .filter_map(|(row, line)| {
            let board = line.split(['│', '┌', '└']).next()?.trim_matches('"');
            let letters: Vec<&str> = board.split_whitespace().collect();
            (letters == ["a", "b", "c", "d", "e", "f", "g", "h"])
                .then(|| (row, board.rfind('h').unwrap()))
        })
        .last()
        .unwrap()
}

#[test]
fn the_board_keeps_its_size_at_every_step_and_with_an_error() {
    for (width, height) in [(80, 24), (100, 30), (160, 48)] {
        let mut app = app(START);
        app.update(Action::EXPLAIN_MOVES);
        type_text(&mut app, "e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 d4 exd4");
        app.update(Action::Submit);
        let first = board_corner(&screen(&app, Lang::En, width, height));
        for _ in 0..12 {
            app.update(Action::Step(StepTo::Back));
            let corner = board_corner(&screen(&app, Lang::En, width, height));
            assert_eq!(corner, first, "{width}x{height}");
        }
        type_text(&mut app, "Ke3");
        app.update(Action::Submit);
        let with_error = screen(&app, Lang::En, width, height);
        assert!(with_error.contains('^'), "{with_error}");
        assert_eq!(board_corner(&with_error), first, "{width}x{height}");
    }
}

#[test]
fn en_passant_words_say_whether_a_pawn_can_take() {
    let mut app = app(START);
    app.update(Action::EXPLAIN_MOVES);
    type_text(&mut app, "e4");
    app.update(Action::Submit);
    let words = panel_words(&screen(&app, Lang::En, 160, 48));
    assert!(words.contains("No Black pawn can take it now"), "{words}");
    assert!(words.contains("en passant target e3 is written"), "{words}");
    type_text(&mut app, "d5 e5 f5");
    app.update(Action::Submit);
    let words = panel_words(&screen(&app, Lang::En, 160, 48));
    assert!(
        words.contains("A White pawn may capture it there"),
        "{words}"
    );
}

//! The walk-through screens: seed 004's xiangqi example, step by step, in
//! three languages, and a chess field step.

use super::*;

#[test]
fn the_walk_marks_what_each_step_writes_in_the_growing_fen() {
    // Seed 004: 3 empty → 3, general → k, 1 empty → 1, advisor → a, 3 empty → 3, /.
    let expected = ["3", "k", "1", "a", "3", "/"];
    for (index, written) in expected.iter().enumerate() {
        let text = screen(&walk_at(index), Lang::En, 80, 24);
        let (fen, marks) = fen_and_marks(&text);
        let so_far: String = expected[..=index].concat();
        assert_eq!(fen, format!("FEN {so_far}"), "step {index}");
        // The `^` sits exactly under the characters this step writes.
        let start = 4 + so_far.len() - written.len();
        assert_eq!(
            marks,
            format!("{}{}", " ".repeat(start), "^"),
            "step {index}"
        );
    }
}

#[test]
fn walk_first_step_en() {
    assert_screen("walk_first_step_en", &screen(&walk_at(0), Lang::En, 80, 24));
}

#[test]
fn walk_first_step_ru() {
    assert_screen("walk_first_step_ru", &screen(&walk_at(0), Lang::Ru, 80, 24));
}

#[test]
fn walk_first_step_zh() {
    assert_screen("walk_first_step_zh", &screen(&walk_at(0), Lang::Zh, 80, 24));
}

#[test]
fn walk_intro_chess_ru() {
    assert_screen(
        "walk_intro_chess_ru",
        &screen(&walk_intro(START), Lang::Ru, 80, 24),
    );
}

#[test]
fn walk_intro_xiangqi_zh() {
    assert_screen(
        "walk_intro_xiangqi_zh",
        &screen(&walk_intro(XIANGQI_EXAMPLE), Lang::Zh, 80, 24),
    );
}

#[test]
fn walk_general_step_en() {
    assert_screen(
        "walk_general_step_en",
        &screen(&walk_at(1), Lang::En, 80, 24),
    );
}

#[test]
fn walk_general_step_ru() {
    assert_screen(
        "walk_general_step_ru",
        &screen(&walk_at(1), Lang::Ru, 80, 24),
    );
}

#[test]
fn walk_general_step_zh() {
    assert_screen(
        "walk_general_step_zh",
        &screen(&walk_at(1), Lang::Zh, 80, 24),
    );
}

#[test]
fn walk_field_step_en() {
    assert_screen(
        "walk_field_step_en",
        &screen(&walk_clock(), Lang::En, 80, 24),
    );
}

#[test]
fn walk_field_step_ru() {
    assert_screen(
        "walk_field_step_ru",
        &screen(&walk_clock(), Lang::Ru, 80, 24),
    );
}

#[test]
fn walk_field_step_zh() {
    assert_screen(
        "walk_field_step_zh",
        &screen(&walk_clock(), Lang::Zh, 80, 24),
    );
}

#[test]
fn walk_chess_castling_step_120x40() {
    let mut app = app(START);
    app.update(Action::WALK_THROUGH);
    let Some(Teaching::Walk(walk)) = app.teaching() else {
        panic!("no walk-through");
    };
    let castling = walk
        .walk
        .steps
        .iter()
        .position(|s| s.part == Part::Castling);
    // The first page introduces the fields: the steps come after it.
    steps(&mut app, castling.unwrap() + 1);
    assert_screen(
        "walk_chess_castling_step_120x40",
        &screen(&app, Lang::Ru, 120, 40),
    );
}

/// The walk-through of the board after `moves` were played in the moves view.
fn walk_after(moves: &str) -> App {
    let mut app = app("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1");
    app.update(Action::EXPLAIN_MOVES);
    type_text(&mut app, moves);
    app.update(Action::Submit);
    app.update(Action::WALK_THROUGH);
    assert!(matches!(app.teaching(), Some(Teaching::Walk(_))));
    app
}

#[test]
fn the_walk_after_a_xiangqi_move_shows_it_in_the_three_notations() {
    // The language's notation first (WXF in English, Chinese in Chinese), the others after.
    let en = panel_words(&screen(&walk_after("h2e2 h9g7"), Lang::En, 120, 40));
    assert!(
        en.contains("Move 1: Black plays H8+7 (h9g7, 马８进７)"),
        "{en}"
    );
    let zh = panel_words(&screen(&walk_after("C2=5"), Lang::Zh, 120, 40));
    assert!(zh.contains("炮二平五 (h2e2, C2=5)"), "{zh}");
    // Without moves, no move line.
    let plain = panel_words(&screen(&walk_at(0), Lang::En, 120, 40));
    assert!(!plain.contains("plays"), "{plain}");
}

//! The walk-through: seed 004's xiangqi example, step by step.

use super::*;

fn walk(app: &App) -> &WalkView {
    match app.teaching() {
        Some(Teaching::Walk(walk)) => walk,
        other => panic!("not walking through: {other:?}"),
    }
}

fn written(app: &App) -> String {
    walk(app).step().unwrap().written.clone()
}

#[test]
fn the_walk_through_writes_the_seed_xiangqi_example_in_order() {
    let mut app = app(XIANGQI_EXAMPLE);
    app.update(Action::WALK_THROUGH);
    // The fields are introduced first; the first step follows.
    assert!(walk(&app).is_intro());
    app.update(Action::Step(StepTo::Next));
    let mut seen = vec![written(&app)];
    for _ in 0..5 {
        app.update(Action::Step(StepTo::Next));
        seen.push(written(&app));
    }
    assert_eq!(seen, ["3", "k", "1", "a", "3", "/"]);
    // The general's step lights its point, d9, and the FEN so far ends with it.
    app.update(Action::Step(StepTo::First));
    app.update(Action::Step(StepTo::Next));
    app.update(Action::Step(StepTo::Next));
    assert_eq!(walk(&app).step().unwrap().squares, [Square::new(3, 9)]);
    assert_eq!(walk(&app).fen_so_far(), "3k");
}

#[test]
fn walk_steps_stop_at_both_ends_and_home_end_jump() {
    let mut app = app(XIANGQI_EXAMPLE);
    app.update(Action::WALK_THROUGH);
    app.update(Action::Step(StepTo::Back));
    assert_eq!(walk(&app).index, 0);
    app.update(Action::Step(StepTo::Last));
    let last = walk(&app).index;
    assert_eq!(walk(&app).step().unwrap().part, Part::FullmoveNumber);
    assert_eq!(walk(&app).fen_so_far(), XIANGQI_EXAMPLE);
    app.update(Action::Step(StepTo::Next));
    assert_eq!(walk(&app).index, last);
    app.update(Action::Step(StepTo::Back));
    assert_eq!(walk(&app).index, last - 1);
    app.update(Action::Step(StepTo::First));
    assert_eq!(walk(&app).index, 0);
}

#[test]
fn escape_or_the_same_key_leaves_and_the_board_is_untouched() {
    let mut app = app(XIANGQI_EXAMPLE);
    app.update(Action::WALK_THROUGH);
    // Board typing means nothing in the walk-through.
    app.update(Action::Type('K'));
    app.update(Action::EmptyBoard);
    assert_eq!(app.fen(), XIANGQI_EXAMPLE);
    app.update(Action::Escape);
    assert_eq!(app.teaching(), None);
    app.update(Action::WALK_THROUGH);
    app.update(Action::WALK_THROUGH);
    assert_eq!(app.teaching(), None);
    assert_eq!(app.fen(), XIANGQI_EXAMPLE);
}

/// The en passant step of a position before any move (move 1, White to
/// move) speaks of no "last move": none was played. After moves, with the
/// field "-", it says no pawn just made a double step.
#[test]
fn the_en_passant_step_fits_whether_a_move_was_played() {
    use crate::tui::view::text_in;
    let at_en_passant = |fen: &str| {
        let mut app = app(fen);
        app.update(Action::WALK_THROUGH);
        while walk(&app).step().map(|s| s.part) != Some(Part::EnPassant) {
            app.update(Action::Step(StepTo::Next));
        }
        app
    };
    let flat = |app: &App, lang| {
        let screen = text_in(app, lang, 120, 40);
        let rows: Vec<String> = screen
            .lines()
            .map(|l| {
                l.trim_matches(|c| c == '"' || c == '│' || c == ' ')
                    .to_string()
            })
            .collect();
        rows.join(" ")
    };
    let start = at_en_passant(START);
    assert_eq!(
        walk(&start).step().unwrap().code,
        "teach-en-passant-none-start"
    );
    let words = flat(&start, Lang::En);
    assert!(words.contains("no move has been played yet"), "{words}");
    assert!(!words.contains("last move"), "{words}");
    assert!(flat(&start, Lang::Ru).contains("ходов ещё не было"));
    assert!(!flat(&start, Lang::Ru).contains("последним ходом"));
    let later = at_en_passant("rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2");
    assert_eq!(walk(&later).step().unwrap().code, "teach-en-passant-none");
    // Black to move at move 1: White has moved, so there was a last move.
    let after_white = at_en_passant("rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1");
    assert_eq!(
        walk(&after_white).step().unwrap().code,
        "teach-en-passant-none"
    );
}

/// F8 starts by naming the six fields, each with its value on this board,
/// before a8 (issue 38): in chess and in xiangqi, whose 3rd and 4th fields
/// are said to be always "-".
#[test]
fn the_walk_through_first_names_the_six_fields() {
    use crate::tui::view::text_in;
    for (fen, lang, said) in [
        (
            START,
            Lang::Ru,
            vec![
                "6 полей",
                "3. Права на рокировку: KQkq",
                "6. Номер хода: 1",
                "8-я горизонталь",
            ],
        ),
        (
            XIANGQI_EXAMPLE,
            Lang::Ru,
            vec![
                "тех же 6 полей",
                "всегда «-»",
                "3. В сянци не используется: -",
            ],
        ),
        (START, Lang::En, vec!["6 fields", "4. En passant square: -"]),
        (XIANGQI_EXAMPLE, Lang::Zh, vec!["6 个字段", "总是写“-”"]),
    ] {
        let mut app = app(fen);
        app.update(Action::WALK_THROUGH);
        assert!(walk(&app).step().is_none());
        assert_eq!(walk(&app).fen_so_far(), fen);
        let screen = text_in(&app, lang, 120, 40);
        let flat: String = screen
            .lines()
            .map(|l| l.trim_matches(|c| c == '│' || c == ' ').to_string())
            .collect::<Vec<_>>()
            .join(" ");
        for words in said {
            assert!(flat.contains(words), "{words:?} not in:\n{screen}");
        }
        // The next page is the first stretch of the top rank.
        app.update(Action::Step(StepTo::Next));
        assert_eq!(walk(&app).step().unwrap().part, Part::Stretch);
    }
}

/// F8 on a board whose en-passant square cannot be (e5 with White to move,
/// e3, d6 with no pawn on d5; `check` rejects all three): the walk-through
/// writes the field as given and says in words why it cannot be; it never
/// tells a pawn's jump that cannot have been played (issue 38).
#[test]
fn the_walk_through_refuses_an_impossible_en_passant_square_in_words() {
    for (square, words) in [
        ("e5", "должно быть на 6-й горизонтали"),
        ("e3", "должно быть на 6-й горизонтали"),
        ("d6", "на d5 такой пешки нет"),
    ] {
        let fen = format!("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq {square} 0 2");
        let mut app = App::new(read_fen(&fen, ReadOptions::lenient()).unwrap().position);
        app.update(Action::WALK_THROUGH);
        while walk(&app).step().is_none_or(|s| s.part != Part::EnPassant) {
            app.update(Action::Step(StepTo::Next));
        }
        // The step's words, as the view puts them on screen.
        let loc = crate::i18n::Localizer::new(Lang::Ru);
        let text = crate::teach_text::step_text(&loc, walk(&app).step().unwrap());
        assert!(text.contains("быть не может"), "{square}: {text}");
        assert!(text.contains(words), "{square}: {text}");
        assert!(!text.contains("перепрыгнула через"), "{square}: {text}");
        let screen = crate::tui::view::text_in(&app, Lang::Ru, 120, 40);
        assert!(
            screen.contains(&format!("Затем {square}")),
            "{square}: {screen}"
        );
    }
}

//! `App::update` for the teaching actions, against the seed documents: seed
//! 004's xiangqi walk-through (`3`, `k`, `1`, `a`, `3`, `/`) and seed 000's
//! 1. e4 e5 (en passant target `e3`, then `e6`).

use super::*;
use crate::core::fen::{ReadOptions, read_fen, write_fen};
use crate::core::teach::{FenAttempt, Part};
use crate::core::{Position, Square, Variant};
use crate::tui::action::{Direction, StepTo};

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const XIANGQI_EXAMPLE: &str = "3k1a3/4a4/5n3/9/9/9/9/9/9/4KR3 w - - 0 1";

fn position(fen: &str) -> Position {
    read_fen(fen, ReadOptions::strict()).unwrap().position
}

fn app(fen: &str) -> App {
    App::new(position(fen))
}

fn type_text(app: &mut App, text: &str) {
    for c in text.chars() {
        app.update(Action::Type(c));
    }
}

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
    app.update(Action::WalkThrough);
    let mut seen = vec![written(&app)];
    for _ in 0..5 {
        app.update(Action::Step(StepTo::Next));
        seen.push(written(&app));
    }
    assert_eq!(seen, ["3", "k", "1", "a", "3", "/"]);
    // The general's step lights its point, d9, and the FEN so far ends with it.
    app.update(Action::Step(StepTo::First));
    app.update(Action::Step(StepTo::Next));
    assert_eq!(walk(&app).step().unwrap().squares, [Square::new(3, 9)]);
    assert_eq!(walk(&app).fen_so_far(), "3k");
}

#[test]
fn walk_steps_stop_at_both_ends_and_home_end_jump() {
    let mut app = app(XIANGQI_EXAMPLE);
    app.update(Action::WalkThrough);
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
    app.update(Action::WalkThrough);
    // Board typing means nothing in the walk-through.
    app.update(Action::Type('K'));
    app.update(Action::EmptyBoard);
    assert_eq!(app.fen(), XIANGQI_EXAMPLE);
    app.update(Action::Escape);
    assert_eq!(app.teaching(), None);
    app.update(Action::WalkThrough);
    app.update(Action::WalkThrough);
    assert_eq!(app.teaching(), None);
    assert_eq!(app.fen(), XIANGQI_EXAMPLE);
}

fn line(app: &App) -> &MoveLine {
    app.move_line_in_view().unwrap()
}

fn moves_view(app: &App) -> &MovesView {
    match app.teaching() {
        Some(Teaching::Moves(view)) => view,
        other => panic!("not in the moves view: {other:?}"),
    }
}

/// The en passant field of the FEN after the move shown, and why it is there.
fn en_passant_written(app: &App) -> Option<String> {
    let played = line(app).current()?;
    let step = played
        .explanation
        .steps
        .iter()
        .find(|s| s.part == Part::EnPassant)?;
    Some(step.written.clone())
}

#[test]
fn seed_000_e4_e5_explains_e3_then_e6() {
    let mut app = app(START);
    app.update(Action::ExplainMoves);
    type_text(&mut app, "e4");
    app.update(Action::Submit);
    assert_eq!(
        line(&app).fen(),
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"
    );
    assert_eq!(en_passant_written(&app).as_deref(), Some("e3"));
    type_text(&mut app, "e5");
    app.update(Action::Submit);
    assert_eq!(
        line(&app).fen(),
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2"
    );
    assert_eq!(en_passant_written(&app).as_deref(), Some("e6"));
    let step = line(&app).current().unwrap();
    let codes: Vec<_> = step.explanation.steps.iter().map(|s| s.code).collect();
    assert!(codes.contains(&"teach-move-halfmove") && codes.contains(&"teach-move-fullmove"));
    assert_eq!(
        app.moves_text().as_deref(),
        Some(format!("{START} moves e2e4 e7e5").as_str())
    );
    // Back to the first move: e3 again, and only that move is in the text.
    app.update(Action::Step(StepTo::Back));
    assert_eq!(en_passant_written(&app).as_deref(), Some("e3"));
    assert_eq!(
        app.moves_text().as_deref(),
        Some(format!("{START} moves e2e4").as_str())
    );
    app.update(Action::Step(StepTo::First));
    assert_eq!(line(&app).fen(), START);
    assert_eq!(app.moves_text(), None);
    app.update(Action::Step(StepTo::Last));
    assert_eq!(en_passant_written(&app).as_deref(), Some("e6"));
}

#[test]
fn several_moves_at_once_with_numbers_and_the_illegal_one_is_located() {
    let mut app = app(START);
    app.update(Action::ExplainMoves);
    type_text(&mut app, "1. e4 e5 2.Nf3 Nf9 Nc6");
    app.update(Action::Submit);
    assert_eq!(line(&app).played().len(), 3);
    let view = moves_view(&app);
    // The move that did not play stays, with what followed it, at column 1.
    assert_eq!(view.input, "Nf9 Nc6");
    let error = view.error.as_ref().unwrap();
    assert_eq!(error.column, Some(1));
    // Editing the text clears the error.
    app.update(Action::EraseBack);
    assert_eq!(moves_view(&app).error, None);
    assert_eq!(moves_view(&app).input, "Nf9 Nc");
}

#[test]
fn a_move_from_an_earlier_position_starts_a_new_line() {
    let mut app = app(START);
    app.update(Action::ExplainMoves);
    type_text(&mut app, "e4 e5");
    app.update(Action::Submit);
    app.update(Action::Step(StepTo::Back));
    type_text(&mut app, "c5");
    app.update(Action::Submit);
    let texts: Vec<_> = line(&app)
        .played()
        .iter()
        .map(|m| m.text.as_str())
        .collect();
    assert_eq!(texts, ["e4", "c5"]);
}

#[test]
fn leaving_the_moves_view_keeps_the_position_shown_and_the_moves() {
    let mut app = app(START);
    app.update(Action::ExplainMoves);
    type_text(&mut app, "e4 e5");
    app.update(Action::Submit);
    app.update(Action::Escape);
    assert_eq!(app.teaching(), None);
    assert_eq!(
        app.fen(),
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2"
    );
    assert_eq!(app.notice(), &Notice::Teach(TeachNotice::MovesKept(2)));
    assert_eq!(
        app.moves_text().as_deref(),
        Some(format!("{START} moves e2e4 e7e5").as_str())
    );
    // Reopening carries on with the same moves.
    app.update(Action::ExplainMoves);
    assert_eq!(line(&app).played().len(), 2);
    app.update(Action::Escape);
    // Once the board is edited, the moves no longer lead to it.
    app.update(Action::Undo);
    assert_eq!(app.fen(), START);
    assert_eq!(app.moves_text(), None);
}

#[test]
fn copy_in_the_moves_view_copies_the_fen_with_its_moves() {
    let mut app = app(START);
    app.update(Action::ExplainMoves);
    assert_eq!(
        app.update(Action::CopyFen),
        [Effect::Copy(START.to_string())]
    );
    type_text(&mut app, "e2e4");
    app.update(Action::Submit);
    assert_eq!(
        app.update(Action::CopyFen),
        [Effect::Copy(format!("{START} moves e2e4"))]
    );
}

#[test]
fn xiangqi_moves_play_in_coordinates() {
    let mut app = app("5a3/3ka4/5n3/9/9/9/9/9/9/4K1R2 w - - 0 1");
    app.update(Action::ExplainMoves);
    type_text(&mut app, "g0f0 d8d9");
    app.update(Action::Submit);
    assert_eq!(line(&app).fen(), "3k1a3/4a4/5n3/9/9/9/9/9/9/4KR3 w - - 2 2");
}

fn menu(app: &App) -> &PracticeMenu {
    match app.teaching() {
        Some(Teaching::Menu(menu)) => menu,
        other => panic!("not choosing an exercise: {other:?}"),
    }
}

fn choose_lesson(app: &mut App, id: &str) {
    while menu(app).choices()[menu(app).choice]
        .as_ref()
        .is_none_or(|l| l.id != id)
    {
        app.update(Action::Move(Direction::Down));
    }
}

#[test]
fn the_practice_menu_offers_the_board_then_the_lessons() {
    let mut app = app(START);
    app.update(Action::Practice);
    let choices = menu(&app).choices();
    assert_eq!(choices[0], None);
    assert_eq!(choices.len(), crate::core::teach::lessons().len() + 1);
    app.update(Action::Move(Direction::Up));
    assert_eq!(menu(&app).choice, choices.len() - 1);
    app.update(Action::Move(Direction::Down));
    assert_eq!(menu(&app).choice, 0);
    // Building has no "board as it is": the lessons only.
    app.update(Action::Move(Direction::Right));
    assert_eq!(menu(&app).exercise, Exercise::BuildPosition);
    assert!(menu(&app).choices().iter().all(Option::is_some));
    app.update(Action::Practice);
    assert_eq!(app.teaching(), None);
}

fn writing(app: &App) -> &WritePractice {
    match app.teaching() {
        Some(Teaching::Write(write)) => write,
        other => panic!("not writing a FEN: {other:?}"),
    }
}

#[test]
fn writing_the_fen_of_a_lesson_points_at_the_first_wrong_character() {
    let mut app = app(START);
    app.update(Action::Practice);
    choose_lesson(&mut app, "xiangqi-example");
    app.update(Action::Submit);
    assert_eq!(writing(&app).target.fen(), XIANGQI_EXAMPLE);
    type_text(&mut app, "3k2a2");
    app.update(Action::Submit);
    let Some(FenAttempt::Wrong(mistake)) = &writing(&app).result else {
        panic!("a wrong FEN was accepted");
    };
    assert_eq!((mistake.column, mistake.typed), (3, Some('2')));
    assert_eq!(mistake.expected.as_deref(), Some("1"));
    // Typing again clears the verdict; the right FEN is correct.
    for _ in 0.."2a2".len() {
        app.update(Action::EraseBack);
    }
    assert_eq!(writing(&app).result, None);
    assert_eq!(writing(&app).input, "3k");
    type_text(&mut app, &XIANGQI_EXAMPLE[2..]);
    app.update(Action::Submit);
    assert_eq!(writing(&app).result, Some(FenAttempt::Correct));
    // The editor's board was never touched.
    assert_eq!(app.fen(), START);
}

#[test]
fn writing_the_fen_of_the_board_as_it_is() {
    let mut app = app(START);
    app.update(Action::Practice);
    app.update(Action::Submit);
    assert_eq!(writing(&app).target.lesson, None);
    app.update(Action::Paste(format!(" {START}\n")));
    app.update(Action::Submit);
    assert_eq!(writing(&app).result, Some(FenAttempt::Correct));
}

fn building(app: &App) -> &BuildPractice {
    match app.teaching() {
        Some(Teaching::Build(build)) => build,
        other => panic!("not building a position: {other:?}"),
    }
}

#[test]
fn building_a_position_on_the_board_shows_what_differs_then_confirms() {
    let mut app = app(START);
    app.update(Action::Practice);
    app.update(Action::Move(Direction::Right));
    choose_lesson(&mut app, "xiangqi-example");
    app.update(Action::Submit);
    // The board is cleared for building, in the target's game.
    assert_eq!(app.variant(), Variant::Xiangqi);
    assert!(app.position().board.is_empty());
    assert!(!building(&app).checked);
    app.update(Action::Submit);
    assert!(building(&app).checked);
    // Every piece of the target is missing.
    let pieces = building(&app).target.position.board.pieces().count();
    assert_eq!(building(&app).differences(app.position()).len(), pieces);
    // Typing the placement on the board (the editor's own keys) builds it.
    type_text(&mut app, "3k1a3/4a4/5n3/9/9/9/9/9/9/4KR3");
    assert!(building(&app).differences(app.position()).is_empty());
    assert_eq!(write_fen(app.position()), XIANGQI_EXAMPLE);
    // Esc on the board leaves, keeping what was built.
    app.update(Action::Escape);
    assert_eq!(app.teaching(), None);
    assert_eq!(app.fen(), XIANGQI_EXAMPLE);
    // The cleared board can be undone back to the position before.
    app.update(Action::Undo);
    app.update(Action::Undo);
    assert_eq!(app.variant(), Variant::Xiangqi);
}

#[test]
fn while_building_tab_reaches_the_panels_and_esc_there_comes_back() {
    let mut app = app(START);
    app.update(Action::Practice);
    app.update(Action::Move(Direction::Right));
    app.update(Action::Submit);
    assert_eq!(app.teaching_context(), Some(Context::BuildPosition));
    app.update(Action::FocusNext);
    assert_eq!(app.teaching_context(), None);
    app.update(Action::Escape);
    assert_eq!(app.focus(), Focus::Board);
    assert!(matches!(app.teaching(), Some(Teaching::Build(_))));
}

#[test]
fn the_language_goes_round_english_russian_chinese_everywhere() {
    let mut app = app(START);
    assert_eq!(app.lang(), Lang::En);
    app.update(Action::SwitchLanguage);
    assert_eq!(app.lang(), Lang::Ru);
    assert_eq!(
        app.notice(),
        &Notice::Teach(TeachNotice::LanguageSwitched(Lang::Ru))
    );
    // Also inside a teaching view, which stays open.
    app.update(Action::WalkThrough);
    app.update(Action::SwitchLanguage);
    assert_eq!(app.lang(), Lang::Zh);
    assert!(app.teaching().is_some());
    app.update(Action::SwitchLanguage);
    assert_eq!(app.lang(), Lang::En);
}

#[test]
fn help_and_quit_work_in_teaching_views() {
    let mut app = app(START);
    app.update(Action::ExplainMoves);
    app.update(Action::ToggleHelp);
    assert!(app.help_open());
    app.update(Action::Escape);
    assert!(!app.help_open());
    assert!(app.teaching().is_some());
    assert_eq!(app.update(Action::Quit), [Effect::Quit]);
}

#[test]
fn the_share_menu_offers_the_moves_played_in_the_moves_view() {
    let mut app = app(START);
    app.update(Action::ExplainMoves);
    type_text(&mut app, "e4 e5");
    app.update(Action::Submit);
    app.update(Action::Escape);
    let (start, moves) = app.moves_played().unwrap();
    assert_eq!(write_fen(&start), START);
    let coordinates: Vec<_> = moves
        .iter()
        .map(|m| m.coordinates(Variant::Chess))
        .collect();
    assert_eq!(coordinates, ["e2e4", "e7e5"]);
}

#[test]
fn a_pasted_fen_with_moves_opens_as_a_line_of_moves() {
    let mut app = app(START);
    app.update(Action::Paste(format!("{START} moves e2e4 e7e5")));
    app.update(Action::ExplainMoves);
    let texts: Vec<_> = line(&app)
        .played()
        .iter()
        .map(|m| m.text.as_str())
        .collect();
    assert_eq!(texts, ["e4", "e5"]);
    assert_eq!(en_passant_written(&app).as_deref(), Some("e6"));
    app.update(Action::Step(StepTo::Back));
    assert_eq!(en_passant_written(&app).as_deref(), Some("e3"));
}

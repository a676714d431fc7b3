//! Practice: the menu, writing a FEN, building a position.

use super::*;
use crate::tui::app::{EditNotice, Notice};

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
    // A list with ends, as the library's: ↑ at the top stays there.
    app.update(Action::Move(Direction::Up));
    assert_eq!(menu(&app).choice, 0);
    app.update(Action::End);
    assert_eq!(menu(&app).choice, choices.len() - 1);
    app.update(Action::Move(Direction::Down));
    assert_eq!(menu(&app).choice, choices.len() - 1, "↓ at the end stays");
    app.update(Action::TopRank);
    assert!(menu(&app).choice < choices.len() - 1, "PgUp moves up");
    app.update(Action::Home);
    assert_eq!(menu(&app).choice, 0);
    app.update(Action::BottomRank);
    assert!(menu(&app).choice > 0, "PgDn moves down");
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
fn a_xiangqi_board_lists_the_xiangqi_lessons_first_and_builds_on_a_xiangqi_board() {
    let mut app = app(XIANGQI_EXAMPLE);
    app.update(Action::Practice);
    app.update(Action::Move(Direction::Right));
    let choices = menu(&app).choices();
    let games: Vec<Variant> = choices.iter().flatten().map(|l| l.variant).collect();
    let xiangqi = games.iter().filter(|v| **v == Variant::Xiangqi).count();
    assert!(
        xiangqi > 0 && games[..xiangqi].iter().all(|v| *v == Variant::Xiangqi),
        "{games:?}"
    );
    // The first lesson builds on an empty xiangqi board.
    app.update(Action::Submit);
    assert!(matches!(app.teaching(), Some(Teaching::Build(_))));
    assert_eq!(app.position().variant, Variant::Xiangqi);
    // A chess board keeps the chess lessons first.
    let mut chess = self::app(START);
    chess.update(Action::Practice);
    assert_eq!(
        menu(&chess).choices()[1].as_ref().map(|l| l.variant),
        Some(Variant::Chess)
    );
}

#[test]
fn typing_is_not_stuck_after_a_board_was_typed_to_its_last_point() {
    // Type a whole xiangqi board: the cursor stops at i0, "past the end".
    let mut app = app(XIANGQI_EXAMPLE);
    type_text(&mut app, "9/9/9/9/9/9/9/9/9/8R");
    assert!(
        matches!(app.notice(), Notice::Edit(EditNotice::EndReached(_))),
        "{:?}",
        app.notice()
    );
    // A build lesson clears the board and starts again at a9: typing works there.
    app.update(Action::Practice);
    app.update(Action::Move(Direction::Right));
    let index = menu(&app)
        .choices()
        .iter()
        .position(|c| c.as_ref().is_some_and(|l| l.id == "xiangqi-example"))
        .unwrap();
    for _ in 0..index {
        app.update(Action::Move(Direction::Down));
    }
    app.update(Action::Submit);
    type_text(&mut app, "3k");
    assert_eq!(
        app.position().board.get(Square::new(3, 9)).map(|p| p.role),
        Some(crate::core::Role::King)
    );
    assert!(
        !matches!(app.notice(), Notice::Edit(EditNotice::PastEnd(_))),
        "{:?}",
        app.notice()
    );
}

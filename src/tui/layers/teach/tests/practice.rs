//! Practice: the menu, writing a FEN, building a position.

use super::*;

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

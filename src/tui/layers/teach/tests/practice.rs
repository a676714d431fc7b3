//! Practice: the menu, writing a FEN, building a position.

use super::*;
use crate::tui::app::{EditNotice, Notice};
use crate::tui::layers::teach::{Choice, LessonSet, PracticeBook, Score, progress};

fn menu(app: &App) -> &PracticeMenu {
    match app.teaching() {
        Some(Teaching::Menu(menu)) => menu,
        other => panic!("not choosing an exercise: {other:?}"),
    }
}

fn choose_lesson(app: &mut App, id: &str) {
    while !matches!(&menu(app).choices()[menu(app).choice], Choice::Lesson(l) if l.id == id) {
        app.update(Action::Move(Direction::Down));
    }
}

#[test]
fn the_practice_menu_offers_the_board_then_the_lessons() {
    let mut app = app(START);
    app.update(Action::PRACTICE);
    let choices = menu(&app).choices();
    assert_eq!(choices[0], Choice::Board);
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
    assert!(
        menu(&app)
            .choices()
            .iter()
            .all(|c| matches!(c, Choice::Lesson(_)))
    );
    app.update(Action::PRACTICE);
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
    app.update(Action::PRACTICE);
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
    app.update(Action::PRACTICE);
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
    app.update(Action::PRACTICE);
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
    app.update(Action::PRACTICE);
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
    app.update(Action::PRACTICE);
    app.update(Action::Move(Direction::Right));
    let choices = menu(&app).choices();
    let games: Vec<Variant> = choices
        .iter()
        .filter_map(|c| match c {
            Choice::Lesson(l) => Some(l.variant),
            _ => None,
        })
        .collect();
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
    chess.update(Action::PRACTICE);
    assert!(matches!(&menu(&chess).choices()[1], Choice::Lesson(l) if l.variant == Variant::Chess));
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
    app.update(Action::PRACTICE);
    app.update(Action::Move(Direction::Right));
    let index = menu(&app)
        .choices()
        .iter()
        .position(|c| matches!(c, Choice::Lesson(l) if l.id == "xiangqi-example"))
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

/// A teacher's file of exercises, as `--practice` reads it.
fn teacher_set(fens: &[&str]) -> LessonSet {
    let text: String = fens
        .iter()
        .enumerate()
        .map(|(i, fen)| format!("# Exercise caption {}\n{fen}\n", i + 1))
        .collect();
    LessonSet {
        key: "file:/class/lessons.fen".into(),
        name: "lessons.fen".into(),
        lessons: crate::core::teach::read_lesson_file(
            crate::core::teach::LessonFileKind::Lines,
            &text,
        )
        .unwrap(),
    }
}

const K_VS_K: &str = "4k3/8/8/8/8/8/8/4K3 w - - 0 1";
const K_P_VS_K: &str = "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1";

fn temp_state(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("fen-tui-teach-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

/// The runtime's effect executor, as the editor runs it.
fn perform(app: &mut App, action: Action) {
    let mut clipboard = crate::clipboard::MemoryClipboard::new();
    crate::tui::perform(app, action, &mut clipboard);
}

/// `--practice`: the teacher's exercises are the list; a wrong answer and
/// a right one are kept in the learner's file; Enter after the right answer
/// goes on to the next exercise; after the last, the summary names the
/// score and the exercise that had a wrong answer; a new editor reading the
/// same file starts where the learner stopped.
#[test]
fn a_teachers_lessons_are_practised_kept_and_summed_up() {
    let dir = temp_state("teacher");
    let path = crate::tui::runtime::practice::progress_path(&dir, "anna");
    let book = |path: &std::path::Path| PracticeBook {
        path: Some(path.to_path_buf()),
        progress: crate::tui::runtime::practice::load(path, "anna").unwrap(),
        not_kept: None,
    };
    let mut app = app(START);
    app.start_practice(book(&path), Some(teacher_set(&[K_VS_K, K_P_VS_K])));
    assert_eq!(
        menu(&app).choices(),
        [Choice::Teacher(0), Choice::Teacher(1)]
    );
    perform(&mut app, Action::Submit);
    assert_eq!(writing(&app).target.fen(), K_VS_K);
    // Wrong, then right: both answers kept in the file.
    type_text(&mut app, "4k3/8/8/8/8/8/8/4K3 b - - 0 1");
    perform(&mut app, Action::Submit);
    assert!(matches!(writing(&app).result, Some(FenAttempt::Wrong(_))));
    for _ in 0.." b - - 0 1".len() {
        perform(&mut app, Action::EraseBack);
    }
    type_text(&mut app, " w - - 0 1");
    perform(&mut app, Action::Submit);
    assert!(writing(&app).is_done());
    let kept = crate::tui::runtime::practice::load(&path, "anna").unwrap();
    let record = kept
        .record(
            "file:/class/lessons.fen",
            &progress::exercise_key(false, K_VS_K),
        )
        .unwrap();
    assert_eq!((record.tries, record.wrong, record.solved), (2, 1, true));
    // Enter again: the next exercise.
    perform(&mut app, Action::Submit);
    assert_eq!(writing(&app).target.fen(), K_P_VS_K);
    assert_eq!(writing(&app).menu.choice, 1);
    // A new editor on the same file: exercise 1 solved, the list at 2.
    let mut again = self::app(START);
    again.start_practice(book(&path), Some(teacher_set(&[K_VS_K, K_P_VS_K])));
    assert_eq!(menu(&again).choice, 1);
    let score = menu(&again).score(&again.practice_book().progress);
    assert_eq!((score.total, score.solved, score.first_try), (2, 1, 0));
    // The last one right at once, Enter: the summary.
    type_text(&mut app, K_P_VS_K);
    perform(&mut app, Action::Submit);
    perform(&mut app, Action::Submit);
    let Some(Teaching::Summary(done)) = app.teaching() else {
        panic!("no summary: {:?}", app.teaching());
    };
    let score = done.score(&app.practice_book().progress);
    assert_eq!((score.total, score.solved, score.first_try), (2, 2, 1));
    assert_eq!(score.with_mistakes, [(0, 1)]);
    for (lang, words) in [
        (
            Lang::Ru,
            [
                "Решено 2 из 2; с первой попытки — 1.",
                "1. Exercise caption 1 (1 ошибка)",
            ],
        ),
        (
            Lang::En,
            [
                "2 of 2 solved; 1 at the first answer.",
                "1. Exercise caption 1 (1 wrong answer)",
            ],
        ),
    ] {
        let screen = crate::tui::view::text_in(&app, lang, 120, 40);
        for said in words {
            assert!(screen.contains(said), "{said:?} not in:\n{screen}");
        }
    }
    // Enter: back to the list, with both marked solved.
    perform(&mut app, Action::Submit);
    assert!(matches!(app.teaching(), Some(Teaching::Menu(_))));
    let screen = crate::tui::view::text_in(&app, Lang::Ru, 120, 40);
    assert!(screen.contains("✓ 1. Exercise caption 1"), "{screen}");
    assert!(
        screen.contains("2 упражнения: решено 2, 1 ошибка."),
        "{screen}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// The board as it is is no exercise: nothing is kept of it. Without a
/// state directory nothing is written, and practice goes on.
#[test]
fn the_board_as_it_is_and_a_book_without_a_file_keep_nothing_on_disk() {
    let mut app = app(START);
    app.update(Action::PRACTICE);
    app.update(Action::Submit);
    type_text(&mut app, START);
    assert_eq!(app.update(Action::Submit), []);
    assert!(app.practice_book().progress.sets.is_empty());
    let mut app = self::app(START);
    app.start_practice(PracticeBook::default(), Some(teacher_set(&[K_VS_K])));
    app.update(Action::Submit);
    type_text(&mut app, K_VS_K);
    assert_eq!(app.update(Action::Submit), []);
    // Kept in memory: the list still shows it solved.
    assert_eq!(menu_score(&app).solved, 1);
}

fn menu_score(app: &App) -> Score {
    let menu = match app.teaching() {
        Some(Teaching::Write(write)) => write.menu.clone(),
        Some(Teaching::Menu(menu)) => menu.clone(),
        other => panic!("{other:?}"),
    };
    menu.score(&app.practice_book().progress)
}

/// Building a teacher's position: Enter checks (and the answer is kept);
/// once right, Enter goes on.
#[test]
fn building_a_teachers_position_goes_on_once_right() {
    let mut app = app(START);
    app.start_practice(
        PracticeBook::default(),
        Some(teacher_set(&[K_VS_K, K_P_VS_K])),
    );
    app.update(Action::Move(Direction::Right));
    assert_eq!(menu(&app).exercise, Exercise::BuildPosition);
    app.update(Action::Submit);
    type_text(&mut app, "4k3/8/8/8/8/8/8/4K3");
    app.update(Action::Submit);
    assert!(building(&app).is_done(app.position()), "{}", app.fen());
    assert_eq!(menu_score_of_build(&app).solved, 1);
    app.update(Action::Submit);
    assert_eq!(building(&app).target.fen(), K_P_VS_K);
}

fn menu_score_of_build(app: &App) -> Score {
    building(app).menu.score(&app.practice_book().progress)
}

//! The teaching screens drawn into ratatui's TestBackend, in English, Russian
//! and Chinese: snapshots reviewed by eye when written, and checks that what
//! the seeds say is on screen (the characters a step writes are marked with
//! `^` under the FEN, the squares it is about with `‹ ›` on the board).

// Helpers outside `#[test]` functions panic on bad test data, as tests do.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use fen_tui::core::fen::{ReadOptions, read_fen};
use fen_tui::core::teach::Part;
use fen_tui::i18n::{Lang, Localizer};
use fen_tui::tui::action::{Action, Direction, StepTo};
use fen_tui::tui::app::{App, Teaching, works_while_teaching};
use fen_tui::tui::keymap::{self, Context, Does};
use fen_tui::tui::theme::Palette;
use fen_tui::tui::view::Screen;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const XIANGQI_EXAMPLE: &str = "3k1a3/4a4/5n3/9/9/9/9/9/9/4KR3 w - - 0 1";

fn app(fen: &str) -> App {
    App::new(read_fen(fen, ReadOptions::strict()).unwrap().position)
}

fn screen(app: &App, lang: Lang, width: u16, height: u16) -> String {
    let loc = Localizer::new(lang);
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    terminal
        .draw(|frame| {
            let screen = Screen {
                app,
                loc: &loc,
                palette: Palette::new(true),
            };
            frame.render_widget(&screen, frame.area());
        })
        .unwrap();
    terminal.backend().to_string()
}

fn type_text(app: &mut App, text: &str) {
    for c in text.chars() {
        app.update(Action::Type(c));
    }
}

fn steps(app: &mut App, count: usize) {
    for _ in 0..count {
        app.update(Action::Step(StepTo::Next));
    }
}

/// The walk-through of the seed's xiangqi example at step `index` (0-based).
fn walk_at(index: usize) -> App {
    let mut app = app(XIANGQI_EXAMPLE);
    app.update(Action::WalkThrough);
    steps(&mut app, index);
    app
}

/// The FEN row under the board and the `^` row under it.
fn fen_and_marks(screen: &str) -> (String, String) {
    let rows: Vec<String> = screen
        .lines()
        .map(|r| r.trim_matches('"').trim_end().to_string())
        .collect();
    let at = rows.iter().rposition(|r| r.starts_with("FEN ")).unwrap();
    (rows[at].clone(), rows[at + 1].clone())
}

/// The words in the panel right of the board, its wrapped lines joined.
fn panel_words(screen: &str) -> String {
    let inside = |row: &str| -> Option<String> {
        let mut parts = row.rsplit('│');
        let _after = parts.next()?;
        Some(parts.next()?.trim().to_string())
    };
    screen
        .lines()
        .filter_map(inside)
        .filter(|l| !l.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

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
    insta::assert_snapshot!(screen(&walk_at(0), Lang::En, 80, 24));
}

#[test]
fn walk_first_step_ru() {
    insta::assert_snapshot!(screen(&walk_at(0), Lang::Ru, 80, 24));
}

#[test]
fn walk_first_step_zh() {
    insta::assert_snapshot!(screen(&walk_at(0), Lang::Zh, 80, 24));
}

#[test]
fn walk_general_step_en() {
    insta::assert_snapshot!(screen(&walk_at(1), Lang::En, 80, 24));
}

#[test]
fn walk_general_step_ru() {
    insta::assert_snapshot!(screen(&walk_at(1), Lang::Ru, 80, 24));
}

#[test]
fn walk_general_step_zh() {
    insta::assert_snapshot!(screen(&walk_at(1), Lang::Zh, 80, 24));
}

/// The half-move clock: a field step, with the 60-move rule.
fn walk_clock() -> App {
    let mut app = walk_at(0);
    app.update(Action::Step(StepTo::Last));
    app.update(Action::Step(StepTo::Back));
    app
}

#[test]
fn walk_field_step_en() {
    insta::assert_snapshot!(screen(&walk_clock(), Lang::En, 80, 24));
}

#[test]
fn walk_field_step_ru() {
    insta::assert_snapshot!(screen(&walk_clock(), Lang::Ru, 80, 24));
}

#[test]
fn walk_field_step_zh() {
    insta::assert_snapshot!(screen(&walk_clock(), Lang::Zh, 80, 24));
}

#[test]
fn walk_chess_castling_step_120x40() {
    let mut app = app(START);
    app.update(Action::WalkThrough);
    let Some(Teaching::Walk(walk)) = app.teaching() else {
        panic!("no walk-through");
    };
    let castling = walk
        .walk
        .steps
        .iter()
        .position(|s| s.part == Part::Castling);
    steps(&mut app, castling.unwrap());
    insta::assert_snapshot!(screen(&app, Lang::Ru, 120, 40));
}

fn after_e4_e5() -> App {
    let mut app = app(START);
    app.update(Action::ExplainMoves);
    type_text(&mut app, "e4 e5");
    app.update(Action::Submit);
    app
}

#[test]
fn moves_view_after_e4_e5_en() {
    let text = screen(&after_e4_e5(), Lang::En, 80, 24);
    let words = panel_words(&text);
    assert!(words.contains("en passant target e6 is written"), "{words}");
    assert!(words.contains("The old target e3 is gone"), "{words}");
    insta::assert_snapshot!(text);
}

#[test]
fn moves_view_after_e4_e5_ru_120x40() {
    insta::assert_snapshot!(screen(&after_e4_e5(), Lang::Ru, 120, 40));
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
    insta::assert_snapshot!(screen(&app, Lang::En, 80, 24));
}

#[test]
fn practice_menu() {
    let mut app = app(START);
    app.update(Action::Practice);
    app.update(Action::Move(Direction::Down));
    insta::assert_snapshot!(screen(&app, Lang::En, 80, 24));
}

fn write_practice(lesson_index: usize, typed: &str) -> App {
    let mut app = app(START);
    app.update(Action::Practice);
    for _ in 0..lesson_index {
        app.update(Action::Move(Direction::Down));
    }
    app.update(Action::Submit);
    type_text(&mut app, typed);
    app.update(Action::Submit);
    app
}

/// Index of the seed's xiangqi example in the "write the FEN" menu (the board comes first).
fn xiangqi_example_choice() -> usize {
    1 + fen_tui::core::teach::lessons()
        .iter()
        .position(|l| l.id == "xiangqi-example")
        .unwrap()
}

#[test]
fn practice_write_fen_mistake_en() {
    let app = write_practice(xiangqi_example_choice(), "3k2a2");
    insta::assert_snapshot!(screen(&app, Lang::En, 80, 24));
}

#[test]
fn practice_write_fen_mistake_zh() {
    let app = write_practice(xiangqi_example_choice(), "3k1a3/4a4/5n3/9/9/9/9/9/9/4KR3 b");
    insta::assert_snapshot!(screen(&app, Lang::Zh, 80, 24));
}

#[test]
fn practice_write_fen_correct() {
    let app = write_practice(0, START);
    let text = screen(&app, Lang::En, 80, 24);
    assert!(text.contains("Correct"));
    insta::assert_snapshot!(text);
}

#[test]
fn practice_build_position_checked() {
    let mut app = app(START);
    app.update(Action::Practice);
    app.update(Action::Move(Direction::Right));
    // The first lesson: the start position. Two ranks typed, one wrong.
    app.update(Action::Submit);
    type_text(&mut app, "rnbqkbnr/ppppp");
    app.update(Action::Submit);
    insta::assert_snapshot!(screen(&app, Lang::En, 80, 24));
}

#[test]
fn the_language_key_redraws_everything_in_the_next_language() {
    let mut app = walk_at(1);
    let press = KeyEvent::new(KeyCode::F(9), KeyModifiers::NONE);
    let action = keymap::action_for(press, Context::Walk).unwrap();
    app.update(action);
    let text = screen(&app, app.lang(), 80, 24);
    assert!(text.contains("Шаг 2 из"));
    assert!(text.contains("Язык: русский"));
    app.update(Action::SwitchLanguage);
    assert!(screen(&app, app.lang(), 80, 24).contains("第 2 步"));
}

#[test]
fn help_lists_the_teaching_keys() {
    let mut app = app(START);
    app.update(Action::ToggleHelp);
    let text = screen(&app, Lang::En, 200, 60);
    for words in [
        "walk through the FEN",
        "play moves, watch the FEN",
        "practice: write / build",
        "next language (en ru zh)",
    ] {
        assert!(text.contains(words), "help misses {words:?}");
    }
}

#[test]
fn small_terminals_ask_for_more_room_without_panicking() {
    for (width, height) in [(1, 1), (20, 10), (60, 14), (80, 17)] {
        for app in [walk_at(3), after_e4_e5()] {
            let _ = screen(&app, Lang::Ru, width, height);
        }
    }
    insta::assert_snapshot!(screen(&walk_at(0), Lang::En, 60, 14));
}

#[test]
fn help_in_a_teaching_view_lists_its_keys() {
    let mut moves = after_e4_e5();
    let mut practice = app(START);
    practice.update(Action::Practice);
    let mut write = write_practice(0, "");
    let mut build = app(START);
    build.update(Action::Practice);
    build.update(Action::Move(Direction::Right));
    build.update(Action::Submit);
    let loc = Localizer::new(Lang::En);
    for (app, context) in [
        (&mut walk_at(0), Context::Walk),
        (&mut moves, Context::Moves),
        (&mut practice, Context::PracticeMenu),
        (&mut write, Context::WriteFen),
        (&mut build, Context::BuildPosition),
    ] {
        assert_eq!(app.teaching_context(), Some(context));
        app.update(Action::ToggleHelp);
        let text = screen(app, Lang::En, 80, 24);
        for binding in keymap::bindings_of(context).chain(keymap::bindings_of(Context::Global)) {
            let words = loc.text(binding.description_id);
            // Long enough to tell "back to the board" from "back to the editor".
            let start: String = words.chars().take(16).collect();
            // A global key that does nothing here is not offered here.
            let works = match &binding.does {
                Does::Fixed(action) if binding.context == Context::Global => {
                    context == Context::BuildPosition || works_while_teaching(action)
                }
                _ => true,
            };
            assert_eq!(text.contains(&start), works, "{context:?}: {words}");
        }
        if context == Context::Moves {
            insta::assert_snapshot!(text);
        }
    }
}

#[test]
fn editor_help_80x24_in_russian_and_chinese() {
    let mut app = app(START);
    app.update(Action::ToggleHelp);
    insta::assert_snapshot!(screen(&app, Lang::Ru, 80, 24));
    insta::assert_snapshot!(screen(&app, Lang::Zh, 80, 24));
}

#[test]
fn the_keys_of_each_teaching_view_come_from_the_one_table() {
    let key = |code| KeyEvent::new(code, KeyModifiers::NONE);
    let action = |code, app: &App| keymap::action_for(key(code), fen_tui::tui::key_context(app));
    let mut app = app(START);
    assert_eq!(action(KeyCode::F(8), &app), Some(Action::WalkThrough));
    app.update(Action::WalkThrough);
    assert_eq!(fen_tui::tui::key_context(&app), Context::Walk);
    assert_eq!(
        action(KeyCode::Right, &app),
        Some(Action::Step(StepTo::Next))
    );
    assert_eq!(
        action(KeyCode::Enter, &app),
        Some(Action::Step(StepTo::Next))
    );
    assert_eq!(
        action(KeyCode::Left, &app),
        Some(Action::Step(StepTo::Back))
    );
    assert_eq!(
        action(KeyCode::Home, &app),
        Some(Action::Step(StepTo::First))
    );
    assert_eq!(action(KeyCode::End, &app), Some(Action::Step(StepTo::Last)));
    assert_eq!(action(KeyCode::Esc, &app), Some(Action::Escape));
    // Letters mean nothing in the walk-through.
    assert_eq!(action(KeyCode::Char('K'), &app), None);

    app.update(Action::ExplainMoves);
    assert_eq!(fen_tui::tui::key_context(&app), Context::Moves);
    assert_eq!(action(KeyCode::Char('N'), &app), Some(Action::Type('N')));
    assert_eq!(
        action(KeyCode::Right, &app),
        Some(Action::Step(StepTo::Next))
    );
    assert_eq!(
        action(KeyCode::Left, &app),
        Some(Action::Step(StepTo::Back))
    );
    assert_eq!(action(KeyCode::Enter, &app), Some(Action::Submit));
    assert_eq!(action(KeyCode::F(9), &app), Some(Action::SwitchLanguage));

    app.update(Action::Practice);
    assert_eq!(fen_tui::tui::key_context(&app), Context::PracticeMenu);
    assert_eq!(
        action(KeyCode::Down, &app),
        Some(Action::Move(Direction::Down))
    );
    assert_eq!(action(KeyCode::Enter, &app), Some(Action::Submit));
    app.update(Action::Move(Direction::Right));
    app.update(Action::Submit);
    // Building: Enter checks, and the board's own keys still type pieces.
    assert_eq!(fen_tui::tui::key_context(&app), Context::BuildPosition);
    assert_eq!(action(KeyCode::Enter, &app), Some(Action::Submit));
    assert_eq!(action(KeyCode::Char('K'), &app), Some(Action::Type('K')));
    assert_eq!(action(KeyCode::Up, &app), Some(Action::Move(Direction::Up)));
}

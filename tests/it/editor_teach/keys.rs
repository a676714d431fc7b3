//! Keys, help and language across the teaching views, and small terminals.

use super::*;
use fen_tui::tui::layers::teach::keys::PRACTICE_MENU;

#[test]
fn the_language_key_redraws_everything_in_the_next_language() {
    let mut app = walk_at(1);
    let press = KeyEvent::new(KeyCode::F(9), KeyModifiers::NONE);
    let action = keymap::action_for(press, Context::Walk).unwrap();
    app.update(action);
    let text = screen(&app, app.lang(), 80, 24);
    assert!(text.contains("Шаг 3 из"));
    assert!(text.contains("Язык: русский"));
    app.update(Action::SwitchLanguage);
    assert!(screen(&app, app.lang(), 80, 24).contains("第 3 步"));
}

#[test]
fn help_lists_the_teaching_keys() {
    let mut app = app(START);
    app.update(Action::HELP);
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
    assert_screen(
        "small_terminals_ask_for_more_room_without_panicking",
        &screen(&walk_at(0), Lang::En, 60, 14),
    );
}

#[test]
fn help_in_a_teaching_view_lists_its_keys() {
    let mut moves = after_e4_e5();
    let mut practice = app(START);
    practice.update(Action::PRACTICE);
    let mut write = write_practice(0, "");
    let mut build = app(START);
    build.update(Action::PRACTICE);
    build.update(Action::Move(Direction::Right));
    build.update(Action::Submit);
    let loc = Localizer::new(Lang::En);
    for (app, context) in [
        (&mut walk_at(0), Context::Walk),
        (&mut moves, Context::Moves),
        (&mut practice, PRACTICE_MENU),
        (&mut write, Context::WriteFen),
        (&mut build, Context::BuildPosition),
    ] {
        assert_eq!(app.teaching_context(), Some(context));
        app.update(Action::HELP);
        let first_page = screen(app, Lang::En, 80, 24);
        // Help scrolls at 80×24: every page, PgDn by PgDn.
        let mut text = first_page.clone();
        for _ in 0..10 {
            app.update(Action::BottomRank);
            text.push_str(&screen(app, Lang::En, 80, 24));
        }
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
            assert_screen("help_in_a_teaching_view_lists_its_keys", &first_page);
        }
    }
}

#[test]
fn editor_help_80x24_in_russian_and_chinese() {
    let mut app = app(START);
    app.update(Action::HELP);
    assert_screen(
        "editor_help_80x24_in_russian_and_chinese",
        &screen(&app, Lang::Ru, 80, 24),
    );
    assert_screen(
        "editor_help_80x24_in_russian_and_chinese-2",
        &screen(&app, Lang::Zh, 80, 24),
    );
}

#[test]
fn the_keys_of_each_teaching_view_come_from_the_one_table() {
    let key = |code| KeyEvent::new(code, KeyModifiers::NONE);
    let action = |code, app: &App| keymap::action_for(key(code), fen_tui::tui::key_context(app));
    let mut app = app(START);
    assert_eq!(action(KeyCode::F(8), &app), Some(Action::WALK_THROUGH));
    app.update(Action::WALK_THROUGH);
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

    app.update(Action::EXPLAIN_MOVES);
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

    app.update(Action::PRACTICE);
    assert_eq!(fen_tui::tui::key_context(&app), PRACTICE_MENU);
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

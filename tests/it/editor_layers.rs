//! Layers on screen: help scrolls at 80×24 and says there is more, balances
//! its columns and keeps its border at every size; the quit question and the
//! square jump's prompt say what their keys do.

// Helpers outside `#[test]` functions panic on bad test data, as tests do.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use fen_tui::core::fen::{ReadOptions, read_fen};
use fen_tui::core::{Position, Variant};
use fen_tui::i18n::{Lang, Localizer};
use fen_tui::tui::action::{Action, Control, Direction};
use fen_tui::tui::app::App;
use fen_tui::tui::keymap::Context;
use fen_tui::tui::theme::Styles;
use fen_tui::tui::view::render_to_text;

fn start(variant: Variant) -> App {
    App::new(
        read_fen(variant.start_fen(), ReadOptions::strict())
            .unwrap()
            .position,
    )
}

/// The screen's rows, without the quotes `render_to_text` puts around them.
fn rows(app: &App, width: u16, height: u16) -> Vec<String> {
    let text = render_to_text(
        app,
        &Localizer::new(Lang::En),
        Styles::new(true),
        width,
        height,
    );
    text.lines()
        .map(|l| l.trim_matches('"').to_string())
        .collect()
}

const HEADINGS: [&str; 5] = [
    "On the board",
    "In the panels",
    "In the FEN field",
    "Everywhere",
    "In this help",
];

fn headings_in(text: &str) -> Vec<&'static str> {
    HEADINGS.into_iter().filter(|h| text.contains(h)).collect()
}

#[test]
fn help_at_80x24_scrolls_through_every_section_and_says_there_is_more() {
    for variant in Variant::ALL {
        let mut app = start(variant);
        app.update(Action::HELP);
        let first = rows(&app, 80, 24);
        let bottom = first.last().unwrap();
        assert!(bottom.starts_with('└') && bottom.ends_with('┘'), "{bottom}");
        assert!(bottom.contains("more lines"), "{bottom}");
        assert!(!first[0].contains("more lines"), "{}", first[0]);
        // Page by page, every section shows up.
        let mut seen = first.join("\n");
        for _ in 0..20 {
            app.update(Action::BottomRank);
            seen.push_str(&rows(&app, 80, 24).join("\n"));
        }
        assert_eq!(headings_in(&seen), HEADINGS, "{seen}");
        assert!(seen.contains("its keys win over a global key"), "{seen}");
        // At the end: nothing more below, the rest above; one line up moves.
        let end = rows(&app, 80, 24);
        assert!(!end.last().unwrap().contains("more"), "{end:?}");
        assert!(end[0].contains("more lines"), "{}", end[0]);
        app.update(Action::Move(Direction::Up));
        let up = rows(&app, 80, 24);
        assert_eq!(up[2..up.len() - 1], end[1..end.len() - 2], "one line up");
    }
}

#[test]
fn help_has_its_whole_border_at_every_size() {
    let mut app = start(Variant::Chess);
    app.update(Action::HELP);
    for (w, h) in [
        (80, 24),
        (100, 30),
        (120, 40),
        (160, 48),
        (200, 60),
        (60, 20),
    ] {
        let screen = rows(&app, w, h);
        let top = screen.iter().position(|r| r.contains('┌')).unwrap();
        let bottom = screen.iter().rposition(|r| r.contains('└')).unwrap();
        assert!(
            bottom > top + 2,
            "{w}×{h}: no bottom border\n{}",
            screen.join("\n")
        );
        assert!(screen[bottom].contains('┘'), "{w}×{h}: {}", screen[bottom]);
    }
}

#[test]
fn help_at_160x48_lists_everything_in_balanced_columns() {
    let mut app = start(Variant::Chess);
    app.update(Action::HELP);
    let screen = rows(&app, 160, 48);
    let text = screen.join("\n");
    assert_eq!(headings_in(&text), HEADINGS, "{text}");
    assert!(!text.contains("more lines"), "{text}");
    // The inside of the frame, by column: each column's last written row.
    let chars = |r: &String| r.chars().collect::<Vec<char>>();
    let top = screen.iter().position(|r| r.contains("Keys (Esc")).unwrap();
    let frame = chars(&screen[top]);
    let left = frame.iter().position(|c| *c == '┌').unwrap();
    let bottom = (top..screen.len())
        .find(|&y| chars(&screen[y])[left] == '└')
        .unwrap();
    let right = frame.iter().position(|c| *c == '┐').unwrap();
    let middle = (left + right) / 2;
    let halves = [left + 1..middle, middle..right];
    let last_rows: Vec<usize> = halves
        .iter()
        .map(|cols| {
            (top + 1..bottom)
                .rev()
                .find(|&y| chars(&screen[y])[cols.clone()].iter().any(|c| *c != ' '))
                .unwrap()
        })
        .collect();
    assert!(
        last_rows[0].abs_diff(last_rows[1]) <= 3,
        "lopsided columns {last_rows:?}\n{text}"
    );
}

#[test]
fn help_opened_in_the_fen_field_lists_its_keys_first() {
    let mut app = start(Variant::Chess);
    app.update(Action::ClickControl(Control::FenField));
    app.update(Action::HELP);
    assert_eq!(app.context_below(app.layers().len() - 1), Context::FenField);
    let screen = rows(&app, 80, 24);
    assert!(screen[1].contains("FEN field"), "{}", screen[1]);
}

#[test]
fn the_quit_question_and_the_square_jump_say_what_their_keys_do() {
    let mut app = App::new(Position::empty(Variant::Chess));
    app.update(Action::ClickControl(Control::FenField));
    app.update(Action::Paste("not a fen".into()));
    app.update(Action::Quit);
    let text = rows(&app, 80, 24).join("\n");
    for words in [
        "Quit?",
        "does not read",
        "Esc Enter",
        "q Ctrl-Q",
        "x Ctrl-\\",
        "exit status 130",
    ] {
        assert!(text.contains(words), "{words:?} missing\n{text}");
    }
    let mut app = start(Variant::Xiangqi);
    app.update(Action::SQUARE_JUMP);
    app.update(Action::Type('z'));
    app.update(Action::Type('9'));
    app.update(Action::Submit);
    let screen = rows(&app, 80, 24);
    let bottom = screen.last().unwrap();
    assert!(bottom.contains("Go to point: z9_"), "{bottom}");
    assert!(
        bottom.contains("no point “z9” on this board (a0–i9)"),
        "{bottom}"
    );
}

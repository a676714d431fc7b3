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
use fen_tui::tui::theme::Styles;
use fen_tui::tui::view::render_to_text;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const XIANGQI_EXAMPLE: &str = "3k1a3/4a4/5n3/9/9/9/9/9/9/4KR3 w - - 0 1";

fn app(fen: &str) -> App {
    App::new(read_fen(fen, ReadOptions::strict()).unwrap().position)
}

fn screen(app: &App, lang: Lang, width: u16, height: u16) -> String {
    render_to_text(app, &Localizer::new(lang), Styles::new(true), width, height)
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

/// The walk-through of the seed's xiangqi example at step `index` (0-based),
/// past the first page that introduces the fields.
fn walk_at(index: usize) -> App {
    let mut app = app(XIANGQI_EXAMPLE);
    app.update(Action::WALK_THROUGH);
    steps(&mut app, index + 1);
    app
}

/// The walk-through's first page: the six fields, before any is written.
fn walk_intro(fen: &str) -> App {
    let mut app = app(fen);
    app.update(Action::WALK_THROUGH);
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

/// The half-move clock: a field step, with the 60-move rule.
fn walk_clock() -> App {
    let mut app = walk_at(0);
    app.update(Action::Step(StepTo::Last));
    app.update(Action::Step(StepTo::Back));
    app
}

fn after_e4_e5() -> App {
    let mut app = app(START);
    app.update(Action::EXPLAIN_MOVES);
    type_text(&mut app, "e4 e5");
    app.update(Action::Submit);
    app
}

fn write_practice(lesson_index: usize, typed: &str) -> App {
    let mut app = app(START);
    app.update(Action::PRACTICE);
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

mod keys;
mod moves;
mod practice;
/// Check a screen against `tests/it/editor_teach/snapshots/it__editor_teach__<name>.snap`, whichever
/// module draws it.
fn assert_screen(name: &str, screen: &str) {
    insta::assert_snapshot!(name, screen);
}

mod walk;

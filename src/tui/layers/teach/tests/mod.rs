//! `App::update` for the teaching actions, against the seed documents: seed
//! 004's xiangqi walk-through (`3`, `k`, `1`, `a`, `3`, `/`) and seed 000's
//! 1. e4 e5 (en passant target `e3`, then `e6`).

use super::*;
use crate::core::fen::{ReadOptions, read_fen, write_fen};
use crate::core::teach::{FenAttempt, Part};
use crate::core::{Position, Square, Variant};
use crate::i18n::Lang;
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

#[test]
fn the_language_goes_round_english_russian_chinese_everywhere() {
    let mut app = app(START);
    assert_eq!(app.lang(), Lang::En);
    app.update(Action::SwitchLanguage);
    assert_eq!(app.lang(), Lang::Ru);
    assert_eq!(app.notice(), &Notice::LanguageSwitched(Lang::Ru));
    // Also inside a teaching view, which stays open.
    app.update(Action::WALK_THROUGH);
    app.update(Action::SwitchLanguage);
    assert_eq!(app.lang(), Lang::Zh);
    assert!(app.teaching().is_some());
    app.update(Action::SwitchLanguage);
    assert_eq!(app.lang(), Lang::En);
}

#[test]
fn help_and_quit_work_in_teaching_views() {
    let mut app = app(START);
    app.update(Action::EXPLAIN_MOVES);
    app.update(Action::HELP);
    assert!(app.help_open());
    app.update(Action::Escape);
    assert!(!app.help_open());
    assert!(app.teaching().is_some());
    assert_eq!(app.update(Action::Quit), [Effect::Quit]);
}

mod lesson_file;
mod moves;
mod practice;
mod walk;

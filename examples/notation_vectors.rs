//! Measures fen-tui's xiangqi notation against a vector file made by
//! `scripts/xiangqi-notation-vectors.py` (pyffish and cchess), such as the
//! unseen set made with a seed none of the committed sets (25, 2025, 2026) has:
//!
//! ```sh
//! python scripts/xiangqi-notation-vectors.py --seed 2028 > /tmp/unseen.tsv
//! cargo run --release --example notation_vectors -- /tmp/unseen.tsv
//! ```

use fen_tui::core::rules::xiangqi::notation::agreement;
use std::process::ExitCode;

fn main() -> ExitCode {
    let Some(path) = std::env::args().nth(1) else {
        eprintln!("usage: notation_vectors FILE.tsv");
        return ExitCode::from(2);
    };
    let text = match std::fs::read_to_string(&path) {
        Ok(text) => text,
        Err(error) => {
            eprintln!("{path}: {error}");
            return ExitCode::from(2);
        }
    };
    let seen = agreement(&text);
    println!(
        "{} moves ({} with two or more same pieces on the file): WXF as Fairy-Stockfish {}/{}, \
         Chinese as cchess {}/{} (where cchess's rule applies), read back {}/{}",
        seen.moves,
        seen.stacked,
        seen.wxf_equal,
        seen.moves,
        seen.chinese_equal,
        seen.chinese_compared,
        seen.read_back,
        seen.moves
    );
    for line in seen.disagreements.iter().take(20) {
        println!("  {line}");
    }
    if seen.disagreements.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

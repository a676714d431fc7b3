//! `fen-tui perft [--divide] [INPUT...] DEPTH`: how many positions lie DEPTH
//! moves ahead of each input, for checking a move generator against another's
//! numbers. Chess counts with shakmaty's generator (Chess960 castling with
//! `--chess960` or Shredder/X-FEN rights), xiangqi with fen-tui's own.
//! `--format stockfish` prints what Stockfish's `go perft` prints, so `sort`
//! of both outputs gives equal files.

use super::common::chess960::Chess960Args;
use super::common::input::read_labelled;
use super::common::position_json::read_for_json;
use super::common::shared_args::VariantArg;
use super::common::stream::{Answer, Messages, answer_each, label};
use super::{Exit, Words};
use crate::core::Position;
use crate::core::fen::ReadOptions;
use crate::core::rules;
use crate::i18n::Lang;
use clap::{Args, ValueEnum};
use serde_json::{Value, json};
use std::fmt::Write as _;

#[derive(Debug, Args)]
pub struct PerftArgs {
    /// The positions (any form the editor reads; `-` or none: stdin's
    /// lines), then the plies to look ahead: `perft startpos 4`, `perft 4 < f`.
    #[arg(value_name = "INPUT... DEPTH", required = true, num_args = 1..)]
    pub words: Vec<String>,
    /// Also print each legal move with the count below it (UCI, UCCI).
    #[arg(long)]
    pub divide: bool,
    /// Read INPUT as this game instead of detecting it.
    #[arg(long, value_enum)]
    pub variant: Option<VariantArg>,
    /// Output: the count (with --divide, `move: count` lines in move order,
    /// a blank line, the total), one JSON object per input (the shared
    /// position shape with `depth`, `nodes` and with --divide `moves`), or as
    /// Stockfish's `go perft` (`move: count` lines, a blank line, `Nodes
    /// searched: N`, a blank line).
    #[arg(long, value_enum, default_value_t = PerftFormat::Text)]
    pub format: PerftFormat,
    #[command(flatten)]
    pub c960: crate::cli::common::chess960::Chess960Args,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum PerftFormat {
    Text,
    Json,
    Stockfish,
}

impl PerftArgs {
    /// The INPUTs and DEPTH of the words (clap takes no optional list before
    /// a required value, so the last word is split off here).
    fn split(&self) -> (&[String], Option<u32>) {
        match self.words.split_last() {
            Some((depth, inputs)) => (inputs, depth.parse().ok()),
            None => (&[], None),
        }
    }
}

pub(super) fn run(args: &PerftArgs, c960: Chess960Args, lang: Lang) -> Exit {
    let words = Words::new(lang);
    let (inputs, depth) = args.split();
    let Some(depth) = depth else {
        let last = args.words.last().cloned().unwrap_or_default();
        words.complain("perft-bad-depth", &[("depth", last.into())]);
        return Exit::Trouble;
    };
    if depth > rules::MAX_PERFT_DEPTH {
        let depth = i64::from(depth);
        let max = i64::from(rules::MAX_PERFT_DEPTH);
        words.complain(
            "perft-too-deep",
            &[("depth", depth.into()), ("max", max.into())],
        );
        return Exit::Trouble;
    }
    let options =
        c960.read_options(ReadOptions::lenient().with_variant(args.variant.map(Into::into)));
    // Our divide is several lines ending in the total: a blank line between
    // positions. Stockfish's already ends with one.
    let blank_between = args.divide && args.format == PerftFormat::Text;
    let asked = Asked {
        depth,
        divide: args.divide,
        format: args.format,
    };
    answer_each(inputs, &words, blank_between, |input, origin| {
        if args.format == PerftFormat::Json {
            return json_answer(input, options, asked, c960, &words);
        }
        let label = label(origin);
        let Some(read) = read_labelled(input, options, &words, label.as_deref()) else {
            return Answer::silent(Exit::Invalid);
        };
        let mut messages = Messages::new(label, !read.reading.warnings.is_empty());
        // An invalid position is still counted, and said to be invalid.
        let exit = messages.problems(&read.position, &words);
        Answer::new(counted(&read.position, asked), exit)
    })
}

/// What is counted and how it is written.
#[derive(Clone, Copy, Debug)]
struct Asked {
    depth: u32,
    divide: bool,
    format: PerftFormat,
}

/// Every legal move's count, in move order (UCI, UCCI coordinates).
fn divided(pos: &Position, depth: u32) -> Vec<(String, u64)> {
    let mut moves: Vec<(String, u64)> = rules::divide(pos, depth)
        .unwrap_or_default()
        .into_iter()
        .map(|(mv, count)| (mv.coordinates(pos.variant), count))
        .collect();
    moves.sort();
    moves
}

/// The text or Stockfish answer for one position.
fn counted(pos: &Position, args: Asked) -> String {
    let mut out = String::new();
    let stockfish = args.format == PerftFormat::Stockfish;
    if (args.divide || stockfish) && args.depth > 0 {
        let moves = divided(pos, args.depth);
        let total: u64 = moves.iter().map(|(_, n)| n).sum();
        for (mv, count) in moves {
            let _ = writeln!(out, "{mv}: {count}");
        }
        if stockfish {
            let _ = writeln!(out, "\nNodes searched: {total}\n");
        } else {
            let _ = writeln!(out, "\n{total}");
        }
    } else {
        let count = rules::fast_perft(pos, args.depth).unwrap_or_default();
        if stockfish {
            // Stockfish's `go perft 0` counts the position itself.
            let _ = writeln!(out, "\nNodes searched: {count}\n");
        } else {
            let _ = writeln!(out, "{count}");
        }
    }
    out
}

/// The shared position object with `depth`, `nodes` and, with --divide,
/// `moves` (`{"move","nodes"}` in move order).
fn json_answer(
    input: &str,
    options: ReadOptions,
    args: Asked,
    c960: Chess960Args,
    words: &Words,
) -> Answer {
    let mut read = read_for_json(input, options, c960, words);
    let object = &mut read.object;
    object.insert("depth".into(), args.depth.into());
    let Some(pos) = read.position else {
        object.insert("nodes".into(), Value::Null);
        return read.answer();
    };
    if args.divide && args.depth > 0 {
        let moves = divided(&pos, args.depth);
        let total: u64 = moves.iter().map(|(_, n)| n).sum();
        let moves: Vec<Value> = moves
            .into_iter()
            .map(|(mv, nodes)| json!({"move": mv, "nodes": nodes}))
            .collect();
        object.insert("nodes".into(), total.into());
        object.insert("moves".into(), moves.into());
    } else {
        let count = rules::fast_perft(&pos, args.depth).unwrap_or_default();
        object.insert("nodes".into(), count.into());
    }
    read.answer()
}

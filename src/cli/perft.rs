//! `fen-tui perft [--divide] INPUT DEPTH`: how many positions lie DEPTH moves
//! ahead, for checking a move generator against another's numbers. Chess
//! counts with shakmaty's generator (Chess960 castling with `--chess960` or
//! Shredder/X-FEN rights), xiangqi with fen-tui's own.

use super::chess960::Chess960Args;
use super::input::read_argument;
use super::{Exit, Words};
use crate::core::fen::ReadOptions;
use crate::core::rules;
use crate::i18n::Lang;
use clap::Args;
use std::fmt::Write as _;

#[derive(Debug, Args)]
pub struct PerftArgs {
    /// The position (any form the editor reads).
    pub input: String,
    /// Plies to look ahead.
    pub depth: u32,
    /// Also print each legal move with the count below it (UCI, UCCI).
    #[arg(long)]
    pub divide: bool,
    /// Read INPUT as this game instead of detecting it.
    #[arg(long, value_enum)]
    pub variant: Option<super::shared_args::VariantArg>,
}

pub(super) fn run(args: &PerftArgs, c960: Chess960Args, lang: Lang) -> Exit {
    let words = Words::new(lang);
    if args.depth > rules::MAX_PERFT_DEPTH {
        let depth = i64::from(args.depth);
        let max = i64::from(rules::MAX_PERFT_DEPTH);
        words.complain(
            "perft-too-deep",
            &[("depth", depth.into()), ("max", max.into())],
        );
        return Exit::Trouble;
    }
    let options =
        c960.read_options(ReadOptions::lenient().with_variant(args.variant.map(Into::into)));
    let Some(read) = read_argument(&args.input, options, &words) else {
        return Exit::Invalid;
    };
    let pos = read.position;
    let problems = rules::problems(&pos);
    for problem in &problems {
        let message = words.localizer().diagnostic(problem, pos.variant);
        eprintln!("error[{}]: {message}", problem.code);
    }
    let mut out = String::new();
    if args.divide && args.depth > 0 {
        let mut moves = rules::divide(&pos, args.depth).unwrap_or_default();
        let total: u64 = moves.iter().map(|(_, n)| n).sum();
        moves.sort_by_key(|(mv, _)| mv.coordinates(pos.variant));
        for (mv, count) in moves {
            let _ = writeln!(out, "{}: {count}", mv.coordinates(pos.variant));
        }
        let _ = writeln!(out, "\n{total}");
    } else {
        let count = rules::fast_perft(&pos, args.depth).unwrap_or_default();
        let _ = writeln!(out, "{count}");
    }
    print!("{out}");
    if problems.is_empty() {
        Exit::Valid
    } else {
        Exit::Invalid
    }
}

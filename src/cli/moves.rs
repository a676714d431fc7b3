//! `fen-tui moves [--notation iccs|uci|wxf|chinese|san|lan|fan|ru] [INPUT]`: the moves
//! of `FEN moves …` (or of each line on stdin) written in one notation, space-
//! separated, one output line per input line. Xiangqi moves are read in any
//! notation (coordinates, WXF, Chinese); chess moves in SAN, long algebraic,
//! figurine, Russian letters or UCI, written in any of them.

use super::common::chess960::Chess960Args;
use super::common::input::read_argument;
use super::common::inputs::for_each_input;
use super::common::lines::complain_unread;
use super::{Exit, Words};
use crate::core::fen::ReadOptions;
use crate::core::rules::chess::notation::{ChessNotation, write as chess_write};
use crate::core::rules::xiangqi::RankNumbering;
use crate::core::rules::xiangqi::notation::{self, Notation};
use crate::core::rules::{self, Move};
use crate::core::{Position, Variant};
use crate::i18n::Lang;
use clap::{Args, ValueEnum};

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum NotationArg {
    /// Xiangqi coordinates, ranks 0-9: h2e2.
    Iccs,
    /// Coordinates as UCI engines write them: e2e4; xiangqi ranks 1-10 (h3e3),
    /// read so too (a list that reads only in ICCS's 0-9 is read so, and said).
    Uci,
    /// WXF, as Fairy-Stockfish writes it: C2=5.
    Wxf,
    /// Chinese notation, simplified characters: 炮二平五.
    Chinese,
    /// Standard algebraic notation (chess); WXF in xiangqi.
    San,
    /// Long algebraic notation (chess): Ng1-f3, e4xd5, e7-e8=Q.
    Lan,
    /// Figurine algebraic notation (chess): ♘f3, ♞f6.
    Fan,
    /// Russian piece letters (chess): Кf3, Крe1, 0-0.
    Ru,
}

#[derive(Debug, Args)]
pub struct MovesArgs {
    /// `FEN moves m1 m2 …` (any form the editor reads); stdin, a line at a time, without it.
    pub input: Option<String>,
    /// How to write the moves (default: SAN in chess, ICCS in xiangqi).
    #[arg(long, value_enum)]
    pub notation: Option<NotationArg>,
    /// Read INPUT as this game instead of detecting it.
    #[arg(long, value_enum)]
    pub variant: Option<super::common::shared_args::VariantArg>,
    #[command(flatten)]
    pub c960: crate::cli::common::chess960::Chess960Args,
}

pub(super) fn run(args: &MovesArgs, c960: Chess960Args, lang: Lang) -> Exit {
    let words = Words::new(lang);
    // Fairy-Stockfish's ranks 1-10 are read only when asked for.
    let ranks = if args.notation == Some(NotationArg::Uci) {
        RankNumbering::FromOne
    } else {
        RankNumbering::FromZero
    };
    let options = c960.read_options(
        ReadOptions::lenient()
            .with_variant(args.variant.map(Into::into))
            .with_ranks(ranks),
    );
    let mut exit = Exit::Valid;
    let mut one = |text: &str| {
        let line = written(text, options, args.notation, &words);
        if line.is_none() {
            exit = Exit::Invalid;
        }
        println!("{}", line.unwrap_or_default());
    };
    match &args.input {
        Some(text) => one(text),
        None => {
            // Stdin a line at a time in bounded memory, as `check` reads it
            // (issue 33 case 17: a 300 MB line was read and echoed whole).
            let read = for_each_input(&[], |line, _| {
                one(line);
                true
            });
            if let Err(error) = read {
                complain_unread(std::path::Path::new("-"), &error, &words);
                return Exit::Trouble;
            }
        }
    }
    exit
}

/// The moves of one input, written; None (after saying why on stderr) when
/// the input or one of its moves does not read, or the notation is the other
/// game's.
fn written(
    text: &str,
    options: ReadOptions,
    asked: Option<NotationArg>,
    words: &Words,
) -> Option<String> {
    let read = read_argument(text, options, words)?;
    let start = read.reading.start.unwrap_or(read.position);
    let Some(write) = writer(start.variant, asked) else {
        let name = asked
            .and_then(|n| n.to_possible_value())
            .map_or_else(String::new, |v| v.get_name().to_string());
        words.complain("cli-moves-other-game", &[("notation", name.into())]);
        return None;
    };
    let mut position = start;
    let mut out = Vec::with_capacity(read.reading.moves.len());
    for &mv in &read.reading.moves {
        out.push(write(&position, mv));
        position = rules::play(&position, mv);
    }
    Some(out.join(" "))
}

type Writer = fn(&Position, Move) -> String;

fn writer(variant: Variant, asked: Option<NotationArg>) -> Option<Writer> {
    let xiangqi = |notation: Notation| -> Writer {
        match notation {
            Notation::Iccs => |p, m| notation::write(p, m, Notation::Iccs),
            Notation::Uci => |p, m| notation::write(p, m, Notation::Uci),
            Notation::Wxf => |p, m| notation::write(p, m, Notation::Wxf),
            Notation::Chinese => |p, m| notation::write(p, m, Notation::Chinese),
        }
    };
    match (variant, asked) {
        (Variant::Chess, None | Some(NotationArg::San)) => Some(rules::move_text),
        (Variant::Chess, Some(NotationArg::Uci)) => Some(|_, m| m.coordinates(Variant::Chess)),
        (Variant::Chess, Some(NotationArg::Lan)) => {
            Some(|p, m| chess_write(p, m, ChessNotation::Lan))
        }
        (Variant::Chess, Some(NotationArg::Fan)) => {
            Some(|p, m| chess_write(p, m, ChessNotation::Fan))
        }
        (Variant::Chess, Some(NotationArg::Ru)) => {
            Some(|p, m| chess_write(p, m, ChessNotation::Ru))
        }
        (Variant::Chess, Some(NotationArg::Iccs | NotationArg::Wxf | NotationArg::Chinese)) => None,
        (Variant::Xiangqi, Some(NotationArg::Lan | NotationArg::Fan | NotationArg::Ru)) => None,
        (Variant::Xiangqi, None | Some(NotationArg::Iccs)) => Some(xiangqi(Notation::Iccs)),
        (Variant::Xiangqi, Some(NotationArg::Uci)) => Some(xiangqi(Notation::Uci)),
        (Variant::Xiangqi, Some(NotationArg::Wxf | NotationArg::San)) => {
            Some(xiangqi(Notation::Wxf))
        }
        (Variant::Xiangqi, Some(NotationArg::Chinese)) => Some(xiangqi(Notation::Chinese)),
    }
}

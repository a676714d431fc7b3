//! `pgn`'s writing: `--format pgn` writes each game read again, nothing
//! lost, and `--write INPUT` turns an input with moves into a PGN game, both
//! in the notation (`--notation`) and encoding (`--encoding`) asked.

use super::encoding::EncodingArg;
use super::report::{broken, report_one};
use crate::cli::common::input;
use crate::cli::moves::NotationArg;
use crate::cli::{Exit, Words};
use crate::core::fen::ReadOptions;
use crate::core::pgn::{MoveStyle, PgnGame, TextEncoding, encode, write_game_as, write_pgn};
use crate::core::rules::chess::notation::ChessNotation;
use crate::core::rules::xiangqi::notation::Notation;
use crate::core::{Diagnostic, Variant};
use std::io::{self, IsTerminal, Write};

/// The move style `--notation` asks of a game of `variant`; `Err` when it
/// is the other game's notation. `None` asked: the default (`write_pgn`'s
/// own for `--format pgn`).
fn style(variant: Variant, asked: Option<NotationArg>) -> Result<Option<MoveStyle>, ()> {
    let Some(asked) = asked else {
        return Ok(None);
    };
    let style = match (variant, asked) {
        (Variant::Chess, NotationArg::San) => MoveStyle::Chess(ChessNotation::San),
        (Variant::Chess, NotationArg::Lan) => MoveStyle::Chess(ChessNotation::Lan),
        (Variant::Chess, NotationArg::Fan) => MoveStyle::Chess(ChessNotation::Fan),
        (Variant::Chess, NotationArg::Uci) => MoveStyle::Chess(ChessNotation::Uci),
        (Variant::Chess, NotationArg::Ru) => MoveStyle::Chess(ChessNotation::Ru),
        (Variant::Xiangqi, NotationArg::Iccs | NotationArg::Uci) => {
            MoveStyle::Xiangqi(Notation::Iccs)
        }
        (Variant::Xiangqi, NotationArg::Wxf | NotationArg::San) => {
            MoveStyle::Xiangqi(Notation::Wxf)
        }
        (Variant::Xiangqi, NotationArg::Chinese) => MoveStyle::Xiangqi(Notation::Chinese),
        _ => return Err(()),
    };
    Ok(Some(style))
}

/// The encoding PGN is written in (`auto`: UTF-8).
pub(super) fn out_encoding(asked: EncodingArg) -> TextEncoding {
    match asked {
        EncodingArg::Auto | EncodingArg::Utf8 => TextEncoding::Utf8,
        EncodingArg::Gbk => TextEncoding::Gbk,
        EncodingArg::Big5 => TextEncoding::Big5,
    }
}

/// `--notation NAME` does not write this game's moves: said, with the names that do.
fn other_game(asked: Option<NotationArg>, words: &Words) {
    use clap::ValueEnum as _;
    let name = asked
        .and_then(|n| n.to_possible_value())
        .map_or_else(String::new, |v| v.get_name().to_string());
    words.complain("cli-moves-other-game", &[("notation", name.into())]);
}

/// `--format pgn`: each game written again, in the notation and encoding asked.
pub(super) struct Lossless {
    pub(super) notation: Option<NotationArg>,
    pub(super) encoding: TextEncoding,
    /// Stdout is a terminal: control characters of comments and tags shown
    /// as placeholders, never sent raw.
    pub(super) terminal: bool,
    /// Games written so far (a blank line stands between two).
    pub(super) written: usize,
    /// The notation was said to be the other game's (said once).
    pub(super) refused: bool,
}

impl Lossless {
    /// `game` as PGN into `out`; false (after saying why) when it cannot be
    /// written whole: no start position, a notation of the other game, a
    /// character the encoding has no code for.
    pub(super) fn game(
        &mut self,
        game: &PgnGame,
        name: &str,
        words: &Words,
        out: &mut Vec<u8>,
    ) -> bool {
        let Some(start) = game.start else {
            return false;
        };
        let Ok(style) = style(start.variant, self.notation) else {
            if !std::mem::replace(&mut self.refused, true) {
                other_game(self.notation, words);
            }
            return false;
        };
        let Some(text) = write_pgn(game, style) else {
            return false;
        };
        let text = if self.terminal {
            terminal_safe(&text)
        } else {
            text
        };
        match encode(&text, self.encoding) {
            Ok(bytes) => {
                if self.written > 0 {
                    out.push(b'\n');
                }
                self.written += 1;
                out.extend_from_slice(&bytes);
                true
            }
            Err(c) => {
                let error = Diagnostic::error("pgn-not-encodable")
                    .arg("game", game.number)
                    .arg("line", game.line)
                    .arg("character", c.to_string())
                    .arg("encoding", self.encoding.key())
                    .at(1);
                report_one(&error, "error", name, words);
                false
            }
        }
    }
}

/// Text for a terminal: each line's control characters as placeholders.
fn terminal_safe(text: &str) -> String {
    text.split_inclusive('\n')
        .map(|line| {
            let (body, end) = match line.strip_suffix('\n') {
                Some(body) => (body, "\n"),
                None => (line, ""),
            };
            format!("{}{end}", crate::safe_text::shown(body))
        })
        .collect()
}

/// `pgn --write INPUT`: the game INPUT describes, as PGN on stdout.
pub(super) fn write(
    text: &str,
    options: ReadOptions,
    (notation, encoding): (Option<NotationArg>, EncodingArg),
    words: &Words,
) -> Exit {
    let Some(read) = input::read_argument(text, options, words) else {
        return Exit::Invalid;
    };
    let start = read.reading.start.unwrap_or(read.position);
    let style = match style(start.variant, notation) {
        Ok(Some(style)) => style,
        Ok(None) if start.variant == Variant::Xiangqi => MoveStyle::Xiangqi(Notation::Chinese),
        Ok(None) => MoveStyle::Chess(ChessNotation::San),
        Err(()) => {
            other_game(notation, words);
            return Exit::Invalid;
        }
    };
    let Some(game) = write_game_as(&start, &read.reading.moves, style) else {
        words.complain("pgn-not-chess", &[]);
        return Exit::Invalid;
    };
    let encoding = out_encoding(encoding);
    let game = if io::stdout().is_terminal() {
        terminal_safe(&game)
    } else {
        game
    };
    match encode(&game, encoding) {
        Ok(bytes) => {
            let mut out = io::stdout().lock();
            match out.write_all(&bytes).and_then(|()| out.flush()) {
                Ok(()) => Exit::Valid,
                Err(error) => broken(&error, words, Exit::Valid),
            }
        }
        Err(c) => {
            words.complain(
                "pgn-write-not-encodable",
                &[
                    ("character", c.to_string().into()),
                    ("encoding", encoding.key().into()),
                ],
            );
            Exit::Invalid
        }
    }
}

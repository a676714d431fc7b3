//! `fen-tui pgn`: the positions of PGN games (each game's last, or every ply
//! of the main line) as FEN lines or JSON lines; `pgn --format pgn` writes
//! the games read again as normalised PGN, nothing lost (tags, comments,
//! NAGs, variations, the result); `pgn --write INPUT` turns any input that
//! carries moves into a PGN game. Both write moves in `--notation` and the
//! text in `--encoding`.

mod encoding;

use super::common::chess960::Chess960Args;
use super::common::input;
use super::common::output::{to_stderr, write_failed};
use super::common::shared_args::VariantArg;
use super::moves::NotationArg;
use super::{Exit, Words};
use crate::core::fen::{ReadOptions, write_fen_into};
use crate::core::pgn::{
    DhtmlxqMove, MoveStyle, PgnGame, PgnOptions, TextEncoding, encode, read_pgn,
    result_contradiction, write_game_as, write_pgn,
};
use crate::core::rules::chess::notation::ChessNotation;
use crate::core::rules::xiangqi::notation::Notation;
use crate::core::{Diagnostic, Position, Variant};
use crate::i18n::Lang;
use crate::safe_text::json_string;
use clap::Args;
use encoding::{EncodingArg, prepare};
use std::fmt::Write as _;
use std::io::{self, BufRead, BufWriter, IsTerminal, Write};
use std::path::PathBuf;

#[derive(Debug, Args)]
pub struct PgnArgs {
    /// PGN files to read; `-` or nothing reads stdin.
    #[arg(conflicts_with = "write")]
    pub files: Vec<PathBuf>,
    /// Every position of the main line (the start, then after each move),
    /// not only the last.
    #[arg(long)]
    pub every_ply: bool,
    /// Output: FEN lines (with --every-ply a blank line after each game),
    /// JSON lines `{"game","ply","san","fen","result","tags"}`, or the games
    /// themselves as normalised PGN (every tag, comment, NAG and variation kept).
    #[arg(long, value_enum, default_value_t = PgnFormat::Text)]
    pub format: PgnFormat,
    /// Write INPUT (a FEN with moves, a UCI `position` command, a link...)
    /// as a PGN game instead of reading PGN.
    #[arg(long, value_name = "INPUT")]
    pub write: Option<String>,
    /// Read the --write INPUT as this game instead of detecting it.
    #[arg(long, value_enum, requires = "write")]
    pub variant: Option<VariantArg>,
    /// The files' encoding when reading (xiangqi PGNs are often GBK or Big5);
    /// with --write or --format pgn, the encoding of the PGN written (utf-8
    /// when not given; the files read are then told from their bytes).
    #[arg(long, value_enum, default_value_t = EncodingArg::Auto)]
    pub encoding: EncodingArg,
    /// How --write and --format pgn write moves: san, lan, fan, uci or ru for
    /// chess; iccs, wxf or chinese for xiangqi (xqbase's `[Format]`). Default:
    /// SAN, and for xiangqi Chinese with --write, the file's own with --format pgn.
    #[arg(long, value_enum)]
    pub notation: Option<NotationArg>,
    #[command(flatten)]
    pub c960: crate::cli::common::chess960::Chess960Args,
}

/// `pgn --format`: what is written of the games read.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum PgnFormat {
    /// FEN lines.
    Text,
    /// JSON lines.
    Json,
    /// The games as normalised PGN.
    Pgn,
}

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
fn out_encoding(asked: EncodingArg) -> TextEncoding {
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

/// Run `pgn`.
pub(super) fn run(args: &PgnArgs, c960: Chess960Args, lang: Lang) -> Exit {
    let words = Words::new(lang);
    if let Some(text) = &args.write {
        return write(
            text,
            c960.read_options(ReadOptions::lenient().with_variant(args.variant.map(Into::into))),
            args,
            &words,
        );
    }
    let stdin_only = [PathBuf::from("-")];
    let files = if args.files.is_empty() {
        &stdin_only[..]
    } else {
        &args.files[..]
    };
    let lossless = args.format == PgnFormat::Pgn;
    let options = PgnOptions {
        every_ply: args.every_ply && !lossless,
        san: args.format == PgnFormat::Json,
        moves: false,
        tree: lossless,
    };
    // With --format pgn, --encoding is the written text's; the files read
    // are told from their bytes.
    let read_encoding = if lossless {
        EncodingArg::Auto
    } else {
        args.encoding
    };
    let mut writer = Lossless {
        notation: args.notation,
        encoding: out_encoding(args.encoding),
        terminal: io::stdout().is_terminal(),
        written: 0,
        refused: false,
    };
    let mut out = BufWriter::with_capacity(1 << 16, io::stdout().lock());
    let mut exit = Exit::Valid;
    for file in files {
        let opened =
            open(file).and_then(|(name, input)| Ok((name, prepare(input, read_encoding)?)));
        let (name, (input, placed)) = match opened {
            Ok(opened) => opened,
            Err(error) => {
                words.complain(
                    "cli-cannot-read",
                    &[
                        ("file", file.display().to_string().into()),
                        ("reason", words.reason(&error).into()),
                    ],
                );
                return Exit::Trouble;
            }
        };
        let mut text_out = Vec::with_capacity(1 << 16);
        let mut games = 0;
        // Game by game as the input streams in: memory does not grow with it.
        for game in read_pgn(input, options) {
            games += 1;
            if !game.is_ok() {
                exit = Exit::Invalid;
                report(&game, &name, &words, &placed);
            }
            if let Some(warning) = result_contradiction(&game) {
                report_one(&warning, "warning", &name, &words);
            }
            if lossless {
                if !writer.game(&game, &name, &words, &mut text_out) {
                    exit = Exit::Invalid;
                }
            } else {
                let mut lines = String::new();
                positions(&game, args, &mut lines);
                text_out.extend_from_slice(lines.as_bytes());
            }
            if text_out.len() >= 1 << 15
                && let Err(error) = flush(&mut out, &mut text_out)
            {
                return broken(&error, &words, exit);
            }
        }
        if games == 0 {
            words.complain("pgn-no-games", &[("file", name.clone().into())]);
            exit = Exit::Invalid;
        }
        if let Err(error) = flush(&mut out, &mut text_out) {
            return broken(&error, &words, exit);
        }
    }
    match out.flush() {
        Ok(()) => exit,
        Err(error) => broken(&error, &words, exit),
    }
}

/// A file, or stdin for `-`, to read from, with the name errors show.
fn open(file: &PathBuf) -> io::Result<(String, Box<dyn BufRead>)> {
    if file.as_os_str() == "-" {
        Ok(("<stdin>".to_string(), Box::new(io::stdin().lock())))
    } else {
        let opened = std::fs::File::open(file)?;
        let reader = io::BufReader::with_capacity(1 << 16, opened);
        Ok((file.display().to_string(), Box::new(reader)))
    }
}

fn flush(out: &mut impl Write, text: &mut Vec<u8>) -> io::Result<()> {
    out.write_all(text)?;
    text.clear();
    Ok(())
}

/// `--format pgn`: each game written again, in the notation and encoding asked.
struct Lossless {
    notation: Option<NotationArg>,
    encoding: TextEncoding,
    /// Stdout is a terminal: control characters of comments and tags shown
    /// as placeholders, never sent raw.
    terminal: bool,
    /// Games written so far (a blank line stands between two).
    written: usize,
    /// The notation was said to be the other game's (said once).
    refused: bool,
}

impl Lossless {
    /// `game` as PGN into `out`; false (after saying why) when it cannot be
    /// written whole: no start position, a notation of the other game, a
    /// character the encoding has no code for.
    fn game(&mut self, game: &PgnGame, name: &str, words: &Words, out: &mut Vec<u8>) -> bool {
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

/// A closed pipe (`| head`) ends with the status so far; anything else is trouble.
fn broken(error: &io::Error, words: &Words, exit: Exit) -> Exit {
    write_failed(error, words).unwrap_or(exit)
}

/// The game's errors on stderr, compiler style: `file:line:col: error[code]: message`.
/// A DhtmlXQ text's moves are named where the text has them (line, column,
/// the digits as written), not where the PGN made of it does.
fn report(game: &PgnGame, name: &str, words: &Words, placed: &[DhtmlxqMove]) {
    for error in &game.errors {
        let line = match error.arg_value("line") {
            Some(crate::core::Arg::Num(n)) => usize::try_from(*n).ok(),
            _ => None,
        };
        let found = placed
            .iter()
            .find(|m| Some(m.pgn_line) == line && Some(m.pgn_column) == error.column);
        match found {
            Some(found) => {
                let mut error = error.clone();
                error.column = Some(found.column);
                for (key, value) in &mut error.args {
                    match *key {
                        "line" => *value = crate::core::Arg::from(found.line),
                        "move" => *value = crate::core::Arg::from(found.written.clone()),
                        _ => {}
                    }
                }
                report_one(&error, "error", name, words);
            }
            None => report_one(error, "error", name, words),
        }
    }
}

fn report_one(diagnostic: &Diagnostic, kind: &str, name: &str, words: &Words) {
    let line = match diagnostic.arg_value("line") {
        Some(crate::core::Arg::Num(n)) => *n,
        _ => 1,
    };
    to_stderr(&format!(
        "{name}:{line}:{}: {}[{}]: {}\n",
        diagnostic.column.unwrap_or(1),
        words.localizer().tag(kind),
        diagnostic.code,
        words.localizer().format(diagnostic.code, &diagnostic.args)
    ));
}

/// The positions asked for, one line each; with every ply, a blank line
/// after each game's in text, as pgn-extract's `-Wepd` writes them.
fn positions(game: &PgnGame, args: &PgnArgs, out: &mut String) {
    let json = args.format == PgnFormat::Json;
    let mut line = |ply: usize, san: Option<&str>, position: &Position| {
        if json {
            json_line(game, ply, san, position, out);
        } else {
            write_fen_into(position, out);
            out.push('\n');
        }
    };
    if args.every_ply {
        if let Some(start) = &game.start {
            line(0, None, start);
        }
        for (index, ply) in game.plies.iter().enumerate() {
            let san = Some(ply.san.as_str()).filter(|s| !s.is_empty());
            line(index + 1, san, &ply.position);
        }
        if !json && (game.start.is_some() || !game.plies.is_empty()) {
            out.push('\n');
        }
    } else if let Some(end) = &game.end {
        line(game.moves_played, game.last_san.as_deref(), end);
    }
}

/// `{"game","ply","san","fen","result","tags"}`: each line names its game, so
/// lines can be tied back to games after a `grep` or a `sort`.
fn json_line(game: &PgnGame, ply: usize, san: Option<&str>, position: &Position, out: &mut String) {
    let _ = write!(out, "{{\"game\":{},\"ply\":{ply},\"san\":", game.number);
    optional_string(san, out);
    // A FEN has no character JSON must escape.
    out.push_str(",\"fen\":\"");
    write_fen_into(position, out);
    out.push_str("\",\"result\":");
    optional_string(game.result.as_deref(), out);
    out.push_str(",\"tags\":{");
    let mut seen: Vec<&str> = Vec::new();
    for (name, value) in &game.tags {
        // A tag written twice: the first counts, as `PgnGame::tag` reads it.
        if seen.contains(&name.as_str()) {
            continue;
        }
        if !seen.is_empty() {
            out.push(',');
        }
        seen.push(name);
        json_string(name, out);
        out.push(':');
        json_string(value, out);
    }
    out.push_str("}}\n");
}

fn optional_string(text: Option<&str>, out: &mut String) {
    match text {
        Some(text) => json_string(text, out),
        None => out.push_str("null"),
    }
}

/// `pgn --write INPUT`: the game INPUT describes, as PGN on stdout.
fn write(text: &str, options: ReadOptions, args: &PgnArgs, words: &Words) -> Exit {
    let Some(read) = input::read_argument(text, options, words) else {
        return Exit::Invalid;
    };
    let start = read.reading.start.unwrap_or(read.position);
    let style = match style(start.variant, args.notation) {
        Ok(Some(style)) => style,
        Ok(None) if start.variant == Variant::Xiangqi => MoveStyle::Xiangqi(Notation::Chinese),
        Ok(None) => MoveStyle::Chess(ChessNotation::San),
        Err(()) => {
            other_game(args.notation, words);
            return Exit::Invalid;
        }
    };
    let Some(game) = write_game_as(&start, &read.reading.moves, style) else {
        words.complain("pgn-not-chess", &[]);
        return Exit::Invalid;
    };
    let encoding = out_encoding(args.encoding);
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

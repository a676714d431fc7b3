//! `fen-tui pgn`: the positions of PGN games (each game's last, or every ply
//! of the main line) as FEN lines or JSON lines; `pgn --write INPUT` turns
//! any input that carries moves into a PGN game.

mod encoding;

use super::common::chess960::Chess960Args;
use super::common::input;
use super::common::output::{print_then, to_stderr, write_failed};
use super::common::shared_args::{OutputFormat, VariantArg};
use super::{Exit, Words};
use crate::core::fen::{ReadOptions, write_fen_into};
use crate::core::pgn::{
    DhtmlxqMove, PgnGame, PgnOptions, read_pgn, result_contradiction, write_game_in,
};
use crate::core::rules::xiangqi::notation::Notation;
use crate::core::{Diagnostic, Position, Variant};
use crate::i18n::Lang;
use crate::safe_text::json_string;
use clap::Args;
use encoding::{EncodingArg, prepare};
use std::fmt::Write as _;
use std::io::{self, BufRead, BufWriter, Write};
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
    /// Output: FEN lines (with --every-ply a blank line after each game), or
    /// JSON lines `{"game","ply","san","fen","result","tags"}`.
    #[arg(long, value_enum, default_value_t = OutputFormat::Text)]
    pub format: OutputFormat,
    /// Write INPUT (a FEN with moves, a UCI `position` command, a link...)
    /// as a PGN game instead of reading PGN.
    #[arg(long, value_name = "INPUT")]
    pub write: Option<String>,
    /// Read the --write INPUT as this game instead of detecting it.
    #[arg(long, value_enum, requires = "write")]
    pub variant: Option<VariantArg>,
    /// The files' encoding: xiangqi PGNs are often GBK or Big5.
    #[arg(long, value_enum, default_value_t = EncodingArg::Auto, conflicts_with = "write")]
    pub encoding: EncodingArg,
    /// How --write writes a xiangqi game's moves (xqbase's `[Format]`).
    #[arg(long, value_enum, requires = "write", default_value_t = XiangqiFormat::Chinese)]
    pub notation: XiangqiFormat,
    #[command(flatten)]
    pub c960: crate::cli::common::chess960::Chess960Args,
}

/// `pgn --write --notation`: the three move formats of xiangqi PGN.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum XiangqiFormat {
    /// `H2-E2`.
    Iccs,
    /// `C2=5`, as Fairy-Stockfish writes it.
    Wxf,
    /// `炮二平五`, as cchess writes it.
    Chinese,
}

/// Run `pgn`.
pub(super) fn run(args: &PgnArgs, c960: Chess960Args, lang: Lang) -> Exit {
    let words = Words::new(lang);
    if let Some(text) = &args.write {
        return write(
            text,
            c960.read_options(ReadOptions::lenient().with_variant(args.variant.map(Into::into))),
            args.notation,
            &words,
        );
    }
    let stdin_only = [PathBuf::from("-")];
    let files = if args.files.is_empty() {
        &stdin_only[..]
    } else {
        &args.files[..]
    };
    let options = PgnOptions {
        every_ply: args.every_ply,
        san: args.format == OutputFormat::Json,
        moves: false,
    };
    let mut out = BufWriter::with_capacity(1 << 16, io::stdout().lock());
    let mut exit = Exit::Valid;
    for file in files {
        let opened =
            open(file).and_then(|(name, input)| Ok((name, prepare(input, args.encoding)?)));
        let (name, (input, placed)) = match opened {
            Ok(opened) => opened,
            Err(error) => {
                words.complain(
                    "cli-cannot-read",
                    &[
                        ("file", file.display().to_string().into()),
                        ("reason", error.to_string().into()),
                    ],
                );
                return Exit::Trouble;
            }
        };
        let mut text_out = String::with_capacity(1 << 16);
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
            positions(&game, args, &mut text_out);
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

fn flush(out: &mut impl Write, text: &mut String) -> io::Result<()> {
    out.write_all(text.as_bytes())?;
    text.clear();
    Ok(())
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
        "{name}:{line}:{}: {kind}[{}]: {}\n",
        diagnostic.column.unwrap_or(1),
        diagnostic.code,
        words.localizer().format(diagnostic.code, &diagnostic.args)
    ));
}

/// The positions asked for, one line each; with every ply, a blank line
/// after each game's in text, as pgn-extract's `-Wepd` writes them.
fn positions(game: &PgnGame, args: &PgnArgs, out: &mut String) {
    let json = args.format == OutputFormat::Json;
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
fn write(text: &str, options: ReadOptions, format: XiangqiFormat, words: &Words) -> Exit {
    let Some(read) = input::read_argument(text, options, words) else {
        return Exit::Invalid;
    };
    let start = read.reading.start.unwrap_or(read.position);
    let notation = match format {
        XiangqiFormat::Iccs => Notation::Iccs,
        XiangqiFormat::Wxf => Notation::Wxf,
        XiangqiFormat::Chinese => Notation::Chinese,
    };
    let notation = (start.variant == Variant::Xiangqi).then_some(notation);
    match write_game_in(&start, &read.reading.moves, notation) {
        Ok(game) => print_then(&game, words, Exit::Valid),
        Err(_) => {
            words.complain("pgn-not-chess", &[]);
            Exit::Invalid
        }
    }
}

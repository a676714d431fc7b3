//! `fen-tui pgn`: the positions of PGN games (each game's last, or every ply
//! of the main line) as FEN lines or JSON lines; `pgn --format pgn` writes
//! the games read again as normalised PGN, nothing lost (tags, comments,
//! NAGs, variations, the result); `pgn --write INPUT` turns any input that
//! carries moves into a PGN game. Both write moves in `--notation` and the
//! text in `--encoding`.

mod encoding;
mod report;
mod writing;

use super::common::chess960::Chess960Args;
use super::common::shared_args::VariantArg;
use super::moves::NotationArg;
use super::{Exit, Words};
use crate::core::Position;
use crate::core::fen::{ReadOptions, write_fen_into};
use crate::core::pgn::{PgnGame, PgnOptions, read_pgn, result_contradiction};
use crate::i18n::Lang;
use crate::safe_text::json_string;
use clap::Args;
use encoding::{EncodingArg, prepare};
use report::{broken, report, report_one};
use std::fmt::Write as _;
use std::io::{self, BufRead, BufWriter, IsTerminal, Write};
use std::path::PathBuf;
use writing::{Lossless, out_encoding, write};

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
    /// as a PGN game instead of reading PGN; a game file (PGN, XQF, CBR,
    /// DhtmlXQ) is written again whole, as --format pgn writes it.
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

/// Run `pgn`.
pub(super) fn run(args: &PgnArgs, c960: Chess960Args, lang: Lang) -> Exit {
    let words = Words::new(lang);
    // `--write FILE`: a game file's games written again whole, as
    // `--format pgn` writes them (issue 37: a game read is written back).
    let named = args
        .write
        .as_deref()
        .map(PathBuf::from)
        .filter(|p| p.is_file());
    // A PGN game given as text (`--write "$(cat game.pgn)"`) is written whole
    // too, as its file would be: comments, NAGs and variations kept.
    let game_text = args
        .write
        .as_deref()
        .filter(|text| named.is_none() && starts_with_a_tag_pair(text));
    if let (Some(text), None, None) = (&args.write, &named, game_text) {
        return write(
            text,
            c960.read_options(ReadOptions::lenient().with_variant(args.variant.map(Into::into))),
            (args.notation, args.encoding),
            &words,
        );
    }
    let stdin_only = [PathBuf::from("-")];
    let the_text = [PathBuf::from(TEXT_GIVEN)];
    let files = match &named {
        Some(file) => std::slice::from_ref(file),
        None if game_text.is_some() => &the_text[..],
        None if args.files.is_empty() => &stdin_only[..],
        None => &args.files[..],
    };
    let lossless = named.is_some() || game_text.is_some() || args.format == PgnFormat::Pgn;
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
        let opened = open(file, game_text)
            .and_then(|(name, input)| Ok((name, prepare(input, read_encoding)?)));
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

/// The name a game given as text (`--write TEXT`) goes by in messages.
const TEXT_GIVEN: &str = "--write";

/// Whether `text` opens with a PGN tag pair (`[Event "…"]`), as a game
/// file's text does (a DhtmlXQ text's `[DhtmlXQ]` does not).
fn starts_with_a_tag_pair(text: &str) -> bool {
    let Some(rest) = text
        .trim_start_matches('\u{feff}')
        .trim_start()
        .strip_prefix('[')
    else {
        return false;
    };
    let name_len = rest
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .unwrap_or(rest.len());
    name_len > 0
        && rest[name_len..]
            .trim_start_matches([' ', '\t'])
            .starts_with('"')
}

/// A file, or stdin for `-`, or the game given as text, to read from, with
/// the name errors show.
fn open(file: &PathBuf, text: Option<&str>) -> io::Result<(String, Box<dyn BufRead>)> {
    if let Some(text) = text {
        let bytes = text.as_bytes().to_vec();
        return Ok((TEXT_GIVEN.to_string(), Box::new(io::Cursor::new(bytes))));
    }
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

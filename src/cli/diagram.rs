//! `fen-tui diagram INPUT`: the position as a picture or text — SVG, PNG,
//! PDF, Unicode or ASCII text, LaTeX. The format comes from `-o`'s extension,
//! else `--format` (text when neither says), written to stdout without `-o`.
//! A link or `FEN moves …` works like everywhere; its last move is marked.

use super::common::chess960::Chess960Args;
use super::common::input::read_argument;
use super::{Exit, Words};
use crate::core::Arg;
use crate::core::fen::ReadOptions;
use crate::export::{self, DiagramFormat, Request, Style, Theme, XiangqiPieces};
use crate::i18n::Lang;
use clap::Args;
use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};

#[derive(Debug, Args)]
pub struct DiagramArgs {
    /// The position: a FEN, `FEN moves ...`, a UCI `position ...` command or a link.
    pub input: String,
    /// Write to this file; its extension (.svg .png .pdf .txt .asc .tex) sets
    /// the format. `-` is stdout, as without -o.
    #[arg(short, long)]
    pub output: Option<PathBuf>,
    /// The format (overrides the extension; default text on stdout).
    #[arg(long, value_enum)]
    pub format: Option<DiagramFormat>,
    /// Show the board from Black's side.
    #[arg(long)]
    pub flip: bool,
    /// Width of the picture in pixels (SVG, PNG) or points (PDF).
    #[arg(long, default_value_t = 480, value_parser = clap::value_parser!(u32).range(64..=4096))]
    pub size: u32,
    /// Draw the coordinates (the default): `letters` (files a–i, ranks
    /// 0–9), or for xiangqi `chinese` (files 九…一 under Red's edge, 1…9
    /// along Black's, as Chinese players read them).
    #[arg(long, value_enum, num_args = 0..=1, default_missing_value = "letters",
          overrides_with = "no_coordinates")]
    pub coordinates: Option<CoordinatesArg>,
    /// Leave the file letters and rank numbers out.
    #[arg(long)]
    pub no_coordinates: bool,
    /// Colours of the board, by the editor's names too: default (the editor's
    /// grey and green), high-contrast, light, green, brown, blue or print.
    #[arg(long, default_value = "brown", value_parser = super::common::shared_args::board_colours())]
    pub theme: String,
    /// Xiangqi pieces as WXF letters (K A E H R C P) instead of Chinese characters.
    #[arg(long)]
    pub wxf: bool,
    /// Xiangqi piece characters: traditional (帥 俥 傌, the default) or
    /// simplified (帅 车 马).
    #[arg(long, value_enum, default_value_t = CharactersArg::Traditional)]
    pub characters: CharactersArg,
    /// Read INPUT as this game instead of detecting it.
    #[arg(long, value_enum)]
    pub variant: Option<super::common::shared_args::VariantArg>,
    /// Leave the margins round the board see-through (PNG, SVG, PDF), not
    /// paper-coloured.
    #[arg(long)]
    pub transparent: bool,
    #[command(flatten)]
    pub c960: crate::cli::common::chess960::Chess960Args,
}

pub(super) fn run(args: &DiagramArgs, c960: Chess960Args, lang: Lang) -> Exit {
    let words = Words::new(lang);
    let output = file_asked(args.output.as_deref());
    let Some(format) = format(args.format, output, &words) else {
        return Exit::Trouble;
    };
    if output.is_none() && !format.is_text() && std::io::stdout().is_terminal() {
        words.complain("diagram-binary-to-terminal", &[]);
        return Exit::Trouble;
    }
    let options =
        c960.read_options(ReadOptions::lenient().with_variant(args.variant.map(Into::into)));
    let Some(read) = read_argument(&args.input, options, &words) else {
        return Exit::Invalid;
    };
    let request = Request {
        position: &read.position,
        last_move: read.reading.moves.last().copied(),
        flip: args.flip,
        style: Style {
            transparent: args.transparent,
            ..style(
                &args.theme,
                Coordinates::asked(args.coordinates, args.no_coordinates),
                args.wxf,
                args.characters,
            )
        },
        size: args.size,
    };
    let bytes = match export::diagram(&request, format) {
        Ok(bytes) => bytes,
        Err(error) => {
            words.complain(
                "diagram-cannot-draw",
                &[("reason", error.to_string().into())],
            );
            return Exit::Trouble;
        }
    };
    let exit = write_out(output, &bytes, &words);
    super::common::output::say_problems(&read.position, &words, exit)
}

/// `--coordinates letters|chinese`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum CoordinatesArg {
    /// Files a–i (a–h), ranks 0–9 (1–8).
    Letters,
    /// Xiangqi files as Chinese players number them: 九…一 for Red, 1…9 for Black.
    Chinese,
}

/// `--characters traditional|simplified`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum CharactersArg {
    /// 帥仕相傌俥炮兵 / 將士象馬車砲卒.
    Traditional,
    /// 帅仕相马车炮兵 / 将士象马车炮卒.
    Simplified,
}

/// Which coordinates a diagram or worksheet draws.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Coordinates {
    None,
    Letters,
    Chinese,
}

impl Coordinates {
    /// What `--coordinates [KIND]` and `--no-coordinates` ask (the last one given wins).
    pub(super) fn asked(kind: Option<CoordinatesArg>, none: bool) -> Coordinates {
        match (kind, none) {
            (_, true) => Coordinates::None,
            (Some(CoordinatesArg::Chinese), false) => Coordinates::Chinese,
            _ => Coordinates::Letters,
        }
    }
}

/// The style the options (`--theme`, `--coordinates`, `--wxf`, `--characters`) ask for.
pub(super) fn style(
    theme: &str,
    coordinates: Coordinates,
    wxf: bool,
    characters: CharactersArg,
) -> Style {
    Style {
        theme: Theme::named(theme).unwrap_or_default(),
        coordinates: coordinates != Coordinates::None,
        chinese_coordinates: coordinates == Coordinates::Chinese,
        xiangqi_pieces: match (wxf, characters) {
            (true, _) => XiangqiPieces::Wxf,
            (false, CharactersArg::Simplified) => XiangqiPieces::Simplified,
            (false, CharactersArg::Traditional) => XiangqiPieces::Characters,
        },
        transparent: false,
    }
}

/// The file `-o` names; `-o -` is stdout, as pipelines write it.
pub(super) fn file_asked(output: Option<&Path>) -> Option<&Path> {
    output.filter(|path| path.as_os_str() != "-")
}

/// `--format`, else the output's extension, else Unicode text.
fn format(
    asked: Option<DiagramFormat>,
    output: Option<&Path>,
    words: &Words,
) -> Option<DiagramFormat> {
    if let Some(format) = asked {
        return Some(format);
    }
    let Some(path) = output else {
        return Some(DiagramFormat::Text);
    };
    let found = DiagramFormat::from_path(path);
    if found.is_none() {
        words.complain(
            "diagram-unknown-extension",
            &[("file", Arg::from(path.display().to_string()))],
        );
    }
    found
}

/// Why a file was not written, in the user's words when the product refused.
fn reason(error: &std::io::Error, words: &Words) -> Arg {
    Arg::from(words.localizer().reason(&crate::files::Reason::of(error)))
}

/// Write to the file, or stdout without one.
pub(super) fn write_out(path: Option<&Path>, bytes: &[u8], words: &Words) -> Exit {
    let result = match path {
        Some(path) => crate::files::write_file(path, bytes),
        None => {
            let mut stdout = std::io::stdout().lock();
            stdout.write_all(bytes).and_then(|()| stdout.flush())
        }
    };
    match result {
        Ok(()) => Exit::Valid,
        Err(error) => {
            let file = path.map_or_else(|| "-".to_string(), |p| p.display().to_string());
            words.complain(
                "diagram-cannot-write",
                &[("file", file.into()), ("reason", reason(&error, words))],
            );
            Exit::Trouble
        }
    }
}

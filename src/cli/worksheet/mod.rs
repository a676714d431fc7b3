//! `fen-tui worksheet FILE… -o sheet.pdf|sheet.svg`: pages of diagrams for
//! students — write each position's FEN, or set each one up from its FEN on an
//! empty board — then the answer key, with headings in the chosen language.
//!
//! Files hold one position per line (anything the one reader accepts, or an
//! EPD line), `#` comment lines caption the position after them; a PGN gives
//! each game's final position, or positions along its moves (`--every N`,
//! `--side`; `from_pgn`).

mod entry;
mod from_pgn;
mod write;

use super::common::chess960::Chess960Args;
use super::diagram::{file_asked, style};
use super::{Exit, Words};
use crate::core::diagram::{Diagram, DiagramOptions};
use crate::core::fen::{ReadOptions, write_fen};
use crate::core::{Arg, Color, Position, Variant};
use crate::export::DiagramFormat;
use crate::export::worksheet::{Exercise, Headings, Item, Layout, Paper, page_count};
use crate::i18n::Lang;
use clap::{Args, ValueEnum};
use entry::Entry;
use from_pgn::Pick;
use std::path::{Path, PathBuf};
use write::Sheet;
pub use write::SheetFormat;

#[derive(Debug, Args)]
pub struct WorksheetArgs {
    /// Files of positions: one FEN (or EPD, or `FEN moves ...`) per line, `#` comments as
    /// captions; or PGN files (each game's final position, captioned from its tags).
    #[arg(required = true)]
    pub files: Vec<PathBuf>,
    /// The worksheet to write: a .pdf, or a .svg (pages one under another);
    /// `-` or none: stdout, as `--format` says (PDF by default).
    #[arg(short, long)]
    pub output: Option<PathBuf>,
    /// PDF or SVG, when the output's name does not say (stdout).
    #[arg(long, value_enum)]
    pub format: Option<SheetFormat>,
    /// Diagrams on each page.
    #[arg(long, default_value_t = 6, value_parser = clap::value_parser!(u32).range(1..=12))]
    pub per_page: u32,
    #[arg(long, value_enum, default_value_t = PaperArg::A4)]
    pub paper: PaperArg,
    /// What the students do: write each FEN, or set up each position from its FEN.
    #[arg(long, value_enum, default_value_t = ExerciseArg::WriteFen)]
    pub exercise: ExerciseArg,
    /// Colours of the boards (print: greys that photocopy well), by the
    /// names `diagram --theme` and the editor use.
    #[arg(long, default_value = "print", value_parser = super::common::shared_args::board_colours())]
    pub theme: String,
    /// Show the boards from Black's side.
    #[arg(long)]
    pub flip: bool,
    /// Draw the coordinates (the default): `letters`, or for xiangqi
    /// `chinese` (files 九…一 under Red's edge, 1…9 along Black's).
    #[arg(long, value_enum, num_args = 0..=1, default_missing_value = "letters",
          overrides_with = "no_coordinates")]
    pub coordinates: Option<super::diagram::CoordinatesArg>,
    /// Leave the file letters and rank numbers out.
    #[arg(long)]
    pub no_coordinates: bool,
    /// Xiangqi pieces as WXF letters instead of Chinese characters.
    #[arg(long)]
    pub wxf: bool,
    /// Xiangqi piece characters: traditional (帥 俥 傌, the default) or
    /// simplified (帅 车 马).
    #[arg(long, value_enum, default_value_t = super::diagram::CharactersArg::Traditional)]
    pub characters: super::diagram::CharactersArg,
    /// Read every line as this game instead of detecting it.
    #[arg(long, value_enum)]
    pub variant: Option<super::common::shared_args::VariantArg>,
    /// From a PGN: an exercise after every N-th move of each game (1: every
    /// move), not only its final position.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=1000))]
    pub every: Option<u32>,
    /// From a PGN: exercises after this side's moves only (every one, or
    /// every N-th with --every).
    #[arg(long, value_enum)]
    pub side: Option<SideArg>,
    #[command(flatten)]
    pub c960: crate::cli::common::chess960::Chess960Args,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum PaperArg {
    A4,
    Letter,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum SideArg {
    White,
    Black,
    /// Xiangqi's first side (as white).
    Red,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum ExerciseArg {
    WriteFen,
    SetUp,
}

pub(super) fn run(args: &WorksheetArgs, c960: Chess960Args, lang: Lang) -> Exit {
    let words = Words::new(lang);
    let file = file_asked(args.output.as_deref());
    let format = match (file.map(DiagramFormat::from_path), args.format) {
        (Some(Some(DiagramFormat::Pdf)), _) | (None, None | Some(SheetFormat::Pdf)) => {
            SheetFormat::Pdf
        }
        (Some(Some(DiagramFormat::Svg)), _) | (None, Some(SheetFormat::Svg)) => SheetFormat::Svg,
        _ => {
            words.complain("worksheet-needs-pdf-or-svg", &[]);
            return Exit::Trouble;
        }
    };
    let options =
        c960.read_options(ReadOptions::lenient().with_variant(args.variant.map(Into::into)));
    let pick = Pick {
        every: args.every.map(|n| n as usize),
        side: args.side.map(|side| match side {
            SideArg::White | SideArg::Red => Color::White,
            SideArg::Black => Color::Black,
        }),
    };
    let mut entries = Vec::new();
    for path in &args.files {
        match std::fs::read(path) {
            Ok(bytes) => entries.extend(read_entries(path, &bytes, options, pick, &words)),
            Err(error) => {
                let file = path.display().to_string();
                words.complain(
                    "cli-cannot-read",
                    &[
                        ("file", file.into()),
                        ("reason", words.reason(&error).into()),
                    ],
                );
                return Exit::Trouble;
            }
        }
    }
    if entries.is_empty() {
        words.complain("worksheet-no-positions", &[]);
        return Exit::Invalid;
    }
    let chinese =
        args.coordinates == Some(super::diagram::CoordinatesArg::Chinese) && !args.no_coordinates;
    let items = items(&entries, args.flip, chinese, &words);
    let paper = match args.paper {
        PaperArg::A4 => Paper::A4,
        PaperArg::Letter => Paper::LETTER,
    };
    let layout = Layout {
        exercise: match args.exercise {
            ExerciseArg::WriteFen => Exercise::WriteFen,
            ExerciseArg::SetUp => Exercise::SetUp,
        },
        per_page: args.per_page as usize,
        paper,
        style: style(
            &args.theme,
            super::diagram::Coordinates::asked(args.coordinates, args.no_coordinates),
            args.wxf,
            args.characters,
        ),
        words_as_text: format == SheetFormat::Pdf,
    };
    let headings = Headings {
        title: words.text(match layout.exercise {
            Exercise::WriteFen => "worksheet-title-write-fen",
            Exercise::SetUp => "worksheet-title-set-up",
        }),
        answers: words.text("worksheet-title-answers"),
        name_line: words.text("worksheet-name-line"),
        fen_label: words.text("worksheet-fen"),
    };
    let page_label = |page: usize, count: usize| {
        words.localizer().format(
            "worksheet-page",
            &[("page", page.into()), ("pages", count.into())],
        )
    };
    let sheet = Sheet {
        items: &items,
        layout: &layout,
        headings: &headings,
        page_label: &page_label,
        format,
    };
    let exit = write::write_sheet(&sheet, file, &words);
    if exit == Exit::Valid {
        let file = file.map_or_else(|| "-".to_string(), |p| p.display().to_string());
        let args = [
            ("count", Arg::from(items.len())),
            ("pages", page_count(&items, &layout).into()),
            ("file", file.into()),
        ];
        // On stderr: stdout is for what a command makes, and the
        // summary is a message about it.
        let summary = words.localizer().format("worksheet-written", &args);
        super::common::output::to_stderr(&format!("{summary}\n"));
    }
    exit
}

/// The positions of one file: a PGN's games at their ends, else each line's
/// position with the `#` comment just before it (an EPD line's `id` when it
/// has none). Lines that are not positions are told on stderr and skipped.
fn read_entries(
    path: &Path,
    bytes: &[u8],
    options: ReadOptions,
    pick: Pick,
    words: &Words,
) -> Vec<Entry> {
    let file = path.display().to_string();
    let games = path.extension().is_some_and(|e| {
        ["pgn", "xqf", "cbr", "cbl"]
            .iter()
            .any(|known| e.eq_ignore_ascii_case(known))
    }) || crate::core::pgn::is_xqf(bytes)
        || crate::core::pgn::is_cbr(bytes)
        || crate::core::pgn::is_dhtmlxq(&String::from_utf8_lossy(bytes));
    if games {
        // GBK and Big5 decoded, a DhtmlXQ page, an XQF or CBR/CBL file as its PGN.
        let text = crate::core::pgn::pgn_text(bytes.to_vec());
        return from_pgn::read_pgn(&file, &text, words, pick);
    }
    // The one reader of position lists (practice reads teachers' files with
    // it too); here a line that is not a position is told and skipped.
    let text = String::from_utf8_lossy(bytes);
    let (listed, errors) = crate::core::teach::read_position_lines(&text, options);
    for error in errors {
        let args = [
            ("file", Arg::from(file.clone())),
            ("line", error.line.into()),
            (
                "message",
                words
                    .localizer()
                    .diagnostic(&error.problem, error.variant)
                    .into(),
            ),
        ];
        words.complain("worksheet-skipped-line", &args);
    }
    listed
        .into_iter()
        .map(|listed| Entry {
            caption: listed.caption,
            position: listed.position,
            last_move: listed.last_move,
        })
        .collect()
}

/// The items with their words: "3. caption" or "Position 3", who moves,
/// and every other field of the FEN in words.
fn items(entries: &[Entry], flip: bool, chinese: bool, words: &Words) -> Vec<Item> {
    entries
        .iter()
        .enumerate()
        .map(|(index, entry)| {
            let number = index + 1;
            let caption = match &entry.caption {
                Some(comment) => format!("{number}. {comment}"),
                None => words
                    .localizer()
                    .format("worksheet-position", &[("number", number.into())]),
            };
            let side = entry.position.side_to_move.key(entry.position.variant);
            let diagram = Diagram::new(
                &entry.position,
                DiagramOptions {
                    flip,
                    last_move: entry.last_move,
                },
            );
            Item {
                caption,
                to_move: words
                    .localizer()
                    .format("sheet-to-move", &[("side", side.into())]),
                fields: fields(&entry.position, words),
                fen: write_fen(&entry.position),
                diagram: if chinese {
                    diagram.with_chinese_coordinates()
                } else {
                    diagram
                },
            }
        })
        .collect()
}

/// The fields after the side to move, in words: castling and en passant
/// (chess), then both clocks.
pub(super) fn fields(position: &Position, words: &Words) -> Vec<String> {
    let words = words.localizer();
    let mut fields = Vec::new();
    if position.variant == Variant::Chess {
        let rights = position.castling;
        if rights.is_empty() {
            fields.push(words.text("sheet-castling-none"));
        } else {
            let sides: Vec<String> = [Color::White, Color::Black]
                .into_iter()
                .map(|color| {
                    let args = [
                        ("side", Arg::from(color.key(Variant::Chess))),
                        ("wings", wings(position, color).into()),
                    ];
                    words.format("sheet-castling-side", &args)
                })
                .collect();
            let joined = sides.join(&words.text("sheet-castling-joiner"));
            fields.push(words.format("sheet-castling", &[("rights", joined.into())]));
        }
        fields.push(match position.en_passant {
            Some(square) => words.format(
                "sheet-en-passant",
                &[("square", square.name(Variant::Chess).into())],
            ),
            None => words.text("sheet-en-passant-none"),
        });
    }
    let clocks = [
        ("halfmove", Arg::from(position.halfmove_clock as usize)),
        ("fullmove", Arg::from(position.fullmove_number as usize)),
    ];
    fields.push(words.format("sheet-clocks", &clocks));
    fields
}

/// Which ways `color` may still castle: "both", "short" (the rook beyond
/// the king's file toward h), "long", or "none".
fn wings(position: &Position, color: Color) -> &'static str {
    let king = position
        .board
        .find(crate::core::Piece {
            color,
            role: crate::core::Role::King,
        })
        .next()
        .map_or(4, |square| square.file);
    let rights = position.castling;
    let short = rights.files(color).any(|file| file > king);
    let long = rights.files(color).any(|file| file < king);
    match (short, long) {
        (true, true) => "both",
        (true, false) => "short",
        (false, true) => "long",
        (false, false) => "none",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_epd_lines_id_captions_it_below_a_comment_above() {
        let text = "4k3/8/8/8/8/8/4P3/4K3 w - - bm Kd2; id \"King and pawn\";\n\
                    # Above\n4k3/8/8/8/8/8/4P3/4K3 w - - id \"Not this\";\n\
                    4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\n";
        let words = Words::new(crate::i18n::Lang::En);
        let entries = read_entries(
            Path::new("lesson.fen"),
            text.as_bytes(),
            ReadOptions::lenient(),
            Pick::default(),
            &words,
        );
        let captions: Vec<Option<&str>> = entries.iter().map(|e| e.caption.as_deref()).collect();
        assert_eq!(captions, [Some("King and pawn"), Some("Above"), None]);
    }
}

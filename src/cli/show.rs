//! `fen-tui show [INPUT...]`: the board as text, the FEN fields in words, the
//! problems and the status, for each input (arguments, or stdin's lines). Colour only on a terminal and without `NO_COLOR`.

use super::common::chess960::Chess960Args;
use super::common::input::{ReadArgument, read_any, read_labelled};
use super::common::position_json::position_object;
use super::common::stream::{Answer, answer_each, label};
use super::{Exit, Words};
use crate::cli::common::shared_args::{OutputFormat, PiecesArg, VariantArg};
use crate::core::fen::ReadOptions;
use crate::core::fen::{write_fen, write_fen_with};
use crate::core::rules::{self, Status};
use crate::core::symbols::symbol_char;
use crate::core::{Color, Diagnostic, Piece, Position, Square, Variant};
use crate::i18n::Lang;
use crate::safe_text::width;
use clap::Args;
use serde_json::{Value, json};
use std::fmt::Write as _;

pub(super) fn run(args: &ShowArgs, c960: Chess960Args, lang: Lang) -> Exit {
    let words = Words::new(lang);
    let options =
        c960.read_options(ReadOptions::lenient().with_variant(args.variant.map(Into::into)));
    let style = Style {
        glyphs: args.glyphs || args.pieces == Some(PiecesArg::Glyphs),
        colour: super::common::output::wants_colour(&std::io::stdout()),
    };
    let blocks = args.format == OutputFormat::Text;
    answer_each(&args.inputs, &words, blocks, |input, origin| {
        let label = label(origin);
        match args.format {
            OutputFormat::Text => text_answer(input, label, options, style, &words),
            OutputFormat::Json => json_answer(input, options, c960, &words),
        }
    })
}

/// The board and the fields in words (problems are part of it, on stdout).
fn text_answer(
    input: &str,
    label: Option<String>,
    options: ReadOptions,
    style: Style,
    words: &Words,
) -> Answer {
    let Some(read) = read_labelled(input, options, words, label.as_deref()) else {
        return Answer::silent(Exit::Invalid);
    };
    let problems = rules::problems(&read.position);
    let mut out = board(&read.position, style);
    out.push('\n');
    out.push_str(&fields(&read.position, &played(&read), &problems, words));
    let exit = if problems.is_empty() {
        Exit::Valid
    } else {
        Exit::Invalid
    };
    Answer::new(out, exit)
}

/// The shared position object with `side`, `moves` (SAN), `status` and `notes`.
fn json_answer(input: &str, options: ReadOptions, c960: Chess960Args, words: &Words) -> Answer {
    let reading = read_any(input, options);
    let Some(position) = reading.position.filter(|_| reading.errors.is_empty()) else {
        let object = position_object(input, &reading, None, words);
        return Answer::new(format!("{}\n", Value::Object(object)), Exit::Invalid);
    };
    let fen = write_fen_with(&position, c960.notation());
    let mut object = position_object(input, &reading, Some(fen), words);
    let read = ReadArgument { position, reading };
    let problems = rules::problems(&position);
    let status = match (problems.is_empty(), rules::status(&position)) {
        (false, _) => "invalid",
        (true, Status::Ongoing) => "ongoing",
        (true, Status::Check) => "check",
        (true, Status::Checkmate) => "checkmate",
        (true, Status::Stalemate) => "stalemate",
    };
    object.insert(
        "side".into(),
        position.side_to_move.key(position.variant).into(),
    );
    object.insert("moves".into(), played(&read).into());
    object.insert("status".into(), status.into());
    let notes: Vec<Value> = rules::notes(&position)
        .iter()
        .map(|note| {
            json!({
                "code": note.code,
                "message": words.localizer().diagnostic(note, position.variant),
            })
        })
        .collect();
    object.insert("notes".into(), notes.into());
    let exit = if problems.is_empty() {
        Exit::Valid
    } else {
        Exit::Invalid
    };
    Answer::new(format!("{}\n", Value::Object(object)), exit)
}

#[derive(Clone, Copy, Debug)]
struct Style {
    glyphs: bool,
    colour: bool,
}

/// The moves played from the start, as people write them (SAN in chess).
fn played(read: &ReadArgument) -> Vec<String> {
    let Some(mut position) = read.reading.start else {
        return Vec::new();
    };
    read.reading
        .moves
        .iter()
        .map(|mv| {
            let text = rules::move_text(&position, *mv);
            position = rules::play(&position, *mv);
            text
        })
        .collect()
}

/// The board from the top rank down, rank numbers on the left, files below.
/// Every cell is two columns wide, so letters, chess symbols and the
/// double-width xiangqi characters line up the same way.
fn board(pos: &Position, style: Style) -> String {
    let variant = pos.variant;
    let mut out = String::new();
    for rank in (0..variant.ranks()).rev() {
        let label = u32::from(rank) + u32::from(variant.first_rank_number());
        let _ = write!(out, "{label:>2} ");
        for file in 0..variant.files() {
            out.push_str(&cell(pos.get(Square::new(file, rank)), variant, style));
        }
        out.truncate(out.trim_end().len());
        out.push('\n');
    }
    out.push_str("   ");
    for file in 0..variant.files() {
        out.push(Square::new(file, 0).file_char());
        out.push(' ');
    }
    out.truncate(out.trim_end().len());
    out.push('\n');
    out
}

fn cell(piece: Option<Piece>, variant: Variant, style: Style) -> String {
    let Some(piece) = piece else {
        return match (style.glyphs, variant) {
            (true, Variant::Xiangqi) => "\u{ff0e}".to_string(),
            _ => "· ".to_string(),
        };
    };
    let symbol = if style.glyphs {
        glyph(piece, variant)
    } else {
        piece.fen_char()
    };
    // Xiangqi characters already take two columns.
    let pad = if style.glyphs && variant == Variant::Xiangqi {
        ""
    } else {
        " "
    };
    if style.colour {
        let code = match (piece.color, variant) {
            (Color::White, Variant::Xiangqi) => "1;31",
            (Color::White, Variant::Chess) => "1",
            (Color::Black, _) => "1;34",
        };
        format!("\x1b[{code}m{symbol}\x1b[0m{pad}")
    } else {
        format!("{symbol}{pad}")
    }
}

/// Unicode chess symbols; the traditional characters of xiangqi, which differ by side.
fn glyph(piece: Piece, variant: Variant) -> char {
    symbol_char(piece, variant)
}

/// The fields in words, then the problems (or the status) and the notes.
fn fields(pos: &Position, moves: &[String], problems: &[Diagnostic], words: &Words) -> String {
    let variant = pos.variant;
    let mut rows: Vec<(String, String)> = vec![
        (words.text("cli-show-fen"), write_fen(pos)),
        (
            words.text("cli-show-variant"),
            words.text(&format!("variant-{}", variant.name())),
        ),
        (
            words.text("cli-show-side"),
            words.text(&format!("side-{}", pos.side_to_move.key(variant))),
        ),
    ];
    if variant == Variant::Chess {
        let fen = write_fen(pos);
        let mut fields = fen.split(' ').skip(2);
        let castling = fields.next().unwrap_or("-").to_string();
        let en_passant = fields.next().unwrap_or("-").to_string();
        rows.push((words.text("cli-show-castling"), castling));
        rows.push((words.text("cli-show-en-passant"), en_passant));
    }
    rows.push((
        words.text("cli-show-halfmove"),
        pos.halfmove_clock.to_string(),
    ));
    rows.push((
        words.text("cli-show-fullmove"),
        pos.fullmove_number.to_string(),
    ));
    if !moves.is_empty() {
        rows.push((words.text("cli-show-moves"), moves.join(" ")));
    }
    rows.push((words.text("cli-show-status"), status(pos, problems, words)));
    let widest = rows
        .iter()
        .map(|(label, _)| width(label))
        .max()
        .unwrap_or(0);
    let mut out = String::new();
    for (label, value) in rows {
        let pad = widest - width(&label);
        let _ = writeln!(out, "{label}{}  {value}", " ".repeat(pad));
    }
    let notes = rules::notes(pos);
    for (heading, list) in [
        ("cli-show-problems", problems),
        ("cli-show-notes", &notes[..]),
    ] {
        if !list.is_empty() {
            let _ = writeln!(out, "\n{}", words.text(heading));
            for diagnostic in list {
                let message = words.localizer().diagnostic(diagnostic, variant);
                let _ = writeln!(out, "  [{}] {message}", diagnostic.code);
            }
        }
    }
    out
}

fn status(pos: &Position, problems: &[Diagnostic], words: &Words) -> String {
    if !problems.is_empty() {
        return words.text("cli-status-invalid");
    }
    let id = match rules::status(pos) {
        Status::Ongoing => "cli-status-ongoing",
        Status::Check => "cli-status-check",
        Status::Checkmate => "cli-status-checkmate",
        Status::Stalemate => "cli-status-stalemate",
    };
    let side = pos.side_to_move.key(pos.variant);
    words.localizer().format(
        id,
        &[
            ("side", side.into()),
            ("variant", pos.variant.name().into()),
        ],
    )
}

#[derive(Debug, Args)]
pub struct ShowArgs {
    /// The positions (any form the editor reads, a PGN game too); `-` or
    /// none: stdin's lines, one board each, a blank line between.
    pub inputs: Vec<String>,
    /// How pieces are drawn: FEN letters, or symbols (♔, 帥).
    #[arg(long, value_enum)]
    pub pieces: Option<PiecesArg>,
    /// The older name of `--pieces glyphs`.
    #[arg(long, hide = true, conflicts_with = "pieces")]
    pub glyphs: bool,
    /// Read INPUT as this game instead of detecting it.
    #[arg(long, value_enum)]
    pub variant: Option<VariantArg>,
    /// Output: the board and fields in words, or one JSON object per input
    /// (the shared position shape with `side`, `moves`, `status`, `notes`).
    #[arg(long, value_enum, default_value_t = OutputFormat::Text)]
    pub format: OutputFormat,
    #[command(flatten)]
    pub c960: crate::cli::common::chess960::Chess960Args,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::fen::{ReadOptions, read_input};

    fn position(fen: &str) -> Position {
        read_input(fen, ReadOptions::strict()).position.unwrap()
    }

    #[test]
    fn chess_board_in_letters() {
        let pos = position("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1");
        let shown = board(
            &pos,
            Style {
                glyphs: false,
                colour: false,
            },
        );
        let lines: Vec<&str> = shown.lines().collect();
        assert_eq!(lines.len(), 9);
        assert_eq!(lines[0], " 8 · · · · k · · ·");
        assert_eq!(lines[7], " 1 R · · · K · · R");
        assert_eq!(lines[8], "   a b c d e f g h");
    }

    #[test]
    fn xiangqi_board_in_glyphs_keeps_two_columns_per_point() {
        let pos = position(crate::core::Variant::Xiangqi.start_fen());
        let shown = board(
            &pos,
            Style {
                glyphs: true,
                colour: false,
            },
        );
        let lines: Vec<&str> = shown.lines().collect();
        assert_eq!(lines.len(), 11);
        assert_eq!(lines[0], " 9 車馬象士將士象馬車");
        assert_eq!(lines[9], " 0 俥傌相仕帥仕相傌俥");
        assert_eq!(lines[10], "   a b c d e f g h i");
    }

    #[test]
    fn colour_wraps_each_piece() {
        let pos = position("4k3/8/8/8/8/8/8/4K3 w - - 0 1");
        let shown = board(
            &pos,
            Style {
                glyphs: false,
                colour: true,
            },
        );
        assert!(shown.contains("\x1b[1mK\x1b[0m"));
        assert!(shown.contains("\x1b[1;34mk\x1b[0m"));
    }
}

//! `fen-tui transform --swap-colors|--mirror|--rotate|--clear white|black
//! [INPUT...]`: the FEN of each transformed position on stdout, one line per
//! input (arguments, or stdin's lines with `-` or none), and a note on stderr
//! for each right or target the transform could not keep. `--format json`
//! writes one object per input in the shape every command shares.

use super::common::chess960::Chess960Args;
use super::common::en_passant::EnPassantArgs;
use super::common::input::{read_any, read_labelled};
use super::common::inputs::Origin;
use super::common::position_json::position_object;
use super::common::stream::{Answer, answer_each};
use super::{Exit, Words};
use crate::cli::common::shared_args::OutputFormat;
use crate::core::Color;
use crate::core::fen::{ReadOptions, write_fen_with};
use crate::core::transform::{Transform, apply};
use crate::i18n::Lang;
use clap::{ArgGroup, Args, ValueEnum};

#[derive(Debug, Args)]
#[command(group(ArgGroup::new("transform").required(true)))]
pub struct TransformArgs {
    /// The positions (any form the editor reads); `-` or none: stdin's lines.
    pub inputs: Vec<String>,
    /// Every piece changes colour and the ranks mirror: the same position
    /// for the other side.
    #[arg(long, group = "transform")]
    pub swap_colors: bool,
    /// Mirror the files (a↔h; xiangqi a↔i).
    #[arg(long, group = "transform")]
    pub mirror: bool,
    /// Turn the board 180°, colours kept.
    #[arg(long, group = "transform")]
    pub rotate: bool,
    /// Take every piece of one colour off the board.
    #[arg(long, value_enum, group = "transform", value_name = "COLOR")]
    pub clear: Option<SideArg>,
    /// Read INPUT as this game instead of detecting it.
    #[arg(long, value_enum)]
    pub variant: Option<super::common::shared_args::VariantArg>,
    /// Output: the FEN alone, or one JSON object per input.
    #[arg(long, value_enum, default_value_t = OutputFormat::Text)]
    pub format: OutputFormat,
    #[command(flatten)]
    pub en_passant: EnPassantArgs,
    #[command(flatten)]
    pub c960: crate::cli::common::chess960::Chess960Args,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum SideArg {
    #[value(alias = "red")]
    White,
    Black,
}

pub(super) fn run(args: &TransformArgs, c960: Chess960Args, lang: Lang) -> Exit {
    let words = Words::new(lang);
    let options =
        c960.read_options(ReadOptions::lenient().with_variant(args.variant.map(Into::into)));
    let transform = match (args.swap_colors, args.mirror, args.rotate, args.clear) {
        (true, ..) => Transform::SwapColors,
        (_, true, ..) => Transform::Mirror,
        (_, _, true, _) => Transform::Rotate,
        (.., Some(SideArg::White)) => Transform::Clear(Color::White),
        (.., Some(SideArg::Black)) => Transform::Clear(Color::Black),
        // clap requires one of them.
        _ => return Exit::Trouble,
    };
    answer_each(&args.inputs, &words, false, |input, origin| {
        let (line, valid) = match args.format {
            OutputFormat::Text => {
                text_answer(input, origin, options, transform, args, c960, &words)
            }
            OutputFormat::Json => json_answer(input, options, transform, args, c960, &words),
        };
        let exit = if valid { Exit::Valid } else { Exit::Invalid };
        match line {
            Some(line) => Answer::new(format!("{line}\n"), exit),
            None => Answer::silent(exit),
        }
    })
}

/// The transformed FEN (None when the input did not read: its errors went to
/// stderr, after the stdin line they belong to).
fn text_answer(
    input: &str,
    origin: Origin,
    options: ReadOptions,
    transform: Transform,
    args: &TransformArgs,
    c960: Chess960Args,
    words: &Words,
) -> (Option<String>, bool) {
    let label = match origin {
        Origin::StdinLine(number) => Some(format!("<stdin>:{number}:")),
        Origin::Argument => None,
    };
    let Some(read) = read_labelled(input, options, words, label.as_deref()) else {
        return (None, false);
    };
    let done = apply(&read.position, transform);
    let labelled = !read.reading.warnings.is_empty();
    if let (Some(label), false, false) = (&label, labelled, done.notes.is_empty()) {
        eprintln!("{label}");
    }
    for note in &done.notes {
        let message = words.localizer().diagnostic(note, done.position.variant);
        eprintln!("note[{}]: {message}", note.code);
    }
    let written = args.en_passant.written(&done.position);
    (Some(write_fen_with(&written, c960.notation())), true)
}

/// One JSON object: the input's shape, the transformed `fen`, and `notes`.
fn json_answer(
    input: &str,
    options: ReadOptions,
    transform: Transform,
    args: &TransformArgs,
    c960: Chess960Args,
    words: &Words,
) -> (Option<String>, bool) {
    let reading = read_any(input, options);
    let done = reading
        .position
        .filter(|_| reading.errors.is_empty())
        .map(|position| apply(&position, transform));
    let fen = done
        .as_ref()
        .map(|d| write_fen_with(&args.en_passant.written(&d.position), c960.notation()));
    let mut object = position_object(input, &reading, fen, words);
    let notes: Vec<serde_json::Value> = done
        .iter()
        .flat_map(|d| d.notes.iter().map(move |n| (n, d.position.variant)))
        .map(|(note, variant)| {
            serde_json::json!({
                "code": note.code,
                "message": words.localizer().diagnostic(note, variant),
            })
        })
        .collect();
    object.insert("notes".into(), notes.into());
    let read_well = done.is_some();
    (
        Some(serde_json::Value::Object(object).to_string()),
        read_well,
    )
}

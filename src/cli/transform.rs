//! `fen-tui transform --swap-colors|--mirror|--rotate|--clear white|black
//! INPUT`: the FEN of the transformed position on stdout, and a note on
//! stderr for each right or target the transform could not keep.

use super::chess960::Chess960Args;
use super::input::read_argument;
use super::{Exit, Words};
use crate::core::Color;
use crate::core::fen::{ReadOptions, write_fen_with};
use crate::core::transform::{Transform, apply};
use crate::i18n::Lang;
use clap::{ArgGroup, Args, ValueEnum};

#[derive(Debug, Args)]
#[command(group(ArgGroup::new("transform").required(true)))]
pub struct TransformArgs {
    /// The position (any form the editor reads).
    pub input: String,
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
    pub variant: Option<super::shared_args::VariantArg>,
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
    let Some(read) = read_argument(&args.input, options, &words) else {
        return Exit::Invalid;
    };
    let transform = match (args.swap_colors, args.mirror, args.rotate, args.clear) {
        (true, ..) => Transform::SwapColors,
        (_, true, ..) => Transform::Mirror,
        (_, _, true, _) => Transform::Rotate,
        (.., Some(SideArg::White)) => Transform::Clear(Color::White),
        (.., Some(SideArg::Black)) => Transform::Clear(Color::Black),
        // clap requires one of them.
        _ => return Exit::Trouble,
    };
    let done = apply(&read.position, transform);
    for note in &done.notes {
        let message = words.localizer().diagnostic(note, done.position.variant);
        eprintln!("note[{}]: {message}", note.code);
    }
    println!("{}", write_fen_with(&done.position, c960.notation()));
    Exit::Valid
}

//! `fen-tui explain [INPUT…]`: the command around `cli::explain`'s
//! walk-through (kept apart: that file is compiled into a test on its own).

pub mod walk;
use super::common::chess960::Chess960Args;
use super::common::shared_args::VariantArg;
use super::{Exit, Words, common::input, common::stream};
use crate::core::fen::ReadOptions;
use crate::i18n::Lang;
use clap::Args;

/// `fen-tui explain`'s arguments.
#[derive(Debug, Args)]
pub struct ExplainArgs {
    /// The positions to explain; `-` or none: stdin's lines, a blank line
    /// between two walk-throughs.
    pub inputs: Vec<String>,
    /// Read INPUT as this game instead of detecting it.
    #[arg(long, value_enum)]
    pub variant: Option<VariantArg>,
    #[command(flatten)]
    pub c960: crate::cli::common::chess960::Chess960Args,
}

/// The command: the walk-through of `cli::explain` for each input read here
/// (arguments, or stdin's lines), so an unreadable input is pointed at like
/// in `show` and `url`.
pub(crate) fn run(args: &ExplainArgs, c960: Chess960Args, lang: Lang) -> Exit {
    let words = Words::new(lang);
    let variant = args.variant.map(Into::into);
    let options = c960.read_options(ReadOptions::lenient().with_variant(variant));
    stream::answer_each(&args.inputs, &words, true, |text, origin| {
        let label = stream::label(origin);
        let Some(read) = input::read_labelled(text, options, &words, label.as_deref()) else {
            return stream::Answer::silent(Exit::Invalid);
        };
        match walk::render_reading(&read.reading, walk::ExplainOptions { lang, variant }) {
            Ok(text) => stream::Answer::new(text, Exit::Valid),
            Err(error) => {
                let mut messages = stream::Messages::new(label, !read.reading.warnings.is_empty());
                messages.say(&format!("{}\n", error.describe(lang)));
                stream::Answer::silent(Exit::Invalid)
            }
        }
    })
}

//! `fen-tui url [INPUT...] --site ...`: the link that opens each position on a
//! website, one a line (arguments, or stdin's lines with `-` or none).

use super::common::chess960::Chess960Args;
use super::common::input::read_labelled;
use super::common::inputs::Origin;
use super::common::position_json::read_for_json;
use super::common::stream::{Answer, Messages, answer_each, label};
use super::{Exit, Words};
use crate::cli::common::shared_args::{OutputFormat, VariantArg};
use crate::core::Position;
use crate::core::fen::ReadOptions;
use crate::core::share::{Site, share_url};
use crate::i18n::Lang;
use clap::{Args, ValueEnum};

pub(super) fn run(args: &UrlArgs, c960: Chess960Args, lang: Lang) -> Exit {
    let words = Words::new(lang);
    let options =
        c960.read_options(ReadOptions::lenient().with_variant(args.variant.map(Into::into)));
    answer_each(&args.inputs, &words, false, |input, origin| {
        match args.format {
            OutputFormat::Text => text_answer(input, origin, options, args.site, &words),
            OutputFormat::Json => json_answer(input, options, args.site, c960, &words),
        }
    })
}

/// The link, or None with the reason on stderr when the site has no board
/// for the variant.
fn link(
    position: &Position,
    site: Option<SiteArg>,
    messages: &mut Messages,
    words: &Words,
) -> (Site, Option<String>) {
    let site = site.map_or(Site::default_for(position.variant), Into::into);
    let url = share_url(position, site);
    if url.is_none() {
        let text = words.localizer().format(
            "cli-site-lacks-variant",
            &[
                ("site", site.name().into()),
                ("variant", position.variant.name().into()),
            ],
        );
        messages.say(&format!("fen-tui: {text}\n"));
    }
    (site, url)
}

fn text_answer(
    input: &str,
    origin: Origin,
    options: ReadOptions,
    site: Option<SiteArg>,
    words: &Words,
) -> Answer {
    let label = label(origin);
    let Some(read) = read_labelled(input, options, words, label.as_deref()) else {
        return Answer::silent(Exit::Invalid);
    };
    let mut messages = Messages::new(label, !read.reading.warnings.is_empty());
    match link(&read.position, site, &mut messages, words) {
        (_, Some(url)) => {
            // A link to an invalid position is still useful: given, and said.
            let exit = messages.problems(&read.position, words);
            Answer::new(format!("{url}\n"), exit)
        }
        (_, None) => Answer::silent(Exit::Trouble),
    }
}

/// The shared position object with `site` and `url` (null when the site has
/// no board for the variant, or the input did not read).
fn json_answer(
    input: &str,
    options: ReadOptions,
    site: Option<SiteArg>,
    c960: Chess960Args,
    words: &Words,
) -> Answer {
    let mut read = read_for_json(input, options, c960, words);
    let (site, url) = match &read.position {
        Some(position) => {
            let (site, url) = link(position, site, &mut Messages::new(None, true), words);
            (Some(site), url)
        }
        None => (site.map(Site::from), None),
    };
    if read.position.is_some() && url.is_none() {
        read.exit = Exit::Trouble;
    }
    read.object
        .insert("site".into(), site.map(|s| s.name()).into());
    read.object.insert("url".into(), url.into());
    read.answer()
}

#[derive(Debug, Args)]
pub struct UrlArgs {
    /// The positions to share (any form the editor reads); `-` or none:
    /// stdin's lines, one link a line.
    pub inputs: Vec<String>,
    /// Where the link goes (default: lichess for chess, pychess for xiangqi).
    #[arg(long, value_enum)]
    pub site: Option<SiteArg>,
    /// Read INPUT as this game instead of detecting it.
    #[arg(long, value_enum)]
    pub variant: Option<VariantArg>,
    /// Output: the link alone, or one JSON object per input (the shared
    /// position shape with `site` and `url`).
    #[arg(long, value_enum, default_value_t = OutputFormat::Text)]
    pub format: OutputFormat,
    #[command(flatten)]
    pub c960: crate::cli::common::chess960::Chess960Args,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum SiteArg {
    Lichess,
    LichessEditor,
    Chesscom,
    Pychess,
}

impl From<SiteArg> for Site {
    fn from(arg: SiteArg) -> Site {
        match arg {
            SiteArg::Lichess => Site::Lichess,
            SiteArg::LichessEditor => Site::LichessEditor,
            SiteArg::Chesscom => Site::ChessCom,
            SiteArg::Pychess => Site::PyChess,
        }
    }
}

//! `fen-tui url INPUT --site ...`: the link that opens the position on a website.

use super::args::UrlArgs;
use super::chess960::Chess960Args;
use super::input::read_argument;
use super::output::print_then;
use super::{Exit, Words};
use crate::core::fen::ReadOptions;
use crate::core::share::{Site, share_url};
use crate::i18n::Lang;

pub(super) fn run(args: &UrlArgs, c960: Chess960Args, lang: Lang) -> Exit {
    let words = Words::new(lang);
    let options =
        c960.read_options(ReadOptions::lenient().with_variant(args.variant.map(Into::into)));
    let Some(read) = read_argument(&args.input, options, &words) else {
        return Exit::Invalid;
    };
    let variant = read.position.variant;
    let site = args.site.map_or(Site::default_for(variant), Into::into);
    match share_url(&read.position, site) {
        Some(url) => {
            let exit = print_then(&format!("{url}\n"), &words, Exit::Valid);
            super::output::say_problems(&read.position, &words, exit)
        }
        None => {
            words.complain(
                "cli-site-lacks-variant",
                &[
                    ("site", site.name().into()),
                    ("variant", variant.name().into()),
                ],
            );
            Exit::Trouble
        }
    }
}

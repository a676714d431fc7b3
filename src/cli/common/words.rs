//! The command line's own words (headings, complaints), from `cli.ftl`: a
//! leaf every subcommand uses, apart from the dispatch in `cli/mod.rs`.

use super::output;
use crate::core::Arg;
use crate::i18n::{Lang, Localizer};

/// The command line's own words, in the language asked.
pub(crate) struct Words {
    localizer: Localizer,
}

impl Words {
    pub(crate) fn new(lang: Lang) -> Words {
        Words {
            localizer: Localizer::new(lang),
        }
    }

    pub(crate) fn localizer(&self) -> &Localizer {
        &self.localizer
    }

    pub(crate) fn text(&self, id: &str) -> String {
        self.localizer.text(id)
    }

    /// A message on stderr, prefixed with the program name like other tools
    /// do; the file names and reasons in it are shown safely.
    pub(crate) fn complain(&self, id: &str, args: &[(&str, Arg)]) {
        output::complain(&self.localizer.format(id, args));
    }
}

//! `fen-tui library [NAME]`: the position library listed by group with its
//! names in the user's language, or the FEN of one entry (for pipes:
//! `fen-tui "$(fen-tui library lucena)"`).

use super::output::print_then;
use super::{Exit, Words};
use crate::core::library::{entries, find};
use crate::i18n::Lang;
use crate::library_text::find_by_name;
use clap::Args;

#[derive(Debug, Args)]
pub struct LibraryArgs {
    /// The entry to print as a FEN (its id, e.g. `lucena`, or its name in any
    /// language); nothing lists them all.
    pub name: Option<String>,
}

/// Run `library`.
pub fn run(args: &LibraryArgs, lang: Lang) -> Exit {
    let words = Words::new(lang);
    match &args.name {
        Some(name) => match find(name).or_else(|| find_by_name(name)) {
            Some(entry) => print_then(&format!("{}\n", entry.fen), &words, Exit::Valid),
            None => {
                words.complain("library-not-found", &[("name", name.clone().into())]);
                Exit::Invalid
            }
        },
        None => print_then(&listing(&words), &words, Exit::Valid),
    }
}

/// Every entry under its group's heading: `id  name`, then the FEN indented.
fn listing(words: &Words) -> String {
    let mut text = String::new();
    let mut group = "";
    let width = entries().map(|e| e.id.len()).max().unwrap_or(0);
    for entry in entries() {
        if entry.group != group {
            if !group.is_empty() {
                text.push('\n');
            }
            group = entry.group;
            text.push_str(&words.text(&entry.group_id()));
            text.push('\n');
        }
        text.push_str(&format!(
            "  {:width$}  {}\n  {:width$}  {}\n",
            entry.id,
            words.text(&entry.name_id()),
            "",
            entry.fen
        ));
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_name_and_group_has_words_in_every_language() {
        for lang in Lang::ALL {
            let words = Words::new(lang);
            for entry in entries() {
                assert!(
                    words.localizer().has(&entry.name_id()),
                    "{lang:?} {}",
                    entry.id
                );
                assert!(
                    words.localizer().has(&entry.group_id()),
                    "{lang:?} {}",
                    entry.group
                );
            }
        }
    }

    #[test]
    fn the_listing_names_every_entry_under_its_group() {
        let shown = listing(&Words::new(Lang::Ru));
        assert!(shown.contains("Эндшпили\n"), "{shown}");
        assert!(shown.contains("lucena"), "{shown}");
        assert!(shown.contains("Позиция Лусены"), "{shown}");
        assert_eq!(
            shown.matches('/').count(),
            entries().map(|e| e.fen.matches('/').count()).sum::<usize>()
        );
    }
}

//! `fen-tui library [NAME]`: the position library listed by group with its
//! names in the user's language, or the FEN of one entry (for pipes:
//! `fen-tui "$(fen-tui library lucena)"`).

use super::common::output::print_then;
use super::{Exit, Words};
use crate::core::library::{Entry, entries, find};
use crate::i18n::Lang;
use crate::library_text::{filtered, find_by_name, suggestion};
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
        Some(name) => match looked_up(name) {
            Ok(entry) => print_then(&format!("{}\n", entry.fen), &words, Exit::Valid),
            Err(several) if !several.is_empty() => {
                let names: Vec<String> = several
                    .iter()
                    .map(|e| format!("{} ({})", e.id, words.text(&e.name_id())))
                    .collect();
                let args = [
                    ("name", name.clone().into()),
                    ("entries", names.join(", ").into()),
                ];
                words.complain("library-several", &args);
                Exit::Invalid
            }
            Err(_) => {
                words.complain("library-not-found", &[("name", name.clone().into())]);
                if let Some(meant) = suggestion(name) {
                    let args = [
                        ("id", meant.id.into()),
                        ("entry", words.text(&meant.name_id()).into()),
                    ];
                    words.complain("library-did-you-mean", &args);
                }
                Exit::Invalid
            }
        },
        None => print_then(&listing(&words), &words, Exit::Valid),
    }
}

/// The entry `name` means: its id, its whole name in any language, or else
/// what the editor's filter finds when that is one entry. `Err`: the
/// entries it finds (none, or more than one).
fn looked_up(name: &str) -> Result<Entry, Vec<Entry>> {
    if let Some(entry) = find(name).or_else(|| find_by_name(name)) {
        return Ok(entry);
    }
    match filtered(name).as_slice() {
        [one] => Ok(*one),
        several => Err(several.to_vec()),
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
    fn a_name_is_looked_up_as_the_editor_filters() {
        assert_eq!(looked_up("Лусена").map(|e| e.id), Ok("lucena"));
        assert_eq!(looked_up("Reti").map(|e| e.id), Ok("reti-study"));
        let sicilians = looked_up("西西里").unwrap_err();
        assert_eq!(
            sicilians.iter().map(|e| e.id).collect::<Vec<_>>(),
            ["sicilian", "najdorf"]
        );
        assert_eq!(looked_up("najdorff").map(|e| e.id), Err(Vec::new()));
    }

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

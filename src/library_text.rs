//! The position library in words, for both faces: each entry's names, group
//! and game in every language, so an entry is found by whatever a user calls
//! it (`fen-tui library NAME`, the editor's library browser's filter).

use crate::core::library::{Entry, entries};
use crate::i18n::{Lang, Localizer};
use std::sync::OnceLock;

/// An entry and, lower-cased, what it can be found by.
struct Findable {
    entry: Entry,
    /// Its name in every language.
    names: Vec<String>,
    /// Id, names, group and game in every language, space-separated.
    text: String,
}

/// Every entry, in library order, worked out once (the words are fixed).
fn findable() -> &'static [Findable] {
    static ALL: OnceLock<Vec<Findable>> = OnceLock::new();
    ALL.get_or_init(|| {
        let words: Vec<Localizer> = Lang::ALL.into_iter().map(Localizer::new).collect();
        entries()
            .map(|entry| {
                let in_every = |id: &str| -> Vec<String> {
                    words.iter().map(|w| w.text(id).to_lowercase()).collect()
                };
                let names = in_every(&entry.name_id());
                let mut text = vec![entry.id.to_string(), entry.group.to_string()];
                text.extend(names.iter().cloned());
                text.extend(in_every(&entry.group_id()));
                text.extend(in_every(&format!("variant-{}", entry.variant().name())));
                Findable {
                    entry,
                    names,
                    text: text.join(" "),
                }
            })
            .collect()
    })
}

/// The entry whose name, in any language, is `name` (case ignored).
pub fn find_by_name(name: &str) -> Option<Entry> {
    let wanted = name.trim().to_lowercase();
    findable()
        .iter()
        .find(|f| f.names.contains(&wanted))
        .map(|f| f.entry)
}

/// The entries whose id, name, group or game, in any language, contain every
/// word of `filter` (case ignored), in library order; all of them for an
/// empty filter.
pub fn filtered(filter: &str) -> Vec<Entry> {
    let filter = filter.to_lowercase();
    let words: Vec<&str> = filter.split_whitespace().collect();
    findable()
        .iter()
        .filter(|f| words.iter().all(|w| f.text.contains(w)))
        .map(|f| f.entry)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ids(filter: &str) -> Vec<&'static str> {
        filtered(filter).into_iter().map(|e| e.id).collect()
    }

    #[test]
    fn entries_are_found_by_their_name_in_any_language() {
        assert_eq!(find_by_name("позиция лусены").map(|e| e.id), Some("lucena"));
        assert_eq!(
            find_by_name("单车胜单马").map(|e| e.id),
            Some("chariot-vs-horse")
        );
        assert_eq!(
            find_by_name("Lucena position").map(|e| e.id),
            Some("lucena")
        );
        assert_eq!(find_by_name("Lucena"), None);
    }

    #[test]
    fn the_filter_matches_names_groups_and_games_in_every_language() {
        assert_eq!(ids("lucena"), ["lucena"]);
        assert_eq!(ids("ЛУСЕН"), ["lucena"]);
        assert_eq!(ids("西西里"), ["sicilian", "najdorf"]);
        // Every word must match: a group and a name.
        assert_eq!(ids("sicilian najdorf"), ["najdorf"]);
        // The group, in Russian, and the game, in Chinese.
        assert_eq!(ids("эндшпили").len(), 6);
        assert_eq!(
            ids("эндшпили сянци"),
            [
                "chariot-vs-advisors",
                "chariot-vs-horse",
                "soldier-vs-general"
            ]
        );
        let xiangqi = ids("сянци");
        assert!(xiangqi.contains(&"xiangqi-start"), "{xiangqi:?}");
        assert!(xiangqi.contains(&"chariot-vs-horse"), "{xiangqi:?}");
        assert!(!xiangqi.contains(&"chess-start"), "{xiangqi:?}");
        assert_eq!(filtered("").len(), entries().count());
        assert_eq!(filtered("  ").len(), entries().count());
        assert!(filtered("no such thing").is_empty());
    }
}

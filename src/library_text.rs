//! The position library in words, for both faces: each entry's names, group
//! and game in every language, so an entry is found by whatever a user calls
//! it (`fen-tui library NAME`, the editor's library browser's filter).

use crate::core::library::{Entry, entries};
use crate::i18n::{Lang, Localizer};
use std::sync::OnceLock;

/// An entry and, folded (see [`fold`]), what it can be found by.
struct Findable {
    entry: Entry,
    /// Its name in every language.
    names: Vec<String>,
    /// The words of its id, names, group and game in every language.
    words: Vec<String>,
}

/// Every entry, in library order, worked out once (the words are fixed).
fn findable() -> &'static [Findable] {
    static ALL: OnceLock<Vec<Findable>> = OnceLock::new();
    ALL.get_or_init(|| {
        let words: Vec<Localizer> = Lang::ALL.into_iter().map(Localizer::new).collect();
        entries()
            .map(|entry| {
                let in_every =
                    |id: &str| -> Vec<String> { words.iter().map(|w| fold(&w.text(id))).collect() };
                let names = in_every(&entry.name_id());
                let mut text = vec![entry.id.to_string(), entry.group.to_string()];
                text.extend(names.iter().cloned());
                text.extend(in_every(&entry.group_id()));
                text.extend(in_every(&format!("variant-{}", entry.variant().name())));
                Findable {
                    entry,
                    names,
                    words: text.iter().flat_map(|t| words_of(t)).collect(),
                }
            })
            .collect()
    })
}

/// Text as it is matched: lower case, accents taken off (`Réti` is `reti`,
/// `ё` is `е`), so a user finds a name however it is typed.
pub fn fold(text: &str) -> String {
    text.to_lowercase().chars().map(unaccented).collect()
}

/// The letter without its accent (Latin and Cyrillic letters of the names).
fn unaccented(c: char) -> char {
    const FROM: &str = "àáâãäåāăąçćčďèéêëēėęěìíîïīįłñńňòóôõöøōőřśšşťùúûüūůűýÿžźżё";
    const TO: &str = "aaaaaaaaacccdeeeeeeeeiiiiiilnnnooooooooorsssstuuuuuuuyyzzzе";
    FROM.chars()
        .position(|x| x == c)
        .and_then(|i| TO.chars().nth(i))
        .unwrap_or(c)
}

/// The words of a folded text: runs of letters and digits (a run of Chinese
/// characters is one word, so `象棋` is not found inside `国际象棋`).
fn words_of(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_string)
        .collect()
}

/// Whether a word typed finds `word`: it is the start of it. A Russian word
/// may end otherwise (`Лусена` finds `Лусены`): its last vowel is let go.
fn starts(word: &str, typed: &str) -> bool {
    if word.starts_with(typed) {
        return true;
    }
    let mut stem: Vec<char> = typed.chars().collect();
    let cyrillic = stem.iter().all(|c| ('а'..='я').contains(c) || *c == 'ь');
    if cyrillic && stem.len() >= 4 && stem.last().is_some_and(|c| "аяоеыиуюьй".contains(*c))
    {
        stem.pop();
        return word.starts_with(&stem.iter().collect::<String>());
    }
    false
}

/// The entry whose name, in any language, is `name` (case and accents ignored).
pub fn find_by_name(name: &str) -> Option<Entry> {
    let wanted = fold(name.trim());
    findable()
        .iter()
        .find(|f| f.names.contains(&wanted))
        .map(|f| f.entry)
}

/// The entries where every word of `filter` starts a word of their id, name,
/// group or game, in any language (case and accents ignored), in library
/// order; all of them for an empty filter. The one matcher of the editor's
/// library browser and `fen-tui library`.
pub fn filtered(filter: &str) -> Vec<Entry> {
    let typed = words_of(&fold(filter));
    findable()
        .iter()
        .filter(|f| typed.iter().all(|t| f.words.iter().any(|w| starts(w, t))))
        .map(|f| f.entry)
        .collect()
}

/// When nothing matches `filter`: the entry it most likely meant (every word
/// typed within a slip or two of one of the entry's words), if any.
pub fn suggestion(filter: &str) -> Option<Entry> {
    let typed = words_of(&fold(filter));
    if typed.is_empty() {
        return None;
    }
    findable()
        .iter()
        .filter_map(|f| {
            let mut total = 0;
            for t in &typed {
                // Slips allowed: none under four letters, one, two from eight.
                let allowed = match t.chars().count() {
                    0..4 => 0,
                    4..8 => 1,
                    _ => 2,
                };
                let nearest = f.words.iter().map(|w| slips(t, w)).min()?;
                if nearest > allowed {
                    return None;
                }
                total += nearest;
            }
            Some((total, f.entry))
        })
        .min_by_key(|(total, _)| *total)
        .map(|(_, entry)| entry)
}

/// How many slips turn `typed` into the start of `word`: letters added, left
/// out or changed (an edit distance against `word`'s best-matching start).
fn slips(typed: &str, word: &str) -> usize {
    let a: Vec<char> = typed.chars().collect();
    let b: Vec<char> = word.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, x) in a.iter().enumerate() {
        let mut next = vec![i + 1; b.len() + 1];
        for (j, y) in b.iter().enumerate() {
            let change = row[j] + usize::from(x != y);
            next[j + 1] = change.min(row[j + 1] + 1).min(next[j] + 1);
        }
        row = next;
    }
    // Any start of `word` will do: the typing may not be finished.
    row.into_iter()
        .skip(a.len().saturating_sub(1).min(b.len()))
        .min()
        .unwrap_or(a.len())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::library::find;

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

    #[test]
    fn one_matcher_for_case_accents_scripts_and_word_starts() {
        // Accents and case: Réti's study by "Reti".
        assert_eq!(ids("Reti"), ["reti-study"]);
        assert_eq!(ids("RÉTI"), ["reti-study"]);
        assert_eq!(ids("réti 1921"), ["reti-study"]);
        assert_eq!(
            find_by_name("RETI'S STUDY (1921)").map(|e| e.id),
            Some("reti-study")
        );
        // A Russian name in another ending.
        assert_eq!(ids("Лусена"), ["lucena"]);
        // Word starts: 象棋 is xiangqi, not the 象棋 inside 国际象棋 (chess).
        let xiangqi = ids("象棋");
        assert!(!xiangqi.is_empty());
        assert!(
            xiangqi
                .iter()
                .all(|id| find(id).is_some_and(|e| e.variant() == crate::core::Variant::Xiangqi)),
            "{xiangqi:?}"
        );
        assert_eq!(ids("西西里"), ["sicilian", "najdorf"]);
        // A slip is no match, but a suggestion.
        assert!(filtered("najdorff").is_empty());
        assert_eq!(suggestion("najdorff").map(|e| e.id), Some("najdorf"));
        assert_eq!(suggestion("lucenna").map(|e| e.id), Some("lucena"));
        assert_eq!(suggestion("zzzzzz"), None);
    }
}

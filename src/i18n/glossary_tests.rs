//! The zh glossary (`assets/i18n/zh/GLOSSARY.md`) held: no concept is written
//! in both its simplified and its traditional characters across the zh
//! strings. Traditional glyphs belong to the piece style only, not to text.

use super::FILES;

/// (simplified, traditional forms) of the glossary's xiangqi terms.
const PAIRS: &[(&str, &[&str])] = &[
    ("帅", &["帥"]),
    ("将", &["將"]),
    ("车", &["車", "俥"]),
    ("马", &["馬", "傌"]),
    ("炮", &["砲"]),
    ("汉界", &["漢界"]),
    ("进", &["進"]),
    ("后", &["後"]),
];

#[test]
fn no_zh_string_mixes_simplified_and_traditional_for_one_concept() {
    let strings: Vec<(&str, &str)> = FILES
        .iter()
        .filter(|(lang, _, _)| *lang == "zh")
        .flat_map(|(_, file, text)| {
            text.lines()
                .filter(|line| !line.trim_start().starts_with('#'))
                .map(move |line| (*file, line))
        })
        .collect();
    assert!(strings.len() > 100, "zh strings not found");
    for (simplified, traditional) in PAIRS {
        let uses_simplified = strings.iter().any(|(_, l)| l.contains(simplified));
        for form in *traditional {
            let mixed: Vec<_> = strings.iter().filter(|(_, l)| l.contains(form)).collect();
            assert!(
                mixed.is_empty() || !uses_simplified,
                "{simplified} is also written {form}: {mixed:?}"
            );
            assert!(
                mixed.is_empty(),
                "traditional {form} in a sentence: {mixed:?}"
            );
        }
    }
}

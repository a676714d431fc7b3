//! The zh glossary (`assets/i18n/zh/GLOSSARY.md`) held: no concept is written
//! in both its simplified and its traditional characters across the zh
//! strings, and no form the glossary's "Not" column bans appears in one.
//! Traditional glyphs belong to the piece style only, not to text.

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

const GLOSSARY: &str = include_str!("../../assets/i18n/zh/GLOSSARY.md");

/// The zh strings (message lines, comments left out), with their file.
fn zh_strings() -> Vec<(&'static str, &'static str)> {
    FILES
        .iter()
        .filter(|(lang, _, _)| *lang == "zh")
        .flat_map(|(_, file, text)| {
            text.lines()
                .filter(|line| !line.trim_start().starts_with('#'))
                .map(move |line| (*file, line))
        })
        .collect()
}

/// Every form in backticks in the last column of the glossary's table.
fn banned_forms() -> Vec<&'static str> {
    GLOSSARY
        .lines()
        .filter(|l| l.starts_with('|') && !l.starts_with("|---"))
        .filter_map(|l| l.trim_end_matches('|').rsplit('|').next())
        .flat_map(|not| not.split('`').skip(1).step_by(2))
        .collect()
}

#[test]
fn no_zh_string_uses_a_form_the_glossary_bans() {
    let banned = banned_forms();
    assert!(banned.len() >= 15, "glossary table not read: {banned:?}");
    let strings = zh_strings();
    for form in banned {
        let found: Vec<_> = strings.iter().filter(|(_, l)| l.contains(form)).collect();
        assert!(found.is_empty(), "the glossary bans {form}: {found:?}");
    }
}

#[test]
fn no_zh_string_mixes_simplified_and_traditional_for_one_concept() {
    let strings = zh_strings();
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

/// Lichess's own Russian names a study «студия»; «исследование» reads as
/// research, and «этюд» is the composed endgame study, another thing.
#[test]
fn ru_calls_a_lichess_study_a_studio() {
    let ru: Vec<&str> = FILES
        .iter()
        .filter(|(lang, _, _)| *lang == "ru")
        .flat_map(|(_, _, text)| text.lines())
        .filter(|line| !line.trim_start().starts_with('#'))
        .collect();
    assert!(ru.len() > 100, "ru strings not found");
    let research: Vec<&&str> = ru.iter().filter(|l| l.contains("исследован")).collect();
    assert!(research.is_empty(), "{research:?}");
    assert!(
        ru.iter()
            .any(|l| l.contains("[study]") && l.contains("студию"))
    );
}

//! Each language's glossary (`assets/i18n/<lang>/GLOSSARY.md`) held: no form
//! its "Not" column bans appears in one of that language's strings. For zh,
//! also: no concept is written in both its simplified and its traditional
//! characters; traditional glyphs belong to the piece style only, not to text.
//! A language joins by adding its glossary to `GLOSSARIES`.

use super::FILES;

/// (language code, its glossary's text).
const GLOSSARIES: &[(&str, &str)] = &[("zh", include_str!("../../assets/i18n/zh/GLOSSARY.md"))];

/// (simplified, traditional forms) of the zh glossary's xiangqi terms.
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

/// A language's strings (message lines, comments left out), with their file.
fn strings_of(lang: &str) -> Vec<(&'static str, &'static str)> {
    FILES
        .iter()
        .filter(|(file_lang, _, _)| *file_lang == lang)
        .flat_map(|(_, file, text)| {
            text.lines()
                .filter(|line| !line.trim_start().starts_with('#'))
                .map(move |line| (*file, line))
        })
        .collect()
}

/// Every form in backticks in the last column of a glossary's table.
fn banned_forms(glossary: &str) -> Vec<&str> {
    glossary
        .lines()
        .filter(|l| l.starts_with('|') && !l.starts_with("|---"))
        .filter_map(|l| l.trim_end_matches('|').rsplit('|').next())
        .flat_map(|not| not.split('`').skip(1).step_by(2))
        .collect()
}

/// Fails naming the first banned form found in `lang`'s strings.
fn assert_glossary_held(lang: &str, glossary: &str) {
    let banned = banned_forms(glossary);
    assert!(
        banned.len() >= 15,
        "{lang} glossary table not read: {banned:?}"
    );
    let strings = strings_of(lang);
    assert!(strings.len() > 100, "{lang} strings not found");
    for form in banned {
        let found: Vec<_> = strings.iter().filter(|(_, l)| l.contains(form)).collect();
        assert!(
            found.is_empty(),
            "the {lang} glossary bans {form}: {found:?}"
        );
    }
}

#[test]
fn no_string_uses_a_form_its_glossary_bans() {
    for (lang, glossary) in GLOSSARIES {
        assert_glossary_held(lang, glossary);
    }
}

#[test]
fn no_zh_string_mixes_simplified_and_traditional_for_one_concept() {
    let strings = strings_of("zh");
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
    assert!(ru.iter().any(|l| l.contains("[study]") && l.contains("студию")));
}

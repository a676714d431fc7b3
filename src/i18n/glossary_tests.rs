//! The glossaries beside the `.ftl` files held (`assets/i18n/{zh,ru}/GLOSSARY.md`):
//! no form a glossary's "Not" column bans appears in a string of its language,
//! and no zh concept is written in both its simplified and its traditional
//! characters. Traditional glyphs belong to the piece style only, not to text.

use super::FILES;

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

const ZH_GLOSSARY: &str = include_str!("../../assets/i18n/zh/GLOSSARY.md");
const RU_GLOSSARY: &str = include_str!("../../assets/i18n/ru/GLOSSARY.md");

/// One language's strings (message lines, comments left out), with their file.
fn strings(lang: &str) -> Vec<(&'static str, &'static str)> {
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

/// Every form in backticks in the last column of a glossary's tables.
fn banned_forms(glossary: &str) -> Vec<&str> {
    glossary
        .lines()
        .filter(|l| l.starts_with('|') && !l.starts_with("|---"))
        .filter_map(|l| l.trim_end_matches('|').rsplit('|').next())
        .flat_map(|not| not.split('`').skip(1).step_by(2))
        .collect()
}

/// Fails naming each banned form a string of `lang` uses, with the line.
fn assert_no_banned_form(lang: &str, glossary: &str, at_least: usize) {
    let banned = banned_forms(glossary);
    assert!(
        banned.len() >= at_least,
        "{lang} glossary table not read: {banned:?}"
    );
    let strings = strings(lang);
    assert!(strings.len() > 100, "{lang} strings not found");
    let found: Vec<_> = banned
        .iter()
        .flat_map(|form| {
            strings
                .iter()
                .filter(move |(_, l)| l.contains(form))
                .map(move |(file, l)| format!("{form:?} in {lang}/{file}: {l}"))
        })
        .collect();
    assert!(
        found.is_empty(),
        "the {lang} glossary bans these:\n{}",
        found.join("\n")
    );
}

#[test]
fn no_zh_string_uses_a_form_the_glossary_bans() {
    assert_no_banned_form("zh", ZH_GLOSSARY, 15);
}

#[test]
fn no_ru_string_uses_a_form_the_glossary_bans() {
    assert_no_banned_form("ru", RU_GLOSSARY, 60);
}

#[test]
fn the_ru_test_sees_a_banned_form() {
    // The check itself, on a line that breaks the glossary: it must be caught.
    let banned = banned_forms(RU_GLOSSARY);
    let line = "Право рокировки K требует ладьи на h1; пустые клетки считаются с 1";
    let caught: Vec<_> = banned.iter().filter(|f| line.contains(**f)).collect();
    assert_eq!(caught, [&"Право рокировки", &"клетк"]);
}

#[test]
fn no_zh_string_mixes_simplified_and_traditional_for_one_concept() {
    let strings = strings("zh");
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

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

/// One row of a glossary's corrections table: the message id with its
/// values, what it must read, what it must not.
struct Correction {
    id: String,
    args: Vec<(String, crate::core::Arg)>,
    reads: Vec<String>,
    not: Vec<String>,
}

/// The rows of the tables under a `## …corrections…` heading.
fn corrections(glossary: &str) -> Vec<Correction> {
    let mut found = Vec::new();
    let mut inside = false;
    for line in glossary.lines() {
        if line.starts_with("## ") {
            inside = line.contains("corrections");
            continue;
        }
        if !inside || !line.starts_with("| `") {
            continue;
        }
        let cells: Vec<&str> = line.trim_matches('|').split('|').map(str::trim).collect();
        let ticked = |cell: &str| -> Vec<String> {
            cell.split('`')
                .skip(1)
                .step_by(2)
                .map(str::to_string)
                .collect()
        };
        let message = ticked(cells.first().copied().unwrap_or_default());
        let Some(message) = message.first() else {
            continue;
        };
        let mut words = split_values(message).into_iter();
        let id = words.next().unwrap_or_default();
        let args = words
            .filter_map(|pair| {
                let (name, value) = pair.split_once('=')?;
                let value = match value.parse::<i64>() {
                    Ok(number) => crate::core::Arg::Num(number),
                    Err(_) => crate::core::Arg::from(value.trim_matches('"').to_string()),
                };
                Some((name.to_string(), value))
            })
            .collect();
        found.push(Correction {
            id,
            args,
            reads: ticked(cells.get(1).copied().unwrap_or_default()),
            not: ticked(cells.get(2).copied().unwrap_or_default()),
        });
    }
    found
}

/// `id a=1 b="two words"` split at spaces outside quotes.
fn split_values(text: &str) -> Vec<String> {
    let mut words = vec![String::new()];
    let mut quoted = false;
    for c in text.chars() {
        if c == ' ' && !quoted {
            words.push(String::new());
            continue;
        }
        if c == '"' {
            quoted = !quoted;
        }
        if let Some(word) = words.last_mut() {
            word.push(c);
        }
    }
    words.retain(|w| !w.is_empty());
    words
}

/// Each correction of `glossary` read in `lang`: what it says is said, what
/// it must not say is not.
fn assert_corrections_hold(lang: crate::i18n::Lang, glossary: &str, at_least: usize) {
    let loc = crate::i18n::Localizer::new(lang);
    let rows = corrections(glossary);
    assert!(
        rows.len() >= at_least,
        "corrections table not read: {}",
        rows.len()
    );
    let mut wrong = Vec::new();
    for row in &rows {
        let args: Vec<(&str, crate::core::Arg)> = row
            .args
            .iter()
            .map(|(name, value)| (name.as_str(), value.clone()))
            .collect();
        assert!(loc.has(&row.id), "no message {}", row.id);
        let text = loc.format(&row.id, &args);
        for reads in &row.reads {
            if !text.contains(reads.as_str()) {
                wrong.push(format!("{}: does not read {reads:?}: {text}", row.id));
            }
        }
        for not in &row.not {
            if text.contains(not.as_str()) {
                wrong.push(format!("{}: reads {not:?}: {text}", row.id));
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// Every term the teacher named (issue 38) reads as corrected.
#[test]
fn every_ru_correction_of_the_teacher_holds() {
    assert_corrections_hold(crate::i18n::Lang::Ru, RU_GLOSSARY, 20);
}

/// Every term of the coach's table reads as the zh glossary says.
#[test]
fn every_zh_correction_of_the_coach_holds() {
    assert_corrections_hold(crate::i18n::Lang::Zh, ZH_GLOSSARY, 7);
}

/// The check itself: a message read with the old words is caught.
#[test]
fn the_corrections_test_sees_an_old_wording() {
    let glossary = "## A teacher's corrections\n\n| `teach-halfmove value=1 limit=100` | `Сыграно 1 полуход` | |\n";
    let rows = corrections(glossary);
    assert_eq!(rows.len(), 1);
    let result = std::panic::catch_unwind(|| {
        assert_corrections_hold(crate::i18n::Lang::Ru, glossary, 1);
    });
    assert!(result.is_err(), "the old wording was not caught");
}

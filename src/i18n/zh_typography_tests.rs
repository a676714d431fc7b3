//! One rule for Latin letters and digits inside zh text (the zh glossary's
//! "Typography"): a half-width space between a Chinese character and a Latin
//! letter or digit (`3 个空位`, `已复制 pychess.org`), none beside full-width
//! punctuation (`“-”`, `（e2）`), and a placeable whose value may hold Latin
//! (a square, a file name, a menu line ending in FEN) set off the same way.

use super::FILES;

/// Variables whose values are Chinese words only (side, piece, game names),
/// which may touch Chinese characters directly: `轮到{ $side }走`.
const CHINESE_VALUED: &[&str] = &[
    "side",
    "piece",
    "piece-name",
    "captured-name",
    "promotion-name",
    "variant",
    "field",
];

const FULL_WIDTH_MARKS: &str = "，。：；、！？（）“”‘’「」《》";

fn is_han(c: char) -> bool {
    ('\u{4e00}'..='\u{9fff}').contains(&c)
}

/// The text of each zh message line: comments left out, and the Fluent
/// syntax in front of it (indentation, `id = `, a variant's `[key] `).
fn zh_texts() -> Vec<(&'static str, &'static str)> {
    FILES
        .iter()
        .filter(|(lang, _, _)| *lang == "zh")
        .flat_map(|(_, file, text)| text.lines().map(move |line| (*file, line)))
        .filter(|(_, line)| !line.trim_start().starts_with('#'))
        .map(|(file, line)| {
            let line = line.trim_start();
            let line = match line.split_once(" = ") {
                Some((id, rest)) if !id.contains(' ') => rest,
                _ => line,
            };
            let line = line.trim_start_matches('*');
            let line = match line.strip_prefix('[').and_then(|l| l.split_once("] ")) {
                Some((_, rest)) => rest,
                None => line,
            };
            (file, line)
        })
        .collect()
}

#[test]
fn latin_and_digits_are_spaced_from_chinese_characters() {
    let texts = zh_texts();
    assert!(texts.len() > 100, "zh strings not found");
    for (file, text) in texts {
        let chars: Vec<char> = text.chars().collect();
        for pair in chars.windows(2) {
            let (a, b) = (pair[0], pair[1]);
            let touching = (is_han(a) && b.is_ascii_alphanumeric())
                || (a.is_ascii_alphanumeric() && is_han(b));
            assert!(!touching, "{file}: no space in {a}{b}: {text}");
            let spaced_mark = (a == ' ' && FULL_WIDTH_MARKS.contains(b))
                || (FULL_WIDTH_MARKS.contains(a) && b == ' ');
            assert!(
                !spaced_mark,
                "{file}: a space beside a full-width mark in {a}{b}: {text}"
            );
        }
    }
}

#[test]
fn placeables_that_may_hold_latin_are_spaced_from_chinese_characters() {
    for (file, text) in zh_texts() {
        let mut rest = text;
        while let Some(start) = rest.find("{ $") {
            let Some(len) = rest[start..].find('}') else {
                break;
            };
            let inside = rest[start + 3..start + len].trim();
            let name = inside.split_whitespace().next().unwrap_or(inside);
            let before = rest[..start].chars().next_back();
            let after = rest[start + len + 1..].chars().next();
            // A selector (`{ $color ->`) prints no value of its own.
            let touches =
                !inside.contains("->") && (before.is_some_and(is_han) || after.is_some_and(is_han));
            assert!(
                !touches || CHINESE_VALUED.contains(&name),
                "{file}: {{ ${name} }} may hold Latin and touches a Chinese character: {text}"
            );
            rest = &rest[start + len + 1..];
        }
    }
}

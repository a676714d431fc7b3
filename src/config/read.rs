//! Reading the config text: TOML through serde, every entry checked on its
//! own with the line it is on, so one bad entry costs only itself.

use super::{Config, KeySpec, Problem, THEMES};
use crate::core::Variant;
use crate::i18n::Lang;
use serde::Deserialize;
use std::collections::BTreeMap;
use toml::{Spanned, Value};

type Entries = BTreeMap<Spanned<String>, Spanned<Value>>;

/// Only the `[keys]` table, with the places of its entries.
#[derive(Deserialize)]
struct KeysTable {
    keys: Option<Entries>,
}

/// The configuration `text` says, and what is wrong in it. Action names in
/// `[keys]` must be among `actions`.
pub fn parse(text: &str, actions: &[&str]) -> (Config, Vec<Problem>) {
    let mut problems = Vec::new();
    let text = without_syntax_errors(text, &mut problems);
    let mut config = Config::default();
    let top: Entries = toml::from_str(&text).unwrap_or_default();
    let mut entries: Vec<_> = top.iter().collect();
    entries.sort_by_key(|(key, _)| key.span().start);
    for (key, value) in entries {
        let line = line_of(&text, key.span().start);
        let bad = |code: &'static str| Problem {
            line,
            key: key.get_ref().clone(),
            code,
            value: shown(value.get_ref()),
        };
        let as_str = value.get_ref().as_str();
        match key.get_ref().as_str() {
            "language" => match as_str.and_then(Lang::parse) {
                Some(lang) => config.language = Some(lang),
                None => problems.push(bad("config-bad-language")),
            },
            "theme" => match as_str.filter(|name| THEMES.contains(name)) {
                Some(name) => config.theme = name.to_string(),
                None => problems.push(bad("config-bad-theme")),
            },
            "glyphs" => match value.get_ref().as_bool() {
                Some(on) => config.glyphs = on,
                None => problems.push(bad("config-bad-glyphs")),
            },
            "coordinates" => match value.get_ref().as_bool() {
                Some(on) => config.coordinates = on,
                None => problems.push(bad("config-bad-coordinates")),
            },
            "variant" => match as_str.and_then(Variant::from_name) {
                Some(variant) => config.variant = variant,
                None => problems.push(bad("config-bad-variant")),
            },
            "keys" => match toml::from_str::<KeysTable>(&text) {
                Ok(KeysTable { keys: Some(keys) }) => {
                    config.keys = bindings(&text, &keys, actions, &mut problems);
                }
                _ => problems.push(bad("config-bad-keys-table")),
            },
            "engines" => match super::engines::read(&text, &mut problems) {
                Some(engines) => config.engines = engines,
                None => problems.push(bad("config-bad-engines-table")),
            },
            _ => problems.push(bad("config-unknown-key")),
        }
    }
    problems.sort_by_key(|problem| problem.line);
    (config, problems)
}

/// `text` with each line TOML cannot read blanked (and reported), so the
/// other lines still count.
fn without_syntax_errors(text: &str, problems: &mut Vec<Problem>) -> String {
    let mut text = text.to_string();
    while let Err(error) = toml::from_str::<Entries>(&text) {
        let line = line_of(&text, error.span().map_or(0, |span| span.start));
        problems.push(Problem {
            line,
            key: key_on_line(&text, line),
            code: "config-syntax",
            value: error.message().trim().to_string(),
        });
        let Some(blanked) = blank_line(&text, line) else {
            return String::new();
        };
        text = blanked;
    }
    text
}

/// The `[keys]` entries that are good: a known action and keys that exist.
fn bindings(
    text: &str,
    keys: &Entries,
    actions: &[&str],
    problems: &mut Vec<Problem>,
) -> Vec<(String, Vec<KeySpec>)> {
    let mut entries: Vec<_> = keys.iter().collect();
    entries.sort_by_key(|(action, _)| action.span().start);
    let mut bound = Vec::new();
    for (action, value) in entries {
        let line = line_of(text, action.span().start);
        let name = action.get_ref();
        let mut bad = |code: &'static str, value: String| {
            problems.push(Problem {
                line,
                key: format!("keys.{name}"),
                code,
                value,
            });
        };
        if !actions.contains(&name.as_str()) {
            bad("config-unknown-action", name.clone());
            continue;
        }
        let texts: Option<Vec<&str>> = match value.get_ref() {
            Value::String(one) => Some(vec![one.as_str()]),
            Value::Array(many) => many.iter().map(Value::as_str).collect(),
            _ => None,
        };
        let Some(texts) = texts.filter(|t| !t.is_empty()) else {
            bad("config-bad-key", shown(value.get_ref()));
            continue;
        };
        let specs: Result<Vec<KeySpec>, &str> =
            texts.iter().map(|t| KeySpec::parse(t).ok_or(*t)).collect();
        let specs = match specs {
            Ok(specs) => specs,
            Err(text) => {
                bad("config-bad-key", text.to_string());
                continue;
            }
        };
        // A way out of the editor stays one; the entry's other keys count.
        let (reserved, free): (Vec<_>, Vec<_>) = texts
            .iter()
            .zip(specs)
            .partition(|(_, spec)| spec.is_reserved());
        for (text, _) in reserved {
            bad("config-reserved-key", text.to_string());
        }
        if !free.is_empty() {
            bound.push((
                name.clone(),
                free.into_iter().map(|(_, spec)| spec).collect(),
            ));
        }
    }
    bound
}

/// A value as the file wrote it, near enough: strings without quotes.
pub(super) fn shown(value: &Value) -> String {
    match value {
        Value::String(text) => text.clone(),
        other => other.to_string(),
    }
}

/// 1-based line of byte `at`.
pub(super) fn line_of(text: &str, at: usize) -> usize {
    text.get(..at)
        .map_or(1, |before| before.matches('\n').count() + 1)
}

/// What stands before `=` on line `line`, for naming the entry of a syntax error.
fn key_on_line(text: &str, line: usize) -> String {
    let content = text.lines().nth(line.saturating_sub(1)).unwrap_or_default();
    content
        .split_once('=')
        .map_or(content, |(key, _)| key)
        .trim()
        .to_string()
}

/// `text` with line `line` emptied; `None` when it was empty already (nothing
/// more to take away).
fn blank_line(text: &str, line: usize) -> Option<String> {
    let mut lines: Vec<&str> = text.split('\n').collect();
    let slot = lines.get_mut(line.checked_sub(1)?)?;
    if slot.trim().is_empty() {
        return None;
    }
    *slot = "";
    Some(lines.join("\n"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use ratatui::crossterm::event::{KeyCode, KeyModifiers};

    const ACTIONS: &[&str] = &["flip", "undo", "redo", "quit"];

    #[test]
    fn a_full_file_is_read() {
        let text = "language = \"ru\"\ntheme = \"brown\"\nglyphs = true\ncoordinates = false\nvariant = \"xiangqi\"\n\n\
                    [keys]\nflip = \"f\"\nundo = [\"u\", \"ctrl+z\"]\n";
        let (config, problems) = parse(text, ACTIONS);
        assert_eq!(problems, []);
        assert_eq!(config.language, Some(Lang::Ru));
        assert!(config.glyphs);
        assert_eq!(config.theme, "brown");
        assert!(!config.coordinates);
        assert_eq!(config.variant, Variant::Xiangqi);
        assert_eq!(config.keys[0].0, "flip");
        assert_eq!(config.keys[1].1[1].code, KeyCode::Char('z'));
        assert_eq!(config.keys[1].1[1].modifiers, KeyModifiers::CONTROL);
    }

    #[test]
    fn a_bad_entry_is_reported_with_its_line_and_key_and_only_it_defaults() {
        let text = "language = \"klingon\"\nglyphs = true\n[keys]\nflip = \"hyper+q\"\nfly = \"x\"\nundo = \"u\"\n";
        let (config, problems) = parse(text, ACTIONS);
        let found: Vec<(usize, &str, &str)> = problems
            .iter()
            .map(|p| (p.line, p.key.as_str(), p.code))
            .collect();
        assert_eq!(
            found,
            [
                (1, "language", "config-bad-language"),
                (4, "keys.flip", "config-bad-key"),
                (5, "keys.fly", "config-unknown-action"),
            ]
        );
        assert_eq!(config.language, None);
        assert!(config.glyphs, "the good line still counts");
        assert_eq!(config.keys.len(), 1);
        assert_eq!(problems[1].value, "hyper+q");
    }

    #[test]
    fn a_line_toml_cannot_read_costs_only_itself() {
        let text = "glyphs = true\nvariant = xiangqi\ntheme = \"default\"\nnonsense\n";
        let (config, problems) = parse(text, ACTIONS);
        let found: Vec<(usize, &str, &str)> = problems
            .iter()
            .map(|p| (p.line, p.key.as_str(), p.code))
            .collect();
        assert_eq!(
            found,
            [
                (2, "variant", "config-syntax"),
                (4, "nonsense", "config-syntax")
            ]
        );
        assert!(config.glyphs);
        assert_eq!(config.variant, Variant::Chess);
    }

    #[test]
    fn the_ways_out_cannot_be_rebound() {
        let text = "[keys]\nflip = [\"ctrl+q\", \"f\"]\nundo = \"Esc\"\nredo = \"ctrl-\\\\\"\n";
        let (config, problems) = parse(text, ACTIONS);
        let found: Vec<_> = problems
            .iter()
            .map(|p| (p.line, p.key.as_str(), p.code, p.value.as_str()))
            .collect();
        assert_eq!(
            found,
            [
                (2, "keys.flip", "config-reserved-key", "ctrl+q"),
                (3, "keys.undo", "config-reserved-key", "Esc"),
                (4, "keys.redo", "config-reserved-key", "ctrl-\\"),
            ]
        );
        // The entry's other key still counts; nothing else is bound.
        assert_eq!(config.keys.len(), 1);
        assert_eq!(config.keys[0].0, "flip");
        assert_eq!(config.keys[0].1, [KeySpec::parse("f").unwrap()]);
    }

    #[test]
    fn unknown_keys_and_wrong_types_are_named() {
        let (_, problems) = parse("colour = 1\nglyphs = \"yes\"\nkeys = 3\n", ACTIONS);
        let codes: Vec<_> = problems.iter().map(|p| (p.key.as_str(), p.code)).collect();
        assert_eq!(
            codes,
            [
                ("colour", "config-unknown-key"),
                ("glyphs", "config-bad-glyphs"),
                ("keys", "config-bad-keys-table")
            ]
        );
    }

    #[test]
    fn any_text_reads_without_panicking() {
        for text in [
            "",
            "[",
            "= =",
            "\u{0}",
            "[keys]\n[keys]\n",
            "a = [1, 2",
            "\"\"\"\n",
        ] {
            let _ = parse(text, ACTIONS);
        }
    }

    #[test]
    fn the_printed_configuration_reads_back() {
        let text = "language = \"zh\"\nglyphs = true\n[keys]\nundo = [\"u\", \"ctrl+z\"]\n";
        let (config, _) = parse(text, ACTIONS);
        let printed = config.to_toml(Lang::Zh);
        let (again, problems) = parse(&printed, ACTIONS);
        assert_eq!(problems, []);
        assert_eq!(again, config);
    }
}

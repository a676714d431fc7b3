//! A key is read from the text: every `Ctrl-…`, `Alt-…`, `Shift-Tab` and
//! `F1`–`F12` must be bound in the one key table (`keymap::BINDINGS` and each
//! overlay's chained `KEYS`); and the key that opens each overlay is named in
//! the guide's pages.

use super::{ROOT, guide_pages, pages};
use fen_tui::tui::keymap::{BINDINGS, CHAINED, Context, Keys};
use ratatui::crossterm::event::{KeyCode, KeyModifiers};

/// The key a name in the text stands for: `Ctrl-Z`, `Alt-↑`, `Shift-Tab`, `F10`.
fn chord(modifier: &str, name: &str) -> Option<Keys> {
    let modifiers = match modifier {
        "Ctrl" => KeyModifiers::CONTROL,
        "Alt" => KeyModifiers::ALT,
        "Shift" => KeyModifiers::SHIFT,
        _ => KeyModifiers::NONE,
    };
    let code = match name {
        "Tab" if modifier == "Shift" => KeyCode::BackTab,
        "Tab" => KeyCode::Tab,
        "PgUp" => KeyCode::PageUp,
        "PgDn" => KeyCode::PageDown,
        "Home" => KeyCode::Home,
        "End" => KeyCode::End,
        "Enter" => KeyCode::Enter,
        "Esc" => KeyCode::Esc,
        "Backspace" => KeyCode::Backspace,
        "Delete" => KeyCode::Delete,
        "Space" => KeyCode::Char(' '),
        "←" => KeyCode::Left,
        "→" => KeyCode::Right,
        "↑" => KeyCode::Up,
        "↓" => KeyCode::Down,
        _ if modifier.is_empty() => KeyCode::F(name.parse().ok()?),
        _ => {
            let mut chars = name.chars();
            let c = chars.next()?;
            if chars.next().is_some() {
                return None;
            }
            KeyCode::Char(c.to_ascii_lowercase())
        }
    };
    Some(Keys::Chord(code, modifiers))
}

const NAMED: [&str; 15] = [
    "Backspace",
    "Delete",
    "Enter",
    "Space",
    "PgUp",
    "PgDn",
    "Home",
    "End",
    "Tab",
    "Esc",
    "←",
    "→",
    "↑",
    "↓",
    "",
];

/// Every key a text names with a modifier or as a function key, as
/// (the name as written, the chord).
fn keys_named(text: &str) -> Vec<(String, Keys)> {
    let mut found = Vec::new();
    for (at, _) in text.char_indices() {
        let rest = &text[at..];
        let boundary = text[..at]
            .chars()
            .next_back()
            .is_none_or(|c| !c.is_alphanumeric());
        if !boundary {
            continue;
        }
        for modifier in ["Ctrl-", "Alt-", "Shift-"] {
            let Some(after) = rest.strip_prefix(modifier) else {
                continue;
            };
            let modifier = modifier.trim_end_matches('-');
            let name = NAMED
                .iter()
                .find(|n| !n.is_empty() && after.starts_with(**n))
                .map(|n| n.to_string())
                .or_else(|| {
                    let mut chars = after.chars();
                    let c = chars.next()?;
                    let next = chars.next();
                    let single = !next.is_some_and(|n| n.is_alphanumeric());
                    (single && (c.is_ascii_alphanumeric() || c == '\\')).then(|| c.to_string())
                });
            let Some(name) = name else { continue };
            // `Ctrl-A/E/U/K/W`: one modifier for several letters.
            let mut names = vec![name.clone()];
            let mut tail = &after[name.len()..];
            while let Some(more) = tail.strip_prefix('/') {
                let mut chars = more.chars();
                match (chars.next(), chars.next()) {
                    (Some(c), next)
                        if c.is_ascii_uppercase() && !next.is_some_and(char::is_alphanumeric) =>
                    {
                        names.push(c.to_string());
                        tail = &more[1..];
                    }
                    _ => break,
                }
            }
            for name in names {
                if let Some(keys) = chord(modifier, &name) {
                    found.push((format!("{modifier}-{name}"), keys));
                }
            }
        }
        if let Some(after) = rest.strip_prefix('F') {
            let digits: String = after.chars().take_while(char::is_ascii_digit).collect();
            let next = after[digits.len()..].chars().next();
            let ends = !next.is_some_and(char::is_alphanumeric);
            if let (Ok(n @ 1..=12), true) = (digits.parse::<u8>(), ends) {
                found.push((
                    format!("F{n}"),
                    Keys::Chord(KeyCode::F(n), KeyModifiers::NONE),
                ));
            }
        }
    }
    found
}

/// The keys a page's config examples bind (`"ctrl+f"`, `"alt+enter"`): the
/// user's keys, not the table's.
fn bound_by_config(text: &str) -> Vec<Keys> {
    text.split('"')
        .skip(1)
        .step_by(2)
        .filter_map(|spec| {
            let (modifier, name) = spec.split_once('+')?;
            let modifier = match modifier {
                "ctrl" => "Ctrl",
                "alt" => "Alt",
                _ => return None,
            };
            let name = match name {
                "enter" => "Enter".to_string(),
                "tab" => "Tab".to_string(),
                name => name.to_uppercase(),
            };
            chord(modifier, &name)
        })
        .collect()
}

fn bound(keys: Keys) -> bool {
    BINDINGS
        .iter()
        .chain(CHAINED.iter().flat_map(|chain| chain.iter()))
        .any(|b| b.keys.contains(&keys))
}

#[test]
fn every_key_the_guide_names_is_bound_in_the_key_table() {
    let mut checked = 0;
    let mut wrong = Vec::new();
    for (path, text) in pages() {
        let name = path.strip_prefix(ROOT).unwrap().display().to_string();
        // The screen-reader mode reads lines, not keys: its page's keys
        // (Ctrl-D ends the input) are the prompt's, held by screen_reader.rs.
        if name.ends_with("screen-reader.md") {
            continue;
        }
        let configured = bound_by_config(&text);
        for (i, line) in text.lines().enumerate() {
            for (key, keys) in keys_named(line) {
                checked += 1;
                if !bound(keys) && !configured.contains(&keys) {
                    wrong.push(format!("{name}:{}: {key}", i + 1));
                }
            }
        }
    }
    assert!(checked > 150, "only {checked} keys found in the guide");
    // And the other way: the key that opens each overlay is named in the
    // guide's pages (the README's key table alone does not cover it).
    let named: Vec<Keys> = guide_pages()
        .iter()
        .flat_map(|(_, text)| keys_named(text))
        .map(|(_, keys)| keys)
        .collect();
    for binding in CHAINED.iter().flat_map(|chain| chain.iter()) {
        let opens = binding.context == Context::Global;
        if opens && !binding.keys.iter().any(|k| named.contains(k)) {
            wrong.push(format!(
                "{} ({}) is named nowhere",
                binding.label, binding.description_id
            ));
        }
    }
    assert!(
        wrong.is_empty(),
        "not in the key table:\n{}",
        wrong.join("\n")
    );
}

#[test]
fn a_misnamed_key_would_be_caught() {
    let keys: Vec<String> = keys_named("Ctrl-A/E/U Alt-↑ F13 Shift-Tab Ctrl-\\ FEN F10.")
        .into_iter()
        .map(|(name, _)| name)
        .collect();
    assert_eq!(
        keys,
        [
            "Ctrl-A",
            "Ctrl-E",
            "Ctrl-U",
            "Alt-↑",
            "Shift-Tab",
            "Ctrl-\\",
            "F10"
        ]
    );
    assert!(!bound(chord("Alt", "q").unwrap()), "Alt-Q is bound now");
    assert_eq!(
        bound_by_config(r#"flip = ["f", "ctrl+f"]"#),
        [chord("Ctrl", "F").unwrap()]
    );
}

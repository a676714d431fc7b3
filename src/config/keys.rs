//! Keys as a config file names them: `ctrl+s`, `F2`, `shift+tab`, `x`,
//! `alt+enter` (`-` works as well as `+`, case is ignored except for a
//! single letter, which stays as typed).

use ratatui::crossterm::event::{KeyCode, KeyModifiers};
use std::fmt;

/// One key with its modifiers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct KeySpec {
    pub code: KeyCode,
    pub modifiers: KeyModifiers,
}

const NAMED: &[(&str, KeyCode)] = &[
    ("enter", KeyCode::Enter),
    ("esc", KeyCode::Esc),
    ("escape", KeyCode::Esc),
    ("tab", KeyCode::Tab),
    ("backtab", KeyCode::BackTab),
    ("backspace", KeyCode::Backspace),
    ("delete", KeyCode::Delete),
    ("del", KeyCode::Delete),
    ("insert", KeyCode::Insert),
    ("home", KeyCode::Home),
    ("end", KeyCode::End),
    ("pageup", KeyCode::PageUp),
    ("pgup", KeyCode::PageUp),
    ("pagedown", KeyCode::PageDown),
    ("pgdn", KeyCode::PageDown),
    ("up", KeyCode::Up),
    ("down", KeyCode::Down),
    ("left", KeyCode::Left),
    ("right", KeyCode::Right),
    ("space", KeyCode::Char(' ')),
];

/// The editor's ways out, which no binding may take, so that a config can
/// never lock anyone in: Ctrl-Q quits, Ctrl-\ quits without printing, Esc
/// closes whatever is open.
pub const RESERVED: &[&str] = &["ctrl+q", "ctrl+\\", "esc"];

impl KeySpec {
    /// Whether this is one of the editor's ways out ([`RESERVED`]).
    pub fn is_reserved(&self) -> bool {
        RESERVED
            .iter()
            .filter_map(|name| KeySpec::parse(name))
            .any(|reserved| reserved == *self)
    }

    /// Read a key name; `None` when it names no key.
    pub fn parse(text: &str) -> Option<KeySpec> {
        let text = text.trim();
        let mut modifiers = KeyModifiers::NONE;
        let mut rest = text;
        loop {
            let lower = rest.to_ascii_lowercase();
            let Some((word, after)) = split_modifier(&lower) else {
                break;
            };
            modifiers |= match word {
                "ctrl" | "control" => KeyModifiers::CONTROL,
                "alt" | "meta" => KeyModifiers::ALT,
                _ => KeyModifiers::SHIFT,
            };
            rest = &rest[rest.len() - after.len()..];
        }
        let code = match key_code(rest)? {
            // Terminals report Ctrl-S as `s` with Control, whatever the case typed.
            KeyCode::Char(c) if !modifiers.is_empty() => KeyCode::Char(c.to_ascii_lowercase()),
            code => code,
        };
        Some(KeySpec { code, modifiers })
    }
}

/// `ctrl+` / `alt-` / `shift+` at the start of `lower`, and what follows it.
fn split_modifier(lower: &str) -> Option<(&str, &str)> {
    ["ctrl", "control", "alt", "meta", "shift"]
        .into_iter()
        .find_map(|word| {
            let after = lower.strip_prefix(word)?;
            let after = after
                .strip_prefix('+')
                .or_else(|| after.strip_prefix('-'))?;
            (!after.is_empty()).then_some((word, after))
        })
}

fn key_code(name: &str) -> Option<KeyCode> {
    let mut chars = name.chars();
    if let (Some(c), None) = (chars.next(), chars.next()) {
        return (!c.is_control()).then_some(KeyCode::Char(c));
    }
    let lower = name.to_ascii_lowercase();
    if let Some(n) = lower.strip_prefix('f').and_then(|n| n.parse::<u8>().ok()) {
        return (1..=24).contains(&n).then_some(KeyCode::F(n));
    }
    NAMED
        .iter()
        .find(|(named, _)| *named == lower)
        .map(|(_, code)| *code)
}

impl fmt::Display for KeySpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (flag, word) in [
            (KeyModifiers::CONTROL, "ctrl+"),
            (KeyModifiers::ALT, "alt+"),
            (KeyModifiers::SHIFT, "shift+"),
        ] {
            if self.modifiers.contains(flag) {
                f.write_str(word)?;
            }
        }
        match self.code {
            KeyCode::Char(' ') => f.write_str("space"),
            KeyCode::Char(c) => write!(f, "{c}"),
            KeyCode::F(n) => write!(f, "F{n}"),
            code => {
                let name = NAMED
                    .iter()
                    .find(|(_, c)| *c == code)
                    .map_or("?", |(n, _)| n);
                f.write_str(name)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_read_and_write_back() {
        for (text, shown) in [
            ("ctrl+s", "ctrl+s"),
            ("Ctrl-S", "ctrl+s"),
            ("F2", "F2"),
            ("shift+tab", "shift+tab"),
            ("x", "x"),
            ("+", "+"),
            ("alt+Enter", "alt+enter"),
            ("space", "space"),
            ("PgDn", "pagedown"),
        ] {
            let key = KeySpec::parse(text).unwrap_or_else(|| panic!("{text}"));
            assert_eq!(key.to_string(), shown, "{text}");
            assert_eq!(KeySpec::parse(shown), Some(key));
        }
    }

    #[test]
    fn nonsense_is_no_key() {
        for text in ["", "ctrl+", "F0", "F99", "hyper+x", "xx", "ctrl+nothing"] {
            assert_eq!(KeySpec::parse(text), None, "{text}");
        }
    }
}

//! The keys an escape sequence's tail stands for (`[B` ↓, `[15~` F5, `OR`
//! F3, `[1;5C` Ctrl-→): what `Input` reads back when a read split a key
//! after its ESC.

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

/// The key a sequence's tail (after its ESC) stands for: `[B` ↓, `[15~` F5,
/// `OR` F3, `[1;5C` Ctrl-→. `None` for anything else (mouse reports, …).
pub fn key_of_tail(tail: &str) -> Option<KeyEvent> {
    let mut chars = tail.chars();
    let introducer = chars.next()?;
    let last = chars.next_back()?;
    let params: Vec<u16> = chars
        .as_str()
        .split(';')
        .map(|p| {
            if p.is_empty() {
                Some(1)
            } else {
                p.parse().ok()
            }
        })
        .collect::<Option<_>>()?;
    let number = params.first().copied().unwrap_or(1);
    let modifiers = params
        .get(1)
        .map_or(KeyModifiers::NONE, |m| modifiers_of(*m));
    let code = match (introducer, last) {
        (_, 'A') => KeyCode::Up,
        (_, 'B') => KeyCode::Down,
        (_, 'C') => KeyCode::Right,
        (_, 'D') => KeyCode::Left,
        (_, 'H') => KeyCode::Home,
        (_, 'F') => KeyCode::End,
        (_, f @ 'P'..='S') => KeyCode::F(f as u8 - b'P' + 1),
        ('[', 'Z') => KeyCode::BackTab,
        ('[', '~') => tilde_key(number)?,
        _ => return None,
    };
    Some(KeyEvent::new(code, modifiers))
}

/// `ESC [ n ~` keys.
fn tilde_key(number: u16) -> Option<KeyCode> {
    Some(match number {
        1 | 7 => KeyCode::Home,
        2 => KeyCode::Insert,
        3 => KeyCode::Delete,
        4 | 8 => KeyCode::End,
        5 => KeyCode::PageUp,
        6 => KeyCode::PageDown,
        11..=15 => KeyCode::F((number - 10) as u8),
        17..=21 => KeyCode::F((number - 11) as u8),
        23 | 24 => KeyCode::F((number - 12) as u8),
        _ => return None,
    })
}

/// xterm's modifier parameter: 1 + Shift 1 + Alt 2 + Ctrl 4.
fn modifiers_of(parameter: u16) -> KeyModifiers {
    let bits = parameter.saturating_sub(1);
    let mut modifiers = KeyModifiers::NONE;
    for (bit, modifier) in [
        (1, KeyModifiers::SHIFT),
        (2, KeyModifiers::ALT),
        (4, KeyModifiers::CONTROL),
    ] {
        if bits & bit != 0 {
            modifiers |= modifier;
        }
    }
    modifiers
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(code: KeyCode, modifiers: KeyModifiers) -> Option<KeyEvent> {
        Some(KeyEvent::new(code, modifiers))
    }

    #[test]
    fn tails_read_back_as_their_keys() {
        let none = KeyModifiers::NONE;
        assert_eq!(key_of_tail("[B"), key(KeyCode::Down, none));
        assert_eq!(key_of_tail("OB"), key(KeyCode::Down, none));
        assert_eq!(key_of_tail("[15~"), key(KeyCode::F(5), none));
        assert_eq!(key_of_tail("OR"), key(KeyCode::F(3), none));
        assert_eq!(key_of_tail("[24~"), key(KeyCode::F(12), none));
        assert_eq!(key_of_tail("[3~"), key(KeyCode::Delete, none));
        assert_eq!(
            key_of_tail("[1;5C"),
            key(KeyCode::Right, KeyModifiers::CONTROL)
        );
        assert_eq!(key_of_tail("[Z"), key(KeyCode::BackTab, none));
    }

    #[test]
    fn other_tails_are_no_key() {
        for tail in [
            "[<0;5;5M", "[200~", "[99~", "[x", "O", "[", "[1;2;3;4", "Ox",
        ] {
            assert_eq!(key_of_tail(tail), None, "{tail:?}");
        }
    }
}

//! User text is never echoed raw: control characters, escape sequences, bidi
//! overrides and zero-width characters become visible placeholders, so a paste
//! can neither drive the terminal nor hide or reorder what it says.

use std::borrow::Cow;

/// How one character of user text is shown, and whether it is a placeholder.
pub fn visible(c: char) -> (Cow<'static, str>, bool) {
    match c {
        // C0 controls and DEL: the Unicode "control pictures" (␛ for ESC, ␉ for Tab...).
        '\u{0}'..='\u{1f}' => (
            Cow::Owned(
                char::from_u32(0x2400 + c as u32)
                    .unwrap_or('\u{fffd}')
                    .to_string(),
            ),
            true,
        ),
        '\u{7f}' => (Cow::Borrowed("␡"), true),
        // C1 controls, bidi marks and overrides, zero-width and other invisible characters.
        '\u{80}'..='\u{9f}'
        | '\u{ad}'
        | '\u{61c}'
        | '\u{180e}'
        | '\u{200b}'..='\u{200f}'
        | '\u{2028}'..='\u{202e}'
        | '\u{2060}'..='\u{206f}'
        | '\u{feff}'
        | '\u{fff9}'..='\u{fffb}' => (Cow::Owned(format!("\\u{{{:x}}}", c as u32)), true),
        _ => {
            let mut buffer = [0; 4];
            (Cow::Owned(c.encode_utf8(&mut buffer).to_string()), false)
        }
    }
}

/// The whole text made safe to show.
pub fn visible_text(text: &str) -> String {
    text.chars().map(|c| visible(c).0).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nothing_invisible_or_controlling_survives() {
        let shown = visible_text("a\u{1b}[31mb\u{202e}c\u{200b}d\te\u{9b}");
        assert_eq!(shown, "a␛[31mb\\u{202e}c\\u{200b}d␉e\\u{9b}");
        assert!(!shown.chars().any(char::is_control));
        assert_eq!(visible_text("楚河 K"), "楚河 K");
    }
}

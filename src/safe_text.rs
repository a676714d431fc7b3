//! Show user text safely: the one place that decides how text from outside
//! (arguments, file lines, file names, links after percent-decoding, pastes,
//! session drafts, panic messages) is shown anywhere a terminal may read it —
//! the command line's messages and carets, `show`, `explain`, error and panic
//! reports, and every cell of the editor.
//!
//! A terminal obeys what it is sent: `ESC ] 52` sets its clipboard, `ESC ] 2`
//! its window title, a bidi override reorders a line and a zero-width space
//! hides a difference. So control characters (C0, DEL, C1), bidi controls and
//! zero-width or other invisible format characters become visible
//! placeholders: the C0 controls and DEL their Unicode "control pictures"
//! (`␛`, `␉`, `␡`), the others `\u{202e}`. Carets still line up: columns are
//! counted on the text as shown ([`width`], [`caret_offset`]).
//!
//! JSON output escapes the same characters (`\u001b`, `\u202e`, `\u200b`) so a
//! JSON reader still gets the exact text while a terminal showing the JSON
//! sees nothing raw ([`json_string`]).

use std::borrow::Cow;
use std::fmt::Write as _;
use unicode_width::UnicodeWidthChar;

/// Whether `c` could drive the terminal, reorder text or hide itself, and so
/// must never reach a terminal as it is.
pub fn needs_placeholder(c: char) -> bool {
    matches!(c,
        // C0 controls, DEL and C1 controls.
        '\u{0}'..='\u{1f}' | '\u{7f}'..='\u{9f}'
        // Soft hyphen, Arabic letter mark, Mongolian vowel separator and
        // free variation selectors, Khmer inherent vowels, Hangul fillers.
        | '\u{ad}' | '\u{61c}' | '\u{180b}'..='\u{180f}' | '\u{17b4}' | '\u{17b5}'
        | '\u{115f}' | '\u{1160}' | '\u{3164}' | '\u{ffa0}'
        // Arabic, Syriac and Kaithi format characters.
        | '\u{600}'..='\u{605}' | '\u{6dd}' | '\u{70f}' | '\u{890}' | '\u{891}' | '\u{8e2}'
        | '\u{110bd}' | '\u{110cd}'
        // Zero-width space, joiners, LRM/RLM; line and paragraph separators,
        // bidi embeddings and overrides; word joiner, invisible operators,
        // bidi isolates and deprecated format characters.
        | '\u{200b}'..='\u{200f}' | '\u{2028}'..='\u{202e}' | '\u{2060}'..='\u{206f}'
        // Byte-order mark / zero-width no-break space, interlinear annotation.
        | '\u{feff}' | '\u{fff9}'..='\u{fffb}'
        // Egyptian hieroglyph, shorthand and musical format characters, tags.
        | '\u{13430}'..='\u{1343f}' | '\u{1bca0}'..='\u{1bca3}' | '\u{1d173}'..='\u{1d17a}'
        | '\u{e0000}'..='\u{e007f}'
    )
}

/// How one character of user text is shown, and whether it is a placeholder.
pub fn visible(c: char) -> (Cow<'static, str>, bool) {
    if !needs_placeholder(c) {
        let mut buffer = [0; 4];
        return (Cow::Owned(c.encode_utf8(&mut buffer).to_string()), false);
    }
    let shown = match c {
        // The Unicode "control pictures": ␀ … ␟ for C0, ␡ for DEL.
        '\u{0}'..='\u{1f}' => Cow::Owned(
            char::from_u32(0x2400 + c as u32)
                .unwrap_or('\u{fffd}')
                .to_string(),
        ),
        '\u{7f}' => Cow::Borrowed("␡"),
        _ => Cow::Owned(format!("\\u{{{:x}}}", c as u32)),
    };
    (shown, true)
}

/// The whole text made safe to show; borrowed when nothing needed changing.
pub fn shown(text: &str) -> Cow<'_, str> {
    if !text.chars().any(needs_placeholder) {
        return Cow::Borrowed(text);
    }
    Cow::Owned(text.chars().map(|c| visible(c).0).collect())
}

/// The whole text made safe to show, as an owned string (the editor's views).
pub fn visible_text(text: &str) -> String {
    shown(text).into_owned()
}

/// Columns `text` takes in a terminal once shown: placeholders as they are
/// written, CJK characters two, combining marks none.
pub fn width(text: &str) -> usize {
    text.chars()
        .map(|c| {
            if needs_placeholder(c) {
                visible(c).0.chars().count()
            } else {
                c.width().unwrap_or(0)
            }
        })
        .sum()
}

/// Columns before the 1-based character `column` of `text` once shown: how
/// far to indent a caret that points at it under the shown text.
pub fn caret_offset(text: &str, column: usize) -> usize {
    let before: String = text.chars().take(column.saturating_sub(1)).collect();
    width(&before)
}

/// A JSON string literal that reads back as exactly `text`: quotes,
/// backslashes and every character [`needs_placeholder`] names escaped as
/// `\uXXXX` (a surrogate pair above U+FFFF), everything else as is.
pub fn json_string(text: &str, out: &mut String) {
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if needs_placeholder(c) => {
                let mut units = [0u16; 2];
                for unit in c.encode_utf16(&mut units) {
                    let _ = write!(out, "\\u{unit:04x}");
                }
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

/// `text` as a TOML basic string that reads back as exactly `text`, with
/// every character [`needs_placeholder`] names escaped (`\u0085`, `\u2028`,
/// `\U000e0041`), so a config printed to a terminal (`--print-config`) sends
/// it no control, separator or invisible character raw (issue 33 case 17).
pub fn toml_string(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if needs_placeholder(c) && u32::from(c) <= 0xffff => {
                let _ = write!(out, "\\u{:04x}", u32::from(c));
            }
            c if needs_placeholder(c) => {
                let _ = write!(out, "\\U{:08x}", u32::from(c));
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// `value` as one line of JSON through serde, every string escaped exactly
/// as [`json_string`] escapes it (serde_json alone would let bidi controls,
/// DEL and C1 controls through raw, and write `\b`/`\f`): what a JSON reader
/// gets is the exact text; what a terminal showing it gets is nothing raw.
pub fn json_line<T: serde::Serialize + ?Sized>(value: &T, out: &mut String) {
    let mut bytes = Vec::with_capacity(256);
    let mut serializer = serde_json::Serializer::with_formatter(&mut bytes, SafeJson);
    // Plain data into a Vec: serializing cannot fail, and what is written is
    // UTF-8 (the strings' own characters and ASCII escapes).
    if value.serialize(&mut serializer).is_ok() {
        out.push_str(&String::from_utf8_lossy(&bytes));
    }
}

/// serde_json's compact output with [`json_string`]'s escapes.
struct SafeJson;

impl serde_json::ser::Formatter for SafeJson {
    fn write_string_fragment<W>(&mut self, writer: &mut W, fragment: &str) -> std::io::Result<()>
    where
        W: ?Sized + std::io::Write,
    {
        let mut start = 0;
        for (at, c) in fragment.char_indices() {
            if needs_placeholder(c) {
                writer.write_all(&fragment.as_bytes()[start..at])?;
                let mut units = [0u16; 2];
                for unit in c.encode_utf16(&mut units) {
                    write!(writer, "\\u{unit:04x}")?;
                }
                start = at + c.len_utf8();
            }
        }
        writer.write_all(&fragment.as_bytes()[start..])
    }

    fn write_char_escape<W>(
        &mut self,
        writer: &mut W,
        escape: serde_json::ser::CharEscape,
    ) -> std::io::Result<()>
    where
        W: ?Sized + std::io::Write,
    {
        use serde_json::ser::CharEscape;
        let text: &[u8] = match escape {
            CharEscape::Quote => b"\\\"",
            CharEscape::ReverseSolidus => b"\\\\",
            CharEscape::Solidus => b"/",
            CharEscape::LineFeed => b"\\n",
            CharEscape::CarriageReturn => b"\\r",
            CharEscape::Tab => b"\\t",
            CharEscape::Backspace => b"\\u0008",
            CharEscape::FormFeed => b"\\u000c",
            CharEscape::AsciiControl(byte) => return write!(writer, "\\u{byte:04x}"),
        };
        writer.write_all(text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Issue 33 case 17: what `--print-config` writes reads back the same,
    /// and holds no character a terminal would act on.
    #[test]
    fn a_toml_string_escapes_every_separator_and_control_and_reads_back() {
        let text = "a\u{85}b\u{2028}c\u{2029}\u{1b}]52;\"q\"\\\u{202e}\u{e0041}\u{7f}";
        let quoted = toml_string(text);
        assert!(!quoted.chars().any(needs_placeholder), "{quoted:?}");
        assert!(
            quoted.contains("\\u0085") && quoted.contains("\\u2028"),
            "{quoted}"
        );
        let read: toml::Value = toml::from_str(&format!("x = {quoted}")).unwrap();
        assert_eq!(read.get("x").and_then(toml::Value::as_str), Some(text));
    }

    const HOSTILE: &str = "a\u{1b}]52;c;c2hvdw==\u{7}b\u{202e}c\u{200b}d\te\u{9b}f\u{0}\u{e0041}";

    /// The oracle, written from Unicode's own data rather than from
    /// [`needs_placeholder`]: every character of general category Cc
    /// (controls), Cf (format: bidi controls, zero-width and other invisible
    /// characters), Zl and Zp (line and paragraph separators), as
    /// UnicodeData.txt of Unicode 16.0 lists them.
    fn controls_or_invisible(c: char) -> bool {
        const RANGES: [(u32, u32); 24] = [
            (0x0000, 0x001f),
            (0x007f, 0x009f),
            (0x00ad, 0x00ad),
            (0x0600, 0x0605),
            (0x061c, 0x061c),
            (0x06dd, 0x06dd),
            (0x070f, 0x070f),
            (0x0890, 0x0891),
            (0x08e2, 0x08e2),
            (0x180e, 0x180e),
            (0x200b, 0x200f),
            (0x2028, 0x2029),
            (0x202a, 0x202e),
            (0x2060, 0x2064),
            (0x2066, 0x206f),
            (0xfeff, 0xfeff),
            (0xfff9, 0xfffb),
            (0x110bd, 0x110bd),
            (0x110cd, 0x110cd),
            (0x13430, 0x1343f),
            (0x1bca0, 0x1bca3),
            (0x1d173, 0x1d17a),
            (0xe0001, 0xe0001),
            (0xe0020, 0xe007f),
        ];
        let c = c as u32;
        RANGES.iter().any(|&(low, high)| (low..=high).contains(&c))
    }

    #[test]
    fn nothing_invisible_or_controlling_survives() {
        let text = shown("a\u{1b}[31mb\u{202e}c\u{200b}d\te\u{9b}");
        assert_eq!(text, "a␛[31mb\\u{202e}c\\u{200b}d␉e\\u{9b}");
        assert!(!shown(HOSTILE).chars().any(controls_or_invisible));
        assert!(!shown(HOSTILE).chars().any(char::is_control));
        assert!(matches!(shown("楚河 K"), Cow::Borrowed("楚河 K")));
        // Every character there is: none the oracle names comes out as it
        // went in, nothing it names is in what is shown or in the JSON, and
        // std's own idea of a control agrees.
        for c in (0..=0x10ffff).filter_map(char::from_u32) {
            let one = c.to_string();
            let out = shown(&one);
            assert!(!out.chars().any(controls_or_invisible), "{:x}", c as u32);
            assert!(!out.chars().any(char::is_control), "{:x}", c as u32);
            let mut json = String::new();
            json_string(&one, &mut json);
            assert!(!json.chars().any(controls_or_invisible), "{:x}", c as u32);
        }
        // Printable text passes unchanged: letters, CJK, pieces, symbols.
        let printable = (0x20..0x7f)
            .chain(0xa0..0xad)
            .chain(0xae..0x250)
            .chain(0x400..0x500)
            .chain(0x2654..0x2660)
            .chain(0x4e00..0xa000);
        for c in printable.filter_map(char::from_u32) {
            let one = c.to_string();
            assert_eq!(shown(&one), one.as_str(), "{:x}", c as u32);
        }
    }

    #[test]
    fn carets_count_columns_as_shown() {
        // ESC becomes one column (␛), U+202E eight (\u{202e}), 楚 two.
        let text = "\u{1b}\u{202e}楚x";
        let line = shown(text);
        let offset = caret_offset(text, 4);
        assert_eq!(offset, 1 + 8 + 2);
        let before_x: String = line.chars().take_while(|&c| c != 'x').collect();
        assert_eq!(width(&before_x), offset);
    }

    #[test]
    fn json_escapes_them_and_reads_back_exactly() {
        for text in [HOSTILE, "plain", "quote \" and \\ back", "象棋 ♔ «»\u{7f}"] {
            let mut out = String::new();
            json_string(text, &mut out);
            assert!(!out.chars().any(controls_or_invisible), "{out}");
            let back: String = serde_json::from_str(&out).unwrap();
            assert_eq!(back, text);
        }
        let mut out = String::new();
        json_string("\u{1b}\u{202e}\u{200b}\u{9b}", &mut out);
        assert_eq!(out, "\"\\u001b\\u202e\\u200b\\u009b\"");
    }
}

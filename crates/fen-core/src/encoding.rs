//! How a text file's bytes are encoded, for the readers of position files
//! (the editor's collections and the `check` command share this): a UTF-8
//! byte-order mark is not part of line 1, and a UTF-16 file is named as such
//! rather than read as nonsense.

/// The UTF-8 byte-order mark some editors put at the start of a file.
pub const UTF8_BOM: &[u8] = b"\xef\xbb\xbf";

/// Where the text starts: after a UTF-8 byte-order mark, if there is one.
pub fn text_start(bytes: &[u8]) -> usize {
    if bytes.starts_with(UTF8_BOM) {
        UTF8_BOM.len()
    } else {
        0
    }
}

/// A UTF-16 encoding, told by its byte-order mark or by its NUL bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Utf16 {
    /// Low byte first (`FF FE`).
    LittleEndian,
    /// High byte first (`FE FF`).
    BigEndian,
}

impl Utf16 {
    /// Its usual name.
    pub fn name(self) -> &'static str {
        match self {
            Utf16::LittleEndian => "UTF-16LE",
            Utf16::BigEndian => "UTF-16BE",
        }
    }
}

/// Whether `bytes` look like UTF-16: a byte-order mark, or (without one) a
/// NUL in every other byte of the start, where ASCII text in UTF-16 has them.
pub fn utf16(bytes: &[u8]) -> Option<Utf16> {
    match bytes {
        [0xff, 0xfe, ..] => return Some(Utf16::LittleEndian),
        [0xfe, 0xff, ..] => return Some(Utf16::BigEndian),
        _ => {}
    }
    let start = &bytes[..bytes.len().min(64) & !1];
    if start.len() < 2 {
        return None;
    }
    let pairs = start.chunks_exact(2);
    let all = |f: fn(&[u8]) -> bool| pairs.clone().all(f);
    if all(|p| p[1] == 0 && p[0] != 0) {
        Some(Utf16::LittleEndian)
    } else if all(|p| p[0] == 0 && p[1] != 0) {
        Some(Utf16::BigEndian)
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn utf16le(text: &str) -> Vec<u8> {
        text.encode_utf16().flat_map(u16::to_le_bytes).collect()
    }

    #[test]
    fn utf16_is_told_by_its_mark_or_its_nuls() {
        let mut marked = vec![0xff, 0xfe];
        marked.extend(utf16le("8/8 w"));
        assert_eq!(utf16(&marked), Some(Utf16::LittleEndian));
        assert_eq!(
            utf16(&utf16le("8/8/8/8/8/8/8/8 w - - 0 1")),
            Some(Utf16::LittleEndian)
        );
        let be: Vec<u8> = "rnbqkbnr"
            .encode_utf16()
            .flat_map(u16::to_be_bytes)
            .collect();
        assert_eq!(utf16(&be), Some(Utf16::BigEndian));
        assert_eq!(utf16(b"8/8/8/8/8/8/8/8 w - - 0 1\n"), None);
        assert_eq!(utf16("\u{feff}# é".as_bytes()), None);
        assert_eq!(text_start(b"\xef\xbb\xbf# x"), 3);
        assert_eq!(text_start(b"# x"), 0);
    }
}

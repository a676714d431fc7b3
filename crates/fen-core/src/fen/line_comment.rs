//! A `#` comment at the end of a line of positions (`<fen> # short castle
//! only`). `#` is no FEN character, so after whitespace, and outside an EPD
//! operation's quoted string (`id "Game #3";`), it starts words for people,
//! not a seventh field. Whole-line comments are the files' own business.

/// Byte index of the `#` that starts `line`'s trailing comment.
pub fn comment_start(line: &[u8]) -> Option<usize> {
    let mut quoted = false;
    let mut escaped = false;
    let mut after_space = false;
    for (at, &byte) in line.iter().enumerate() {
        if quoted {
            // `\"` inside an EPD string does not end it.
            match byte {
                _ if escaped => escaped = false,
                b'\\' => escaped = true,
                b'"' => quoted = false,
                _ => {}
            }
        } else if byte == b'"' {
            quoted = true;
        } else if byte == b'#' && after_space {
            return Some(at);
        }
        after_space = byte.is_ascii_whitespace();
    }
    None
}

/// The line's position part (without the comment and the spaces before it)
/// and the comment's words, when it has any.
pub fn split_comment(line: &str) -> (&str, Option<&str>) {
    match comment_start(line.as_bytes()) {
        // `#` is ASCII, so its index is a character boundary.
        Some(at) => {
            let words = line[at + 1..].trim();
            (line[..at].trim_end(), (!words.is_empty()).then_some(words))
        }
        None => (line, None),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_hash_after_whitespace_starts_a_comment() {
        assert_eq!(
            split_comment("4k3/8/8/8/8/8/8/4K2R w K - 0 1 # short castle only"),
            ("4k3/8/8/8/8/8/8/4K2R w K - 0 1", Some("short castle only"))
        );
        assert_eq!(
            split_comment("8/8/8/8/8/8/8/K6k w - -\t#"),
            ("8/8/8/8/8/8/8/K6k w - -", None)
        );
    }

    #[test]
    fn a_hash_inside_a_word_or_an_epd_string_is_not_one() {
        for line in [
            "8/8/8/8/8/8/8/K6k w - - 0 1",
            "https://example.org/analysis#8/8",
            "8/8/8/8/8/8/8/K6k w - - id \"Game #3\";",
            "8/8/8/8/8/8/8/K6k w - - id \"a \\\" #b\";",
            "FEN moves e2e4 Qxf7#",
        ] {
            assert_eq!(split_comment(line), (line, None), "{line}");
        }
        assert_eq!(
            split_comment("8/8/8/8/8/8/8/K6k w - - id \"Game #3\"; # mine"),
            ("8/8/8/8/8/8/8/K6k w - - id \"Game #3\";", Some("mine"))
        );
    }
}

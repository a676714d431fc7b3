//! Getting the FEN out of its wrappings: quotes and backticks, and the share
//! links of Lichess (`/analysis/…`, `/editor/…`, `_` for spaces), Chess.com
//! (`?fen=`, `%2F`, `%20` or `+`) and pychess.org (`?fen=`, `_` for spaces).
//! Keeps, for every character it hands on, the column it had in the text as
//! given, so errors still point at what the user typed.

use std::borrow::Cow;

/// The text inside its wrappings, with a way back to the original columns.
#[derive(Clone, Debug)]
pub struct Extracted<'a> {
    /// The text found inside the wrappings (a URL, quotes, a command).
    pub text: Cow<'a, str>,
    columns: Columns,
    /// The link names Chess960 (Lichess's `/analysis/chess960/…`, pychess.org's
    /// `/analysis/chess960?fen=`): the input says Chess960, as `--chess960` does.
    pub chess960: bool,
}

#[derive(Clone, Debug)]
enum Columns {
    /// `text` is a slice of the original starting after this many characters.
    Offset(usize),
    /// Original 1-based column of each character of `text`, plus one past the end.
    Table(Vec<usize>),
}

impl Extracted<'_> {
    /// Original 1-based column of the character at 0-based `index` of `text`
    /// (one past the end is allowed: "missing field" errors point there).
    pub fn column_of_char(&self, index: usize) -> usize {
        match &self.columns {
            Columns::Offset(offset) => offset + index + 1,
            Columns::Table(table) => table
                .get(index)
                .or(table.last())
                .copied()
                .unwrap_or(index + 1),
        }
    }

    /// Original 1-based column of the character at byte `byte` of `text`.
    pub fn column_of_byte(&self, byte: usize) -> usize {
        let index = self.text.get(..byte).map_or(0, |s| s.chars().count());
        self.column_of_char(index)
    }
}

/// Unwrap labels, quotes and share links; anything else comes back unchanged.
pub fn extract(text: &str) -> Extracted<'_> {
    let (unlabelled, label_chars) = unlabel(text);
    let (inner, quote_chars) = unquote(unlabelled);
    let offset = label_chars + quote_chars;
    if let Some(decoded) = from_link(inner, offset) {
        return decoded;
    }
    Extracted {
        text: Cow::Borrowed(inner),
        columns: Columns::Offset(offset),
        chess960: false,
    }
}

/// The text after a label people copy with a FEN: a PGN tag `[FEN "…"]`
/// (its value, still quoted) or a `FEN:` / `FEN ` prefix; and how many
/// characters precede it. The text itself when it has no label.
fn unlabel(text: &str) -> (&str, usize) {
    let trimmed = text.trim();
    let tag_value = trimmed
        .strip_prefix('[')
        .and_then(|tag| tag.strip_suffix(']'))
        .and_then(|tag| strip_label(tag.trim_start()));
    let value = tag_value
        .or_else(|| strip_label(trimmed).map(|rest| rest.strip_prefix(':').unwrap_or(rest)));
    match value {
        Some(value) => {
            let value = value.trim();
            // `value` is a slice of `text`: its distance from the start.
            let lead = value.as_ptr() as usize - text.as_ptr() as usize;
            (value, text.get(..lead).map_or(0, |s| s.chars().count()))
        }
        None => (text, 0),
    }
}

/// The rest of `text` after a leading `FEN` (any case) followed by `:` or
/// whitespace.
fn strip_label(text: &str) -> Option<&str> {
    let head = text.get(..3)?;
    let rest = &text[3..];
    (head.eq_ignore_ascii_case("fen")
        && (rest.starts_with(':') || rest.starts_with(char::is_whitespace)))
    .then_some(rest)
}

const QUOTES: &[(&str, &str)] = &[
    ("```", "```"),
    ("`", "`"),
    ("\"", "\""),
    ("'", "'"),
    ("“", "”"),
    ("«", "»"),
    ("„", "“"),
    ("「", "」"),
];

/// The text between matching quotes (after trimming), and how many characters
/// precede it; the text itself when it is not quoted.
fn unquote(text: &str) -> (&str, usize) {
    let trimmed = text.trim();
    for (open, close) in QUOTES {
        if let Some(inner) = trimmed
            .strip_prefix(open)
            .and_then(|rest| rest.strip_suffix(close))
        {
            let lead = text.len() - text.trim_start().len() + open.len();
            let chars_before = text[..lead].chars().count();
            return (inner, chars_before);
        }
    }
    (text, 0)
}

/// The FEN carried by a share link, decoded, or None when `text` is not a link.
fn from_link(text: &str, offset: usize) -> Option<Extracted<'static>> {
    let trimmed = text.trim();
    let lead = offset + text[..text.len() - text.trim_start().len()].chars().count();
    if !looks_like_link(trimmed) {
        return None;
    }
    let (start, end) = fen_span_in_link(trimmed)?;
    let raw = &trimmed[start..end];
    let lead = lead + trimmed[..start].chars().count();
    let mut decoded = decode(raw, lead);
    decoded.chess960 = names_chess960(&trimmed[..start]);
    Some(decoded)
}

/// Whether the part of a link before its FEN names the Chess960 variant.
fn names_chess960(head: &str) -> bool {
    let path = head.split(['?', '#']).next().unwrap_or("");
    path.trim_end_matches('/')
        .rsplit('/')
        .next()
        .is_some_and(|segment| segment.eq_ignore_ascii_case("chess960"))
}

/// A link is one word: a host name further along (say among the moves of a
/// `position startpos moves ...` line) does not make the text a link.
pub(crate) fn looks_like_link(text: &str) -> bool {
    // Every link form below has a '.' or ':' and no FEN does: this one scan
    // spares each line of `check` the lowercase copy and the searches.
    if !text.bytes().any(|b| b == b'.' || b == b':') {
        return false;
    }
    let first_word = text.split(char::is_whitespace).next().unwrap_or("");
    let lower = first_word
        .get(..first_word.len().min(40))
        .unwrap_or("")
        .to_ascii_lowercase();
    lower.starts_with("http://")
        || lower.starts_with("https://")
        || lower.starts_with("www.")
        || ["lichess.org/", "chess.com/", "pychess.org/"]
            .iter()
            .any(|host| lower.contains(host))
}

/// Byte range of the encoded FEN inside a link: the `fen=` query value, or
/// the path after Lichess's `/analysis/` or `/editor/` (and an optional variant).
fn fen_span_in_link(link: &str) -> Option<(usize, usize)> {
    let query_at = link.find('?');
    if let Some(q) = query_at {
        let query_end = link[q..].find('#').map_or(link.len(), |h| q + h);
        let mut at = q + 1;
        for param in link[q + 1..query_end].split('&') {
            if let Some(value) = param.strip_prefix("fen=") {
                let start = at + 4;
                return Some((start, start + value.len()));
            }
            at += param.len() + 1;
        }
    }
    let path_end = link.find(['?', '#']).unwrap_or(link.len());
    for marker in ["/analysis/", "/editor/"] {
        if let Some(m) = link[..path_end].find(marker) {
            let mut start = m + marker.len();
            let rest = &link[start..path_end];
            // `pgn/` carries moves (`/analysis/pgn/e4_e5_Nf3`), read as a game from the start.
            for variant in [
                "standard/",
                "chess960/",
                "fromPosition/",
                "xiangqi/",
                "pgn/",
            ] {
                if rest.starts_with(variant) && rest.len() > variant.len() {
                    start += variant.len();
                    break;
                }
            }
            return (start < path_end).then_some((start, path_end));
        }
    }
    None
}

/// Percent-decode, with `_` and `+` as spaces, recording original columns.
fn decode(raw: &str, lead: usize) -> Extracted<'static> {
    let mut text = String::with_capacity(raw.len());
    let mut table = Vec::with_capacity(raw.len() + 1);
    let mut chars = raw.char_indices().peekable();
    let mut column = lead + 1;
    while let Some((i, c)) = chars.next() {
        let here = column;
        column += 1;
        let decoded = match c {
            '_' | '+' => ' ',
            '%' => match raw
                .get(i + 1..i + 3)
                .and_then(|hex| u8::from_str_radix(hex, 16).ok())
            {
                Some(byte) if byte.is_ascii() => {
                    chars.next();
                    chars.next();
                    column += 2;
                    byte as char
                }
                _ => '%',
            },
            other => other,
        };
        text.push(decoded);
        table.push(here);
    }
    table.push(column);
    Extracted {
        text: Cow::Owned(text),
        columns: Columns::Table(table),
        chess960: false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fen_of(text: &str) -> String {
        extract(text).text.into_owned()
    }

    #[test]
    fn lichess_analysis_and_editor_links() {
        let fen = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1";
        let path = fen.replace(' ', "_");
        assert_eq!(fen_of(&format!("https://lichess.org/analysis/{path}")), fen);
        assert_eq!(
            fen_of(&format!("https://lichess.org/editor/{path}?color=white")),
            fen
        );
        assert_eq!(
            fen_of(&format!("lichess.org/analysis/standard/{path}#3")),
            fen
        );
    }

    #[test]
    fn chess_com_link_with_percent_and_plus() {
        let link = "https://www.chess.com/analysis?fen=qB6%2F8%2F5N2%2F3B4%2F8%2F2p5%2F1r1pNK2%2F7k+w+-+-+0+1&flip=false";
        assert_eq!(fen_of(link), "qB6/8/5N2/3B4/8/2p5/1r1pNK2/7k w - - 0 1");
        let link =
            "https://www.chess.com/analysis?fen=8%2F8%2F8%2F8%2F8%2F8%2F8%2F8%20w%20-%20-%200%201";
        assert_eq!(fen_of(link), "8/8/8/8/8/8/8/8 w - - 0 1");
    }

    #[test]
    fn pychess_link() {
        let link = "https://www.pychess.org/analysis/xiangqi?fen=rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR_w_-_-_0_1";
        assert_eq!(
            fen_of(link),
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"
        );
    }

    #[test]
    fn fen_labels_and_pgn_tags_are_unwrapped_with_columns_kept() {
        let fen = "8/8/8/8/8/8/8/K6k w - - 0 1";
        for text in [
            format!("[FEN \"{fen}\"]"),
            format!("  FEN: {fen}"),
            format!("fen {fen}"),
            format!("FEN: `{fen}`"),
        ] {
            let extracted = extract(&text);
            assert_eq!(extracted.text, fen, "{text}");
            let k_at = text.find('K').unwrap();
            assert_eq!(extracted.column_of_char(14), k_at + 1, "{text}");
        }
        assert_eq!(extract("[Event \"x\"]").text, "[Event \"x\"]");
        assert_eq!(extract("FENCE").text, "FENCE");
    }

    #[test]
    fn quotes_and_backticks_are_unwrapped_with_columns_kept() {
        let e = extract("  `8/8 w`");
        assert_eq!(e.text, "8/8 w");
        assert_eq!(e.column_of_char(0), 4);
        let e = extract("“abc”");
        assert_eq!(e.text, "abc");
        assert_eq!(e.column_of_char(1), 3);
    }

    #[test]
    fn decoded_columns_point_into_the_link() {
        let link = "https://x.chess.com/analysis?fen=8%2F8";
        let e = extract(link);
        assert_eq!(e.text, "8/8");
        // 33 characters precede the FEN: '8' at column 34, "%2F" at 35,
        // the second '8' at 38.
        assert_eq!(e.column_of_char(0), 34);
        assert_eq!(e.column_of_char(1), 35);
        assert_eq!(e.column_of_char(2), 38);
        assert_eq!(e.column_of_char(3), 39);
    }
}

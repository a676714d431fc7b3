//! Text and pieces as outlines: the glyphs extracted once from DejaVu Sans and
//! Noto CJK by `scripts/diagram-glyphs.py` (see `assets/diagram/LICENSES.md`),
//! so that a diagram or worksheet looks the same in every viewer and printer
//! and never depends on the fonts of the machine that draws it.

use std::collections::HashMap;
use std::fmt::Write as _;
use std::sync::OnceLock;

const TEXT_GLYPHS: &str = include_str!("../../assets/diagram/text-glyphs.txt");
/// Kept apart (2 MB): read only when a text has a character from U+2E80 on.
const CJK_GLYPHS: &str = include_str!("../../assets/diagram/cjk-glyphs.txt");
const FIRST_CJK: char = '\u{2e80}';
const PIECE_GLYPHS: &str = include_str!("../../assets/diagram/piece-glyphs.txt");

/// Glyph outlines are drawn at 1000 units per em.
pub const EM: f32 = 1000.0;

/// Drawn for a character the embedded fonts lack: a white square.
const MISSING: char = '□';

struct Glyph {
    advance: f32,
    path: &'static str,
}

/// The table that holds `c`, read on first use.
fn table_for(c: char) -> &'static HashMap<char, Glyph> {
    static TEXT: OnceLock<HashMap<char, Glyph>> = OnceLock::new();
    static CJK: OnceLock<HashMap<char, Glyph>> = OnceLock::new();
    if c >= FIRST_CJK {
        CJK.get_or_init(|| read_table(CJK_GLYPHS))
    } else {
        TEXT.get_or_init(|| read_table(TEXT_GLYPHS))
    }
}

/// Lines of `code advance path`.
fn read_table(text: &'static str) -> HashMap<char, Glyph> {
    text.lines()
        .filter(|line| !line.starts_with('#'))
        .filter_map(|line| {
            let mut parts = line.splitn(3, ' ');
            let code = u32::from_str_radix(parts.next()?, 16).ok()?;
            let advance = parts.next()?.parse().ok()?;
            let path = parts.next().unwrap_or("");
            Some((char::from_u32(code)?, Glyph { advance, path }))
        })
        .collect()
}

/// The outline named `name` (e.g. `chess-k-white`, `xiangqi-帥`), drawn in a
/// 1000 × 1000 box.
pub fn piece_path(name: &str) -> Option<&'static str> {
    static PIECES: OnceLock<HashMap<&'static str, &'static str>> = OnceLock::new();
    PIECES
        .get_or_init(|| {
            PIECE_GLYPHS
                .lines()
                .filter(|line| !line.starts_with('#'))
                .filter_map(|line| line.split_once(' '))
                .collect()
        })
        .get(name)
        .copied()
}

fn glyph(c: char) -> Option<&'static Glyph> {
    table_for(c)
        .get(&c)
        .or_else(|| table_for(MISSING).get(&MISSING))
}

/// Whether the embedded fonts can draw `c` (else it shows as a white square).
pub fn can_draw(c: char) -> bool {
    c.is_whitespace() || table_for(c).contains_key(&c)
}

/// How wide `text` is at `size` (the em), in the same units.
pub fn width(text: &str, size: f32) -> f32 {
    text.chars()
        .filter_map(glyph)
        .map(|g| g.advance)
        .sum::<f32>()
        * size
        / EM
}

/// Where a line of text hangs from its anchor point.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Anchor {
    Start,
    Middle,
    End,
}

/// `text` as SVG paths with its baseline at `y`, placed by `anchor` at `x`.
pub fn text(text: &str, x: f32, y: f32, size: f32, anchor: Anchor, fill: &str) -> String {
    let shift = match anchor {
        Anchor::Start => 0.0,
        Anchor::Middle => width(text, size) / 2.0,
        Anchor::End => width(text, size),
    };
    let scale = size / EM;
    let mut out = format!(
        "<g fill=\"{fill}\" transform=\"translate({} {}) scale({})\">",
        num(x - shift),
        num(y),
        self::scale(scale)
    );
    let mut advance = 0.0;
    for glyph in text.chars().filter_map(glyph) {
        if !glyph.path.is_empty() {
            let _ = write!(
                out,
                "<path transform=\"translate({} 0)\" d=\"{}\"/>",
                num(advance),
                glyph.path
            );
        }
        advance += glyph.advance;
    }
    out.push_str("</g>");
    out
}

/// A character's outline as drawn (a white square's for one the fonts
/// lack): its advance and SVG path data, at 1000 units per em, y down from
/// the baseline. The PDF's text font is made of these.
pub fn outline(c: char) -> Option<(f32, &'static str)> {
    glyph(c).map(|g| (g.advance, g.path))
}

/// `text` in lines no wider than `max_width` at `size`: broken at spaces,
/// and between CJK characters (which have none); a word wider than a line
/// is broken where it must. Nothing is left out: the lines joined again
/// (with a space where a space was broken) give `text`.
pub fn wrap(text: &str, size: f32, max_width: f32) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    for word in pieces(text) {
        let candidate = if line.is_empty() {
            word.trim_start().to_string()
        } else {
            format!("{line}{word}")
        };
        if line.is_empty() || width(candidate.trim_end(), size) <= max_width {
            line = candidate;
        } else {
            lines.push(line.trim_end().to_string());
            line = word.trim_start().to_string();
        }
        // A word wider than a whole line: cut it by characters.
        while width(&line, size) > max_width && line.chars().count() > 1 {
            let mut head = String::new();
            for c in line.chars() {
                if !head.is_empty() && width(&format!("{head}{c}"), size) > max_width {
                    break;
                }
                head.push(c);
            }
            line = line[head.len()..].to_string();
            lines.push(head);
        }
    }
    if !line.trim().is_empty() || lines.is_empty() {
        lines.push(line.trim_end().to_string());
    }
    lines
}

/// The places a line may break before: each word with the space before it,
/// and each CJK character (with the punctuation after it) on its own.
fn pieces(text: &str) -> Vec<String> {
    let mut pieces: Vec<String> = Vec::new();
    let mut current = String::new();
    for c in text.chars() {
        if is_closing(c) && current.is_empty() {
            // Never at a line's start: it stays with the character before.
            match pieces.last_mut() {
                Some(last) => last.push(c),
                None => current.push(c),
            }
            continue;
        }
        let cjk = c >= FIRST_CJK && !is_closing(c);
        if (c == ' ' || cjk) && !current.trim().is_empty() {
            pieces.push(std::mem::take(&mut current));
        }
        current.push(c);
        if cjk {
            pieces.push(std::mem::take(&mut current));
        }
    }
    if !current.is_empty() {
        pieces.push(current);
    }
    pieces
}

/// CJK punctuation that never starts a line.
fn is_closing(c: char) -> bool {
    matches!(
        c,
        '，' | '。' | '：' | '；' | '、' | '）' | '」' | '』' | '！' | '？'
    )
}

/// `text` cut with an ellipsis so that it fits `max_width` at `size`.
pub fn fit(text: &str, size: f32, max_width: f32) -> String {
    if width(text, size) <= max_width {
        return text.to_string();
    }
    let mut kept: String = text.to_string();
    while !kept.is_empty() && width(&format!("{kept}…"), size) > max_width {
        kept.pop();
    }
    format!("{}…", kept.trim_end())
}

/// A coordinate as SVG writes it: at most two decimals, no trailing zeros.
pub fn num(value: f32) -> String {
    decimals(value, 2)
}

/// A scale factor: small ones need more decimals than coordinates.
pub fn scale(value: f32) -> String {
    decimals(value, 5)
}

fn decimals(value: f32, places: usize) -> String {
    let text = format!("{value:.places$}");
    let text = text.trim_end_matches('0').trim_end_matches('.');
    if text == "-0" {
        "0".to_string()
    } else {
        text.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn latin_cyrillic_chinese_and_pieces_are_embedded() {
        for c in "Aa1 Яя ж 写出局面 №…".chars() {
            assert!(can_draw(c), "{c}");
        }
        assert!(width("W", 100.0) > width("i", 100.0));
        for name in ["chess-k-shape", "chess-p-black", "xiangqi-帥", "xiangqi-卒"] {
            assert!(
                piece_path(name).is_some_and(|p| p.starts_with('M')),
                "{name}"
            );
        }
    }

    #[test]
    fn a_missing_character_draws_a_square_not_nothing() {
        assert!(!can_draw('\u{1F600}'));
        assert_eq!(width("\u{1F600}", 10.0), width("□", 10.0));
    }

    #[test]
    fn text_is_centred_on_its_anchor() {
        let shown = text("ab", 100.0, 50.0, 10.0, Anchor::Middle, "#000");
        let left = 100.0 - width("ab", 10.0) / 2.0;
        assert!(shown.starts_with(&format!(
            "<g fill=\"#000\" transform=\"translate({} 50)",
            num(left)
        )));
        assert_eq!(shown.matches("<path").count(), 2);
    }

    #[test]
    fn long_text_is_cut_to_fit() {
        let long = "a very long caption that cannot fit";
        let cut = fit(long, 10.0, 60.0);
        assert!(cut.ends_with('…') && width(&cut, 10.0) <= 60.0, "{cut}");
        assert_eq!(fit("ok", 10.0, 60.0), "ok");
    }

    #[test]
    fn long_text_wraps_whole_at_spaces_and_between_cjk_characters() {
        let long = "3. Итальянская партия: белые рокировались — ход белых";
        let lines = wrap(long, 10.0, 120.0);
        assert!(lines.len() > 1, "{lines:?}");
        assert!(lines.iter().all(|l| width(l, 10.0) <= 120.0), "{lines:?}");
        assert_eq!(lines.join(" "), long);
        let zh = "3. 意大利开局：白方已经王车易位，黑方走";
        let lines = wrap(zh, 10.0, 70.0);
        assert!(lines.len() > 1 && lines.iter().all(|l| width(l, 10.0) <= 70.0));
        assert_eq!(lines.concat().replace(' ', ""), zh.replace(' ', ""));
        // Punctuation stays at the end of its line.
        assert!(
            lines.iter().skip(1).all(|l| !l.starts_with('，')),
            "{lines:?}"
        );
        for width in [40.0, 45.0, 50.0, 55.0] {
            let lines = wrap("吃过路兵：无；半回合计数：12；回合数：58", 10.0, width);
            assert!(
                lines.iter().all(|l| !l.starts_with(['：', '；'])),
                "{lines:?}"
            );
        }
        // A word longer than a line is cut, not lost.
        let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";
        assert_eq!(wrap(fen, 10.0, 60.0).concat(), fen);
        assert_eq!(wrap("ok", 10.0, 60.0), ["ok"]);
    }

    #[test]
    fn numbers_are_short() {
        assert_eq!(num(12.0), "12");
        assert_eq!(num(0.126), "0.13");
        assert_eq!(num(-3.5), "-3.5");
        assert_eq!(scale(0.0073), "0.0073");
    }
}

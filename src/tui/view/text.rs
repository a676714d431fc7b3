//! Text laid out in cells: wrapping (Chinese too), a prompt's row, a centred
//! box. A leaf every view uses.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::Widget;

/// Break text into lines of at most `width` columns, at spaces where possible.
/// Chinese has no spaces: between two Chinese characters a line may break
/// too (never before a closing mark like `。`), and a word too long for a
/// line is broken wherever it must. A quoted key name (`«960 N»`, `“Alt-T
/// 颜色”`) is one word: a reader would not find half of it on the next line.
pub(crate) fn wrap(text: &str, width: usize) -> Vec<String> {
    let width = width.max(2);
    let mut lines = vec![String::new()];
    let mut used = 0;
    let new_line = |lines: &mut Vec<String>, used: &mut usize| {
        lines.push(String::new());
        *used = 0;
    };
    // A quotation wider than a whole line breaks at its spaces after all.
    let words = words(text).into_iter().flat_map(|word| {
        let parts: Vec<&str> = if text_width(word) > width {
            word.split(' ').collect()
        } else {
            vec![word]
        };
        parts
    });
    for word in words {
        let pieces = unbreakable_pieces(word);
        let first_width = pieces.first().map_or(0, |p| text_width(p));
        if used > 0 && used + 1 + first_width > width {
            new_line(&mut lines, &mut used);
        } else if used > 0 {
            lines.last_mut().into_iter().for_each(|l| l.push(' '));
            used += 1;
        }
        for piece in pieces {
            let piece_width = text_width(&piece);
            if used > 0 && used + piece_width > width {
                new_line(&mut lines, &mut used);
            }
            // Only a piece wider than a whole line is cut, character by character.
            for c in piece.chars() {
                let c_width = text_width(c.encode_utf8(&mut [0; 4]));
                if used > 0 && used + c_width > width {
                    new_line(&mut lines, &mut used);
                }
                lines.last_mut().into_iter().for_each(|l| l.push(c));
                used += c_width;
            }
        }
    }
    lines
}

/// `text` split at its spaces, except the spaces inside a quotation
/// (`«…»`, `“…”`): what is quoted is a name, kept whole.
fn words(text: &str) -> Vec<&str> {
    let mut words = Vec::new();
    let (mut start, mut depth) = (0, 0usize);
    for (at, c) in text.char_indices() {
        match c {
            '«' | '“' => depth += 1,
            '»' | '”' => depth = depth.saturating_sub(1),
            ' ' if depth == 0 => {
                words.push(&text[start..at]);
                start = at + 1;
            }
            _ => {}
        }
    }
    words.push(&text[start..]);
    words
}

/// The bottom row of `area`, cleared for a prompt; `None` when there is no room.
pub(crate) fn prompt_row(area: Rect, buf: &mut Buffer) -> Option<Rect> {
    if area.is_empty() {
        return None;
    }
    let row = Rect::new(area.x, area.bottom() - 1, area.width, 1);
    ratatui::widgets::Clear.render(row, buf);
    Some(row)
}

/// A box `width` wide for `rows` rows of text (and its border), cleared and
/// centred in `area`; no taller than `area`.
pub(crate) fn centred_box(area: Rect, width: u16, rows: usize, buf: &mut Buffer) -> Rect {
    let height = u16::try_from(rows + 2).unwrap_or(u16::MAX).min(area.height);
    let x = area.x + (area.width.saturating_sub(width)) / 2;
    let y = area.y + (area.height - height) / 2;
    let boxed = Rect::new(x, y, width.min(area.width), height);
    ratatui::widgets::Clear.render(boxed, buf);
    boxed
}

/// Columns `text` takes on the terminal: the one display width
/// ([`crate::safe_text::width`], unicode-width's, with placeholders as shown).
pub(crate) fn text_width(text: &str) -> usize {
    crate::safe_text::width(text)
}

/// `text` in at most `width` columns: cut with a "…" when it is wider, so a
/// line is never cut silently.
pub(crate) fn fitted(text: &str, width: usize) -> String {
    if text_width(text) <= width {
        return text.to_string();
    }
    let mut kept = String::new();
    let mut used = 0;
    for c in text.chars() {
        let c_width = text_width(c.encode_utf8(&mut [0; 4]));
        if used + c_width + 1 > width {
            break;
        }
        used += c_width;
        kept.push(c);
    }
    if width > 0 {
        kept.push('…');
    }
    kept
}

/// Unicode's word joiner: no line break on either side of it.
const NO_BREAK: char = '\u{2060}';

/// `text` whose words `wrap` never breaks inside (a xiangqi move such as
/// `马８进７` is one word though Chinese may break between any two
/// characters); it still breaks at spaces.
pub(crate) fn unbroken(text: &str) -> String {
    let mut out = String::with_capacity(text.len() * 2);
    for c in text.chars() {
        if out.chars().last().is_some_and(|last| last != ' ') && c != ' ' {
            out.push(NO_BREAK);
        }
        out.push(c);
    }
    out
}

/// A word cut where a line may break inside it: around each wide (Chinese)
/// character, keeping closing marks with what they close, opening marks with
/// what they open (a line never ends in `（`), runs of narrow characters
/// (`Enter`, `3k1a3`) whole, and a narrow mark right after a Chinese one
/// with it (`数字、/）：` never leaves `/）：` alone on a line).
/// A word joiner (U+2060) between two characters keeps them on one line;
/// it is dropped when the text is laid out.
fn unbreakable_pieces(word: &str) -> Vec<String> {
    const CLOSING: &str = "。，、：；！？）」』》】〉”’";
    const OPENING: &str = "（「『《【〈“‘";
    let mut pieces: Vec<String> = Vec::new();
    let mut last_wide = true;
    let mut after_opening = false;
    let mut glued = false;
    for c in word.chars() {
        if c == NO_BREAK {
            glued = true;
            continue;
        }
        let wide = text_width(c.encode_utf8(&mut [0; 4])) > 1;
        let narrow_mark = !wide && !c.is_alphanumeric();
        let joins = std::mem::take(&mut glued)
            || after_opening
            || CLOSING.contains(c)
            || (!wide && !last_wide)
            || (narrow_mark && last_wide);
        match pieces.last_mut() {
            Some(piece) if joins => piece.push(c),
            _ => pieces.push(c.to_string()),
        }
        last_wide = wide;
        after_opening = OPENING.contains(c);
    }
    if pieces.is_empty() {
        pieces.push(String::new());
    }
    pieces
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Lines as a Chinese reader expects them at every width: none ends in
    /// an opening mark, none starts with a closing one, none is marks alone.
    fn well_broken(text: &str, width: usize) -> Result<(), String> {
        const OPENING: &str = "（「『《【〈“‘";
        const CLOSING: &str = "。，、：；！？）」』》】〉”’";
        let lines = wrap(text, width);
        for line in &lines {
            let (Some(first), Some(last)) = (line.chars().next(), line.chars().last()) else {
                continue;
            };
            let marks_only = line
                .chars()
                .all(|c| !c.is_alphanumeric() || CLOSING.contains(c));
            if OPENING.contains(last) || CLOSING.contains(first) || marks_only {
                return Err(format!("{width}: {lines:?}"));
            }
            if text_width(line) > width {
                return Err(format!("{width}: too wide: {lines:?}"));
            }
        }
        Ok(())
    }

    #[test]
    fn chinese_lines_never_break_inside_a_mark_pair() {
        let texts = [
            "在棋盘上摆出这个局面（棋子字母、数字、/）：",
            "从黑方底线（第 9 横线）开始，从左到右。a9：黑车，记作 r（小写：黑方棋子）。",
            "字母代表棋子：k 帅（将）、a 仕（士）、b 相（象）、n 马、r 车、c 炮、p 兵（卒）；红方大写，黑方小写。",
            "“e”（象）是另一种写法。",
        ];
        for text in texts {
            for width in 10..40 {
                assert_eq!(well_broken(text, width), Ok(()), "{text}");
            }
        }
    }

    #[test]
    fn a_quoted_key_name_stays_on_one_line() {
        let text =
            "случайная начальная позиция Chess960 (для номера N наберите «960 N» в поле FEN)";
        for width in 8..text.chars().count() {
            let lines = wrap(text, width);
            assert!(
                lines.iter().any(|line| line.contains("«960 N»")),
                "{width}: {lines:?}"
            );
            assert!(
                lines.iter().all(|line| text_width(line) <= width),
                "{width}: {lines:?}"
            );
        }
        // A quotation wider than the line is still cut, never overflows.
        assert_eq!(wrap("x «a b c»", 4), ["x «a", "b c»"]);
    }

    #[test]
    fn an_unbroken_move_stays_on_one_line() {
        let text = format!("第 7 步：黑方走 {}", unbroken("b7b3 (C2+4, 炮２进４)"));
        for width in 10..30 {
            let lines = wrap(&text, width);
            assert!(lines.iter().all(|l| !l.contains(NO_BREAK)), "{lines:?}");
            assert!(
                lines.iter().any(|l| l.contains("炮２进４)")),
                "{width}: {lines:?}"
            );
        }
        // Without the joiners a move breaks between its characters.
        assert_eq!(wrap("黑方走 炮２进４", 10), ["黑方走 炮", "２进４"]);
        let kept = format!("黑方走 {}", unbroken("炮２进４"));
        assert_eq!(wrap(&kept, 10), ["黑方走", "炮２进４"]);
    }

    #[test]
    fn words_stay_whole_and_spaces_still_break() {
        assert_eq!(wrap("Enter to check", 8), ["Enter to", "check"]);
        assert_eq!(wrap("按 Enter 检查", 8), ["按 Enter", "检查"]);
    }
}

//! The FEN field across the bottom and the line under it: the text (the user's
//! draft or the canonical FEN) made safe to show, the caret, the part the
//! cursor's square writes, and the first error or warning with a caret at its column.

use super::text::fitted;
use super::visible::visible;
use crate::core::{Diagnostic, Square, Variant};
use crate::i18n::Localizer;
use crate::tui::app::{App, Focus};
use crate::tui::theme::Styles;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};

pub struct FenFieldView<'a> {
    pub app: &'a App,
    pub loc: &'a Localizer,
    pub styles: Styles,
}

/// One character of the field as shown.
struct Shown {
    text: String,
    placeholder: bool,
    /// Display column where it starts.
    start: u16,
}

impl FenFieldView<'_> {
    fn label(&self) -> String {
        format!("{} ", self.loc.text("fen-label"))
    }

    fn shown(&self) -> (Vec<Shown>, u16) {
        let mut column = 0u16;
        let chars = self
            .app
            .field_text()
            .chars()
            .map(|c| {
                let (text, placeholder) = visible(c);
                let start = column;
                column = column.saturating_add(Span::raw(text.as_ref()).width() as u16);
                Shown {
                    text: text.into_owned(),
                    placeholder,
                    start,
                }
            })
            .collect();
        (chars, column)
    }

    /// The diagnostic under the field: the first error, else the first
    /// warning about the field's text — text typed, kept as a draft. With no
    /// draft the field shows the canonical FEN, which has nothing to warn
    /// about: a paste's repairs ("only 3 of 6 fields") or a pasted game's
    /// problem are about the text pasted, and the Problems panel says them.
    fn message(&self) -> Option<(&Diagnostic, usize, Style)> {
        let field = self.app.field();
        if let Some(error) = field.errors.first() {
            return Some((error, field.errors.len(), self.styles.error()));
        }
        let about_field = |_: &&Diagnostic| field.draft.is_some();
        let mut warnings = field.warnings.iter().filter(about_field);
        let first = warnings.next()?;
        Some((first, 1 + warnings.count(), self.styles.warning()))
    }

    /// Whether the row under the field says something (else a long status
    /// notice may go on there).
    pub(crate) fn has_message(&self) -> bool {
        self.message().is_some()
    }

    /// First display column shown, so that the caret or the error stays in view.
    fn scroll(&self, shown: &[Shown], total: u16, width: u16) -> u16 {
        let column_of = |index: usize| shown.get(index).map_or(total, |s| s.start);
        let target = if self.app.focus() == Focus::FenField {
            column_of(self.app.field().caret)
        } else if let Some(column) = self.message().and_then(|(d, _, _)| d.column) {
            column_of(column.saturating_sub(1))
        } else {
            0
        };
        (target + 1).saturating_sub(width)
    }

    pub fn render(&self, field: Rect, message: Rect, buf: &mut Buffer) {
        let label = self.label();
        let label_style = if self.app.focus() == Focus::FenField {
            self.styles.focused()
        } else {
            self.styles.label()
        };
        let label_width = Span::raw(label.as_str()).width() as u16;
        buf.set_string(field.x, field.y, &label, label_style);
        let width = field.width.saturating_sub(label_width);
        let (shown, total) = self.shown();
        // Text wider than the field scrolls around the caret, and a "…" at
        // either end says that more is there: a FEN is never cut silently.
        let overflows = total + 1 > width;
        let inner = if overflows {
            width.saturating_sub(2)
        } else {
            width
        };
        let offset = self.scroll(&shown, total, inner);
        let cut_left = overflows && offset > 0;
        let end = offset + inner;
        let focused = self.app.focus() == Focus::FenField;
        let caret = self.app.field().caret;
        let highlight = if focused || self.app.field().draft.is_some() {
            None
        } else {
            square_in_fen(self.app.fen(), self.app.variant(), self.app.cursor())
        };
        let mut spans: Vec<Span> = Vec::with_capacity(shown.len() + 3);
        if cut_left {
            spans.push(Span::styled("…", self.styles.dim()));
        }
        let fits = |s: &Shown| {
            let piece_end = s.start + Span::raw(s.text.as_str()).width() as u16;
            s.start >= offset && (!overflows || piece_end <= end)
        };
        let cut_right = overflows && shown.iter().any(|s| s.start >= offset && !fits(s));
        for (index, piece) in shown.iter().enumerate().filter(|(_, s)| fits(s)) {
            let mut style = if piece.placeholder {
                self.styles.placeholder()
            } else {
                Style::new()
            };
            if highlight == Some(index) {
                style = style.patch(self.styles.fen_highlight());
            }
            if focused && index == caret {
                style = style.patch(super::caret::mark(self.styles.selected()));
            }
            spans.push(Span::styled(piece.text.as_str(), style));
        }
        if focused && caret >= shown.len() {
            spans.push(Span::styled(
                " ",
                super::caret::mark(self.styles.selected()),
            ));
        }
        if cut_right {
            let used = Line::from(spans.clone()).width() as u16;
            let pad = width.saturating_sub(used + 1);
            spans.push(Span::raw(" ".repeat(usize::from(pad))));
            spans.push(Span::styled("…", self.styles.dim()));
        }
        buf.set_line(field.x + label_width, field.y, &Line::from(spans), width);
        if message.height > 0 {
            // A character's screen column moves right by the left mark.
            let shift = offset - u16::from(cut_left);
            self.render_message(message, label_width, shift, &shown, total, buf);
        }
    }

    fn render_message(
        &self,
        area: Rect,
        indent: u16,
        offset: u16,
        shown: &[Shown],
        total: u16,
        buf: &mut Buffer,
    ) {
        let Some((diagnostic, count, style)) = self.message() else {
            return;
        };
        let text = self.loc.diagnostic(diagnostic, self.app.variant());
        // The caret only means something under the text the columns refer to.
        let caret = diagnostic
            .column
            .filter(|_| self.app.field().draft.is_some())
            .map(|c| shown.get(c.saturating_sub(1)).map_or(total, |s| s.start));
        let place = |text: &str, caret: Option<u16>, fit: bool| {
            let margins = Margins {
                indent,
                offset,
                width: area.width,
            };
            self.message_line(text.to_string(), caret, margins, style, fit)
        };
        let fits = |text: &str, caret: Option<u16>| {
            Some(place(text, caret, false)).filter(|line| line.width() <= usize::from(area.width))
        };
        let more = (count > 1).then(|| {
            let more = self
                .loc
                .format("fen-more-problems", &[("count", (count - 1).into())]);
            format!("{text}{more}")
        });
        // The words whole, at their caret where they fit beside it, else
        // shortened with "…" on the wider side of the caret: the caret that
        // points at the fault is always drawn, and the Problems panel gives
        // the words whole. "(and 2 more)" only where it fits whole, as a cut
        // "(and 2 m" or "taken as - 0" reads as a fault.
        let margins = Margins {
            indent,
            offset,
            width: area.width,
        };
        let line = more
            .as_deref()
            .and_then(|long| fits(long, caret))
            .or_else(|| fits(&text, caret))
            .or_else(|| {
                let column = caret.filter(|c| *c >= offset)?;
                Some(shortened_at(
                    &text,
                    indent + column - offset,
                    margins,
                    style,
                ))
            })
            .or_else(|| fits(&text, None))
            .unwrap_or_else(|| place(&text, caret, true));
        buf.set_line(area.x, area.y, &line, area.width);
    }

    /// The message placed at the caret's column (or after the label).
    fn message_line(
        &self,
        text: String,
        caret: Option<u16>,
        margins: Margins,
        style: Style,
        fit: bool,
    ) -> Line<'static> {
        let Margins {
            indent,
            offset,
            width,
        } = margins;
        let text_width = Span::raw(text.as_str()).width();
        // What does not fit ends in "…", never cut silently (`fit`: the
        // last resort, when no placement keeps the words whole).
        let room = |x: usize| {
            let room = usize::from(width).saturating_sub(x);
            if fit { room } else { usize::MAX }
        };
        match caret {
            // Near the right edge the words go before the caret, so a long
            // message is not cut off where the error is.
            Some(column)
                if column >= offset
                    && usize::from(indent + column - offset) + 2 + text_width
                        > usize::from(width)
                    && usize::from(column - offset) > text_width =>
            {
                let x = usize::from(indent + column - offset) - text_width - 1;
                Line::from(vec![
                    Span::raw(" ".repeat(x)),
                    Span::styled(format!("{text} ^"), style),
                ])
            }
            Some(column) if column >= offset => {
                let x = indent + (column - offset);
                Line::from(vec![
                    Span::raw(" ".repeat(usize::from(x))),
                    Span::styled(fitted(&format!("^ {text}"), room(x.into())), style),
                ])
            }
            _ => Line::from(vec![
                Span::raw(" ".repeat(usize::from(indent))),
                Span::styled(fitted(&text, room(indent.into())), style),
            ]),
        }
    }
}

/// The message too wide for either side of its caret at screen column `x`:
/// the caret stays. The words flow around it, split at a space ("only 3 of
/// 6 fields; missing ^ ones are taken as - 0 1"), so they stay whole; where
/// no split fits, they go on the wider side ending in "…".
fn shortened_at(text: &str, x: u16, margins: Margins, style: Style) -> Line<'static> {
    let x = usize::from(x);
    let width = usize::from(margins.width);
    // "^ words" from the caret rightwards, or "words ^" ending at it.
    let right = width.saturating_sub(x + 2);
    let left = x.saturating_sub(1);
    let columns = |t: &str| Span::raw(t).width();
    // The longest head that ends before the caret, its tail after it.
    let split = text
        .match_indices(' ')
        .rev()
        .map(|(at, _)| (&text[..at], &text[at + 1..]))
        .find(|(head, tail)| columns(head) <= left && columns(tail) <= right);
    if let Some((head, tail)) = split {
        let pad = left.saturating_sub(columns(head));
        return Line::from(vec![
            Span::raw(" ".repeat(pad)),
            Span::styled(format!("{head} ^ {tail}"), style),
        ]);
    }
    if right >= left {
        Line::from(vec![
            Span::raw(" ".repeat(x)),
            Span::styled(format!("^ {}", fitted(text, right)), style),
        ])
    } else {
        let words = fitted(text, left);
        let pad = left.saturating_sub(Span::raw(words.as_str()).width());
        Line::from(vec![
            Span::raw(" ".repeat(pad)),
            Span::styled(format!("{words} ^"), style),
        ])
    }
}

/// Where the message line's columns start and end: the label's indent, the
/// field's first shown column, and the line's width.
#[derive(Clone, Copy)]
struct Margins {
    indent: u16,
    offset: u16,
    width: u16,
}

/// Index of the character in a canonical FEN that writes `square`: its piece
/// letter, or the digit that counts it among empty squares.
pub fn square_in_fen(fen: &str, variant: Variant, square: Square) -> Option<usize> {
    let mut rank = variant.ranks().checked_sub(1)?;
    let mut file = 0u8;
    for (index, c) in fen.chars().enumerate() {
        match c {
            ' ' => return None,
            '/' => {
                rank = rank.checked_sub(1)?;
                file = 0;
            }
            _ => {
                let span = c.to_digit(10).map_or(1, |d| d as u8);
                if rank == square.rank && (file..file + span).contains(&square.file) {
                    return Some(index);
                }
                file += span;
            }
        }
    }
    None
}

#[cfg(test)]
#[path = "fen_field_tests.rs"]
mod tests;

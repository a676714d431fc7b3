//! What one teaching view puts on screen (a `Page`) and the rows the views
//! build it of: the FEN rows with their marks, the input row, the message,
//! a paragraph. Beneath the views and the drawing that places them.

use crate::core::{Position, Square};
use crate::tui::theme::Styles;
use crate::tui::view::text::wrap;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Padding};
use std::ops::Range;

/// What one teaching view puts on screen.
pub(super) struct Page<'a> {
    pub(super) title: String,
    /// The board: which position, what is lit, what is wrong.
    pub(super) position: &'a Position,
    pub(super) lit: Vec<Square>,
    /// The panel's lines for a given inner width.
    pub(super) panel: Box<dyn Fn(u16) -> Vec<Line<'static>> + 'a>,
    /// The rows under the board and panel, above the status line.
    pub(super) rows: Vec<Line<'static>>,
    /// The most rows this view ever puts there: the board leaves room for
    /// them all, so its size stays the same from one step to the next.
    pub(super) most_rows: u16,
}

/// The panel's frame: a title, and a column of air on either side of the words.
pub(super) fn panel_block(title: &str) -> Block<'static> {
    Block::bordered()
        .title(format!(" {title} "))
        .padding(Padding::horizontal(1))
}

/// `label text`, the characters in `spans` highlighted; and the line of `^`
/// under them.
pub(super) fn fen_rows(
    label: &str,
    fen: &str,
    spans: &[Range<usize>],
    styles: Styles,
) -> [Line<'static>; 2] {
    let marked = |at: usize| spans.iter().any(|s| s.contains(&at));
    let prefix = format!("{label} ");
    let indent = Span::raw(prefix.as_str()).width();
    let mut text = vec![Span::styled(prefix, styles.label())];
    let mut marks = " ".repeat(indent);
    for (at, c) in fen.char_indices() {
        let style = if marked(at) {
            styles.fen_highlight()
        } else {
            Style::new()
        };
        text.push(Span::styled(c.to_string(), style));
        marks.push(if marked(at) { '^' } else { ' ' });
    }
    [
        Line::from(text),
        Line::styled(marks.trim_end().to_string(), styles.current()),
    ]
}

/// An input row: the label, the text typed and a caret block after it.
/// `label input` with the caret (in characters) shown in reverse video.
pub(super) fn input_row(label: &str, input: &str, caret: usize, styles: Styles) -> Line<'static> {
    let before: String = input.chars().take(caret).collect();
    let at: String = input.chars().skip(caret).take(1).collect();
    let after: String = input.chars().skip(caret + 1).collect();
    let at = if at.is_empty() { " ".to_string() } else { at };
    Line::from(vec![
        Span::styled(format!("{label} "), styles.focused()),
        Span::raw(crate::tui::view::visible::visible_text(&before)),
        Span::styled(
            crate::tui::view::visible::visible_text(&at),
            crate::tui::view::caret::mark(styles.selected()),
        ),
        Span::raw(crate::tui::view::visible::visible_text(&after)),
    ])
}

/// A message under an input row: `^` under the 1-based `column` of the input, then the words.
pub(super) fn message_row(
    label: &str,
    input: &str,
    column: usize,
    text: String,
    style: Style,
) -> Line<'static> {
    let before: String = input.chars().take(column.saturating_sub(1)).collect();
    let indent = Span::raw(format!(
        "{label} {}",
        crate::tui::view::visible::visible_text(&before)
    ))
    .width();
    Line::from(vec![
        Span::raw(" ".repeat(indent)),
        Span::styled(format!("^ {text}"), style),
    ])
}

/// Words wrapped to `width`, each line styled alike, the first after
/// `first`, the rest after `rest` (a hanging indent).
pub(super) fn paragraph(
    text: &str,
    width: u16,
    style: Style,
    first: &str,
    rest: &str,
) -> Vec<Line<'static>> {
    let room = usize::from(width)
        .saturating_sub(Span::raw(first).width())
        .max(1);
    wrap(text, room)
        .into_iter()
        .enumerate()
        .map(|(i, piece)| {
            let lead = if i == 0 { first } else { rest };
            Line::from(vec![
                Span::raw(lead.to_string()),
                Span::styled(piece, style),
            ])
        })
        .collect()
}

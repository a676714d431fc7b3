//! The undo history drawn: a box over the editor, the steps newest first,
//! the highlighted one kept in view, the keys on its bottom border.

use super::state::UndoHistory;
use crate::core::Arg;
use crate::tui::layers::draw::hints;
use crate::tui::view::screen::Screen;
use crate::tui::view::text::{centred_box, fitted};
use crate::tui::view::visible::visible_text;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Widget};

/// The widest the box gets: a long FEN and its step number.
const WIDTH: u16 = 90;

pub fn render(screen: &Screen<'_>, history: &UndoHistory, area: Rect, buf: &mut Buffer) {
    let (loc, styles) = (screen.loc, screen.styles);
    let width = area.width.min(WIDTH);
    let room = usize::from(area.height.saturating_sub(4)).max(1);
    let rows = history.steps.len().clamp(1, room);
    let boxed = centred_box(area, width, rows, buf);
    let title = loc.format(
        "history-title",
        &[("count", Arg::from(history.steps.len()))],
    );
    let block = Block::bordered()
        .title(Line::styled(format!(" {title} "), styles.title()))
        .title_bottom(hints(screen, super::keys::CONTEXT));
    let text_room = usize::from(width.saturating_sub(9));
    // The highlighted step stays in view: the list starts as late as it must.
    let first = history.selected.saturating_sub(rows - 1);
    let lines: Vec<Line> = if history.steps.is_empty() {
        vec![Line::styled(loc.text("history-empty"), styles.dim())]
    } else {
        history.steps[first..]
            .iter()
            .take(rows)
            .enumerate()
            .map(|(offset, (text, _))| {
                let index = first + offset;
                let text = fitted(&visible_text(text), text_room);
                let number = Span::styled(format!("{:>5}  ", index + 1), styles.dim());
                if index == history.selected {
                    Line::from(vec![number, Span::styled(text, styles.focused())])
                } else {
                    Line::from(vec![number, Span::raw(text)])
                }
            })
            .collect()
    };
    Paragraph::new(lines).block(block).render(boxed, buf);
}

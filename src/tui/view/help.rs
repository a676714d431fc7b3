//! The help overlay, generated from the keymap: it lists exactly the keys that
//! dispatch does, in as many columns as the screen needs.

use crate::i18n::Localizer;
use crate::tui::keymap::{self, Context};
use crate::tui::theme::Palette;
use crate::tui::view::wrap;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Widget};

pub fn render_help(loc: &Localizer, palette: Palette, area: Rect, buf: &mut Buffer) {
    let area = if area.width >= 100 && area.height >= 40 {
        area.centered(
            ratatui::layout::Constraint::Percentage(80),
            ratatui::layout::Constraint::Percentage(80),
        )
    } else {
        area
    };
    Clear.render(area, buf);
    let block = Block::bordered().title(Line::styled(
        format!(" {} ", loc.text("help-title")),
        palette.title(),
    ));
    let inner = block.inner(area);
    block.render(area, buf);
    if inner.is_empty() {
        return;
    }
    // As few columns as hold everything; descriptions wrap within their column.
    let rows = usize::from(inner.height);
    let (lines, column_width) = (1..=3u16)
        .map(|columns| {
            let width = inner.width / columns;
            (help_lines(loc, palette, width.saturating_sub(1)), width)
        })
        .find(|(lines, width)| lines.len() <= rows * usize::from(inner.width / width.max(&1)))
        .unwrap_or_else(|| {
            let width = inner.width / 3;
            (help_lines(loc, palette, width.saturating_sub(1)), width)
        });
    for (index, line) in lines.iter().enumerate() {
        let (column, row) = (index / rows, index % rows);
        let x = inner.x
            + u16::try_from(column)
                .unwrap_or(u16::MAX)
                .saturating_mul(column_width);
        if x >= inner.right() {
            break;
        }
        let y = inner.y + u16::try_from(row).unwrap_or(0);
        buf.set_line(x, y, line, column_width.saturating_sub(1));
    }
}

fn help_lines(loc: &Localizer, palette: Palette, width: u16) -> Vec<Line<'static>> {
    let contexts = [
        Context::Board,
        Context::Panel,
        Context::FenField,
        Context::Global,
    ];
    let label_width = contexts
        .iter()
        .flat_map(|c| keymap::bindings_of(*c))
        .map(|b| Span::raw(b.label).width())
        .max()
        .unwrap_or(0);
    let text_width = usize::from(width).saturating_sub(label_width + 2).max(8);
    let global: Vec<&str> = keymap::bindings_of(Context::Global)
        .map(|b| b.description_id)
        .collect();
    let mut lines = Vec::new();
    for context in contexts {
        lines.push(Line::styled(
            loc.text(context.heading_id()),
            palette.focused(),
        ));
        for binding in keymap::bindings_of(context) {
            // `?` opens help on the board and in panels; the global line already says so.
            if context != Context::Global && global.contains(&binding.description_id) {
                continue;
            }
            let pad = label_width - Span::raw(binding.label).width();
            let text = loc.text(binding.description_id);
            for (i, piece) in wrap(&text, text_width).into_iter().enumerate() {
                let label = if i == 0 {
                    format!(" {}{} ", binding.label, " ".repeat(pad))
                } else {
                    " ".repeat(label_width + 2)
                };
                lines.push(Line::from(vec![
                    Span::styled(label, palette.title()),
                    Span::raw(piece),
                ]));
            }
        }
    }
    lines
}

//! The help overlay, generated from the keymap: it lists exactly the keys that
//! dispatch does, in as many columns as the screen needs.

use crate::i18n::Localizer;
use crate::tui::keymap::{self, Context};
use crate::tui::theme::Palette;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Widget};

pub fn render_help(loc: &Localizer, palette: Palette, area: Rect, buf: &mut Buffer) {
    let area = if area.width >= 100 && area.height >= 40 {
        area.centered(ratatui::layout::Constraint::Percentage(80), ratatui::layout::Constraint::Percentage(80))
    } else {
        area
    };
    Clear.render(area, buf);
    let block = Block::bordered().title(Line::styled(format!(" {} ", loc.text("help-title")), palette.title()));
    let inner = block.inner(area);
    block.render(area, buf);
    if inner.is_empty() {
        return;
    }
    let lines = help_lines(loc, palette);
    let rows = usize::from(inner.height);
    let columns = lines.len().div_ceil(rows).max(1);
    let column_width = inner.width / u16::try_from(columns).unwrap_or(u16::MAX).max(1);
    for (index, line) in lines.iter().enumerate() {
        let (column, row) = (index / rows, index % rows);
        let x = inner.x + u16::try_from(column).unwrap_or(0) * column_width;
        let y = inner.y + u16::try_from(row).unwrap_or(0);
        buf.set_line(x, y, line, column_width.saturating_sub(1));
    }
}

fn help_lines(loc: &Localizer, palette: Palette) -> Vec<Line<'static>> {
    let contexts = [Context::Board, Context::Panel, Context::FenField, Context::Global];
    let label_width = contexts
        .iter()
        .flat_map(|c| keymap::bindings_of(*c))
        .map(|b| Span::raw(b.label).width())
        .max()
        .unwrap_or(0);
    let mut lines = Vec::new();
    for context in contexts {
        lines.push(Line::styled(loc.text(context.heading_id()), palette.focused()));
        for binding in keymap::bindings_of(context) {
            let pad = label_width - Span::raw(binding.label).width();
            lines.push(Line::from(vec![
                Span::styled(format!(" {}{} ", binding.label, " ".repeat(pad)), palette.title()),
                Span::raw(loc.text(binding.description_id)),
            ]));
        }
    }
    lines
}

//! The help overlay, generated from the keymap: it lists exactly the keys that
//! dispatch does, in as many columns as the screen needs.

use crate::i18n::Localizer;
use crate::tui::app::works_while_teaching;
use crate::tui::keymap::{self, Binding, Context, Does};
use crate::tui::theme::Palette;
use crate::tui::view::wrap;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Clear, Widget};

/// The help over the part of the editor (or the teaching view) whose keys
/// are `opened_from`: every key of the editor (or of that view) when they
/// fit, else that part's keys and the global ones.
pub fn render_help(
    loc: &Localizer,
    palette: Palette,
    opened_from: Context,
    area: Rect,
    buf: &mut Buffer,
) {
    let roomy = area.width >= 100 && area.height >= 40;
    let area = if roomy {
        area.centered(
            ratatui::layout::Constraint::Percentage(80),
            ratatui::layout::Constraint::Percentage(80),
        )
    } else {
        area
    };
    Clear.render(area, buf);
    // A small terminal needs every row and column for keys: only the title line frames them.
    let borders = if roomy { Borders::ALL } else { Borders::TOP };
    let block = Block::new().borders(borders).title(Line::styled(
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
    let [all, here] = sections(opened_from);
    let layouts = [all, here.clone()].into_iter().flat_map(|contexts| {
        (1..=3u16).map(move |columns| (contexts.clone(), inner.width / columns))
    });
    let fitting = layouts
        .map(|(contexts, width)| {
            let lines = help_lines(
                loc,
                palette,
                &contexts,
                opened_from,
                width.saturating_sub(1),
            );
            (lines, width)
        })
        .find(|(lines, width)| lines.len() <= rows * usize::from(inner.width / width.max(&1)));
    let (lines, column_width) = fitting.unwrap_or_else(|| {
        let width = inner.width / 3;
        let lines = help_lines(loc, palette, &here, opened_from, width.saturating_sub(1));
        (lines, width)
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

/// The sections to list: all that apply where help was opened, and the
/// fewest (that part's own keys and the global ones).
fn sections(opened_from: Context) -> [Vec<Context>; 2] {
    use Context::{Board, BuildPosition, FenField, Global, Panel};
    match opened_from {
        // Teaching: a view's own keys first; building a position is also the board.
        BuildPosition => [
            vec![BuildPosition, Board, Panel, FenField, Global],
            vec![BuildPosition, Board, Global],
        ],
        view if is_teaching_view(view) => [vec![view, Global], vec![view, Global]],
        part => [vec![Board, Panel, FenField, Global], vec![part, Global]],
    }
}

/// A teaching view with a screen of its own (they ignore board edits).
fn is_teaching_view(context: Context) -> bool {
    matches!(
        context,
        Context::Walk | Context::Moves | Context::PracticeMenu | Context::WriteFen
    )
}

fn help_lines(
    loc: &Localizer,
    palette: Palette,
    contexts: &[Context],
    opened_from: Context,
    width: u16,
) -> Vec<Line<'static>> {
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
    // Teaching views ignore the global keys that would edit the board under them.
    let works = |binding: &Binding| match &binding.does {
        Does::Fixed(action) if binding.context == Context::Global => {
            !is_teaching_view(opened_from) || works_while_teaching(action)
        }
        _ => true,
    };
    for &context in contexts {
        lines.push(Line::styled(
            loc.text(context.heading_id()),
            palette.focused(),
        ));
        for binding in keymap::bindings_of(context).filter(|b| works(b)) {
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

//! The engine control drawn: a box over the editor, one row a setting
//! (its name, its value between ‹ ›, the highlighted one in colour), the
//! keys on its bottom border.

use super::state::{EngineControl, ROWS, Row};
use crate::core::Arg;
use crate::engine::find;
use crate::i18n::Localizer;
use crate::tui::layers::draw::hints;
use crate::tui::view::screen::Screen;
use crate::tui::view::text::{centred_box, fitted, text_width};
use crate::tui::view::visible::visible_text;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Widget};

/// The widest the box gets: a long engine path.
const WIDTH: u16 = 72;

pub fn render(screen: &Screen<'_>, control: &EngineControl, area: Rect, buf: &mut Buffer) {
    let (loc, styles) = (screen.loc, screen.styles);
    let width = area.width.min(WIDTH);
    let boxed = centred_box(area, width, ROWS.len(), buf);
    let title = loc.text("engine-control-title");
    let block = Block::bordered()
        .title(Line::styled(format!(" {title} "), styles.title()))
        .title_bottom(hints(screen, super::keys::CONTEXT));
    let names: Vec<String> = ROWS.iter().map(|row| loc.text(row_id(*row))).collect();
    let name_width = names.iter().map(|n| text_width(n)).max().unwrap_or(0) + 2;
    let value_room = usize::from(width.saturating_sub(4)).saturating_sub(name_width + 4);
    let lines: Vec<Line> = ROWS
        .iter()
        .zip(&names)
        .enumerate()
        .map(|(index, (row, name))| {
            let value = fitted(
                &visible_text(&value_text(screen, control, *row, loc)),
                value_room,
            );
            let padding = " ".repeat(name_width.saturating_sub(text_width(name)));
            let name = Span::styled(format!("{name}{padding}"), styles.dim());
            if index == control.row {
                Line::from(vec![
                    name,
                    Span::styled(format!("‹ {value} ›"), styles.focused()),
                ])
            } else {
                Line::from(vec![name, Span::raw(format!("  {value}"))])
            }
        })
        .collect();
    Paragraph::new(lines).block(block).render(boxed, buf);
}

fn row_id(row: Row) -> &'static str {
    match row {
        Row::Engine => "engine-control-engine",
        Row::Threads => "engine-control-threads",
        Row::Hash => "engine-control-hash",
        Row::Target => "engine-control-target",
    }
}

/// A setting's value in words.
pub fn value_text(
    screen: &Screen<'_>,
    control: &EngineControl,
    row: Row,
    loc: &Localizer,
) -> String {
    let engines = control.current(screen.app);
    match row {
        Row::Engine => match control.program(&engines) {
            Some(program) => program,
            None => {
                let first = find::find(control.variant, None, &crate::config::Engines::default());
                match first {
                    Ok(spec) => loc.format(
                        "engine-control-first-found",
                        &[(
                            "name",
                            Arg::from(spec.program.to_string_lossy().into_owned()),
                        )],
                    ),
                    Err(_) => loc.text("engine-control-none-found"),
                }
            }
        },
        Row::Threads => engines
            .threads
            .map_or_else(|| loc.text("engine-control-default"), |n| n.to_string()),
        Row::Hash => engines.hash_mb.map_or_else(
            || loc.text("engine-control-default"),
            |mb| loc.format("engine-control-megabytes", &[("mb", Arg::from(mb))]),
        ),
        Row::Target => match (engines.depth, engines.nodes) {
            (Some(depth), _) => loc.format("engine-control-depth", &[("depth", Arg::from(depth))]),
            (None, Some(nodes)) => loc.format(
                "engine-control-nodes",
                &[("nodes", Arg::from(i64::try_from(nodes).unwrap_or(i64::MAX)))],
            ),
            (None, None) => loc.text("engine-control-infinite"),
        },
    }
}

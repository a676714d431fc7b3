//! The config file's problems drawn: each with its file, line and key.

use super::state::ConfigProblems;
use crate::core::Arg;
use crate::tui::keymap::{self};
use crate::tui::view::screen::Screen;
use crate::tui::view::text::centred_box;
use crate::tui::view::text::wrap;
use crate::tui::view::visible::visible_text;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Padding, Paragraph, Widget};

/// The config file's problems in a box over the editor, each with its file,
/// line and key, and the keys that close it.
pub fn render(screen: &Screen<'_>, problems: &ConfigProblems, area: Rect, buf: &mut Buffer) {
    let (loc, styles) = (screen.loc, screen.styles);
    let width = area.width.min(90);
    let inner_width = usize::from(width.saturating_sub(4)).max(8);
    let file = visible_text(&problems.file);
    let mut texts = Vec::new();
    if let Some(reason) = &problems.unreadable {
        let reason = visible_text(&loc.reason(reason));
        let args = [
            ("file", Arg::from(file.clone())),
            ("reason", Arg::from(reason)),
        ];
        texts.push(loc.format("cli-cannot-read", &args));
    }
    for problem in &problems.problems {
        texts.push(visible_text(&problem.describe(&file, loc)));
    }
    let mut lines: Vec<Line> = Vec::new();
    for text in texts {
        let mut pieces = wrap(&text, inner_width.saturating_sub(2)).into_iter();
        if let Some(first) = pieces.next() {
            lines.push(Line::from(vec![
                Span::raw("• "),
                Span::styled(first, styles.error()),
            ]));
        }
        lines.extend(pieces.map(|piece| Line::raw(format!("  {piece}"))));
    }
    lines.push(Line::raw(""));
    for piece in wrap(&loc.text("config-problems-still-starts"), inner_width) {
        lines.push(Line::styled(piece, styles.dim()));
    }
    let mut hints = Vec::new();
    // The short hint: the paragraph above already says what closing means.
    for binding in keymap::bindings_of(super::keys::CONTEXT) {
        let word = binding.hint_id.unwrap_or(binding.description_id);
        hints.push(Span::styled(binding.label, styles.title()));
        hints.push(Span::raw(format!(" {}  ", loc.text(word))));
    }
    lines.push(Line::from(hints));
    let boxed = centred_box(area, width, lines.len(), buf);
    let title = loc.format(
        "config-problems-title",
        &[(
            "count",
            Arg::from(problems.problems.len() + usize::from(problems.unreadable.is_some())),
        )],
    );
    let block = Block::bordered()
        .padding(Padding::horizontal(1))
        .title(Line::styled(format!(" {title} "), styles.title()));
    Paragraph::new(lines).block(block).render(boxed, buf);
}

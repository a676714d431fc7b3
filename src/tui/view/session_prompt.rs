//! The prompt that offers back a session that ended without a quit: when it
//! was saved, its position, and the keys to restore or discard it (from the
//! keymap, so the prompt always says what the keys do).

use crate::core::Arg;
use crate::core::fen::write_fen;
use crate::i18n::Localizer;
use crate::tui::app::App;
use crate::tui::keymap::{self, Context};
use crate::tui::session::{SavedSession, unix_seconds};
use crate::tui::theme::Palette;
use crate::tui::view::visible::visible_text;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Paragraph, Widget, Wrap};

/// Draw the prompt over whatever is on screen, if a session is on offer.
pub fn render_session_prompt(
    app: &App,
    loc: &Localizer,
    palette: Palette,
    area: Rect,
    buf: &mut Buffer,
) {
    let Some(saved) = app.session_offer() else {
        return;
    };
    let lines = prompt_lines(saved, loc, palette);
    let width = area.width.min(72);
    let inner_width = usize::from(width.saturating_sub(2)).max(1);
    // Wrapped height: each line takes its width over the inner width, rounded up.
    let height = lines
        .iter()
        .map(|line| line.width().max(1).div_ceil(inner_width))
        .sum::<usize>();
    let height = u16::try_from(height + 2).unwrap_or(u16::MAX).min(area.height);
    let x = area.x + (area.width - width) / 2;
    let y = area.y + (area.height - height) / 2;
    let area = Rect::new(x, y, width, height);
    Clear.render(area, buf);
    let block = Block::bordered().title(Line::styled(
        format!(" {} ", loc.text("session-prompt-title")),
        palette.title(),
    ));
    Paragraph::new(lines)
        .wrap(Wrap { trim: false })
        .block(block)
        .render(area, buf);
}

fn prompt_lines(saved: &SavedSession, loc: &Localizer, palette: Palette) -> Vec<Line<'static>> {
    let minutes = unix_seconds().saturating_sub(saved.saved_at) / 60;
    let mut lines = vec![
        Line::raw(loc.format("session-prompt-body", &[("minutes", Arg::from(i64::try_from(minutes).unwrap_or(i64::MAX)))])),
        Line::raw(""),
        Line::styled(write_fen(&saved.current.position), palette.focused()),
    ];
    if let Some(draft) = &saved.current.draft {
        lines.push(Line::raw(loc.format(
            "session-prompt-draft",
            &[("draft", Arg::from(visible_text(draft)))],
        )));
    }
    lines.push(Line::styled(
        loc.format(
            "session-prompt-steps",
            &[("count", Arg::from(saved.undo.len()))],
        ),
        palette.dim(),
    ));
    lines.push(Line::raw(""));
    for binding in keymap::bindings_of(Context::SessionPrompt) {
        lines.push(Line::from(vec![
            Span::styled(format!("{:<8} ", binding.label), palette.title()),
            Span::raw(loc.text(binding.description_id)),
        ]));
    }
    lines
}

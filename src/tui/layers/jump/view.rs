//! Drawing the square jump: its prompt on the bottom row.

use super::state::SquareJump;
use crate::core::Arg;
use crate::tui::keymap;
use crate::tui::view::screen::Screen;
use crate::tui::view::visible::visible_text;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};

/// The prompt on the bottom row: what is typed of the square's name.
pub(crate) fn render_square_jump(
    screen: &Screen<'_>,
    jump: &SquareJump,
    area: Rect,
    buf: &mut Buffer,
) {
    let (loc, styles) = (screen.loc, screen.styles);
    let Some(row) = crate::tui::view::text::prompt_row(area, buf) else {
        return;
    };
    // A xiangqi board has points, not squares.
    let (prompt, unknown) = match screen.app.variant() {
        crate::core::Variant::Xiangqi => ("xiangqi-jump-prompt", "xiangqi-jump-unknown"),
        crate::core::Variant::Chess => ("jump-prompt", "jump-unknown"),
    };
    let mut spans = vec![
        Span::styled(format!("{} ", loc.text(prompt)), styles.title()),
        Span::styled(visible_text(&jump.typed), styles.focused()),
        // The caret, where the hardware cursor goes.
        Span::styled("_", crate::tui::view::caret::mark(styles.focused())),
    ];
    if jump.unknown {
        let variant = screen.app.variant();
        let last = crate::core::Square::new(variant.files() - 1, variant.ranks() - 1);
        let first = crate::core::Square::new(0, 0);
        spans.push(Span::raw(format!(
            "  {}",
            loc.format(
                unknown,
                &[
                    ("typed", Arg::from(visible_text(&jump.typed))),
                    ("first", Arg::from(first.name(variant))),
                    ("last", Arg::from(last.name(variant))),
                ],
            )
        )));
    }
    for (label, id) in keymap::hints_for(super::keys::CONTEXT) {
        spans.push(Span::styled(format!("  {label}"), styles.title()));
        spans.push(Span::styled(format!(" {}", loc.text(id)), styles.dim()));
    }
    buf.set_line(row.x, row.y, &Line::from(spans), row.width);
}

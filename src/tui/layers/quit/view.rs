//! Drawing the quit question: what would be lost, and the three ways on.

use super::state::QuitConfirm;
use crate::core::Arg;
use crate::i18n::Localizer;
use crate::tui::app::App;
use crate::tui::keymap;
use crate::tui::view::screen::Screen;
use crate::tui::view::text::wrap;
use crate::tui::view::visible::visible_text;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Padding, Paragraph, Widget};

/// "The FEN field holds text that does not read", and the three ways on.
pub(crate) fn render_quit_confirm(screen: &Screen<'_>, area: Rect, buf: &mut Buffer) {
    let (loc, styles) = (screen.loc, screen.styles);
    let width = area.width.min(64);
    let inner_width = usize::from(width.saturating_sub(4)).max(8);
    let errors = screen.app.field().errors.len();
    let confirm = screen.app.quit_confirm().copied().unwrap_or_default();
    let mut bodies = Vec::new();
    if confirm.unread_draft {
        bodies.push(loc.format("quit-confirm-body", &[("count", Arg::from(errors))]));
    }
    if let Some(unsaved) = unsaved_text(screen.app, loc, confirm) {
        bodies.push(unsaved);
    }
    let mut lines: Vec<Line> = Vec::new();
    for body in bodies {
        lines.extend(wrap(&body, inner_width).into_iter().map(Line::from));
        lines.push(Line::raw(""));
    }
    let label_width = keymap::bindings_of(super::keys::CONTEXT)
        .map(|b| Span::raw(b.label).width())
        .max()
        .unwrap_or(0);
    // Saving first is offered only when there is an open file with changes.
    let offered =
        |b: &&keymap::Binding| confirm.unsaved_file || b.description_id != "key-quit-save";
    for binding in keymap::bindings_of(super::keys::CONTEXT).filter(offered) {
        let label = format!("{:label_width$}  ", binding.label);
        let indent = label_width + 2;
        let text = wrap(
            &loc.text(quit_key_text(binding.description_id, confirm)),
            inner_width.saturating_sub(indent),
        );
        for (i, piece) in text.into_iter().enumerate() {
            let first = if i == 0 {
                label.clone()
            } else {
                " ".repeat(indent)
            };
            lines.push(Line::from(vec![
                Span::styled(first, styles.title()),
                Span::raw(piece),
            ]));
        }
    }
    let boxed = crate::tui::view::text::centred_box(area, width, lines.len(), buf);
    let block = Block::bordered()
        .padding(Padding::horizontal(1))
        .title(Line::styled(
            format!(" {} ", loc.text("quit-confirm-title")),
            styles.title(),
        ));
    Paragraph::new(lines).block(block).render(boxed, buf);
}

/// The quit question's words about the open file's changes, when it has some.
pub fn unsaved_text(app: &App, loc: &Localizer, confirm: QuitConfirm) -> Option<String> {
    let file = app.open_file().filter(|_| confirm.unsaved_file)?;
    Some(loc.format(
        "quit-confirm-unsaved",
        &[("name", Arg::from(visible_text(&file.name())))],
    ))
}

/// "Back to the FEN field" and "printing the last FEN that read" say more
/// than is true when only the file asks (issue 33 case 14): then it is back
/// to the editor, and quitting prints the board's FEN, which reads. The
/// status line's hints (`hint-…`) go through here too, so both agree.
pub fn quit_key_text(id: &'static str, confirm: QuitConfirm) -> &'static str {
    match id {
        "key-quit-back" if !confirm.unread_draft => "key-quit-back-to-editor",
        "hint-quit-back" if !confirm.unread_draft => "hint-quit-back-to-editor",
        "key-quit-anyway" if !confirm.unread_draft => "key-quit-unsaved-anyway",
        _ => id,
    }
}

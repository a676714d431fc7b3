//! The share menu overlay and the status-line words for what it copied. The
//! chosen line's full text is shown under the list, so when no clipboard works
//! the link is still on screen to select by hand.

use super::visible::visible_text;
use super::wrap;
use crate::clipboard::CopyOutcome;
use crate::core::Arg;
use crate::i18n::Localizer;
use crate::tui::action::Action;
use crate::tui::app::{App, Notice, ShareTarget};
use crate::tui::theme::Palette;
use ratatui::buffer::Buffer;
use ratatui::layout::{Position, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Widget};

/// Widest the menu gets; links wrap inside it.
const MAX_WIDTH: u16 = 76;

pub struct ShareMenuView<'a> {
    pub app: &'a App,
    pub loc: &'a Localizer,
    pub palette: Palette,
}

/// Where the menu is and where its lines are.
struct MenuLayout {
    outer: Rect,
    /// The first line of the list; one row per target.
    items: Rect,
}

impl ShareMenuView<'_> {
    fn layout(&self, area: Rect, preview_lines: usize) -> MenuLayout {
        let count = self.app.share_targets().len();
        let width = area.width.min(MAX_WIDTH);
        // Border, list, blank, preview, blank, key line, border.
        let wanted = count + preview_lines + 5;
        let height = u16::try_from(wanted).unwrap_or(u16::MAX).min(area.height);
        let outer = Rect::new(
            area.x + (area.width - width) / 2,
            area.y + (area.height - height) / 2,
            width,
            height,
        );
        let inner = Block::bordered().inner(outer);
        let items = Rect::new(
            inner.x,
            inner.y,
            inner.width,
            u16::try_from(count).unwrap_or(0).min(inner.height),
        );
        MenuLayout { outer, items }
    }

    /// The chosen line's text, wrapped to the menu's inner width.
    fn preview(&self, area: Rect) -> Vec<String> {
        let selected = self.app.share_menu().map_or(0, |menu| menu.selected);
        let inner_width = usize::from(area.width.min(MAX_WIDTH).saturating_sub(4)).max(8);
        let text = self
            .app
            .share_targets()
            .get(selected)
            .and_then(|target| self.app.share_text(*target))
            .unwrap_or_default();
        // Links have no spaces to wrap at: cut them into pieces of the width.
        let chars: Vec<char> = visible_text(&text).chars().collect();
        chars
            .chunks(inner_width)
            .map(|piece| piece.iter().collect::<String>())
            .collect()
    }

    /// What a click at (x, y) means while the menu is open: a line copies, elsewhere closes.
    pub fn click(&self, area: Rect, x: u16, y: u16) -> Action {
        let layout = self.layout(area, self.preview(area).len());
        if layout.items.contains(Position::new(x, y)) {
            return Action::ChooseShare(usize::from(y - layout.items.y));
        }
        Action::Escape
    }

    pub fn render(&self, area: Rect, buf: &mut Buffer) {
        let preview = self.preview(area);
        let layout = self.layout(area, preview.len());
        Clear.render(layout.outer, buf);
        let block = Block::bordered().title(Line::styled(
            format!(" {} ", self.loc.text("share-title")),
            self.palette.title(),
        ));
        let inner = block.inner(layout.outer);
        block.render(layout.outer, buf);
        let selected = self.app.share_menu().map_or(0, |menu| menu.selected);
        let mut lines: Vec<Line> = Vec::new();
        for (index, target) in self.app.share_targets().iter().enumerate() {
            // The marker shows the choice without colour as well.
            let (marker, style) = if index == selected {
                ("›", self.palette.selected())
            } else {
                (" ", ratatui::style::Style::new())
            };
            lines.push(Line::from(vec![
                Span::styled(format!("{marker}{} ", index + 1), self.palette.title()),
                Span::styled(self.loc.text(target.message_id()), style),
            ]));
        }
        lines.push(Line::default());
        lines.extend(
            preview
                .into_iter()
                .map(|piece| Line::styled(format!("  {piece}"), self.palette.dim())),
        );
        lines.push(Line::default());
        for piece in wrap(
            &self.loc.text("share-keys"),
            usize::from(inner.width.max(1)),
        ) {
            lines.push(Line::styled(piece, self.palette.label()));
        }
        for (line, y) in lines.iter().zip(inner.y..inner.bottom()) {
            buf.set_line(inner.x, y, line, inner.width);
        }
    }
}

/// The status line after the share menu copied, or failed to.
pub fn notice_text(notice: &Notice, loc: &Localizer) -> Option<String> {
    let what = |target: &ShareTarget| Arg::from(loc.text(target.message_id()));
    match notice {
        Notice::Shared(target, outcome) => {
            let how = match outcome {
                CopyOutcome::System => "system",
                CopyOutcome::Osc52 { tmux: false } => "osc52",
                CopyOutcome::Osc52 { tmux: true } => "osc52-tmux",
                CopyOutcome::Memory => "memory",
            };
            Some(loc.format(
                "share-copied",
                &[("what", what(target)), ("how", Arg::from(how))],
            ))
        }
        Notice::ShareFailed {
            target,
            code,
            detail,
        } => {
            let why = loc.format(
                code,
                &[(
                    "detail",
                    Arg::from(visible_text(detail.as_deref().unwrap_or(""))),
                )],
            );
            Some(loc.format(
                "share-failed",
                &[("what", what(target)), ("why", Arg::from(why))],
            ))
        }
        _ => None,
    }
}

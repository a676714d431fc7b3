//! The share menu overlay and the status-line words for what it copied. The
//! chosen line's text is shown under the list on one line, never wrapped (a
//! wrapped link breaks mouse selection): the menu widens to hold it, and on a
//! terminal too narrow its middle gives way to "…" (the copy is always whole).

use crate::core::Arg;
use crate::i18n::Localizer;
use crate::tui::action::Action;
use crate::tui::app::App;
use crate::tui::layers::share::state::ShareTarget;
use crate::tui::theme::Styles;
use crate::tui::view::text::wrap;
use crate::tui::view::visible::visible_text;
use ratatui::buffer::Buffer;
use ratatui::layout::{Position, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Widget};

/// Widest the menu gets for its list; a longer link widens it further.
const MAX_WIDTH: u16 = 76;

pub struct ShareMenuView<'a> {
    pub app: &'a App,
    pub loc: &'a Localizer,
    pub styles: Styles,
}

/// Where the menu is and where its lines are.
struct MenuLayout {
    outer: Rect,
    /// The first line of the list; one row per target.
    items: Rect,
}

impl ShareMenuView<'_> {
    fn layout(&self, area: Rect, preview: &str) -> MenuLayout {
        let count = self.app.share_lines().len();
        // Borders and a two-column indent around the link.
        let link_width = u16::try_from(Span::raw(preview).width() + 4).unwrap_or(u16::MAX);
        let width = area.width.min(MAX_WIDTH.max(link_width));
        // Border, list, blank, preview, blank, key line, border.
        let wanted = count + 6;
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

    /// The chosen line's whole text, made safe to show (for a diagram line,
    /// what it makes).
    fn preview(&self) -> String {
        let selected = self.app.share_menu().map_or(0, |menu| menu.selected);
        let Some((target, why)) = self.app.share_lines().get(selected).copied() else {
            return String::new();
        };
        if let Some(why) = why {
            return self.loc.text(why.message_id());
        }
        if let Some(words) = diagram_preview(target, self.app, self.loc) {
            return words;
        }
        visible_text(&self.app.share_text(target).unwrap_or_default())
    }

    /// What a click at (x, y) means while the menu is open: a line copies, elsewhere closes.
    pub fn click(&self, area: Rect, x: u16, y: u16) -> Action {
        let layout = self.layout(area, &self.preview());
        if layout.items.contains(Position::new(x, y)) {
            return Action::ChooseShare(usize::from(y - layout.items.y));
        }
        Action::Escape
    }

    pub fn render(&self, area: Rect, buf: &mut Buffer) {
        let preview = self.preview();
        let layout = self.layout(area, &preview);
        Clear.render(layout.outer, buf);
        let block = Block::bordered().title(Line::styled(
            format!(" {} ", self.loc.text("share-title")),
            self.styles.title(),
        ));
        let inner = block.inner(layout.outer);
        block.render(layout.outer, buf);
        let selected = self.app.share_menu().map_or(0, |menu| menu.selected);
        let mut lines: Vec<Line> = Vec::new();
        for (index, (target, why)) in self.app.share_lines().into_iter().enumerate() {
            // The marker shows the choice without colour as well.
            let (marker, style) = match (index == selected, why) {
                (true, _) => ("›", self.styles.selected()),
                (false, None) => (" ", ratatui::style::Style::new()),
                (false, Some(_)) => (" ", self.styles.dim()),
            };
            let mut spans = vec![
                Span::styled(format!("{marker}{} ", index + 1), self.styles.title()),
                Span::styled(self.loc.text(target.message_id()), style),
            ];
            // A line that does not apply keeps its place and digit, dimmed, with why.
            if let Some(why) = why {
                let words = format!(" · {}", self.loc.text(why.message_id()));
                spans.push(Span::styled(words, self.styles.dim()));
            }
            lines.push(Line::from(spans));
        }
        lines.push(Line::default());
        let room = usize::from(inner.width.saturating_sub(2));
        lines.push(Line::styled(
            format!("  {}", shorten_middle(&preview, room)),
            self.styles.dim(),
        ));
        lines.push(Line::default());
        let keys = self.loc.format(
            "share-keys",
            &[("count", Arg::from(self.app.share_lines().len()))],
        );
        for piece in wrap(&keys, usize::from(inner.width.max(1))) {
            lines.push(Line::styled(piece, self.styles.label()));
        }
        for (line, y) in lines.iter().zip(inner.y..inner.bottom()) {
            buf.set_line(inner.x, y, line, inner.width);
        }
    }
}

/// `text` in at most `width` columns: whole when it fits, else its start and
/// its end around a "…" (a link's host and its FEN's last fields both show).
fn shorten_middle(text: &str, width: usize) -> String {
    let chars: Vec<char> = text.chars().collect();
    if chars.len() <= width {
        return text.to_string();
    }
    let keep = width.saturating_sub(1);
    let head = keep.div_ceil(2);
    let tail = keep - head;
    let mut shown: String = chars[..head].iter().collect();
    shown.push('…');
    shown.extend(&chars[chars.len() - tail..]);
    shown
}

/// The preview under a diagram line (the file it is written to, or the
/// picture copied).
fn diagram_preview(target: ShareTarget, app: &App, loc: &Localizer) -> Option<String> {
    match target {
        ShareTarget::DiagramFile => Some(loc.format(
            "export-menu-file-preview",
            &[("file", Arg::from(visible_text(&app.offered_diagram_name())))],
        )),
        ShareTarget::DiagramImage => Some(loc.text("export-menu-image-preview")),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::super::notice::notice_text;
    use super::*;
    use crate::clipboard::CopyOutcome;
    use crate::core::fen::{ReadOptions, read_fen};
    use crate::i18n::Lang;
    use crate::tui::app::Notice;
    use crate::tui::view::Screen;

    const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    fn editor() -> App {
        App::new(read_fen(START, ReadOptions::strict()).unwrap().position)
    }

    use crate::tui::view::text_in as screen;

    #[test]
    fn the_menu_lists_its_lines_and_shows_the_chosen_text_whole() {
        let mut app = editor();
        app.update(Action::SHARE_MENU);
        app.update(Action::Move(crate::tui::action::Direction::Down));
        let text = screen(&app, Lang::En, 80, 24);
        for line in [
            "Share this position",
            "1 Lichess analysis link",
            "›2 Lichess board editor link",
            "3 Chess.com analysis link",
            "4 pychess.org analysis link · for xiangqi positions",
            "5 UCI command (position fen …)",
            "6 FEN with its moves · after moves were played",
            "7 PGN game (for a chess or xiangqi database)",
            "8 Diagram to a file (PNG, SVG, PDF, text, LaTeX)…",
            "9 Diagram to the clipboard as a picture",
            "Enter or 1-9 take that line",
        ] {
            assert!(text.contains(line), "{line:?} missing:\n{text}");
        }
        // The link is never wrapped: whole on one row where the terminal is
        // wide enough, its middle given way to "…" where it is not.
        let link =
            "https://lichess.org/editor/rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR_w_KQkq_-_0_1";
        let wide = screen(&app, Lang::En, 100, 24);
        assert!(wide.lines().any(|row| row.contains(link)), "{wide}");
        let row = text.lines().find(|row| row.contains("https://")).unwrap();
        assert!(
            row.contains("https://lichess.org/editor/rnbqkbnr/"),
            "{row}"
        );
        assert!(row.contains('…') && row.contains("KQkq_-_0_1"), "{row}");
        // Every language draws it, and tiny terminals do not panic.
        for lang in [Lang::Ru, Lang::Zh] {
            assert!(screen(&app, lang, 80, 24).contains("UCI"));
        }
        for (w, h) in [(1, 1), (20, 10), (58, 14), (200, 60)] {
            let _ = screen(&app, Lang::En, w, h);
        }
    }

    #[test]
    fn a_click_on_a_line_copies_it_and_elsewhere_closes() {
        let mut app = editor();
        app.update(Action::SHARE_MENU);
        let loc = Localizer::new(Lang::En);
        let screen_view = Screen {
            app: &app,
            loc: &loc,
            styles: Styles::new(false),
        };
        let area = Rect::new(0, 0, 80, 24);
        let text = screen(&app, Lang::En, 80, 24);
        let row = text
            .lines()
            .position(|l| l.contains("Chess.com analysis link"))
            .unwrap();
        let y = u16::try_from(row).unwrap();
        assert_eq!(screen_view.click(area, 40, y), Some(Action::ChooseShare(2)));
        assert_eq!(screen_view.click(area, 0, 0), Some(Action::Escape));
    }

    #[test]
    fn the_status_says_what_was_copied_and_how() {
        let loc = Localizer::new(Lang::En);
        let cases = [
            (CopyOutcome::System, "Lichess analysis link copied"),
            (
                CopyOutcome::Osc52 { tmux: false },
                "Lichess analysis link sent to the terminal (OSC 52)",
            ),
            (
                CopyOutcome::Osc52 { tmux: true },
                "Lichess analysis link sent to the terminal (OSC 52, through tmux: if nothing arrives, tmux needs set -g allow-passthrough on (tmux 3.3+))",
            ),
        ];
        for (outcome, words) in cases {
            let notice = Notice::Shared(ShareTarget::LichessAnalysis, outcome);
            assert_eq!(notice_text(&notice, &loc).as_deref(), Some(words));
        }
        let failed = Notice::ShareFailed {
            target: ShareTarget::ChessCom,
            code: "clipboard-no-display",
            detail: None,
        };
        let text = notice_text(&failed, &loc).unwrap();
        assert!(
            text.starts_with("Chess.com analysis link not copied: no clipboard here"),
            "{text}"
        );
        let nothing = Notice::ShareFailed {
            target: ShareTarget::UciCommand,
            code: "clipboard-nothing-worked",
            detail: None,
        };
        assert_eq!(
            notice_text(&nothing, &loc).as_deref(),
            Some(
                "UCI command (position fen …) not copied: neither the system clipboard nor \
                 the terminal took it (the text is shown in the menu)"
            )
        );
        // Fluent wraps variables in isolation marks; none of them are in our words.
        assert!(!text.contains('\u{2068}'), "{text:?}");
    }
}

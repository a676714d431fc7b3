//! Drawing the editor: `Screen` borrows the state and renders one frame. The
//! layout is computed the same way for drawing and for mouse clicks.

mod board;
mod fen_field;
mod geometry;
mod help;
mod panels;
mod problems;
// Session
mod session_prompt;
mod status;
mod teach;
pub mod visible;
// Share and clipboard
mod share;

pub use board::piece_text;
pub use geometry::BoardGeometry;

use crate::core::{Arg, Variant};
use crate::i18n::Localizer;
use crate::tui::action::{Action, Control};
use crate::tui::app::App;
use crate::tui::theme::Palette;
use board::BoardView;
use fen_field::FenFieldView;
use panels::Panels;
use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Widget};

/// The panels need this many columns to say anything useful.
const PANEL_MIN_WIDTH: u16 = 30;
/// FEN field, its message line, the status line.
const BOTTOM_ROWS: u16 = 3;

/// One frame of the editor.
pub struct Screen<'a> {
    pub app: &'a App,
    pub loc: &'a Localizer,
    pub palette: Palette,
}

/// Where everything goes in a frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ScreenLayout {
    pub board: BoardGeometry,
    pub position_panel: Rect,
    pub problems_panel: Rect,
    pub fen_field: Rect,
    pub fen_message: Rect,
    pub status: Rect,
}

/// The smallest terminal the editor draws in, for `variant`.
pub fn minimum_size(variant: Variant) -> (u16, u16) {
    let (w, h) = BoardGeometry::minimum_size(variant);
    (w + 1 + PANEL_MIN_WIDTH, h + BOTTOM_ROWS)
}

impl Screen<'_> {
    /// Where everything goes, and the position panel's lines (its height depends on them).
    pub fn layout(&self, area: Rect) -> Option<(ScreenLayout, Vec<panels::PanelLine>)> {
        let variant = self.app.variant();
        let (min_w, min_h) = minimum_size(variant);
        if area.width < min_w || area.height < min_h {
            return None;
        }
        let top = Rect::new(area.x, area.y, area.width, area.height - BOTTOM_ROWS);
        let board_space = Rect::new(top.x, top.y, top.width - PANEL_MIN_WIDTH - 1, top.height);
        let board = BoardGeometry::fit(variant, self.app.flipped(), board_space)?;
        let panel_x = board.area.right() + 1;
        let panel_width = area.right().saturating_sub(panel_x);
        let panel_lines = Panels {
            app: self.app,
            loc: self.loc,
            palette: self.palette,
            width: panel_width.saturating_sub(2),
        }
        .lines();
        let panel_height =
            (u16::try_from(panel_lines.len()).unwrap_or(u16::MAX) + 2).min(top.height);
        let position_panel = Rect::new(panel_x, top.y, panel_width, panel_height);
        let problems_panel = Rect::new(
            panel_x,
            position_panel.bottom(),
            panel_width,
            top.height - panel_height,
        );
        let row = |n: u16| Rect::new(area.x, top.bottom() + n, area.width, 1);
        let layout = ScreenLayout {
            board,
            position_panel,
            problems_panel,
            fen_field: row(0),
            fen_message: row(1),
            status: row(2),
        };
        Some((layout, panel_lines))
    }

    /// What a mouse click at (x, y) means, if anything.
    pub fn click(&self, area: Rect, x: u16, y: u16) -> Option<Action> {
        let (layout, lines) = self.layout(area)?;
        let at = ratatui::layout::Position::new(x, y);
        if self.app.help_open() {
            // A click anywhere closes the help.
            return Some(Action::ToggleHelp);
        }
        // Share and clipboard
        if self.app.share_menu().is_some() {
            return Some(self.share_menu_view().click(area, x, y));
        }
        if layout.board.area.contains(at) {
            return layout.board.square_at(x, y).map(Action::ClickSquare);
        }
        if layout.fen_field.contains(at) {
            return Some(Action::ClickControl(Control::FenField));
        }
        let inner = Block::bordered().inner(layout.position_panel);
        if !inner.contains(at) {
            return None;
        }
        let line = lines.get(usize::from(y - inner.y))?;
        line.clicks
            .iter()
            .find(|(start, width, _)| (inner.x + start..inner.x + start + width).contains(&x))
            .map(|(_, _, control)| Action::ClickControl(*control))
    }

    fn render_too_small(&self, area: Rect, buf: &mut Buffer) {
        self.render_too_small_for(minimum_size(self.app.variant()), area, buf);
    }

    /// "Enlarge the terminal to w×h", centred.
    fn render_too_small_for(&self, (w, h): (u16, u16), area: Rect, buf: &mut Buffer) {
        let text = self.loc.format(
            "too-small",
            &[
                ("width", Arg::from(u32::from(w))),
                ("height", Arg::from(u32::from(h))),
                ("now-width", Arg::from(u32::from(area.width))),
                ("now-height", Arg::from(u32::from(area.height))),
            ],
        );
        let y = area.y + area.height / 2;
        let line_area = Rect::new(
            area.x,
            y.min(area.bottom().saturating_sub(1)),
            area.width,
            area.height - (y - area.y),
        );
        // Our own wrap, not ratatui's: its word wrapper panics on a double-width
        // character in a 2-column area (found by fuzzing the editor in Chinese).
        let lines: Vec<Line> = wrap(&text, usize::from(area.width))
            .into_iter()
            .map(Line::from)
            .collect();
        Paragraph::new(lines)
            .alignment(Alignment::Center)
            .render(line_area, buf);
    }
}

/// Break text into lines of at most `width` columns, at spaces where possible.
/// Chinese has no spaces: between two Chinese characters a line may break
/// too (never before a closing mark like `。`), and a word too long for a
/// line is broken wherever it must.
pub(crate) fn wrap(text: &str, width: usize) -> Vec<String> {
    let width = width.max(2);
    let mut lines = vec![String::new()];
    let mut used = 0;
    let new_line = |lines: &mut Vec<String>, used: &mut usize| {
        lines.push(String::new());
        *used = 0;
    };
    for word in text.split(' ') {
        let pieces = unbreakable_pieces(word);
        let first_width = pieces.first().map_or(0, |p| text_width(p));
        if used > 0 && used + 1 + first_width > width {
            new_line(&mut lines, &mut used);
        } else if used > 0 {
            lines.last_mut().into_iter().for_each(|l| l.push(' '));
            used += 1;
        }
        for piece in pieces {
            let piece_width = text_width(&piece);
            if used > 0 && used + piece_width > width {
                new_line(&mut lines, &mut used);
            }
            // Only a piece wider than a whole line is cut, character by character.
            for c in piece.chars() {
                let c_width = text_width(c.encode_utf8(&mut [0; 4]));
                if used > 0 && used + c_width > width {
                    new_line(&mut lines, &mut used);
                }
                lines.last_mut().into_iter().for_each(|l| l.push(c));
                used += c_width;
            }
        }
    }
    lines
}

fn text_width(text: &str) -> usize {
    Span::raw(text).width()
}

/// A word cut where a line may break inside it: around each wide (Chinese)
/// character, keeping closing marks with what they close and runs of narrow
/// characters (`Enter`, `3k1a3`) whole.
fn unbreakable_pieces(word: &str) -> Vec<String> {
    const CLOSING: &str = "。，、：；！？）」』》】";
    let mut pieces: Vec<String> = Vec::new();
    let mut last_wide = true;
    for c in word.chars() {
        let wide = text_width(c.encode_utf8(&mut [0; 4])) > 1;
        match pieces.last_mut() {
            Some(piece) if CLOSING.contains(c) || (!wide && !last_wide) => piece.push(c),
            _ => pieces.push(c.to_string()),
        }
        last_wide = wide;
    }
    if pieces.is_empty() {
        pieces.push(String::new());
    }
    pieces
}

impl Widget for &Screen<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        if area.is_empty() {
            return;
        }
        // Teaching views other than building draw a screen of their own.
        if teach::has_own_screen(self.app) {
            teach::render(self, area, buf);
            return;
        }
        let Some((layout, panel_lines)) = self.layout(area) else {
            self.render_too_small(area, buf);
            // Session: the prompt is answerable at any size.
            session_prompt::render_session_prompt(self.app, self.loc, self.palette, area, buf);
            return;
        };
        // Teaching: building a position flags the squares still wrong.
        let wrong = teach::wrong_squares(self.app);
        BoardView {
            app: self.app,
            palette: self.palette,
            geometry: layout.board,
            teaching: wrong.as_deref().map(|wrong| board::TeachingBoard {
                position: self.app.position(),
                lit: &[],
                wrong,
                cursor: true,
            }),
        }
        .render(area, buf);

        let block = Block::bordered().title(Line::styled(
            format!(" {} ", self.loc.text("panel-position")),
            self.palette.title(),
        ));
        let inner = block.inner(layout.position_panel);
        block.render(layout.position_panel, buf);
        for (line, y) in panel_lines.iter().zip(inner.y..inner.bottom()) {
            buf.set_line(inner.x, y, &line.line, inner.width);
        }

        if layout.problems_panel.height >= 3 && teach::is_building(self.app) {
            teach::render_build_panel(self, layout.problems_panel, buf);
        } else if layout.problems_panel.height >= 3 {
            problems::render_problems(self.app, self.loc, self.palette, layout.problems_panel, buf);
        }

        FenFieldView {
            app: self.app,
            loc: self.loc,
            palette: self.palette,
        }
        .render(layout.fen_field, layout.fen_message, buf);
        status::render_status(self.app, self.loc, self.palette, layout.status, buf);

        if self.app.help_open() {
            help::render_help(
                self.loc,
                self.palette,
                crate::tui::context_under_help(self.app),
                area,
                buf,
            );
        }
        // Share and clipboard
        if self.app.share_menu().is_some() {
            self.share_menu_view().render(area, buf);
        }
        // Session
        session_prompt::render_session_prompt(self.app, self.loc, self.palette, area, buf);
    }
}

// Share and clipboard
impl Screen<'_> {
    fn share_menu_view(&self) -> share::ShareMenuView<'_> {
        share::ShareMenuView {
            app: self.app,
            loc: self.loc,
            palette: self.palette,
        }
    }
}

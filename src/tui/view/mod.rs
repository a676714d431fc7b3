//! Drawing the editor: `Screen` borrows the state and renders one frame. The
//! layout is computed the same way for drawing and for mouse clicks.

pub(crate) mod board;
pub mod caret;
pub(crate) mod chess960;
pub(crate) mod edit_words;
pub(crate) mod fen_field;
pub(crate) mod geometry;
pub(crate) mod looks;
pub(crate) mod mouse;
pub(crate) mod palette;
pub(crate) mod panels;
pub(crate) mod picture_words;
pub(crate) mod pieces;
pub(crate) mod problems;
pub(crate) mod problems_page;
pub mod screen;
pub(crate) mod screen_layout;
pub(crate) mod status;
pub mod text;
pub mod visible;

pub use geometry::{BoardGeometry, PaletteArea};
pub use palette::{PaletteCell, PaletteItem};
pub use pieces::piece_text;
pub use screen::Screen;
use text::wrap;

use crate::core::{Arg, Variant};
use crate::i18n::Localizer;
use crate::tui::action::{Action, Control};
use crate::tui::app::{App, Layer};
use crate::tui::theme::Styles;
use board::BoardView;
use fen_field::FenFieldView;
use panels::Panels;
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Rect};
use ratatui::text::Line;
use ratatui::widgets::{Block, Paragraph, Widget};

/// The panels need this many columns to say anything useful.
const PANEL_MIN_WIDTH: u16 = 30;
/// FEN field, its message line, the status line.
const BOTTOM_ROWS: u16 = 3;

pub use screen_layout::ScreenLayout;

/// Draw one frame of `app` into `buffer` (its whole area).
pub fn render_into(buffer: &mut Buffer, app: &App, loc: &Localizer, styles: Styles) {
    let area = buffer.area;
    Screen { app, loc, styles }.render(area, buffer);
}

/// One frame of `app` in a new `width`×`height` buffer (for tests, benches
/// and the fuzzer).
pub fn render_to_buffer(
    app: &App,
    loc: &Localizer,
    styles: Styles,
    width: u16,
    height: u16,
) -> Buffer {
    let mut buffer = Buffer::empty(Rect::new(0, 0, width, height));
    render_into(&mut buffer, app, loc, styles);
    buffer
}

/// One frame as text, each row in quotes as ratatui's `TestBackend` prints
/// it (the form of the snapshots), wide characters taking their two columns.
pub fn render_to_text(
    app: &App,
    loc: &Localizer,
    styles: Styles,
    width: u16,
    height: u16,
) -> String {
    let buffer = render_to_buffer(app, loc, styles, width, height);
    let mut backend = TestBackend::new(width, height);
    let cells = buffer.content.iter().enumerate().map(|(i, cell)| {
        let (x, y) = buffer.pos_of(i);
        (x, y, cell)
    });
    let Ok(()) = ratatui::backend::Backend::draw(&mut backend, cells);
    backend.to_string()
}

/// Tests: the editor as text in `lang`, without colours.
#[cfg(test)]
pub(crate) fn text_in(app: &App, lang: crate::i18n::Lang, width: u16, height: u16) -> String {
    render_to_text(
        app,
        &Localizer::new(lang),
        Styles::new(false),
        width,
        height,
    )
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
        let (board, palette) = palette::fit_board(self.app, board_space)?;
        let panel_x = palette.map_or(board.area.right(), |p| p.right(&board)) + 1;
        let panel_width = area.right().saturating_sub(panel_x);
        let panel_lines = Panels {
            app: self.app,
            loc: self.loc,
            styles: self.styles,
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
            palette,
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
        // The top layer has the mouse first.
        if let Some(layer) = self.app.layers().last()
            && let Some(taken) = crate::tui::layers::draw::click(self, layer, area, x, y)
        {
            return taken;
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
    pub(crate) fn render_too_small_for(&self, (w, h): (u16, u16), area: Rect, buf: &mut Buffer) {
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

impl Widget for &Screen<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        // The focus's cell is for the terminal's cursor: see `cursor_frame`.
        let _ = self.draw(area, buf);
    }
}

impl Screen<'_> {
    /// Draw one frame and say where the hardware cursor goes: the cell the
    /// focus marked (the board's cursor square, the focused panel's value,
    /// a caret), topmost layer first; `None` hides it. No mark is left in `buf`.
    pub fn draw(&self, area: Rect, buf: &mut Buffer) -> Option<(u16, u16)> {
        if area.is_empty() {
            return None;
        }
        // The board colours the editor has chosen.
        if self.styles.board != self.app.board_theme() {
            let styles = self.styles.with_board(self.app.board_theme());
            return Screen { styles, ..*self }.draw(area, buf);
        }
        // Layers bottom to top; what a full-screen layer covers is not drawn.
        let layers = self.app.layers();
        let bottom = layers.iter().rposition(Layer::covers_screen);
        if bottom.is_none() {
            self.render_editor(area, buf);
        }
        let mut marks = caret::Marks::start(buf);
        for index in bottom.unwrap_or(0)..layers.len() {
            crate::tui::layers::draw::render_layer(self, index, area, buf);
            marks.after_layer(buf);
        }
        marks.finish(buf)
    }
}

impl Screen<'_> {
    /// The editor itself, under every layer.
    fn render_editor(&self, area: Rect, buf: &mut Buffer) {
        let Some((layout, panel_lines)) = self.layout(area) else {
            self.render_too_small(area, buf);
            return;
        };
        // Building a position flags the squares still wrong.
        let wrong = crate::tui::layers::teach::view::wrong_squares(self.app);
        BoardView {
            app: self.app,
            styles: self.styles,
            geometry: layout.board,
            teaching: wrong.as_deref().map(|wrong| board::TeachingBoard {
                position: self.app.position(),
                lit: &[],
                wrong,
                cursor: true,
            }),
        }
        .render(area, buf);
        if let Some(palette) = layout.palette {
            self.render_palette(palette, buf);
        }

        let mut block = Block::bordered().title(Line::styled(
            format!(" {} ", self.loc.text("panel-position")),
            self.styles.title(),
        ));
        // Which file, which of its positions, whether edited.
        let title_room = layout.position_panel.width.saturating_sub(2);
        if let Some(title) =
            crate::tui::layers::files::view::file_title(self.app, self.loc, title_room)
        {
            block = block.title_bottom(Line::styled(title, self.styles.title()).right_aligned());
        }
        let inner = block.inner(layout.position_panel);
        block.render(layout.position_panel, buf);
        for (line, y) in panel_lines.iter().zip(inner.y..inner.bottom()) {
            buf.set_line(inner.x, y, &line.line, inner.width);
        }

        let problems_area = self.problems_area(layout.problems_panel);
        if problems_area.height >= 3 {
            problems::render_problems(self.app, self.loc, self.styles, problems_area, buf);
        }

        let field = FenFieldView {
            app: self.app,
            loc: self.loc,
            styles: self.styles,
        };
        field.render(layout.fen_field, layout.fen_message, buf);
        let message_row_free = !field.has_message();
        status::render_status(
            self.app,
            self.loc,
            self.styles,
            &layout,
            message_row_free,
            buf,
        );
    }
}

impl Screen<'_> {
    pub(crate) fn share_menu_view(&self) -> crate::tui::layers::share::view::ShareMenuView<'_> {
        crate::tui::layers::share::view::ShareMenuView {
            app: self.app,
            loc: self.loc,
            styles: self.styles,
        }
    }
}

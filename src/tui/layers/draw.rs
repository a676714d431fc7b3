//! Drawing the layers of `App::layers`, bottom to top, each over what is
//! below it (the editor, or a teaching view that covers the whole screen),
//! and the mouse for the top one: each overlay's own `draw`, `click` and
//! `wheel` (its folder's `impl Overlay`) do the work.

use crate::tui::action::Action;
use crate::tui::keymap::{self, Context};
use crate::tui::layers::Layer;
use crate::tui::view::screen::Screen;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};

/// Where an overlay draws: the frame, its place on the stack, the area and
/// the buffer (what is below is drawn already).
pub struct Canvas<'a, 's> {
    pub screen: &'a Screen<'s>,
    /// Its place on `App::layers` (the help lists the keys of what is under it).
    pub index: usize,
    pub area: Rect,
    pub buf: &'a mut Buffer,
}

/// A click on the screen while an overlay is on top.
#[derive(Clone, Copy)]
pub struct Click<'a, 's> {
    pub screen: &'a Screen<'s>,
    pub area: Rect,
    pub x: u16,
    pub y: u16,
}

/// Layer `index` of the stack, drawn over what is already in `buf`.
pub(crate) fn render_layer(screen: &Screen<'_>, index: usize, area: Rect, buf: &mut Buffer) {
    if let Some(layer) = screen.app.layers().get(index) {
        let mut canvas = Canvas {
            screen,
            index,
            area,
            buf,
        };
        layer.overlay().draw(&mut canvas);
    }
}

/// What a click at (x, y) means to the top layer: `Some(action)` (or
/// `Some(None)`: nothing) when the layer takes the mouse, `None` when it
/// leaves it to what is below (building a position on the board).
pub(crate) fn click(
    screen: &Screen<'_>,
    layer: &Layer,
    area: Rect,
    x: u16,
    y: u16,
) -> Option<Option<Action>> {
    layer.overlay().click(Click { screen, area, x, y })
}

/// What the wheel means to the top layer (`down`: towards the end).
pub(crate) fn wheel(layer: Option<&Layer>, down: bool) -> Option<Action> {
    layer?.overlay().wheel(down)
}

/// The hint line under a list (its context's keys worth a hint), for the
/// browsing overlays' boxes.
pub(crate) fn hints(screen: &Screen<'_>, context: Context) -> Line<'static> {
    let (loc, styles) = (screen.loc, screen.styles);
    let mut spans = Vec::new();
    for (label, id) in keymap::hints_in(context) {
        spans.push(Span::styled(format!(" {label}"), styles.title()));
        spans.push(Span::styled(format!(" {} ", loc.text(id)), styles.dim()));
    }
    Line::from(spans)
}

//! What every overlay is to the stack: the `Overlay` trait its folder
//! implements, and the `Step` its `handle` answers with.

use crate::tui::action::Action;
use crate::tui::app::{App, Effect};
use crate::tui::keymap::Context;
use crate::tui::layers::{Canvas, Click, Layer};
use crate::tui::view::screen::Screen;
use ratatui::layout::Rect;

/// What every overlay does, each in its own folder.
pub trait Overlay {
    /// Where keys go while it is on top; `None`: as below it (a layer that
    /// only adds a panel, like building a position off the board).
    fn context(&self, app: &App) -> Option<Context>;
    /// One action: taken, passed on down, closing, or opening another.
    fn handle(&mut self, app: &mut App, action: Action) -> Step;
    /// Drawn over what is below it.
    fn draw(&self, canvas: &mut Canvas<'_, '_>);
    /// A click while it is on top: `Some(action)` (or `Some(None)`: nothing)
    /// when it takes the mouse, `None` when it leaves it to what is below.
    fn click(&self, _click: Click<'_, '_>) -> Option<Option<Action>> {
        Some(None)
    }
    /// The wheel while it is on top (`down`: towards the end).
    fn wheel(&self, _down: bool) -> Option<Action> {
        None
    }
    /// The rows it takes at the foot of the problems panel's `space`, which
    /// lays its problems out above them so that neither hides the other.
    fn rows_under_problems(&self, _screen: &Screen<'_>, _space: Rect) -> u16 {
        0
    }
    /// The words of a status-line hint of its keys (`id`, a message id) as
    /// it stands now, so that the hint and the overlay's own list agree.
    fn hint_id(&self, id: &'static str) -> &'static str {
        id
    }
    /// Whether it draws the whole screen (what is below it need not be drawn).
    fn covers_screen(&self) -> bool {
        false
    }
    /// Whether a global key's action is ignored while it is open (the help
    /// leaves such keys out of its list).
    fn ignores(&self, _action: &Action) -> bool {
        false
    }
    /// Whether the mouse still edits the editor's board under it (building a
    /// position on the board); else clicks are its own.
    fn leaves_board_to_mouse(&self) -> bool {
        false
    }
}

/// What a layer did with an action.
#[derive(Debug, Default)]
pub struct Step {
    /// `Some`: not this layer's, for the layers below (and the editor).
    pub pass: Option<Action>,
    pub effects: Vec<Effect>,
    pub close: bool,
    /// A layer to open on top of this one.
    pub open: Option<Layer>,
}

impl Step {
    /// Taken; the layer stays.
    pub fn consumed() -> Step {
        Step::default()
    }
    /// Taken, with effects for the runtime.
    pub fn effects(effects: Vec<Effect>) -> Step {
        Step {
            effects,
            ..Step::default()
        }
    }
    /// Not this layer's.
    pub fn pass(action: Action) -> Step {
        Step {
            pass: Some(action),
            ..Step::default()
        }
    }
    pub fn and_close(mut self) -> Step {
        self.close = true;
        self
    }
    pub fn opening(mut self, layer: Layer) -> Step {
        self.open = Some(layer);
        self
    }
}

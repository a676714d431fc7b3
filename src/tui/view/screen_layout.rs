//! Where everything goes in a frame, in a leaf of its own: the status line
//! and the overlays read it without importing the whole view.

use super::geometry::{BoardGeometry, PaletteArea};
use ratatui::layout::Rect;

/// Where everything goes in a frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ScreenLayout {
    pub board: BoardGeometry,
    /// The spare pieces and buttons beside the board, when there is room.
    pub palette: Option<PaletteArea>,
    pub position_panel: Rect,
    pub problems_panel: Rect,
    pub fen_field: Rect,
    pub fen_message: Rect,
    pub status: Rect,
}

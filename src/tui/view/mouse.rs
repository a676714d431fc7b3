//! What the mouse means, from where it is on the frame: press, right-click,
//! drag and release become actions; the drag itself is the app's state.

use super::palette::PaletteItem;
use crate::tui::action::Action;
use crate::tui::app::{Grab, Tool};
use crate::tui::view::screen::Screen;
use ratatui::crossterm::event::{MouseButton, MouseEvent, MouseEventKind};
use ratatui::layout::{Position, Rect};

impl Screen<'_> {
    /// The action a mouse event at its place in `area` means, if any. Moving
    /// without a piece held, or over the square it is already over, means
    /// nothing (and draws nothing).
    pub fn mouse(&self, area: Rect, event: MouseEvent) -> Option<Action> {
        let (x, y) = (event.column, event.row);
        match event.kind {
            MouseEventKind::Down(MouseButton::Left) => self.press(area, x, y),
            MouseEventKind::Down(MouseButton::Right) => {
                let square = self.board_square(area, x, y)?;
                Some(Action::ClearSquare(square))
            }
            MouseEventKind::Drag(MouseButton::Left) => {
                let over = self.board_square(area, x, y);
                let drag = self.app.drag()?;
                (drag.over != over).then_some(Action::DragOver(over))
            }
            MouseEventKind::Up(MouseButton::Left) => {
                self.app.drag()?;
                Some(Action::Drop(self.board_square(area, x, y)))
            }
            // The wheel is the top layer's; with none, the problems panel's under it.
            MouseEventKind::ScrollDown | MouseEventKind::ScrollUp => {
                let down = event.kind == MouseEventKind::ScrollDown;
                match self.app.layers().last() {
                    Some(layer) => crate::tui::layers::draw::wheel(Some(layer), down),
                    None => {
                        let (layout, _) = self.layout(area)?;
                        let over = layout.problems_panel.contains(Position::new(x, y));
                        over.then_some(Action::ScrollProblems(down))
                    }
                }
            }
            _ => None,
        }
    }

    /// A layer over the board (any but building a position on it) takes
    /// clicks its own way.
    fn board_covered(&self) -> bool {
        self.app
            .layers()
            .last()
            .is_some_and(|layer| !layer.overlay().leaves_board_to_mouse())
    }

    /// The square under (x, y) when the editor's board is there to edit.
    fn board_square(&self, area: Rect, x: u16, y: u16) -> Option<crate::core::Square> {
        if self.board_covered() {
            return None;
        }
        let (layout, _) = self.layout(area)?;
        layout.board.square_at(x, y)
    }

    /// The left button goes down: a piece is grabbed (a click, if it is let
    /// go where it was), a palette cell is chosen, or it is a plain click.
    fn press(&self, area: Rect, x: u16, y: u16) -> Option<Action> {
        if self.board_covered() {
            return self.click(area, x, y);
        }
        let (layout, _) = self.layout(area)?;
        if let Some(palette) = layout.palette {
            let at = Position::new(x, y);
            if let Some(cell) = self
                .palette_cells(palette)
                .into_iter()
                .find(|c| c.area.contains(at))
            {
                return match cell.item {
                    PaletteItem::Piece(piece) => Some(Action::Grab(Grab::Spare(piece))),
                    PaletteItem::Delete if self.app.tool() == Some(Tool::Delete) => {
                        Some(Action::ChooseTool(None))
                    }
                    PaletteItem::Delete => Some(Action::ChooseTool(Some(Tool::Delete))),
                    button => button.button_action(),
                };
            }
        }
        match layout.board.square_at(x, y) {
            Some(square) if self.app.position().get(square).is_some() => {
                Some(Action::Grab(Grab::Square(square)))
            }
            _ => self.click(area, x, y),
        }
    }
}

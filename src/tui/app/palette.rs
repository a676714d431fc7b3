//! The palette of spare pieces, as in the Lichess board editor: choose a
//! piece (or the delete tool), then click squares or press Enter to use it,
//! as often as wanted; drag pieces across the board or off it. The mouse's
//! drag lives here as state, changed only through actions.
//!
//! Pick up and move with the keyboard, as the mouse's drag does: Space on a
//! piece lifts it, the arrows carry it (drawn over the cursor, its square
//! dimmed), Space again puts it down on the cursor's square as one undo step.
//! Esc, or any key that is not a cursor move, leaves it where it was.

use super::state::Drag;
use super::{App, EditNotice, Focus, Notice};
use crate::core::{Piece, Role, Square};
use crate::tui::action::{Action, Grab, Tool};

impl App {
    /// The chosen tool; a piece chosen in the other game is no tool here.
    pub fn tool(&self) -> Option<Tool> {
        self.palette.tool.filter(|tool| self.fits(*tool))
    }

    fn fits(&self, tool: Tool) -> bool {
        match tool {
            Tool::Piece(piece) => Role::all(self.variant()).contains(&piece.role),
            Tool::Delete => true,
        }
    }

    /// Whether the next key chooses the palette's tool (after Ctrl-P).
    pub fn picking_tool(&self) -> bool {
        self.palette.picking
    }

    pub fn drag(&self) -> Option<&Drag> {
        self.palette.drag.as_ref()
    }

    /// The palette's and the mouse's actions; any other comes back unused.
    pub(crate) fn update_palette(&mut self, action: Action) -> Result<(), Action> {
        let Some(action) = self.finish_picking(action) else {
            return Ok(());
        };
        if self.carry_action(&action) {
            return Ok(());
        }
        if !matches!(
            action,
            Action::Grab(_) | Action::DragOver(_) | Action::Drop(_)
        ) {
            // A key while the button is held ends the drag where it is.
            self.palette.drag = None;
        }
        match action {
            Action::PickTool => {
                self.focus_on(Focus::Board);
                self.palette.picking = true;
                self.notice = Notice::Edit(EditNotice::Picking);
            }
            Action::ChooseTool(tool) => self.choose_tool(tool),
            Action::UseTool => match self.tool() {
                Some(tool) => self.use_tool(tool, self.cursor),
                None => self.notice = Notice::Edit(EditNotice::NoTool),
            },
            Action::ClearSquare(square) if square.is_on(self.variant()) => {
                self.point_at(square);
                self.use_tool(Tool::Delete, square);
            }
            Action::ClickSquare(square) if square.is_on(self.variant()) => {
                self.point_at(square);
                if let Some(tool) = self.tool() {
                    self.use_tool(tool, square);
                }
            }
            Action::Grab(from) => self.grab(from),
            Action::DragOver(over) => {
                if let Some(drag) = &mut self.palette.drag {
                    drag.over = over.filter(|s| s.is_on(self.position.variant));
                }
            }
            Action::Drop(at) => self.drop_at(at.filter(|s| s.is_on(self.variant()))),
            Action::Escape if self.focus == Focus::Board && self.tool().is_some() => {
                self.choose_tool(None)
            }
            other => return Err(other),
        }
        Ok(())
    }

    /// After Ctrl-P the next key chooses: a piece letter, `x` or Delete for
    /// the delete tool, Esc (or Ctrl-P again) for none. Any other action
    /// ends the choosing and goes on as usual.
    fn finish_picking(&mut self, action: Action) -> Option<Action> {
        if !std::mem::take(&mut self.palette.picking) {
            return Some(action);
        }
        match action {
            Action::Type('x' | 'X') | Action::EraseHere => self.choose_tool(Some(Tool::Delete)),
            Action::Type(c) => match super::board::piece_for_letter(c, self.variant()) {
                Some(piece) => self.choose_tool(Some(Tool::Piece(piece))),
                None => self.notice = Notice::Edit(EditNotice::NotATool(c)),
            },
            Action::Escape | Action::PickTool => self.choose_tool(None),
            other => return Some(other),
        }
        None
    }

    fn choose_tool(&mut self, tool: Option<Tool>) {
        let tool = tool.filter(|tool| self.fits(*tool));
        self.palette.tool = tool;
        self.notice = Notice::Edit(EditNotice::ToolChosen(tool));
    }

    /// The cursor goes where the mouse is, on the board.
    fn point_at(&mut self, square: Square) {
        self.focus_on(Focus::Board);
        self.set_cursor(square);
    }

    fn use_tool(&mut self, tool: Tool, square: Square) {
        match tool {
            Tool::Piece(piece) => {
                self.edit_board(Notice::Placed(piece, square), |p| {
                    p.set(square, Some(piece))
                });
            }
            Tool::Delete => self.edit_board(Notice::Cleared(1, square), |p| p.set(square, None)),
        }
    }

    fn grab(&mut self, from: Grab) {
        let piece = match from {
            Grab::Square(square) if square.is_on(self.variant()) => {
                self.point_at(square);
                self.position.get(square)
            }
            Grab::Square(_) => None,
            Grab::Spare(piece) if !self.fits(Tool::Piece(piece)) => None,
            Grab::Spare(piece) => {
                let chosen = self.tool() == Some(Tool::Piece(piece));
                if !chosen {
                    self.choose_tool(Some(Tool::Piece(piece)));
                }
                self.palette.drag = Some(Drag {
                    from,
                    piece,
                    over: None,
                    put_away_on_release: chosen,
                });
                return;
            }
        };
        self.palette.drag = piece.map(|piece| Drag {
            from,
            piece,
            over: Some(self.cursor),
            put_away_on_release: false,
        });
    }

    /// The button is let go: the held piece lands on `at`, or leaves the
    /// board when `at` is off it. Letting go where it was grabbed is a click.
    fn drop_at(&mut self, at: Option<Square>) {
        let Some(drag) = self.palette.drag.take() else {
            return;
        };
        match (drag.from, at) {
            (Grab::Square(from), Some(to)) if from == to => {
                if let Some(tool) = self.tool() {
                    self.use_tool(tool, from);
                }
            }
            (Grab::Square(from), Some(to)) => {
                let Some(piece) = self.position.get(from) else {
                    return;
                };
                self.point_at(to);
                self.edit_board(Notice::Edit(EditNotice::Moved { piece, from, to }), |p| {
                    p.set(from, None);
                    p.set(to, Some(piece));
                });
            }
            (Grab::Square(from), None) => {
                let Some(piece) = self.position.get(from) else {
                    return;
                };
                self.edit_board(
                    Notice::Edit(EditNotice::Removed {
                        piece,
                        square: from,
                    }),
                    |p| p.set(from, None),
                );
            }
            (Grab::Spare(piece), Some(to)) => {
                self.point_at(to);
                self.use_tool(Tool::Piece(piece), to);
            }
            (Grab::Spare(_), None) if drag.put_away_on_release => self.choose_tool(None),
            (Grab::Spare(_), None) => {}
        }
    }
}

impl App {
    /// The piece being carried and the square it was lifted from.
    pub fn carried(&self) -> Option<(Square, Piece)> {
        let from = self.palette.carried?;
        Some((from, self.position.get(from)?))
    }

    /// The carry's share of an action: true when it took the action.
    pub(crate) fn carry_action(&mut self, action: &Action) -> bool {
        let keeps_carrying = matches!(
            action,
            Action::CarryPiece
                | Action::Move(_)
                | Action::Home
                | Action::End
                | Action::TopRank
                | Action::BottomRank
        );
        if !keeps_carrying {
            let carried = self.carried();
            self.palette.carried = None;
            if let (Some((from, piece)), Action::Escape) = (carried, action) {
                self.notice = Notice::Edit(EditNotice::PutBack {
                    piece,
                    square: from,
                });
                return true;
            }
            return false;
        }
        if matches!(action, Action::CarryPiece) {
            self.carry_or_put_down();
            return true;
        }
        false
    }

    fn carry_or_put_down(&mut self) {
        let here = self.cursor;
        match self.carried() {
            None => match self.position.get(here) {
                Some(piece) => {
                    self.palette.carried = Some(here);
                    self.notice = Notice::Edit(EditNotice::Carrying { piece, from: here });
                }
                None => self.notice = Notice::Edit(EditNotice::NothingToCarry(here)),
            },
            Some((from, piece)) => {
                self.palette.carried = None;
                if from == here {
                    self.notice = Notice::Edit(EditNotice::PutBack {
                        piece,
                        square: from,
                    });
                    return;
                }
                let moved = Notice::Edit(EditNotice::Moved {
                    piece,
                    from,
                    to: here,
                });
                self.edit_board(moved, |p| {
                    p.set(from, None);
                    p.set(here, Some(piece));
                });
            }
        }
    }
}

//! Chess960 and the board transforms in the editor: the mode, the castling
//! notation, a Chess960 start at random, swap colours / mirror / rotate /
//! clear one side (each one undoable change). (The castling rights follow the
//! board in `change.rs`, where every change goes.)

use super::{App, Chess960Notice, Notice};
use crate::core::Variant;
use crate::core::chess960;
use crate::core::fen::CastlingNotation;
use crate::core::transform::apply;
pub use crate::tui::action::BoardTool;
use std::hash::{BuildHasher, RandomState};

impl App {
    pub fn notation(&self) -> CastlingNotation {
        self.notation
    }

    /// The rights the castling panel holds (the FEN has those the board allows).
    pub fn castling_wish(&self) -> crate::core::CastlingRights {
        self.castling_wish
    }

    /// The number of the Chess960 start the board shows, if it is one.
    pub fn chess960_number(&self) -> Option<u16> {
        chess960::number_of(&self.position)
    }

    pub(crate) fn board_tool(&mut self, tool: BoardTool) {
        let chess_only = matches!(
            tool,
            BoardTool::ToggleChess960 | BoardTool::ToggleNotation | BoardTool::RandomStart
        );
        if chess_only && self.variant() != Variant::Chess {
            self.notice = Notice::Chess960(Chess960Notice::ChessOnly);
            return;
        }
        let notice = match tool {
            BoardTool::ToggleChess960 => {
                self.change(|p| p.chess960 = !p.chess960);
                Chess960Notice::Mode(self.position.chess960)
            }
            BoardTool::ToggleNotation => {
                self.notation = match self.notation {
                    CastlingNotation::XFen => CastlingNotation::Shredder,
                    CastlingNotation::Shredder => CastlingNotation::XFen,
                };
                self.position_changed();
                Chess960Notice::Notation(self.notation)
            }
            BoardTool::RandomStart => {
                let number = (RandomState::new().hash_one(self.fen.as_str()) % 960) as u16;
                self.set_chess960_start(number);
                Chess960Notice::Start(number)
            }
            BoardTool::Transform(transform) => {
                let done = apply(&self.position, transform);
                self.replace_position(done.position);
                Chess960Notice::Transformed(transform, done.notes)
            }
        };
        self.notice = Notice::Chess960(notice);
    }

    /// Set up the Chess960 start `number` (0-959) as one undoable change.
    pub(crate) fn set_chess960_start(&mut self, number: u16) {
        if let Some(start) = chess960::start_position(number) {
            self.replace_position(start);
        }
    }
}

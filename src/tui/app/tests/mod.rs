//! `App::update` for every action, against FENs written out by hand from the
//! rules of FEN (and the seed documents' start positions).

use super::*;
use crate::core::fen::{ReadOptions, read_fen};
use crate::core::{Color, Piece, Role};
use crate::tui::action::{Action, Control, Direction};

pub(crate) fn position(fen: &str) -> Position {
    read_fen(fen, ReadOptions::strict()).unwrap().position
}

pub(crate) fn app(fen: &str) -> App {
    App::new(position(fen))
}

pub(crate) fn type_text(app: &mut App, text: &str) {
    for c in text.chars() {
        app.update(Action::Type(c));
    }
}

pub(crate) const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
pub(crate) const EMPTY: &str = "8/8/8/8/8/8/8/8 w - - 0 1";
pub(crate) const XIANGQI_EMPTY: &str = "9/9/9/9/9/9/9/9/9/9 w - - 0 1";

pub(crate) fn app_xiangqi() -> App {
    app(XIANGQI_EMPTY)
}

mod board;
mod chess960;
mod field;
mod layers;
mod palette;
mod panels;

//! How a piece is written in the piece style chosen: its FEN letter, or its
//! symbol (♔, 帥) from fen-core's one piece table. The board colours are
//! `theme`'s, not this.

use crate::core::symbols::{fen_letter, symbol};
use crate::core::{Piece, Variant};
use crate::tui::app::PieceStyle;

/// How a piece is written in the chosen style.
pub fn piece_text(piece: Piece, variant: Variant, style: PieceStyle) -> &'static str {
    if style == PieceStyle::Letters {
        fen_letter(piece)
    } else {
        symbol(piece, variant)
    }
}

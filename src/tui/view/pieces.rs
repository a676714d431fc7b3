//! How a piece is written in the piece style chosen: its FEN letter, or its
//! symbol (♔, 帥). The board colours are `theme`'s, not this.

use crate::core::{Color, Piece, Role, Variant};
use crate::tui::app::PieceStyle;

/// How a piece is written in the chosen style.
pub fn piece_text(piece: Piece, variant: Variant, style: PieceStyle) -> &'static str {
    if style == PieceStyle::Letters {
        return letter(piece);
    }
    let white = piece.color == Color::White;
    match (variant, piece.role) {
        (Variant::Chess, Role::King) => {
            if white {
                "♔"
            } else {
                "♚"
            }
        }
        (Variant::Chess, Role::Queen) => {
            if white {
                "♕"
            } else {
                "♛"
            }
        }
        (Variant::Chess, Role::Rook) => {
            if white {
                "♖"
            } else {
                "♜"
            }
        }
        (Variant::Chess, Role::Bishop) => {
            if white {
                "♗"
            } else {
                "♝"
            }
        }
        (Variant::Chess, Role::Knight) => {
            if white {
                "♘"
            } else {
                "♞"
            }
        }
        (Variant::Chess, Role::Pawn) => {
            if white {
                "♙"
            } else {
                "♟"
            }
        }
        (Variant::Xiangqi, Role::King) => {
            if white {
                "帥"
            } else {
                "將"
            }
        }
        (Variant::Xiangqi, Role::Advisor) => {
            if white {
                "仕"
            } else {
                "士"
            }
        }
        (Variant::Xiangqi, Role::Bishop) => {
            if white {
                "相"
            } else {
                "象"
            }
        }
        (Variant::Xiangqi, Role::Knight) => {
            if white {
                "傌"
            } else {
                "馬"
            }
        }
        (Variant::Xiangqi, Role::Rook) => {
            if white {
                "俥"
            } else {
                "車"
            }
        }
        (Variant::Xiangqi, Role::Cannon) => {
            if white {
                "炮"
            } else {
                "砲"
            }
        }
        (Variant::Xiangqi, Role::Pawn) => {
            if white {
                "兵"
            } else {
                "卒"
            }
        }
        _ => letter(piece),
    }
}

fn letter(piece: Piece) -> &'static str {
    const LETTERS: &str = "KQRBNPACkqrbnpac";
    let index = LETTERS.find(piece.fen_char()).unwrap_or(0);
    LETTERS.get(index..index + 1).unwrap_or("?")
}

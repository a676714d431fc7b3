//! Whole-board transforms: swap colours, mirror files, rotate 180°, clear one
//! side. Each returns the new position and notes for the castling rights and
//! en-passant target it could not keep (the rules decide, not the geometry).

use crate::rules::chess::allowed_rights;
use crate::{Board, CastlingRights, Color, Diagnostic, Piece, Position, Square, Variant};

/// One of the transforms, as the editor and `fen-tui transform` name them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Transform {
    /// Every piece changes colour and the ranks mirror, with the side to
    /// move, castling and en passant following: the same position for the
    /// other side.
    SwapColors,
    /// Files a↔h (xiangqi a↔i).
    Mirror,
    /// Every piece to the point-symmetric square, colours kept (a diagram
    /// drawn from the other side).
    Rotate,
    /// Every piece of one colour taken off.
    Clear(Color),
}

/// A transformed position and what it had to drop.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Transformed {
    /// The position after the transform.
    pub position: Position,
    /// What it had to drop or change (castling rights, an en-passant target), as notes.
    pub notes: Vec<Diagnostic>,
}

/// `pos` transformed (flipped, mirrored, colours swapped, cleared…), with notes
/// on what no longer fits.
pub fn apply(pos: &Position, transform: Transform) -> Transformed {
    let mut out = *pos;
    match transform {
        Transform::SwapColors => {
            out.board = moved(pos, |sq| flip_rank(sq, pos.variant), true);
            out.side_to_move = pos.side_to_move.other();
            out.castling = CastlingRights::NONE;
            for color in [Color::White, Color::Black] {
                for file in pos.castling.files(color) {
                    out.castling.set(color.other(), file, true);
                }
            }
            out.en_passant = pos.en_passant.map(|sq| flip_rank(sq, pos.variant));
        }
        Transform::Mirror => {
            out.board = moved(pos, |sq| flip_file(sq, pos.variant), false);
            out.castling = CastlingRights::NONE;
            for color in [Color::White, Color::Black] {
                for file in pos.castling.files(color) {
                    out.castling.set(color, 7 - file, true);
                }
            }
            out.en_passant = pos.en_passant.map(|sq| flip_file(sq, pos.variant));
        }
        Transform::Rotate => {
            let turn = |sq| flip_file(flip_rank(sq, pos.variant), pos.variant);
            out.board = moved(pos, turn, false);
            out.en_passant = None;
        }
        Transform::Clear(color) => {
            for (sq, piece) in pos.board.pieces() {
                if piece.color == color {
                    out.board.set(sq, None);
                }
            }
            out.castling.clear(color);
            // The target names a pawn of the side that just moved.
            if color != pos.side_to_move {
                out.en_passant = None;
            }
        }
    }
    let mut notes = Vec::new();
    keep_allowed_rights(pos, &mut out, &mut notes);
    if pos.en_passant.is_some() && out.en_passant.is_none() {
        notes.push(Diagnostic::note("transform-en-passant-dropped"));
    }
    Transformed {
        position: out,
        notes,
    }
}

/// Keep only the rights the new board allows (`allowed_rights`), with a
/// note when some had to go.
fn keep_allowed_rights(before: &Position, out: &mut Position, notes: &mut Vec<Diagnostic>) {
    if out.variant != Variant::Chess {
        return;
    }
    let allowed = allowed_rights(out, out.castling);
    let count = |rights: CastlingRights| {
        [Color::White, Color::Black]
            .into_iter()
            .map(|c| rights.files(c).count())
            .sum::<usize>()
    };
    let dropped = count(out.castling) - count(allowed);
    out.castling = allowed;
    if dropped > 0 && !before.castling.is_empty() {
        notes.push(Diagnostic::note("transform-castling-dropped").arg("count", dropped));
    }
}

/// The board with each piece moved to `to(square)`, colours swapped if asked.
fn moved(pos: &Position, to: impl Fn(Square) -> Square, swap: bool) -> Board {
    let mut board = Board::default();
    for (sq, piece) in pos.board.pieces() {
        let piece = if swap {
            Piece::new(piece.color.other(), piece.role)
        } else {
            piece
        };
        board.set(to(sq), Some(piece));
    }
    board
}

fn flip_rank(sq: Square, variant: Variant) -> Square {
    Square::new(sq.file, variant.ranks() - 1 - sq.rank)
}

fn flip_file(sq: Square, variant: Variant) -> Square {
    Square::new(variant.files() - 1 - sq.file, sq.rank)
}

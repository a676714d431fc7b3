//! Between our `Position` (anything an editor can hold) and shakmaty's types,
//! which carry the rules of chess. Conversions are plain loops over 64 squares
//! so that validating a position stays well under a microsecond.

use crate::{Board, CastlingRights, Color, Piece, Position, Role, Square};
use shakmaty as sm;

/// The shakmaty square for one of ours; `None` off the 8×8 board.
pub(super) fn to_sm_square(sq: Square) -> Option<sm::Square> {
    (sq.file < 8 && sq.rank < 8)
        .then(|| sm::Square::new(u32::from(sq.rank) * 8 + u32::from(sq.file)))
}

pub(super) fn from_sm_square(sq: sm::Square) -> Square {
    // `file()`/`rank()` are 0..8, so the narrowing is exact.
    Square::new(u8::from(sq.file()), u8::from(sq.rank()))
}

pub(super) fn to_sm_color(color: Color) -> sm::Color {
    match color {
        Color::White => sm::Color::White,
        Color::Black => sm::Color::Black,
    }
}

pub(super) fn from_sm_color(color: sm::Color) -> Color {
    match color {
        sm::Color::White => Color::White,
        sm::Color::Black => Color::Black,
    }
}

/// Chess roles only: xiangqi's advisor and cannon have no chess meaning.
pub(super) fn to_sm_role(role: Role) -> Option<sm::Role> {
    Some(match role {
        Role::King => sm::Role::King,
        Role::Queen => sm::Role::Queen,
        Role::Rook => sm::Role::Rook,
        Role::Bishop => sm::Role::Bishop,
        Role::Knight => sm::Role::Knight,
        Role::Pawn => sm::Role::Pawn,
        Role::Advisor | Role::Cannon => return None,
    })
}

pub(super) fn from_sm_role(role: sm::Role) -> Role {
    match role {
        sm::Role::King => Role::King,
        sm::Role::Queen => Role::Queen,
        sm::Role::Rook => Role::Rook,
        sm::Role::Bishop => Role::Bishop,
        sm::Role::Knight => Role::Knight,
        sm::Role::Pawn => Role::Pawn,
    }
}

/// The chess pieces of `pos` as a shakmaty board (pieces that are not chess
/// pieces are left out: they cannot move or give check).
pub(super) fn to_sm_board(pos: &Position) -> sm::Board {
    // Bitboards filled directly, in arrays indexed by our own role and colour:
    // `set_piece_at` clears eight bitboards per piece first, and shakmaty's
    // `ByRole` is reached through a `match` per piece. This runs once per
    // line of `fen-tui check`.
    let mut by_role = [0u64; 8];
    let mut by_color = [0u64; 2];
    for rank in 0..8u8 {
        for file in 0..8u8 {
            if let Some(piece) = pos.board.get(Square::new(file, rank)) {
                let bit = 1u64 << (rank * 8 + file);
                by_role[piece.role as usize] |= bit;
                by_color[piece.color as usize] |= bit;
            }
        }
    }
    let not_chess = by_role[Role::Advisor as usize] | by_role[Role::Cannon as usize];
    let by_role = sm::ByRole::new_with(|role| sm::Bitboard(by_role[from_sm_role(role) as usize]));
    let by_color = sm::ByColor::new_with(|color| {
        sm::Bitboard(by_color[from_sm_color(color) as usize] & !not_chess)
    });
    // One piece per square, so the bitboards cannot be inconsistent.
    sm::Board::try_from_bitboards(by_role, by_color).unwrap_or_else(|_| sm::Board::empty())
}

/// Castling rights as shakmaty holds them: the squares of the rooks that may castle.
pub(super) fn castling_squares(rights: CastlingRights) -> sm::Bitboard {
    let white = u64::from(rights.mask(Color::White));
    let black = u64::from(rights.mask(Color::Black));
    sm::Bitboard(white | (black << 56))
}

pub(super) fn castling_from_squares(squares: sm::Bitboard) -> CastlingRights {
    let mut rights = CastlingRights::NONE;
    for sq in squares {
        let color = if sq.rank() == sm::Rank::First {
            Color::White
        } else {
            Color::Black
        };
        rights.set(color, u8::from(sq.file()), true);
    }
    rights
}

pub(super) fn to_setup(pos: &Position, board: sm::Board) -> sm::Setup {
    sm::Setup {
        board,
        turn: to_sm_color(pos.side_to_move),
        castling_rights: castling_squares(pos.castling),
        ep_square: pos.en_passant.and_then(to_sm_square),
        halfmoves: pos.halfmove_clock,
        fullmoves: std::num::NonZeroU32::new(pos.fullmove_number)
            .unwrap_or(std::num::NonZeroU32::MIN),
        ..sm::Setup::empty()
    }
}

/// Our board with the pieces of a shakmaty board (chess squares only).
pub(super) fn from_sm_board(board: &sm::Board) -> Board {
    let mut ours = Board::default();
    for sq in board.occupied() {
        if let Some(piece) = board.piece_at(sq) {
            let piece = Piece::new(from_sm_color(piece.color), from_sm_role(piece.role));
            ours.set(from_sm_square(sq), Some(piece));
        }
    }
    ours
}

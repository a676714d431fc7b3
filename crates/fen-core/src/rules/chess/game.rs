//! A position that can be played: our `Position` checked by `problems()` and
//! handed to shakmaty, plus the way back after a move.

use super::convert::{
    castling_from_squares, from_sm_board, from_sm_role, from_sm_square, to_setup, to_sm_board,
    to_sm_square,
};
use super::problems::problems;
use crate::rules::Move;
use crate::{Position, Variant};
use shakmaty::{
    self as sm, CastlingMode, Chess, EnPassantMode, FromSetup, Position as _, PositionError,
};

/// Problems that shakmaty can set aside without putting move generation at
/// risk: it drops rights and targets the board contradicts, and extra
/// material changes nothing about how pieces move.
const PLAYABLE_PROBLEMS: &[&str] = &[
    "invalid-castling-rights",
    "invalid-en-passant",
    "too-many-pawns",
    "too-many-pieces",
];

pub(super) struct Game {
    pub chess: Chess,
    /// The position's mode: decides which rights count and how castling is written.
    pub mode: CastlingMode,
}

impl Game {
    /// The playable form of `pos`, or `None` when it cannot be played
    /// (no king, a pawn on the back rank, the side not to move in check...).
    pub fn new(pos: &Position) -> Option<Game> {
        Game::allowing(pos, &[])
    }

    /// As `new`, setting aside `also` as well: perft counts positions whose
    /// checks no last move could give (shakmaty generates their moves as
    /// python-chess does), which the editor does not play from.
    pub fn allowing(pos: &Position, also: &[&str]) -> Option<Game> {
        if pos.variant != Variant::Chess
            || problems(pos)
                .iter()
                .any(|p| !PLAYABLE_PROBLEMS.contains(&p.code) && !also.contains(&p.code))
        {
            return None;
        }
        let setup = to_setup(pos, to_sm_board(pos));
        let mode = if pos.chess960 {
            CastlingMode::Chess960
        } else {
            CastlingMode::Standard
        };
        // python-chess (whose verdicts `problems()` follows) deemed any check
        // here possible, so shakmaty's stricter view of it is set aside too.
        let chess = Chess::from_setup(setup, mode)
            .or_else(PositionError::ignore_invalid_castling_rights)
            .or_else(PositionError::ignore_invalid_ep_square)
            .or_else(PositionError::ignore_too_much_material)
            .or_else(PositionError::ignore_impossible_check)
            .ok()?;
        Some(Game { chess, mode })
    }

    pub fn legal_moves(&self) -> sm::MoveList {
        self.chess.legal_moves()
    }

    /// Our coordinate form of a shakmaty move (castling as the king's move).
    pub fn ours(&self, m: sm::Move) -> Option<Move> {
        match m.to_uci(self.mode) {
            sm::uci::UciMove::Normal {
                from,
                to,
                promotion,
            } => Some(Move {
                from: from_sm_square(from),
                to: from_sm_square(to),
                promotion: promotion.map(from_sm_role),
            }),
            _ => None,
        }
    }

    /// The legal shakmaty move `mv` stands for; castling is accepted both as
    /// the king's two-square step and as king-takes-rook.
    pub fn find(&self, mv: Move) -> Option<sm::Move> {
        let uci = sm::uci::UciMove::Normal {
            from: to_sm_square(mv.from)?,
            to: to_sm_square(mv.to)?,
            promotion: match mv.promotion {
                Some(role) => Some(super::convert::to_sm_role(role)?),
                None => None,
            },
        };
        uci.to_move(&self.chess).ok()
    }

    /// `before` after the legal move `m`: every FEN field updated.
    pub fn after(&self, before: &Position, m: sm::Move) -> Position {
        let mut chess = self.chess.clone();
        chess.play_unchecked(m);
        Position {
            variant: Variant::Chess,
            board: from_sm_board(chess.board()),
            side_to_move: super::convert::from_sm_color(chess.turn()),
            castling: castling_from_squares(chess.castles().castling_rights()),
            chess960: before.chess960,
            // The FEN standard (and the seed documents): the target after
            // every double push, capturable or not.
            en_passant: chess.ep_square(EnPassantMode::Always).map(from_sm_square),
            halfmove_clock: if m.is_zeroing() {
                0
            } else {
                before.halfmove_clock.saturating_add(1)
            },
            fullmove_number: match before.side_to_move {
                crate::Color::White => before.fullmove_number,
                crate::Color::Black => before.fullmove_number.saturating_add(1),
            },
        }
    }
}

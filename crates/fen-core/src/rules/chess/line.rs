//! A game's moves played one after another from their SAN, as a PGN is read:
//! shakmaty's position is kept between moves, and ours is made only when the
//! caller asks for it, so reading a long game costs one conversion per
//! position shown rather than one per move.

use super::convert::{castling_from_squares, from_sm_board, from_sm_color, from_sm_square};
use super::game::Game;
use crate::rules::Move;
use crate::{Position, Variant};
use shakmaty::san::{San, SanError, SanPlus};
use shakmaty::{CastlingMode, Chess, EnPassantMode, FromSetup, Position as _};

/// Why a SAN could not be played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SanProblem {
    /// No legal move fits it (no such piece can go there, or it would leave the king in check).
    Illegal,
    /// More than one legal move fits it.
    Ambiguous,
}

/// The position of a game being read, ready for its next move.
#[derive(Clone, Debug)]
pub struct SanLine {
    chess: Chess,
    mode: CastlingMode,
    chess960: bool,
}

impl SanLine {
    /// Start from `start`; `None` when it cannot be played (not chess, no king...).
    pub fn new(start: &Position) -> Option<SanLine> {
        let game = Game::new(start)?;
        Some(SanLine {
            chess: game.chess,
            mode: game.mode,
            chess960: start.chess960,
        })
    }

    /// Play `san`; gives the move as coordinates.
    pub fn play(&mut self, san: &San) -> Result<Move, SanProblem> {
        let m = san.to_move(&self.chess).map_err(|error| match error {
            SanError::AmbiguousSan => SanProblem::Ambiguous,
            SanError::IllegalSan => SanProblem::Illegal,
        })?;
        let mv = self.coordinates(m);
        self.chess.play_unchecked(m);
        Ok(mv)
    }

    /// Play `san` and give the move's standard SAN (with `+`/`#`), as python-chess writes it.
    pub fn play_with_san(&mut self, san: &San) -> Result<(Move, String), SanProblem> {
        let before = self.chess.clone();
        let m = san.to_move(&before).map_err(|error| match error {
            SanError::AmbiguousSan => SanProblem::Ambiguous,
            SanError::IllegalSan => SanProblem::Illegal,
        })?;
        let mv = self.coordinates(m);
        let text = SanPlus::from_move_and_play_unchecked(&mut self.chess, m).to_string();
        Ok((mv, text))
    }

    /// A null move (PGN's `--`): the other side to move, nothing moved; not
    /// playable when the side to move is in check (the king would be taken).
    pub fn play_null(&mut self) -> Result<(), SanProblem> {
        if self.chess.is_check() {
            return Err(SanProblem::Illegal);
        }
        // The clocks go on as after a move, as python-chess counts them.
        let mut setup = self.chess.to_setup(EnPassantMode::Legal);
        if setup.turn == shakmaty::Color::Black {
            setup.fullmoves = setup.fullmoves.saturating_add(1);
        }
        setup.turn = !setup.turn;
        setup.ep_square = None;
        setup.halfmoves = setup.halfmoves.saturating_add(1);
        self.chess = Chess::from_setup(setup, self.mode).map_err(|_| SanProblem::Illegal)?;
        Ok(())
    }

    fn coordinates(&self, m: shakmaty::Move) -> Move {
        let (from, to, promotion) = match m.to_uci(self.mode) {
            shakmaty::uci::UciMove::Normal {
                from,
                to,
                promotion,
            } => (from, to, promotion),
            // Legal moves are never null or drops in standard chess.
            _ => (m.from().unwrap_or(m.to()), m.to(), m.promotion()),
        };
        Move {
            from: from_sm_square(from),
            to: from_sm_square(to),
            promotion: promotion.map(super::convert::from_sm_role),
        }
    }

    /// The position now, every FEN field as this project writes it (the
    /// en passant target after every double push, as the FEN standard says).
    pub fn position(&self) -> Position {
        let chess = &self.chess;
        Position {
            variant: Variant::Chess,
            board: from_sm_board(chess.board()),
            side_to_move: from_sm_color(chess.turn()),
            castling: castling_from_squares(chess.castles().castling_rights()),
            en_passant: chess.ep_square(EnPassantMode::Always).map(from_sm_square),
            halfmove_clock: chess.halfmoves(),
            fullmove_number: chess.fullmoves().get(),
            chess960: self.chess960,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fen::{ReadOptions, read_fen, write_fen};

    fn start() -> Position {
        read_fen(Variant::Chess.start_fen(), ReadOptions::strict())
            .unwrap()
            .position
    }

    fn san(text: &str) -> San {
        text.parse::<SanPlus>().unwrap().san
    }

    #[test]
    fn moves_play_and_every_field_follows() {
        let mut line = SanLine::new(&start()).unwrap();
        for text in ["e4", "c5", "Nf3"] {
            line.play(&san(text)).unwrap();
        }
        assert_eq!(
            write_fen(&line.position()),
            "rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"
        );
    }

    #[test]
    fn the_en_passant_target_follows_every_double_push() {
        let mut line = SanLine::new(&start()).unwrap();
        line.play(&san("e4")).unwrap();
        assert_eq!(
            write_fen(&line.position()),
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"
        );
    }

    #[test]
    fn illegal_and_ambiguous_moves_are_told_apart() {
        let mut line = SanLine::new(&start()).unwrap();
        assert_eq!(line.play(&san("e5")), Err(SanProblem::Illegal));
        let two_knights =
            read_fen("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1", ReadOptions::strict()).unwrap();
        let mut line = SanLine::new(&two_knights.position).unwrap();
        assert_eq!(line.play(&san("Nd2")), Err(SanProblem::Ambiguous));
    }

    #[test]
    fn san_is_written_as_the_standard_wants_it() {
        let mut line = SanLine::new(&start()).unwrap();
        let mut written = Vec::new();
        for text in ["f3", "e5", "g4", "Qh4"] {
            written.push(line.play_with_san(&san(text)).unwrap().1);
        }
        assert_eq!(written, ["f3", "e5", "g4", "Qh4#"]);
    }

    #[test]
    fn a_position_that_cannot_be_played_has_no_line() {
        let no_king = read_fen("8/8/8/8/8/8/8/8 w - - 0 1", ReadOptions::strict()).unwrap();
        assert!(SanLine::new(&no_king.position).is_none());
    }
}

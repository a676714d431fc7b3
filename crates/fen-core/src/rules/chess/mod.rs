//! Chess rules: what is wrong with a position (mirroring python-chess's
//! `Board.status()`), its status, legal moves, what a move does to every FEN
//! field, SAN, and reading a move typed by a person (UCI or SAN) with the
//! reason when it cannot be played. Move generation is shakmaty's.

mod castling960;
mod convert;
mod explain;
mod game;
mod line;
mod parse;
mod problems;

use crate::rules::{Move, Status};
use crate::{Diagnostic, Position, Variant};
use game::Game;
use shakmaty::{Position as _, san::SanPlus};

pub use castling960::allowed_rights;
pub use line::{SanLine, SanProblem};
pub use parse::parse_move;
pub use problems::problems;

/// Every diagnostic code this module emits (each has a `chess-` message in
/// `assets/i18n/*/chess.ftl`).
pub const CODES: &[&str] = &[
    "empty-board",
    "missing-king",
    "too-many-kings",
    "too-many-pawns",
    "too-many-pieces",
    "pawns-on-back-rank",
    "invalid-castling-rights",
    "invalid-en-passant",
    "opposite-check",
    "too-many-checkers",
    "impossible-check",
    "fifty-move-rule",
    "unreadable-move",
    "illegal-move",
];

/// Things worth knowing that are not errors: the 50-move rule.
pub fn notes(pos: &Position) -> Vec<Diagnostic> {
    let limit = Variant::Chess.draw_rule_plies();
    if pos.halfmove_clock >= limit {
        vec![Diagnostic::note("fifty-move-rule").arg("clock", pos.halfmove_clock)]
    } else {
        Vec::new()
    }
}

/// Check, checkmate, stalemate or none of these, for the side to move.
/// Meaningful when `problems()` is empty; a position that cannot be played
/// is `Ongoing`.
pub fn status(pos: &Position) -> Status {
    let Some(game) = Game::new(pos) else {
        return Status::Ongoing;
    };
    let check = game.chess.is_check();
    match (check, game.legal_moves().is_empty()) {
        (true, true) => Status::Checkmate,
        (false, true) => Status::Stalemate,
        (true, false) => Status::Check,
        (false, false) => Status::Ongoing,
    }
}

/// Every legal move; empty when the position cannot be played (see `problems`).
pub fn legal_moves(pos: &Position) -> Vec<Move> {
    let Some(game) = Game::new(pos) else {
        return Vec::new();
    };
    game.legal_moves()
        .into_iter()
        .filter_map(|m| game.ours(m))
        .collect()
}

/// `pos` after the legal move `mv`. A move that is not legal leaves the
/// position as it was.
pub fn play(pos: &Position, mv: Move) -> Position {
    let Some(game) = Game::new(pos) else {
        return *pos;
    };
    match game.find(mv) {
        Some(m) => game.after(pos, m),
        None => *pos,
    }
}

/// Standard algebraic notation of a legal move, with `+`/`#`; coordinates
/// for a move that is not legal.
pub fn san(pos: &Position, mv: Move) -> String {
    Game::new(pos)
        .and_then(|game| {
            let m = game.find(mv)?;
            Some(SanPlus::from_move(game.chess, m).to_string())
        })
        .unwrap_or_else(|| mv.coordinates(Variant::Chess))
}

/// Problems perft counts through: checks no last move could have given
/// still have well-defined moves (published suites test exactly these).
const PERFT_ALSO: &[&str] = &["impossible-check", "too-many-checkers"];

/// Leaf positions `depth` plies ahead, counted by shakmaty's own perft on the
/// position as our rules read it (Chess960 castling when the mode says so).
pub fn perft(pos: &Position, depth: u32) -> u64 {
    match Game::allowing(pos, PERFT_ALSO) {
        Some(game) => shakmaty::perft(&game.chess, depth),
        None => u64::from(depth == 0),
    }
}

/// Each legal move (in UCI form) with the leaf count below it.
pub fn divide(pos: &Position, depth: u32) -> Vec<(Move, u64)> {
    let Some(game) = Game::allowing(pos, PERFT_ALSO) else {
        return Vec::new();
    };
    game.legal_moves()
        .into_iter()
        .filter_map(|m| {
            let mut child = game.chess.clone();
            child.play_unchecked(m);
            let count = shakmaty::perft(&child, depth.saturating_sub(1));
            Some((game.ours(m)?, count))
        })
        .collect()
}

//! The rules of both games: what is wrong with a position, its status, legal
//! moves, and what a move does to every FEN field. Dispatches on the variant.
//!
//! Chess move generation stands on shakmaty; the problem list mirrors
//! python-chess's `Board.status()` so verdicts agree with it. Xiangqi is our own.

pub mod chess;
mod types;
pub mod xiangqi;

pub use types::{Move, Status};

use crate::{Diagnostic, Position};
use crate::{Role, Variant};

/// Every problem that makes the position illegal (all of them, not the first).
///
/// # Examples
///
/// ```
/// use fen_core::fen::{ReadOptions, read_fen};
/// use fen_core::rules;
///
/// // White's pawn on the first rank, and Black (not to move) in check.
/// let pos = read_fen("4k3/8/8/8/8/8/8/P3K2R w - - 0 1", ReadOptions::strict())
///     .expect("the FEN reads")
///     .position;
/// let codes: Vec<&str> = rules::problems(&pos).iter().map(|d| d.code).collect();
/// assert_eq!(codes, ["pawns-on-back-rank"]);
/// ```
pub fn problems(pos: &Position) -> Vec<Diagnostic> {
    match pos.variant {
        Variant::Chess => chess::problems(pos),
        Variant::Xiangqi => xiangqi::problems(pos),
    }
}

/// Facts worth knowing that are not problems: the 50-/60-move rule, and a
/// half-move clock larger than the moves played so far allow.
pub fn notes(pos: &Position) -> Vec<Diagnostic> {
    let mut notes = match pos.variant {
        Variant::Chess => chess::notes(pos),
        Variant::Xiangqi => xiangqi::notes(pos),
    };
    notes.extend(clock_beyond_moves(pos));
    notes
}

/// `… b - - 30 5`: by Black's 5th move only 9 half-moves have been played,
/// so the clock cannot count 30 (code `clock-beyond-moves`, args `clock`,
/// `number`, `most`). A warning: the position may come from a game whose
/// move numbers were reset.
pub fn clock_beyond_moves(pos: &Position) -> Option<Diagnostic> {
    let black = u32::from(pos.side_to_move == crate::Color::Black);
    let most = pos
        .fullmove_number
        .saturating_sub(1)
        .saturating_mul(2)
        .saturating_add(black);
    (pos.halfmove_clock > most).then(|| {
        Diagnostic::warning("clock-beyond-moves")
            .arg("clock", pos.halfmove_clock)
            .arg("number", pos.fullmove_number)
            .arg("most", most)
    })
}

/// Check, mate or stalemate; meaningful when `problems` is empty.
///
/// # Examples
///
/// ```
/// use fen_core::fen::{ReadOptions, read_fen};
/// use fen_core::rules::{self, Status};
///
/// // Xiangqi: the chariot checks the general along the file; it can step aside.
/// let pos = read_fen("4k4/9/9/9/9/9/9/9/4R4/3K5 b - - 0 1", ReadOptions::strict())
///     .expect("the FEN reads")
///     .position;
/// assert_eq!(rules::status(&pos), Status::Check);
/// ```
pub fn status(pos: &Position) -> Status {
    match pos.variant {
        Variant::Chess => chess::status(pos),
        Variant::Xiangqi => xiangqi::status(pos),
    }
}

/// Every legal move of the side to move (empty for a position with problems the
/// rules cannot play through).
pub fn legal_moves(pos: &Position) -> Vec<Move> {
    match pos.variant {
        Variant::Chess => chess::legal_moves(pos),
        Variant::Xiangqi => xiangqi::legal_moves(pos),
    }
}

/// Apply a legal move, updating every field as the rules say.
///
/// # Examples
///
/// ```
/// use fen_core::fen::{ReadOptions, read_fen, write_fen};
/// use fen_core::rules;
///
/// let pos = read_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
///     ReadOptions::strict()).expect("the start").position;
/// let mv = rules::parse_move(&pos, "e2e4").expect("legal");
/// let after = rules::play(&pos, mv);
/// assert_eq!(write_fen(&after), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
/// ```
pub fn play(pos: &Position, mv: Move) -> Position {
    match pos.variant {
        Variant::Chess => chess::play(pos, mv),
        Variant::Xiangqi => xiangqi::play(pos, mv),
    }
}

/// Read one move: UCI or SAN in chess; in xiangqi UCCI coordinates (ranks
/// 0-9), WXF or Chinese notation.
///
/// # Examples
///
/// ```
/// use fen_core::fen::{ReadOptions, read_fen};
/// use fen_core::rules;
///
/// let pos = read_fen("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
///     ReadOptions::strict()).expect("the start").position;
/// // One move, three ways to write it.
/// let iccs = rules::parse_move(&pos, "h2e2").expect("legal");
/// assert_eq!(rules::parse_move(&pos, "C2=5"), Ok(iccs));
/// assert_eq!(rules::parse_move(&pos, "炮二平五"), Ok(iccs));
/// // A move no piece can make says why, with a stable code.
/// assert_eq!(rules::parse_move(&pos, "h2h8").unwrap_err().code, "illegal-move");
/// ```
pub fn parse_move(pos: &Position, text: &str) -> Result<Move, Diagnostic> {
    match pos.variant {
        Variant::Chess => chess::parse_move(pos, text),
        Variant::Xiangqi => xiangqi::notation::read(pos, text, xiangqi::RankNumbering::FromZero),
    }
}

/// How a move is written for people: SAN in chess, coordinates in xiangqi.
pub fn move_text(pos: &Position, mv: Move) -> String {
    match pos.variant {
        Variant::Chess => chess::san(pos, mv),
        Variant::Xiangqi => mv.coordinates(Variant::Xiangqi),
    }
}

/// The deepest perft counts. Each ply multiplies the leaves by the number of
/// legal moves: past 32 plies even 4 moves a ply make more than a 64-bit count
/// holds (4^32 = 2^64), and at the 30-40 moves of real positions depth 12 is
/// already days of work. The walk recurses once a ply, so the bound also keeps
/// its stack small (depth 20,000 overflowed it).
pub const MAX_PERFT_DEPTH: u32 = 32;

/// Leaf positions `depth` plies ahead, the fast way: shakmaty's perft in
/// chess, an in-place walk in xiangqi. What `fen-tui perft` prints. `None`
/// beyond [`MAX_PERFT_DEPTH`].
pub fn fast_perft(pos: &Position, depth: u32) -> Option<u64> {
    (depth <= MAX_PERFT_DEPTH).then(|| match pos.variant {
        Variant::Chess => chess::perft(pos, depth),
        Variant::Xiangqi => xiangqi::perft(pos, depth),
    })
}

/// Each legal move with the leaf count `depth - 1` plies below it (`depth` ≥
/// 1). `None` beyond [`MAX_PERFT_DEPTH`].
pub fn divide(pos: &Position, depth: u32) -> Option<Vec<(Move, u64)>> {
    (depth <= MAX_PERFT_DEPTH).then(|| match pos.variant {
        Variant::Chess => chess::divide(pos, depth),
        Variant::Xiangqi => xiangqi::divide(pos, depth),
    })
}

/// Leaf positions `depth` plies ahead, walked through `legal_moves` and `play`
/// (so perft numbers check our whole move path, not just a library's).
pub fn perft(pos: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = legal_moves(pos);
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .into_iter()
        .map(|mv| perft(&play(pos, mv), depth - 1))
        .sum()
}

/// When a FEN names the en-passant target. The FEN standard (and this
/// product's default) writes it after every double push; python-chess's
/// default, Stockfish and Lichess write it only when a capture there is legal.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum EnPassantWriting {
    /// After every double pawn push (the FEN standard).
    #[default]
    Always,
    /// Only when a pawn can legally take there (python-chess, Stockfish, Lichess).
    Legal,
}

/// `pos` with its en-passant target as `writing` says: with `Legal`, a target
/// no pawn can legally take is dropped. A position the rules cannot play
/// (see `problems`) keeps its target as given.
pub fn written_en_passant(pos: &Position, writing: EnPassantWriting) -> Position {
    let mut out = *pos;
    if writing == EnPassantWriting::Legal
        && let Some(target) = pos.en_passant
        && pos.variant == Variant::Chess
        && problems(pos).is_empty()
    {
        let takes = legal_moves(pos)
            .into_iter()
            .any(|mv| mv.to == target && pos.get(mv.from).is_some_and(|p| p.role == Role::Pawn));
        if !takes {
            out.en_passant = None;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fen::{ReadOptions, read_fen, write_fen};

    fn written(fen: &str, writing: EnPassantWriting) -> String {
        let pos = read_fen(fen, ReadOptions::strict()).unwrap().position;
        write_fen(&written_en_passant(&pos, writing))
    }

    #[test]
    fn legal_writing_keeps_a_target_only_when_a_pawn_can_take_there() {
        // After 1. e4: no black pawn beside e4, python-chess writes `-`.
        let after_e4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1";
        assert!(written(after_e4, EnPassantWriting::Legal).contains(" b KQkq - 0 1"));
        assert_eq!(written(after_e4, EnPassantWriting::Always), after_e4);
        // A black pawn on d4 can take: the target stays.
        let takes = "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3";
        assert_eq!(written(takes, EnPassantWriting::Legal), takes);
        // A pinned pawn cannot take: dropped (the king on a4 is pinned along the rank).
        let pinned = "8/8/8/8/k2pP2R/8/8/4K3 b - e3 0 1";
        assert!(written(pinned, EnPassantWriting::Legal).contains(" b - - 0 1"));
    }
}

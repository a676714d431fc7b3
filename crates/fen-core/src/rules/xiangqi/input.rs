//! Typed moves: reading UCCI coordinates (ranks 0-9, or Fairy-Stockfish's
//! 1-10) and, when a move cannot be played, the reason in one selector key.

use super::geometry::{forward, has_crossed_river, in_palace, on_own_side, step};
use super::moves::{Safety, playable_general, safety_after};
use crate::rules::Move;
use crate::{Board, Diagnostic, Piece, Position, Role, Square, Variant};

/// How a move list numbers the ranks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum RankNumbering {
    /// UCCI: ranks 0-9 from Red's side (`h2e2`), as the seed documents write them.
    #[default]
    FromZero,
    /// Fairy-Stockfish: ranks 1-10 (`h3e3`, `h10g8`).
    FromOne,
}

impl RankNumbering {
    const fn first(self) -> u32 {
        match self {
            RankNumbering::FromZero => 0,
            RankNumbering::FromOne => 1,
        }
    }
}

/// A move token split into two (file, written rank) pairs, before numbering.
type Written = [(u8, u32); 2];

/// `h2e2` → `[(7, 2), (4, 2)]`; `None` unless it is two file letters a-i each
/// followed by a one- or two-digit rank without a leading zero.
fn split_coordinates(token: &str) -> Option<Written> {
    let bytes = token.as_bytes();
    let mut points = [(0, 0); 2];
    let mut at = 0;
    for point in &mut points {
        let file = *bytes.get(at)?;
        if !(b'a'..=b'i').contains(&file) {
            return None;
        }
        at += 1;
        let digits = bytes
            .get(at..)?
            .iter()
            .take_while(|b| b.is_ascii_digit())
            .count();
        let text = token.get(at..at + digits)?;
        if digits == 0 || digits > 2 || (digits == 2 && text.starts_with('0')) {
            return None;
        }
        *point = (file - b'a', text.parse().ok()?);
        at += digits;
    }
    (at == bytes.len()).then_some(points)
}

/// True when any token names rank 10: the list then numbers ranks 1-10.
pub fn uses_one_based_ranks(moves: &[&str]) -> bool {
    moves.iter().any(|token| {
        split_coordinates(token.trim()).is_some_and(|points| points.iter().any(|&(_, r)| r == 10))
    })
}

fn to_move(points: Written, numbering: RankNumbering) -> Option<Move> {
    let [from, to] = points.map(|(file, written)| {
        let rank = u8::try_from(written.checked_sub(numbering.first())?).ok()?;
        let sq = Square::new(file, rank);
        sq.is_on(Variant::Xiangqi).then_some(sq)
    });
    Some(Move {
        from: from?,
        to: to?,
        promotion: None,
    })
}

/// Why a readable move cannot be played (the selector key of its message).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Refusal {
    PositionInvalid,
    GameOver,
    NoPiece,
    NotYourPiece,
    OwnPiece,
    PieceShape,
    Palace,
    River,
    Blocked,
    CannonScreen,
    LeavesKingInCheck,
    KingsFacing,
}

impl Refusal {
    const fn key(self) -> &'static str {
        match self {
            Refusal::PositionInvalid => "position-invalid",
            Refusal::GameOver => "game-over",
            Refusal::NoPiece => "no-piece",
            Refusal::NotYourPiece => "not-your-piece",
            Refusal::OwnPiece => "own-piece",
            Refusal::PieceShape => "piece-shape",
            Refusal::Palace => "palace",
            Refusal::River => "river",
            Refusal::Blocked => "blocked",
            Refusal::CannonScreen => "cannon-screen",
            Refusal::LeavesKingInCheck => "leaves-king-in-check",
            Refusal::KingsFacing => "kings-facing",
        }
    }
}

pub(super) fn parse_move(
    pos: &Position,
    text: &str,
    numbering: RankNumbering,
) -> Result<Move, Diagnostic> {
    let token = text.trim();
    let mv = split_coordinates(token)
        .and_then(|points| to_move(points, numbering))
        .ok_or_else(|| Diagnostic::error("unreadable-move").arg("move", token.to_owned()))?;
    match refusal(pos, mv) {
        None => Ok(mv),
        Some(refusal) => {
            let piece = pos
                .board
                .get(mv.from)
                .map_or("none", |p| p.role.key(Variant::Xiangqi));
            let diagnostic = Diagnostic::error("illegal-move")
                .arg("move", token.to_owned())
                .arg("reason", refusal.key())
                .arg("piece", piece)
                .squares([mv.from, mv.to]);
            Err(diagnostic)
        }
    }
}

/// The first reason, in the order a player would look for it, that `mv` is
/// not legal; `None` when it is.
fn refusal(pos: &Position, mv: Move) -> Option<Refusal> {
    let board = &pos.board;
    let us = pos.side_to_move;
    let Some(general) = playable_general(board, us) else {
        return Some(Refusal::PositionInvalid);
    };
    if super::legal_moves(pos).is_empty() {
        return Some(Refusal::GameOver);
    }
    let Some(piece) = board.get(mv.from) else {
        return Some(Refusal::NoPiece);
    };
    if piece.color != us {
        return Some(Refusal::NotYourPiece);
    }
    if board.get(mv.to).is_some_and(|p| p.color == us) {
        return Some(Refusal::OwnPiece);
    }
    if let Some(refusal) = pattern_refusal(board, mv, piece) {
        return Some(refusal);
    }
    match safety_after(&mut board.clone(), mv, general, us) {
        Safety::Safe => None,
        Safety::InCheck => Some(Refusal::LeavesKingInCheck),
        Safety::KingsFacing => Some(Refusal::KingsFacing),
    }
}

/// Whether `mv` breaks the way `piece` moves, and how.
fn pattern_refusal(board: &Board, mv: Move, piece: Piece) -> Option<Refusal> {
    let df = i16::from(mv.to.file) - i16::from(mv.from.file);
    let dr = i16::from(mv.to.rank) - i16::from(mv.from.rank);
    let (adf, adr) = (df.abs(), dr.abs());
    let us = piece.color;
    let is_empty = |df: i16, dr: i16| {
        let (Ok(df), Ok(dr)) = (i8::try_from(df), i8::try_from(dr)) else {
            return false;
        };
        step(mv.from, df, dr).is_some_and(|sq| board.get(sq).is_none())
    };
    let refuse = |condition: bool, refusal: Refusal| condition.then_some(refusal);
    match piece.role {
        Role::King => refuse(adf + adr != 1, Refusal::PieceShape)
            .or(refuse(!in_palace(mv.to, us), Refusal::Palace)),
        Role::Advisor => refuse(adf != 1 || adr != 1, Refusal::PieceShape)
            .or(refuse(!in_palace(mv.to, us), Refusal::Palace)),
        Role::Bishop => refuse(adf != 2 || adr != 2, Refusal::PieceShape)
            .or(refuse(!on_own_side(mv.to, us), Refusal::River))
            .or(refuse(!is_empty(df / 2, dr / 2), Refusal::Blocked)),
        Role::Knight => {
            let leg = if adr == 2 { (0, dr / 2) } else { (df / 2, 0) };
            refuse(adf * adr != 2, Refusal::PieceShape)
                .or(refuse(!is_empty(leg.0, leg.1), Refusal::Blocked))
        }
        Role::Rook | Role::Cannon => {
            if (df != 0 && dr != 0) || (df == 0 && dr == 0) {
                return Some(Refusal::PieceShape);
            }
            let between = (1..adf.max(adr))
                .filter(|&i| !is_empty(df.signum() * i, dr.signum() * i))
                .count();
            let captures = board.get(mv.to).is_some();
            match (piece.role, captures, between) {
                (_, _, 0) if piece.role == Role::Rook || !captures => None,
                (Role::Cannon, true, 1) => None,
                (Role::Cannon, true, _) => Some(Refusal::CannonScreen),
                _ => Some(Refusal::Blocked),
            }
        }
        Role::Pawn => {
            let forward_step = df == 0 && dr == i16::from(forward(us));
            let sideways = dr == 0 && adf == 1;
            match (forward_step, sideways) {
                (true, _) => None,
                (false, true) if has_crossed_river(mv.from, us) => None,
                (false, true) => Some(Refusal::River),
                (false, false) => Some(Refusal::PieceShape),
            }
        }
        Role::Queen => Some(Refusal::PieceShape),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn coordinates_need_two_points_with_plain_ranks() {
        assert_eq!(split_coordinates("h2e2"), Some([(7, 2), (4, 2)]));
        assert_eq!(split_coordinates("h10g8"), Some([(7, 10), (6, 8)]));
        for bad in [
            "", "h2", "h2e", "j2e2", "h02e2", "h2e2q", "h123e2", "H2E2", "é2e2",
        ] {
            assert_eq!(split_coordinates(bad), None, "{bad}");
        }
    }
}

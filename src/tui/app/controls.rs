//! The panel controls' choices, worked out from the position: which castling
//! toggles make sense (and why not), which en-passant targets are possible.

use crate::core::{Color, Piece, Position, Role, Square, Variant};

/// One of the four castling toggles: K, Q, k, q.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CastlingToggle {
    pub color: Color,
    pub king_side: bool,
    pub state: ToggleState,
}

impl CastlingToggle {
    /// The toggle's FEN letter.
    pub fn letter(self) -> char {
        let c = if self.king_side { 'k' } else { 'q' };
        match self.color {
            Color::White => c.to_ascii_uppercase(),
            Color::Black => c,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ToggleState {
    On,
    Off,
    /// The king or rook is not at home; the right may still be set (a problem).
    Unavailable {
        reason: Unavailable,
        set: bool,
    },
}

/// Why a castling toggle cannot be switched on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unavailable {
    /// No king of that colour on its first rank.
    NoKing { color: Color },
    /// No rook on the king's side of that wing; `corner` is where the standard rook stands.
    NoRook { color: Color, corner: Square },
}

/// K, Q, k, q in that order.
pub fn castling_toggles(position: &Position) -> [CastlingToggle; 4] {
    [
        (Color::White, true),
        (Color::White, false),
        (Color::Black, true),
        (Color::Black, false),
    ]
    .map(|(color, king_side)| CastlingToggle {
        color,
        king_side,
        state: toggle_state(position, color, king_side),
    })
}

fn toggle_state(position: &Position, color: Color, king_side: bool) -> ToggleState {
    let set = rights_on_wing(position, color, king_side).next().is_some();
    match castling_rook(position, color, king_side) {
        Ok(_) if set => ToggleState::On,
        Ok(_) => ToggleState::Off,
        Err(reason) => ToggleState::Unavailable { reason, set },
    }
}

fn home_rank(color: Color) -> u8 {
    match color {
        Color::White => 0,
        Color::Black => 7,
    }
}

fn king_file(position: &Position, color: Color) -> Option<u8> {
    let king = Piece::new(color, Role::King);
    (0..8).find(|f| position.get(Square::new(*f, home_rank(color))) == Some(king))
}

/// The rook file a right on this wing would name: the outermost rook beyond the
/// king (the corner in standard chess, any rook in Chess960).
pub fn castling_rook(
    position: &Position,
    color: Color,
    king_side: bool,
) -> Result<u8, Unavailable> {
    let king = king_file(position, color).ok_or(Unavailable::NoKing { color })?;
    let rook = Piece::new(color, Role::Rook);
    let rank = home_rank(color);
    let is_rook = |f: &u8| position.get(Square::new(*f, rank)) == Some(rook);
    let found = if king_side {
        (king + 1..8).rev().find(is_rook)
    } else {
        (0..king).find(is_rook)
    };
    let corner = Square::new(if king_side { 7 } else { 0 }, rank);
    found.ok_or(Unavailable::NoRook { color, corner })
}

/// Rook files of the rights already set on one wing (relative to the king, or
/// to the board's middle when there is no king at home).
fn rights_on_wing(position: &Position, color: Color, king_side: bool) -> impl Iterator<Item = u8> {
    let middle = king_file(position, color).unwrap_or(4);
    position
        .castling
        .files(color)
        .filter(move |f| if king_side { *f > middle } else { *f < middle })
}

/// Switch one wing's right on or off. Switching on needs a king and rook at home.
pub fn toggle_castling(position: &mut Position, index: usize) -> Result<(), Unavailable> {
    let Some(toggle) = castling_toggles(position).get(index).copied() else {
        return Ok(());
    };
    let set: Vec<u8> = rights_on_wing(position, toggle.color, toggle.king_side).collect();
    if set.is_empty() {
        let file = castling_rook(position, toggle.color, toggle.king_side)?;
        position.castling.set(toggle.color, file, true);
    } else {
        for file in set {
            position.castling.set(toggle.color, file, false);
        }
    }
    Ok(())
}

/// `-` first, then every square a pawn of the side not to move can just have
/// jumped over; a target the FEN already had is kept even when it makes no sense.
pub fn en_passant_choices(position: &Position) -> Vec<Option<Square>> {
    let mut choices = vec![None];
    choices.extend(sensible_en_passant(position).map(Some));
    if let Some(current) = position.en_passant.filter(|c| !choices.contains(&Some(*c))) {
        choices.push(Some(current));
    }
    choices
}

/// Squares a pawn of the side not to move can just have jumped over.
pub fn sensible_en_passant(position: &Position) -> impl Iterator<Item = Square> + '_ {
    let (target_rank, pawn_rank, from_rank, mover) = match position.side_to_move {
        Color::White => (5, 4, 6, Color::Black),
        Color::Black => (2, 3, 1, Color::White),
    };
    let pawn = Piece::new(mover, Role::Pawn);
    let files = if position.variant == Variant::Chess {
        0..8
    } else {
        0..0
    };
    files
        .filter(move |file| {
            position.get(Square::new(*file, pawn_rank)) == Some(pawn)
                && position.get(Square::new(*file, target_rank)).is_none()
                && position.get(Square::new(*file, from_rank)).is_none()
        })
        .map(move |file| Square::new(file, target_rank))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::fen::{ReadOptions, read_fen};

    fn pos(fen: &str) -> Position {
        read_fen(fen, ReadOptions::strict()).unwrap().position
    }

    #[test]
    fn castling_needs_king_and_rook_at_home() {
        let p = pos("r3k3/8/8/8/8/8/8/4K2R w K - 0 1");
        let t = castling_toggles(&p);
        assert_eq!(t[0].state, ToggleState::On);
        assert_eq!(
            t[1].state,
            ToggleState::Unavailable {
                reason: Unavailable::NoRook {
                    color: Color::White,
                    corner: Square::new(0, 0)
                },
                set: false
            }
        );
        assert_eq!(
            t[2].state,
            ToggleState::Unavailable {
                reason: Unavailable::NoRook {
                    color: Color::Black,
                    corner: Square::new(7, 7)
                },
                set: false
            }
        );
        assert_eq!(t[3].state, ToggleState::Off);
    }

    #[test]
    fn toggling_sets_and_clears_the_rook_file() {
        let mut p = pos("r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1");
        toggle_castling(&mut p, 3).unwrap();
        assert!(p.castling.has(Color::Black, 0));
        toggle_castling(&mut p, 3).unwrap();
        assert!(p.castling.is_empty());
        let mut no_king = pos("8/8/8/8/8/8/8/R6R w - - 0 1");
        assert_eq!(
            toggle_castling(&mut no_king, 0),
            Err(Unavailable::NoKing {
                color: Color::White
            })
        );
    }

    #[test]
    fn en_passant_offers_only_jumped_over_squares() {
        let p = pos("4k3/8/8/3pP3/8/8/8/4K3 w - - 0 1");
        assert_eq!(en_passant_choices(&p), vec![None, Some(Square::new(3, 5))]);
        let black = pos("4k3/8/8/8/2P5/8/8/4K3 b - - 0 1");
        assert_eq!(
            en_passant_choices(&black),
            vec![None, Some(Square::new(2, 2))]
        );
    }
}

//! The shape of the xiangqi board: the river, the two palaces, and the few
//! points where advisors, elephants and soldiers may stand. Everything here
//! measures ranks from a side's own back rank, so one rule serves Red and Black.

use crate::{Color, Square};

pub(super) const FILES: u8 = 9;
pub(super) const RANKS: u8 = 10;

/// Chariot, cannon and general lines.
pub(super) const ORTHOGONAL: [(i8, i8); 4] = [(0, 1), (0, -1), (1, 0), (-1, 0)];
/// Advisor steps, elephant eyes and horse legs towards a target.
pub(super) const DIAGONAL: [(i8, i8); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];

/// The point `df` files and `dr` ranks from `sq`, if it is on the board.
#[inline]
pub(super) fn step(sq: Square, df: i8, dr: i8) -> Option<Square> {
    let file = sq.file.checked_add_signed(df)?;
    let rank = sq.rank.checked_add_signed(dr)?;
    (file < FILES && rank < RANKS).then_some(Square::new(file, rank))
}

/// Rank counted from `color`'s own back rank (0 = home, 9 = the far edge).
#[inline]
pub(super) const fn own_rank(sq: Square, color: Color) -> u8 {
    match color {
        Color::White => sq.rank,
        Color::Black => RANKS - 1 - sq.rank,
    }
}

/// The rank direction in which `color`'s soldiers advance.
#[inline]
pub(super) const fn forward(color: Color) -> i8 {
    match color {
        Color::White => 1,
        Color::Black => -1,
    }
}

/// The five ranks on `color`'s side of the river.
#[inline]
pub(super) const fn on_own_side(sq: Square, color: Color) -> bool {
    own_rank(sq, color) <= 4
}

/// Soldiers on the far side of the river may also step sideways.
#[inline]
pub(super) const fn has_crossed_river(sq: Square, color: Color) -> bool {
    !on_own_side(sq, color)
}

#[inline]
pub(super) const fn in_palace(sq: Square, color: Color) -> bool {
    sq.file >= 3 && sq.file <= 5 && own_rank(sq, color) <= 2
}

/// The palace's four corners and its centre: the only points an advisor reaches.
pub(super) const fn is_advisor_point(sq: Square, color: Color) -> bool {
    in_palace(sq, color) && (sq.file + own_rank(sq, color)) % 2 == 1
}

/// The seven points an elephant reaches from its home squares without crossing the river.
pub(super) const fn is_elephant_point(sq: Square, color: Color) -> bool {
    let rank = own_rank(sq, color);
    matches!((sq.file, rank), (2 | 6, 0) | (0 | 4 | 8, 2) | (2 | 6, 4))
}

/// Where a soldier may not stand, and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum SoldierFault {
    /// Soldiers never move backwards, so they are never behind their starting rank.
    BehindStart,
    /// Before the river a soldier only moves forward from files a, c, e, g, i.
    OffStartFile,
}

impl SoldierFault {
    /// Selector key for the message.
    pub(super) const fn key(self) -> &'static str {
        match self {
            SoldierFault::BehindStart => "behind-start",
            SoldierFault::OffStartFile => "off-start-file",
        }
    }
}

pub(super) const fn soldier_fault(sq: Square, color: Color) -> Option<SoldierFault> {
    match own_rank(sq, color) {
        0..=2 => Some(SoldierFault::BehindStart),
        3 | 4 if sq.file % 2 == 1 => Some(SoldierFault::OffStartFile),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn points(accept: impl Fn(Square) -> bool) -> Vec<Square> {
        (0..RANKS)
            .flat_map(|rank| (0..FILES).map(move |file| Square::new(file, rank)))
            .filter(|&sq| accept(sq))
            .collect()
    }

    #[test]
    fn advisors_have_five_points_in_each_palace() {
        let red = points(|sq| is_advisor_point(sq, Color::White));
        let named = |v: &[Square]| -> Vec<String> {
            v.iter()
                .map(|s| s.name(crate::Variant::Xiangqi))
                .collect()
        };
        assert_eq!(named(&red), ["d0", "f0", "e1", "d2", "f2"]);
        let black = points(|sq| is_advisor_point(sq, Color::Black));
        assert_eq!(named(&black), ["d7", "f7", "e8", "d9", "f9"]);
    }

    #[test]
    fn elephants_have_seven_points_on_their_side() {
        assert_eq!(points(|sq| is_elephant_point(sq, Color::White)).len(), 7);
        let black = points(|sq| is_elephant_point(sq, Color::Black));
        assert!(black.iter().all(|sq| sq.rank >= 5));
        assert_eq!(black.len(), 7);
    }

    #[test]
    fn soldiers_before_the_river_keep_to_their_files() {
        assert_eq!(soldier_fault(Square::new(0, 3), Color::White), None);
        assert_eq!(
            soldier_fault(Square::new(1, 4), Color::White),
            Some(SoldierFault::OffStartFile)
        );
        assert_eq!(soldier_fault(Square::new(1, 5), Color::White), None);
        assert_eq!(
            soldier_fault(Square::new(4, 7), Color::Black),
            Some(SoldierFault::BehindStart)
        );
        assert_eq!(
            soldier_fault(Square::new(3, 5), Color::Black),
            Some(SoldierFault::OffStartFile)
        );
    }
}

//! The panel controls' choices, worked out from the position: which castling
//! toggles make sense (and why not), which en-passant targets are possible.

use crate::core::fen::CastlingNotation;
use crate::core::rules::chess::allowed_rights;
use crate::core::{CastlingRights, Color, Piece, Position, Role, Square, Variant};

/// One castling toggle: K, Q, k, q in standard chess; in Chess960 one per
/// rook on the back rank (with an unavailable K or Q for a side without one).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CastlingToggle {
    pub color: Color,
    pub king_side: bool,
    /// The rook's file, when the toggle stands for one rook.
    pub file: Option<u8>,
    letter: char,
    pub state: ToggleState,
}

impl CastlingToggle {
    /// The toggle's FEN letter.
    pub fn letter(self) -> char {
        self.letter
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ToggleState {
    /// In the FEN: its king and rook stand at home.
    On,
    /// Could be in the FEN; the panel does not want it.
    Off,
    /// The king or rook is not at home. `set`: the FEN has the right anyway
    /// (as read; a problem). `wished`: the panel keeps it, and it comes back
    /// into the FEN when they are home again.
    Unavailable {
        reason: Unavailable,
        set: bool,
        wished: bool,
    },
}

/// Why a castling toggle cannot be switched on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unavailable {
    /// No king of that colour on its first rank (Chess960).
    NoKing { color: Color },
    /// No king of that colour on e1/e8 (standard chess).
    NoKingHome { color: Color, home: Square },
    /// No rook on the king's side of that wing; `corner` is where the standard rook stands.
    NoRook { color: Color, corner: Square },
}

/// Every toggle of the panel, White's first, king side before queen side.
pub fn castling_toggles(
    position: &Position,
    wish: CastlingRights,
    notation: CastlingNotation,
) -> Vec<CastlingToggle> {
    let allowed = allowed_rights(position, wish.union(position.castling));
    let mut toggles = Vec::with_capacity(8);
    for color in [Color::White, Color::Black] {
        let rank = home_rank(color);
        let king = king_file(position, color);
        let rooks: Vec<u8> = match (position.chess960, king) {
            (true, Some(_)) => (0..8u8)
                .rev()
                .filter(|f| {
                    position.get(Square::new(*f, rank)) == Some(Piece::new(color, Role::Rook))
                })
                .collect(),
            _ => Vec::new(),
        };
        for king_side in [true, false] {
            let wing: Vec<u8> = match king {
                Some(k) => rooks
                    .iter()
                    .copied()
                    .filter(|f| (*f > k) == king_side)
                    .collect(),
                None => Vec::new(),
            };
            if wing.is_empty() {
                let file = if king_side { 7 } else { 0 };
                let file = (!position.chess960).then_some(file);
                toggles.push(wing_toggle(position, wish, allowed, color, king_side, file));
            }
            for (i, file) in wing.iter().enumerate() {
                let outermost = i == 0 && king_side || i + 1 == wing.len() && !king_side;
                let mut toggle =
                    wing_toggle(position, wish, allowed, color, king_side, Some(*file));
                if notation == CastlingNotation::Shredder || !outermost {
                    toggle.letter = case(color, (b'a' + file) as char);
                }
                toggles.push(toggle);
            }
        }
    }
    toggles
}

fn case(color: Color, letter: char) -> char {
    match color {
        Color::White => letter.to_ascii_uppercase(),
        Color::Black => letter,
    }
}

/// The toggle for one rook file (or a wing without a rook, `None` in Chess960).
fn wing_toggle(
    position: &Position,
    wish: CastlingRights,
    allowed: CastlingRights,
    color: Color,
    king_side: bool,
    file: Option<u8>,
) -> CastlingToggle {
    let letter = case(color, if king_side { 'k' } else { 'q' });
    let middle = king_file(position, color).unwrap_or(4);
    let on_wing = |f: &u8| (*f > middle) == king_side;
    let has = |rights: CastlingRights| match file {
        Some(f) => rights.has(color, f),
        None => rights.files(color).any(|f| on_wing(&f)),
    };
    let reason = match (king_file(position, color), file) {
        (None, _) if position.chess960 => Some(Unavailable::NoKing { color }),
        (None, _) => Some(Unavailable::NoKingHome {
            color,
            home: Square::new(4, home_rank(color)),
        }),
        (Some(_), Some(f))
            if allowed.has(color, f)
                || position.get(Square::new(f, home_rank(color)))
                    == Some(Piece::new(color, Role::Rook)) =>
        {
            None
        }
        _ => Some(Unavailable::NoRook {
            color,
            corner: Square::new(if king_side { 7 } else { 0 }, home_rank(color)),
        }),
    };
    let state = match reason {
        None if has(position.castling) => ToggleState::On,
        None => ToggleState::Off,
        Some(reason) => ToggleState::Unavailable {
            reason,
            set: has(position.castling),
            wished: has(wish),
        },
    };
    CastlingToggle {
        color,
        king_side,
        file,
        letter,
        state,
    }
}

fn home_rank(color: Color) -> u8 {
    match color {
        Color::White => 0,
        Color::Black => 7,
    }
}

/// The file of the king that castles: on e1/e8 in standard chess, anywhere
/// on the back rank in Chess960.
fn king_file(position: &Position, color: Color) -> Option<u8> {
    let king = Piece::new(color, Role::King);
    let rank = home_rank(color);
    if position.chess960 {
        (0..8)
            .rev()
            .find(|f| position.get(Square::new(*f, rank)) == Some(king))
    } else {
        Some(4).filter(|f| position.get(Square::new(*f, rank)) == Some(king))
    }
}

/// The panel's wish after toggling `toggle`: on adds its rook's right (in
/// Chess960 instead of any other on that wing), off removes the wing's.
pub fn toggled_wish(
    position: &Position,
    wish: CastlingRights,
    toggle: CastlingToggle,
) -> CastlingRights {
    let mut wish = wish;
    let middle = king_file(position, toggle.color).unwrap_or(4);
    let wing: Vec<u8> = wish
        .files(toggle.color)
        .filter(|f| (*f > middle) == toggle.king_side)
        .collect();
    let on = match toggle.file {
        Some(f) => !wish.has(toggle.color, f),
        None => wing.is_empty(),
    };
    for f in wing {
        wish.set(toggle.color, f, false);
    }
    if on {
        let corner = if toggle.king_side { 7 } else { 0 };
        wish.set(toggle.color, toggle.file.unwrap_or(corner), true);
    }
    wish
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

    fn toggles(fen: &str) -> Vec<(char, ToggleState)> {
        let p = pos(fen);
        castling_toggles(&p, p.castling, CastlingNotation::XFen)
            .into_iter()
            .map(|t| (t.letter(), t.state))
            .collect()
    }

    #[test]
    fn castling_needs_king_and_rook_at_home() {
        let t = toggles("r3k3/8/8/8/8/8/8/4K2R w K - 0 1");
        assert_eq!(t[0], ('K', ToggleState::On));
        let no_rook = |color, file, rank| ToggleState::Unavailable {
            reason: Unavailable::NoRook {
                color,
                corner: Square::new(file, rank),
            },
            set: false,
            wished: false,
        };
        assert_eq!(t[1], ('Q', no_rook(Color::White, 0, 0)));
        assert_eq!(t[2], ('k', no_rook(Color::Black, 7, 7)));
        assert_eq!(t[3], ('q', ToggleState::Off));
    }

    #[test]
    fn chess960_offers_every_rook_with_its_letter() {
        let t = toggles("4k3/8/8/8/8/8/8/RR2K2R w B - 0 1");
        let letters: Vec<char> = t.iter().map(|(l, _)| *l).collect();
        // White: h1 (K), then b1 and a1 on the queen side; Black has no rook.
        assert_eq!(letters, vec!['K', 'B', 'Q', 'k', 'q']);
        assert_eq!(t[1].1, ToggleState::On);
        assert_eq!(t[2].1, ToggleState::Off);
        let p = pos("4k3/8/8/8/8/8/8/RR2K2R w B - 0 1");
        let shredder: Vec<char> = castling_toggles(&p, p.castling, CastlingNotation::Shredder)
            .iter()
            .map(|t| t.letter())
            .collect();
        assert_eq!(shredder, vec!['H', 'B', 'A', 'k', 'q']);
    }

    #[test]
    fn toggling_a_chess960_rook_replaces_the_other_on_its_wing() {
        let p = pos("4k3/8/8/8/8/8/8/RR2K2R w B - 0 1");
        let t = castling_toggles(&p, p.castling, CastlingNotation::XFen);
        let wish = toggled_wish(&p, p.castling, t[2]);
        assert!(wish.has(Color::White, 0) && !wish.has(Color::White, 1));
        let wish = toggled_wish(&p, wish, t[2]);
        assert!(wish.is_empty());
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

//! WXF notation (`C2=5`, `H8+7`, `R+=6`, `15=6`), written exactly as
//! Fairy-Stockfish's `get_san(…, NOTATION_XIANGQI_WXF)` writes it:
//!
//! - piece letter K A E H R C P, the file it stands on (1-9 from the mover's
//!   right), `+` forward, `-` back, `=` along the rank, then the number of
//!   points moved along the file, or the file arrived at;
//! - two same pieces on a file: `+` (front) or `-` (rear) in place of the
//!   file, but only when the other one could make the same motion on the
//!   board (else the file says enough: `H7-8`);
//! - three or more on a file, or pawns stacked on two files (2018 World
//!   Xiangqi Rules): the piece's place from the front, then the file (`15=6`).
//!
//! Read too: B and N for the elephant and horse, `.` for `=`, and the older
//! forms `P+.4`, `++.4` (front pawn) and `3+.4` (front pawn on file 3).

use super::super::geometry::{in_palace, is_advisor_point, is_elephant_point};
use super::spec::{Direction, Pick, Spec, motion, mover_file, same_on_file, stacked_on_two_files};
use crate::rules::Move;
use crate::{Color, Position, Role, Square};

pub fn write(pos: &Position, mv: Move) -> String {
    let Some(piece) = pos.board.get(mv.from) else {
        return String::new();
    };
    let stack = same_on_file(pos, mv.from, piece);
    let place = stack.iter().position(|&s| s == mv.from).unwrap_or(0) + 1;
    let file = mover_file(mv.from, piece.color);
    let numbered = stack.len() >= 3 || (stack.len() == 2 && stacked_on_two_files(pos, piece));
    let designation = if numbered {
        format!("{place}{file}")
    } else if stack.len() == 2 && other_could_follow(mv, &stack, piece.role, piece.color) {
        format!(
            "{}{}",
            letter(piece.role),
            if place == 1 { '+' } else { '-' }
        )
    } else {
        format!("{}{file}", letter(piece.role))
    };
    let (direction, target) = motion(mv, piece.color);
    let op = match direction {
        Direction::Forward => '+',
        Direction::Back => '-',
        Direction::Sideways => '=',
    };
    format!("{designation}{op}{target}")
}

/// Fairy-Stockfish marks front/rear only when the other piece on the file,
/// moved by the same vector, lands on a point its kind may stand on.
fn other_could_follow(mv: Move, stack: &[Square], role: Role, color: Color) -> bool {
    let Some(&other) = stack.iter().find(|&&s| s != mv.from) else {
        return false;
    };
    let rank = i16::from(other.rank) + i16::from(mv.to.rank) - i16::from(mv.from.rank);
    let Ok(rank) = u8::try_from(rank) else {
        return false;
    };
    if rank > 9 {
        return false;
    }
    let lands = Square::new(mv.to.file, rank);
    match role {
        Role::King => in_palace(lands, color),
        Role::Advisor => is_advisor_point(lands, color),
        Role::Bishop => is_elephant_point(lands, color),
        _ => true,
    }
}

const fn letter(role: Role) -> char {
    match role {
        Role::King => 'K',
        Role::Advisor => 'A',
        Role::Bishop => 'E',
        Role::Knight => 'H',
        Role::Rook => 'R',
        Role::Cannon => 'C',
        Role::Pawn | Role::Queen => 'P',
    }
}

fn role_of(letter: char) -> Option<Role> {
    Some(match letter.to_ascii_uppercase() {
        'K' => Role::King,
        'A' => Role::Advisor,
        'E' | 'B' => Role::Bishop,
        'H' | 'N' => Role::Knight,
        'R' => Role::Rook,
        'C' => Role::Cannon,
        'P' => Role::Pawn,
        _ => return None,
    })
}

/// The spec of a WXF token; None when it is not WXF.
pub fn parse(token: &str) -> Option<Spec> {
    let chars: Vec<char> = token.chars().collect();
    let [designation @ .., op, dest] = chars.as_slice() else {
        return None;
    };
    let target = u8::try_from(dest.to_digit(10)?).ok().filter(|&d| d >= 1)?;
    let direction = match op {
        '+' => Direction::Forward,
        '-' => Direction::Back,
        '=' | '.' => Direction::Sideways,
        _ => return None,
    };
    let digit = |c: &char| c.to_digit(10).and_then(|d| u8::try_from(d).ok());
    let front_rear = |c: &char| match c {
        '+' => Some(true),
        '-' => Some(false),
        _ => None,
    };
    let (role, pick) = match designation {
        [l, f] if role_of(*l).is_some() && digit(f).is_some_and(|f| (1..=9).contains(&f)) => {
            (role_of(*l), Pick::File(digit(f)?))
        }
        [l, s] if role_of(*l).is_some() && front_rear(s).is_some() => {
            (role_of(*l), front_or_rear(front_rear(s)?))
        }
        [s, l] if front_rear(s).is_some() && role_of(*l).is_some() => {
            (role_of(*l), front_or_rear(front_rear(s)?))
        }
        // A place of any number the file can hold: a set-up board may have
        // more than five soldiers, and the writer numbers them all (`62+1`).
        [n, f] if digit(n).is_some_and(|n| n >= 1) && digit(f).is_some() => (
            None,
            Pick::OrdinalOnFile(digit(n)?, digit(f).filter(|f| *f >= 1)?),
        ),
        [f, s] if digit(f).is_some_and(|f| f >= 1) && front_rear(s).is_some() => {
            let n = if front_rear(s)? { 1 } else { 0 };
            (Some(Role::Pawn), Pick::OrdinalOnFile(n, digit(f)?))
        }
        [s, t] if front_rear(s).is_some() && front_rear(t).is_some() => {
            (Some(Role::Pawn), front_or_rear(front_rear(s)?))
        }
        _ => return None,
    };
    Some(Spec {
        role,
        pick,
        direction,
        target,
    })
}

const fn front_or_rear(front: bool) -> Pick {
    if front { Pick::Front } else { Pick::Rear }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_form_reads_to_its_shape() {
        let spec = |role, pick, direction, target| {
            Some(Spec {
                role,
                pick,
                direction,
                target,
            })
        };
        let (r, p) = (Some(Role::Rook), Some(Role::Pawn));
        assert_eq!(
            parse("C2=5"),
            spec(Some(Role::Cannon), Pick::File(2), Direction::Sideways, 5)
        );
        assert_eq!(parse("R+=6"), spec(r, Pick::Front, Direction::Sideways, 6));
        assert_eq!(parse("N8+7"), parse("H8+7"));
        assert_eq!(parse("B3+5"), parse("E3+5"));
        assert_eq!(
            parse("15=6"),
            spec(None, Pick::OrdinalOnFile(1, 5), Direction::Sideways, 6)
        );
        assert_eq!(parse("P+.4"), spec(p, Pick::Front, Direction::Sideways, 4));
        assert_eq!(parse("++.4"), spec(p, Pick::Front, Direction::Sideways, 4));
        assert_eq!(
            parse("3+.4"),
            spec(p, Pick::OrdinalOnFile(1, 3), Direction::Sideways, 4)
        );
        for not_wxf in ["h2e2", "C2=0", "C2*5", "X2=5", "炮二平五", "C=5", ""] {
            assert_eq!(parse(not_wxf), None, "{not_wxf}");
        }
    }
}

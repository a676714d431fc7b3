//! Chinese notation (`炮二平五`, `马８进７`), written as the cchess library
//! writes it, in simplified characters: the piece, its file (Red counts in
//! Chinese numerals 一…九, Black in full-width digits １…９, each from its own
//! right), 进 forward / 退 back / 平 along the rank, then the points moved
//! along the file or the file arrived at. Same pieces on a file are told
//! apart by place: 前/后 for two, 前/中/后 for three, and, for four or five,
//! 一…五 from the front, as the WXF 2018 and Asian Xiangqi Federation rules
//! write them (cchess writes 前/二/三/后 there; both are read). When soldiers
//! stand stacked on two files, each stacked soldier's file follows its
//! place and name (`前兵七平六`, `中兵五进一`): one style on the whole board.
//! Read too: the file without the name (`前七平六`, `二７平６`).
//!
//! Read too: traditional characters (帥 將 俥 車 傌 馬 砲 進 後), 上/下 for
//! 进/退, half-width digits, and digits for either side.

use super::spec::{Direction, Pick, Spec, motion, mover_file, same_on_file, stacked_on_two_files};
use crate::rules::Move;
use crate::{Color, Position, Role};

const RED_NUMERALS: [char; 9] = ['一', '二', '三', '四', '五', '六', '七', '八', '九'];
const BLACK_NUMERALS: [char; 9] = ['１', '２', '３', '４', '５', '６', '７', '８', '９'];

pub fn write(pos: &Position, mv: Move) -> String {
    let Some(piece) = pos.board.get(mv.from) else {
        return String::new();
    };
    let stack = same_on_file(pos, mv.from, piece);
    let place = stack.iter().position(|&s| s == mv.from).unwrap_or(0) + 1;
    let name = character(piece.role, piece.color);
    let file = numeral(mover_file(mv.from, piece.color), piece.color);
    let (direction, target) = motion(mv, piece.color);
    let tail = format!("{}{}", verb(direction), numeral(target, piece.color));
    let counts_place = !matches!(piece.role, Role::King | Role::Advisor | Role::Bishop);
    let by_place = place_word(place, stack.len()).filter(|_| counts_place);
    // Soldiers stacked on two files: every stacked one names its file too
    // (前兵七平六, 中兵五进一), one style on the whole board.
    let soldier_files = piece.role == Role::Pawn && stacked_on_two_files(pos, piece);
    let text = match by_place {
        Some(word) if soldier_files => format!("{word}{name}{file}{tail}"),
        Some(word) => format!("{word}{name}{tail}"),
        None => format!("{name}{file}{tail}"),
    };
    let names_it = parse(&text).and_then(|spec| super::spec::resolve(pos, &spec, &text).ok());
    match by_place {
        // Only a set-up board gets here (three chariots on two files…): the file tells.
        Some(word) if names_it != Some(mv) => format!("{word}{name}{file}{tail}"),
        _ => text,
    }
}

/// 前/后 for two, 前/中/后 for three, 一…九 from the front for four or more
/// (WXF 2018, Asian Xiangqi Federation); None for a piece alone on its file.
fn place_word(place: usize, count: usize) -> Option<char> {
    match (count, place) {
        (0 | 1, _) => None,
        (2 | 3, 1) => Some('前'),
        (2 | 3, p) if p == count => Some('后'),
        (3, _) => Some('中'),
        (_, p) => RED_NUMERALS.get(p - 1).copied(),
    }
}

const fn character(role: Role, color: Color) -> char {
    match (role, color) {
        (Role::King, Color::White) => '帅',
        (Role::King, Color::Black) => '将',
        (Role::Advisor, Color::White) => '仕',
        (Role::Advisor, Color::Black) => '士',
        (Role::Bishop, Color::White) => '相',
        (Role::Bishop, Color::Black) => '象',
        (Role::Knight, _) => '马',
        (Role::Rook, _) => '车',
        (Role::Cannon, _) => '炮',
        (Role::Pawn | Role::Queen, Color::White) => '兵',
        (Role::Pawn | Role::Queen, Color::Black) => '卒',
    }
}

fn numeral(n: u8, color: Color) -> char {
    let table = match color {
        Color::White => &RED_NUMERALS,
        Color::Black => &BLACK_NUMERALS,
    };
    table
        .get(usize::from(n).wrapping_sub(1))
        .copied()
        .unwrap_or('?')
}

const fn verb(direction: Direction) -> char {
    match direction {
        Direction::Forward => '进',
        Direction::Back => '退',
        Direction::Sideways => '平',
    }
}

fn role_of(c: char) -> Option<Role> {
    Some(match c {
        '帥' | '帅' | '將' | '将' => Role::King,
        '仕' | '士' => Role::Advisor,
        '相' | '象' => Role::Bishop,
        '俥' | '車' | '车' | '砗' => Role::Rook,
        '傌' | '馬' | '马' | '碼' => Role::Knight,
        '炮' | '砲' | '包' => Role::Cannon,
        '兵' | '卒' => Role::Pawn,
        _ => return None,
    })
}

/// 1-9 from any way of writing it: 一…九, １…９, 1…9.
fn number(c: char) -> Option<u8> {
    let index = RED_NUMERALS
        .iter()
        .chain(BLACK_NUMERALS.iter())
        .position(|&n| n == c)
        .map(|i| i % 9 + 1)
        .or_else(|| c.to_digit(10).map(|d| d as usize).filter(|&d| d >= 1))?;
    u8::try_from(index).ok()
}

fn direction_of(c: char) -> Option<Direction> {
    match c {
        '进' | '進' | '上' => Some(Direction::Forward),
        '退' | '下' => Some(Direction::Back),
        '平' => Some(Direction::Sideways),
        _ => None,
    }
}

/// Whose numerals a Chinese move is written in: Red's 一…九 or Black's
/// １…９ (half-width digits belong to neither). The first character is a
/// piece or a place among same pieces, and places are counted 一…五 by both
/// sides (`二７平６`), so it is left out.
pub fn numerals_side(token: &str) -> Option<Color> {
    let chars: Vec<char> = token.chars().filter(|c| !c.is_whitespace()).collect();
    let rest = chars.get(1..)?;
    let red = rest.iter().any(|c| RED_NUMERALS.contains(c));
    let black = rest.iter().any(|c| BLACK_NUMERALS.contains(c));
    match (red, black) {
        (true, false) => Some(Color::White),
        (false, true) => Some(Color::Black),
        _ => None,
    }
}

/// A place among same pieces: 前 (front), 中, 后/後 (rear), or the n-th from
/// the front (a game has at most five soldiers, a set-up board may have more,
/// and the writer numbers them all: `六卒进１`).
fn place_of(c: char) -> Option<Pick> {
    match c {
        '前' => Some(Pick::Front),
        '中' => Some(Pick::Middle),
        '后' | '後' => Some(Pick::Rear),
        _ => number(c).map(Pick::Ordinal),
    }
}

/// The spec of a Chinese token; None when it is not Chinese notation.
pub fn parse(token: &str) -> Option<Spec> {
    let chars: Vec<char> = token.chars().filter(|c| !c.is_whitespace()).collect();
    let [designation @ .., verb, target] = chars.as_slice() else {
        return None;
    };
    let direction = direction_of(*verb)?;
    let target = number(*target)?;
    let (role, pick) = match designation {
        [p, f] if role_of(*p).is_some() => (role_of(*p), Pick::File(number(*f)?)),
        [o, p] if role_of(*p).is_some() => (role_of(*p), place_of(*o)?),
        [o, p, f] if role_of(*p).is_some() => (role_of(*p), on_file(place_of(*o)?, number(*f)?)),
        [o, f] => (Some(Role::Pawn), on_file(place_of(*o)?, number(*f)?)),
        _ => return None,
    };
    Some(Spec {
        role,
        pick,
        direction,
        target,
    })
}

/// A place on a named file (`前兵四`, `二7`): rear is ordinal 0.
fn on_file(place: Pick, file: u8) -> Pick {
    let ordinal = match place {
        Pick::Front => 1,
        Pick::Middle => 2,
        Pick::Ordinal(n) => n,
        _ => 0,
    };
    Pick::OrdinalOnFile(ordinal, file)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_forms_players_write_read_to_their_shape() {
        let spec = |role, pick, direction, target| {
            Some(Spec {
                role,
                pick,
                direction,
                target,
            })
        };
        let cannon = Some(Role::Cannon);
        assert_eq!(
            parse("炮二平五"),
            spec(cannon, Pick::File(2), Direction::Sideways, 5)
        );
        assert_eq!(parse("炮二平五"), parse("砲2平5"));
        assert_eq!(parse("马８进７"), parse("馬8進7"));
        assert_eq!(parse("马８进７"), parse("马8上7"));
        assert_eq!(parse("后车退一"), parse("後車下1"));
        assert_eq!(
            parse("前兵四平五"),
            spec(
                Some(Role::Pawn),
                Pick::OrdinalOnFile(1, 4),
                Direction::Sideways,
                5
            )
        );
        assert_eq!(
            parse("二7平6"),
            spec(
                Some(Role::Pawn),
                Pick::OrdinalOnFile(2, 7),
                Direction::Sideways,
                6
            )
        );
        assert_eq!(
            parse("三兵平四"),
            spec(Some(Role::Pawn), Pick::Ordinal(3), Direction::Sideways, 4)
        );
        for not_chinese in ["h2e2", "C2=5", "炮二", "炮二走五", "王二平五", ""] {
            assert_eq!(parse(not_chinese), None, "{not_chinese}");
        }
    }
}

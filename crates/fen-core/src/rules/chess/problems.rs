//! What is wrong with a chess position: the conditions python-chess 1.11.2's
//! `Board.status()` flags, with the same subtleties (the king used for checks
//! is the highest-square king; too many kings means more than two in all;
//! castling rights and the en-passant target are judged against the board),
//! so our verdicts agree with it position for position.

use super::convert::{from_sm_role, from_sm_square, to_sm_board, to_sm_color, to_sm_square};
use crate::{Color, Diagnostic, Position, Square, Variant};
use shakmaty::{self as sm, Bitboard, attacks};

/// The side's king that python-chess looks at: the one on the highest square.
fn main_king(board: &sm::Board, color: sm::Color) -> Option<sm::Square> {
    (board.kings() & board.by_color(color)).last()
}

/// `e4`, built without `format!`: messages are made on every keystroke.
fn name(sq: Square) -> String {
    let mut text = String::with_capacity(2);
    push_name(&mut text, sq);
    text
}

fn push_name(text: &mut String, sq: Square) {
    if sq.is_on(Variant::Chess) {
        text.push(sq.file_char());
        text.push(char::from(b'1' + sq.rank));
    } else {
        text.push_str(&sq.name(Variant::Chess));
    }
}

/// `e1, g4`.
fn names(squares: Bitboard) -> String {
    let mut text = String::with_capacity(4 * squares.count());
    for sq in squares {
        if !text.is_empty() {
            text.push_str(crate::LIST_SEPARATOR);
        }
        push_name(&mut text, from_sm_square(sq));
    }
    text
}

fn ours(squares: Bitboard) -> impl Iterator<Item = Square> {
    squares.into_iter().map(from_sm_square)
}

fn color_key(color: sm::Color) -> &'static str {
    match color {
        sm::Color::White => "white",
        sm::Color::Black => "black",
    }
}

/// Every problem of `pos` (python-chess's flags, each said in full), the
/// worst first: what no game can reach (the material, the kings and their
/// checks) before the castling rights and the en-passant target, which are
/// repairs of one field (issue 33 case 7). Never panics.
pub fn problems(pos: &Position) -> Vec<Diagnostic> {
    let board = to_sm_board(pos);
    let mut found = Vec::new();
    material(&board, &mut found);
    let mut repairs = Vec::new();
    let valid_ep = en_passant(pos, &board, &mut repairs);
    checks(pos, &board, valid_ep, &mut found);
    castling(pos, &board, &mut found);
    found.append(&mut repairs);
    found
}

fn material(board: &sm::Board, found: &mut Vec<Diagnostic>) {
    if board.occupied().is_empty() {
        found.push(Diagnostic::error("empty-board"));
    }
    for color in sm::Color::ALL {
        if (board.kings() & board.by_color(color)).is_empty() {
            found.push(Diagnostic::error("missing-king").arg("color", color_key(color)));
        }
    }
    if board.kings().count() > 2 {
        found.push(too_many_kings(board));
    }
    for color in sm::Color::ALL {
        let pieces = board.by_color(color);
        if pieces.count() > 16 {
            found.push(
                Diagnostic::error("too-many-pieces")
                    .squares(ours(pieces))
                    .arg("color", color_key(color))
                    .arg("count", pieces.count()),
            );
        }
    }
    for color in sm::Color::ALL {
        let pawns = board.pawns() & board.by_color(color);
        if pawns.count() > 8 {
            found.push(
                Diagnostic::error("too-many-pawns")
                    .squares(ours(pawns))
                    .arg("color", color_key(color))
                    .arg("count", pawns.count())
                    .arg("squares", names(pawns)),
            );
        }
    }
    let stranded = board.pawns() & Bitboard::BACKRANKS;
    if stranded.any() {
        found.push(
            Diagnostic::error("pawns-on-back-rank")
                .squares(ours(stranded))
                .arg("count", stranded.count())
                .arg("squares", names(stranded)),
        );
    }
}

/// More than two kings on the board; `color` names the side with extra
/// kings, or `both`.
fn too_many_kings(board: &sm::Board) -> Diagnostic {
    let white = board.kings() & board.white();
    let black = board.kings() & board.black();
    let (color, kings) = match (white.more_than_one(), black.more_than_one()) {
        (true, false) => ("white", white),
        (false, true) => ("black", black),
        _ => ("both", board.kings()),
    };
    Diagnostic::error("too-many-kings")
        .squares(ours(board.kings()))
        .arg("color", color)
        .arg("count", kings.count())
        .arg("squares", names(kings))
}

/// A right is valid in standard chess only with the king on e1/e8 and a rook
/// of its colour in the a- or h-corner it names (python-chess's
/// `clean_castling_rights()` for a board that is not Chess960).
fn castling(pos: &Position, board: &sm::Board, found: &mut Vec<Diagnostic>) {
    if pos.chess960 {
        return super::castling960::castling(pos, found);
    }
    let first = found.len();
    for color in [Color::White, Color::Black] {
        // Most positions of a game have lost a side's rights: nothing to look at.
        if pos.castling.mask(color) == 0 {
            continue;
        }
        let rank = if color == Color::White { 0 } else { 7 };
        let side = to_sm_color(color);
        let king_home = Square::new(4, rank);
        let has_king = to_sm_square(king_home)
            .is_some_and(|sq| (board.kings() & board.by_color(side)).contains(sq));
        for file in pos.castling.files(color) {
            let rook_home = Square::new(file, rank);
            let has_rook = to_sm_square(rook_home)
                .is_some_and(|sq| (board.rooks() & board.by_color(side)).contains(sq));
            let (reason, at) = if file != 0 && file != 7 {
                ("not-a-corner", rook_home)
            } else if !has_king {
                ("no-king", king_home)
            } else if !has_rook {
                ("no-rook", rook_home)
            } else {
                continue;
            };
            found.push(
                Diagnostic::error("invalid-castling-rights")
                    .squares([at])
                    .arg("right", right_letter(color, file))
                    .arg("color", color.key(Variant::Chess))
                    .arg("reason", reason)
                    .arg("square", name(at)),
            );
        }
    }
    if found.len() > first {
        // Standard chess is the default; the words say when the same rights
        // would stand in Chess960, so a user who meant it knows how to say so.
        let mut as960 = *pos;
        as960.chess960 = true;
        let mut in960 = Vec::new();
        super::castling960::castling(&as960, &mut in960);
        let valid = if in960.is_empty() { "yes" } else { "no" };
        for d in &mut found[first..] {
            d.args.push(("in960", valid.into()));
        }
    }
}

/// `K`/`Q` for the corner rooks, else the rook's file (Shredder-FEN), in the
/// case of the side's FEN letters.
pub(super) fn right_letter(color: Color, file: u8) -> char {
    let letter = match file {
        7 => 'k',
        0 => 'q',
        f => (b'a' + f) as char,
    };
    match color {
        Color::White => letter.to_ascii_uppercase(),
        Color::Black => letter,
    }
}

/// Reports an en-passant target no double push could have left, and returns
/// the target when it is valid (python-chess's `_valid_ep_square()`).
fn en_passant(
    pos: &Position,
    board: &sm::Board,
    found: &mut Vec<Diagnostic>,
) -> Option<sm::Square> {
    let target = pos.en_passant?;
    let (target_rank, step): (u8, i8) = match pos.side_to_move {
        Color::White => (5, -1),
        Color::Black => (2, 1),
    };
    let mover = to_sm_color(pos.side_to_move.other());
    let pawn_at = target.offset(0, step, Variant::Chess);
    let start_at = target.offset(0, -step, Variant::Chess);
    let occupied = |sq: Option<Square>| {
        sq.and_then(to_sm_square)
            .is_some_and(|sq| board.occupied().contains(sq))
    };
    let (reason, at) = if target.rank != target_rank || !target.is_on(Variant::Chess) {
        ("wrong-rank", None)
    } else if !pawn_at
        .and_then(to_sm_square)
        .is_some_and(|sq| (board.pawns() & board.by_color(mover)).contains(sq))
    {
        ("no-pawn", pawn_at)
    } else if occupied(Some(target)) {
        ("target-occupied", None)
    } else if occupied(start_at) {
        ("start-occupied", start_at)
    } else {
        return to_sm_square(target);
    };
    let mut squares = vec![target];
    squares.extend(at);
    found.push(
        Diagnostic::error("invalid-en-passant")
            .squares(squares)
            .arg("square", name(target))
            .arg("reason", reason)
            .arg("color", pos.side_to_move.other().key(Variant::Chess))
            .arg("rank", u32::from(target_rank) + 1)
            .arg("pawn", pawn_at.map(name).unwrap_or_default())
            .arg("start", start_at.map(name).unwrap_or_default()),
    );
    None
}

fn checks(
    pos: &Position,
    board: &sm::Board,
    valid_ep: Option<sm::Square>,
    found: &mut Vec<Diagnostic>,
) {
    let us = to_sm_color(pos.side_to_move);
    let them = us.other();
    if let Some(king) = main_king(board, them) {
        let attackers = board.attacks_to(king, us, board.occupied());
        if attackers.any() {
            found.push(opposite_check(board, us, king, attackers));
        }
    }
    let Some(king) = main_king(board, us) else {
        return;
    };
    let checkers = board.attacks_to(king, them, board.occupied());
    if checkers.is_empty() {
        return;
    }
    let report = |code: &'static str| {
        Diagnostic::error(code)
            .squares(ours(checkers.with(king)))
            .arg("color", color_key(us))
            .arg("king", name(from_sm_square(king)))
            .arg("count", checkers.count())
            .arg("squares", names(checkers))
    };
    if checkers.count() > 2 {
        found.push(report("too-many-checkers"));
    }
    if let Some(reason) = impossible_check(board, us, checkers, valid_ep) {
        found.push(report("impossible-check").arg("reason", reason));
    }
}

/// The king of the side that just moved is attacked (python-chess's
/// `STATUS_OPPOSITE_CHECK`), said as what it is (issue 33 case 6): kings side
/// by side (`kind` = `adjacent`, the other king in `other`), both kings in
/// check at once (`both`: the side to move's king in `other`, its checkers in
/// `other_squares`), or the one king (`single`).
fn opposite_check(
    board: &sm::Board,
    us: sm::Color,
    king: sm::Square,
    attackers: Bitboard,
) -> Diagnostic {
    let them = us.other();
    // One checking piece is named by its role too ("in check from the
    // rook on e2"), as xiangqi's message does; several by their squares.
    let piece = match attackers.single_square() {
        Some(one) => board
            .role_at(one)
            .map_or("other", |role| from_sm_role(role).key(Variant::Chess)),
        None => "other",
    };
    let mut squares = attackers.with(king);
    let our_king = main_king(board, us);
    let adjacent = our_king.filter(|k| attackers.contains(*k));
    let mut d = Diagnostic::error("opposite-check");
    if let Some(other) = adjacent {
        d = d
            .arg("kind", "adjacent")
            .arg("other", name(from_sm_square(other)));
    } else if let Some(other) = our_king {
        let checkers = board.attacks_to(other, them, board.occupied());
        if checkers.any() {
            squares |= checkers.with(other);
            d = d
                .arg("kind", "both")
                .arg("other", name(from_sm_square(other)))
                .arg("other_squares", names(checkers));
        } else {
            d = d.arg("kind", "single");
        }
    } else {
        d = d.arg("kind", "single");
    }
    d.squares(ours(squares))
        .arg("color", color_key(them))
        .arg("king", name(from_sm_square(king)))
        .arg("squares", names(attackers))
        .arg("piece", piece)
}

/// Why no last move could have given this check, if so.
fn impossible_check(
    board: &sm::Board,
    us: sm::Color,
    checkers: Bitboard,
    valid_ep: Option<sm::Square>,
) -> Option<&'static str> {
    let our_kings = board.kings() & board.by_color(us);
    if let Some(ep) = valid_ep {
        // The last move was a double push: only the pushed pawn may check,
        // or a slider it uncovered.
        let pushed_to = ep.xor(sm::Square::A2);
        let pushed_from = ep.xor(sm::Square::A4);
        let before = board.occupied().without(pushed_to).with(pushed_from);
        let lone_discovery = checkers.count() == 1
            && (checkers.last() == Some(pushed_to)
                || !our_kings
                    .into_iter()
                    .any(|k| board.attacks_to(k, us.other(), before).any()));
        return (!lone_discovery).then_some("after-double-push");
    }
    if checkers.count() > 2 {
        return Some("too-many");
    }
    if let (Some(a), Some(b)) = (checkers.first(), checkers.last())
        && a != b
        && (attacks::ray(a, b) & our_kings).any()
    {
        return Some("aligned");
    }
    None
}

#[cfg(test)]
#[path = "problems_tests.rs"]
mod tests;

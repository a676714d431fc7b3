//! Reading a move a person typed: UCI coordinates (`e2e4`, `e7e8q`, `e1g1`)
//! or SAN (`Nbd7`, `exd6`, `O-O`, `0-0-0`, `e8=Q+`, `Qxf7#!?`). SAN is read
//! forgivingly: a missing or extra `x` does not matter, nor do check marks
//! and annotations. Long algebraic, figurine and Russian forms are turned
//! into SAN first (see [`super::notation::to_ascii`]).

use super::convert::{from_sm_square, to_sm_role, to_sm_square};
use super::explain::{closeness, why_not, why_not_castle};
use super::game::Game;
use crate::rules::Move;
use crate::{Diagnostic, Position, Role, Square, Variant};
use shakmaty::{self as sm, Position as _, san::San};

/// The legal move `text` stands for in `pos`, or why there is none:
/// `unreadable-move` (neither UCI nor SAN) or `illegal-move` with a `reason`.
/// The diagnostic has no column; the caller knows where the text was.
pub fn parse_move(pos: &Position, text: &str) -> Result<Move, Diagnostic> {
    let text = text.trim();
    let written = read(&super::notation::to_ascii(text))
        .ok_or_else(|| Diagnostic::error("unreadable-move").arg("move", text.to_string()))?;
    let Some(game) = Game::new(pos) else {
        return Err(illegal(text, "position-invalid", None, None));
    };
    let legal = game.legal_moves();
    if legal.is_empty() {
        return Err(illegal(text, "game-over", None, None));
    }
    let found = match written {
        Written::Uci(mv) => coordinates(&game, text, mv),
        Written::San(san) => algebraic(&game, &legal, text, san),
    }
    .map_err(|error| with_piece(pos, error))?;
    game.ours(found)
        .ok_or_else(|| illegal(text, "position-invalid", None, None))
}

enum Written {
    Uci(Move),
    San(San),
}

fn read(text: &str) -> Option<Written> {
    if let Some(mv) = read_uci(text) {
        return Some(Written::Uci(mv));
    }
    let normal = normalise_san(text);
    match San::from_ascii(normal.as_bytes()).ok()? {
        san @ (San::Normal { .. } | San::Castle(_)) => Some(Written::San(san)),
        San::Put { .. } | San::Null => None,
    }
}

/// `e2e4`, `e7e8q` (the promotion letter in either case).
fn read_uci(text: &str) -> Option<Move> {
    if !text.is_ascii() || !(4..=5).contains(&text.len()) {
        return None;
    }
    let from = Square::parse(text.get(0..2)?, Variant::Chess)?;
    let to = Square::parse(text.get(2..4)?, Variant::Chess)?;
    let promotion = match text.get(4..).and_then(|s| s.chars().next()) {
        Some(c) => Some(Role::from_letter(c.to_ascii_lowercase(), Variant::Chess)?),
        None => None,
    };
    Some(Move {
        from,
        to,
        promotion,
    })
}

/// SAN as shakmaty reads it: no annotations, `O` not `0` in castling, and
/// `=` before a promotion letter.
fn normalise_san(text: &str) -> String {
    let mut san = text
        .trim_end_matches(['!', '?', '+', '#'])
        .trim_end_matches("e.p.")
        .trim_end()
        .replace('0', "O");
    let bytes = san.as_bytes();
    if let [
        ..,
        rank @ (b'1' | b'8'),
        letter @ (b'Q' | b'R' | b'B' | b'N'),
    ] = bytes
    {
        let (rank, letter) = (*rank as char, *letter as char);
        san.truncate(san.len() - 2);
        san.push(rank);
        san.push('=');
        san.push(letter);
    }
    san
}

/// The refusal names the piece on its `from` square (`piece`: `king`,
/// `knight`…), so the words can say «Король не может пойти с g1 на e2».
fn with_piece(pos: &Position, error: Diagnostic) -> Diagnostic {
    let piece = match error.arg_value("from") {
        Some(crate::Arg::Str(from)) => Square::parse(from, Variant::Chess)
            .and_then(|sq| pos.get(sq))
            .map(|piece| piece.role.key(Variant::Chess)),
        _ => None,
    };
    match piece {
        Some(piece) => error.arg("piece", piece),
        None => error,
    }
}

fn illegal(
    text: &str,
    reason: &'static str,
    from: Option<Square>,
    to: Option<Square>,
) -> Diagnostic {
    let name = |sq: Option<Square>| sq.map(|s| s.name(Variant::Chess)).unwrap_or_default();
    Diagnostic::error("illegal-move")
        .squares(from.into_iter().chain(to))
        .arg("move", text.to_string())
        .arg("reason", reason)
        .arg("from", name(from))
        .arg("to", name(to))
}

fn coordinates(game: &Game, text: &str, mv: Move) -> Result<sm::Move, Diagnostic> {
    if let Some(found) = game.find(mv) {
        return Ok(found);
    }
    let reason = match (to_sm_square(mv.from), to_sm_square(mv.to)) {
        (Some(from), Some(to)) => {
            let promotion = mv.promotion.and_then(to_sm_role);
            why_not(&game.chess, from, to, promotion)
        }
        _ => "piece-shape",
    };
    Err(illegal(text, reason, Some(mv.from), Some(mv.to)))
}

fn algebraic(
    game: &Game,
    legal: &sm::MoveList,
    text: &str,
    san: San,
) -> Result<sm::Move, Diagnostic> {
    let matching: Vec<sm::Move> = legal.iter().copied().filter(|m| matches(san, *m)).collect();
    match matching.as_slice() {
        [one] => Ok(*one),
        [] => Err(explain_san(game, text, san)),
        several => {
            let to = several.first().map(|m| from_sm_square(m.to()));
            Err(illegal(text, "ambiguous", None, to)
                .squares(several.iter().filter_map(|m| m.from()).map(from_sm_square)))
        }
    }
}

/// A pawn move written without a file letter and without a capture (`e4`)
/// stays on the file of its target square.
fn pawn_stays_on_file(
    role: sm::Role,
    file: Option<sm::File>,
    capture: bool,
    to: sm::Square,
) -> Option<sm::File> {
    (role == sm::Role::Pawn && file.is_none() && !capture).then_some(to.file())
}

/// Does `m` fit what was written? The capture mark is not compared, but a
/// pawn move without a file letter stays on its file.
fn matches(san: San, m: sm::Move) -> bool {
    match san {
        San::Normal {
            role,
            file,
            rank,
            capture,
            to,
            promotion,
        } => {
            let Some(from) = m.from() else { return false };
            let pawn_file = pawn_stays_on_file(role, file, capture, to);
            !m.is_castle()
                && m.role() == role
                && m.to() == to
                && m.promotion() == promotion
                && file.or(pawn_file).is_none_or(|f| f == from.file())
                && rank.is_none_or(|r| r == from.rank())
        }
        San::Castle(side) => m.castling_side() == Some(side),
        San::Put { .. } | San::Null => false,
    }
}

/// No legal move fits a SAN: explain the closest piece that could have been meant.
fn explain_san(game: &Game, text: &str, san: San) -> Diagnostic {
    let chess = &game.chess;
    match san {
        San::Castle(side) => {
            let king = chess.board().king_of(chess.turn()).map(from_sm_square);
            illegal(text, why_not_castle(chess, side), king, None)
        }
        San::Normal {
            role,
            file,
            rank,
            capture,
            to,
            promotion,
        } => {
            let pawn_file = pawn_stays_on_file(role, file, capture, to);
            let candidates = chess.board().by_piece(role.of(chess.turn()));
            let best = candidates
                .into_iter()
                .filter(|from| file.or(pawn_file).is_none_or(|f| f == from.file()))
                .filter(|from| rank.is_none_or(|r| r == from.rank()))
                .map(|from| (why_not(chess, from, to, promotion), from))
                .max_by_key(|(reason, _)| closeness(reason));
            match best {
                Some((reason, from)) => illegal(
                    text,
                    reason,
                    Some(from_sm_square(from)),
                    Some(from_sm_square(to)),
                ),
                None => illegal(text, "no-such-piece", None, Some(from_sm_square(to))),
            }
        }
        San::Put { .. } | San::Null => illegal(text, "no-such-piece", None, None),
    }
}

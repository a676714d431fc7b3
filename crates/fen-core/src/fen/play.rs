//! Playing a list of moves from a position, stopping at the first that does
//! not play. Xiangqi moves may be coordinates, WXF or Chinese, in any mix.
//! Coordinates number the ranks as the caller says (ICCS's 0-9 by default,
//! Fairy-Stockfish's 1-10 under `--notation uci`), the whole list one way:
//! when the other numbering would also play the list, a note says which was
//! read; when only the other one plays it, the error says so.

use crate::rules::xiangqi::RankNumbering;
use crate::rules::{self, Move, xiangqi};
use crate::{Diagnostic, Position, Variant};

pub(super) struct Played {
    pub position: Position,
    pub moves: Vec<Move>,
    /// Index of the first bad token and why.
    pub error: Option<(usize, Diagnostic)>,
    /// Which rank numbering was read, when the list was ambiguous, or the
    /// other numbering that would have read it (codes `xiangqi-ranks-read`
    /// and `xiangqi-ranks-other`, arg `ranks`: `iccs` or `uci`).
    pub note: Option<Diagnostic>,
}

pub(super) fn play_tokens(
    start: &Position,
    tokens: &[(usize, &str)],
    ranks: RankNumbering,
) -> Played {
    if start.variant != Variant::Xiangqi {
        return play_with(start, tokens, rules::parse_move);
    }
    let read_in = |numbering: RankNumbering| {
        play_with(start, tokens, |pos, text| {
            xiangqi::notation::read(pos, text, numbering)
        })
    };
    let other = match ranks {
        RankNumbering::FromZero => RankNumbering::FromOne,
        RankNumbering::FromOne => RankNumbering::FromZero,
    };
    let name = |numbering: RankNumbering| match numbering {
        RankNumbering::FromZero => "iccs",
        RankNumbering::FromOne => "uci",
    };
    let mut asked = read_in(ranks);
    let has_coordinates = tokens
        .iter()
        .any(|(_, t)| xiangqi::notation::recognise(t) == Some(xiangqi::notation::Notation::Iccs));
    if !has_coordinates {
        return asked;
    }
    let alternative = read_in(other);
    let other_plays_all = alternative.moves != asked.moves;
    let read_note =
        |numbering| Some(Diagnostic::note("xiangqi-ranks-read").arg("ranks", name(numbering)));
    let other_note =
        |numbering| Some(Diagnostic::note("xiangqi-ranks-other").arg("ranks", name(numbering)));
    match (asked.error.is_none(), alternative.error.is_none()) {
        (true, true) if other_plays_all => asked.note = read_note(ranks),
        // Under `--notation uci` a list in ICCS still reads, and says so;
        // by default ranks 1-10 are only pointed at.
        (false, true) if ranks == RankNumbering::FromOne => {
            return Played {
                note: other_note(other),
                ..alternative
            };
        }
        (false, true) => asked.note = other_note(other),
        _ => {}
    }
    asked
}

fn play_with(
    start: &Position,
    tokens: &[(usize, &str)],
    parse: impl Fn(&Position, &str) -> Result<Move, Diagnostic>,
) -> Played {
    let mut position = *start;
    let mut moves = Vec::with_capacity(tokens.len());
    for (index, (_, text)) in tokens.iter().enumerate() {
        match parse(&position, text) {
            Ok(mv) => {
                position = rules::play(&position, mv);
                moves.push(mv);
            }
            Err(error) => {
                return Played {
                    position,
                    moves,
                    error: Some((index, error)),
                    note: None,
                };
            }
        }
    }
    Played {
        position,
        moves,
        error: None,
        note: None,
    }
}

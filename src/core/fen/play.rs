//! Playing a list of moves from a position, stopping at the first that does
//! not play. Xiangqi moves may be coordinates, WXF or Chinese, in any mix;
//! coordinate lists may number ranks 0-9 (UCCI) or 1-10 (Fairy-Stockfish):
//! the list says which.

use crate::core::rules::{self, Move, xiangqi};
use crate::core::{Diagnostic, Position, Variant};

pub(super) struct Played {
    pub position: Position,
    pub moves: Vec<Move>,
    /// Index of the first bad token and why.
    pub error: Option<(usize, Diagnostic)>,
}

pub(super) fn play_tokens(start: &Position, tokens: &[(usize, &str)]) -> Played {
    if start.variant == Variant::Xiangqi {
        let texts: Vec<&str> = tokens.iter().map(|(_, t)| *t).collect();
        let numbering = |one_based: bool| {
            if one_based {
                xiangqi::RankNumbering::FromOne
            } else {
                xiangqi::RankNumbering::FromZero
            }
        };
        let one_based = xiangqi::uses_one_based_ranks(&texts);
        let played = play_with(start, tokens, |pos, text| {
            xiangqi::notation::read(pos, text, numbering(one_based))
        });
        // A list that fails in UCCI's 0-9 ranks may be Fairy-Stockfish's 1-10 form.
        if played.error.is_some() && !one_based {
            let retry = play_with(start, tokens, |pos, text| {
                xiangqi::notation::read(pos, text, numbering(true))
            });
            if retry.error.is_none() {
                return retry;
            }
        }
        return played;
    }
    play_with(start, tokens, rules::parse_move)
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
                };
            }
        }
    }
    Played {
        position,
        moves,
        error: None,
    }
}

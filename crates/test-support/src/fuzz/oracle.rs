//! Move counts from outside the project, for the walks: shakmaty's own
//! generator, given only the FEN text, for chess; for xiangqi the counts
//! Fairy-Stockfish gave for the positions of `tests/data/perft/xiangqi.perft`
//! (committed; `scripts/xiangqi-perft.py` makes them), wherever a walk stands
//! on one of them.

use fen_tui::core::fen::write_fen;
use fen_tui::core::rules::{self, Move};
use fen_tui::core::{Position, Variant};
use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess, Position as _};
use std::collections::HashMap;
use std::sync::OnceLock;

/// The move list agrees with the oracle for `position`'s game.
pub fn check_moves(position: &Position, legal: &[Move]) {
    match position.variant {
        Variant::Chess => check_chess(position, legal),
        Variant::Xiangqi => check_xiangqi(position, legal),
    }
}

/// Same moves as shakmaty finds from the FEN alone (castling written either
/// as the king's two-square step or as king-takes-rook).
fn check_chess(position: &Position, legal: &[Move]) {
    let fen = write_fen(position);
    let setup: Fen = match fen.parse() {
        Ok(setup) => setup,
        Err(error) => panic!("shakmaty does not read {fen}: {error}"),
    };
    let theirs: Chess = match setup.into_position(CastlingMode::Chess960) {
        Ok(position) => position,
        Err(error) => panic!("shakmaty refuses {fen}: {error}"),
    };
    let ours: Vec<String> = legal
        .iter()
        .map(|mv| mv.coordinates(Variant::Chess).to_lowercase())
        .collect();
    let theirs = theirs.legal_moves();
    assert_eq!(ours.len(), theirs.len(), "perft 1 of {fen}: {ours:?}");
    for mv in &theirs {
        let forms = [
            mv.to_uci(CastlingMode::Standard).to_string(),
            mv.to_uci(CastlingMode::Chess960).to_string(),
        ];
        assert!(
            forms.iter().any(|form| ours.contains(form)),
            "{fen}: shakmaty's {} is missing from {ours:?}",
            forms[0]
        );
    }
}

/// Where Fairy-Stockfish counted the position: its depth-1 count, and depth 2.
fn check_xiangqi(position: &Position, legal: &[Move]) {
    let fen = write_fen(position);
    let Some(counts) = fairy_stockfish().get(&placement_and_side(&fen)) else {
        return;
    };
    if let Some(&one) = counts.get(&1) {
        assert_eq!(
            legal.len() as u64,
            one,
            "perft 1 of {fen} (Fairy-Stockfish)"
        );
    }
    if let Some(&two) = counts.get(&2) {
        assert_eq!(
            rules::perft(position, 2),
            two,
            "perft 2 of {fen} (Fairy-Stockfish)"
        );
    }
}

/// Whether the walk can meet a counted position: `fen` is in the table.
pub fn xiangqi_counted(fen: &str) -> bool {
    fairy_stockfish().contains_key(&placement_and_side(fen))
}

/// Placement and side: the clocks do not change the moves.
fn placement_and_side(fen: &str) -> String {
    fen.split(' ').take(2).collect::<Vec<_>>().join(" ")
}

/// `epd` → (depth → count), read once from the committed file.
fn fairy_stockfish() -> &'static HashMap<String, HashMap<u32, u64>> {
    static TABLE: OnceLock<HashMap<String, HashMap<u32, u64>>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let text = include_str!("../../../../tests/data/perft/xiangqi.perft");
        let mut table: HashMap<String, HashMap<u32, u64>> = HashMap::new();
        let mut current = None;
        for line in text.lines() {
            if let Some(epd) = line.strip_prefix("epd ") {
                current = Some(placement_and_side(epd));
            } else if let (Some(epd), Some(counts)) = (&current, line.strip_prefix("perft ")) {
                let mut words = counts.split(' ');
                let depth = words.next().and_then(|d| d.parse().ok());
                let count = words.next().and_then(|c| c.parse().ok());
                if let (Some(depth), Some(count)) = (depth, count) {
                    table.entry(epd.clone()).or_default().insert(depth, count);
                }
            }
        }
        table
    })
}

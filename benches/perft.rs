//! Perft: fen-tui's `perft` command against shakmaty's own perft on the same
//! positions (chess, standard and Chess960: the same move generator, so the
//! ratio shows what fen-tui adds), and fen-tui's xiangqi perft (compared with
//! Fairy-Stockfish by scripts/bench-peers.sh).

use criterion::{Criterion, criterion_group, criterion_main};
use fen_tui::core::Position;
use fen_tui::core::fen::{ReadOptions, read_fen};
use fen_tui::core::rules::fast_perft;
use shakmaty::{CastlingMode, Chess, fen::Fen};
use std::hint::black_box;

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
const CHESS960: &str = "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9";
const XIANGQI: &str = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

fn ours(fen: &str) -> Position {
    match read_fen(fen, ReadOptions::lenient()) {
        Ok(read) => read.position,
        Err(failure) => panic!("{fen}: {failure:?}"),
    }
}

fn theirs(fen: &str, mode: CastlingMode) -> Chess {
    let setup: Fen = fen.parse().unwrap_or_else(|e| panic!("{fen}: {e}"));
    setup
        .into_position(mode)
        .unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn chess(c: &mut Criterion) {
    let cases = [
        ("start", START, 4, CastlingMode::Standard),
        ("kiwipete", KIWIPETE, 3, CastlingMode::Standard),
        ("chess960 #0", CHESS960, 4, CastlingMode::Chess960),
    ];
    for (name, fen, depth, mode) in cases {
        let pos = ours(fen);
        c.bench_function(&format!("perft {depth} {name}: fen-tui"), |b| {
            b.iter(|| fast_perft(black_box(&pos), depth))
        });
        let chess = theirs(fen, mode);
        c.bench_function(&format!("perft {depth} {name}: shakmaty"), |b| {
            b.iter(|| shakmaty::perft(black_box(&chess), depth))
        });
    }
}

fn xiangqi(c: &mut Criterion) {
    let pos = ours(XIANGQI);
    c.bench_function("perft 3 xiangqi start: fen-tui", |b| {
        b.iter(|| fast_perft(black_box(&pos), 3))
    });
}

criterion_group!(benches, chess, xiangqi);
criterion_main!(benches);

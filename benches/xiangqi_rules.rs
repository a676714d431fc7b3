//! How long the xiangqi rules take: validating a position (the editor does it
//! on every keystroke), listing legal moves, and a small perft.

use criterion::{Criterion, criterion_group, criterion_main};
use fen_tui::core::Position;
use fen_tui::core::fen::{ReadOptions, read_fen};
use fen_tui::core::rules::xiangqi;
use std::hint::black_box;

fn position(fen: &str) -> Position {
    match read_fen(fen, ReadOptions::lenient()) {
        Ok(read) => read.position,
        Err(failure) => panic!("{fen}: {failure:?}"),
    }
}

const START: &str = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
const MIDDLE_GAME: &str = "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1";
/// Three problems at once: extra chariots, a stray advisor, a check on the side not to move.
const BROKEN: &str = "r1bakabr1/9/1C7/p1pAp4/1c6p/P1P3p2/N3P1P1P/c8/3CA4/R2AK1B1r w - - 2 21";

fn validation(c: &mut Criterion) {
    for (name, fen) in [
        ("start", START),
        ("middle game", MIDDLE_GAME),
        ("broken", BROKEN),
    ] {
        let pos = position(fen);
        c.bench_function(&format!("xiangqi problems: {name}"), |b| {
            b.iter(|| xiangqi::problems(black_box(&pos)))
        });
    }
}

fn moves(c: &mut Criterion) {
    let middle = position(MIDDLE_GAME);
    c.bench_function("xiangqi legal moves: middle game", |b| {
        b.iter(|| xiangqi::legal_moves(black_box(&middle)))
    });
    let start = position(START);
    c.bench_function("xiangqi perft 3: start", |b| {
        b.iter(|| fen_tui::core::rules::perft(black_box(&start), 3))
    });
}

criterion_group!(benches, validation, moves);
criterion_main!(benches);

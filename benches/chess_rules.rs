//! How long the chess rules take: validating a position must stay under a
//! microsecond (release build) so the editor can judge it on every keystroke.

use criterion::{Criterion, criterion_group, criterion_main};
use fen_tui::core::Position;
use fen_tui::core::fen::{ReadOptions, read_fen};
use fen_tui::core::rules::chess::{legal_moves, problems};
use std::hint::black_box;

fn position(fen: &str) -> Position {
    match read_fen(fen, ReadOptions::lenient()) {
        Ok(read) => read.position,
        Err(failure) => panic!("{fen}: {failure:?}"),
    }
}

fn validate(c: &mut Criterion) {
    let cases = [
        (
            "start",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        ),
        (
            "kiwipete",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        ),
        (
            "many problems",
            "KK6/pppppppp/p7/8/8/8/PPPPPPPP/QQQQQQQQ b KQkq e3 0 1",
        ),
    ];
    for (name, fen) in cases {
        let pos = position(fen);
        c.bench_function(&format!("problems {name}"), |b| {
            b.iter(|| problems(black_box(&pos)))
        });
    }
    let pos = position(cases[1].1);
    c.bench_function("legal_moves kiwipete", |b| {
        b.iter(|| legal_moves(black_box(&pos)))
    });
}

criterion_group!(benches, validate);
criterion_main!(benches);

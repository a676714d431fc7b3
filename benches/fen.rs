//! How long reading and writing one FEN takes. The budget: parse +
//! write of a chess FEN under 1 µs in release, with no allocation per square.
//! Run with `cargo bench --bench fen`.

use criterion::{Criterion, criterion_group, criterion_main};
use fen_tui::core::fen::{ReadOptions, read_fen, write_fen_into};
use std::hint::black_box;
use std::time::Duration;

/// A middlegame from tests/data/chess-positions.tsv (en passant target and all).
const CHESS: &str = "r1bqkb1r/p1pp2pp/1pn1p2n/8/1PP2P1P/P4P2/1B1PP3/RNQ1KBNR b KQkq c3 0 9";
/// A middlegame from tests/data/xiangqi-positions.tsv.
const XIANGQI: &str = "1rb2ab2/3ka4/2n6/3Cp3N/2PP1n2p/Pr2C1p1P/N5P2/R2A1K2c/9/2B2ABc1 w - - 3 42";

fn round_trip(c: &mut Criterion, name: &str, fen: &'static str) {
    let mut out = String::with_capacity(128);
    c.bench_function(name, |b| {
        b.iter(|| {
            let read = read_fen(black_box(fen), ReadOptions::strict());
            out.clear();
            if let Ok(read) = read {
                write_fen_into(&read.position, &mut out);
            }
            black_box(out.len())
        })
    });
}

fn bench(c: &mut Criterion) {
    round_trip(c, "chess fen parse+write", CHESS);
    round_trip(c, "xiangqi fen parse+write", XIANGQI);
    let position = read_fen(CHESS, ReadOptions::strict()).map(|r| r.position);
    c.bench_function("chess fen parse", |b| {
        b.iter(|| read_fen(black_box(CHESS), ReadOptions::strict()).is_ok())
    });
    if let Ok(position) = position {
        let mut out = String::with_capacity(128);
        c.bench_function("chess fen write", |b| {
            b.iter(|| {
                out.clear();
                write_fen_into(black_box(&position), &mut out);
                black_box(out.len())
            })
        });
    }
}

criterion_group! {
    name = benches;
    config = Criterion::default()
        .measurement_time(Duration::from_secs(3))
        .warm_up_time(Duration::from_secs(1));
    targets = bench
}
criterion_main!(benches);

//! How long reading one 1000×1000 screenshot takes (a board with a page
//! around it, PNG), whole and step by step: decoding, finding the board,
//! cutting and classifying the squares. The budget is 100 ms on one
//! core. Run with
//! `cargo bench -p fen-vision --bench recognise -- --warm-up-time 1 --measurement-time 5`.

use criterion::{Criterion, criterion_group, criterion_main};
use fen_vision::{Orientation, decode, find_grid, read, read_bytes};
use std::hint::black_box;

const SCREENSHOT: &[u8] = include_bytes!("../tests/pictures/screenshot-1000.png");

fn bench(c: &mut Criterion) {
    c.bench_function(
        "read 1000x1000 screenshot (decode + find + classify)",
        |b| {
            b.iter(|| {
                black_box(read_bytes(black_box(SCREENSHOT), Orientation::Auto).map(|r| r.fen()))
            })
        },
    );
    c.bench_function("decode only", |b| {
        b.iter(|| black_box(decode(black_box(SCREENSHOT)).map(|g| g.width)))
    });
    if let Ok(grey) = decode(SCREENSHOT) {
        c.bench_function("find only, decoded", |b| {
            b.iter(|| black_box(find_grid(black_box(&grey))))
        });
        c.bench_function("find + classify, decoded", |b| {
            b.iter(|| black_box(read(black_box(&grey), Orientation::Auto).map(|r| r.fen())))
        });
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);

//! Start-up to first frame: the real binary in a pseudo-terminal, timed from
//! spawning it until the FEN line is on the screen (target: under 50 ms).

#![allow(clippy::unwrap_used, clippy::expect_used)]

use test_support::pty;

use criterion::{Criterion, criterion_group, criterion_main};
use std::time::{Duration, Instant};

const EXE: &str = env!("CARGO_BIN_EXE_fen-tui");

fn first_frame(c: &mut Criterion) {
    let mut group = c.benchmark_group("startup");
    group
        .sample_size(20)
        .measurement_time(Duration::from_secs(10));
    group.bench_function("spawn to first frame, 80x24", |b| {
        b.iter_custom(|iterations| {
            let mut total = Duration::ZERO;
            for _ in 0..iterations {
                let started = Instant::now();
                let mut session = pty::Session::start(EXE, &[]);
                session.wait_for("FEN rnbqkbnr");
                total += started.elapsed();
                session.send("\u{11}");
                session.wait_exit();
            }
            total
        });
    });
    group.finish();
}

criterion_group!(benches, first_frame);
criterion_main!(benches);

//! The per-line work of `fen-tui check` against the shakmaty yardstick
//! (examples/shakmaty_check.rs), on the valid FENs of the chess vectors, with
//! the parts of a line broken down: read, judge, write. Run with
//! `cargo bench --bench check`; `scripts/bench-check.sh` times whole files.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use fen_tui::cli::check::{Line, LineChecker, OutputFormat};
use fen_tui::core::fen::read::read_canonical;
use fen_tui::core::fen::{ReadOptions, read_input, write_fen_into};
use fen_tui::core::rules;
use fen_tui::i18n::Lang;
use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess, EnPassantMode};
use std::hint::black_box;
use test_support::data;

/// The valid rows of tests/data/chess-positions.tsv: real positions of random games.
fn positions() -> Vec<&'static str> {
    data::rows(include_str!("../tests/data/chess-positions.tsv"))
        .filter_map(|row| {
            let mut fields = row.split('\t');
            let fen = fields.next()?;
            (fields.next()? == "1").then_some(fen)
        })
        .collect()
}

fn bench(c: &mut Criterion) {
    let fens = positions();
    let mut group = c.benchmark_group("check a line");
    group.throughput(Throughput::Elements(fens.len() as u64));

    let mut bytes = Vec::with_capacity(128);
    group.bench_function("shakmaty 0.30.1: parse, position, write", |b| {
        b.iter(|| {
            for fen in &fens {
                bytes.clear();
                let parsed = Fen::from_ascii(black_box(fen.as_bytes()))
                    .ok()
                    .and_then(|f| f.into_position::<Chess>(CastlingMode::Standard).ok());
                if let Some(position) = parsed {
                    Fen::from_position(&position, EnPassantMode::Legal).append_ascii_to(&mut bytes);
                }
                black_box(bytes.len());
            }
        })
    });

    let checker = LineChecker::new(ReadOptions::lenient(), OutputFormat::Text, Lang::En);
    let mut out = String::with_capacity(128);
    group.bench_function("fen-tui: check --format text", |b| {
        b.iter(|| {
            for (number, fen) in fens.iter().enumerate() {
                out.clear();
                let line = Line {
                    number,
                    bytes: black_box(fen.as_bytes()),
                    length: fen.len(),
                };
                black_box(checker.check("<stdin>", line, &mut out));
            }
        })
    });

    group.bench_function("fen-tui part: read_canonical (the fast path)", |b| {
        b.iter(|| {
            for fen in &fens {
                black_box(read_canonical(black_box(fen.as_bytes()), None));
            }
        })
    });

    group.bench_function("fen-tui part: read_input", |b| {
        b.iter(|| {
            for fen in &fens {
                black_box(read_input(black_box(fen), ReadOptions::lenient()).position);
            }
        })
    });

    let read: Vec<_> = fens
        .iter()
        .filter_map(|fen| read_input(fen, ReadOptions::lenient()).position)
        .collect();
    group.bench_function("fen-tui part: rules::problems", |b| {
        b.iter(|| {
            for position in &read {
                black_box(rules::problems(black_box(position)));
            }
        })
    });
    group.bench_function("fen-tui part: write_fen_into", |b| {
        b.iter(|| {
            for position in &read {
                out.clear();
                write_fen_into(black_box(position), &mut out);
                black_box(out.len());
            }
        })
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);

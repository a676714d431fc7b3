//! How long drawing one diagram takes inside the process: the picture
//! description, the SVG, and the PNG through resvg, for both games at the
//! default 480 px. The budget is 50 ms for the whole process
//! (`scripts/bench-diagram.sh` measures that). Run with
//! `cargo bench --bench diagram -- --warm-up-time 1 --measurement-time 3`.

use criterion::{Criterion, criterion_group, criterion_main};
use fen_tui::core::fen::{ReadOptions, read_input};
use fen_tui::export::{self, DiagramFormat, Request, Style};
use std::hint::black_box;

const CHESS: &str = "position startpos moves e2e4 f7f6 d1h5";
const XIANGQI: &str =
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1 moves h2e2";

fn draw(c: &mut Criterion, name: &str, input: &str, format: DiagramFormat) {
    let reading = read_input(input, ReadOptions::lenient());
    let Some(position) = reading.position else {
        return;
    };
    let request = Request {
        position: &position,
        last_move: reading.moves.last().copied(),
        flip: false,
        style: Style::default(),
        size: 480,
    };
    c.bench_function(name, |b| {
        b.iter(|| black_box(export::diagram(black_box(&request), format).map(|bytes| bytes.len())))
    });
}

fn bench(c: &mut Criterion) {
    draw(c, "chess diagram svg", CHESS, DiagramFormat::Svg);
    draw(c, "chess diagram png 480", CHESS, DiagramFormat::Png);
    draw(c, "xiangqi diagram png 480", XIANGQI, DiagramFormat::Png);
}

criterion_group!(benches, bench);
criterion_main!(benches);

//! Drawing cost of the editor: a full frame into a TestBackend at 200×60, and
//! the bytes a crossterm backend writes for a one-square edit after the first frame.

// Helpers outside `#[test]` functions panic on bad test data, as tests do.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use criterion::{Criterion, criterion_group, criterion_main};
use fen_tui::core::Variant;
use fen_tui::core::fen::{ReadOptions, read_fen};
use fen_tui::i18n::{Lang, Localizer};
use fen_tui::tui::app::App;
use fen_tui::tui::theme::Styles;
use fen_tui::tui::view::render_into;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::layout::Rect;
use std::hint::black_box;

fn app(variant: Variant) -> App {
    App::new(
        read_fen(variant.start_fen(), ReadOptions::strict())
            .unwrap()
            .position,
    )
}

fn full_frame(c: &mut Criterion) {
    let loc = Localizer::new(Lang::En);
    for variant in Variant::ALL {
        let app = app(variant);
        let mut terminal = Terminal::new(TestBackend::new(200, 60)).unwrap();
        c.bench_function(&format!("full frame 200x60 {}", variant.name()), |b| {
            b.iter(|| {
                // A fresh back buffer each time, so every cell is drawn and compared.
                terminal.clear().unwrap();
                terminal
                    .draw(|frame| {
                        render_into(frame.buffer_mut(), black_box(&app), &loc, Styles::new(true))
                    })
                    .unwrap();
            });
        });
    }
}

/// The editor's own drawing, without the terminal's diffing: render into a buffer.
fn widget_only(c: &mut Criterion) {
    let loc = Localizer::new(Lang::En);
    let app = app(Variant::Chess);
    let area = Rect::new(0, 0, 200, 60);
    let mut buffer = ratatui::buffer::Buffer::empty(area);
    c.bench_function("widget only 200x60 chess", |b| {
        b.iter(|| {
            buffer.reset();
            render_into(&mut buffer, black_box(&app), &loc, Styles::new(true));
        });
    });
}

use test_support::render_bytes::one_square_edit_bytes;

fn edit_bytes(c: &mut Criterion) {
    for variant in Variant::ALL {
        for (w, h) in [(80, 24), (200, 60)] {
            let bytes = one_square_edit_bytes(variant, w, h);
            println!(
                "one-square edit, {} {w}x{h}: {bytes} bytes written",
                variant.name()
            );
            assert!(bytes < 1024, "{bytes} bytes");
        }
    }
    c.bench_function(
        "first frame then a one-square edit, 200x60 chess, crossterm backend",
        |b| {
            b.iter(|| black_box(one_square_edit_bytes(Variant::Chess, 200, 60)));
        },
    );
}

/// A key and its frame while a 10 MB one-line `.fen` is open (issue 19: no
/// full re-scan of the file or of its line per key; the line is longer than
/// any position, so it is refused from the FEN field).
fn ten_megabyte_line(c: &mut Criterion) {
    use fen_tui::tui::action::{Action, Direction};
    use fen_tui::tui::app::FileNews;
    use fen_tui::tui::news::News;
    let loc = Localizer::new(Lang::En);
    let mut app = app(Variant::Chess);
    app.hear(News::File(FileNews::Read {
        path: "big.fen".into(),
        bytes: vec![b'x'; 10 << 20],
    }));
    let mut terminal = Terminal::new(TestBackend::new(120, 40)).unwrap();
    c.bench_function("key and frame, 10 MB one-line .fen open", |b| {
        b.iter(|| {
            app.update(Action::Move(Direction::Right));
            terminal
                .draw(|frame| render_into(frame.buffer_mut(), &app, &loc, Styles::new(true)))
                .unwrap();
        });
    });
    // A key that edits the board (the file's line is compared, the verdict
    // and the FEN field worked out again), then its undo: two keys a round.
    c.bench_function(
        "edit key, undo, two frames, 10 MB one-line .fen open",
        |b| {
            b.iter(|| {
                for action in [Action::Type('Q'), Action::Undo] {
                    app.update(action);
                    terminal
                        .draw(|frame| {
                            render_into(frame.buffer_mut(), &app, &loc, Styles::new(true))
                        })
                        .unwrap();
                }
            });
        },
    );
}

criterion_group!(
    benches,
    full_frame,
    widget_only,
    edit_bytes,
    ten_megabyte_line
);
criterion_main!(benches);

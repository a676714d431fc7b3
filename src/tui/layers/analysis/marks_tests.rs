//! The lines' first moves marked on the board: each line's number before the
//! piece that moves and after the square it goes to, in the line's colour;
//! chess and xiangqi, both orientations, 80×24 and larger, and the moves view.

use super::*;
use crate::core::fen::{ReadOptions, read_fen};
use crate::core::rules;
use crate::engine::process::Report;
use crate::engine::{Analysis, Bound, Line, Score};
use crate::i18n::{Lang, Localizer};
use crate::tui::action::{Action, StepTo};
use crate::tui::app::App;
use crate::tui::layers::analysis::Wish;
use crate::tui::theme::Styles;
use ratatui::buffer::Buffer;

fn pos(fen: &str) -> Position {
    read_fen(fen, ReadOptions::lenient())
        .expect("reads")
        .position
}

/// The engine's lines (moves in UCI or any notation the editor reads) for
/// the position the panel follows now.
fn feed(app: &mut App, lines: &[&str]) {
    let board = app.analysed_board();
    let panel = app.analysis_mut().expect("open");
    let job = match panel.follow(&board) {
        Wish::Analyse(job) => job.id,
        _ => panel.last_job,
    };
    let lines = lines
        .iter()
        .map(|text| {
            let mv = rules::parse_move(&board, text).expect("legal");
            Line {
                score: Score::Cp(40),
                bound: Bound::Exact,
                wdl: None,
                moves: vec![mv],
            }
        })
        .collect();
    app.analysis_news(Report::Analysis(Analysis {
        job,
        position: board,
        depth: 20,
        nodes: 1,
        nps: 1,
        lines,
        done: false,
        best: None,
    }));
}

/// The cells holding `digit` in the style of line `index`.
fn marks(buf: &Buffer, styles: Styles, variant: Variant, index: usize) -> Vec<(u16, u16)> {
    let digit = char::from_digit(u32::try_from(index + 1).expect("small"), 10).expect("a digit");
    let style = styles.engine_line(variant, index);
    let area = buf.area;
    (area.top()..area.bottom())
        .flat_map(|y| (area.left()..area.right()).map(move |x| (x, y)))
        .filter(|&(x, y)| {
            let cell = &buf[(x, y)];
            cell.symbol() == digit.to_string()
                && Some(cell.bg) == style.bg
                && cell.modifier.contains(ratatui::style::Modifier::BOLD)
        })
        .collect()
}

const ITALIAN: &str = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3";

/// Where the editor's board puts the mark before (`after` false) or after
/// what is drawn at `square`: the square's middle row, one cell before the
/// piece or one after it.
fn expected(app: &App, buf: &Buffer, square: Square, after: bool) -> (u16, u16) {
    let loc = Localizer::new(Lang::En);
    let screen = crate::tui::view::Screen {
        app,
        loc: &loc,
        styles: Styles::new(true),
    };
    let (layout, _) = screen.layout(buf.area).expect("fits");
    let g = layout.board;
    let (x, y) = g.cell_of(square);
    match g.variant {
        // The middle row: mark, piece (one cell, letters), mark, centred.
        Variant::Chess => {
            let left = x + (g.step_x - 3) / 2;
            (if after { left + 2 } else { left }, y + g.step_y / 2)
        }
        Variant::Xiangqi => (if after { x + 1 } else { x - 1 }, y),
    }
}

#[test]
fn every_line_s_first_move_is_marked_from_and_to_in_its_colour_both_ways_round() {
    let cases: [(&str, &[&str]); 2] = [
        (ITALIAN, &["f1c4", "b1c3", "d2d4"]),
        (
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
            &["h2e2", "b0c2", "g3g4"],
        ),
    ];
    let styles = Styles::new(true);
    let loc = Localizer::new(Lang::En);
    for (fen, lines) in cases {
        for flipped in [false, true] {
            for (width, height) in [(80, 24), (120, 40)] {
                let mut app = App::new(pos(fen));
                if flipped {
                    app.update(Action::Flip);
                }
                app.open_analysis();
                feed(&mut app, lines);
                let buf = crate::tui::view::render_to_buffer(&app, &loc, styles, width, height);
                let variant = app.variant();
                for (index, text) in lines.iter().enumerate() {
                    let mv = rules::parse_move(app.position(), text).expect("legal");
                    let want = vec![
                        expected(&app, &buf, mv.from, false),
                        expected(&app, &buf, mv.to, true),
                    ];
                    let mut found = marks(&buf, styles, variant, index);
                    found.sort_by_key(|&(x, y)| (y, x));
                    let mut want_sorted = want.clone();
                    want_sorted.sort_by_key(|&(x, y)| (y, x));
                    assert_eq!(
                        found,
                        want_sorted,
                        "{variant:?} line {} {text} flipped {flipped} at {width}x{height}",
                        index + 1
                    );
                }
            }
        }
    }
}

#[test]
fn without_colour_the_numbers_still_pair_the_squares() {
    let mut app = App::new(pos(ITALIAN));
    app.open_analysis();
    feed(&mut app, &["f1c4", "f1b5"]);
    let loc = Localizer::new(Lang::En);
    let text = crate::tui::view::render_to_text(&app, &loc, Styles::new(false), 80, 24);
    // Line 1 from f1 (the best drawn last where both start) to c4, line 2 to b5.
    let rank = |n: char| {
        text.lines()
            .find(|l| l.trim_start_matches(['"', ' ']).starts_with(n))
            .unwrap_or_default()
            .to_string()
    };
    assert!(rank('1').contains("1B"), "{text}");
    assert!(rank('4').contains(" 1"), "{text}");
    assert!(rank('5').contains(" 2"), "{text}");
}

#[test]
fn the_moves_view_marks_the_lines_of_the_position_it_shows() {
    let mut app = App::new(pos(Variant::Chess.start_fen()));
    app.open_analysis();
    app.update(Action::EXPLAIN_MOVES);
    app.update(Action::Paste("e4 e5 Nf3 Nc6 Bb5 a6".into()));
    app.update(Action::Submit);
    for _ in 0..2 {
        app.update(Action::Step(StepTo::Back));
    }
    feed(&mut app, &["f1c4", "f1b5", "d2d4"]);
    let styles = Styles::new(true);
    let loc = Localizer::new(Lang::En);
    for (width, height) in [(80, 24), (120, 40)] {
        let buf = crate::tui::view::render_to_buffer(&app, &loc, styles, width, height);
        for index in 0..3 {
            assert_eq!(
                marks(&buf, styles, Variant::Chess, index).len(),
                // Lines 1 and 2 start on f1: line 2's first mark is under line 1's.
                if index == 1 { 1 } else { 2 },
                "line {} at {width}x{height}",
                index + 1
            );
        }
    }
    // Stepped on, the marks of the position left are gone.
    app.update(Action::Step(StepTo::Next));
    let buf = crate::tui::view::render_to_buffer(&app, &loc, styles, 120, 40);
    assert!(marks(&buf, styles, Variant::Chess, 0).is_empty());
}

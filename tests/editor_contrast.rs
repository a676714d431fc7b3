//! Contrast, measured on the cells the editor draws: every character drawn
//! with a foreground and a background colour has a WCAG contrast ratio of at
//! least 4.5:1 — pieces of both sides on both square colours, under the
//! cursor and under every highlight (problems, walk-through, moves view,
//! practice), both variants, letters and glyphs, in truecolor and in 256
//! colours. Text drawn on the terminal's own background must read on a light
//! theme and on a dark one alike (4.5:1 against white and against black).

// Helpers outside `#[test]` functions panic on bad test data, as tests do.
#![allow(clippy::unwrap_used, clippy::expect_used)]

#[path = "support/editor.rs"]
mod support;

use fen_tui::core::fen::{ReadOptions, read_fen};
use fen_tui::core::{Square, Variant};
use fen_tui::tui::action::{Action, Direction, StepTo};
use fen_tui::tui::app::{App, PieceTheme};
use fen_tui::tui::theme::{Depth, Palette, contrast_ratio, rgb_of_index};
use ratatui::style::{Color, Modifier};
use std::collections::HashSet;

const DEPTHS: [Depth; 2] = [Depth::TrueColor, Depth::Ansi256];
const THEMES: [PieceTheme; 2] = [PieceTheme::Letters, PieceTheme::Glyphs];

fn rgb(color: Color) -> Option<(u8, u8, u8)> {
    match color {
        Color::Rgb(r, g, b) => Some((r, g, b)),
        Color::Indexed(i) => Some(rgb_of_index(i)),
        Color::Reset => None,
        other => panic!("a named colour {other:?} at a depth that has its own"),
    }
}

/// What the checks saw: the backgrounds under pieces, to prove each
/// highlight was really measured.
#[derive(Default)]
struct Seen {
    piece_backgrounds: HashSet<(u8, u8, u8)>,
    cells: usize,
}

fn is_piece(symbol: &str) -> bool {
    let letters = "KQRBNPACkqrbnpac♔♕♖♗♘♙♚♛♜♝♞♟帥仕相傌俥炮兵將士象馬車砲卒";
    symbol.chars().count() == 1 && letters.contains(symbol)
}

/// Draw `app` and check every coloured cell.
fn check(app: &App, palette: Palette, what: &str, seen: &mut Seen) {
    let (width, height) = (100, 30);
    let buffer = support::draw(app, palette, width, height);
    for y in 0..height {
        for x in 0..width {
            let cell = &buffer[(x, y)];
            let symbol = cell.symbol();
            if symbol.trim().is_empty() {
                continue;
            }
            let (mut fg, mut bg) = (rgb(cell.fg), rgb(cell.bg));
            if cell.modifier.contains(Modifier::REVERSED) {
                std::mem::swap(&mut fg, &mut bg);
            }
            let Some(fg) = fg else { continue };
            seen.cells += 1;
            let backgrounds = match bg {
                Some(bg) => vec![bg],
                // The terminal's own background: light or dark.
                None => vec![(255, 255, 255), (0, 0, 0)],
            };
            for bg in backgrounds {
                let ratio = contrast_ratio(fg, bg);
                assert!(
                    ratio >= 4.5,
                    "{what}: {symbol:?} at ({x}, {y}) is {fg:?} on {bg:?}, {ratio:.2}:1"
                );
            }
            if let (true, Some(bg)) = (is_piece(symbol), bg) {
                seen.piece_backgrounds.insert(bg);
            }
        }
    }
}

fn editor(fen: &str, theme: PieceTheme) -> App {
    let mut app = App::new(read_fen(fen, ReadOptions::lenient()).unwrap().position);
    if app.theme() != theme {
        app.update(Action::TogglePieceTheme);
    }
    app
}

/// Every combination of depth and piece theme, for `variant`.
fn each_palette(mut body: impl FnMut(Palette, PieceTheme, &str)) {
    for depth in DEPTHS {
        for theme in THEMES {
            body(
                Palette::new(true).with_depth(depth),
                theme,
                &format!("{depth:?} {theme:?}"),
            );
        }
    }
}

fn background(style: ratatui::style::Style) -> (u8, u8, u8) {
    rgb(style.bg.unwrap()).unwrap()
}

/// Every square under the cursor, in the start position and with problems.
#[test]
fn pieces_on_every_square_with_the_cursor_and_the_problem_highlight() {
    let cases = [
        (Variant::Chess, Variant::Chess.start_fen()),
        // Two kings a side, pawns on the back ranks: flagged pieces of both sides.
        (Variant::Chess, "kkp5/8/8/8/8/8/8/KKP5 w - - 0 1"),
        (Variant::Xiangqi, Variant::Xiangqi.start_fen()),
        (Variant::Xiangqi, "3k1k3/9/9/9/9/9/9/9/9/3K1K3 w - - 0 1"),
    ];
    each_palette(|palette, theme, label| {
        let mut seen = Seen::default();
        for (variant, fen) in cases {
            let mut app = editor(fen, theme);
            for square in Square::fen_order(variant) {
                check(
                    &app,
                    palette,
                    &format!("{label} {fen} cursor {square:?}"),
                    &mut seen,
                );
                app.update(Action::ClickSquare(square));
            }
            let bgs = &seen.piece_backgrounds;
            assert!(
                bgs.contains(&background(palette.cursor(variant))),
                "{label}"
            );
            assert!(
                bgs.contains(&background(palette.square(variant, true))),
                "{label}"
            );
            assert!(
                bgs.contains(&background(palette.square(variant, false))),
                "{label}"
            );
        }
        for variant in Variant::ALL {
            let flagged = background(palette.flagged(variant));
            assert!(
                seen.piece_backgrounds.contains(&flagged),
                "{label} {variant:?}"
            );
        }
    });
}

#[test]
fn pieces_under_the_walk_through_and_moves_view_highlights() {
    let moves = [
        (Variant::Chess, "e4 e5 Nf3 Nc6 Bb5 a6"),
        (Variant::Xiangqi, "h2e2 h9g7 h0g2 i9h9"),
    ];
    each_palette(|palette, theme, label| {
        let mut seen = Seen::default();
        for (variant, line) in moves {
            let mut app = editor(variant.start_fen(), theme);
            app.update(Action::WalkThrough);
            for step in 0..40 {
                check(&app, palette, &format!("{label} walk {step}"), &mut seen);
                app.update(Action::Step(StepTo::Next));
            }
            app.update(Action::WalkThrough);
            app.update(Action::ExplainMoves);
            line.chars().for_each(|c| {
                app.update(Action::Type(c));
            });
            app.update(Action::Submit);
            for step in 0..8 {
                check(&app, palette, &format!("{label} moves {step}"), &mut seen);
                app.update(Action::Step(StepTo::Back));
            }
            let lit = background(palette.lit(variant));
            assert!(seen.piece_backgrounds.contains(&lit), "{label} {variant:?}");
        }
    });
}

#[test]
fn pieces_in_practice_build_and_write() {
    each_palette(|palette, theme, label| {
        let mut seen = Seen::default();
        // Build the start position wrongly: White's pieces where Black's go.
        let mut app = editor(Variant::Chess.start_fen(), theme);
        app.update(Action::Practice);
        app.update(Action::Move(Direction::Right));
        app.update(Action::Submit);
        "RNBQKBNR/pppppppp".chars().for_each(|c| {
            app.update(Action::Type(c));
        });
        app.update(Action::Submit);
        check(&app, palette, &format!("{label} build"), &mut seen);
        let flagged = background(palette.flagged(Variant::Chess));
        assert!(seen.piece_backgrounds.contains(&flagged), "{label}");
        // Write the board's FEN with a mistake: the squares it is about light up.
        let mut write = editor(Variant::Chess.start_fen(), theme);
        write.update(Action::Practice);
        write.update(Action::Submit);
        "rnbqkbnr/ppppppp1".chars().for_each(|c| {
            write.update(Action::Type(c));
        });
        write.update(Action::Submit);
        check(&write, palette, &format!("{label} write"), &mut seen);
        assert!(seen.cells > 100, "{label}");
    });
}

//! Contrast in 16 colours, measured in xterm's default shades: a terminal
//! that announces only 16 colours (`TERM=xterm`, no `COLORTERM`) shows named
//! colours whose shades are its own, and xterm's are the ones a meter reads
//! them in. Every character the editor draws there — pieces of both sides on
//! both squares, under the cursor on every square and under every highlight
//! (problems, walk-through, practice), the grid, the FEN field and the panels —
//! reaches 4.5:1 in every board theme, on a dark terminal and on a light one.
//! (Found by measuring the real editor in tmux, `scripts/contrast-meter.py
//! --depth 16`: White on green squares was 2.2:1, red on magenta 1.9:1.)

// Helpers outside `#[test]` functions panic on bad test data, as tests do.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support::editor as support;
use crate::support::wcag::wcag_ratio;

use fen_tui::core::fen::{ReadOptions, read_fen};
use fen_tui::core::{Square, Variant};
use fen_tui::tui::action::{Action, Direction, StepTo};
use fen_tui::tui::app::{App, PieceStyle};
use fen_tui::tui::theme::{BoardTheme, Depth, Styles};
use ratatui::style::{Color, Modifier};
use std::collections::HashSet;

type Rgb = (u8, u8, u8);

/// xterm's default shades of the 16 named colours (its `XTerm-col` resources).
fn xterm(color: Color) -> Option<(u8, u8, u8)> {
    Some(match color {
        Color::Reset => return None,
        Color::Black => (0, 0, 0),
        Color::Red => (0xcd, 0, 0),
        Color::Green => (0, 0xcd, 0),
        Color::Yellow => (0xcd, 0xcd, 0),
        Color::Blue => (0, 0, 0xee),
        Color::Magenta => (0xcd, 0, 0xcd),
        Color::Cyan => (0, 0xcd, 0xcd),
        Color::Gray => (0xe5, 0xe5, 0xe5),
        Color::DarkGray => (0x7f, 0x7f, 0x7f),
        Color::LightRed => (0xff, 0, 0),
        Color::LightGreen => (0, 0xff, 0),
        Color::LightYellow => (0xff, 0xff, 0),
        Color::LightBlue => (0x5c, 0x5c, 0xff),
        Color::LightMagenta => (0xff, 0, 0xff),
        Color::LightCyan => (0, 0xff, 0xff),
        Color::White => (0xff, 0xff, 0xff),
        other => panic!("{other:?} in 16 colours"),
    })
}

/// A dark terminal (light grey on black) and a light one (black on white):
/// the colours a cell in `Color::Reset` takes.
const TERMINALS: [(Rgb, Rgb); 2] = [
    ((0xc0, 0xc0, 0xc0), (0, 0, 0)),
    ((0, 0, 0), (0xff, 0xff, 0xff)),
];

/// WCAG's level AA for text; pieces are text in a terminal.
const AA: f64 = 4.5;

/// Measure every drawn character of `app`; the backgrounds under pieces go
/// to `seen`, to prove each highlight was measured.
fn check(app: &App, styles: Styles, what: &str, seen: &mut HashSet<(u8, u8, u8)>) {
    let (width, height) = (100, 30);
    let buffer = support::draw(app, styles, width, height);
    for y in 0..height {
        // The FEN field's highlight is yellow as the cursor is: only the
        // board's pieces count as seen on a highlight.
        let row: String = (0..width).map(|x| buffer[(x, y)].symbol()).collect();
        let fen_row = row.starts_with("FEN ");
        for x in 0..width {
            let cell = &buffer[(x, y)];
            let symbol = cell.symbol();
            if symbol.trim().is_empty() {
                continue;
            }
            for (foreground, background) in TERMINALS {
                let mut fg = xterm(cell.fg).unwrap_or(foreground);
                let mut bg = xterm(cell.bg).unwrap_or(background);
                if cell.modifier.contains(Modifier::REVERSED) {
                    std::mem::swap(&mut fg, &mut bg);
                }
                let ratio = wcag_ratio(fg, bg);
                assert!(
                    ratio >= AA,
                    "{what}: {symbol:?} at ({x}, {y}) is {fg:?} on {bg:?}, {ratio:.2}:1 < {AA}:1"
                );
            }
            if let (true, false, Some(bg)) = (is_piece(symbol), fen_row, xterm(cell.bg)) {
                seen.insert(bg);
            }
        }
    }
}

fn is_piece(symbol: &str) -> bool {
    let letters = "KQRBNPACkqrbnpac♔♕♖♗♘♙♚♛♜♝♞♟帥仕相傌俥炮兵將士象馬車砲卒";
    symbol.chars().count() == 1 && letters.contains(symbol)
}

fn editor_with(fen: &str, pieces: PieceStyle, styles: Styles) -> App {
    let mut app = App::new(read_fen(fen, ReadOptions::lenient()).unwrap().position);
    if app.piece_style() != pieces {
        app.update(Action::TogglePieceStyle);
    }
    app.set_look(styles.board, true);
    app
}

fn background(style: ratatui::style::Style) -> (u8, u8, u8) {
    xterm(style.bg.unwrap()).unwrap()
}

#[test]
fn every_theme_reads_in_xterm_s_16_colours() {
    let cases = [
        (Variant::Chess, Variant::Chess.start_fen()),
        (Variant::Chess, "kkp5/8/8/8/8/8/8/KKP5 w - - 0 1"),
        (Variant::Xiangqi, Variant::Xiangqi.start_fen()),
        (Variant::Xiangqi, "3k1k3/9/9/9/9/9/9/9/9/3K1K3 w - - 0 1"),
    ];
    for board in BoardTheme::ALL {
        let styles = Styles::new(true)
            .with_depth(Depth::Ansi16)
            .with_board(board);
        for pieces in [PieceStyle::Letters, PieceStyle::Glyphs] {
            let label = format!("{board:?} {pieces:?}");
            let mut seen = HashSet::new();
            for (variant, fen) in cases {
                let mut app = editor_with(fen, pieces, styles);
                for square in Square::fen_order(variant) {
                    check(
                        &app,
                        styles,
                        &format!("{label} {fen} {square:?}"),
                        &mut seen,
                    );
                    app.update(Action::ClickSquare(square));
                }
                // The walk-through lights the squares each step is about.
                if fen != variant.start_fen() {
                    continue;
                }
                let mut walk = editor_with(variant.start_fen(), pieces, styles);
                walk.update(Action::WALK_THROUGH);
                for step in 0..12 {
                    check(&walk, styles, &format!("{label} walk {step}"), &mut seen);
                    walk.update(Action::Step(StepTo::Next));
                }
            }
            for variant in Variant::ALL {
                for highlight in [
                    styles.square(variant, true),
                    styles.square(variant, false),
                    styles.cursor(variant),
                    styles.flagged(variant),
                    styles.lit(variant),
                ] {
                    let bg = background(highlight);
                    assert!(
                        seen.contains(&bg),
                        "{label} {variant:?}: {bg:?} not measured"
                    );
                }
            }
            // Practice: a position built wrongly flags its squares.
            let mut build = editor_with(Variant::Chess.start_fen(), pieces, styles);
            build.update(Action::PRACTICE);
            build.update(Action::Move(Direction::Right));
            build.update(Action::Submit);
            "RNBQKBNR/pppppppp".chars().for_each(|c| {
                build.update(Action::Type(c));
            });
            build.update(Action::Submit);
            check(&build, styles, &format!("{label} build"), &mut seen);
        }
    }
}

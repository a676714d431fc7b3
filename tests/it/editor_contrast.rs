//! Contrast, measured on the cells the editor draws, in every board colour
//! theme: every character drawn with a foreground and a background colour
//! has a WCAG contrast ratio of at least the theme's (4.5:1; 7:1 for high
//! contrast) — pieces of both sides on both square colours, under the
//! cursor and under every highlight (problems, walk-through, moves view,
//! practice), both variants, letters and glyphs, in truecolor and in 256
//! colours. Text drawn on the terminal's own background must read on the
//! backgrounds the theme claims: light and dark alike (4.5:1 against white
//! and against black), or a light one (7:1 against white). In 16 colours the
//! shades are the terminal's own, so what is checked there is that no
//! character is drawn in its own background's colour and that every
//! highlight differs from the squares it lights.

// Helpers outside `#[test]` functions panic on bad test data, as tests do.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support::editor as support;

use fen_tui::core::fen::{ReadOptions, read_fen};
use fen_tui::core::{Square, Variant};
use fen_tui::tui::action::{Action, Direction, StepTo};
use fen_tui::tui::app::{App, PieceTheme};
use fen_tui::tui::theme::{Backgrounds, BoardTheme, Depth, Palette, contrast_ratio, rgb_of_index};
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

/// What a theme promises: the least ratio on coloured backgrounds, and the
/// terminal backgrounds its text reads on with the least ratio there.
fn promises(theme: BoardTheme) -> (f64, Vec<(u8, u8, u8)>, f64) {
    let (claims, text) = theme.text_reads_on();
    let backgrounds = match claims {
        Backgrounds::Any => vec![(255, 255, 255), (0, 0, 0)],
        Backgrounds::Light => vec![(255, 255, 255)],
    };
    (theme.board_contrast(), backgrounds, text)
}

/// Draw `app` and check every coloured cell.
fn check(app: &App, palette: Palette, what: &str, seen: &mut Seen) {
    let (least, terminal_backgrounds, least_on_terminal) = promises(palette.board);
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
            let (backgrounds, least) = match bg {
                Some(bg) => (vec![bg], least),
                // The terminal's own background: those the theme claims.
                None => (terminal_backgrounds.clone(), least_on_terminal),
            };
            for bg in backgrounds {
                let ratio = contrast_ratio(fg, bg);
                assert!(
                    ratio >= least,
                    "{what}: {symbol:?} at ({x}, {y}) is {fg:?} on {bg:?}, {ratio:.2}:1"
                );
            }
            if let (true, Some(bg)) = (is_piece(symbol), bg) {
                seen.piece_backgrounds.insert(bg);
            }
        }
    }
}

/// The editor on `fen`, drawn with `theme`'s pieces and `palette`'s board colours.
fn editor_with(fen: &str, theme: PieceTheme, palette: Palette) -> App {
    let mut app = App::new(read_fen(fen, ReadOptions::lenient()).unwrap().position);
    if app.theme() != theme {
        app.update(Action::TogglePieceTheme);
    }
    app.set_look(palette.board, true);
    app
}

/// Every combination of board theme, depth and piece theme.
fn each_palette(mut body: impl FnMut(Palette, PieceTheme, &str)) {
    for board in BoardTheme::ALL {
        for depth in DEPTHS {
            for theme in THEMES {
                body(
                    Palette::new(true).with_depth(depth).with_board(board),
                    theme,
                    &format!("{board:?} {depth:?} {theme:?}"),
                );
            }
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
            let mut app = editor_with(fen, theme, palette);
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
            let mut app = editor_with(variant.start_fen(), theme, palette);
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
        let mut app = editor_with(Variant::Chess.start_fen(), theme, palette);
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
        let mut write = editor_with(Variant::Chess.start_fen(), theme, palette);
        write.update(Action::Practice);
        write.update(Action::Submit);
        "rnbqkbnr/ppppppp1".chars().for_each(|c| {
            write.update(Action::Type(c));
        });
        write.update(Action::Submit);
        check(&write, palette, &format!("{label} write"), &mut seen);
        // High contrast draws text in the terminal's own colours: only the board is coloured.
        let coloured = if palette.board == BoardTheme::HighContrast {
            30
        } else {
            100
        };
        assert!(seen.cells > coloured, "{label}: {}", seen.cells);
    });
}

#[test]
fn pieces_and_words_in_the_library_browser() {
    each_palette(|palette, theme, label| {
        let mut seen = Seen::default();
        for variant in Variant::ALL {
            let mut app = editor_with(variant.start_fen(), theme, palette);
            app.update(Action::OpenLibrary);
            // Every entry's preview, chess and xiangqi alike, over either game's editor.
            for entry in fen_tui::core::library::entries() {
                check(
                    &app,
                    palette,
                    &format!("{label} library {}", entry.id),
                    &mut seen,
                );
                app.update(Action::Move(Direction::Down));
            }
        }
        for variant in Variant::ALL {
            for light in [true, false] {
                let square = background(palette.square(variant, light));
                assert!(
                    seen.piece_backgrounds.contains(&square),
                    "{label} {variant:?}"
                );
            }
        }
    });
}

/// 16 colours: the terminal's own shades, so no ratio can be promised; every
/// character still differs from its background, and the cursor and every
/// highlight differ from both squares and from one another.
#[test]
fn every_distinction_survives_in_16_colours() {
    for board in BoardTheme::ALL {
        let palette = Palette::new(true)
            .with_depth(Depth::Ansi16)
            .with_board(board);
        for variant in Variant::ALL {
            let mut tones = vec![
                palette.square(variant, true).bg,
                palette.cursor(variant).bg,
                palette.flagged(variant).bg,
                palette.lit(variant).bg,
            ];
            if variant == Variant::Chess {
                tones.push(palette.square(variant, false).bg);
            }
            let distinct: HashSet<_> = tones.iter().collect();
            assert_eq!(
                distinct.len(),
                tones.len(),
                "{board:?} {variant:?}: {tones:?}"
            );
            for fen in [variant.start_fen(), "kkp5/8/8/8/8/8/8/KKP5 w - - 0 1"] {
                for theme in THEMES {
                    let app = editor_with(fen, theme, palette);
                    let buffer = support::draw(&app, palette, 100, 30);
                    for cell in buffer.content.iter() {
                        let named = |c: Color| {
                            !matches!(c, Color::Reset | Color::Rgb(..) | Color::Indexed(_))
                        };
                        if named(cell.fg) && named(cell.bg) && !cell.symbol().trim().is_empty() {
                            assert_ne!(cell.fg, cell.bg, "{board:?} {fen} {:?}", cell.symbol());
                        }
                    }
                }
            }
        }
    }
}

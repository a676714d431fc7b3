//! Contrast, measured on the cells the editor draws, in every board colour
//! theme: every character drawn with a foreground and a background colour
//! has a WCAG contrast ratio of at least the theme's (4.5:1; 7:1 for high
//! contrast) — pieces of both sides on both square colours, under the
//! cursor and under every highlight (problems, walk-through, moves view,
//! practice), both variants, letters and glyphs, in truecolor and in 256
//! colours. Text drawn on the terminal's own background must read on the
//! terminals the theme claims: light and dark alike (4.5:1 on black on white
//! and on light grey on black), or a light one (7:1, black on white). The
//! ratio is WCAG's, computed here from the standard's formula (checked on its
//! reference values) and the thresholds are this test's own, from the README. In 16 colours the
//! shades are the terminal's own, so what is checked there is that no
//! character is drawn in its own background's colour and that every
//! highlight differs from the squares it lights (`editor_contrast_16.rs`
//! measures the ratios there too, in xterm's default shades).

// Helpers outside `#[test]` functions panic on bad test data, as tests do.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support::editor as support;
use crate::support::wcag::wcag_ratio;

use fen_tui::core::fen::{ReadOptions, read_fen};
use fen_tui::core::{Square, Variant};
use fen_tui::tui::action::{Action, Direction, StepTo};
use fen_tui::tui::app::{App, PieceStyle};
use fen_tui::tui::theme::{BoardTheme, Depth, Styles, rgb_of_index};
use ratatui::style::{Color, Modifier};
use std::collections::HashSet;

const DEPTHS: [Depth; 2] = [Depth::TrueColor, Depth::Ansi256];
const THEMES: [PieceStyle; 2] = [PieceStyle::Letters, PieceStyle::Glyphs];

/// What the README promises, as numbers of this test's own: the least ratio
/// on the board, the terminals whose text it reads on, and the least ratio
/// of text there.
struct Promise {
    board: f64,
    terminals: &'static [Terminal],
    text: f64,
}

/// WCAG's level AA for text, and the high-contrast theme's level AAA.
const AA: f64 = 4.5;
const AAA: f64 = 7.0;

/// A terminal's default colours, which a cell drawn in `Color::Reset` takes.
/// The assumption stated: a dark terminal is light grey on black (xterm's
/// colour 7, #c0c0c0, on #000000), a light one black on white.
#[derive(Debug)]
struct Terminal {
    foreground: (u8, u8, u8),
    background: (u8, u8, u8),
}

const DARK: Terminal = Terminal {
    foreground: (0xc0, 0xc0, 0xc0),
    background: (0, 0, 0),
};
const LIGHT: Terminal = Terminal {
    foreground: (0, 0, 0),
    background: (0xff, 0xff, 0xff),
};

fn promise(theme: BoardTheme) -> Promise {
    match theme {
        // The README's table: ≥ 7:1 on the board, text in the terminal's colours
        // (print: black ink on white and light grey, the same promise).
        BoardTheme::HighContrast | BoardTheme::Print => Promise {
            board: AAA,
            terminals: &[DARK, LIGHT],
            text: AA,
        },
        // For a light terminal: text ≥ 7:1 on white.
        BoardTheme::Light => Promise {
            board: AA,
            terminals: &[LIGHT],
            text: AAA,
        },
        // Default, green, brown, blue: ≥ 4.5:1, text on white and on black.
        BoardTheme::Default | BoardTheme::Green | BoardTheme::Brown | BoardTheme::Blue => Promise {
            board: AA,
            terminals: &[DARK, LIGHT],
            text: AA,
        },
    }
}

/// A colour as the terminal shows it: `None` for the terminal's own.
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
    in_terminal_colours: usize,
}

fn is_piece(symbol: &str) -> bool {
    let letters = "KQRBNPACkqrbnpac♔♕♖♗♘♙♚♛♜♝♞♟帥仕相傌俥炮兵將士象馬車砲卒";
    symbol.chars().count() == 1 && letters.contains(symbol)
}

/// Draw `app` and measure every drawn character, in each terminal the theme
/// claims: a colour the theme set is the board's promise, a character on
/// the terminal's own background the text's; the terminal's own colours
/// stand in for `Reset`.
fn check(app: &App, styles: Styles, what: &str, seen: &mut Seen) {
    let promise = promise(styles.board);
    let (width, height) = (100, 30);
    let buffer = support::draw(app, styles, width, height);
    for y in 0..height {
        for x in 0..width {
            let cell = &buffer[(x, y)];
            let symbol = cell.symbol();
            if symbol.trim().is_empty() {
                continue;
            }
            seen.cells += 1;
            let (fg, bg) = (rgb(cell.fg), rgb(cell.bg));
            if fg.is_none() || bg.is_none() {
                seen.in_terminal_colours += 1;
            }
            for terminal in promise.terminals {
                let mut fg = fg.unwrap_or(terminal.foreground);
                let mut on_terminal = bg.is_none();
                let mut bg = bg.unwrap_or(terminal.background);
                if cell.modifier.contains(Modifier::REVERSED) {
                    std::mem::swap(&mut fg, &mut bg);
                    on_terminal = rgb(cell.fg).is_none();
                }
                let least = if on_terminal {
                    promise.text
                } else {
                    promise.board
                };
                let ratio = wcag_ratio(fg, bg);
                assert!(
                    ratio >= least,
                    "{what}: {symbol:?} at ({x}, {y}) is {fg:?} on {bg:?} in {terminal:?}, \
                     {ratio:.2}:1 < {least}:1"
                );
            }
            if let (true, Some(bg)) = (is_piece(symbol), bg) {
                seen.piece_backgrounds.insert(bg);
            }
        }
    }
}

/// The editor on `fen`, drawn with `style` pieces and `styles` board colours.
fn editor_with(fen: &str, theme: PieceStyle, styles: Styles) -> App {
    let mut app = App::new(read_fen(fen, ReadOptions::lenient()).unwrap().position);
    if app.piece_style() != theme {
        app.update(Action::TogglePieceStyle);
    }
    app.set_look(styles.board, true);
    app
}

/// Every combination of board theme, depth and piece style.
fn each_styles(mut body: impl FnMut(Styles, PieceStyle, &str)) {
    for board in BoardTheme::ALL {
        for depth in DEPTHS {
            for theme in THEMES {
                body(
                    Styles::new(true).with_depth(depth).with_board(board),
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
    each_styles(|styles, theme, label| {
        let mut seen = Seen::default();
        for (variant, fen) in cases {
            let mut app = editor_with(fen, theme, styles);
            for square in Square::fen_order(variant) {
                check(
                    &app,
                    styles,
                    &format!("{label} {fen} cursor {square:?}"),
                    &mut seen,
                );
                app.update(Action::ClickSquare(square));
            }
            let bgs = &seen.piece_backgrounds;
            assert!(bgs.contains(&background(styles.cursor(variant))), "{label}");
            assert!(
                bgs.contains(&background(styles.square(variant, true))),
                "{label}"
            );
            assert!(
                bgs.contains(&background(styles.square(variant, false))),
                "{label}"
            );
        }
        for variant in Variant::ALL {
            let flagged = background(styles.flagged(variant));
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
    each_styles(|styles, theme, label| {
        let mut seen = Seen::default();
        for (variant, line) in moves {
            let mut app = editor_with(variant.start_fen(), theme, styles);
            app.update(Action::WALK_THROUGH);
            for step in 0..40 {
                check(&app, styles, &format!("{label} walk {step}"), &mut seen);
                app.update(Action::Step(StepTo::Next));
            }
            app.update(Action::WALK_THROUGH);
            app.update(Action::EXPLAIN_MOVES);
            line.chars().for_each(|c| {
                app.update(Action::Type(c));
            });
            app.update(Action::Submit);
            for step in 0..8 {
                check(&app, styles, &format!("{label} moves {step}"), &mut seen);
                app.update(Action::Step(StepTo::Back));
            }
            let lit = background(styles.lit(variant));
            assert!(seen.piece_backgrounds.contains(&lit), "{label} {variant:?}");
        }
    });
}

#[test]
fn pieces_in_practice_build_and_write() {
    each_styles(|styles, theme, label| {
        let mut seen = Seen::default();
        // Build the start position wrongly: White's pieces where Black's go.
        let mut app = editor_with(Variant::Chess.start_fen(), theme, styles);
        app.update(Action::PRACTICE);
        app.update(Action::Move(Direction::Right));
        app.update(Action::Submit);
        "RNBQKBNR/pppppppp".chars().for_each(|c| {
            app.update(Action::Type(c));
        });
        app.update(Action::Submit);
        check(&app, styles, &format!("{label} build"), &mut seen);
        let flagged = background(styles.flagged(Variant::Chess));
        assert!(seen.piece_backgrounds.contains(&flagged), "{label}");
        // Write the board's FEN with a mistake: the squares it is about light up.
        let mut write = editor_with(Variant::Chess.start_fen(), theme, styles);
        write.update(Action::PRACTICE);
        write.update(Action::Submit);
        "rnbqkbnr/ppppppp1".chars().for_each(|c| {
            write.update(Action::Type(c));
        });
        write.update(Action::Submit);
        check(&write, styles, &format!("{label} write"), &mut seen);
        // High contrast draws text in the terminal's own colours: only the board is coloured.
        let coloured = if styles.board == BoardTheme::HighContrast {
            30
        } else {
            100
        };
        assert!(seen.cells > coloured, "{label}: {}", seen.cells);
        // Text in the terminal's own colours was measured too, not skipped.
        assert!(seen.in_terminal_colours > 0, "{label}");
    });
}

#[test]
fn pieces_and_words_in_the_library_browser() {
    each_styles(|styles, theme, label| {
        let mut seen = Seen::default();
        for variant in Variant::ALL {
            let mut app = editor_with(variant.start_fen(), theme, styles);
            app.update(Action::LIBRARY);
            // Every entry's preview, chess and xiangqi alike, over either game's editor.
            for entry in fen_tui::core::library::entries() {
                check(
                    &app,
                    styles,
                    &format!("{label} library {}", entry.id),
                    &mut seen,
                );
                app.update(Action::Move(Direction::Down));
            }
        }
        for variant in Variant::ALL {
            for light in [true, false] {
                let square = background(styles.square(variant, light));
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
        let styles = Styles::new(true)
            .with_depth(Depth::Ansi16)
            .with_board(board);
        for variant in Variant::ALL {
            let mut tones = vec![
                styles.square(variant, true).bg,
                styles.cursor(variant).bg,
                styles.flagged(variant).bg,
                styles.lit(variant).bg,
            ];
            if variant == Variant::Chess {
                tones.push(styles.square(variant, false).bg);
            }
            let distinct: HashSet<_> = tones.iter().collect();
            assert_eq!(
                distinct.len(),
                tones.len(),
                "{board:?} {variant:?}: {tones:?}"
            );
            for fen in [variant.start_fen(), "kkp5/8/8/8/8/8/8/KKP5 w - - 0 1"] {
                for theme in THEMES {
                    let app = editor_with(fen, theme, styles);
                    let buffer = support::draw(&app, styles, 100, 30);
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

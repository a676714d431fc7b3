//! The README's pictures of the editor, drawn from its own rendering: the real
//! `Screen` in a TestBackend buffer, written out as SVG (a rectangle per run
//! of background colour, a text per run of foreground colour, monospace).
//! This test fails when a committed picture is stale; regenerate them with
//! `UPDATE_PICTURES=1 cargo test --test it readme_pictures::`.

// Helpers outside `#[test]` functions panic on bad test data, as tests do.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use fen_tui::core::Variant;
use fen_tui::core::fen::{ReadOptions, read_fen};
use fen_tui::i18n::{Lang, Localizer};
use fen_tui::tui::action::Action;
use fen_tui::tui::app::App;
use fen_tui::tui::theme::{BoardTheme, Styles, rgb_of_index};
use fen_tui::tui::view::Screen;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::{Buffer, Cell};
use ratatui::style::{Color, Modifier};
use std::fmt::Write;

const CELL_WIDTH: u16 = 9;
const CELL_HEIGHT: u16 = 18;
/// The terminal's own colours in a picture.
#[derive(Clone, Copy)]
struct Term {
    bg: (u8, u8, u8),
    fg: (u8, u8, u8),
}

/// A dark terminal theme.
const DARK: Term = Term {
    bg: (30, 30, 30),
    fg: (220, 220, 220),
};
/// A light one.
const LIGHT: Term = Term {
    bg: (255, 255, 255),
    fg: (20, 20, 20),
};

fn hex((r, g, b): (u8, u8, u8)) -> String {
    format!("#{r:02x}{g:02x}{b:02x}")
}

fn rgb(color: Color, default: (u8, u8, u8)) -> (u8, u8, u8) {
    let named = [
        Color::Black,
        Color::Red,
        Color::Green,
        Color::Yellow,
        Color::Blue,
        Color::Magenta,
        Color::Cyan,
        Color::Gray,
        Color::DarkGray,
        Color::LightRed,
        Color::LightGreen,
        Color::LightYellow,
        Color::LightBlue,
        Color::LightMagenta,
        Color::LightCyan,
        Color::White,
    ];
    match color {
        Color::Rgb(r, g, b) => (r, g, b),
        Color::Indexed(i) => rgb_of_index(i),
        Color::Reset => default,
        other => named
            .iter()
            .position(|c| *c == other)
            .map_or(default, |i| rgb_of_index(u8::try_from(i).unwrap())),
    }
}

/// A cell's colours as seen, reverse video applied.
fn colours(cell: &Cell, term: Term) -> ((u8, u8, u8), (u8, u8, u8)) {
    let fg = rgb(cell.fg, term.fg);
    let bg = rgb(cell.bg, term.bg);
    if cell.modifier.contains(Modifier::REVERSED) {
        (bg, fg)
    } else {
        (fg, bg)
    }
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// The buffer as an SVG picture.
fn svg(buffer: &Buffer, term: Term) -> String {
    let area = buffer.area;
    let (width, height) = (area.width * CELL_WIDTH, area.height * CELL_HEIGHT);
    let mut out = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width}\" height=\"{height}\" \
         viewBox=\"0 0 {width} {height}\" font-family=\"DejaVu Sans Mono, Menlo, Consolas, monospace\" \
         font-size=\"15\">\n<rect width=\"100%\" height=\"100%\" fill=\"{}\"/>\n",
        hex(term.bg)
    );
    for y in 0..area.height {
        // Backgrounds: one rectangle per run of the same colour.
        // A wide character's second cell is reset by ratatui; the terminal
        // paints it with the character's own background.
        let background = |x: u16| {
            let covered = x > 0 && Span::width(buffer[(x - 1, y)].symbol()) > 1;
            colours(&buffer[(x - u16::from(covered), y)], term).1
        };
        let mut x = 0;
        while x < area.width {
            let bg = background(x);
            let start = x;
            while x < area.width && background(x) == bg {
                x += 1;
            }
            if bg != term.bg {
                let _ = writeln!(
                    out,
                    "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{CELL_HEIGHT}\" fill=\"{}\"/>",
                    start * CELL_WIDTH,
                    y * CELL_HEIGHT,
                    (x - start) * CELL_WIDTH,
                    hex(bg)
                );
            }
        }
        // Text: one element per run of narrow characters in one style; a wide
        // character is its own element, two cells wide.
        let mut x = 0;
        while x < area.width {
            let cell = &buffer[(x, y)];
            let wide = Span::width(cell.symbol()) > 1;
            let style = (
                colours(cell, term).0,
                cell.modifier.contains(Modifier::BOLD),
            );
            let start = x;
            let mut text = String::new();
            loop {
                let cell = &buffer[(x, y)];
                text.push_str(cell.symbol());
                x += if wide { 2 } else { 1 };
                let next = buffer.cell((x, y));
                let same = next.is_some_and(|n| {
                    (colours(n, term).0, n.modifier.contains(Modifier::BOLD)) == style
                        && Span::width(n.symbol()) == 1
                });
                if wide || x >= area.width || !same {
                    break;
                }
            }
            if text.trim().is_empty() {
                continue;
            }
            let cells = (x - start).min(area.width - start);
            let _ = writeln!(
                out,
                "<text x=\"{}\" y=\"{}\" fill=\"{}\"{} textLength=\"{}\" lengthAdjust=\"spacingAndGlyphs\" xml:space=\"preserve\">{}</text>",
                start * CELL_WIDTH,
                y * CELL_HEIGHT + CELL_HEIGHT - 5,
                hex(style.0),
                if style.1 { " font-weight=\"bold\"" } else { "" },
                cells * CELL_WIDTH,
                escape(&text)
            );
        }
    }
    out.push_str("</svg>\n");
    out
}

/// Display width of a cell's symbol.
struct Span;
impl Span {
    fn width(symbol: &str) -> usize {
        ratatui::text::Span::raw(symbol).width()
    }
}

fn picture(fen: &str, moves: usize, glyphs: bool) -> String {
    picture_in(fen, moves, glyphs, BoardTheme::Default, DARK)
}

/// The editor with the board colours `board`, in a terminal coloured `term`.
fn picture_in(fen: &str, moves: usize, glyphs: bool, board: BoardTheme, term: Term) -> String {
    let position = read_fen(fen, ReadOptions::strict()).unwrap().position;
    let mut app = App::new(position);
    app.set_look(board, true);
    if glyphs {
        app.update(Action::TogglePieceStyle);
    }
    for _ in 0..moves {
        app.update(Action::Move(fen_tui::tui::action::Direction::Right));
    }
    draw(&app, term)
}

/// The editor as it stands, in a terminal coloured `term`.
fn draw(app: &App, term: Term) -> String {
    let loc = Localizer::new(Lang::En);
    let mut terminal = Terminal::new(TestBackend::new(100, 30)).unwrap();
    terminal
        .draw(|frame| {
            let screen = Screen {
                app,
                loc: &loc,
                styles: Styles::new(true),
            };
            frame.render_widget(&screen, frame.area());
        })
        .unwrap();
    svg(terminal.backend().buffer(), term)
}

fn check_or_update(path: &str, drawn: &str) {
    let full = format!("{}/{path}", env!("CARGO_MANIFEST_DIR"));
    if std::env::var_os("UPDATE_PICTURES").is_some() {
        std::fs::write(&full, drawn).unwrap();
        return;
    }
    let committed = std::fs::read_to_string(&full).unwrap_or_default();
    assert!(
        committed == drawn,
        "{path} is stale: run UPDATE_PICTURES=1 cargo test --test it readme_pictures::"
    );
}

#[test]
fn the_chess_picture_is_current() {
    let fen = "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4";
    check_or_update("docs/editor-chess.svg", &picture(fen, 4, false));
}

#[test]
fn the_xiangqi_picture_is_current() {
    check_or_update(
        "docs/editor-xiangqi.svg",
        &picture(Variant::Xiangqi.start_fen(), 4, true),
    );
}

#[test]
fn the_library_picture_is_current() {
    let position = read_fen(Variant::Chess.start_fen(), ReadOptions::strict())
        .unwrap()
        .position;
    let mut app = App::new(position);
    app.update(Action::LIBRARY);
    "endgame".chars().for_each(|c| {
        app.update(Action::Type(c));
    });
    check_or_update("docs/editor-library.svg", &draw(&app, DARK));
}

#[test]
fn the_light_terminal_picture_is_current() {
    let fen = "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4";
    check_or_update(
        "docs/editor-light.svg",
        &picture_in(fen, 4, false, BoardTheme::Light, LIGHT),
    );
}

#[test]
fn the_high_contrast_picture_is_current() {
    check_or_update(
        "docs/editor-high-contrast.svg",
        &picture_in(
            Variant::Xiangqi.start_fen(),
            4,
            true,
            BoardTheme::HighContrast,
            DARK,
        ),
    );
}

#[test]
fn the_xiangqi_moves_view_picture_is_current() {
    let position = read_fen(Variant::Xiangqi.start_fen(), ReadOptions::strict())
        .unwrap()
        .position;
    let mut app = App::new(position);
    app.update(Action::EXPLAIN_MOVES);
    "C2=5 马8进7 h0g2".chars().for_each(|c| {
        app.update(Action::Type(c));
    });
    app.update(Action::Submit);
    check_or_update("docs/editor-xiangqi-moves.svg", &draw(&app, DARK));
}

//! The editor drawn into ratatui's TestBackend: snapshots of what a user sees
//! (reviewed by eye when written), and properties every frame must have.

// Helpers outside `#[test]` functions panic on bad test data, as tests do.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use fen_tui::core::fen::{ReadOptions, read_fen};
use fen_tui::core::{Position, Variant};
use fen_tui::i18n::{Lang, Localizer};
use fen_tui::tui::action::{Action, Control};
use fen_tui::tui::app::App;
use fen_tui::tui::theme::Styles;
use fen_tui::tui::view::{Screen, render_into, render_to_buffer, render_to_text};
use ratatui::backend::CrosstermBackend;
use ratatui::buffer::Buffer;
use ratatui::style::Color;
use ratatui::{Terminal, TerminalOptions, Viewport};

fn position(fen: &str) -> Position {
    read_fen(fen, ReadOptions::strict()).unwrap().position
}

fn start(variant: Variant) -> App {
    App::new(position(variant.start_fen()))
}

fn draw(app: &App, styles: Styles, lang: Lang, width: u16, height: u16) -> Buffer {
    render_to_buffer(app, &Localizer::new(lang), styles, width, height)
}

fn text(app: &App, styles: Styles, lang: Lang, width: u16, height: u16) -> String {
    render_to_text(app, &Localizer::new(lang), styles, width, height)
}

fn screen(app: &App, width: u16, height: u16) -> String {
    text(app, Styles::new(true), Lang::En, width, height)
}

#[test]
fn chess_start_80x24() {
    insta::assert_snapshot!(screen(&start(Variant::Chess), 80, 24));
}

#[test]
fn chess_start_200x60() {
    insta::assert_snapshot!(screen(&start(Variant::Chess), 200, 60));
}

#[test]
fn xiangqi_start_80x24() {
    insta::assert_snapshot!(screen(&start(Variant::Xiangqi), 80, 24));
}

#[test]
fn xiangqi_start_200x60() {
    insta::assert_snapshot!(screen(&start(Variant::Xiangqi), 200, 60));
}

#[test]
fn xiangqi_compact_on_a_short_terminal() {
    insta::assert_snapshot!(screen(&start(Variant::Xiangqi), 80, 17));
}

#[test]
fn chess_flipped() {
    let mut app = start(Variant::Chess);
    app.update(Action::Flip);
    app.update(Action::Move(fen_tui::tui::action::Direction::Up));
    insta::assert_snapshot!(screen(&app, 80, 24));
}

#[test]
fn xiangqi_flipped() {
    let mut app = start(Variant::Xiangqi);
    app.update(Action::Flip);
    insta::assert_snapshot!(screen(&app, 100, 32));
}

#[test]
fn glyph_theme_both_variants() {
    for variant in Variant::ALL {
        let mut app = start(variant);
        app.update(Action::TogglePieceStyle);
        insta::assert_snapshot!(format!("glyphs_{}", variant.name()), screen(&app, 100, 32));
    }
}

#[test]
fn no_color_is_monochrome_but_marks_the_cursor_and_dark_squares() {
    let app = start(Variant::Chess);
    let buffer = draw(&app, Styles::new(false), Lang::En, 80, 24);
    for cell in buffer.content() {
        assert_eq!(
            (cell.fg, cell.bg),
            (Color::Reset, Color::Reset),
            "no colour at all"
        );
    }
    insta::assert_snapshot!(text(&app, Styles::new(false), Lang::En, 80, 24));
}

#[test]
fn problems_are_listed_and_their_squares_flagged() {
    // Two white kings, none for Black, a pawn on the first rank.
    let app = App::new(position("8/8/8/8/8/8/8/KK5P w - - 0 1"));
    assert!(!app.verdict().problems.is_empty());
    let buffer = &draw(&app, Styles::new(true), Lang::En, 100, 30);
    // The pawn on h1 is named by a problem: its square is painted as flagged.
    let rank_1 = (0..30).find(|y| buffer[(0, *y)].symbol() == "1").unwrap();
    let on_rank_1 = |letter: &str| {
        (0..60)
            .find(|x| buffer[(*x, rank_1)].symbol() == letter)
            .unwrap()
    };
    let flagged = Styles::new(true).flagged(Variant::Chess).bg.unwrap();
    assert_eq!(buffer[(on_rank_1("P"), rank_1)].bg, flagged);
    assert_ne!(
        buffer[(on_rank_1("K"), rank_1)].bg,
        flagged,
        "the kings are no problem here"
    );
    insta::assert_snapshot!(text(&app, Styles::new(true), Lang::En, 100, 30));
}

#[test]
fn fen_field_error_has_a_caret_at_its_column() {
    let mut app = start(Variant::Chess);
    app.update(Action::Paste(
        "rnbqkbnr/ppppXppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1".into(),
    ));
    let column = app.field().errors[0].column.unwrap();
    let text = screen(&app, 80, 24);
    insta::assert_snapshot!(text);
    // The caret sits under the bad character: "FEN " is 4 columns wide.
    let lines: Vec<&str> = text.lines().collect();
    let message = lines[lines.len() - 2];
    let caret = message.find('^').unwrap();
    assert_eq!(caret, 1 + 4 + column - 1, "{message}");
}

#[test]
fn warnings_show_calmly_after_a_lenient_paste() {
    let mut app = start(Variant::Chess);
    app.update(Action::Paste("8/8/8/4k3/8/8/8/4K3".into()));
    assert!(!app.field().warnings.is_empty());
    insta::assert_snapshot!(screen(&app, 80, 24));
}

/// Every page of the open help at 80×24, PgDn by PgDn.
fn help_pages(app: &mut App) -> String {
    let mut pages = screen(app, 80, 24);
    for _ in 0..10 {
        app.update(Action::BottomRank);
        pages.push_str(&screen(app, 80, 24));
    }
    pages
}

#[test]
fn help_overlay_lists_the_keymap() {
    use fen_tui::tui::keymap::{BINDINGS, Context};
    let loc = Localizer::new(Lang::En);
    let lists = |text: &str, context: Context| {
        for binding in BINDINGS.iter().filter(|b| b.context == context) {
            // `?` is listed once, with F1 among the global keys.
            if binding.label == "?" {
                continue;
            }
            assert!(text.contains(binding.label), "help lacks {}", binding.label);
            let words = loc.text(binding.description_id);
            let start: String = words.chars().take(10).collect();
            assert!(
                text.contains(&start),
                "help lacks {words} in {context:?}\n{text}"
            );
        }
    };
    // A big terminal lists every key of the editor (a teaching view's help
    // lists its own: tests/it/editor_teach/).
    let mut app = start(Variant::Chess);
    app.update(Action::HELP);
    let big = screen(&app, 200, 60);
    for context in [
        Context::Global,
        Context::Board,
        Context::Panel,
        Context::FenField,
    ] {
        lists(&big, context);
    }
    insta::assert_snapshot!("help_200x60", big);
    // 80×24 shows the keys of the part in focus first; the rest scrolls into view.
    let text = screen(&app, 80, 24);
    insta::assert_snapshot!(text);
    lists(&text, Context::Board);
    lists(&help_pages(&mut app), Context::Global);
    app.update(Action::HELP);
    for (click, context) in [
        (Control::SideToMove, Context::Panel),
        (Control::FenField, Context::FenField),
    ] {
        app.update(Action::ClickControl(click));
        app.update(Action::HELP);
        // That part's keys on the first page; the global ones further down.
        let text = screen(&app, 80, 24);
        lists(&text, context);
        lists(&help_pages(&mut app), Context::Global);
        app.update(Action::HELP);
    }
}

#[test]
fn panels_focused_and_in_russian_and_chinese() {
    let mut app = start(Variant::Chess);
    app.update(Action::ClickControl(Control::Castling(1)));
    for lang in [Lang::Ru, Lang::Zh] {
        let text = text(&app, Styles::new(true), lang, 100, 30);
        insta::assert_snapshot!(format!("panels_{}", lang.code()), text);
    }
    // In 80 columns Russian labels push the controls onto their own lines.
    let mut empty = App::new(Position::empty(Variant::Chess));
    empty.update(Action::FocusNext);
    let text = text(&empty, Styles::new(true), Lang::Ru, 80, 24);
    assert!(text.contains("[белые]"), "{text}");
    insta::assert_snapshot!("panels_ru_80x24", text);
}

#[test]
fn tiny_terminals_ask_to_be_enlarged_without_panicking() {
    for variant in Variant::ALL {
        let app = start(variant);
        for (w, h) in [(1, 1), (20, 10), (2, 40), (200, 3), (0, 0)] {
            // (TestBackend cannot print a zero-width buffer; drawing is what is tested.)
            let _ = draw(&app, Styles::new(true), Lang::En, w, h);
        }
    }
    insta::assert_snapshot!("tiny_1x1", screen(&start(Variant::Chess), 1, 1));
    insta::assert_snapshot!("tiny_20x10", screen(&start(Variant::Chess), 20, 10));
}

#[test]
fn every_size_draws_without_panicking() {
    for variant in Variant::ALL {
        let mut app = start(variant);
        app.update(Action::HELP);
        for w in (0..130).step_by(7) {
            for lang in Lang::ALL {
                let _ = lang;
                for h in (0..50).step_by(3) {
                    let _ = draw(&app, Styles::new(w % 2 == 0), lang, w, h);
                }
            }
        }
    }
}

#[test]
fn pasted_escape_sequences_never_reach_the_terminal() {
    let mut app = start(Variant::Chess);
    let hostile = "\u{1b}[2J\u{1b}]52;c;AAAA\u{7}\u{202e}rnbqkbnr\u{200b}/8 w - - 0 1";
    app.update(Action::Paste(hostile.into()));
    assert_eq!(app.field_text(), hostile, "kept exactly as pasted");
    let loc = Localizer::new(Lang::En);
    let mut bytes = Vec::new();
    {
        let options = TerminalOptions {
            viewport: Viewport::Fixed(ratatui::layout::Rect::new(0, 0, 100, 30)),
        };
        let mut terminal =
            Terminal::with_options(CrosstermBackend::new(&mut bytes), options).unwrap();
        terminal
            .draw(|frame| render_into(frame.buffer_mut(), &app, &loc, Styles::new(true)))
            .unwrap();
    }
    let output = String::from_utf8_lossy(&bytes);
    assert!(
        !output.contains("\u{1b}[2J"),
        "the paste's clear-screen was sent"
    );
    assert!(!output.contains("\u{1b}]52"), "the paste's OSC 52 was sent");
    assert!(
        !output.contains('\u{202e}') && !output.contains('\u{200b}') && !output.contains('\u{7}')
    );
    assert!(
        output.contains('␛') && output.contains("\\u{202e}"),
        "placeholders shown"
    );
    // Every ESC left is the start of a CSI sequence ratatui itself writes.
    for (i, _) in output.match_indices('\u{1b}') {
        assert_eq!(
            output.as_bytes().get(i + 1),
            Some(&b'['),
            "stray ESC at {i}"
        );
    }
}

#[test]
fn clicks_hit_squares_and_controls() {
    let app = start(Variant::Chess);
    let loc = Localizer::new(Lang::En);
    let screen = Screen {
        app: &app,
        loc: &loc,
        styles: Styles::new(true),
    };
    let area = ratatui::layout::Rect::new(0, 0, 80, 24);
    // Find "e" of the bottom coordinates and click the square above it.
    let text = text(&app, Styles::new(true), Lang::En, 80, 24);
    let lines: Vec<&str> = text.lines().map(|l| l.trim_matches('"')).collect();
    let row_1 = lines.iter().position(|l| l.starts_with("1 ")).unwrap() as u16;
    let king_x = lines[row_1 as usize].find('K').unwrap() as u16;
    assert_eq!(
        screen.click(area, king_x, row_1),
        Some(Action::ClickSquare(fen_tui::core::Square::new(4, 0)))
    );
    let side_row = lines.iter().position(|l| l.contains("[White]")).unwrap();
    let black_x = lines[side_row].find("Black").unwrap() as u16;
    assert_eq!(
        screen.click(area, black_x, side_row as u16),
        Some(Action::ClickControl(Control::SideToMove))
    );
    assert_eq!(
        screen.click(area, 10, 21),
        Some(Action::ClickControl(Control::FenField))
    );
}

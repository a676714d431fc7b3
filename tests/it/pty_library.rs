//! The library browser (Ctrl-L): snapshots of what a user sees at 80×24 and
//! 120×40, in both games, letters and glyphs; the mouse through the frame's
//! own layout; and the real binary in a pseudo-terminal: open, filter, load,
//! undo, click, wheel, and a burst of keys in one read.

// Helpers outside `#[test]` functions panic on bad test data, as tests do.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support::pty;

use crate::support::keys::{CTRL_L, CTRL_Q, CTRL_Z, DOWN};
use fen_tui::core::fen::{ReadOptions, read_fen};
use fen_tui::core::library::find;
use fen_tui::core::{Variant, library};
use fen_tui::i18n::{Lang, Localizer};
use fen_tui::tui::action::{Action, Direction};
use fen_tui::tui::app::App;
use fen_tui::tui::theme::Styles;
use fen_tui::tui::view::{Screen, render_to_text};
use pty::Session;
use ratatui::crossterm::event::{KeyModifiers, MouseEvent, MouseEventKind};
use ratatui::layout::Rect;

use crate::support::EXE;
const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

fn app(variant: Variant) -> App {
    App::new(
        read_fen(variant.start_fen(), ReadOptions::strict())
            .unwrap()
            .position,
    )
}

fn typed(app: &mut App, text: &str) {
    text.chars().for_each(|c| {
        app.update(Action::Type(c));
    });
}

fn screen(app: &App, lang: Lang, width: u16, height: u16) -> String {
    render_to_text(app, &Localizer::new(lang), Styles::new(true), width, height)
}

#[test]
fn the_browser_at_80x24_on_chess() {
    let mut app = app(Variant::Chess);
    app.update(Action::LIBRARY);
    typed(&mut app, "sicilian");
    app.update(Action::Move(Direction::Down));
    insta::assert_snapshot!(screen(&app, Lang::En, 80, 24));
}

#[test]
fn the_browser_at_120x40_on_a_xiangqi_endgame_in_glyphs_and_chinese() {
    let mut app = app(Variant::Xiangqi);
    app.update(Action::TogglePieceStyle);
    app.update(Action::LIBRARY);
    app.update(Action::End);
    insta::assert_snapshot!(screen(&app, Lang::Zh, 120, 40));
}

#[test]
fn the_browser_in_russian_when_nothing_matches() {
    let mut app = app(Variant::Chess);
    app.update(Action::LIBRARY);
    typed(&mut app, "ничего");
    let shown = screen(&app, Lang::Ru, 80, 24);
    assert!(shown.contains("Библиотека позиций"), "{shown}");
    assert!(shown.contains("нет ничего похожего на «ничего»"), "{shown}");
    assert!(shown.contains("0 позиций"), "{shown}");
}

#[test]
fn every_entry_previews_without_panicking_at_any_size() {
    for variant in Variant::ALL {
        let mut app = app(variant);
        app.update(Action::LIBRARY);
        for _ in library::entries() {
            for (w, h) in [(80, 24), (120, 40), (40, 12), (10, 5), (1, 1)] {
                screen(&app, Lang::En, w, h);
            }
            app.update(Action::Move(Direction::Down));
        }
    }
}

/// A left click at the first cell of the line that contains `text`.
fn click_on(app: &App, shown: &str, text: &str) -> Option<Action> {
    let (row, line) = shown
        .lines()
        .enumerate()
        .find(|(_, l)| l.contains(text))
        .unwrap();
    // The row is quoted, and the text starts after the box's border.
    let column = line[..line.find(text).unwrap()].chars().count() + 2;
    let loc = Localizer::new(Lang::En);
    let screen = Screen {
        app,
        loc: &loc,
        styles: Styles::new(true),
    };
    let event = MouseEvent {
        kind: MouseEventKind::Down(ratatui::crossterm::event::MouseButton::Left),
        column: u16::try_from(column).unwrap(),
        row: u16::try_from(row).unwrap(),
        modifiers: KeyModifiers::NONE,
    };
    screen.mouse(Rect::new(0, 0, 80, 24), event)
}

#[test]
fn a_click_on_an_entry_highlights_it_and_a_second_click_loads_it() {
    let mut app = app(Variant::Chess);
    app.update(Action::LIBRARY);
    let shown = screen(&app, Lang::En, 80, 24);
    // A group's heading is no entry.
    assert_eq!(click_on(&app, &shown, "Openings"), None);
    let action = click_on(&app, &shown, "│  Italian Game").unwrap();
    app.update(action.clone());
    let shown = screen(&app, Lang::En, 80, 24);
    assert!(shown.contains("6 / 30"), "{shown}");
    assert_eq!(app.fen(), START);
    app.update(click_on(&app, &shown, "│  Italian Game").unwrap());
    assert_eq!(app.fen(), find("italian").unwrap().fen);
}

#[test]
fn the_wheel_moves_the_highlight() {
    let mut app = app(Variant::Chess);
    app.update(Action::LIBRARY);
    let loc = Localizer::new(Lang::En);
    let wheel = |app: &App, kind| {
        Screen {
            app,
            loc: &loc,
            styles: Styles::new(true),
        }
        .mouse(
            Rect::new(0, 0, 80, 24),
            MouseEvent {
                kind,
                column: 10,
                row: 10,
                modifiers: KeyModifiers::NONE,
            },
        )
    };
    assert_eq!(
        wheel(&app, MouseEventKind::ScrollDown),
        Some(Action::Move(Direction::Down))
    );
    assert_eq!(
        wheel(&app, MouseEventKind::ScrollUp),
        Some(Action::Move(Direction::Up))
    );
    // Without the browser the wheel means nothing.
    app.update(Action::Escape);
    assert_eq!(wheel(&app, MouseEventKind::ScrollDown), None);
}

#[test]
fn help_lists_the_library_key_and_the_browser_keys() {
    let mut app = app(Variant::Chess);
    app.update(Action::LIBRARY);
    app.update(Action::HELP);
    // Help scrolls: read it all, a line at a time.
    let mut seen = String::new();
    for _ in 0..200 {
        seen.push_str(&screen(&app, Lang::En, 120, 40));
        app.update(Action::Move(Direction::Down));
    }
    assert!(seen.contains("Position library"), "{seen}");
    assert!(seen.contains("filter by name, group or game"), "{seen}");
    assert!(seen.contains("Ctrl-L"), "{seen}");
    assert!(seen.contains("browse the position library"), "{seen}");
}

#[test]
fn in_a_terminal_the_library_opens_filters_loads_and_undoes() {
    let mut session = Session::start(EXE, &[]);
    session.wait_for(&format!("FEN {START}"));
    session.send(CTRL_L);
    session.wait_for("Position library");
    session.wait_for("1 / 30 positions");
    // Letters are the filter's, not pieces on the board.
    session.send("lucena");
    session.wait_for("1 / 1 position ");
    session.send("\r");
    let lucena = find("lucena").unwrap().fen;
    session.wait_for(&format!("FEN {lucena}"));
    session.wait_for("From the library: Lucena position");
    assert!(!session.screen().contents().contains("Position library"));
    session.send(CTRL_Z);
    session.wait_for(&format!("FEN {START}"));
    // A xiangqi entry switches the game.
    session.send(CTRL_L);
    session.wait_for("Position library");
    session.send("soldier");
    session.wait_for("1 / 1 position ");
    session.send("\r");
    session.wait_for(&format!("FEN {}", find("soldier-vs-general").unwrap().fen));
    session.wait_for("Red to move");
    // Esc leaves the board as it was.
    session.send(CTRL_L);
    session.wait_for("Position library");
    session.send("opera\u{1b}");
    std::thread::sleep(std::time::Duration::from_millis(200));
    let contents = session.wait_for(&format!("FEN {}", find("soldier-vs-general").unwrap().fen));
    assert!(!contents.contains("Position library"), "{contents}");
    session.send(CTRL_Q);
    assert_eq!(session.wait_exit(), 0);
}

#[test]
fn in_a_terminal_a_click_highlights_a_second_click_loads_and_the_wheel_scrolls() {
    let mut session = Session::start(EXE, &[]);
    let contents = session.wait_for(&format!("FEN {START}"));
    // The palette's button opens the browser.
    let (row, line) = contents
        .lines()
        .enumerate()
        .find(|(_, l)| l.contains("Ctrl-L"))
        .unwrap();
    let (x, y) = (line.find("Ctrl-L").unwrap() + 1, row + 1);
    session.send(&format!("\u{1b}[<0;{x};{y}M\u{1b}[<0;{x};{y}m"));
    let contents = session.wait_for("1 / 30 positions");
    let (row, line) = contents
        .lines()
        .enumerate()
        .find(|(_, l)| l.contains("King's Gambit"))
        .unwrap();
    let (x, y) = (line.find("King's").unwrap() + 1, row + 1);
    let click = format!("\u{1b}[<0;{x};{y}M\u{1b}[<0;{x};{y}m");
    session.send(&click);
    session.wait_for("8 / 30 positions");
    // The wheel: two notches down.
    session.send("\u{1b}[<65;10;10M\u{1b}[<65;10;10M");
    session.wait_for("10 / 30 positions");
    session.send("\u{1b}[<64;10;10M\u{1b}[<64;10;10M");
    session.wait_for("8 / 30 positions");
    session.send(&click);
    session.wait_for(&format!("FEN {}", find("kings-gambit").unwrap().fen));
    session.send(CTRL_Q);
    assert_eq!(session.wait_exit(), 0);
}

#[test]
fn in_a_terminal_a_burst_of_keys_in_one_read_is_read_key_by_key() {
    let mut session = Session::start(EXE, &[]);
    session.wait_for(&format!("FEN {START}"));
    // Open, filter, one down (an escape sequence inside the burst), load.
    session.send(&format!("{CTRL_L}e4{DOWN}\r"));
    session.wait_for(&format!("FEN {}", find("after-e4-e5").unwrap().fen));
    // Open, filter, leave with Esc, then ↓ on the board: all at once.
    session.send(&format!("{CTRL_L}philidor\u{1b}{DOWN}"));
    std::thread::sleep(std::time::Duration::from_millis(200));
    let contents = session.wait_for(&format!("FEN {}", find("after-e4-e5").unwrap().fen));
    assert!(!contents.contains("Position library"), "{contents}");
    assert!(!contents.contains("[B"), "{contents}");
    // Open, filter, Esc, and undo (the load was one step) in one read.
    session.send(&format!("{CTRL_L}lucena\u{1b}{CTRL_Z}"));
    std::thread::sleep(std::time::Duration::from_millis(200));
    let contents = session.wait_for(&format!("FEN {START}"));
    assert!(!contents.contains("Position library"), "{contents}");
    session.send(CTRL_Q);
    assert_eq!(session.wait_exit(), 0);
}

#[test]
fn the_palette_has_a_library_button_beside_the_board() {
    use fen_tui::tui::view::PaletteItem;
    for (variant, width, height) in [
        (Variant::Chess, 80, 24),
        (Variant::Xiangqi, 80, 24),
        (Variant::Chess, 120, 40),
        (Variant::Xiangqi, 120, 40),
    ] {
        let mut app = app(variant);
        let loc = Localizer::new(Lang::En);
        let screen = Screen {
            app: &app,
            loc: &loc,
            styles: Styles::new(true),
        };
        let area = Rect::new(0, 0, width, height);
        let (layout, _) = screen.layout(area).unwrap();
        let cell = screen
            .palette_cells(layout.palette.unwrap())
            .into_iter()
            .find(|c| c.item == PaletteItem::Library)
            .unwrap_or_else(|| panic!("no library button {variant:?} {width}x{height}"));
        let event = MouseEvent {
            kind: MouseEventKind::Down(ratatui::crossterm::event::MouseButton::Left),
            column: cell.area.x,
            row: cell.area.y,
            modifiers: KeyModifiers::NONE,
        };
        let action = screen.mouse(area, event);
        assert_eq!(
            action,
            Some(Action::LIBRARY),
            "{variant:?} {width}x{height}"
        );
        app.update(Action::LIBRARY);
        let shown = render_to_text(&app, &loc, Styles::new(true), width, height);
        assert!(shown.contains("Position library"), "{shown}");
    }
}

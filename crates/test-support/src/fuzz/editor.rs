//! Target (c): the editor driven by any sequence of terminal events, drawn
//! into a `TestBackend` whose size the bytes choose (0×0 included).
//!
//! Events go through the run loop's own executor, `tui::Runtime`
//! (`handle_event`: the keys the config binds, here F11 for `flip` and F13
//! for `undo`, then the table's; an Alt chord that means nothing read as Esc
//! then the key; a scroll placed where it lands), with a session clipboard
//! answering at once. After each step:
//! - the FEN the app shows is the canonical FEN of its position, and reads back;
//! - the cursor is on the board of the app's variant;
//! - as many undos as actions performed bring back the start position;
//! - no cell of the frame holds a control, bidi or zero-width character: user
//!   text must reach the terminal only as visible placeholders.

use super::{Bytes, check_round_trip, start_position};
use fen_tui::clipboard::MemoryClipboard;
use fen_tui::config::KeySpec;
use fen_tui::core::fen::write_fen;
use fen_tui::core::{Position, Variant};
use fen_tui::i18n::{Lang, Localizer};
use fen_tui::tui::action::Action;
use fen_tui::tui::app::App;
use fen_tui::tui::keymap::UserKeys;
use fen_tui::tui::theme::Styles;
use fen_tui::tui::view::render_to_buffer;
use fen_tui::tui::{EditorOptions, Runtime, initial_app};
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{
    Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};
use ratatui::layout::Rect;

/// Larger screens draw the same way and only make each run slower.
const MAX_WIDTH: u16 = 240;
const MAX_HEIGHT: u16 = 80;

/// Run one session. Byte 0: language, colour, start; bytes 1-2: screen size.
pub fn check_editor(data: &[u8]) {
    let mut bytes = Bytes::new(data);
    let setup = bytes.byte_or(0);
    let loc = Localizer::new(Lang::ALL[usize::from(setup % 3)]);
    let styles = Styles::new(setup & 4 != 0);
    let width = u16::from(bytes.byte_or(80)) % (MAX_WIDTH + 1);
    let height = u16::from(bytes.byte_or(24)) % (MAX_HEIGHT + 1);
    let mut app = initial_app(&start_options(setup, &mut bytes));
    let mut clipboard = MemoryClipboard::new();
    let mut runtime = Runtime::at_once(&mut clipboard);
    let mut area = Rect::new(0, 0, width, height);
    let start = *app.position();
    let mut performed = 0;
    draw(&app, &loc, styles, area);
    while !app.is_quitting() {
        let Some(event) = next_event(&mut bytes) else {
            break;
        };
        if let Event::Resize(width, height) = event {
            area = Rect::new(0, 0, width, height);
        }
        if let Some(actions) = runtime.handle_event(event, &mut app, &loc, styles, area) {
            performed += actions;
            check_app(&app);
        }
        draw(&app, &loc, styles, area);
    }
    check_undo_restores_start(&mut app, &start, performed);
}

/// Each action records at most one step, so as many undos as actions
/// performed (undos and redos among them) bring back the start position.
fn check_undo_restores_start(app: &mut App, start: &Position, mut performed: usize) {
    // Layers (help, menus, prompts, teaching views) take the keys, Ctrl-Z
    // included: Esc closes each. Leaving the moves view is one more action
    // (it keeps the position it shows, as one undoable change).
    for _ in 0..8 {
        if app.layers().is_empty() {
            break;
        }
        if app.teaching().is_some() {
            performed += 1;
        }
        app.update(Action::Escape);
    }
    assert!(app.layers().is_empty(), "Esc does not close every layer");
    for _ in 0..performed {
        app.update(Action::Undo);
        check_app(app);
    }
    assert_eq!(
        write_fen(app.position()),
        write_fen(start),
        "{performed} undos do not restore the start"
    );
    assert_eq!(app.position(), start);
}

/// How the session starts: a variant's start or empty board, and sometimes
/// start text (from the bytes) that may not read.
fn start_options(setup: u8, bytes: &mut Bytes<'_>) -> EditorOptions {
    let variant = if setup & 8 == 0 {
        Variant::Chess
    } else {
        Variant::Xiangqi
    };
    let start = if setup & 16 == 0 {
        start_position(if variant == Variant::Chess { 0 } else { 8 })
    } else {
        Position::empty(variant)
    };
    let mut options = EditorOptions::new(start);
    // Keys a config file could bind, so the fuzzer runs them too.
    let bound =
        |name: &str, key: &str| (name.to_string(), KeySpec::parse(key).into_iter().collect());
    options.user_keys = UserKeys::new(&[bound("flip", "F11"), bound("undo", "F13")]);
    options.flip = setup & 32 != 0;
    options.glyphs = setup & 64 != 0;
    if setup & 128 != 0 {
        options.start_text = Some(bytes.text());
    }
    options
}

/// Decode one event; `None` when the bytes run out.
fn next_event(bytes: &mut Bytes<'_>) -> Option<Event> {
    let kind = bytes.byte()?;
    Some(match kind % 8 {
        0..=2 => Event::Key(key(bytes.byte()?, bytes.byte()?)),
        3 => Event::Key(KeyEvent::new(
            KeyCode::Char(fen_char(bytes.byte()?)),
            KeyModifiers::NONE,
        )),
        4 => Event::Mouse(mouse(bytes.byte()?, bytes.byte()?, bytes.byte()?)),
        5 => Event::Paste(bytes.text()),
        6 => Event::Resize(
            u16::from(bytes.byte()?) % (MAX_WIDTH + 1),
            u16::from(bytes.byte()?) % (MAX_HEIGHT + 1),
        ),
        _ => Event::FocusGained,
    })
}

/// Characters that mean something in a FEN, so typing often does something.
fn fen_char(byte: u8) -> char {
    const FEN: &[u8] = b"rnbqkpacheRNBQKPACHE0123456789/ -wbKQkq";
    char::from(FEN[usize::from(byte) % FEN.len()])
}

fn key(code: u8, modifiers: u8) -> KeyEvent {
    let code = match code {
        0 => KeyCode::Enter,
        1 => KeyCode::Esc,
        2 => KeyCode::Backspace,
        3 => KeyCode::Delete,
        4 => KeyCode::Tab,
        5 => KeyCode::BackTab,
        6 => KeyCode::Left,
        7 => KeyCode::Right,
        8 => KeyCode::Up,
        9 => KeyCode::Down,
        10 => KeyCode::Home,
        11 => KeyCode::End,
        12 => KeyCode::PageUp,
        13 => KeyCode::PageDown,
        14 => KeyCode::Insert,
        15..=27 => KeyCode::F(code - 14),
        // Printable ASCII (so Ctrl+Z and friends happen), then a spread of
        // other characters: Latin-1, Cyrillic, CJK, control pictures...
        _ => KeyCode::Char(match code - 28 {
            ascii @ 0..=94 => char::from(b' ' + ascii),
            other => char::from_u32(0xa0 + u32::from(other) * 53).unwrap_or('?'),
        }),
    };
    let mut event = KeyEvent::new(code, KeyModifiers::from_bits_truncate(modifiers & 0x3f));
    event.kind = match modifiers >> 6 {
        0 | 1 => KeyEventKind::Press,
        2 => KeyEventKind::Repeat,
        _ => KeyEventKind::Release,
    };
    event
}

fn mouse(kind: u8, column: u8, row: u8) -> MouseEvent {
    // Presses, right-clicks, drags and releases: the palette's and the board's mouse.
    let kind = match kind % 8 {
        0..=2 => MouseEventKind::Down(MouseButton::Left),
        3 => MouseEventKind::Down(MouseButton::Right),
        4 => MouseEventKind::Drag(MouseButton::Left),
        5 => MouseEventKind::Up(MouseButton::Left),
        6 => MouseEventKind::ScrollDown,
        _ => MouseEventKind::Moved,
    };
    MouseEvent {
        kind,
        column: column.into(),
        row: row.into(),
        modifiers: KeyModifiers::NONE,
    }
}

fn draw(app: &App, loc: &Localizer, styles: Styles, area: Rect) {
    check_frame(&render_to_buffer(app, loc, styles, area.width, area.height));
}

/// The FEN shown is the position's, and the cursor is on its board.
fn check_app(app: &App) {
    let position = app.position();
    assert_eq!(app.variant(), position.variant);
    assert_eq!(
        app.fen(),
        write_fen(position),
        "the FEN shown is not the board's"
    );
    check_round_trip(position);
    assert!(
        app.cursor().is_on(position.variant),
        "cursor {:?} off the {:?} board",
        app.cursor(),
        position.variant
    );
}

/// No cell can make the terminal do something or hide text.
fn check_frame(buffer: &Buffer) {
    for (i, cell) in buffer.content.iter().enumerate() {
        let symbol = cell.symbol();
        if let Some(bad) = symbol.chars().find(|&c| is_invisible(c)) {
            let width = usize::from(buffer.area.width.max(1));
            panic!(
                "cell ({}, {}) holds U+{:04X} in {symbol:?}",
                i % width,
                i / width,
                u32::from(bad)
            );
        }
    }
}

/// Controls (C0, DEL, C1), bidi marks and overrides, zero-width characters.
fn is_invisible(c: char) -> bool {
    c.is_control()
        || matches!(c,
            '\u{61c}' | '\u{200b}'..='\u{200f}' | '\u{2028}'..='\u{202e}'
            | '\u{2060}'..='\u{2069}' | '\u{feff}')
}

//! The bytes a crossterm backend writes to the terminal for a one-square edit
//! after the first frame: a work bound checked in `cargo test`
//! (`render_work`), and measured for speed in `benches/render.rs`.

use fen_tui::core::Variant;
use fen_tui::core::fen::{ReadOptions, read_fen};
use fen_tui::i18n::{Lang, Localizer};
use fen_tui::tui::action::{Action, Direction};
use fen_tui::tui::app::App;
use fen_tui::tui::theme::Styles;
use fen_tui::tui::view::render_into;
use ratatui::backend::CrosstermBackend;
use ratatui::layout::Rect;
use ratatui::{Terminal, TerminalOptions, Viewport};
use std::cell::Cell;
use std::io::Write;
use std::rc::Rc;

/// The bytes of the first frame, and of the frame after typing one piece.
pub fn first_frame_and_one_square_edit(
    variant: Variant,
    width: u16,
    height: u16,
) -> (usize, usize) {
    let loc = Localizer::new(Lang::En);
    let start = read_fen(variant.start_fen(), ReadOptions::strict()).unwrap();
    let mut app = App::new(start.position);
    let written = Rc::new(Cell::new(0));
    let options = TerminalOptions {
        viewport: Viewport::Fixed(Rect::new(0, 0, width, height)),
    };
    let counter = Counter(Rc::clone(&written));
    let mut terminal = Terminal::with_options(CrosstermBackend::new(counter), options).unwrap();
    let draw = |terminal: &mut Terminal<CrosstermBackend<Counter>>, app: &App| {
        terminal
            .draw(|frame| render_into(frame.buffer_mut(), app, &loc, Styles::new(true)))
            .unwrap();
    };
    draw(&mut terminal, &app);
    let first = written.get();
    app.update(Action::Move(Direction::Down));
    // Black's a-pawn becomes a queen: the position stays legal, so only the
    // square, the cursor and the FEN line change.
    app.update(Action::Type('q'));
    draw(&mut terminal, &app);
    (first, written.get() - first)
}

/// Bytes written to the terminal for typing one piece after the first frame.
pub fn one_square_edit_bytes(variant: Variant, width: u16, height: u16) -> usize {
    first_frame_and_one_square_edit(variant, width, height).1
}

/// Counts the bytes a backend writes.
struct Counter(Rc<Cell<usize>>);

impl Write for Counter {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.set(self.0.get() + buf.len());
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

//! The palette and the mouse in the real binary, in a pseudo-terminal: real
//! SGR mouse sequences for clicks, right-clicks and drags, found on the
//! screen the editor drew; and typing that stops at the board's end.

// Helpers outside `#[test]` functions panic on bad test data, as tests do.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support::pty;

use crate::support::keys::{CTRL_P, CTRL_Q, END, F5, PAGE_DOWN};
use pty::Session;

use crate::support::EXE;

/// Where things are on the screen (1-based, as the terminal counts).
struct Screen {
    lines: Vec<String>,
}

impl Screen {
    fn of(session: &Session) -> Screen {
        let contents = session.screen().contents();
        Screen {
            lines: contents.lines().map(str::to_string).collect(),
        }
    }

    /// The first line for which `which` holds, and its row.
    fn row(&self, which: impl Fn(&str) -> bool) -> (usize, &str) {
        let row = self.lines.iter().position(|l| which(l)).unwrap();
        (row + 1, &self.lines[row])
    }

    /// The column of `c` in a line of narrow characters.
    fn column(line: &str, c: char) -> usize {
        line.chars().position(|x| x == c).unwrap() + 1
    }

    /// A square or point, by the file letters and rank numbers drawn around the board.
    fn square(&self, name: &str) -> (usize, usize) {
        let (file, rank) = name.split_at(1);
        let (_, files) = self.row(|l| l.trim_start().starts_with("a "));
        let x = Screen::column(files, file.chars().next().unwrap());
        let (y, _) = self.row(|l| l.starts_with(&format!("{rank} ")));
        (x, y)
    }

    /// A palette cell: `c` on the row `which` picks.
    fn cell(&self, which: impl Fn(&str) -> bool, c: char) -> (usize, usize) {
        let (y, line) = self.row(which);
        (Screen::column(line, c), y)
    }
}

fn press(button: u8, (x, y): (usize, usize)) -> String {
    format!("\u{1b}[<{button};{x};{y}M")
}

fn release(button: u8, (x, y): (usize, usize)) -> String {
    format!("\u{1b}[<{button};{x};{y}m")
}

/// Motion with the left button held.
fn drag((x, y): (usize, usize)) -> String {
    format!("\u{1b}[<32;{x};{y}M")
}

fn click(session: &mut Session, at: (usize, usize)) {
    session.send(&(press(0, at) + &release(0, at)));
}

#[test]
fn palette_clicks_right_clicks_and_drags_edit_the_board() {
    let mut session = Session::start(EXE, &[]);
    session.wait_for("FEN rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    // Mouse capture asks the terminal for motion with a button held (drags).
    assert!(session.raw_output().contains("\u{1b}[?1002h"));
    let screen = Screen::of(&session);
    // The palette's White row is under the board: "K  Q  R  B  N  P   x".
    let white_row = |l: &str| l.trim_start().starts_with("K  Q  R");
    let queen = screen.cell(white_row, 'Q');
    click(&mut session, queen);
    session.wait_for("Palette: White queen (Q)");
    click(&mut session, screen.square("e4"));
    click(&mut session, screen.square("d5"));
    session.wait_for("FEN rnbqkbnr/pppppppp/8/3Q4/4Q3/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    // Right-click clears.
    let e4 = screen.square("e4");
    session.send(&(press(2, e4) + &release(2, e4)));
    session.wait_for("FEN rnbqkbnr/pppppppp/8/3Q4/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    // Drag the e2 pawn to e4, through e3.
    let (e2, e3) = (screen.square("e2"), screen.square("e3"));
    session.send(&(press(0, e2) + &drag(e3) + &drag(e4) + &release(0, e4)));
    session.wait_for("FEN rnbqkbnr/pppppppp/8/3Q4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1");
    session.wait_for("White pawn from e2 to e4");
    // Drag the g8 knight off the board, onto the panels.
    let g8 = screen.square("g8");
    let panel = screen.cell(|l| l.contains("Side to move"), 'S');
    session.send(&(press(0, g8) + &drag(panel) + &release(0, panel)));
    session.wait_for("FEN rnbqkb1r/pppppppp/8/3Q4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1");
    // The delete tool, then a click on a piece.
    let delete = screen.cell(white_row, 'x');
    click(&mut session, delete);
    click(&mut session, screen.square("d5"));
    session.wait_for("FEN rnbqkb1r/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1");
    // The empty-board and start-position buttons over the board.
    let empty = screen.cell(|l| l.contains("F4 empty"), '4');
    click(&mut session, empty);
    session.wait_for("FEN 8/8/8/8/8/8/8/8 w - - 0 1");
    let start = screen.cell(|l| l.contains("F3 start"), '3');
    click(&mut session, start);
    session.wait_for("FEN rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    session.send(CTRL_Q);
    assert_eq!(session.wait_exit(), 0);
}

#[test]
fn ctrl_p_chooses_a_piece_that_enter_places_and_typing_stops_at_the_end() {
    let mut session = Session::start(EXE, &["8/8/8/8/8/8/8/8 w - - 0 1"]);
    session.wait_for("FEN 8/8/8/8/8/8/8/8 w - - 0 1");
    // Typing runs to h1 and stops there, saying so.
    session.send(PAGE_DOWN);
    session.send(END);
    session.send("KQ");
    session.wait_for("Typing stopped at h1");
    session.wait_for("FEN 8/8/8/8/8/8/8/7K w - - 0 1");
    // Ctrl-P n: a Black knight; Enter puts it down, again and again.
    session.send(CTRL_P);
    session.wait_for("Palette: type a piece letter");
    session.send("n");
    session.wait_for("Palette: Black knight (n)");
    session.send("\u{1b}[D\r\u{1b}[D\r");
    session.wait_for("FEN 8/8/8/8/8/8/8/5nnK w - - 0 1");
    session.send(CTRL_Q);
    // Printed, but the position has problems (no Black king).
    assert_eq!(session.wait_exit(), 1);
}

#[test]
fn xiangqi_palette_column_places_a_piece_by_dragging_it_onto_a_point() {
    let mut session = Session::start(EXE, &[]);
    session.wait_for("FEN rnbqkbnr");
    session.send(F5);
    session.wait_for("FEN rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1");
    let screen = Screen::of(&session);
    // The column beside the board holds "R  r" on the chariots' row.
    let chariot = screen.cell(|l| l.contains(" R  r "), 'R');
    let e5 = screen.square("e5");
    session.send(&(press(0, chariot) + &drag(e5) + &release(0, e5)));
    session.wait_for("FEN rnbakabnr/9/1c5c1/p1p1p1p1p/4R4/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1");
    // The red cannon at b2 dragged onto e2 of its own palace row.
    let (b2, e2) = (screen.square("b2"), screen.square("e2"));
    session.send(&(press(0, b2) + &drag(e2) + &release(0, e2)));
    session.wait_for("FEN rnbakabnr/9/1c5c1/p1p1p1p1p/4R4/9/P1P1P1P1P/4C2C1/9/RNBAKABNR w - - 0 1");
    session.send(CTRL_Q);
    // Printed, but the position has problems (three Red chariots).
    assert_eq!(session.wait_exit(), 1);
}

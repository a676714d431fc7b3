//! The terminal's hardware cursor sits where the focus is, so screen readers
//! and magnifiers follow it: on the board's cursor square, the focused
//! panel's value, the FEN field's caret, the moves input's caret and every
//! prompt's. Read from the terminal itself: vt100's cursor in a pty, and
//! tmux's `#{cursor_x},#{cursor_y}`.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support::pty::Session;
use std::process::Command;
use std::time::{Duration, Instant};

const EXE: &str = env!("CARGO_BIN_EXE_fen-tui");
const TAB: &str = "\t";
const RIGHT: &str = "\u{1b}[C";
const HOME: &str = "\u{1b}[H";
const ESC: &str = "\u{1b}";

/// What the cursor is on: its row's text, the text from the cursor to the
/// row's end, and whether it is shown.
struct AtCursor {
    row: String,
    from: String,
    col: u16,
    visible: bool,
}

fn at_cursor(session: &Session) -> AtCursor {
    let screen = session.screen();
    let (row, col) = screen.cursor_position();
    let text: Vec<String> = screen.rows(0, 80).collect();
    let line = text.get(usize::from(row)).cloned().unwrap_or_default();
    let mut from = String::new();
    for c in col..80 {
        if let Some(cell) = screen.cell(row, c) {
            from.push_str(if cell.has_contents() {
                cell.contents()
            } else {
                " "
            });
        }
    }
    AtCursor {
        row: line,
        from,
        col,
        visible: !screen.hide_cursor(),
    }
}

/// Waits until the cursor is shown on a row holding `row` and the text from
/// it starts with `from`.
fn wait_cursor(session: &Session, row: &str, from: &str) -> AtCursor {
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let at = at_cursor(session);
        if at.visible && at.row.contains(row) && at.from.starts_with(from) {
            return at;
        }
        assert!(
            Instant::now() < deadline,
            "the cursor never was on {from:?} in a row with {row:?}: it is at column {} of {:?} \
             (from there {:?}), shown: {}\n{}",
            at.col,
            at.row,
            at.from,
            at.visible,
            session.screen().contents()
        );
        std::thread::sleep(Duration::from_millis(10));
    }
}

#[test]
fn the_cursor_follows_the_board_the_panels_and_the_fen_field() {
    let mut session = Session::start(EXE, &["--pieces", "letters"]);
    session.wait_for("FEN rnbqkbnr");
    // The board's cursor square, a8: its black rook; then b8's knight.
    let a8 = wait_cursor(&session, "r", "r");
    session.send(RIGHT);
    let b8 = wait_cursor(&session, "n", "n");
    assert!(b8.col > a8.col, "{} then {}", a8.col, b8.col);
    // Each panel's value.
    session.send(TAB);
    wait_cursor(&session, "Side to move", "White]");
    session.send(TAB);
    wait_cursor(&session, "Castling", "K]");
    session.send(TAB);
    wait_cursor(&session, "En passant", "-]");
    session.send(TAB);
    wait_cursor(&session, "Half-move", "0 ");
    session.send(TAB);
    wait_cursor(&session, "Move number", "1 ");
    // The FEN field's caret: at the start after Home, one on after →.
    session.send(TAB);
    session.send(HOME);
    let start = wait_cursor(&session, "FEN rnbqkbnr", "rnbqkbnr/");
    session.send(RIGHT);
    let next = wait_cursor(&session, "FEN rnbqkbnr", "nbqkbnr/");
    assert_eq!(next.col, start.col + 1);
    // Back round to the board.
    session.send(TAB);
    wait_cursor(&session, "n", "n");
}

#[test]
fn the_cursor_is_on_every_prompt_s_caret() {
    let mut session = Session::start(EXE, &["--pieces", "letters"]);
    session.wait_for("FEN rnbqkbnr");
    // Ctrl-G: the square jump, caret after what is typed.
    session.send("\u{7}");
    let empty = wait_cursor(&session, "_", "_");
    session.send("e");
    let typed = wait_cursor(&session, "e_", "_");
    assert_eq!(typed.col, empty.col + 1);
    session.send(ESC);
    wait_cursor(&session, "r", "r");
    // Alt-S: the save-as name.
    session.send("\u{1b}s");
    let name = wait_cursor(&session, "_", "_");
    session.send("ab");
    let named = wait_cursor(&session, "ab_", "_");
    assert_eq!(named.col, name.col + 2);
    session.send(ESC);
    session.wait_gone("ab_");
    // Ctrl-L: the library's filter.
    session.send("\u{c}");
    wait_cursor(&session, "_", "_");
    session.send("mat");
    wait_cursor(&session, "mat_", "_");
    session.send(ESC);
    session.wait_gone("mat_");
    // F1: the help's filter, after what is typed in its title.
    session.send("\u{1b}OP");
    let help = wait_cursor(&session, "", " ");
    session.send("undo");
    // Right after the typed word, inside the title's quotes.
    let filtered = wait_cursor(&session, "“undo”", "”");
    let before: String = filtered
        .row
        .chars()
        .take(usize::from(filtered.col))
        .collect();
    assert!(before.ends_with("“undo"), "{before:?}");
    assert_ne!(help.col, filtered.col);
    session.send(ESC);
    session.wait_gone("undo");
    // Ctrl-E: the moves input.
    session.send("\u{5}");
    session.wait_for("Moves");
    let moves = wait_cursor(&session, "Moves", " ");
    session.send("e4");
    let played = wait_cursor(&session, "Moves e4", " ");
    assert_eq!(played.col, moves.col + 2);
}

/// tmux reads the same place off its own terminal: where a screen reader
/// running in tmux would look.
#[test]
fn tmux_sees_the_cursor_where_the_focus_is() {
    if Command::new("tmux").arg("-V").output().is_err() {
        crate::support::skip::skip("tmux is not installed");
        return;
    }
    let name = format!("fen-tui-cursor-{}", std::process::id());
    let socket = std::env::temp_dir().join(format!("{name}.sock"));
    let state = std::env::temp_dir().join(format!("{name}-state"));
    let tmux = |args: &[&str]| {
        let out = Command::new("tmux")
            .arg("-S")
            .arg(&socket)
            .args(args)
            .output()
            .unwrap();
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    let command = format!(
        "env XDG_STATE_HOME='{0}' XDG_CONFIG_HOME='{0}/config' TERM=xterm-256color '{EXE}' --pieces letters",
        state.display()
    );
    tmux(&[
        "-f",
        "/dev/null",
        "new-session",
        "-d",
        "-s",
        &name,
        "-x",
        "80",
        "-y",
        "24",
        &command,
    ]);
    let wait = |what: &dyn Fn(&str, (usize, usize)) -> bool| -> (usize, usize) {
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            let screen = tmux(&["capture-pane", "-p", "-t", &name]);
            let at = tmux(&[
                "display-message",
                "-p",
                "-t",
                &name,
                "#{cursor_x},#{cursor_y}",
            ]);
            let mut parts = at
                .trim()
                .split(',')
                .map(|n| n.parse::<usize>().unwrap_or(0));
            let xy = (parts.next().unwrap_or(0), parts.next().unwrap_or(0));
            if what(&screen, xy) {
                return xy;
            }
            assert!(Instant::now() < deadline, "cursor at {xy:?} on\n{screen}");
            std::thread::sleep(Duration::from_millis(20));
        }
    };
    let under = |screen: &str, (x, y): (usize, usize)| -> String {
        let line = screen.lines().nth(y).unwrap_or("");
        line.chars().skip(x).collect()
    };
    // The board: a8's rook.
    let board =
        wait(&|screen, xy| screen.contains("FEN rnbqkbnr") && under(screen, xy).starts_with('r'));
    // The side to move panel, then the FEN field's caret after Home.
    tmux(&["send-keys", "-t", &name, "Tab"]);
    wait(&|screen, xy| under(screen, xy).starts_with("White]"));
    for _ in 0..5 {
        tmux(&["send-keys", "-t", &name, "Tab"]);
    }
    tmux(&["send-keys", "-t", &name, "Home"]);
    let field = wait(&|screen, xy| {
        let line = screen.lines().nth(xy.1).unwrap_or("");
        line.starts_with("FEN ") && under(screen, xy).starts_with("rnbqkbnr/")
    });
    assert_ne!(board, field);
    // Ctrl-G's prompt.
    tmux(&["send-keys", "-t", &name, "Tab", "C-g", "e"]);
    wait(&|screen, xy| under(screen, xy).starts_with('_') && screen.contains("e_"));
    tmux(&["kill-server"]);
    let _ = std::fs::remove_dir_all(&state);
    let _ = std::fs::remove_file(&socket);
}

#[test]
fn on_the_xiangqi_board_too() {
    let mut session = Session::start(EXE, &["--variant", "xiangqi", "--pieces", "letters"]);
    session.wait_for("FEN rnbakabnr");
    // a9's black chariot, then b9's horse.
    let a9 = wait_cursor(&session, "r", "r");
    session.send(RIGHT);
    let b9 = wait_cursor(&session, "n", "n");
    assert!(
        b9.col > a9.col && b9.col - a9.col >= 2,
        "{} then {}",
        a9.col,
        b9.col
    );
}

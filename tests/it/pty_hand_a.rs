//! Issue 21's items 1–8 as they were tried by hand in tmux (80×24, keys sent
//! fast), each defect seen there held here: a pasted game's problem said once,
//! where problems are listed, and no line cut without a "…".

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support::pty::Session;

const EXE: &str = env!("CARGO_BIN_EXE_fen-tui");
const START: &str = "FEN rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const CTRL_Q: &str = "\u{11}";

fn paste(text: &str) -> String {
    format!("\u{1b}[200~{text}\u{1b}[201~")
}

fn quit(mut session: Session) {
    session.send(CTRL_Q);
    if session.screen().contents().contains("Quit?") {
        session.send("q");
    }
    session.wait_exit();
}

/// The screen's rows, the last one being the status line.
fn rows(screen: &str) -> Vec<String> {
    screen.lines().map(str::to_string).collect()
}

#[test]
fn a_pasted_games_problem_is_said_once_in_the_problems_panel() {
    let mut session = Session::start(EXE, &[]);
    session.wait_for(START);
    let game = "[Event \"x\"]\r[FEN \"8/8/8/4k3/8/8/4P3/4K3 w - - 0 1\"]\r1. e4 Kd6 2. Kd2 Qxe4 *";
    session.send(&paste(game));
    session.wait_for("FEN 8/8/3k4/8/4P3/8/3K4/8 b - - 2 2");
    let screen = session.wait_for("see Problems");
    assert_eq!(screen.matches("Qxe4").count(), 1, "{screen}");
    assert!(
        screen.contains("│! Pasted PGN, line 3, column 18"),
        "{screen}"
    );
    let rows = rows(&screen);
    let status = rows.last().unwrap();
    assert!(
        status.starts_with("PGN game pasted up to its first problem"),
        "{status}"
    );
    quit(session);
}

#[test]
fn a_message_too_long_for_80_columns_ends_in_an_ellipsis() {
    let mut session = Session::start(EXE, &[]);
    session.wait_for(START);
    session.send(&paste("https://lichess.org/Xk3fW2pQ"));
    let screen = session.wait_for("FEN https://lichess.org/Xk3fW2pQ");
    let rows = rows(&screen);
    let under = rows
        .iter()
        .find(|row| row.contains("^ this link names a game"))
        .unwrap_or_else(|| panic!("{screen}"));
    assert!(under.trim_end().ends_with('…'), "{under}");
    assert!(under.chars().count() <= 80, "{under}");
    quit(session);
}

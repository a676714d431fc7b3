//! The problems panel in the real binary at 80×24 (keys sent fast): a pasted
//! game's problem said once, where problems are listed, and no line cut
//! without a "…"; the panel scrolls no further than its last page, and fills
//! every page; practice names a missing space, a lesson's moves are numbered
//! as a game is written.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support::keys::CTRL_Q;
use crate::support::pty::Session;
use crate::support::screen_text::panel_text;

use crate::support::EXE;
const START: &str = "FEN rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

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

/// The Problems panel's rows, right of the board, between its borders.
fn problems_panel(screen: &str) -> Vec<String> {
    panel_rows(screen, "Problems")
}

/// The rows of the panel titled `title`, between its borders.
fn panel_rows(screen: &str, title: &str) -> Vec<String> {
    let rows = rows(screen);
    let top = rows
        .iter()
        .position(|r| r.contains(&format!("┌ {title}")))
        .unwrap_or_else(|| panic!("no {title} panel:\n{screen}"));
    let x = rows[top].chars().position(|c| c == '┌').unwrap();
    rows[top + 1..]
        .iter()
        .take_while(|r| r.chars().nth(x).is_none_or(|c| c != '└'))
        .map(|r| r.chars().skip(x + 1).collect::<String>())
        .collect()
}

#[test]
fn the_problems_panel_scrolled_to_its_end_keeps_its_rows_filled() {
    let mut session = Session::start(EXE, &[]);
    session.wait_for(START);
    session.send(&paste("PPPPPPPP/8/8/8/8/8/8/pppppppp w KQkq e6 0 1"));
    session.wait_for("more (Alt-↓)");
    // Far more Alt-↓ than there are problems, sent at once.
    session.send(&"\u{1b}[1;3B".repeat(12));
    let screen = session.wait_for("En-passant target e6");
    let panel = problems_panel(&screen);
    let entries = panel.iter().filter(|r| r.starts_with('✗')).count();
    assert!(entries >= 2, "one problem and empty rows:\n{screen}");
    quit(session);
}

#[test]
fn a_missing_space_in_practice_is_named_as_a_space() {
    let mut session = Session::start(EXE, &[]);
    session.wait_for(START);
    session.send("\u{1b}[24~\r");
    session.wait_for("Type this position's FEN");
    session.send("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -0 1\r");
    session.wait_for("Character 53 should be a space");
    assert!(!session.screen().contents().contains("you typed 0"));
    session.send("\u{1b}");
    session.send("\u{1b}");
    quit(session);
}

#[test]
fn a_lessons_move_list_numbers_moves_as_a_game_is_written() {
    let mut session = Session::start(EXE, &[]);
    session.wait_for(START);
    // The list's last lesson (End): xiangqi with moves, the last of all.
    session.send("\u{1b}[24~\u{1b}[F\r");
    let screen = session.wait_for("arose after");
    let text = panel_text(&screen, "Write the FEN");
    assert!(
        text.contains("arose after: 1. h2e2 h9g7 2. h0g2 b9c7"),
        "{text}"
    );
    assert!(!text.contains("1... h9g7"), "{screen}");
    assert!(text.contains("Exercise 17 of 17"), "{text}");
    quit(session);
}

#[test]
fn a_new_paste_shows_its_problems_from_the_first() {
    let mut session = Session::start(EXE, &[]);
    session.wait_for(START);
    session.send(&paste("PPPPPPPP/8/8/8/8/8/8/pppppppp w KQkq e6 0 1"));
    session.wait_for("more (Alt-↓)");
    session.send(&"\u{1b}[1;3B".repeat(3));
    session.wait_for("above (Alt-↑)");
    session.send(&paste("pppppppp/8/8/8/8/8/8/PPPPPPPP w KQkq e3 0 1"));
    session.wait_for("FEN pppppppp/8/8/8/8/8/8/PPPPPPPP w KQkq e3 0 1");
    let screen = session.wait_for("White has no king");
    assert!(!screen.contains("above (Alt-↑)"), "{screen}");
    quit(session);
}

/// The number in the panel's "выше ещё N" row (Russian "N above").
fn above_count(panel: &[String]) -> Option<usize> {
    let row = panel.first()?.strip_prefix("выше ещё ")?;
    row.split_whitespace().next()?.parse().ok()
}

#[test]
fn at_80x24_in_russian_the_problems_scroll_stops_at_the_last_page_and_back_moves_at_once() {
    let mut session = Session::start(EXE, &["--lang", "ru"]);
    session.wait_for(START);
    session.send(&paste("PPPPPPPP/8/8/8/8/8/8/pppppppp w KQkq e6 0 1"));
    let screen = session.wait_for("и ещё");
    // The first page is filled: the entry too long for the rows left shows
    // its first lines (ending in …) right above "и ещё N", no empty row.
    let panel: Vec<String> = panel_rows(&screen, "Замечания")
        .iter()
        .map(|r| r.trim_end().trim_end_matches('│').trim_end().to_string())
        .collect();
    let more = panel.iter().position(|r| r.starts_with("и ещё")).unwrap();
    assert!(panel[more - 1].ends_with('…'), "{screen}");
    assert!(panel[..more].iter().all(|r| !r.is_empty()), "{screen}");
    // Far more Alt-↓ than there are problems, sent at once.
    session.send(&"\u{1b}[1;3B".repeat(12));
    let screen = session.wait_for("такой пешки нет");
    let panel = panel_rows(&screen, "Замечания");
    let end = above_count(&panel).unwrap_or_else(|| panic!("{screen}"));
    // The last problem is on the panel's last row, none "more" below it.
    assert!(!screen.contains("и ещё"), "{screen}");
    assert!(
        panel.last().unwrap().contains("такой пешки нет"),
        "{screen}"
    );
    // One Alt-↑: the page moves at once, the presses past the end not counted.
    session.send("\u{1b}[1;3A");
    session.wait_for(&format!("выше ещё {} (Alt-↑)", end - 1));
    session.wait_for("и ещё 1 (Alt-↓)");
    quit(session);
}

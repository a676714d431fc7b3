//! Regressions: faults a new user met in the editor, each kept fixed, with the
//! real binary in a pseudo-terminal at 80×24 and keys sent several at a time:
//! a pasted PGN whose move cannot be played, game links, F3/F4 and typing,
//! stale words, the missing fields' defaults, the xiangqi moves hint, Space
//! carrying a piece, file captions, the PGN game list and help at 80×24. The
//! command line is the oracle where it reads the same text.

// Helpers outside `#[test]` functions panic on bad test data, as tests do.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support::pty::Session;
use crate::support::screen_text::{collapse, panel_text};
use std::io::Write;
use std::process::{Command, Stdio};

const EXE: &str = env!("CARGO_BIN_EXE_fen-tui");
const START: &str = "FEN rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const XQ_START: &str = "FEN rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
const F1: &str = "\u{1b}OP";
const F3: &str = "\u{1b}OR";
const F4: &str = "\u{1b}OS";
const UP: &str = "\u{1b}[A";
const DOWN: &str = "\u{1b}[B";
const RIGHT: &str = "\u{1b}[C";
const LEFT: &str = "\u{1b}[D";
const BACK_TAB: &str = "\u{1b}[Z";
const PAGE_DOWN: &str = "\u{1b}[6~";
const END: &str = "\u{1b}[F";
const ESC: &str = "\u{1b}";
const CTRL_E: &str = "\u{5}";
const CTRL_Q: &str = "\u{11}";
const CTRL_U: &str = "\u{15}";
const CTRL_Z: &str = "\u{1a}";

fn paste(text: &str) -> String {
    format!("\u{1b}[200~{text}\u{1b}[201~")
}

/// What `fen-tui ARGS` writes on stdout and stderr for `input` on stdin.
fn cli(args: &[&str], input: &str) -> (String, String) {
    let mut child = Command::new(EXE)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn quit(mut session: Session) {
    session.send(CTRL_Q);
    if session.screen().contents().contains("Quit?") {
        session.send("q");
    }
    session.wait_exit();
}

#[test]
fn a_pasted_pgn_with_an_illegal_move_stands_before_it_and_says_what_the_cli_says() {
    let game = "[Event \"x\"]\n[FEN \"8/8/8/4k3/8/8/4P3/4K3 w - - 0 1\"]\n1. e4 Kd6 2. Kd2 Qxe4 *";
    let (fens, errors) = cli(&["pgn"], game);
    let expected = fens.trim();
    let words = errors
        .split("error[pgn-illegal-move]: ")
        .nth(1)
        .and_then(|rest| rest.lines().next())
        .unwrap_or_else(|| panic!("the CLI said no illegal move: {errors}"));
    let mut session = Session::start(EXE, &[]);
    session.wait_for(START);
    // A real terminal sends the paste's line breaks as CR.
    session.send(&paste(&game.replace('\n', "\r")));
    let screen = session.wait_for(&format!("FEN {expected}"));
    let text = panel_text(&screen, "Problems");
    assert!(
        text.contains(words),
        "{words:?} not on the screen:\n{screen}"
    );
    assert!(text.contains("line 3, column 18"), "{screen}");
    assert!(!screen.contains("no chess piece"), "{screen}");
    assert!(!screen.contains("more than 6"), "{screen}");
    // One undo step back to where the paste found the board.
    session.send(CTRL_Z);
    session.wait_for(START);
    quit(session);
}

#[test]
fn game_and_study_links_say_they_cannot_be_fetched_and_the_board_stays() {
    let mut session = Session::start(EXE, &[]);
    session.wait_for(START);
    for (link, kind) in [
        ("https://lichess.org/Xk3fW2pQ", "a game on lichess.org"),
        (
            "https://www.chess.com/game/live/123456789",
            "a game on chess.com",
        ),
        (
            "https://lichess.org/study/abcd1234/efgh5678",
            "a study on lichess.org",
        ),
    ] {
        session.send(&paste(link));
        let screen = session.wait_for(&format!("FEN {link}"));
        let text = panel_text(&screen, "Problems");
        assert!(text.contains(kind), "{link}: {screen}");
        assert!(text.contains("cannot fetch it"), "{link}: {screen}");
        assert!(!screen.contains("no chess piece"), "{link}: {screen}");
        // The board under the field still has the start's back rank.
        assert!(
            screen.contains("n    b    q    k    b    n    r"),
            "{link}: {screen}"
        );
        // Back to the board for the next paste (Esc leaves the text as it is).
        session.send(ESC);
    }
    // A link that carries moves is played from the start.
    session.send(&paste("https://lichess.org/analysis/pgn/e4_e5_Nf3"));
    session.wait_for("FEN rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2");
    quit(session);
}

#[test]
fn after_f4_and_f3_typing_a_placement_starts_at_the_top_left() {
    let mut session = Session::start(EXE, &[]);
    session.wait_for(START);
    session.send(&format!("{DOWN}{DOWN}{RIGHT}{RIGHT}{RIGHT}{F4}r3k2r/8"));
    session.wait_for("FEN r3k2r/8/8/8/8/8/8/8 ");
    session.send(&format!("{DOWN}{RIGHT}{F3}"));
    session.wait_for(START);
    session.send(&format!("{F4}K"));
    session.wait_for("FEN K7/8/8/8/8/8/8/8 ");
    quit(session);
    let mut session = Session::start(EXE, &["--variant", "xiangqi"]);
    session.wait_for(XQ_START);
    session.send(&format!("{DOWN}{RIGHT}{RIGHT}{F4}rnbakabnr"));
    session.wait_for("FEN rnbakabnr/9/9/9/9/9/9/9/9/9 ");
    quit(session);
}

#[test]
fn f3_drops_a_bad_draft_and_words_about_what_is_gone_go_with_it() {
    let mut session = Session::start(EXE, &[]);
    session.wait_for(START);
    // A text that does not read: the field's errors come before the board's "✓".
    session.send(&format!("{BACK_TAB}{CTRL_U}xyz"));
    let screen = session.wait_for("no chess piece");
    let error_row = screen.lines().position(|l| l.contains('✗')).unwrap();
    let ok_row = screen.lines().position(|l| l.contains('✓')).unwrap();
    assert!(error_row < ok_row, "{screen}");
    // F3 on the start position: the draft and its errors go.
    session.send(F3);
    let screen = session.wait_for("Start position");
    assert!(screen.contains(START), "{screen}");
    assert!(!screen.contains("no chess piece"), "{screen}");
    assert!(!screen.contains("xyz"), "{screen}");
    // Typing fills h1: said, and forgotten once the focus moves on.
    session.send(ESC);
    session.send(&format!("{PAGE_DOWN}{END}R"));
    session.wait_for("h1 is the board's end");
    session.send("\t");
    // The welcome line comes back, in the panel's words (the focus is there).
    let screen = session.wait_for("Panel: arrows change the value");
    assert!(!screen.contains("board's end"), "{screen}");
    // With no file open, quitting offers no file to save.
    session.send(ESC);
    session.send(&format!("{BACK_TAB}{CTRL_U}xyz{CTRL_Q}"));
    let screen = session.wait_for("Quit?");
    assert!(!screen.contains("save the open file"), "{screen}");
    session.send("q");
    session.wait_exit();
}

#[test]
fn missing_fields_are_named_as_taken_and_the_warning_goes_with_the_text() {
    // `check` reports on stdout, the warning beside the verdict.
    let (out, _) = cli(&["check"], "4k3/8/8/8/8/8/8/4K2R w K\n");
    assert!(out.contains("OK 4k3/8/8/8/8/8/8/4K2R w K - 0 1"), "{out}");
    assert!(out.contains("missing ones are taken as - 0 1"), "{out}");
    let mut session = Session::start(EXE, &[]);
    session.wait_for(START);
    session.send(&format!("{BACK_TAB}{CTRL_U}4k3/8/8/8/8/8/8/4K2R w K"));
    let screen = session.wait_for("missing ones are");
    let text = panel_text(&screen, "Problems");
    assert!(text.contains("missing ones are taken as - 0 1"), "{screen}");
    assert!(!text.contains("taken as w - - 0 1"), "{screen}");
    session.send("\r");
    let screen = session.wait_for("FEN 4k3/8/8/8/8/8/8/4K2R w K - 0 1");
    assert!(!screen.contains("taken as"), "{screen}");
    quit(session);
}

#[test]
fn the_xiangqi_moves_view_help_names_xiangqi_notation() {
    let mut session = Session::start(EXE, &["--variant", "xiangqi"]);
    session.wait_for(XQ_START);
    session.send(&format!("{CTRL_E}{F1}"));
    let screen = session.wait_for("type moves");
    // The entry and the lines it wraps onto.
    let lines: Vec<&str> = screen.lines().collect();
    let at = lines.iter().position(|l| l.contains("type moves")).unwrap();
    let entry = collapse(&lines[at..(at + 3).min(lines.len())].join(" "));
    assert!(entry.contains("(h2e2)"), "{screen}");
    quit(session);
}

#[test]
fn space_picks_a_piece_up_and_space_puts_it_down_where_the_cursor_is() {
    let mut session = Session::start(EXE, &[]);
    session.wait_for(START);
    // The cursor starts on a8: down to g1, lift the knight, carry it to f3.
    let to_g1 = format!("{}{}", DOWN.repeat(7), RIGHT.repeat(6));
    session.send(&format!("{to_g1} {UP}{UP}{LEFT}"));
    session.wait_for("Carrying");
    session.send(" ");
    session.wait_for("FEN rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R w KQkq - 0 1");
    // One undo step (the cursor stays on f3); Esc leaves a lifted piece where it was.
    session.send(CTRL_Z);
    session.wait_for(START);
    session.send(&format!("{DOWN}{DOWN}{RIGHT} {UP}"));
    session.wait_for("Carrying");
    session.send(ESC);
    session.wait_for("stays on g1");
    session.send(&format!("{UP}{UP} "));
    let screen = session.wait_for("g4 is empty");
    assert!(screen.contains(START), "{screen}");
    quit(session);
}

fn temp_file(name: &str, text: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("fen-tui-first-hour-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path
}

#[test]
fn a_file_position_is_captioned_by_the_comment_above_it_or_its_epd_id() {
    let text =
        "# Lucena\n1K1k4/1P6/8/8/8/8/r7/2R5 w - - 0 1\n4k3/8/8/8/8/8/8/4K3 w - - id \"Kings\";\n";
    let path = temp_file("captions.fen", text);
    let mut session = Session::start(EXE, &[path.to_str().unwrap()]);
    session.wait_for("captions.fen 1 / 2 · Lucena");
    // Alt-→: the next position, named by its EPD id.
    session.send("\u{1b}[1;3C");
    session.wait_for("captions.fen 2 / 2 · Kings");
    quit(session);
}

#[test]
fn the_pgn_game_list_names_each_games_event_and_date() {
    let games = "[Event \"Casual\"]\n[Date \"1851.06.??\"]\n[White \"Anderssen\"]\n[Black \"Kieseritzky\"]\n[Result \"1-0\"]\n\n1. e4 e5 1-0\n\n[Event \"?\"]\n[Date \"????.??.??\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n1. d4 *\n";
    let path = temp_file("two-games.pgn", games);
    let session = Session::start(EXE, &[path.to_str().unwrap()]);
    let screen = session.wait_for("Anderssen");
    let first = screen.lines().find(|l| l.contains("Anderssen")).unwrap();
    assert!(first.contains("· Casual, 1851.06"), "{screen}");
    let second = screen.lines().find(|l| l.contains("A – B")).unwrap();
    assert!(
        !second.contains('·'),
        "unknown event and date are left out: {screen}"
    );
    quit(session);
}

/// Item 12: help at 80×24 is grouped by what users do, PgDn turns a whole
/// page, and typing narrows it to the keys asked for; none of it reaches the board.
#[test]
fn help_at_80x24_is_grouped_turns_a_page_and_filters() {
    let mut session = Session::start(EXE, &[]);
    session.wait_for(START);
    session.send(F1);
    let first = session.wait_for("Everywhere: editing the position");
    assert!(first.contains("F3          start position"), "{first}");
    assert!(!first.contains("Everywhere: files"), "{first}");
    session.send(PAGE_DOWN);
    // The page above is 22 lines: the whole of the first page is gone.
    let second = session.wait_for("↑ 22 more lines");
    assert!(!second.contains("start position"), "{second}");
    assert!(
        second.contains("Everywhere: files, the library, quitting"),
        "{second}"
    );
    session.send("save");
    let narrowed = session.wait_for("Keys with “save”");
    assert!(
        narrowed.contains("Ctrl-S") && narrowed.contains("Alt-S"),
        "{narrowed}"
    );
    assert!(
        !narrowed.contains("Ctrl-Q") && !narrowed.contains("F3 "),
        "{narrowed}"
    );
    session.send(ESC);
    session.wait_gone("Keys with");
    let board = session.wait_for(START);
    assert!(!board.contains("Keys ("), "{board}");
    session.send(CTRL_Q);
    assert_eq!(session.wait_exit(), 0);
}

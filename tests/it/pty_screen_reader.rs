//! `fen-tui --screen-reader` as a screen reader meets it: in a real
//! pseudo-terminal, every byte it writes is plain text and line ends — no
//! escape (ESC, CSI, BEL or any other control), no box drawing — and each
//! command is answered with a line of words. The same in xiangqi, in Russian
//! and in Chinese; started also by TERM=dumb and FEN_TUI_SCREEN_READER.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support::pty::Session;
use std::io::Write;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const EXE: &str = env!("CARGO_BIN_EXE_fen-tui");

/// Every byte is printable text, a space or a line end: no ESC (so no CSI
/// or OSC), no BEL, no other C0 or C1 control, no DEL, no box drawing or
/// block element that a reader says as noise.
fn assert_plain(bytes: &[u8]) {
    let text = std::str::from_utf8(bytes).expect("the output is UTF-8");
    for (at, c) in text.char_indices() {
        let control = (c.is_control() && c != '\n' && c != '\r') || c == '\u{7f}';
        let drawing = ('\u{2500}'..='\u{259f}').contains(&c);
        assert!(
            !control && !drawing,
            "{c:?} (U+{:04X}) at byte {at} in:\n{text}",
            c as u32
        );
    }
}

/// Waits until the raw output holds `what` (speech is lines, not a screen).
fn wait_raw(session: &Session, what: &str) -> String {
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let raw = session.raw_output();
        if raw.contains(what) {
            return raw;
        }
        assert!(Instant::now() < deadline, "never saw {what:?} in:\n{raw}");
        std::thread::sleep(Duration::from_millis(10));
    }
}

/// Start the mode with `args`, say each `(line, answer)` and wait for the
/// answer; then `q`, which prints the FEN. Returns the raw bytes and the
/// exit status.
fn converse(args: &[&str], env: &[(&str, &str)], talk: &[(&str, &str)]) -> (Vec<u8>, u32) {
    let mut session = Session::start_with(EXE, args, env);
    wait_raw(&session, "fen-tui");
    for (line, answer) in talk {
        session.send(&format!("{line}\n"));
        wait_raw(&session, answer);
    }
    session.send("q\n");
    let status = session.wait_exit();
    let bytes = session.output.lock().unwrap().clone();
    (bytes, status)
}

#[test]
fn the_issue_s_example_in_chess_says_the_pieces_and_the_fen_in_plain_bytes() {
    let (bytes, status) = converse(
        &["--screen-reader"],
        &[],
        &[
            (
                "setup wKe1,Qd1 bKe8",
                "White: king e1, queen d1. Black: king e8.",
            ),
            ("side b", "Black to move."),
            ("p", "Black: king e8.\r\n"),
            ("f", "4k3/8/8/8/8/8/8/3QK3 b - - 0 1\r\n"),
        ],
    );
    assert_plain(&bytes);
    let text = String::from_utf8(bytes).unwrap();
    // `p` said each side on its own line.
    assert!(
        text.contains("\r\nWhite: king e1, queen d1.\r\nBlack: king e8.\r\n"),
        "{text}"
    );
    // Quitting printed the FEN once more (on stdout), as the editor does.
    assert!(
        text.ends_with("q\r\n4k3/8/8/8/8/8/8/3QK3 b - - 0 1\r\n"),
        "{text}"
    );
    assert_eq!(status, 0);
}

#[test]
fn the_same_in_xiangqi() {
    let (bytes, status) = converse(
        &["--screen-reader", "--variant", "xiangqi"],
        &[],
        &[
            ("h0?", "Red horse on h0"),
            (
                "setup rKe0,Ra0 bKd9",
                "Red: general e0, chariot a0. Black: general d9.",
            ),
            ("side b", "Black to move."),
            ("p", "Black: general d9.\r\n"),
            ("f", "3k5/9/9/9/9/9/9/9/9/R3K4 b - - 0 1\r\n"),
        ],
    );
    assert_plain(&bytes);
    assert_eq!(status, 0);
}

#[test]
fn the_same_in_russian_and_chinese() {
    let (bytes, status) = converse(
        &["--screen-reader", "--lang", "ru"],
        &[],
        &[
            (
                "setup wKe1,Qd1 bKe8",
                "Белые: король e1, ферзь d1. Чёрные: король e8.",
            ),
            ("side b", "Ход чёрных."),
            ("Nf3", "Белый конь на f3"),
            ("p", "Чёрные: король e8.\r\n"),
            ("f", "4k3/8/8/8/8/5N2/8/3QK3 b - - 0 1\r\n"),
        ],
    );
    assert_plain(&bytes);
    assert_eq!(status, 0);
    let (bytes, status) = converse(
        &["--screen-reader", "--lang", "zh", "--variant", "xiangqi"],
        &[],
        &[
            ("h0?", "红马在 h0"),
            ("setup rKe0,Ra0 bKd9", "红方："),
            ("side b", "黑方走棋。"),
            ("p", "黑方："),
            ("f", "3k5/9/9/9/9/9/9/9/9/R3K4 b - - 0 1\r\n"),
        ],
    );
    assert_plain(&bytes);
    assert_eq!(status, 0);
}

#[test]
fn every_command_answers_in_plain_bytes() {
    let (bytes, status) = converse(
        &["--screen-reader"],
        &[],
        &[
            ("h", "q!: quit without printing."),
            ("e2?", "White pawn on e2"),
            ("s 2", "Rank 2: White pawn on a2"),
            ("s e", "File e: White king on e1"),
            ("m e4", "Played e4. Black to move."),
            ("ep", "En passant: e3."),
            ("castling Kq", "Castling: White kingside, Black queenside."),
            ("clocks 0 5", "Half-move clock 0, move number 5."),
            ("i", "Black to move.\r\nCastling: White kingside"),
            ("x d1", "d1 empty"),
            ("Nd1", "White knight on d1"),
            (
                "put bQh7 wRa2",
                "Black queen on h7, replacing Black pawn, White rook on a2, replacing White pawn",
            ),
            ("pr", "No problems: the position is legal."),
            ("u", "Undone."),
            ("redo", "Redone."),
            ("letters on", "Letters only"),
            ("e1?", "wK on e1"),
            ("letters off", "Pieces are said in words."),
            (
                "x z9",
                "Column 3: “z9” is not a square of the board (a1 to h8).",
            ),
            ("castling KX", "Column 11: "),
            ("frob", "Column 1: “frob” is not a command."),
            (
                "8/8/8/4k3/8/8/8/4K3 b - - 0 1",
                "Position read: 2 pieces, Black to move.",
            ),
            (
                "startpos moves e2e4",
                "Position read: 32 pieces, Black to move.",
            ),
            ("side", "White to move."),
            ("new xiangqi", "Start position of xiangqi."),
            ("clear", "Board cleared."),
            ("new", "Start position of xiangqi."),
            // A typed escape comes back as a visible picture, never raw (the
            // terminal's own echo shows it as ^[).
            ("\u{1b}[31mred", "is not a command"),
        ],
    );
    assert_plain(&bytes);
    assert_eq!(status, 0);
    let text = String::from_utf8(bytes).unwrap();
    assert!(text.contains('␛'), "{text}");
}

#[test]
fn term_dumb_and_the_variable_start_it_and_letters_only_too() {
    let (bytes, _) = converse(&[], &[("TERM", "dumb")], &[("e1?", "White king on e1")]);
    assert_plain(&bytes);
    let (bytes, _) = converse(
        &[],
        &[("FEN_TUI_SCREEN_READER", "1")],
        &[("e1?", "White king on e1")],
    );
    assert_plain(&bytes);
    let (bytes, _) = converse(
        &[],
        &[("FEN_TUI_SCREEN_READER", "letters")],
        &[("e1?", "wK on e1"), ("p", "White: Ke1, Qd1, Ra1, Rh1")],
    );
    assert_plain(&bytes);
    let (bytes, _) = converse(&["--screen-reader=letters"], &[], &[("e8?", "bK on e8")]);
    assert_plain(&bytes);
}

#[test]
fn end_of_input_prints_the_fen_and_q_bang_prints_nothing() {
    let mut session = Session::start(EXE, &["--screen-reader", "8/8/8/4k3/8/8/8/4K3 w - - 0 1"]);
    wait_raw(&session, "Position read: 2 pieces, White to move.");
    // Ctrl-D at the start of a line: the end of input.
    session.send("\u{4}");
    assert_eq!(session.wait_exit(), 0);
    let bytes = session.output.lock().unwrap().clone();
    assert_plain(&bytes);
    assert!(
        String::from_utf8(bytes)
            .unwrap()
            .ends_with("8/8/8/4k3/8/8/8/4K3 w - - 0 1\r\n")
    );
    let mut session = Session::start(EXE, &["--screen-reader"]);
    wait_raw(&session, "Type h");
    session.send("x e1\nq!\n");
    assert_eq!(session.wait_exit(), 130);
    let text = session.raw_output();
    assert!(
        !text.contains("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR"),
        "{text}"
    );
}

#[test]
fn in_a_pipe_speech_goes_to_stderr_and_the_fen_alone_to_stdout() {
    let mut child = Command::new(EXE)
        .args(["--screen-reader", "--lang", "en"])
        .env(
            "XDG_CONFIG_HOME",
            std::env::temp_dir().join("fen-tui-reader-none"),
        )
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"setup wKe1 bKe8,Qe2\r\np\n")
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert_eq!(
        String::from_utf8(out.stdout).unwrap(),
        "4k3/8/8/8/8/8/4q3/4K3 w - - 0 1\n"
    );
    let speech = String::from_utf8(out.stderr).unwrap();
    assert_plain(speech.as_bytes());
    assert!(speech.contains("Black: king e8, queen e2."), "{speech}");
    // No prompt when stdin is not a terminal; White to move in check is
    // legal: exit 0.
    assert!(!speech.contains("Command:"), "{speech}");
    assert_eq!(out.status.code(), Some(0));
}

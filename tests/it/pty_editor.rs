//! The real binary in a pseudo-terminal: start it, type, read the screen, quit,
//! and check the FEN it prints and the terminal state it leaves behind.

// Helpers outside `#[test]` functions panic on bad test data, as tests do.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support::pty;

use crate::support::keys::{CTRL_Q, F4};
use pty::{Session, assert_restored};

use crate::support::EXE;

#[test]
fn type_a_position_and_quit_prints_its_fen() {
    let mut session = Session::start(EXE, &[]);
    session.wait_for("FEN rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    session.send(F4);
    session.wait_for("FEN 8/8/8/8/8/8/8/8 w - - 0 1");
    session.send("4k3/8/8/8/8/8/8/4K2R");
    // The castling panel kept the start's rights: K is back with its pieces.
    let screen = session.wait_for("FEN 4k3/8/8/8/8/8/8/4K2R w K - 0 1");
    assert!(screen.contains("Castling"), "{screen}");
    // Tab to the castling panel, switch White's king side off and on.
    session.send("\t\t ");
    session.wait_for("FEN 4k3/8/8/8/8/8/8/4K2R w - - 0 1");
    session.send(" ");
    session.wait_for("FEN 4k3/8/8/8/8/8/8/4K2R w K - 0 1");
    session.send(CTRL_Q);
    assert_eq!(session.wait_exit(), 0);
    let output = session.raw_output();
    assert_restored(&output);
    // After leaving the alternate screen the FEN is printed on the normal screen.
    let after = output.rsplit("\u{1b}[?1049l").next().unwrap();
    assert!(
        after.contains("4k3/8/8/8/8/8/8/4K2R w K - 0 1"),
        "{after:?}"
    );
}

#[test]
fn with_stdout_in_a_pipe_the_ui_goes_to_the_terminal_and_the_fen_to_the_pipe() {
    let dir = std::env::temp_dir().join(format!("fen-tui-pty-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let out = dir.join("out.txt");
    let script = format!(
        "'{EXE}' '4k3/8/8/8/8/8/8/4K3 w - - 0 1' > '{}'",
        out.display()
    );
    let mut session = Session::start("sh", &["-c", &script]);
    session.wait_for("FEN 4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    // Cursor on a8: step right and put a queen on b8.
    session.send("\u{1b}[CQ");
    session.wait_for("FEN 1Q2k3/8/8/8/8/8/8/4K3 w - - 0 1");
    session.send(CTRL_Q);
    // Printed, but Black is in check with White to move: status 1.
    assert_eq!(session.wait_exit(), 1);
    assert_eq!(
        std::fs::read_to_string(&out).unwrap(),
        "1Q2k3/8/8/8/8/8/8/4K3 w - - 0 1\n"
    );
    assert_restored(&session.raw_output());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn bracketed_paste_loads_a_fen_and_undo_takes_it_back() {
    let mut session = Session::start(EXE, &[]);
    session.wait_for("FEN rnbqkbnr");
    session
        .send("\u{1b}[200~https://lichess.org/analysis/8/8/8/4k3/8/8/8/4K3_w_-_-_0_1\u{1b}[201~");
    session.wait_for("FEN 8/8/8/4k3/8/8/8/4K3 w - - 0 1");
    session.send("\u{1a}");
    session.wait_for("FEN rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    session.send(CTRL_Q);
    assert_eq!(session.wait_exit(), 0);
}

#[test]
fn sigterm_restores_the_terminal() {
    let mut session = Session::start(EXE, &[]);
    session.wait_for("FEN rnbqkbnr");
    let pid = session.child.process_id().unwrap();
    let status = std::process::Command::new("kill")
        .args(["-TERM", &pid.to_string()])
        .status()
        .unwrap();
    assert!(status.success());
    assert_eq!(session.wait_exit(), 128 + 15);
    assert_restored(&session.raw_output());
}

#[test]
fn a_panic_report_lands_on_the_restored_normal_screen() {
    let mut session = Session::start_with(
        EXE,
        &[],
        &[("FEN_TUI_DEBUG_PANIC", "1"), ("RUST_BACKTRACE", "0")],
    );
    assert_ne!(session.wait_exit(), 0);
    let output = session.raw_output();
    assert_restored(&output);
    // The first restore comes from the panic hook, before the report.
    let (_, after) = output.split_once("\u{1b}[?1049l").unwrap();
    assert!(after.contains("forced by FEN_TUI_DEBUG_PANIC"), "{after:?}");
    // Raw mode is off again: the report's lines start at the left margin.
    let screen = session.screen().contents();
    assert!(
        screen
            .lines()
            .any(|l| l.starts_with("The application panicked")),
        "{screen}"
    );
}

#[test]
fn clicking_a_square_moves_the_cursor_there() {
    let mut session = Session::start(EXE, &[]);
    session.wait_for("FEN rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    let screen = session.screen().contents();
    let lines: Vec<&str> = screen.lines().collect();
    // Find e4 from the labels the board prints around itself (the file
    // letters' row; the palette's row is over it).
    let files = lines
        .iter()
        .find(|l| l.trim_start().starts_with("a "))
        .unwrap();
    let column = files.find('e').unwrap();
    let row = lines.iter().position(|l| l.starts_with('4')).unwrap();
    // An SGR mouse press and release of the left button (1-based x;y).
    let (x, y) = (column + 1, row + 1);
    session.send(&format!("\u{1b}[<0;{x};{y}M\u{1b}[<0;{x};{y}m"));
    session.send("Q");
    session.wait_for("FEN rnbqkbnr/pppppppp/8/8/4Q3/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    session.send(CTRL_Q);
    // Printed, but White has 17 pieces: status 1.
    assert_eq!(session.wait_exit(), 1);
}

#[test]
fn an_unreadable_start_opens_in_the_fen_field_with_its_error() {
    let text = "rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let mut session = Session::start(EXE, &[text]);
    // The text is kept as typed, the caret points at the ninth pawn.
    let screen = session.wait_for(&format!("FEN {text}"));
    assert!(screen.contains("rank 7 has 9 squares"), "{screen}");
    // Quitting asks before the text is lost; quit anyway prints the start, status 1.
    session.send(CTRL_Q);
    session.wait_for("Quit?");
    session.send("q");
    assert_eq!(session.wait_exit(), 1);
}

/// After the terminal is restored: what the report printed.
fn after_restore(output: &str) -> &str {
    output
        .split_once("\u{1b}[?1049l")
        .map_or("", |(_, after)| after)
}

#[test]
fn a_panic_report_has_no_colour_with_no_color_or_off_a_terminal() {
    let panic = [("FEN_TUI_DEBUG_PANIC", "1"), ("RUST_BACKTRACE", "0")];
    // NO_COLOR on a terminal: the report in plain text.
    let mut env = panic.to_vec();
    env.push(("NO_COLOR", "1"));
    let mut session = Session::start_with(EXE, &[], &env);
    assert_ne!(session.wait_exit(), 0);
    let output = session.raw_output();
    let after = after_restore(&output);
    assert!(after.contains("The application panicked"), "{after:?}");
    assert!(
        !after.contains("\u{1b}[3"),
        "colour with NO_COLOR: {after:?}"
    );
    // Stderr in a file: nothing but text in it.
    let log = std::env::temp_dir().join(format!("fen-tui-report-{}.log", std::process::id()));
    let script = format!("exec {EXE} 2>{}", log.display());
    let mut session = Session::start_with("sh", &["-c", &script], &panic);
    assert_ne!(session.wait_exit(), 0);
    let report = std::fs::read_to_string(&log).unwrap();
    let _ = std::fs::remove_file(&log);
    assert!(
        report.contains("forced by FEN_TUI_DEBUG_PANIC"),
        "{report:?}"
    );
    assert!(
        !report.contains('\u{1b}'),
        "escape bytes in the log: {report:?}"
    );
}

#[test]
fn the_final_fen_to_a_closed_pipe_or_a_full_disk() {
    // The reader is gone before the FEN is printed: a quiet end, status 0.
    let script = format!("{EXE} | (exec 0<&-; sleep 0.1); echo \"status=${{PIPESTATUS[0]}}\"");
    let mut session = Session::start_with("bash", &["-c", &script], &[]);
    session.wait_for("FEN rnbqkbnr");
    session.send("\u{11}");
    session.wait_exit();
    let output = session.raw_output();
    assert!(output.contains("status=0"), "{output:?}");
    assert!(!output.contains("panicked"), "{output:?}");
    // A full disk: one line on stderr, status 2.
    let script = format!("{EXE} >/dev/full; echo \"status=$?\"");
    let mut session = Session::start_with("bash", &["-c", &script], &[]);
    session.wait_for("FEN rnbqkbnr");
    session.send("\u{11}");
    session.wait_exit();
    let output = session.raw_output();
    let after = after_restore(&output);
    assert!(
        after.contains("fen-tui: cannot write the output: "),
        "{after:?}"
    );
    assert!(after.contains("status=2"), "{after:?}");
}

#[test]
fn the_chess960_panel_offers_each_rook_and_explains_its_marks() {
    let fen = "4k3/8/8/8/8/8/8/RR2K2R w KB - 0 1";
    let mut session = Session::start(EXE, &[fen]);
    // Read as Chess960 (the B names a rook by its file).
    session.wait_for("FEN 4k3/8/8/8/8/8/8/RR2K2R w KB - 0 1");
    session.send("\t\t");
    let screen = session.wait_for("[K] [B]  Q");
    assert!(screen.contains("Chess960, castling written as"), "{screen}");
    // Black has no rook and the FEN no right for it: plainly off, not "(k)".
    assert!(screen.contains("[K] [B]  Q   k   q"), "{screen}");
    assert!(screen.contains("[K] in the FEN"), "{screen}");
    // Shredder-FEN letters, in the panel and the FEN.
    session.send("\u{1b}n");
    session.wait_for("FEN 4k3/8/8/8/8/8/8/RR2K2R w HB - 0 1");
    session.wait_for("[H] [B]  A");
    // A Chess960 start at random shows its number.
    session.send("\u{1b}x");
    let screen = session.wait_for("start no. ");
    assert!(screen.contains("Chess960 start no."), "{screen}");
    session.send(CTRL_Q);
    assert_eq!(session.wait_exit(), 0);
    assert_restored(&session.raw_output());
}

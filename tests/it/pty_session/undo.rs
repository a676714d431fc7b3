//! The README's figures for the session, with the real binary and the real
//! clock: a change is on file within a second of the last write (checked
//! against a deadline ten times that, so a loaded machine cannot make it
//! race; the second itself is checked on a given clock in
//! `src/tui/runtime/session/autosave/tests.rs`), and the last 200 undo steps — not 199, not 201 — come back after
//! a kill.

use super::*;
use crate::support::keys::{F6, RIGHT, TAB};

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0";
const BLACK_TO_MOVE: &str = "4k3/8/8/8/8/8/8/4K2R b K - 0 1";

#[test]
fn a_change_is_on_file_soon_after_it_is_made() {
    let state = StateHome::new("real-clock");
    let mut editor = Editor::start(&state.0, &[]);
    editor.edit();
    state.wait_for_saved(EDITED);
    // The next change waits for the one-second interval, on the real clock:
    // a position this session has not had before, so no undo step holds it.
    editor.send(F6);
    editor.wait_for(&format!("FEN {BLACK_TO_MOVE}"));
    let shown = Instant::now();
    let deadline = shown + Duration::from_secs(10);
    while !state.saved().iter().any(|s| s.contains(BLACK_TO_MOVE)) {
        assert!(
            Instant::now() < deadline,
            "not on file 10 s after it was shown"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    editor.quit();
}

#[test]
fn two_hundred_undo_steps_come_back_after_a_kill() {
    let state = StateHome::new("two-hundred");
    let mut editor = Editor::start(&state.0, &[]);
    editor.wait_for(&format!("FEN {START} 1"));
    // Board → side → castling → en passant → half-moves → move number.
    editor.send(&TAB.repeat(5));
    // 205 changes, each its own undo step and its own FEN: moves 2 to 206.
    for _ in 0..205 {
        editor.send(RIGHT);
    }
    editor.wait_for(&format!("FEN {START} 206"));
    state.wait_for_saved(&format!("{START} 206"));
    editor.signal("KILL");
    editor.wait_exit();

    let mut editor = Editor::start_with_args(&state.0, &["--resume"], &[]);
    editor.wait_for(&format!("FEN {START} 206"));
    // 201 undos: the 200 kept steps go back to move 6, the last finds none.
    editor.send(&CTRL_Z.repeat(201));
    let screen = editor.wait_for("Nothing to undo");
    assert_eq!(move_number(&screen), 6, "{screen}");
    editor.quit();
}

/// The move number in the FEN line of `screen`.
fn move_number(screen: &str) -> u32 {
    let after = screen.split(&format!("FEN {START} ")).nth(1).unwrap();
    let digits: String = after.chars().take_while(char::is_ascii_digit).collect();
    digits.parse().unwrap()
}

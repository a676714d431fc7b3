//! Practice in the real binary, keys sent fast: the answer of "write the FEN"
//! is edited as the FEN field is (caret, readline keys, Home, ←), Esc goes
//! back to the list and never lets letters fall to the board, and a lesson
//! shows every field its answer needs.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support::keys::{
    BACKSPACE, CTRL_A, CTRL_E, CTRL_K, CTRL_Q, CTRL_U, CTRL_W, DOWN, ESC, F12, HOME, LEFT,
};
use crate::support::pty::Session;

use crate::support::EXE;
const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// The row the answer is typed on.
fn answer_row(session: &Session) -> String {
    let contents = session.screen().contents();
    contents
        .lines()
        .find(|l| l.starts_with("FEN "))
        .unwrap_or_default()
        .to_string()
}

#[test]
fn the_practice_answer_is_a_text_field_and_esc_goes_back_to_the_list() {
    let mut session = Session::start(EXE, &[]);
    session.wait_for(&format!("FEN {START}"));
    // The board as it is: write its FEN. The fields first, then Home and the placement.
    session.send(&format!("{F12}\r"));
    session.wait_for("Type this position's FEN");
    session.send(&format!(
        "w KQkq - 0 1{HOME}rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR \r"
    ));
    session.wait_for("Correct: that is exactly");
    // A wrong answer, mended with ←, Ctrl-W, Ctrl-A and Ctrl-K, Ctrl-U.
    session.send(&format!("{CTRL_E}{CTRL_U}{START} 9{LEFT}{LEFT}{CTRL_W}\r"));
    // "…- 0 1 9", ← ← before " 9", Ctrl-W takes the "1": a space stands there.
    session.wait_for(&format!("Character {} is a space too many", START.len()));
    assert_eq!(
        answer_row(&session).trim_end(),
        format!("FEN {}  9", &START[..START.len() - 2])
    );
    session.send(&format!("{CTRL_E}{CTRL_W}{BACKSPACE}1\r"));
    session.wait_for("Correct: that is exactly");
    session.send(&format!("{CTRL_A}{CTRL_K}x{CTRL_A}rnbqkbnr{CTRL_E}\r"));
    session.wait_for("Character 9 is wrong: you typed x");
    // Esc: back to the list, where letters do nothing; Esc again leaves.
    // (An Esc and a letter in one read are Alt and that letter, as terminals send them.)
    session.send(ESC);
    session.send("kkk");
    session.wait_for("The board shows a position; you type its FEN.");
    session.send(ESC);
    session.wait_for(" Problems ");
    session.send(CTRL_Q);
    session.wait_exit();
    let output = session.raw_output();
    assert!(output.contains(START), "the board changed");
    assert!(!output.contains("kkkqkbnr"), "letters fell to the board");
}

#[test]
fn the_castling_lesson_shows_every_field_of_its_answer() {
    let mut session = Session::start(EXE, &[]);
    session.wait_for(&format!("FEN {START}"));
    // The sixth line of the list: the castling lesson.
    session.send(&format!("{F12}{DOWN}{DOWN}{DOWN}{DOWN}{DOWN}\r"));
    session.wait_for("Castling: White castles");
    for shown in [
        "Black is to move",
        "White has lost both castling",
        "Black keeps both castling rights",
        "5 half-moves",
        "Move number 4",
        "4. O-O",
    ] {
        session.wait_for(shown);
    }
    session.send("r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQ1RK1 b kq - 5 4\r");
    session.wait_for("Correct: that is exactly");
    session.send(CTRL_Q);
    session.wait_exit();
}

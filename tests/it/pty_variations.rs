//! A game's variations in the real editor (issue 37): a PGN opened from the
//! command line, its game chosen, stepped through with → ; ↓ into a
//! variation with its comment, → along it, ↑ back to the main line where it
//! was left; Esc out of a variation, Esc again out of the view with the
//! main line's position on the board.

// Helpers outside `#[test]` functions panic on bad test data, as tests do.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support::EXE;
use crate::support::keys::{CTRL_E, CTRL_Q, DOWN, ENTER, ESC, RIGHT, UP};
use crate::support::pty::Session;

const GAME: &str = "[Event \"Club\"]\n[White \"Anna\"]\n[Black \"Boris\"]\n[Result \"*\"]\n\n\
    1. e4 e5 2. Nf3 {The usual} Nc6 (2... d6 {Philidor} 3. d4 exd4) 3. Bb5 a6 *\n";

const AFTER_NF3: &str = "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2";
const AFTER_D6: &str = "rnbqkbnr/ppp2ppp/3p4/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 3";
const AFTER_EXD4: &str = "rnbqkbnr/ppp2ppp/3p4/8/3pP3/5N2/PPP2PPP/RNBQKB1R w KQkq - 0 4";
const AFTER_NC6: &str = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3";

/// The editor on GAME's file (in a folder of its own, `tag` naming it),
/// the game chosen, its moves view open at the start: the session and the folder.
fn game_opened(tag: &str) -> (Session, std::path::PathBuf) {
    let dir = std::env::temp_dir().join(format!("fen-tui-{tag}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("club.pgn");
    std::fs::write(&path, GAME).unwrap();
    let mut session = Session::start(EXE, &[path.to_str().unwrap()]);
    session.wait_for("1. Anna – Boris");
    session.send(ENTER);
    session.wait_for("Start 1. e4");
    (session, dir)
}

#[test]
fn a_variation_is_stepped_into_along_and_back_out_of() {
    let (mut session, dir) = game_opened("variations");
    session.send(&RIGHT.repeat(3));
    let screen = session.wait_for(&format!("FEN {AFTER_NF3}"));
    assert!(screen.contains("The usual"), "{screen}");
    assert!(screen.contains("(2... d6 3. d4 exd4)"), "{screen}");
    // ↓: into 2... d6, its comment with it; the board and the FEN follow.
    session.send(DOWN);
    let screen = session.wait_for(&format!("FEN {AFTER_D6}"));
    assert!(screen.contains("Philidor"), "{screen}");
    session.send(&RIGHT.repeat(2));
    session.wait_for(&format!("FEN {AFTER_EXD4}"));
    // ↑: back to the main line, at 2. Nf3 where it was left.
    session.send(UP);
    session.wait_for(&format!("FEN {AFTER_NF3}"));
    session.send(RIGHT);
    session.wait_for(&format!("FEN {AFTER_NC6}"));
    // ↓ at 2... Nc6 swaps it for 2... d6; Esc comes back to 2... Nc6.
    session.send(DOWN);
    session.wait_for(&format!("FEN {AFTER_D6}"));
    session.send(ESC);
    session.wait_for(&format!("FEN {AFTER_NC6}"));
    session.wait_gone("Philidor");
    // Esc again: out of the view, the main line's position on the board.
    session.send(ESC);
    session.wait_for("The board keeps the position after 4 moves");
    session.send(CTRL_Q);
    session.wait_exit();
    let _ = std::fs::remove_dir_all(&dir);
}

/// Leaving the moves view and opening it again (Ctrl-E) on the same line
/// keeps the game's comments and variations: ↓ still steps into 2... d6.
#[test]
fn the_game_tree_is_kept_when_the_moves_view_is_left_and_opened_again() {
    let (mut session, dir) = game_opened("variations-again");
    session.send(&RIGHT.repeat(3));
    session.wait_for(&format!("FEN {AFTER_NF3}"));
    session.send(ESC);
    session.wait_for("The board keeps the position after 3 moves");
    session.send(CTRL_E);
    let screen = session.wait_for("The usual");
    assert!(screen.contains("(2... d6 3. d4 exd4)"), "{screen}");
    session.send(DOWN);
    let screen = session.wait_for(&format!("FEN {AFTER_D6}"));
    assert!(screen.contains("Philidor"), "{screen}");
    session.send(CTRL_Q);
    session.wait_exit();
    let _ = std::fs::remove_dir_all(&dir);
}

//! Files kept safe in the real editor, in a pseudo-terminal (issue 19): a PGN
//! game is never saved over the open file's line, another program's line
//! survives a save, a link is written through, a FIFO never hangs the editor.

// Helpers outside `#[test]` functions panic on bad test data, as tests do.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support::keys::{CTRL_O, CTRL_Q, CTRL_S, DOWN, ENTER, ESC, F6, RIGHT};
use crate::support::pty::Session;
use std::path::PathBuf;

use crate::support::EXE;

const TWO: &str = "# two\n4k3/8/8/8/8/8/8/4K3 w - - 0 1\n4k3/8/8/8/8/8/8/3K4 b - - 0 1\n";
const PGN: &str = "[White \"Anna\"]\n[Black \"Boris\"]\n[Result \"*\"]\n\n1. e4 e5 *\n";

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("fen-tui-safety-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The screen once it shows one of `any`; a failure after 20 s, as `wait_for`.
fn wait_for_any(session: &Session, any: &[&str]) -> String {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(20);
    loop {
        let contents = session.screen().contents();
        if any.iter().any(|what| contents.contains(what)) {
            return contents;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "never saw any of {any:?}; the screen:\n{contents}"
        );
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
}

#[test]
fn a_pgn_game_set_up_and_saved_never_replaces_the_open_files_line() {
    let dir = temp_dir("pgn");
    let fen = dir.join("a.fen");
    std::fs::write(&fen, TWO).unwrap();
    std::fs::write(dir.join("games.pgn"), PGN).unwrap();
    let mut session = Session::start(EXE, &[fen.to_str().unwrap()]);
    session.wait_for("a.fen 1 / 2");
    // Ctrl-O: "..", a.fen, games.pgn.
    session.send(CTRL_O);
    session.wait_for("games.pgn");
    session.send(DOWN);
    session.send(DOWN);
    session.send(ENTER);
    session.wait_for("Anna");
    session.send(ENTER);
    session.wait_for("e4");
    session.send(RIGHT);
    session.send(ESC);
    // The panel names the game's file, not the open file's line (the old
    // editor said `a.fen 1 / 2 * modified` here).
    let screen = wait_for_any(&session, &["position from games.pgn", "modified"]);
    assert!(screen.contains("position from games.pgn"), "{screen}");
    assert!(!screen.contains("1 / 2"), "{screen}");
    assert!(!screen.contains("modified"), "{screen}");
    session.send(CTRL_S);
    // A question, not a save: the file is as it was.
    let screen = wait_for_any(&session, &["Add it as a new line of", "Saved to"]);
    assert_eq!(
        std::fs::read_to_string(&fen).unwrap(),
        TWO,
        "written unasked; the screen:\n{screen}"
    );
    assert!(screen.contains("Add it as a new line of"), "{screen}");
    session.send(ENTER);
    session.wait_for("Saved to");
    session.send(CTRL_Q);
    session.wait_exit();
    let saved = std::fs::read_to_string(&fen).unwrap();
    assert_eq!(
        saved,
        format!("{TWO}rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1\n")
    );
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_line_another_program_added_survives_a_save() {
    let dir = temp_dir("other");
    let fen = dir.join("a.fen");
    std::fs::write(&fen, TWO).unwrap();
    let mut session = Session::start(EXE, &[fen.to_str().unwrap()]);
    session.wait_for("a.fen 1 / 2");
    session.send(F6);
    session.wait_for("FEN 4k3/8/8/8/8/8/8/4K3 b - - 0 1");
    // `echo >> a.fen` while the editor has it open.
    let theirs = "8/8/8/8/8/8/8/K6k w - - 0 9\n";
    let mut file = std::fs::OpenOptions::new().append(true).open(&fen).unwrap();
    std::io::Write::write_all(&mut file, theirs.as_bytes()).unwrap();
    drop(file);
    session.send(CTRL_S);
    let screen = session.wait_for("Saved to");
    session.send(CTRL_Q);
    session.wait_exit();
    let saved = std::fs::read_to_string(&fen).unwrap();
    let expected = TWO.replace("4K3 w - - 0 1", "4K3 b - - 0 1") + theirs;
    assert_eq!(saved, expected, "the other program's line is lost");
    // The panel counts the other program's line too (the status line's
    // "its lines are kept" is cut at 80 columns by the long path).
    assert!(screen.contains("a.fen 1 / 3"), "{screen}");
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn saving_through_a_link_writes_its_target_and_keeps_the_link() {
    let dir = temp_dir("link");
    std::fs::create_dir_all(dir.join("real")).unwrap();
    std::fs::write(dir.join("real/t.fen"), TWO).unwrap();
    std::os::unix::fs::symlink("real/t.fen", dir.join("link.fen")).unwrap();
    let link = dir.join("link.fen");
    let mut session = Session::start(EXE, &[link.to_str().unwrap()]);
    session.wait_for("link.fen 1 / 2");
    session.send(F6);
    session.wait_for("modified");
    session.send(CTRL_S);
    session.wait_for("Saved to");
    session.send(CTRL_Q);
    session.wait_exit();
    let meta = std::fs::symlink_metadata(&link).unwrap();
    assert!(meta.file_type().is_symlink(), "the link was replaced");
    let target = std::fs::read_to_string(dir.join("real/t.fen")).unwrap();
    assert!(target.contains("4K3 b - - 0 1"), "{target}");
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_fifo_is_refused_in_words_and_the_editor_still_quits() {
    let dir = temp_dir("fifo");
    let fifo = dir.join("fifo.fen");
    let made = std::process::Command::new("mkfifo").arg(&fifo).status();
    if !made.is_ok_and(|s| s.success()) {
        crate::support::skip::skip("mkfifo is not available");
        return;
    }
    // Started on the FIFO (case 9b): said, not opened.
    let mut session = Session::start(EXE, &[fifo.to_str().unwrap()]);
    session.wait_for("not a regular file");
    // Ctrl-S to the FIFO's name (case 9a): refused in words, the editor
    // still answers and quits.
    session.send(CTRL_S);
    for c in fifo.to_str().unwrap().chars() {
        session.send(&c.to_string());
    }
    session.send(ENTER);
    session.wait_for("Not saved");
    session.send(CTRL_Q);
    session.wait_exit();
    let _ = std::fs::remove_dir_all(dir);
}

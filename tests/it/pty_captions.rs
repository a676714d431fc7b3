//! A `.fen` line's `# comment` after its FEN is the position's caption, not a
//! seventh field, in the real binary at 80×24 (shortened there, so the file's
//! name, place and "modified" still show); an edit saved with Ctrl-S keeps the
//! comment.

// Helpers outside `#[test]` functions panic on bad test data, as tests do.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support::pty::Session;

const EXE: &str = env!("CARGO_BIN_EXE_fen-tui");
const F6: &str = "\u{1b}[17~";
const CTRL_Q: &str = "\u{11}";
const CTRL_S: &str = "\u{13}";

#[test]
fn a_comment_after_the_fen_captions_the_position_and_survives_a_save() {
    let dir = std::env::temp_dir().join(format!("fen-tui-hand-b-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("notes.fen");
    std::fs::write(
        &path,
        "4k3/8/8/8/8/8/8/4K2R w K - 0 1 # short castle only\n",
    )
    .unwrap();
    let mut session = Session::start(EXE, &[path.to_str().unwrap()]);
    // At 80×24 the caption is shortened so that the file and place show.
    let screen = session.wait_for("notes.fen 1 / 1 · short castle…");
    assert!(
        screen.contains("FEN 4k3/8/8/8/8/8/8/4K2R w K - 0 1"),
        "{screen}"
    );
    assert!(!screen.contains("too many"), "{screen}");
    assert!(!screen.contains("✗"), "{screen}");
    // F6: Black to move; Ctrl-S writes the FEN part, the comment stays.
    session.send(F6);
    let screen = session.wait_for("* modified");
    assert!(
        screen.contains(" notes.fen 1 / 1"),
        "the place stays:\n{screen}"
    );
    session.send(CTRL_S);
    session.wait_gone("* modified");
    assert_eq!(
        std::fs::read_to_string(&path).unwrap(),
        "4k3/8/8/8/8/8/8/4K2R b K - 0 1 # short castle only\n"
    );
    session.send(CTRL_Q);
    session.wait_exit();
    let _ = std::fs::remove_dir_all(&dir);
}

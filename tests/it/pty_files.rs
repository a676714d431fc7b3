//! Files in the real editor, in a pseudo-terminal: a `.fen` collection with
//! comments and 100 positions is opened, one position is edited and saved
//! with Ctrl-S, and the file is byte for byte what it was except that line.

// Helpers outside `#[test]` functions panic on bad test data, as tests do.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support::pty;

use crate::support::keys::{ALT_LEFT, ALT_RIGHT, CTRL_Q, CTRL_S, F6};
use pty::{Session, assert_restored};
use std::path::PathBuf;

use crate::support::EXE;

/// Comments (one indented), blank lines, CRLF on every third line, a line
/// that does not read, EPD operations, and no newline at the end.
fn hundred_positions() -> String {
    let mut text = String::from("# Coach's folder: 100 positions\r\n\n");
    for n in 1..=100u32 {
        if n % 10 == 0 {
            text.push_str(&format!("  # group {}\n\n", n / 10));
        }
        let end = if n % 3 == 0 { "\r\n" } else { "\n" };
        match n {
            7 => text.push_str(&format!("8/8/8/8/8/8/8/K6kk w - - 0 {n}{end}")),
            50 => text.push_str(&format!(
                "4k3/8/8/8/8/8/8/4K3 w - - bm Kd2; id \"fifty\";{end}"
            )),
            _ => text.push_str(&format!("8/8/8/8/8/8/8/K6k w - - 0 {n}{end}")),
        }
    }
    text.push_str("# the end, without a newline");
    text
}

fn temp_file(name: &str, text: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("fen-tui-files-pty-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path
}

#[test]
fn editing_one_position_and_saving_changes_only_its_line() {
    let original = hundred_positions();
    let path = temp_file("hundred.fen", &original);
    let mut session = Session::start(EXE, &[path.to_str().unwrap()]);
    session.wait_for("Position 1 of 100 (line 3)");
    // The line that does not read shows its error, with its line and column.
    for _ in 0..6 {
        session.send(ALT_RIGHT);
    }
    let screen = session.wait_for("Position 7 of 100 (line 9): 1 error");
    assert!(
        screen.contains("FEN 8/8/8/8/8/8/8/K6kk w - - 0 7"),
        "{screen}"
    );
    assert!(screen.contains("column 18"), "{screen}");
    // On to position 42 and back from 43, then edit it: Black to move.
    for _ in 0..36 {
        session.send(ALT_RIGHT);
    }
    session.send(ALT_LEFT);
    session.wait_for("Position 42 of 100 (line 52)");
    session.send(F6);
    session.wait_for("FEN 8/8/8/8/8/8/8/K6k b - - 0 42");
    session.send(CTRL_S);
    session.wait_for("Saved to");
    session.send(CTRL_Q);
    assert_eq!(session.wait_exit(), 0);
    assert_restored(&session.raw_output());

    let saved = std::fs::read_to_string(&path).unwrap();
    // Line 52 (position 42, CRLF) is the only one that differs.
    let old: Vec<&str> = original.split('\n').collect();
    let new: Vec<&str> = saved.split('\n').collect();
    assert_eq!(old.len(), new.len());
    for (number, (a, b)) in old.iter().zip(&new).enumerate() {
        if number + 1 == 52 {
            assert_eq!(*a, "8/8/8/8/8/8/8/K6k w - - 0 42\r");
            assert_eq!(*b, "8/8/8/8/8/8/8/K6k b - - 0 42\r");
        } else {
            assert_eq!(a, b, "line {}", number + 1);
        }
    }
    let _ = std::fs::remove_file(&path);
}

#[test]
fn quitting_with_an_unsaved_edit_asks_and_leaves_the_file_alone() {
    let original = "# two\n4k3/8/8/8/8/8/8/4K3 w - - 0 1\n4k3/8/8/8/8/8/8/3K4 b - - 0 1\n";
    let path = temp_file("two.fen", original);
    let mut session = Session::start(EXE, &[path.to_str().unwrap()]);
    session.wait_for("Position 1 of 2");
    session.send(F6);
    session.wait_for("FEN 4k3/8/8/8/8/8/8/4K3 b - - 0 1");
    session.send(CTRL_Q);
    session.wait_for("has changes not saved");
    session.send("q");
    assert_eq!(session.wait_exit(), 0);
    assert_eq!(std::fs::read_to_string(&path).unwrap(), original);
    let _ = std::fs::remove_file(&path);
}

//! A file named on the command line while an unfinished session is on
//! offer: the prompt comes first, and the file opens once it is answered,
//! whichever the answer (it was dropped: the offer took the open request).

use super::*;

const IN_FILE: &str = "8/8/8/4k3/8/8/3P4/4K3 w - - 0 1";

fn answered_then_opened(name: &str, answer: &str, notice: &str) {
    let state = StateHome::new(name);
    interrupted_session(&state, "KILL");
    let file = state.0.join("named.fen");
    std::fs::write(&file, format!("{IN_FILE}\n")).unwrap();

    let mut editor = Editor::start_with_args(&state.0, &[file.to_str().unwrap()], &[]);
    editor.wait_for(PROMPT);
    editor.send(answer);
    editor.wait_for(notice);
    let screen = editor.wait_for(&format!("FEN {IN_FILE}"));
    assert!(!screen.contains(PROMPT), "{screen}");
    assert!(screen.contains("named.fen"), "{screen}");
    editor.quit();
}

#[test]
fn a_file_named_while_a_session_is_offered_opens_after_discarding_it() {
    answered_then_opened("named-discard", "n", "named.fen");
}

/// Issue #33 case 3: restoring a session and opening a named file are two
/// things. The restored board, its undo steps and its session stay; the file
/// opens beside it (its panel shown, Ctrl-S asking before the board goes
/// over its line), and the session is not marked ended: killed again, it is
/// offered again.
#[test]
fn a_file_named_while_a_session_is_offered_opens_beside_the_restored_one() {
    let state = StateHome::new("named-restore");
    interrupted_session(&state, "KILL");
    let file = state.0.join("named.fen");
    std::fs::write(&file, format!("{IN_FILE}\n")).unwrap();

    let mut editor = Editor::start_with_args(&state.0, &[file.to_str().unwrap()], &[]);
    editor.wait_for(PROMPT);
    editor.send("\r");
    let screen = editor.wait_for("named.fen opened beside it");
    assert!(
        screen.contains(&format!("FEN {EDITED}")),
        "the restored board was replaced: {screen}"
    );
    assert!(screen.contains("named.fen 1 / 1"), "{screen}");
    // Its undo steps came back with it.
    editor.send(CTRL_Z);
    let screen = editor.wait_for("FEN 4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    assert!(!screen.contains("Nothing to undo"), "{screen}");
    // Ctrl-S asks before the board goes over the file's line; Esc: nothing written.
    editor.send("\u{13}");
    editor.wait_for("Replace line 1");
    editor.send("\u{1b}");
    std::thread::sleep(Duration::from_millis(100));
    assert_eq!(
        std::fs::read_to_string(&file).unwrap(),
        format!("{IN_FILE}\n")
    );
    // The session lives on, unfinished (the old editor's file or this
    // one's): killed now, it is offered at the next start, never marked ended.
    std::thread::sleep(Duration::from_millis(1500));
    editor.signal("KILL");
    editor.wait_exit();
    let saved = state.saved();
    assert!(
        saved.iter().all(|s| s.contains("\"ended_cleanly\":false")),
        "the restored session was marked ended: {saved:?}"
    );
    let mut editor = Editor::start(&state.0, &[]);
    editor.wait_for(PROMPT);
    editor.send("\r");
    editor.wait_for("The last session is restored");
    editor.wait_for("FEN 4k3/8/8/8/8/8/8/4K");
    editor.quit();
}

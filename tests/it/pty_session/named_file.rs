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

#[test]
fn a_file_named_while_a_session_is_offered_opens_after_restoring_it() {
    answered_then_opened("named-restore", "\r", "named.fen");
}

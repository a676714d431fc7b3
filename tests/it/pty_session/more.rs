//! Nothing lost on the ways out the first pass missed: an edit made just
//! before SIGTERM, SIGHUP (as `tmux kill-pane` sends), SIGINT or SIGQUIT, two
//! editors on one state directory, and a session file of a newer version.

use super::*;
use crate::support::keys::F6;

const EMPTY: &str = "8/8/8/8/8/8/8/8 w - - 0 1";
const BLACK_TO_MOVE: &str = "4k3/8/8/8/8/8/8/4K2R b K - 0 1";
const NEWER: &str = "{\"format\":\"fen-tui-session\",\"version\":99,\"from\":\"the future\"}";

/// Every signal that ends the editor flushes the change not yet written.
#[test]
fn an_edit_right_before_any_ending_signal_is_saved_and_resumed() {
    for (signal, code) in [
        ("TERM", 128 + 15),
        ("HUP", 128 + 1),
        ("INT", 128 + 2),
        ("QUIT", 128 + 3),
    ] {
        // An attempt proves the flush when the change was not on file when
        // the signal came; one where the autosave got there first (a slow
        // machine) proves nothing and is tried again.
        let proved = (0..5).any(|attempt| flushed_by(signal, code, attempt));
        assert!(proved, "SIG{signal}: the autosave always came first");
    }
}

/// One try: an edit, a change, the editor stopped (SIGSTOP: no autosave can
/// run), the file looked at, then `signal` and SIGCONT. The change is saved
/// and resumed whichever way; true when it was not on file before `signal`.
fn flushed_by(signal: &str, code: u32, attempt: usize) -> bool {
    let state = StateHome::new(&format!("last-words-{signal}-{attempt}"));
    let mut editor = Editor::start(&state.0, &[]);
    editor.edit();
    // The edit was just written, so the next write waits up to a second.
    state.wait_for_saved(EDITED);
    editor.send(F6);
    editor.wait_for(&format!("FEN {BLACK_TO_MOVE}"));
    editor.signal("STOP");
    let unsaved = !state.saved().iter().any(|s| s.contains(BLACK_TO_MOVE));
    editor.signal(signal);
    editor.signal("CONT");
    assert_eq!(editor.wait_exit(), code, "SIG{signal}");
    pty::assert_restored(&editor.raw_output());
    assert!(
        state.saved().iter().any(|s| s.contains(BLACK_TO_MOVE)),
        "SIG{signal}: the change is not on file"
    );
    let mut editor = Editor::start_with_args(&state.0, &["--resume"], &[]);
    editor.wait_for(&format!("FEN {BLACK_TO_MOVE}"));
    editor.quit();
    unsaved
}

#[test]
fn sigquit_restores_the_terminal() {
    let state = StateHome::new("quit-signal");
    let mut editor = Editor::start(&state.0, &[]);
    editor.edit();
    editor.signal("QUIT");
    assert_eq!(editor.wait_exit(), 128 + 3);
    pty::assert_restored(&editor.raw_output());
    assert!(
        state
            .wait_for_saved(EDITED)
            .contains("\"ended_cleanly\":false")
    );
    // The editor made the state directory, private to the user.
    use std::os::unix::fs::PermissionsExt;
    let mode = std::fs::metadata(state.dir()).unwrap().permissions().mode();
    assert_eq!(mode & 0o777, 0o700);
}

#[test]
fn two_editors_one_killed_the_other_quits_the_killed_one_is_offered() {
    let state = StateHome::new("two");
    let mut first = Editor::start(&state.0, &[]);
    first.edit();
    state.wait_for_saved(EDITED);
    let mut second = Editor::start(&state.0, &[]);
    second.wait_for("FEN rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    second.send(F4);
    second.wait_for(&format!("FEN {EMPTY}"));
    state.wait_for_saved(EMPTY);
    first.signal("KILL");
    first.wait_exit();
    // The second one's saves never touched the first one's file.
    assert!(state.saved().iter().any(|s| s.contains(EDITED)));
    second.quit();

    let mut next = Editor::start(&state.0, &[]);
    next.wait_for(PROMPT);
    next.wait_for(EDITED);
    next.send("\r");
    next.wait_for(&format!("FEN {EDITED}"));
    next.quit();
}

#[test]
fn a_session_file_of_a_newer_version_is_kept() {
    let state = StateHome::new("newer");
    std::fs::create_dir_all(state.dir()).unwrap();
    std::fs::write(state.legacy_file(), NEWER).unwrap();
    let mut editor = Editor::start(&state.0, &[]);
    editor.wait_for("newer");
    editor.edit();
    state.wait_for_saved(EDITED);
    editor.quit();
    assert_eq!(std::fs::read_to_string(state.legacy_file()).unwrap(), NEWER);
}

#[test]
fn links_planted_in_the_state_directory_are_never_followed() {
    let state = StateHome::new("links");
    std::fs::create_dir_all(state.dir()).unwrap();
    let victim = state.0.join("victim");
    std::fs::write(&victim, "precious").unwrap();
    // Names an older build would have used for its temporaries, and a
    // session name pointing at the victim.
    for name in [
        ".session.json.1.tmp",
        ".session.json.tmp",
        "session-1-1-1.json",
    ] {
        std::os::unix::fs::symlink(&victim, state.dir().join(name)).unwrap();
    }
    let mut editor = Editor::start(&state.0, &[]);
    editor.edit();
    state.wait_for_saved(EDITED);
    // Now a link at this very editor's session name (the name it writes
    // now, not an older build's): the next save replaces the link with a
    // regular file and never writes the victim.
    let own = std::fs::read_dir(state.dir())
        .unwrap()
        .flatten()
        .map(|entry| entry.path())
        .find(|path| {
            let meta = std::fs::symlink_metadata(path).unwrap();
            meta.is_file() && std::fs::read_to_string(path).is_ok_and(|text| text.contains(EDITED))
        })
        .expect("the editor's own session file");
    let second = state.0.join("second victim");
    std::fs::write(&second, "precious too").unwrap();
    std::fs::remove_file(&own).unwrap();
    std::os::unix::fs::symlink(&second, &own).unwrap();
    editor.send("\u{1b}[17~");
    editor.wait_for(&format!("FEN {}", "4k3/8/8/8/8/8/8/4K2R b K - 0 1"));
    state.wait_for_saved("4k3/8/8/8/8/8/8/4K2R b K - 0 1");
    editor.quit();
    assert_eq!(std::fs::read_to_string(&victim).unwrap(), "precious");
    assert_eq!(std::fs::read_to_string(&second).unwrap(), "precious too");
    let meta = std::fs::symlink_metadata(&own).unwrap();
    assert!(
        meta.is_file(),
        "the planted link is now the editor's own file"
    );
}

//! Nothing lost, with the real binary in a pseudo-terminal: an edited session
//! that is killed is offered back at the next start, `FEN_TUI_RESUME=1` (what
//! `--resume` sets) restores it without asking, a clean quit is not offered,
//! and a state directory that cannot be written is a status-line message.
//! Each test has its own `XDG_STATE_HOME`.

// Helpers outside `#[test]` functions panic on bad test data, as tests do.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support::keys::{CTRL_Q, CTRL_Z, F4};
use crate::support::pty;

mod more;
mod named_file;
mod prompts;
mod undo;

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use crate::support::EXE;
const PROMPT: &str = "Restore the last session?";
// Typed on the emptied start: the castling panel kept K, and the king and
// rook are home again.
const EDITED: &str = "4k3/8/8/8/8/8/8/4K2R w K - 0 1";

/// A state directory of its own for one test, removed at the end.
struct StateHome(PathBuf);

impl StateHome {
    fn new(name: &str) -> StateHome {
        let dir =
            std::env::temp_dir().join(format!("fen-tui-session-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        StateHome(dir)
    }

    fn dir(&self) -> PathBuf {
        self.0.join("fen-tui")
    }

    /// The file an older build wrote (and a test plants).
    fn legacy_file(&self) -> PathBuf {
        self.dir().join("session.json")
    }

    /// Every session file's contents, one editor's file each, sorted.
    fn saved(&self) -> Vec<String> {
        let mut all: Vec<String> = std::fs::read_dir(self.dir())
            .map(|entries| {
                entries
                    .flatten()
                    .filter(|e| e.file_name().to_string_lossy().starts_with("session"))
                    .filter_map(|e| std::fs::read_to_string(e.path()).ok())
                    .collect()
            })
            .unwrap_or_default();
        all.sort();
        all
    }

    /// Wait until a session file holds `text` (the autosave writes within
    /// about a second of a change) and return that file.
    fn wait_for_saved(&self, text: &str) -> String {
        let deadline = Instant::now() + Duration::from_secs(10);
        loop {
            if let Some(saved) = self.saved().into_iter().find(|s| s.contains(text)) {
                return saved;
            }
            let saved = self.saved();
            assert!(Instant::now() < deadline, "never saved {text:?}: {saved:?}");
            std::thread::sleep(Duration::from_millis(50));
        }
    }
}

impl Drop for StateHome {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// The editor in a pseudo-terminal, with this test's state directory.
struct Editor(pty::Session);

impl Editor {
    fn start(state: &Path, env: &[(&str, &str)]) -> Editor {
        Editor::start_with_args(state, &[], env)
    }

    fn start_with_args(state: &Path, args: &[&str], env: &[(&str, &str)]) -> Editor {
        let state = state.to_str().unwrap();
        let env: Vec<_> = [("XDG_STATE_HOME", state)]
            .into_iter()
            .chain(env.iter().copied())
            .collect();
        Editor(pty::Session::start_with(EXE, args, &env))
    }

    fn wait_for(&self, what: &str) -> String {
        self.0.wait_for(what)
    }

    fn send(&mut self, bytes: &str) {
        self.0.send(bytes);
    }

    fn wait_exit(&mut self) -> u32 {
        self.0.wait_exit()
    }

    fn raw_output(&self) -> String {
        self.0.raw_output()
    }

    fn signal(&self, name: &str) {
        let pid = self.0.child.process_id().unwrap();
        let status = std::process::Command::new("kill")
            .args([&format!("-{name}"), &pid.to_string()])
            .status()
            .unwrap();
        assert!(status.success());
    }

    /// Empty the board and type the edited position.
    fn edit(&mut self) {
        self.wait_for("FEN rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        self.send(F4);
        self.wait_for("FEN 8/8/8/8/8/8/8/8 w - - 0 1");
        self.send("4k3/8/8/8/8/8/8/4K2R");
        self.wait_for(&format!("FEN {EDITED}"));
    }

    fn quit(&mut self) -> String {
        self.send(CTRL_Q);
        // Printed: 0, or 1 for a position with problems (an empty board).
        let status = self.wait_exit();
        assert!(status <= 1, "exit status {status}");
        self.raw_output()
    }
}

/// Edit, wait for the autosave, then kill the editor with `signal`.
fn interrupted_session(state: &StateHome, signal: &str) -> Editor {
    let mut editor = Editor::start(&state.0, &[]);
    editor.edit();
    let saved = state.wait_for_saved(EDITED);
    assert!(saved.contains("\"ended_cleanly\":false"), "{saved}");
    editor.signal(signal);
    editor.wait_exit();
    editor
}

#[test]
fn a_killed_session_is_offered_back_and_restored_with_its_undo_steps() {
    let state = StateHome::new("killed");
    interrupted_session(&state, "KILL");

    let mut editor = Editor::start(&state.0, &[]);
    editor.wait_for(PROMPT);
    // The prompt shows the saved position (the board behind it, the start).
    editor.wait_for(EDITED);
    // The prompt takes every key but its own: a letter changes nothing.
    editor.send("K");
    editor.send("\r");
    editor.wait_for(&format!("FEN {EDITED}"));
    let screen = editor.wait_for("The last session is restored");
    assert!(!screen.contains(PROMPT), "{screen}");
    // The undo history came back too: the rook typed last goes first.
    editor.send(CTRL_Z);
    editor.wait_for("FEN 4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    let output = editor.quit();
    let after = output.rsplit("\u{1b}[?1049l").next().unwrap();
    assert!(after.contains("4k3/8/8/8/8/8/8/4K3 w - - 0 1"), "{after:?}");
}

#[test]
fn resume_restores_without_asking() {
    let state = StateHome::new("resume");
    interrupted_session(&state, "KILL");

    let mut editor = Editor::start(&state.0, &[("FEN_TUI_RESUME", "1")]);
    let screen = editor.wait_for(&format!("FEN {EDITED}"));
    assert!(!screen.contains(PROMPT), "{screen}");
    editor.wait_for("The last session is restored");
    editor.quit();
}

#[test]
fn the_resume_flag_restores_without_asking() {
    let state = StateHome::new("resume-flag");
    interrupted_session(&state, "KILL");

    let mut editor = Editor::start_with_args(&state.0, &["--resume"], &[]);
    let screen = editor.wait_for(&format!("FEN {EDITED}"));
    assert!(!screen.contains(PROMPT), "{screen}");
    editor.quit();
}

#[test]
fn a_clean_quit_is_not_offered_next_time() {
    let state = StateHome::new("clean");
    let mut editor = Editor::start(&state.0, &[]);
    editor.edit();
    editor.quit();
    let saved = state.saved();
    assert_eq!(saved.len(), 1, "{saved:?}");
    assert!(saved[0].contains("\"ended_cleanly\":true"), "{saved:?}");
    assert!(saved[0].contains(EDITED), "{saved:?}");

    let mut editor = Editor::start(&state.0, &[]);
    editor.wait_for("FEN rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    // Keys reach the board at once: there is no prompt in the way.
    editor.send(F4);
    let screen = editor.wait_for("FEN 8/8/8/8/8/8/8/8 w - - 0 1");
    assert!(!screen.contains(PROMPT), "{screen}");
    editor.quit();

    // `--resume` still brings back the last session that was quit.
    let mut editor = Editor::start(&state.0, &[("FEN_TUI_RESUME", "1")]);
    editor.wait_for("FEN 8/8/8/8/8/8/8/8 w - - 0 1");
    editor.wait_for("The last session is restored");
    editor.quit();
}

#[test]
fn quitting_at_the_prompt_keeps_the_session_on_offer() {
    let state = StateHome::new("unanswered");
    interrupted_session(&state, "KILL");
    let before = state.saved();

    let mut editor = Editor::start(&state.0, &[]);
    editor.wait_for(PROMPT);
    editor.quit();
    assert_eq!(state.saved(), before);
    let mut editor = Editor::start(&state.0, &[]);
    editor.wait_for(PROMPT);
    editor.quit();
}

#[test]
fn a_discarded_session_is_not_offered_again() {
    let state = StateHome::new("discard");
    interrupted_session(&state, "KILL");

    let mut editor = Editor::start(&state.0, &[]);
    editor.wait_for(PROMPT);
    editor.send("\u{1b}");
    let screen = editor.wait_for("The last session is discarded");
    assert!(screen.contains("FEN rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));
    // Killed again before any edit: the fresh start is what is on file now.
    state.wait_for_saved(
        "{\"current\":{\"draft\":null,\"fen\":\"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\",\"variant\":\"chess\"},\"ended_cleanly\":false",
    );
    editor.signal("KILL");
    editor.wait_exit();
    // The discarded session is kept, finished (for --resume), never offered.
    for saved in state.saved() {
        assert!(!saved.contains(EDITED) || saved.contains("\"ended_cleanly\":true"));
    }
    let mut editor = Editor::start(&state.0, &[]);
    let screen = editor.wait_for(PROMPT);
    assert!(!screen.contains(EDITED), "{screen}");
    editor.quit();
}

#[test]
fn a_second_editor_leaves_the_running_one_s_session_alone() {
    let state = StateHome::new("second");
    let mut first = Editor::start(&state.0, &[]);
    first.edit();
    let saved = state.wait_for_saved(EDITED);

    let mut second = Editor::start(&state.0, &[]);
    let screen = second.wait_for("Another fen-tui");
    assert!(!screen.contains(PROMPT), "{screen}");
    second.send(F4);
    second.wait_for("FEN 8/8/8/8/8/8/8/8 w - - 0 1");
    second.quit();
    std::thread::sleep(Duration::from_millis(1500));
    assert!(state.saved().contains(&saved));

    first.quit();
    let saved = state.wait_for_saved(EDITED);
    assert!(saved.contains("\"ended_cleanly\":true"), "{saved}");
}

#[test]
fn a_hangup_or_interrupt_restores_the_terminal_and_the_session_is_offered() {
    for (signal, code) in [("HUP", 128 + 1), ("INT", 128 + 2)] {
        let state = StateHome::new(&format!("signal-{signal}"));
        let mut editor = Editor::start(&state.0, &[]);
        editor.edit();
        state.wait_for_saved(EDITED);
        editor.signal(signal);
        assert_eq!(editor.wait_exit(), code, "SIG{signal}");
        pty::assert_restored(&editor.raw_output());

        let mut editor = Editor::start(&state.0, &[]);
        editor.wait_for(PROMPT);
        editor.send("y");
        editor.wait_for(&format!("FEN {EDITED}"));
        editor.quit();
    }
}

#[test]
fn a_state_directory_that_cannot_be_written_is_a_status_message() {
    let state = StateHome::new("unwritable");
    // A directory cannot be made inside a regular file, whoever runs the test.
    let blocked = state.0.join("a-file");
    std::fs::write(&blocked, "").unwrap();
    let mut editor = Editor::start(&blocked, &[]);
    editor.edit();
    let screen = editor.wait_for("The session could not be saved");
    // The position in the editor is untouched, and editing goes on.
    assert!(screen.contains(&format!("FEN {EDITED}")), "{screen}");
    editor.send(CTRL_Z);
    editor.wait_for("FEN 4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    let output = editor.quit();
    let after = output.rsplit("\u{1b}[?1049l").next().unwrap();
    assert!(after.contains("4k3/8/8/8/8/8/8/4K3 w - - 0 1"), "{after:?}");
}

#[test]
fn a_damaged_session_file_is_a_note_not_a_crash() {
    let state = StateHome::new("damaged");
    std::fs::create_dir_all(state.dir()).unwrap();
    std::fs::write(state.legacy_file(), "{\"format\":\"fen-tui-session\",\"ver").unwrap();
    let mut editor = Editor::start(&state.0, &[]);
    let screen = editor.wait_for("The saved session is damaged; it is kept as");
    assert!(!screen.contains(PROMPT), "{screen}");
    editor.edit();
    editor.quit();
    // The session went to the editor's own file; the damaged one is set aside
    // whole (issue 19: said once, renamed, never blocking a later start).
    state.wait_for_saved(EDITED);
    assert!(!state.legacy_file().exists());
    let aside: Vec<_> = std::fs::read_dir(state.dir())
        .unwrap()
        .filter_map(|entry| entry.ok().map(|e| e.path()))
        .filter(|path| path.to_string_lossy().contains(".damaged-"))
        .collect();
    assert_eq!(aside.len(), 1, "{aside:?}");
    assert_eq!(
        std::fs::read_to_string(&aside[0]).unwrap(),
        "{\"format\":\"fen-tui-session\",\"ver"
    );
}

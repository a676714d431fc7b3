//! Issue #33, "losing work", with the real binary: a paste into an open
//! collection is asked about at Ctrl-S and "add" keeps both positions (case
//! 1); Ctrl-Z from the shell gives the terminal back and pauses the engine
//! (case 5); an interrupted `-o` leaves no temporary (case 4).

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support::pty::Session;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

const EXE: &str = env!("CARGO_BIN_EXE_fen-tui");
const CTRL_S: &str = "\u{13}";
const CTRL_Q: &str = "\u{11}";
const ALT_I: &str = "\u{1b}i";
const ON_DISK: &str = "8/8/8/4k3/8/8/3P4/4K3 w - - 0 1";
const PASTED: &str = "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1";
const PASTED_TOO: &str = "4k3/8/8/8/8/8/8/4K2R w K - 0 1";

fn dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("fen-tui-trust-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// What a terminal sends for a paste (bracketed paste), as tmux's
/// `send-keys -l` of a pasted buffer does.
fn paste(session: &mut Session, text: &str) {
    session.send(&format!("\u{1b}[200~{text}\u{1b}[201~"));
}

fn wait_for_file(path: &Path, what: &str) -> String {
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let text = std::fs::read_to_string(path).unwrap_or_default();
        if text.contains(what) {
            return text;
        }
        assert!(
            Instant::now() < deadline,
            "{what:?} never written: {text:?}"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// A coach's `club.fen` with one position; a new FEN pasted; Ctrl-S asks
/// "replace line 2 (its caption) or add", and `a` keeps both. Alt-I adds
/// without a question; `r` replaces the line, as asked.
#[test]
fn a_paste_into_an_open_collection_is_asked_about_and_add_keeps_both() {
    let dir = dir("club");
    let club = dir.join("club.fen");
    std::fs::write(&club, format!("# Weekly\n{ON_DISK}\n")).unwrap();
    let mut session = Session::start(EXE, &[club.to_str().unwrap()]);
    session.wait_for("Position 1 of 1 (line 2)");
    paste(&mut session, PASTED);
    session.wait_for(&format!("FEN {PASTED}"));
    session.wait_for("Alt-I adds it");
    session.send(CTRL_S);
    let screen = session.wait_for("Replace line 2 (Weekly)");
    assert!(screen.contains("add"), "{screen}");
    // Nothing written while asked.
    assert_eq!(
        std::fs::read_to_string(&club).unwrap(),
        format!("# Weekly\n{ON_DISK}\n")
    );
    session.send("a");
    session.wait_for("Saved to");
    let text = wait_for_file(&club, PASTED);
    assert_eq!(
        text,
        format!("# Weekly\n{ON_DISK}\n{PASTED}\n"),
        "a position lost"
    );
    session.wait_for("club.fen 2 / 2");

    // Alt-I: added at once, both kept.
    paste(&mut session, PASTED_TOO);
    session.wait_for(&format!("FEN {PASTED_TOO}"));
    session.send(ALT_I);
    let text = wait_for_file(&club, PASTED_TOO);
    assert_eq!(
        text,
        format!("# Weekly\n{ON_DISK}\n{PASTED}\n{PASTED_TOO}\n")
    );
    session.wait_for("club.fen 3 / 3");

    // r: the line replaced, as the user chose.
    paste(&mut session, PASTED);
    session.wait_for(&format!("FEN {PASTED}"));
    session.send(CTRL_S);
    session.wait_for("Replace line 4");
    session.send("r");
    session.wait_for("Saved to");
    let text = wait_for_file(&club, &format!("{PASTED}\n{PASTED}\n"));
    assert_eq!(text, format!("# Weekly\n{ON_DISK}\n{PASTED}\n{PASTED}\n"));
    session.send(CTRL_Q);
    session.wait_exit();
    let _ = std::fs::remove_dir_all(&dir);
}

/// The third field of `/proc/<pid>/stat`: `T` when stopped.
fn state_of(pid: u32) -> char {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    // The command name is in parentheses and may hold spaces.
    stat.rsplit(')')
        .next()
        .and_then(|rest| rest.trim_start().chars().next())
        .unwrap_or('?')
}

fn wait_state(pid: u32, stopped: bool, what: &str) {
    let deadline = Instant::now() + Duration::from_secs(20);
    while (state_of(pid) == 'T') != stopped {
        assert!(
            Instant::now() < deadline,
            "{what}: state {} (stopped wanted: {stopped})",
            state_of(pid)
        );
        std::thread::sleep(Duration::from_millis(20));
    }
}

fn kill(signal: &str, pid: u32) {
    let status = std::process::Command::new("kill")
        .args([format!("-{signal}"), pid.to_string()])
        .status()
        .unwrap();
    assert!(status.success());
}

/// Ctrl-Z from a shell (`kill -TSTP`): the terminal is given back (normal
/// screen, mouse off, bracketed paste off, cursor shown) before the editor
/// stops, and the analysing engine is paused with it; `fg` (SIGCONT) takes
/// the terminal again, the engine goes on, and the screen is drawn whole.
#[test]
fn a_suspended_editor_gives_the_terminal_back_and_pauses_its_engine() {
    if !Path::new("/proc/self/stat").exists() {
        crate::support::skip::skip("no /proc to read a process's state");
        return;
    }
    let dir = dir("suspend");
    std::fs::create_dir_all(dir.join("fen-tui")).unwrap();
    let engine = crate::engine::fake_engine().display().to_string();
    std::fs::write(
        dir.join("fen-tui").join("config.toml"),
        format!("[engines]\nchess = {engine:?}\nxiangqi = {engine:?}\n"),
    )
    .unwrap();
    let log = dir.join("engine.log");
    let (config, log_name) = (dir.display().to_string(), log.display().to_string());
    let mut session = Session::start_with(
        EXE,
        &["--analyse", "startpos"],
        &[
            ("XDG_CONFIG_HOME", &config),
            ("FAKE_ENGINE_MODE", "good"),
            ("FAKE_ENGINE_LOG", &log_name),
        ],
    );
    session.wait_for("Analysis");
    let deadline = Instant::now() + Duration::from_secs(20);
    let engine_pid: u32 = loop {
        let text = std::fs::read_to_string(&log).unwrap_or_default();
        if let Some(pid) = text.lines().next().and_then(|l| l.strip_prefix("pid ")) {
            break pid.trim().parse().unwrap();
        }
        assert!(Instant::now() < deadline, "the engine never started");
        std::thread::sleep(Duration::from_millis(20));
    };
    let editor = session.child.process_id().unwrap();
    let before = session.output.lock().unwrap().len();
    kill("TSTP", editor);
    wait_state(editor, true, "the editor after SIGTSTP");
    wait_state(engine_pid, true, "the engine while the editor is stopped");
    std::thread::sleep(Duration::from_millis(200));
    let after: String =
        String::from_utf8_lossy(&session.output.lock().unwrap()[before..]).into_owned();
    crate::support::pty::assert_restored(&after);

    let before = session.output.lock().unwrap().len();
    kill("CONT", editor);
    wait_state(editor, false, "the editor after SIGCONT");
    wait_state(engine_pid, false, "the engine after SIGCONT");
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let back = String::from_utf8_lossy(&session.output.lock().unwrap()[before..]).into_owned();
        // The alternate screen and the mouse again, and the screen drawn anew.
        if back.contains("\u{1b}[?1049h") && back.contains("\u{1b}[?1000h") && back.contains("FEN")
        {
            break;
        }
        assert!(
            Instant::now() < deadline,
            "the terminal was not taken back: {back:?}"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    session.wait_for("FEN rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    session.send(CTRL_Q);
    assert_eq!(session.wait_exit(), 0);
    let _ = std::fs::remove_dir_all(&dir);
}

/// The names in `dir`, sorted.
fn names(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

/// `worksheet -o` interrupted by SIGINT, SIGTERM or SIGHUP while it writes:
/// its temporary is removed, the old sheet is left whole, and the exit
/// status is 128 + the signal's number.
#[test]
fn an_interrupted_worksheet_leaves_no_temporary() {
    let dir = dir("interrupted");
    let input = dir.join("many.fen");
    let line = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3\n";
    std::fs::write(&input, line.repeat(6000)).unwrap();
    let out = dir.join("sheet.pdf");
    for (signal, number) in [("INT", 2), ("TERM", 15), ("HUP", 1)] {
        std::fs::write(&out, "the old sheet\n").unwrap();
        let mut child = std::process::Command::new(EXE)
            .args([
                "worksheet",
                input.to_str().unwrap(),
                "-o",
                out.to_str().unwrap(),
            ])
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .spawn()
            .unwrap();
        // Wait for the temporary beside the sheet, then interrupt.
        let deadline = Instant::now() + Duration::from_secs(60);
        loop {
            if names(&dir).iter().any(|n| n.ends_with(".tmp")) {
                break;
            }
            if let Some(status) = child.try_wait().unwrap() {
                panic!("{signal}: the worksheet ended ({status}) before it could be interrupted");
            }
            assert!(Instant::now() < deadline, "{signal}: no temporary seen");
            std::thread::sleep(Duration::from_millis(2));
        }
        kill(signal, child.id());
        let status = child.wait().unwrap();
        assert_eq!(status.code(), Some(128 + number), "{signal}: {status}");
        assert_eq!(
            names(&dir),
            ["many.fen", "sheet.pdf"],
            "{signal}: a temporary left"
        );
        assert_eq!(
            std::fs::read_to_string(&out).unwrap(),
            "the old sheet\n",
            "{signal}"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

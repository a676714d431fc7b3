//! The editor's analysis panel with the real binary in a pseudo-terminal
//! (80×24, so the one-line form): against the fake engine
//! (`examples/fake_engine.rs`, named in a config file of the test's own) for
//! what must hold whatever the machine (a slow start, a crash mid-search, a
//! `go` that never ends, a killed engine, an invalid position, a burst of
//! keys), and against Debian's Stockfish and Fairy-Stockfish for a mate.
//! With `FAKE_ENGINE_SAYS_FEN=1` the fake engine scores a position 100
//! centipawns per move number from the side to move, so the score on screen
//! (White's view) tells which position it was given.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::engine::{fake_engine, real_engine};
use crate::pty_input::cpu_seconds;
use crate::support::keys::{ALT_A, ALT_P, CTRL_Q, F6, RIGHT, TAB};
use crate::support::pty::Session;
use std::path::PathBuf;
use std::time::{Duration, Instant};

use crate::support::EXE;
const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// A folder of the test's own: a config naming the fake engine for both
/// games, and the file the engine logs what it is sent to.
pub(crate) struct Setup {
    dir: PathBuf,
}

impl Setup {
    pub(crate) fn new(name: &str) -> Setup {
        let dir = std::env::temp_dir().join(format!(
            "fen-tui-pty-analysis-{}-{name}",
            std::process::id()
        ));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(dir.join("fen-tui")).unwrap();
        let engine = fake_engine().display().to_string();
        std::fs::write(
            dir.join("fen-tui").join("config.toml"),
            format!("[engines]\nchess = {engine:?}\nxiangqi = {engine:?}\n"),
        )
        .unwrap();
        Setup { dir }
    }

    pub(crate) fn log(&self) -> PathBuf {
        self.dir.join("engine.log")
    }

    /// The editor with the panel on, the fake engine in `mode`.
    pub(crate) fn start(&self, mode: &str, input: &str) -> Session {
        let config = self.dir.display().to_string();
        let log = self.log().display().to_string();
        Session::start_with(
            EXE,
            &["--analyse", input],
            &[
                ("XDG_CONFIG_HOME", &config),
                ("FAKE_ENGINE_MODE", mode),
                ("FAKE_ENGINE_LOG", &log),
                ("FAKE_ENGINE_SAYS_FEN", "1"),
            ],
        )
    }

    /// The fake engine's process id (its log's first line), once it runs.
    pub(crate) fn engine_pid(&self) -> u32 {
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            let log = std::fs::read_to_string(self.log()).unwrap_or_default();
            if let Some(pid) = log.lines().next().and_then(|l| l.strip_prefix("pid ")) {
                return pid.trim().parse().unwrap();
            }
            assert!(Instant::now() < deadline, "the engine never started");
            std::thread::sleep(Duration::from_millis(20));
        }
    }
}

impl Drop for Setup {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

fn fen_line(session: &Session) -> String {
    let shown = session.screen().contents();
    shown
        .lines()
        .find(|l| l.starts_with("FEN "))
        .unwrap_or_default()
        .trim_end()
        .to_string()
}

#[test]
fn the_panel_shows_the_engine_and_follows_a_pasted_position_and_an_undo() {
    let setup = Setup::new("follows");
    let mut session = setup.start("good", START);
    // Move 1, White to move: +1.0, from the engine named in the title.
    session.wait_for("Analysis · Fake good");
    session.wait_for("+1.0");
    // A pasted position with Black to move at move 42: -42.0 (White's view).
    session
        .send("\u{1b}[200~rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 42\u{1b}[201~");
    session.wait_for("-42.0");
    // Undo: back to the start, and the engine with it.
    session.send("\u{1a}");
    session.wait_for(&format!("FEN {START}"));
    session.wait_for("+1.0");
    // Alt-A closes the panel (and the engine quits); again opens it.
    session.send(ALT_A);
    let deadline = Instant::now() + Duration::from_secs(20);
    while session.screen().contents().contains("Analysis") {
        assert!(Instant::now() < deadline, "the panel did not close");
        std::thread::sleep(Duration::from_millis(20));
    }
    session.send(ALT_A);
    session.wait_for("+1.0");
    session.send(CTRL_Q);
    assert_eq!(session.wait_exit(), 0);
}

#[test]
fn an_invalid_position_is_refused_in_words_and_starts_no_engine() {
    let setup = Setup::new("invalid");
    let mut session = setup.start("good", "K6k/8/8/8/8/8/8/K7 w - - 0 1");
    session.wait_for("not analysed");
    std::thread::sleep(Duration::from_millis(500));
    assert!(!setup.log().exists(), "an engine was started");
    // Made valid (one White king cleared from a1 by the FEN field): analysed.
    session.send("\u{1b}[200~K6k/8/8/8/8/8/8/8 w - - 0 7\u{1b}[201~");
    session.wait_for("+7.0");
    assert!(setup.log().exists());
    session.send(CTRL_Q);
    assert_eq!(session.wait_exit(), 0);
}

#[test]
fn a_slow_engine_start_never_holds_up_a_key() {
    let setup = Setup::new("slow");
    let mut session = setup.start("slow-start", START);
    session.wait_for("starting fake_engine");
    // The engine takes a second to say `uciok`: the key is answered before.
    session.send(F6);
    let screen = session.wait_for("FEN rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1");
    assert!(screen.contains("starting fake_engine"), "{screen}");
    // Then the position as it is now: Black to move, +1.0 for Black.
    session.wait_for("-1.0");
    session.send(CTRL_Q);
    assert_eq!(session.wait_exit(), 0);
}

#[test]
fn a_crash_mid_search_is_said_once_with_its_last_words_and_alt_p_restarts() {
    let setup = Setup::new("crash");
    let mut session = setup.start("crash", START);
    let said = session.wait_for("segmentation");
    assert!(said.contains("139") && said.contains("Alt-P"), "{said}");
    // The editor goes on: a key changes the board at once, and nothing
    // starts the engine again by itself.
    let first_pid = setup.engine_pid();
    session.send(F6);
    session.wait_for("FEN rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1");
    std::thread::sleep(Duration::from_millis(300));
    assert_eq!(setup.engine_pid(), first_pid);
    assert!(session.screen().contents().contains("segmentation"));
    // Alt-P starts it again (a new process), which crashes again, said again.
    std::fs::remove_file(setup.log()).unwrap();
    session.send(ALT_P);
    assert_ne!(setup.engine_pid(), first_pid);
    session.wait_for("segmentation");
    session.send(CTRL_Q);
    assert_eq!(session.wait_exit(), 0);
}

#[test]
fn a_search_that_never_ends_is_given_up_while_keys_go_on() {
    let setup = Setup::new("never");
    let mut session = setup.start("never-stop", START);
    session.wait_for("+1.0");
    // A new position: `stop` goes out and is never answered. The key is
    // answered at once; the engine is given up after its 3 s.
    session.send(F6);
    let screen = session.wait_for("FEN rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1");
    assert!(!screen.contains("“stop”"), "{screen}");
    session.send(F6);
    session.wait_for(&format!("FEN {START}"));
    session.wait_for("“stop”");
    // And the process is gone (killed, since it ignores `quit`).
    let pid = setup.engine_pid();
    let deadline = Instant::now() + Duration::from_secs(20);
    while std::path::Path::new(&format!("/proc/{pid}/status")).exists()
        && !std::fs::read_to_string(format!("/proc/{pid}/status"))
            .unwrap_or_default()
            .contains("zombie")
    {
        assert!(Instant::now() < deadline, "engine {pid} still runs");
        std::thread::sleep(Duration::from_millis(50));
    }
    session.send(CTRL_Q);
    assert_eq!(session.wait_exit(), 0);
}

#[test]
fn a_killed_engine_is_said_at_once_and_keys_go_on() {
    let setup = Setup::new("killed");
    let mut session = setup.start("good", START);
    session.wait_for("+1.0");
    let pid = setup.engine_pid();
    let status = std::process::Command::new("kill")
        .args(["-9", &pid.to_string()])
        .status()
        .unwrap();
    assert!(status.success());
    session.wait_for("signal: 9");
    session.send(F6);
    session.wait_for("FEN rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1");
    session.send(ALT_P);
    session.wait_for("-1.0");
    session.send(CTRL_Q);
    assert_eq!(session.wait_exit(), 0);
}

/// Steps of undo history the burst walks through.
const STEPS: u64 = 40;

/// A burst of `count` single-byte keys (so no key's bytes can be split
/// across two reads): Ctrl-Z and Ctrl-Y at random through `STEPS` steps of
/// history, never past either end, so every key changes the position (a new
/// valid one for the engine each time) and a lost key always changes where
/// the walk ends. The move number it ends at, worked out from the keys alone.
fn burst(count: usize) -> (String, u64) {
    let mut random = 0x9e37_79b9_7f4a_7c15_u64;
    let mut next = || {
        random ^= random << 13;
        random ^= random >> 7;
        random ^= random << 17;
        random.is_multiple_of(2)
    };
    let (mut keys, mut at) = (String::new(), STEPS);
    for _ in 0..count {
        let undo = at == STEPS || (at > 0 && next());
        if undo {
            keys.push('\u{1a}');
            at -= 1;
        } else {
            keys.push('\u{19}');
            at += 1;
        }
    }
    (keys, 1 + at)
}

#[test]
fn a_burst_of_2000_keys_with_analysis_on_loses_none() {
    let keys: usize = std::env::var("FEN_TUI_BURST")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(2_000);
    let setup = Setup::new("burst");
    let mut session = setup.start("good", START);
    session.wait_for("+1.0");
    // The history: the move number up by one, STEPS times.
    let up = RIGHT.repeat(usize::try_from(STEPS).unwrap());
    session.send(&format!("{}{up}", TAB.repeat(5)));
    let top = format!("KQkq - 0 {}", 1 + STEPS);
    session.wait_for(&top);
    session.wait_for(&format!("+{}.0 ", 1 + STEPS));
    let pid = session.child.process_id().unwrap();
    let before = cpu_seconds(pid);
    let (burst, number) = burst(keys);
    session.send(&burst);
    let fen = format!("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 {number}");
    let deadline = Instant::now() + Duration::from_secs(60);
    while fen_line(&session) != format!("FEN {fen}") {
        assert!(
            Instant::now() < deadline,
            "want FEN {fen}\nshown {}",
            fen_line(&session)
        );
        std::thread::sleep(Duration::from_millis(50));
    }
    // And the engine was given the last position: its score is shown.
    session.wait_for(&format!("+{number}.0 "));
    let cpu = cpu_seconds(pid) - before;
    println!("{keys} keys in a burst with analysis on: {cpu:.2} s of the editor's CPU");
    assert!(cpu <= 2.0, "{keys} keys cost {cpu:.2} s of CPU");
    session.send(CTRL_Q);
    assert!(session.wait_exit() <= 1);
}

#[test]
fn stockfish_shows_a_mate_in_the_panel() {
    let Some(_) = real_engine("stockfish") else {
        return;
    };
    let mut session = Session::start(EXE, &["--analyse", "k7/8/2K5/8/8/8/8/1R6 w - - 0 1"]);
    session.wait_for("#2");
    session.send(CTRL_Q);
    assert_eq!(session.wait_exit(), 0);
}

#[test]
fn fairy_stockfish_shows_a_xiangqi_mate_in_the_panel() {
    let Some(_) = real_engine("fairy-stockfish") else {
        return;
    };
    let mut session = Session::start(EXE, &["--analyse", "4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1"]);
    session.wait_for("#2");
    session.send(CTRL_Q);
    assert_eq!(session.wait_exit(), 0);
}

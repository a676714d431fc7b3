//! The real binary in a pseudo-terminal: start it, type, read the screen, quit,
//! and check the FEN it prints and the terminal state it leaves behind.

// Helpers outside `#[test]` functions panic on bad test data, as tests do.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use portable_pty::{CommandBuilder, PtySize, native_pty_system};
use std::io::{Read, Write};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

struct Session {
    output: Arc<Mutex<Vec<u8>>>,
    writer: Box<dyn Write + Send>,
    child: Box<dyn portable_pty::Child + Send + Sync>,
}

impl Session {
    fn start(program: &str, args: &[&str]) -> Session {
        Session::start_with(program, args, &[])
    }

    fn start_with(program: &str, args: &[&str], env: &[(&str, &str)]) -> Session {
        let pty = native_pty_system();
        let pair = pty
            .openpty(PtySize {
                rows: 24,
                cols: 80,
                pixel_width: 0,
                pixel_height: 0,
            })
            .unwrap();
        let mut command = CommandBuilder::new(program);
        command.args(args);
        command.env("TERM", "xterm-256color");
        command.env("LANG", "en_US.UTF-8");
        command.env_remove("NO_COLOR");
        for (name, value) in env {
            command.env(name, value);
        }
        let child = pair.slave.spawn_command(command).unwrap();
        drop(pair.slave);
        let mut reader = pair.master.try_clone_reader().unwrap();
        let output = Arc::new(Mutex::new(Vec::new()));
        let sink = Arc::clone(&output);
        std::thread::spawn(move || {
            let mut buffer = [0u8; 4096];
            while let Ok(n) = reader.read(&mut buffer) {
                if n == 0 {
                    break;
                }
                sink.lock().unwrap().extend_from_slice(&buffer[..n]);
            }
        });
        let writer = pair.master.take_writer().unwrap();
        // Keep the master open for the session's lifetime.
        std::mem::forget(pair.master);
        Session {
            output,
            writer,
            child,
        }
    }

    fn screen(&self) -> vt100::Screen {
        let mut parser = vt100::Parser::new(24.try_into().unwrap(), 80.try_into().unwrap(), 0);
        parser.process(&self.output.lock().unwrap());
        parser.screen().clone()
    }

    fn wait_for(&self, what: &str) -> String {
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            let contents = self.screen().contents();
            if contents.contains(what) {
                return contents;
            }
            assert!(
                Instant::now() < deadline,
                "never saw {what:?}; output:\n{}",
                self.raw_output().chars().take(3000).collect::<String>()
            );
            std::thread::sleep(Duration::from_millis(30));
        }
    }

    fn send(&mut self, bytes: &str) {
        self.writer.write_all(bytes.as_bytes()).unwrap();
        self.writer.flush().unwrap();
        std::thread::sleep(Duration::from_millis(60));
    }

    fn wait_exit(&mut self) -> u32 {
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                // Let the reader thread drain the last bytes.
                std::thread::sleep(Duration::from_millis(200));
                return status.exit_code();
            }
            assert!(Instant::now() < deadline, "the editor did not exit");
            std::thread::sleep(Duration::from_millis(30));
        }
    }

    fn raw_output(&self) -> String {
        String::from_utf8_lossy(&self.output.lock().unwrap()).into_owned()
    }
}

const EXE: &str = env!("CARGO_BIN_EXE_fen-tui");
const F4: &str = "\u{1b}OS";
const CTRL_Q: &str = "\u{11}";

/// The sequences that give the terminal back: bracketed paste off, mouse off,
/// alternate screen left, cursor shown.
fn assert_restored(output: &str) {
    for (sequence, what) in [
        ("\u{1b}[?2004l", "bracketed paste disabled"),
        ("\u{1b}[?1000l", "mouse capture disabled"),
        ("\u{1b}[?1049l", "alternate screen left"),
        ("\u{1b}[?25h", "cursor shown"),
    ] {
        assert!(output.contains(sequence), "{what}: {sequence:?} missing");
    }
}

#[test]
fn type_a_position_and_quit_prints_its_fen() {
    let mut session = Session::start(EXE, &[]);
    session.wait_for("FEN rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    session.send(F4);
    session.wait_for("FEN 8/8/8/8/8/8/8/8 w - - 0 1");
    session.send("4k3/8/8/8/8/8/8/4K2R");
    let screen = session.wait_for("FEN 4k3/8/8/8/8/8/8/4K2R w - - 0 1");
    assert!(screen.contains("Castling"), "{screen}");
    // Tab to the castling panel, switch on White's king side.
    session.send("\t\t ");
    session.wait_for("FEN 4k3/8/8/8/8/8/8/4K2R w K - 0 1");
    session.send(CTRL_Q);
    assert_eq!(session.wait_exit(), 0);
    let output = session.raw_output();
    assert_restored(&output);
    // After leaving the alternate screen the FEN is printed on the normal screen.
    let after = output.rsplit("\u{1b}[?1049l").next().unwrap();
    assert!(
        after.contains("4k3/8/8/8/8/8/8/4K2R w K - 0 1"),
        "{after:?}"
    );
}

#[test]
fn with_stdout_in_a_pipe_the_ui_goes_to_the_terminal_and_the_fen_to_the_pipe() {
    let dir = std::env::temp_dir().join(format!("fen-tui-pty-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let out = dir.join("out.txt");
    let script = format!(
        "'{EXE}' '4k3/8/8/8/8/8/8/4K3 w - - 0 1' > '{}'",
        out.display()
    );
    let mut session = Session::start("sh", &["-c", &script]);
    session.wait_for("FEN 4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    // Cursor on a8: step right and put a queen on b8.
    session.send("\u{1b}[CQ");
    session.wait_for("FEN 1Q2k3/8/8/8/8/8/8/4K3 w - - 0 1");
    session.send(CTRL_Q);
    assert_eq!(session.wait_exit(), 0);
    assert_eq!(
        std::fs::read_to_string(&out).unwrap(),
        "1Q2k3/8/8/8/8/8/8/4K3 w - - 0 1\n"
    );
    assert_restored(&session.raw_output());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn bracketed_paste_loads_a_fen_and_undo_takes_it_back() {
    let mut session = Session::start(EXE, &[]);
    session.wait_for("FEN rnbqkbnr");
    session
        .send("\u{1b}[200~https://lichess.org/analysis/8/8/8/4k3/8/8/8/4K3_w_-_-_0_1\u{1b}[201~");
    session.wait_for("FEN 8/8/8/4k3/8/8/8/4K3 w - - 0 1");
    session.send("\u{1a}");
    session.wait_for("FEN rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    session.send(CTRL_Q);
    assert_eq!(session.wait_exit(), 0);
}

#[test]
fn sigterm_restores_the_terminal() {
    let mut session = Session::start(EXE, &[]);
    session.wait_for("FEN rnbqkbnr");
    let pid = session.child.process_id().unwrap();
    let status = std::process::Command::new("kill")
        .args(["-TERM", &pid.to_string()])
        .status()
        .unwrap();
    assert!(status.success());
    assert_eq!(session.wait_exit(), 128 + 15);
    assert_restored(&session.raw_output());
}

#[test]
fn a_panic_report_lands_on_the_restored_normal_screen() {
    let mut session = Session::start_with(
        EXE,
        &[],
        &[("FEN_TUI_DEBUG_PANIC", "1"), ("RUST_BACKTRACE", "0")],
    );
    assert_ne!(session.wait_exit(), 0);
    let output = session.raw_output();
    assert_restored(&output);
    // The first restore comes from the panic hook, before the report.
    let (_, after) = output.split_once("\u{1b}[?1049l").unwrap();
    assert!(after.contains("forced by FEN_TUI_DEBUG_PANIC"), "{after:?}");
    // Raw mode is off again: the report's lines start at the left margin.
    let screen = session.screen().contents();
    assert!(
        screen
            .lines()
            .any(|l| l.starts_with("The application panicked")),
        "{screen}"
    );
}

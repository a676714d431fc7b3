//! A real pseudo-terminal session with the editor (portable-pty + vt100), shared
//! by the tests and benches that drive the binary the way a user does.

use portable_pty::{CommandBuilder, PtySize, native_pty_system};
use std::io::{Read, Write};
use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

pub struct Session {
    pub output: Arc<Mutex<Vec<u8>>>,
    pub writer: Box<dyn Write + Send>,
    pub child: Box<dyn portable_pty::Child + Send + Sync>,
    /// The editor's own `XDG_STATE_HOME` (its session file), removed at the end.
    state: PathBuf,
}

impl Drop for Session {
    fn drop(&mut self) {
        // An editor left running by a failed test (one that hangs, as the old
        // one did on a FIFO) is ended, not left behind the test run.
        let _ = self.child.kill();
        let _ = self.child.wait();
        let _ = std::fs::remove_dir_all(&self.state);
    }
}

impl Session {
    pub fn start(program: &str, args: &[&str]) -> Session {
        Session::start_with(program, args, &[])
    }

    pub fn start_with(program: &str, args: &[&str], env: &[(&str, &str)]) -> Session {
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
        // Never the user's session file, and never another test's: editors
        // running side by side must not be offered each other's sessions.
        static STARTED: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
        let n = STARTED.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let state =
            std::env::temp_dir().join(format!("fen-tui-pty-state-{}-{n}", std::process::id()));
        command.env("XDG_STATE_HOME", &state);
        // Nor the user's config file: the editor writes the look it is given there.
        command.env("XDG_CONFIG_HOME", state.join("config"));
        command.env_remove("FEN_TUI_RESUME");
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
            state,
        }
    }

    pub fn screen(&self) -> vt100::Screen {
        let mut parser = vt100::Parser::new(24.try_into().unwrap(), 80.try_into().unwrap(), 0);
        parser.process(&self.output.lock().unwrap());
        parser.screen().clone()
    }

    pub fn wait_for(&self, what: &str) -> String {
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
            std::thread::sleep(Duration::from_millis(5));
        }
    }

    /// Waits until `what` is no longer on the screen.
    pub fn wait_gone(&self, what: &str) {
        let deadline = Instant::now() + Duration::from_secs(20);
        while self.screen().contents().contains(what) {
            assert!(Instant::now() < deadline, "{what:?} never went away");
            std::thread::sleep(Duration::from_millis(5));
        }
    }

    pub fn send(&mut self, bytes: &str) {
        self.writer.write_all(bytes.as_bytes()).unwrap();
        self.writer.flush().unwrap();
        std::thread::sleep(Duration::from_millis(60));
    }

    pub fn wait_exit(&mut self) -> u32 {
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

    pub fn raw_output(&self) -> String {
        String::from_utf8_lossy(&self.output.lock().unwrap()).into_owned()
    }
}

/// The sequences that give the terminal back: bracketed paste off, mouse off,
/// alternate screen left, cursor shown.
pub fn assert_restored(output: &str) {
    for (sequence, what) in [
        ("\u{1b}[?2004l", "bracketed paste disabled"),
        ("\u{1b}[?1000l", "mouse capture disabled"),
        ("\u{1b}[?1049l", "alternate screen left"),
        ("\u{1b}[?25h", "cursor shown"),
    ] {
        assert!(output.contains(sequence), "{what}: {sequence:?} missing");
    }
}

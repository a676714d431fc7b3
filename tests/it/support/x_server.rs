//! A private X server (Xvfb) for tests, with `xclip` as an independent X client.
//!
//! Used by `clipboard_x11` (library calls) and `pty_clipboard_x11` (the editor copying, then quitting).
// Shared by test crates that each use a part of it.
#![allow(dead_code)]
// Test code: a failed step should stop the test loudly.
#![allow(clippy::unwrap_used)]

use std::io::{BufRead, BufReader, Read, Write};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::thread;
use std::time::{Duration, Instant};

use fen_tui::clipboard::SERVE_ARG;

/// The fen-tui binary Cargo built for this test run.
pub use crate::support::EXE as FEN_BIN;
/// How long anything on the X server may take before a step counts as failed.
pub const PATIENCE: Duration = Duration::from_secs(15);

/// A private X server (Xvfb) for one test; stops it and every helper on it when dropped.
pub struct XServer {
    xvfb: Child,
    display: String,
    /// One X server at a time in this test binary: the tests count the Xvfb
    /// and helper processes left behind, which another test's would spoil,
    /// and two servers at once starve each other on a small machine.
    _turn: std::sync::MutexGuard<'static, ()>,
}

static ONE_AT_A_TIME: std::sync::Mutex<()> = std::sync::Mutex::new(());

impl XServer {
    /// Starts Xvfb, or says why not: prints `skipped: ...` and returns `None`, except under
    /// `CI` (set to anything), where missing tools are a failure.
    pub fn start_or_skip() -> Option<Self> {
        let missing: Vec<_> = ["Xvfb", "xclip"]
            .into_iter()
            .filter(|tool| !on_path(tool))
            .collect();
        if missing.is_empty() {
            return Some(Self::start());
        }
        let why = format!(
            "{} not installed (apt-get install xvfb xclip)",
            missing.join(" and ")
        );
        crate::support::skip::skip(&why);
        None
    }

    /// Starts Xvfb on a display number it picks itself (`-displayfd`), so parallel runs
    /// cannot collide.
    fn start() -> Self {
        // A test that failed while holding it leaves nothing shared broken.
        let turn = ONE_AT_A_TIME
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let mut xvfb = Command::new("Xvfb")
            .args([
                "-displayfd",
                "1",
                "-nolisten",
                "tcp",
                "-screen",
                "0",
                "640x480x24",
            ])
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        // Xvfb writes the number once it accepts connections; it closes stdout if it fails.
        let mut number = String::new();
        BufReader::new(xvfb.stdout.take().unwrap())
            .read_line(&mut number)
            .unwrap();
        let number = number.trim();
        assert!(!number.is_empty(), "Xvfb did not start");
        Self {
            xvfb,
            display: format!(":{number}"),
            _turn: turn,
        }
    }

    /// The process id of this server's Xvfb.
    pub fn xvfb_pid(&self) -> u32 {
        self.xvfb.id()
    }

    /// The display name, e.g. `:42`.
    pub fn display(&self) -> &str {
        &self.display
    }

    /// A command that talks to this X server only (never to a Wayland session of the host).
    pub fn command(&self, program: impl AsRef<std::ffi::OsStr>) -> Command {
        let mut command = Command::new(program);
        command
            .env("DISPLAY", &self.display)
            .env_remove("WAYLAND_DISPLAY");
        command
    }

    /// Starts `fen-tui __serve-clipboard` directly with `text` on its stdin.
    pub fn start_helper(&self, text: &str) -> Child {
        let mut helper = self
            .command(FEN_BIN)
            .arg(SERVE_ARG)
            .stdin(Stdio::piped())
            .stdout(Stdio::null())
            .stderr(Stdio::inherit())
            .spawn()
            .unwrap();
        helper
            .stdin
            .take()
            .unwrap()
            .write_all(text.as_bytes())
            .unwrap();
        helper
    }

    /// The clipboard as `xclip -o` sees it; `None` when nobody owns it.
    pub fn clipboard(&self) -> Option<String> {
        let mut xclip = self.command("xclip");
        xclip.args(["-o", "-selection", "clipboard"]);
        run_briefly(xclip)
    }

    /// The clipboard's picture as `xclip -t image/png -o` sees it (PNG bytes).
    pub fn clipboard_png(&self) -> Option<Vec<u8>> {
        let mut xclip = self.command("xclip");
        xclip.args(["-o", "-selection", "clipboard", "-t", "image/png"]);
        run_briefly_bytes(xclip)
    }

    /// Polls until the clipboard holds `expected`; returns what it last held.
    pub fn wait_for_clipboard(&self, expected: &str) -> Option<String> {
        let mut last = None;
        wait_until(|| {
            last = self.clipboard();
            last.as_deref() == Some(expected)
        });
        last
    }

    /// Copies `text` with `xclip -i` and waits until the clipboard shows it.
    pub fn set_clipboard(&self, text: &str) {
        // xclip forks a server that keeps running (until Xvfb stops): it must not inherit a
        // pipe this test reads to the end.
        let mut xclip = self
            .command("xclip")
            .args(["-i", "-selection", "clipboard"])
            .stdin(Stdio::piped())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        xclip
            .stdin
            .take()
            .unwrap()
            .write_all(text.as_bytes())
            .unwrap();
        assert!(xclip.wait().unwrap().success(), "xclip -i failed");
        assert_eq!(self.wait_for_clipboard(text).as_deref(), Some(text));
    }

    /// Copies the PNG file at `path` as a picture (`xclip -t image/png -i`,
    /// as a screenshot tool does) and waits until the clipboard offers it.
    pub fn set_clipboard_png(&self, path: &str) {
        let status = self
            .command("xclip")
            .args(["-selection", "clipboard", "-t", "image/png", "-i", path])
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status()
            .unwrap();
        assert!(status.success(), "xclip -t image/png -i failed");
        // Its targets, not the picture itself: a picture over a pipe's
        // buffer would wait for a reader that only reads once it has ended.
        let offers_png = || {
            let mut targets = self.command("xclip");
            targets.args(["-o", "-selection", "clipboard", "-t", "TARGETS"]);
            run_briefly(targets).is_some_and(|t| t.lines().any(|l| l == "image/png"))
        };
        assert!(
            wait_until(offers_png),
            "the clipboard never offered {path} as image/png"
        );
    }

    /// Process ids of the clipboard helpers serving this display.
    pub fn helpers(&self) -> Vec<u32> {
        helpers_on(&self.display)
    }

    /// Stops the X server but leaves the helpers running, to see whether they notice.
    pub fn stop_x_only(&mut self) {
        let _ = self.xvfb.kill();
        let _ = self.xvfb.wait();
    }

    /// Polls until no helper serves this display.
    pub fn wait_for_no_helpers(&self) -> bool {
        wait_until(|| self.helpers().is_empty())
    }
}

impl Drop for XServer {
    fn drop(&mut self) {
        // Helpers first: they were started by this test, directly or through the library.
        for pid in self.helpers() {
            let _ = Command::new("kill").arg(pid.to_string()).status();
        }
        let _ = self.xvfb.kill();
        let _ = self.xvfb.wait();
    }
}

/// Live `__serve-clipboard` processes whose `DISPLAY` is `display` (zombies have no cmdline).
fn helpers_on(display: &str) -> Vec<u32> {
    let wanted_env = format!("DISPLAY={display}");
    let Ok(entries) = std::fs::read_dir("/proc") else {
        return Vec::new();
    };
    entries
        .filter_map(|entry| entry.ok()?.file_name().to_str()?.parse::<u32>().ok())
        .filter(|pid| {
            let proc = Path::new("/proc").join(pid.to_string());
            let fields = |file: &str| -> Vec<Vec<u8>> {
                std::fs::read(proc.join(file))
                    .unwrap_or_default()
                    .split(|&byte| byte == 0)
                    .map(<[u8]>::to_vec)
                    .collect()
            };
            fields("cmdline")
                .iter()
                .any(|arg| arg == SERVE_ARG.as_bytes())
                && fields("environ")
                    .iter()
                    .any(|var| var == wanted_env.as_bytes())
        })
        .collect()
}

/// Runs `command`; its stdout as text when it succeeds within [`PATIENCE`].
fn run_briefly(command: Command) -> Option<String> {
    run_briefly_bytes(command).map(|bytes| String::from_utf8(bytes).unwrap())
}

/// Runs `command`; its stdout when it succeeds within [`PATIENCE`].
fn run_briefly_bytes(mut command: Command) -> Option<Vec<u8>> {
    let mut child = command
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let finished = wait_until(|| child.try_wait().unwrap().is_some());
    if !finished {
        let _ = child.kill();
        let _ = child.wait();
        return None;
    }
    let mut output = Vec::new();
    child
        .stdout
        .take()
        .unwrap()
        .read_to_end(&mut output)
        .unwrap();
    child.wait().unwrap().success().then_some(output)
}

/// Polls `done` for up to [`PATIENCE`].
pub fn wait_until(mut done: impl FnMut() -> bool) -> bool {
    let deadline = Instant::now() + PATIENCE;
    loop {
        if done() {
            return true;
        }
        if Instant::now() >= deadline {
            return false;
        }
        thread::sleep(Duration::from_millis(25));
    }
}

fn on_path(tool: &str) -> bool {
    std::env::var_os("PATH")
        .is_some_and(|path| std::env::split_paths(&path).any(|dir| dir.join(tool).is_file()))
}

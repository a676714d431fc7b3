//! The clipboard on a real X server (Xvfb), checked with `xclip`, an independent X client.
//!
//! What is proven: a copy survives the copying process (the `__serve-clipboard` helper keeps
//! it), a text copied by another program pastes, helpers do not pile up, and a helper does not
//! outlive its display. Without Xvfb or xclip the X11 test prints `skipped: ...` and passes,
//! except under `CI=true`, where it fails so CI can never skip it silently.
//!
//! The library reads `DISPLAY` from its process environment, which a test cannot change
//! without `unsafe`; so library calls run in a re-run of this test binary (see [`Role`]) whose
//! environment names the Xvfb display.
#![cfg(target_os = "linux")]
// Test code: a failed step should stop the test loudly.
#![allow(clippy::unwrap_used)]

use std::io::{BufRead, BufReader, Read, Write};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::thread;
use std::time::{Duration, Instant};

use fen_tui::clipboard::{
    Clipboard, LayeredClipboard, Osc52Clipboard, SERVE_ARG, SystemClipboard, osc52_sequence,
};

const FEN_BIN: &str = env!("CARGO_BIN_EXE_fen-tui");
const PATIENCE: Duration = Duration::from_secs(5);

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const SICILIAN: &str = "rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 2";
const XIANGQI: &str = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
const ENDGAME: &str = "8/8/4k3/8/8/4K3/4P3/8 w - - 0 1";
const LAST: &str = "4k3/8/8/8/8/8/8/4K2R w K - 0 1";

#[test]
fn copy_outlives_its_process_and_paste_reads_other_programs() {
    if Role::run_if_asked() {
        return;
    }
    let Some(mut x) = XServer::start_or_skip() else {
        return;
    };

    // Nobody has copied yet: paste says so in data.
    assert_eq!(Role::Paste.run(&x, ""), "Err(Empty)");

    // A helper that exits without taking the clipboard is a failure, never a silent success.
    assert_eq!(
        Role::CopyWithBrokenHelper.run(&x, START),
        r#"Err(HelperFailed("exited (exit status: 0) before taking the clipboard"))"#
    );

    // (a) The helper alone keeps the text: nothing else on this display holds it.
    let mut first = x.start_helper(START);
    assert_eq!(x.wait_for_clipboard(START).as_deref(), Some(START));

    // (c) A second copy takes over and the first helper exits, cleanly.
    let mut second = x.start_helper(SICILIAN);
    assert_eq!(x.wait_for_clipboard(SICILIAN).as_deref(), Some(SICILIAN));
    assert_exits_successfully(&mut first, "first helper after a second copy");

    // (a) The library's copy path, in a process that then exits like fen-tui quitting.
    let copied = Role::Copy.run(&x, XIANGQI);
    assert_eq!(copied, "Ok(System)");
    assert_eq!(x.clipboard().as_deref(), Some(XIANGQI));
    assert_exits_successfully(&mut second, "second helper after the library copied");
    assert_eq!(x.helpers().len(), 1, "exactly the library's helper serves");

    // (b) Another program copies: the library pastes its text, and our helper steps down.
    x.set_clipboard(ENDGAME);
    assert_eq!(Role::Paste.run(&x, ""), format!("Ok({ENDGAME:?})"));
    assert!(x.wait_for_no_helpers(), "helper left after xclip copied");

    // A helper never outlives its display.
    assert_eq!(Role::Copy.run(&x, LAST), "Ok(System)");
    assert_eq!(x.helpers().len(), 1);
    x.stop_x_only();
    assert!(
        x.wait_for_no_helpers(),
        "helper still running after its X server stopped"
    );

    // A display that is named but gone: the layered clipboard falls back to OSC 52.
    let sequence = osc52_sequence(START, false);
    assert_eq!(
        Role::LayeredCopy.run(&x, START),
        format!("Ok(Osc52 {{ tmux: false }}) {sequence:?}")
    );
}

#[test]
fn without_a_display_copy_falls_back_to_osc52() {
    if Role::run_if_asked() {
        return;
    }
    let mut child = Command::new(std::env::current_exe().unwrap());
    child.env_remove("DISPLAY").env_remove("WAYLAND_DISPLAY");
    let result = Role::LayeredCopy.run_in(child, START);
    let sequence = osc52_sequence(START, false);
    assert_eq!(result, format!("Ok(Osc52 {{ tmux: false }}) {sequence:?}"));
}

/// Library calls made in a re-run of this test binary, with the environment the test chose.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Role {
    /// `SystemClipboard::copy`, then the process exits.
    Copy,
    /// `SystemClipboard::copy` with `true` as the helper: it exits without serving.
    CopyWithBrokenHelper,
    /// `SystemClipboard::paste`.
    Paste,
    /// The layered clipboard writing OSC 52 into memory; prints the outcome and the bytes.
    LayeredCopy,
}

impl Role {
    const ROLE_VAR: &str = "FEN_TUI_TEST_ROLE";
    const TEXT_VAR: &str = "FEN_TUI_TEST_TEXT";
    const RESULT: &str = "RESULT ";

    /// In a re-run, plays the role asked for and returns true.
    fn run_if_asked() -> bool {
        let Ok(role) = std::env::var(Self::ROLE_VAR) else {
            return false;
        };
        let text = std::env::var(Self::TEXT_VAR).unwrap_or_default();
        let result = match role.as_str() {
            "Copy" => format!("{:?}", SystemClipboard::with_helper(FEN_BIN).copy(&text)),
            "CopyWithBrokenHelper" => {
                format!("{:?}", SystemClipboard::with_helper("true").copy(&text))
            }
            "Paste" => format!("{:?}", SystemClipboard::with_helper(FEN_BIN).paste()),
            "LayeredCopy" => {
                let terminal = Osc52Clipboard::new(Vec::new(), false);
                let mut layered =
                    LayeredClipboard::new(SystemClipboard::with_helper(FEN_BIN), terminal);
                let outcome = layered.copy(&text);
                let written = String::from_utf8_lossy(layered.terminal().output()).into_owned();
                format!("{outcome:?} {written:?}")
            }
            other => panic!("unknown role {other}"),
        };
        println!("{}{result}", Self::RESULT);
        true
    }

    /// Plays the role on the X server `x`.
    fn run(self, x: &XServer, text: &str) -> String {
        self.run_in(x.command(std::env::current_exe().unwrap()), text)
    }

    /// Re-runs the calling test (by name) as this role in `command`, returns what it printed.
    fn run_in(self, mut command: Command, text: &str) -> String {
        let test = thread::current().name().unwrap().to_owned();
        let output = command
            .args([test.as_str(), "--exact", "--nocapture", "--test-threads=1"])
            .env(Self::ROLE_VAR, format!("{self:?}"))
            .env(Self::TEXT_VAR, text)
            .stdin(Stdio::null())
            .stderr(Stdio::inherit())
            .output()
            .unwrap();
        let stdout = String::from_utf8_lossy(&output.stdout);
        assert!(output.status.success(), "{self:?} failed: {stdout}");
        stdout
            .lines()
            .find_map(|line| Some(line.split_once(Self::RESULT)?.1))
            .unwrap_or_else(|| panic!("{self:?} printed no result: {stdout}"))
            .to_owned()
    }
}

/// A private X server (Xvfb) for one test; stops it and every helper on it when dropped.
pub struct XServer {
    xvfb: Child,
    display: String,
}

impl XServer {
    /// Starts Xvfb, or says why not: prints `skipped: ...` and returns `None`, except under
    /// `CI=true`, where missing tools are a failure.
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
        assert!(
            std::env::var("CI").as_deref() != Ok("true"),
            "CI=true but {why}"
        );
        println!("skipped: {why}");
        None
    }

    /// Starts Xvfb on a display number it picks itself (`-displayfd`), so parallel runs
    /// cannot collide.
    fn start() -> Self {
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
        }
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

/// Runs `command`; its stdout when it succeeds within [`PATIENCE`].
fn run_briefly(mut command: Command) -> Option<String> {
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
    let mut output = String::new();
    child
        .stdout
        .take()
        .unwrap()
        .read_to_string(&mut output)
        .unwrap();
    child.wait().unwrap().success().then_some(output)
}

fn assert_exits_successfully(child: &mut Child, what: &str) {
    let mut status = None;
    wait_until(|| {
        status = child.try_wait().unwrap();
        status.is_some()
    });
    match status {
        Some(status) => assert!(status.success(), "{what} exited with {status}"),
        None => {
            let _ = child.kill();
            panic!("{what} is still running");
        }
    }
}

/// Polls `done` for up to [`PATIENCE`].
fn wait_until(mut done: impl FnMut() -> bool) -> bool {
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

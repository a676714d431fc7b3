//! The clipboard on a real X server (Xvfb), checked with `xclip`, an independent X client.
//!
//! What is proven: a copy survives the copying process (the `__serve-clipboard` helper keeps
//! it), a text copied by another program pastes, helpers do not pile up, and a helper does not
//! outlive its display. Without Xvfb or xclip the X11 test prints `skipped: ...` and passes,
//! except under `CI` (set to anything), where it fails so CI can never skip it silently.
//!
//! The library reads `DISPLAY` from its process environment, which a test cannot change
//! without `unsafe`; so library calls run in a re-run of this test binary (see [`Role`]) whose
//! environment names the Xvfb display.
#![cfg(target_os = "linux")]
// Test code: a failed step should stop the test loudly.
#![allow(clippy::unwrap_used)]

use crate::support::x_server;

use std::process::{Child, Command, Stdio};
use std::thread;

use fen_tui::clipboard::{
    Clipboard, LayeredClipboard, Osc52Clipboard, SystemClipboard, osc52_sequence,
};
use x_server::{FEN_BIN, XServer, wait_until};

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

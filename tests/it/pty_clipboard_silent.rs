//! The editor against an X server that accepts the connection and never
//! answers (a hung or stopped server): clipboard work runs on a thread of its
//! own, so keys still work while a copy waits, the status line says after
//! about two seconds that the clipboard is not answering (the copy goes to
//! the terminal as OSC 52 instead), and Ctrl-Q quits within a second.
//!
//! The fake server is a TCP listener on 127.0.0.1:6000+n (what
//! `DISPLAY=127.0.0.1:n` connects to) that accepts and stays silent.
#![cfg(target_os = "linux")]
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support::pty;

use crate::support::keys::{CTRL_C, CTRL_Q, CTRL_V, F4};
use std::net::{TcpListener, TcpStream};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use crate::support::EXE;
const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// A display that accepts every connection and never says a word. The
/// connections are held until the server is dropped.
struct SilentX {
    display: String,
    held: Arc<Mutex<Vec<TcpStream>>>,
}

impl SilentX {
    fn start() -> SilentX {
        let (n, listener) = (100..400)
            .find_map(|n| {
                TcpListener::bind(("127.0.0.1", 6000 + n))
                    .ok()
                    .map(|l| (n, l))
            })
            .expect("no free X display port");
        let held = Arc::new(Mutex::new(Vec::new()));
        let keep = Arc::clone(&held);
        std::thread::spawn(move || {
            for stream in listener.incoming().flatten() {
                keep.lock().unwrap().push(stream);
            }
        });
        SilentX {
            display: format!("127.0.0.1:{n}"),
            held,
        }
    }

    fn connections(&self) -> usize {
        self.held.lock().unwrap().len()
    }

    /// Wait (at most 5 s) until the editor has connected.
    fn wait_for_connection(&self) {
        let deadline = Instant::now() + Duration::from_secs(5);
        while self.connections() == 0 {
            assert!(Instant::now() < deadline, "the editor never connected");
            std::thread::sleep(Duration::from_millis(20));
        }
    }
}

fn editor(x: &SilentX) -> pty::Session {
    pty::Session::start_with(
        EXE,
        &[],
        &[
            ("DISPLAY", x.display.as_str()),
            ("WAYLAND_DISPLAY", ""),
            ("TMUX", ""),
        ],
    )
}

#[test]
fn a_silent_x_server_never_freezes_the_editor() {
    let x = SilentX::start();
    let mut editor = editor(&x);
    editor.wait_for(&format!("FEN {START}"));
    let copied = Instant::now();
    editor.send(CTRL_C);
    // The clipboard connected and now waits for an answer that never comes…
    x.wait_for_connection();
    // …while keys still work: F4 is handled before the clipboard gives up
    // (an editor that waited for the clipboard would show both at once, or
    // the notice first), an order no load on the machine can swap.
    editor.send(F4);
    let screen = editor.wait_for("FEN 8/8/8/8/8/8/8/8 w - - 0 1");
    assert!(!screen.contains("not answering"), "keys waited: {screen}");
    // About two seconds on, the status line says so, and the copy went to
    // the terminal instead. (A lower bound: load only ever makes it later.)
    editor.wait_for("the clipboard is not answering; sent to the terminal (OSC 52)");
    assert!(copied.elapsed() >= Duration::from_millis(1900));
    let osc52 = format!("\u{1b}]52;c;{}", base64(START));
    assert!(editor.raw_output().contains(&osc52), "no OSC 52 fallback");
    // A paste while the clipboard is still stuck is answered at once.
    editor.send(CTRL_V);
    editor.wait_for("the clipboard is not answering; paste with your terminal");
    // Ctrl-Q quits within a second, the stuck clipboard thread notwithstanding.
    let asked = Instant::now();
    editor.send(CTRL_Q);
    // The empty board has problems: printed, with status 1.
    assert_eq!(editor.wait_exit(), 1);
    // (wait_exit lets the output drain for 200 ms after the exit.)
    quit_within_a_second(asked);
    pty::assert_restored(&editor.raw_output());
}

#[test]
fn ctrl_q_quits_at_once_while_a_copy_hangs() {
    let x = SilentX::start();
    let mut editor = editor(&x);
    editor.wait_for(&format!("FEN {START}"));
    editor.send(CTRL_C);
    let asked = Instant::now();
    editor.send(CTRL_Q);
    assert_eq!(editor.wait_exit(), 0);
    quit_within_a_second(asked);
    let after = editor.raw_output();
    let after = after.rsplit("\u{1b}[?1049l").next().unwrap();
    assert!(after.contains(START), "the final FEN is printed: {after:?}");
}

#[test]
fn a_picture_copy_on_a_silent_x_server_offers_a_file_and_keys_still_work() {
    let x = SilentX::start();
    let mut editor = editor(&x);
    editor.wait_for(&format!("FEN {START}"));
    // F10, the last line: the diagram as a picture.
    editor.send("\u{1b}[21~");
    editor.wait_for("Share this position");
    editor.send("9");
    x.wait_for_connection();
    editor.send(F4);
    let screen = editor.wait_for("FEN 8/8/8/8/8/8/8/8 w - - 0 1");
    assert!(!screen.contains("not answering"), "keys waited: {screen}");
    // No answer: said, with OSC 52's limit, and a file offered instead;
    // nothing was sent to the terminal's clipboard.
    editor.wait_for("the clipboard is not answering");
    editor.wait_for("Save the diagram as: diagram.png");
    assert!(!editor.raw_output().contains("\u{1b}]52;"));
    let asked = Instant::now();
    editor.send("\u{1b}");
    editor.send(CTRL_Q);
    assert_eq!(editor.wait_exit(), 1);
    quit_within_a_second(asked);
}

fn base64(text: &str) -> String {
    const TABLE: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let bytes = text.as_bytes();
    let mut out = String::new();
    for chunk in bytes.chunks(3) {
        let b = [
            chunk[0],
            *chunk.get(1).unwrap_or(&0),
            *chunk.get(2).unwrap_or(&0),
        ];
        let n = (u32::from(b[0]) << 16) | (u32::from(b[1]) << 8) | u32::from(b[2]);
        for i in 0..4 {
            if i <= chunk.len() {
                out.push(char::from(TABLE[((n >> (18 - 6 * i)) & 63) as usize]));
            } else {
                out.push('=');
            }
        }
    }
    out
}

/// Ctrl-Q, `asked` ago, did not wait for the stuck clipboard: it ended
/// before the clipboard's 2 s timeout. A quit takes about a quarter of a
/// second here (the 200 ms `wait_exit` lets the output drain included), so
/// 1.9 s is over 7 times what is expected, and still below the timeout that
/// a quit waiting for the clipboard would need.
fn quit_within_a_second(asked: Instant) {
    let took = asked.elapsed();
    assert!(took < Duration::from_millis(1900), "{took:?}");
}

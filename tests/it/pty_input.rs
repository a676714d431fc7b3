//! Input that is never misread or lost, and the ways to quit, with the real
//! binary in a pseudo-terminal: an Esc and another key in one read, a burst of
//! 20,000 keys then one more (its result known from the keys alone, and the
//! CPU it cost), quitting with text in the
//! FEN field that does not read, quitting without printing, exit statuses.

// Helpers outside `#[test]` functions panic on bad test data, as tests do.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support::pty;

use crate::support::keys::{
    CTRL_BACKSLASH, CTRL_Q, F3, F4, F6, HOME, LEFT, PAGE_UP, RIGHT, SHIFT_TAB, TAB,
};
use pty::Session;
use std::time::Duration;

use crate::support::EXE;
const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const XIANGQI_START: &str = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

#[test]
fn escape_and_a_key_in_one_read_never_type_on_the_board() {
    let mut session = Session::start(EXE, &[]);
    session.wait_for(&format!("FEN {START}"));
    // Esc, then ↓ (one write, so one read): Esc and ↓, the cursor goes down
    // to a7, nothing typed (crossterm drops ↓'s ESC after the Esc; a short
    // write cannot have been split by a read: see `events.rs`).
    session.send("\u{1b}\u{1b}[B");
    session.send("Q");
    session.wait_for("FEN rnbqkbnr/Qppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    // Esc, then F5: the other game, nothing typed.
    session.send("\u{1b}\u{1b}[15~");
    session.wait_for(&format!("FEN {XIANGQI_START}"));
    // Esc, then F4 as SS3 (`ESC O S`); and Alt-b (`ESC b`) types nothing.
    session.send(&format!("\u{1b}{F4}"));
    session.wait_for("FEN 9/9/9/9/9/9/9/9/9/9 w - - 0 1");
    session.send("\u{1b}b");
    session.send("\u{1b}[C");
    session.send("k");
    session.wait_for("FEN 1k7/9/9/9/9/9/9/9/9/9 w - - 0 1");
    // Help, then Esc and Ctrl-P in one read (`ESC ^P`, the bytes of
    // Alt-Ctrl-P, which means nothing): help closes and the palette opens.
    session.send("\u{1b}OP");
    session.wait_for("Keys (Esc closes)");
    session.send("\u{1b}\u{10}");
    session.wait_for("Palette: type a piece letter");
    // An Esc pressed alone closes the palette by itself: it is not held
    // until the next key.
    session.send("\u{1b}");
    session.wait_gone("Palette: type a piece letter");
    // Esc, then a paste: the text is pasted, not typed.
    session.send("\u{1b}\u{1b}[200~8/8/8/4k3/8/8/8/4K3 w - - 0 1\u{1b}[201~");
    session.wait_for("FEN 8/8/8/4k3/8/8/8/4K3 w - - 0 1");
    session.send(CTRL_BACKSLASH);
    assert_eq!(session.wait_exit(), 130);
}

/// CPU seconds (user + system) the process has used, from /proc.
pub(crate) fn cpu_seconds(pid: u32) -> f64 {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap();
    // Fields after the command name (which is in parentheses).
    let fields: Vec<&str> = stat.rsplit_once(") ").unwrap().1.split(' ').collect();
    let ticks: f64 = fields[11].parse::<f64>().unwrap() + fields[12].parse::<f64>().unwrap();
    let per_second = std::process::Command::new("getconf")
        .arg("CLK_TCK")
        .output()
        .ok()
        .and_then(|o| String::from_utf8(o.stdout).ok())
        .and_then(|s| s.trim().parse::<f64>().ok())
        .unwrap_or(100.0);
    ticks / per_second
}

/// A burst of at least `count` keys from an empty board, and the FEN it must
/// end in, worked out from the keys alone (no editor code): blocks of
/// PgUp Home (to a8), a whole placement typed in FEN order (letters, digits,
/// slashes), five Tabs to the move number, → and ← (each changes the
/// number), F6 (the side), five Shift-Tabs back to the board. The FEN ends
/// with the last block's placement, the side F6 left, and the move number
/// every arrow moved: a lost arrow, F6 or Tab changes it.
fn burst(count: usize) -> (String, String) {
    let mut random = 0x2545_f491_4f6c_dd1d_u64;
    let mut next = |below: u64| {
        random ^= random << 13;
        random ^= random >> 7;
        random ^= random << 17;
        random % below
    };
    let (mut keys, mut sent) = (String::new(), 0);
    let (mut placement, mut black, mut number) = (String::new(), false, 1u64);
    while sent < count {
        // No kings or rooks, so no castling right can come back on its own.
        placement = (0..8)
            .map(|_| {
                let mut rank = String::new();
                let mut empty = 0;
                for _ in 0..8 {
                    // Three squares in four empty: the FEN fits the field whole.
                    if next(4) != 0 {
                        empty += 1;
                        continue;
                    }
                    if empty > 0 {
                        rank.push_str(&empty.to_string());
                        empty = 0;
                    }
                    rank.push(char::from(b"QBNPqbnp"[next(8) as usize]));
                }
                if empty > 0 {
                    rank.push_str(&empty.to_string());
                }
                rank
            })
            .collect::<Vec<_>>()
            .join("/");
        let (up, down) = (1 + next(3), next(2));
        number += up - down;
        black = !black;
        let mut block: Vec<&str> = vec![PAGE_UP, HOME];
        block.extend(placement.split("").filter(|c| !c.is_empty()));
        block.extend([TAB; 5]);
        block.extend((0..up).map(|_| RIGHT));
        block.extend((0..down).map(|_| LEFT));
        block.push(F6);
        block.extend([SHIFT_TAB; 5]);
        sent += block.len();
        keys.extend(block);
    }
    let side = if black { 'b' } else { 'w' };
    (keys, format!("{placement} {side} - - 0 {number}"))
}

/// 20,000 keys: many of their sequences are split by the terminal's reads
/// just after the ESC (about one in 8,000 keys here), each of which must
/// still be one key (no Esc before it, no characters typed).
#[test]
fn a_burst_of_20000_keys_then_one_more_is_all_handled() {
    burst_then_one_more(20_000);
}

fn burst_then_one_more(default_keys: usize) {
    let keys: usize = std::env::var("FEN_TUI_BURST")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(default_keys);
    let mut session = Session::start(EXE, &[]);
    session.wait_for(&format!("FEN {START}"));
    let pid = session.child.process_id().unwrap();
    let before = cpu_seconds(pid);
    session.send(F4);
    session.wait_for("Empty board");
    let (burst, fen) = burst(keys);
    session.send(&burst);
    // Every key was read and handled: the position is what they make. (A
    // minute: other tests may load the machine; the CPU bound is below.)
    let deadline = std::time::Instant::now() + Duration::from_secs(60);
    while !session.screen().contents().contains(&format!("FEN {fen}")) {
        let shown = session.screen().contents();
        let line = shown
            .lines()
            .find(|l| l.contains("FEN "))
            .unwrap_or_default();
        assert!(
            std::time::Instant::now() < deadline,
            "want FEN {fen}\nshown {line}"
        );
        std::thread::sleep(Duration::from_millis(100));
    }
    session.send(F3);
    session.wait_for("Start position");
    session.wait_for(&format!("FEN {START}"));
    let cpu = cpu_seconds(pid) - before;
    println!("{keys} keys in a burst, then F3: {cpu:.2} s of CPU");
    assert!(cpu <= 2.0, "{keys} keys cost {cpu:.2} s of CPU");
    // Undo goes back to the burst's position.
    session.send("\u{1a}");
    session.wait_for(&format!("FEN {fen}"));
    session.send(CTRL_Q);
    assert!(session.wait_exit() <= 1);
}

#[test]
fn quitting_with_unread_text_asks_and_going_back_keeps_it() {
    let text = "rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let mut session = Session::start(EXE, &[text]);
    session.wait_for(&format!("FEN {text}"));
    session.send(CTRL_Q);
    let screen = session.wait_for("Quit?");
    assert!(screen.contains("does not read"), "{screen}");
    // Back to the field: the text is still there, and the editor runs.
    session.send("\u{1b}");
    std::thread::sleep(Duration::from_millis(100));
    let screen = session.wait_for(&format!("FEN {text}"));
    assert!(!screen.contains("Quit?"), "{screen}");
    assert!(session.child.try_wait().unwrap().is_none());
    // Quit anyway: the last FEN that read is printed, with status 1.
    session.send(CTRL_Q);
    session.wait_for("Quit?");
    session.send("q");
    assert_eq!(session.wait_exit(), 1);
    let output = session.raw_output();
    let after = output.rsplit("\u{1b}[?1049l").next().unwrap();
    assert!(after.contains(START), "{after:?}");
}

/// Run the editor with stdout in a file; type `keys`; the status and stdout.
fn quit_with(args: &str, keys: &[&str]) -> (u32, String) {
    static RUNS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let n = RUNS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let out = std::env::temp_dir().join(format!("fen-tui-quit-{}-{n}.txt", std::process::id()));
    let script = format!("'{EXE}' {args} > '{}'", out.display());
    let mut session = Session::start("sh", &["-c", &script]);
    session.wait_for("FEN ");
    for key in keys {
        session.send(key);
    }
    let status = session.wait_exit();
    let printed = std::fs::read_to_string(&out).unwrap_or_default();
    let _ = std::fs::remove_file(&out);
    (status, printed)
}

#[test]
fn exit_statuses_say_how_the_editor_ended() {
    // A valid position: printed, 0.
    let (status, printed) = quit_with("", &[CTRL_Q]);
    assert_eq!(
        (status, printed.as_str()),
        (0, format!("{START}\n").as_str())
    );
    // A position with problems: printed, 1.
    let (status, printed) = quit_with("", &[F4, CTRL_Q]);
    assert_eq!(
        (status, printed.as_str()),
        (1, "8/8/8/8/8/8/8/8 w - - 0 1\n")
    );
    // Without printing: nothing on stdout, 130.
    let (status, printed) = quit_with("", &["K", CTRL_BACKSLASH]);
    assert_eq!((status, printed.as_str()), (130, ""));
}

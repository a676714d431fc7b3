//! A fake UCI engine for fen-tui's tests (built by `cargo test`, never
//! installed): it misbehaves on purpose, as real engines sometimes do.
//! `fake_engine [MODE [LOG]]` where MODE is one of:
//! - `good`: answers at once; `go` prints a two-depth search, then bestmove;
//! - `slow-start`: waits 1 s before `uciok`;
//! - `no-uciok`: never says `uciok`;
//! - `garbage`: prints junk (control bytes, bad UTF-8, half commands) around
//!   every answer;
//! - `crash`: exits with a message on stderr as soon as a search starts;
//! - `late-stop`: answers `stop` only after 1 s, with info lines first;
//! - `never-stop`: `go` never ends, `stop` and `quit` are ignored.
//!
//! Every command received is written to stderr as `got: ...` and, when a
//! second argument names a file, appended there (after a `pid N` line).
//! Started by the editor (which gives no arguments), MODE comes from
//! `FAKE_ENGINE_MODE` and LOG from `FAKE_ENGINE_LOG`; `FAKE_ENGINE_SAYS_FEN=1`
//! makes every `go` first say the position it was given (`info string fen
//! ...`) and score it 100 centipawns per move number (`... 0 42`: +42.0),
//! so a test can see on screen that the panel followed the board.

use std::io::{BufRead, Write};
use std::time::Duration;

fn main() {
    let mode = std::env::args()
        .nth(1)
        .or_else(|| std::env::var("FAKE_ENGINE_MODE").ok())
        .unwrap_or_else(|| "good".into());
    let says_fen = std::env::var_os("FAKE_ENGINE_SAYS_FEN").is_some_and(|v| v == "1");
    let mut fen = String::new();
    // MultiPV: each depth says this many lines (numbered when more than one).
    let mut lines: u32 = 1;
    let log = std::env::args()
        .nth(2)
        .or_else(|| std::env::var("FAKE_ENGINE_LOG").ok());
    if let Some(path) = &log {
        let _ = std::fs::write(path, format!("pid {}\n", std::process::id()));
    }
    let stdin = std::io::stdin();
    let mut out = std::io::stdout();
    let mut searching = false;
    for line in stdin.lock().lines() {
        let Ok(line) = line else { return };
        eprintln!("got: {line}");
        if let Some(path) = &log
            && let Ok(mut file) = std::fs::OpenOptions::new()
                .create(true)
                .append(true)
                .open(path)
        {
            let _ = writeln!(file, "{line}");
        }
        if mode == "garbage" {
            let _ = out.write_all(b"\x1b[31mjunk\x00\xff\xfe line\nbestmov\ninfo depth\nreadyo\n");
        }
        let word = line.split_whitespace().next().unwrap_or("");
        if let Some(given) = line.strip_prefix("position fen ") {
            fen = given.to_string();
        }
        if let Some(k) = line.strip_prefix("setoption name MultiPV value ") {
            lines = k.trim().parse().unwrap_or(1);
        }
        match word {
            "uci" => {
                if mode == "no-uciok" {
                    say(&mut out, "id name Fake Silent");
                    continue;
                }
                if mode == "slow-start" {
                    std::thread::sleep(Duration::from_secs(1));
                }
                say(&mut out, &format!("id name Fake {mode}"));
                say(&mut out, "option name UCI_ShowWDL type check default false");
                say(
                    &mut out,
                    "option name MultiPV type spin default 1 min 1 max 500",
                );
                say(&mut out, "uciok");
            }
            "isready" => say(&mut out, "readyok"),
            "go" => {
                let (first, second) = if says_fen {
                    say(&mut out, &format!("info string fen {fen}"));
                    let number: i64 = fen
                        .split_whitespace()
                        .nth(5)
                        .and_then(|n| n.parse().ok())
                        .unwrap_or(0);
                    (number * 100, number * 100)
                } else {
                    (20, 25)
                };
                if mode == "crash" {
                    eprintln!("fake engine: segmentation fault (core dumped)");
                    std::process::exit(139);
                }
                searching = true;
                say_lines(
                    &mut out,
                    lines,
                    &format!("info depth 1 score cp {first} wdl 300 500 200 nodes 10 nps 1000"),
                    "pv e2e4",
                );
                if mode == "good" || mode == "garbage" || mode == "slow-start" {
                    say_lines(
                        &mut out,
                        lines,
                        &format!(
                            "info depth 2 score cp {second} wdl 310 500 190 nodes 40 nps 2000"
                        ),
                        "pv e2e4 e7e5",
                    );
                    say(&mut out, "bestmove e2e4 ponder e7e5");
                    searching = false;
                }
            }
            "stop" if searching => match mode.as_str() {
                "never-stop" => {}
                "late-stop" => {
                    std::thread::sleep(Duration::from_secs(1));
                    say(&mut out, "info depth 9 score cp 999 pv d2d4");
                    say(&mut out, "bestmove d2d4");
                    searching = false;
                }
                _ => {
                    say(&mut out, "bestmove e2e4");
                    searching = false;
                }
            },
            // The never-stopping engine ignores `quit` too: it must be killed.
            "quit" if mode != "never-stop" => return,
            _ => {}
        }
    }
}

/// One depth's lines: `head pv` once, or `head multipv i pv` for each of `count`.
fn say_lines(out: &mut impl Write, count: u32, head: &str, pv: &str) {
    if count <= 1 {
        return say(out, &format!("{head} {pv}"));
    }
    for i in 1..=count {
        say(out, &format!("{head} multipv {i} {pv}"));
    }
}

fn say(out: &mut impl Write, line: &str) {
    let _ = writeln!(out, "{line}");
    let _ = out.flush();
}

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
//! - `never-stop`: `go` never ends, `stop` and `quit` are ignored (and a
//!   banner is printed first, as Stockfish does);
//! - `endless`: after `uci`, one line that never ends (no newline, ever);
//! - `flood`: `go` floods `info` lines without pause until `stop`;
//! - `flood-junk`: after `uci`, junk lines without pause, never `uciok`;
//! - `silent-go`: `go` is never answered and `stop` ignored (`isready` is);
//! - `no-multipv`: `info` lines carry no `multipv`, whatever was asked;
//! - `hostile-name`: `id name` carries ESC ] 52, ESC [ 2J and U+009B;
//! - `fork`: starts a child that holds the pipes and ignores SIGHUP and
//!   SIGTERM (its pid logged as `child N`); `fork-exit` then exits at `go`;
//! - `bounds`: `go` ends on a `lowerbound` line with a one-move PV;
//! - `mate-min`: `go` says `score mate -2147483648`;
//! - `crash` also writes a 20 000-character line to stderr before exiting.
//!
//! Every command received is written to stderr as `got: ...` (but in
//! `never-stop`) and, when a
//! second argument names a file, appended there (after a `pid N` line).
//! Started by the editor (which gives no arguments), MODE comes from
//! `FAKE_ENGINE_MODE` and LOG from `FAKE_ENGINE_LOG`; `FAKE_ENGINE_SAYS_FEN=1`
//! makes every `go` first say the position it was given (`info string fen
//! ...`) and score it 100 centipawns per move number (`... 0 42`: +42.0),
//! so a test can see on screen that the panel followed the board.

use std::io::{BufRead, Write};
use std::time::Duration;

fn main() {
    if std::env::args().nth(1).as_deref() == Some("child") {
        // The forked child: holds the pipes it inherited, ignores SIGHUP and
        // SIGTERM (as a careless engine's helper might), does nothing.
        let ignored = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
        for signal in [signal_hook::consts::SIGHUP, signal_hook::consts::SIGTERM] {
            let _ = signal_hook::flag::register(signal, std::sync::Arc::clone(&ignored));
        }
        loop {
            std::thread::sleep(Duration::from_secs(1));
        }
    }
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
    let flooding = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    if mode == "never-stop" {
        say(&mut out, "Fake engine 1.0 by nobody (a banner)");
    }
    if (mode == "fork" || mode == "fork-exit")
        && let Ok(exe) = std::env::current_exe()
        && let Ok(child) = std::process::Command::new(exe).arg("child").spawn()
    {
        log_line(log.as_deref(), &format!("child {}", child.id()));
    }
    for line in stdin.lock().lines() {
        let Ok(line) = line else { return };
        // (Not `never-stop`: its last words are its own lines, as Stockfish's.)
        if mode != "never-stop" {
            eprintln!("got: {line}");
        }
        if let Some(path) = &log
            && let Ok(mut file) = std::fs::OpenOptions::new()
                .create(true)
                .append(true)
                .open(path)
        {
            let _ = writeln!(file, "{line}");
        }
        if mode == "no-multipv" {
            lines = 1;
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
                if mode == "endless" {
                    let chunk = [b'x'; 65536];
                    loop {
                        if out.write_all(&chunk).is_err() {
                            return;
                        }
                    }
                }
                if mode == "flood-junk" {
                    loop {
                        if writeln!(out, "junk junk junk junk junk").is_err() {
                            return;
                        }
                    }
                }
                if mode == "no-uciok" {
                    say(&mut out, "id name Fake Silent");
                    continue;
                }
                if mode == "slow-start" {
                    std::thread::sleep(Duration::from_secs(1));
                }
                if mode == "hostile-name" {
                    say(
                        &mut out,
                        "id name Fake \x1b]52;c;aGk=\x07\x1b[2J\u{9b}31mred",
                    );
                } else {
                    say(&mut out, &format!("id name Fake {mode}"));
                }
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
                if mode == "silent-go" {
                    searching = true;
                    continue;
                }
                if mode == "fork-exit" {
                    eprintln!("fake engine: leaving my child behind");
                    std::process::exit(3);
                }
                if mode == "mate-min" {
                    say(&mut out, "info depth 3 score mate -2147483648 nodes 5 pv");
                    say(&mut out, "bestmove (none)");
                    continue;
                }
                if mode == "bounds" {
                    say(&mut out, "info depth 1 score cp 20 nodes 10 pv e2e4 e7e5");
                    say(
                        &mut out,
                        "info depth 2 score cp 90 lowerbound nodes 40 pv d2d4",
                    );
                    say(&mut out, "bestmove d2d4");
                    continue;
                }
                if mode == "flood" {
                    searching = true;
                    flooding.store(true, std::sync::atomic::Ordering::SeqCst);
                    let on = std::sync::Arc::clone(&flooding);
                    let _ = std::thread::spawn(move || {
                        // The lock taken line by line: the main thread still
                        // answers `isready` between them.
                        let mut out = std::io::stdout();
                        let mut n: u64 = 0;
                        while on.load(std::sync::atomic::Ordering::SeqCst) {
                            n += 1;
                            let _ = writeln!(
                                out,
                                "info depth {} score cp {} nodes {n} nps 1 pv e2e4 e7e5",
                                1 + n % 30,
                                n % 50
                            );
                        }
                        let _ = writeln!(out, "bestmove e2e4");
                        let _ = out.flush();
                    });
                    continue;
                }
                if mode == "crash" {
                    eprintln!("{}", "z".repeat(20_000));
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
                if [
                    "good",
                    "garbage",
                    "slow-start",
                    "no-multipv",
                    "hostile-name",
                ]
                .contains(&mode.as_str())
                {
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
                "never-stop" | "silent-go" => {}
                "flood" => {
                    // The flooding thread says `bestmove` as it ends.
                    flooding.store(false, std::sync::atomic::Ordering::SeqCst);
                    searching = false;
                }
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
            "quit" if mode != "never-stop" => {
                flooding.store(false, std::sync::atomic::Ordering::SeqCst);
                return;
            }
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

fn log_line(log: Option<&str>, line: &str) {
    if let Some(path) = log
        && let Ok(mut file) = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(path)
    {
        let _ = writeln!(file, "{line}");
    }
}

fn say(out: &mut impl Write, line: &str) {
    let _ = writeln!(out, "{line}");
    let _ = out.flush();
}

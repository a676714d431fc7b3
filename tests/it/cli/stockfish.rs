//! `perft --format stockfish` against Stockfish's own `go perft`: `sort` of
//! both outputs gives equal files. The answers are in
//! tests/data/stockfish-perft.txt (made by scripts/stockfish-perft-fixture.py
//! from Debian's Stockfish), so this runs without the engine; when the engine
//! is installed the standard positions are compared live as well.

use super::run;
use crate::support::skip::skip;
use std::io::Write;
use std::process::{Command, Stdio};

const ENGINE: &str = "/usr/games/stockfish";

struct Case {
    fen: String,
    chess960: bool,
    depth: String,
    /// Stockfish's lines, blank ones included.
    lines: Vec<String>,
}

fn cases() -> Vec<Case> {
    let path = format!(
        "{}/tests/data/stockfish-perft.txt",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(path).unwrap();
    let mut cases = Vec::new();
    let mut lines = text.lines().filter(|l| !l.starts_with('#'));
    while let Some(fen) = lines.next() {
        let fen = fen.strip_prefix("fen ").unwrap().to_string();
        let chess960 = lines.next().unwrap() == "chess960 1";
        let depth = lines
            .next()
            .unwrap()
            .strip_prefix("depth ")
            .unwrap()
            .to_string();
        let block = lines.by_ref().take_while(|l| *l != "end").map(String::from);
        cases.push(Case {
            fen,
            chess960,
            depth,
            lines: block.collect(),
        });
    }
    cases
}

fn sorted(lines: impl IntoIterator<Item = String>) -> Vec<String> {
    let mut lines: Vec<String> = lines.into_iter().collect();
    lines.sort();
    lines
}

fn ours(case: &Case) -> Vec<String> {
    let mut args = vec!["perft", "--format", "stockfish", &case.fen, &case.depth];
    if case.chess960 {
        args.push("--chess960");
    }
    let r = run(&args, "");
    // Some tricky positions cannot arise in a game (an impossible check):
    // counted all the same, and said to be invalid (status 1).
    assert!(r.code == 0 || r.code == 1, "{}: {}", case.fen, r.stderr);
    r.stdout.lines().map(String::from).collect()
}

#[test]
fn sorted_perft_equals_sorted_stockfish_on_every_fixture_position() {
    let cases = cases();
    assert!(cases.len() >= 20, "{} positions", cases.len());
    assert!(cases.iter().any(|c| c.chess960) && cases.iter().any(|c| !c.chess960));
    for case in &cases {
        assert!(case.lines.iter().any(|l| l.starts_with("Nodes searched: ")));
        assert_eq!(
            sorted(ours(case)),
            sorted(case.lines.clone()),
            "{}",
            case.fen
        );
    }
}

/// Stockfish's output for `go perft DEPTH` of `fen`, from its first move line
/// to the blank line after the total.
fn stockfish(fen: &str, depth: &str) -> Vec<String> {
    let mut engine = Command::new(ENGINE)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let commands = format!("position fen {fen}\ngo perft {depth}\nquit\n");
    engine
        .stdin
        .take()
        .unwrap()
        .write_all(commands.as_bytes())
        .unwrap();
    let out = String::from_utf8(engine.wait_with_output().unwrap().stdout).unwrap();
    let lines: Vec<String> = out.lines().map(String::from).collect();
    let start = lines
        .iter()
        .position(|l| !l.starts_with("Stockfish"))
        .unwrap();
    let end = lines
        .iter()
        .position(|l| l.starts_with("Nodes searched"))
        .unwrap();
    lines[start..(end + 2).min(lines.len())].to_vec()
}

#[test]
fn streamed_perft_agrees_with_the_live_engine() {
    if !std::path::Path::new(ENGINE).exists() {
        skip("no Stockfish at /usr/games/stockfish (apt-get install stockfish)");
        return;
    }
    let standard: Vec<Case> = cases().into_iter().filter(|c| !c.chess960).collect();
    // All positions in one call from stdin, each answer ending in its total
    // and a blank line, as Stockfish's.
    let stdin: String = standard.iter().map(|c| format!("{}\n", c.fen)).collect();
    let r = run(&["perft", "--format", "stockfish", "2"], stdin);
    assert!(r.code == 0 || r.code == 1, "{}", r.stderr);
    let mut blocks = Vec::new();
    let mut block = Vec::new();
    for line in r.stdout.lines() {
        block.push(line.to_string());
        if line.is_empty() && block.iter().any(|l| l.starts_with("Nodes searched")) {
            blocks.push(std::mem::take(&mut block));
        }
    }
    assert_eq!(blocks.len(), standard.len(), "{}", r.stdout);
    for (case, ours) in standard.iter().zip(blocks) {
        assert_eq!(
            sorted(ours),
            sorted(stockfish(&case.fen, "2")),
            "{}",
            case.fen
        );
    }
}

//! The real `fen-tui` binary from the outside: stdin, files, `-`, exit codes,
//! text and JSON output (`check`), then `show`, `url`, `explain`,
//! `completions`, `--version` and bad arguments (`commands`).

// Helpers outside `#[test]` functions panic on bad output, as tests do.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod check;
mod check_lines;
mod check_verdicts;
mod commands;
mod endless;
mod hostile;
mod image;
mod notation;
mod pipeline;
mod pipes;
mod stockfish;
mod streams;
mod xiangqi_files;

use crate::support::command;

use command::fen_tui;
use serde_json::Value;
use std::path::PathBuf;

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
/// Rank 6 (third rank from the top) has 9 squares: the `9` is column 19.
const TOO_LONG_RANK: &str = "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const XIANGQI: &str = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

struct Run {
    code: i32,
    stdout: String,
    stderr: String,
}

fn run(args: &[&str], stdin: impl Into<Vec<u8>>) -> Run {
    let output = fen_tui().args(args).write_stdin(stdin).output().unwrap();
    Run {
        code: output.status.code().unwrap(),
        stdout: String::from_utf8(output.stdout).unwrap(),
        stderr: String::from_utf8(output.stderr).unwrap(),
    }
}

/// A file in a fresh temporary folder.
fn temp_file(name: &str, contents: &[u8]) -> PathBuf {
    let dir = std::env::temp_dir().join(format!(
        "fen-tui-cli-{}-{}",
        std::process::id(),
        name.replace('.', "-")
    ));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, contents).unwrap();
    path
}

fn json_lines(stdout: &str) -> Vec<Value> {
    stdout
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

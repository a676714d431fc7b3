//! `fen-tui diagram` and `fen-tui worksheet` from the outside: the PNGs are
//! decoded and looked at as a person would (square colours, where the pieces
//! stand, the flip, the last-move and check marks, xiangqi's proportions), the
//! SVGs parsed, the text and LaTeX read, the worksheet PDF's pages counted.

// Helpers outside `#[test]` functions panic on bad output, as tests do.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod pictures;
mod sheet_fields;
mod sheets;
mod words;

use crate::support::command;

pub use command::fen_tui;
use std::path::PathBuf;

pub const XIANGQI: &str = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

/// A fresh directory for one test's files.
pub fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("fen-tui-diagram-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

pub struct Run {
    pub code: i32,
    pub stdout: Vec<u8>,
    pub stderr: String,
}

pub fn run(args: &[&str]) -> Run {
    let output = fen_tui().args(args).output().unwrap();
    Run {
        code: output.status.code().unwrap(),
        stdout: output.stdout,
        stderr: String::from_utf8(output.stderr).unwrap(),
    }
}

//! How a command ended: the exit status every subcommand returns, in a leaf
//! of its own so that the subcommands and the dispatch in `cli/mod.rs` both
//! name it without importing each other.

use std::process::ExitCode;

/// How a command ended, as the exit status scripts see.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Exit {
    /// Every position read and valid.
    Valid = 0,
    /// Some input did not read or broke the rules.
    Invalid = 1,
    /// Usage or I/O error (clap uses 2 for bad arguments too).
    Trouble = 2,
    /// The editor was left without printing (as fzf's Esc: 128 + SIGINT).
    Cancelled = 130,
}

impl From<Exit> for ExitCode {
    fn from(exit: Exit) -> ExitCode {
        ExitCode::from(exit as u8)
    }
}

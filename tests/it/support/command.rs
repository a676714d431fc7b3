//! The real `fen-tui` binary for the tests that run it from the outside.

#![allow(dead_code)]

use assert_cmd::cargo::cargo_bin_cmd;

/// The binary with English messages whatever the machine's locale.
pub fn fen_tui() -> assert_cmd::Command {
    let mut command = cargo_bin_cmd!("fen-tui");
    command
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "C");
    command
}

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

/// `fen-tui ARGS` (given as shell words) under a 4-block file-size limit:
/// `ulimit -f` stands in for a full disk, a write past 2 KiB fails with
/// EFBIG (SIGXFSZ ignored, so it fails in words instead of killing).
pub fn with_little_disk(args: &str) -> std::process::Output {
    let script = format!(
        "trap '' XFSZ; ulimit -f 4; exec \"{}\" {args}",
        env!("CARGO_BIN_EXE_fen-tui")
    );
    std::process::Command::new("sh")
        .args(["-c", &script])
        .env("LANG", "C")
        .output()
        .unwrap()
}

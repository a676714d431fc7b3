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
        crate::support::EXE
    );
    std::process::Command::new("sh")
        .args(["-c", &script])
        .env("LANG", "C")
        .output()
        .unwrap()
}

/// After a `-o` write under `with_little_disk`: it failed in words naming
/// `out` (exit 2), `out` still holds `old` (the `what` in the message:
/// "the old file", "the old sheet"), and its folder holds only `names`,
/// no temporary left beside it.
pub fn assert_left_whole(
    output: &std::process::Output,
    out: &std::path::Path,
    old: &[u8],
    what: &str,
    names: &[&str],
) {
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{stderr}");
    let name = out.file_name().unwrap().to_string_lossy();
    assert!(stderr.contains(name.as_ref()), "{stderr}");
    let now = std::fs::read(out).unwrap();
    assert!(
        now == old,
        "the old {what} was not left whole: {} bytes now",
        now.len()
    );
    let mut found: Vec<_> = std::fs::read_dir(out.parent().unwrap())
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    found.sort();
    assert_eq!(found, names, "a temporary was left");
}

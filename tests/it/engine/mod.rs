//! Engine analysis from the outside: the runner against a fake engine that
//! misbehaves on purpose (`examples/fake_engine.rs`), and `fen-tui analyse`
//! against Debian's Stockfish and Fairy-Stockfish on known mates.

#![allow(clippy::unwrap_used, clippy::expect_used)]

mod ends;
mod fake;
mod link;
mod real;

use crate::support::command;

use std::path::{Path, PathBuf};
use std::sync::OnceLock;

/// The fake engine's binary, brought up to date once per test run.
pub fn fake_engine() -> PathBuf {
    static BUILT: OnceLock<PathBuf> = OnceLock::new();
    BUILT
        .get_or_init(|| {
            let exe = std::env::current_exe().unwrap();
            let profile = exe.parent().and_then(Path::parent).unwrap();
            let path = profile.join("examples").join("fake_engine");
            // Built every run (at once when it is fresh): a test binary can
            // be built without its examples, and an old fake misleads.
            let mut build = std::process::Command::new(env!("CARGO"));
            build.args(["build", "--quiet", "--example", "fake_engine"]);
            if profile.ends_with("release") {
                build.arg("--release");
            }
            assert!(
                build.status().unwrap().success(),
                "cargo build --example fake_engine"
            );
            path
        })
        .clone()
}

/// A real engine in /usr/games or on PATH; `None` (after "skipped: ...")
/// without it, and a failure under `CI`.
pub fn real_engine(name: &str) -> Option<PathBuf> {
    let found = std::iter::once(PathBuf::from("/usr/games"))
        .chain(
            std::env::var_os("PATH").map_or_else(Vec::new, |p| std::env::split_paths(&p).collect()),
        )
        .map(|dir| dir.join(name))
        .find(|path| path.is_file());
    if found.is_none() {
        crate::support::skip::skip(&format!("{name} is not installed (apt-get install {name})"));
    }
    found
}

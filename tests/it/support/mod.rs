//! Helpers shared by the test modules: the binary run from the outside
//! (`command`, with the binary's path `EXE`), the editor driven in-process
//! (`editor`), random positions for properties (`positions`), a private X
//! server (`x_server`), a side panel's words off a screen (`screen_text`), the
//! contrast formula (`wcag`), and the fuzz targets' own checks (`fuzz_checks`,
//! so regressions run exactly what the fuzzers check).
//!
//! What benches and unit tests share too lives in the `test-support` crate and
//! is re-exported here: the files of `tests/data/` (`data`), the keys a
//! terminal sends (`keys`), the editor in a pseudo-terminal (`pty`), the one
//! rule for a missing tool (`skip`) and the bytes of a one-square edit
//! (`render_bytes`).

// Helpers outside `#[test]` functions panic on bad output, as tests do.
#![allow(clippy::unwrap_used, clippy::expect_used)]

pub mod command;
pub mod editor;
pub mod positions;
pub mod screen_text;
pub mod wcag;
#[cfg(target_os = "linux")]
pub mod x_server;

pub use test_support::{data, keys, pty, render_bytes, skip};

/// The `fen-tui` binary cargo built for these tests. Cargo sets
/// `CARGO_BIN_EXE_fen-tui` only for the integration tests and benches of the
/// package that has the binary, so this stays here rather than in `test-support`.
pub const EXE: &str = env!("CARGO_BIN_EXE_fen-tui");

pub use test_support::fuzz as fuzz_checks;

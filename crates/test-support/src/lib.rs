//! What fen-tui's and fen-core's tests and benches share, in one crate instead
//! of `#[path]` includes: the files of `tests/data/` (`data`), the one rule for
//! a missing tool (`skip`), the keys as a terminal sends them (`keys`), a real
//! pseudo-terminal session with the editor (`pty`, feature `pty`), the bytes
//! of a one-square edit (`render_bytes`, feature `app`) and the properties the
//! fuzz targets check (`fuzz`, feature `fuzz`: the targets in `fuzz/` and the
//! regression tests run the same checks).
//!
//! The binary's path stays in `tests/it/support` (`support::EXE`): cargo sets
//! `CARGO_BIN_EXE_fen-tui` only for the integration tests and benches of the
//! package that has the binary.

// Helpers outside `#[test]` functions panic on bad output, as tests do.
#![allow(clippy::unwrap_used, clippy::expect_used)]
#![forbid(unsafe_code)]

pub mod data;
#[cfg(feature = "fuzz")]
pub mod fuzz;
pub mod keys;
#[cfg(feature = "pty")]
pub mod pty;
#[cfg(feature = "app")]
pub mod render_bytes;
pub mod skip;

pub use skip::skip;

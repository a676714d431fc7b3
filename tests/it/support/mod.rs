//! Helpers shared by the test modules: the binary run from the outside
//! (`command`), the editor driven in-process (`editor`), the editor in a
//! pseudo-terminal (`pty`, also used by `benches/startup.rs`), random positions
//! for properties (`positions`), the files of `tests/data/` (`data`), a private X server (`x_server`), a side panel's words off a screen (`screen_text`), the contrast formula (`wcag`), the one rule
//! for a missing tool (`skip`), the bytes of a one-square edit (`render_bytes`,
//! also used by `benches/render.rs`), and the fuzz
//! targets' own checks (`fuzz_checks`, so regressions run exactly what the
//! fuzzers check).

// Helpers outside `#[test]` functions panic on bad output, as tests do.
#![allow(clippy::unwrap_used, clippy::expect_used)]

pub mod command;
pub mod data;
pub mod editor;
pub mod positions;
pub mod pty;
pub mod render_bytes;
pub mod screen_text;
pub mod skip;
pub mod wcag;
#[cfg(target_os = "linux")]
pub mod x_server;

#[allow(dead_code)]
#[path = "../../../fuzz/src/lib.rs"]
pub mod fuzz_checks;

//! The engine control's state: the engines to choose from, the choices being
//! made and the setting highlighted. Data only: the `Layer` enum holds it
//! without importing its behaviour, which is in `mod.rs`.

use crate::config::Engines;
use crate::core::Variant;

/// Its name for `Action::Open` (Alt-O).
pub const NAME: &str = "engine-control";

/// The settings, top to bottom.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Row {
    Engine,
    Threads,
    Hash,
    Target,
}

pub const ROWS: [Row; 4] = [Row::Engine, Row::Threads, Row::Hash, Row::Target];

/// The search targets ← → go through: until stopped, a depth, a number of
/// nodes (depth, nodes).
pub const TARGETS: [(Option<u32>, Option<u64>); 10] = [
    (None, None),
    (Some(10), None),
    (Some(15), None),
    (Some(20), None),
    (Some(25), None),
    (Some(30), None),
    (Some(40), None),
    (None, Some(100_000)),
    (None, Some(1_000_000)),
    (None, Some(10_000_000)),
];

/// Hash sizes (MB) ← → go through after the engine's own.
pub const HASHES: [u32; 9] = [16, 32, 64, 128, 256, 512, 1024, 2048, 4096];

/// The engine control over the analysis panel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EngineControl {
    /// The game whose engine is chosen (the board's when it opened).
    pub variant: Variant,
    /// The engines to choose from: `None`, the first usual one found; then
    /// the config's and those found, by name or path.
    pub programs: Vec<Option<String>>,
    /// The choices being made, applied by Enter; `None` until the panel's
    /// settings are read (the runtime hands them to it after the first keys).
    pub chosen: Option<Engines>,
    pub row: usize,
    /// The most threads offered: the machine's.
    pub most_threads: u32,
}

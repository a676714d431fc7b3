//! What an engine's worker tells its owner: its name, whole sets, its own
//! words, a pong, or why it is gone (a leaf: the worker, the throttle and
//! the owners all name these).

use crate::engine::session::{Analysis, Awaiting};

/// What the engine's worker tells its owner.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Report {
    Ready {
        name: String,
    },
    Analysis(Analysis),
    /// `info string`, the engine's own words.
    Message(String),
    Pong,
    /// The engine is gone; nothing more comes from this `Engine`.
    Failed(Failure),
}

/// Why an engine stopped being usable.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Failure {
    pub kind: FailureKind,
    /// Its last lines on stderr or stdout.
    pub last_words: Vec<String>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FailureKind {
    /// The program could not be run (the system's reason).
    CouldNotStart(String),
    /// It exited (the exit status, as the system says it).
    Died(String),
    /// It did not answer in time.
    NoAnswer(Awaiting),
}

//! The config problems box's state: the file and what is wrong in it.
//! Data only: the `Layer` enum and `App` hold it without importing its
//! behaviour, which is in `mod.rs`.

use crate::config::Problem;

/// The config file's problems, shown over the editor at start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ConfigProblems {
    pub file: String,
    /// The file could not be read at all: why.
    pub unreadable: Option<crate::files::Reason>,
    pub problems: Vec<Problem>,
}

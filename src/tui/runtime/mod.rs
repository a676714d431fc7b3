//! The editor's effects carried out where they touch the world: the
//! clipboard (a worker thread, OSC 52), files read and written, diagrams
//! drawn and written, the session file, the look remembered in the config,
//! the analysis panel's engine.
//! What each finds comes back to the app as `News` through `App::hear`.

pub mod analysis;
pub mod clipboard;
pub mod export;
pub mod files;
pub mod practice;
pub mod remember;
pub mod session;

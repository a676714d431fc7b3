//! Engine analysis: talking UCI to Stockfish, Fairy-Stockfish and Pikafish.
//! `uci` reads engine lines, `session` decides what to send (pure, tested
//! rule by rule), `dialect` knows each engine's way with positions and moves,
//! `process` runs one engine (a worker thread, a reader thread, channels) and
//! `find` says which engine to run. Knows nothing of terminals.

pub mod dialect;
pub mod find;
pub mod process;
pub mod session;
pub mod uci;
pub mod words;

pub use dialect::{Dialect, line_text};
pub use session::{Analysis, Event, Job, Limit, Line, Session, Setup};
pub use uci::{Bound, Score};

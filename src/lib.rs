//! fen-tui: a terminal FEN position editor for chess and xiangqi.
//!
//! `core` is pure game knowledge (no I/O, no terminal); `tui`, `cli`, `clipboard`
//! and `i18n` are the faces that show it to people.
#![forbid(unsafe_code)]

pub mod cli;
pub mod clipboard;
pub mod config;
pub use fen_core as core;
pub mod engine;
pub mod export;
pub mod files;
pub mod i18n;
pub mod library_text;
pub mod safe_text;
pub mod teach_text;
pub mod tui;

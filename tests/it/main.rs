//! The one integration-test binary (one link step instead of thirty-three).
//! Each module is one area; those named `pty_*` run the real `fen-tui` binary
//! in a pseudo-terminal, `cli` and `diagram` run it from the outside with
//! pipes and files, the rest drive the library in-process.
//!
//! Run one area with `cargo test --test it AREA::`, e.g.
//! `cargo test --test it pty_session::`.
//!
//! Insta snapshots sit beside their modules (`snapshots/it__MODULE__NAME.snap`);
//! proptest keeps its regression seeds in `tests/proptest-regressions/MODULE.txt`
//! (its rule for a test binary rooted at a `main.rs`).

mod support;

mod chess960;
mod chess_rules;
mod cli;
mod clipboard_x11;
mod data_sources;
mod diagram;
mod editor_contrast;
mod editor_contrast_16;
mod editor_fields;
mod editor_layers;
mod editor_mouse;
mod editor_narrow_words;
mod editor_paste;
mod editor_picture;
mod editor_props;
mod editor_render;
mod editor_teach;
mod engine;
mod explain;
mod fen_codec;
mod fen_props;
mod fuzz_regressions;
mod guide_names;
mod licences;
mod perft;
mod pgn_lossless;
mod pgn_reading;
mod pgn_vectors;
mod practice_lessons;
mod pty_analysis;
mod pty_analysis_lines;
mod pty_captions;
mod pty_clipboard_silent;
mod pty_clipboard_x11;
mod pty_cursor;
mod pty_editor;
mod pty_export;
mod pty_files;
mod pty_files_safety;
mod pty_idle;
mod pty_input;
mod pty_library;
mod pty_messages;
mod pty_palette;
mod pty_panels;
mod pty_picture;
mod pty_practice;
mod pty_problems_panel;
mod pty_screen_reader;
mod pty_session;
mod pty_themes;
mod pty_trust;
mod pty_variations;
mod readme_pictures;
mod readme_reliability;
mod regression;
mod render_work;
mod robustness;
mod screen_reader;
mod transform_props;
mod vectors;
mod xiangqi_pgn;
mod xiangqi_rules;
mod zh_layout;

//! Fuzz target: see `fen_tui_fuzz::editor::check_editor` for what it checks.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| fen_tui_fuzz::editor::check_editor(data));

//! Fuzz target: see `fen_tui_fuzz::check_move_walk` for what it checks.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| fen_tui_fuzz::check_move_walk(data));

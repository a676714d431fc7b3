//! Fuzz target: see `test_support::fuzz::editor::check_editor` for what it checks.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| test_support::fuzz::editor::check_editor(data));

//! Fuzz target: see `test_support::fuzz::check_reader_bytes` for what it checks.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| test_support::fuzz::check_reader_bytes(data));

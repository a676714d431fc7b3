//! Inputs the fuzzers (`fuzz/`) found, kept so the bugs stay fixed. Each runs
//! through the very checks the fuzz targets make (`fuzz/src/lib.rs`): no
//! panic, columns inside the text, round trips, legal moves only.
#![allow(clippy::unwrap_used, clippy::expect_used)]

#[path = "../fuzz/src/lib.rs"]
#[allow(dead_code)]
mod checks;

use checks::{STARTS, check_move_list, check_move_walk, check_reader_bytes, start_position};

#[test]
fn every_fuzz_start_position_is_valid() {
    for (selector, fen) in STARTS.iter().enumerate() {
        let position = start_position(selector as u8);
        let problems = fen_tui::core::rules::problems(&position);
        assert!(problems.is_empty(), "{fen}: {problems:?}");
    }
}

#[test]
fn smoke_inputs_pass_the_fuzz_checks() {
    for start in STARTS {
        check_reader_bytes(start.as_bytes());
    }
    check_reader_bytes(b"");
    check_reader_bytes(b"\xff\xfe 8/8 w");
    for pick in 0..STARTS.len() as u8 {
        check_move_list(&[pick, 0, b'e', b'4']);
        check_move_walk(&[pick; 64]);
    }
}

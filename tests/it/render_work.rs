//! Work bounds of drawing, in every `cargo test` (their speed is in
//! `benches/render.rs`): after the first frame, typing one piece writes less
//! than 1 KiB to the terminal, in both variants, small and large — only the
//! square, the cursor and the FEN line are sent again, not the screen.

use crate::support::render_bytes::first_frame_and_one_square_edit;
use fen_tui::core::Variant;

/// The README's promise: a one-square edit costs under 1 KiB of output.
const EDIT_BYTES: usize = 1024;

#[test]
fn a_one_square_edit_writes_under_one_kibibyte() {
    for variant in Variant::ALL {
        for (width, height) in [(80, 24), (200, 60)] {
            let (first, edit) = first_frame_and_one_square_edit(variant, width, height);
            let what = format!("{} {width}x{height}", variant.name());
            assert!(edit < EDIT_BYTES, "{what}: {edit} bytes for one square");
            // The edit was drawn at all, and the first frame really drew the screen.
            assert!(edit > 0, "{what}: nothing written for the edit");
            assert!(
                first > 4 * EDIT_BYTES,
                "{what}: a first frame of {first} bytes"
            );
        }
    }
}

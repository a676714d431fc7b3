//! Recognition on the committed test pictures (tests/pictures/, made by
//! training/test_pictures.py): the project's own diagrams (one flipped), a
//! held-out piece set on a page as JPEG, a 1000×1000 screenshot, and a cat.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use fen_vision::{Error, Orientation, read_bytes};

fn picture(name: &str) -> Vec<u8> {
    std::fs::read(format!(
        "{}/tests/pictures/{name}",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap()
}

/// (file, board field, bottom side) rows of EXPECTED.tsv.
fn expected() -> Vec<(String, String, String)> {
    let text = String::from_utf8(picture("EXPECTED.tsv")).unwrap();
    text.lines()
        .filter(|l| !l.starts_with('#'))
        .map(|l| {
            let c: Vec<&str> = l.split('\t').collect();
            (c[0].to_string(), c[1].to_string(), c[2].to_string())
        })
        .collect()
}

/// The 64 labels of a board field, a8 first ('.' empty).
fn squares_of(field: &str) -> Vec<char> {
    field
        .chars()
        .flat_map(|c| match c.to_digit(10) {
            Some(n) => vec!['.'; n as usize],
            None if c == '/' => vec![],
            None => vec![c],
        })
        .collect()
}

#[test]
fn the_projects_own_diagrams_read_exactly_with_their_orientation() {
    let mut boards = 0;
    for (name, field, bottom) in expected() {
        if !name.starts_with("diagram-") {
            continue;
        }
        boards += 1;
        let reading = read_bytes(&picture(&name), Orientation::Auto)
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(reading.placement(), field, "{name}");
        assert_eq!(reading.flipped, bottom == "black", "{name}");
        assert!(reading.orientation_guessed, "{name}");
    }
    assert_eq!(boards, 2);
}

/// Piece sets never seen in training (chessnut, celtic), on a page: the
/// board is found and turned right, and most squares are read. Not every
/// square: this first network gets held-out sets' bishops and kings wrong
/// at times (the measured exact-board rate is in docs/guide/pictures.md).
#[test]
fn held_out_piece_sets_are_found_and_mostly_read() {
    for name in ["heldout-chessnut.jpg", "screenshot-1000.png"] {
        let (_, field, bottom) = expected().into_iter().find(|r| r.0 == name).unwrap();
        let reading =
            read_bytes(&picture(name), Orientation::Auto).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(reading.flipped, bottom == "black", "{name}");
        let truth = squares_of(&field);
        let right = reading
            .squares
            .iter()
            .zip(&truth)
            .filter(|(s, t)| s.label == **t)
            .count();
        assert!(right >= 56, "{name}: {right} of 64 squares right");
    }
}

#[test]
fn a_given_orientation_is_obeyed() {
    // The flipped diagram read as if White were at the bottom: the board turned round.
    let reading = read_bytes(&picture("diagram-flipped.png"), Orientation::White).unwrap();
    let field: String = expected()
        .into_iter()
        .find(|row| row.0 == "diagram-flipped.png")
        .unwrap()
        .1;
    assert!(!reading.flipped);
    assert!(!reading.orientation_guessed);
    let turned: Vec<char> = reading.squares.iter().rev().map(|s| s.label).collect();
    assert_eq!(turned, squares_of(&field));
}

#[test]
fn a_cat_is_no_board() {
    assert_eq!(
        read_bytes(&picture("cat.jpg"), Orientation::Auto).err(),
        Some(Error::NoBoard)
    );
}

#[test]
fn garbage_never_panics() {
    let mut seed = 7u64;
    for len in [0usize, 1, 8, 100, 4096] {
        let bytes: Vec<u8> = (0..len)
            .map(|_| {
                seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
                (seed >> 56) as u8
            })
            .collect();
        assert!(matches!(
            read_bytes(&bytes, Orientation::Auto),
            Err(Error::NotAPicture(_))
        ));
    }
    // A real picture cut short.
    let png = picture("diagram-start.png");
    for cut in [10, 50, png.len() / 2] {
        assert!(
            read_bytes(&png[..cut], Orientation::Auto).is_err(),
            "cut at {cut}"
        );
    }
}

#[test]
fn confidences_are_probabilities_and_uncertain_lists_the_low_ones() {
    let reading = read_bytes(&picture("diagram-start.png"), Orientation::Auto).unwrap();
    assert_eq!(reading.squares.len(), 64);
    for s in &reading.squares {
        assert!((0.0..=1.0).contains(&s.confidence));
        // the runner-up is likelier only where a label was changed to keep the position possible,
        // and such a square is uncertain
        assert!(s.runner_up.1 <= s.confidence || s.confidence < fen_vision::UNCERTAIN_BELOW);
    }
    for (name, s) in reading.uncertain() {
        assert!(s.confidence < fen_vision::UNCERTAIN_BELOW, "{name}");
    }
}

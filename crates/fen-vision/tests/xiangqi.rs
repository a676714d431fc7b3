//! Xiangqi boards from pictures: the finder places the 90 points to half a
//! pixel on fen-tui's own diagrams (tests/xiangqi/finder/, made by its
//! make.py, which reads each grid from the SVG the same command draws), on
//! a page around them, and with light lines on a dark board; the boards are
//! read exactly, turned as drawn, there and in the training script's test
//! pictures (tests/xiangqi/EXPECTED.tsv: a flipped board, a dark board on a
//! page, a JPEG; their SOURCE says what made them); chess pictures are
//! never taken for xiangqi boards nor xiangqi ones for chess; odd pictures
//! never panic.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use fen_vision::{Error, Game, Grey, Orientation, Picture, Points, Variant};

fn dir(name: &str) -> String {
    format!("{}/tests/{name}", env!("CARGO_MANIFEST_DIR"))
}

/// (file, placement, flipped, grid) rows of the finder pictures' labels.tsv.
fn drawn() -> Vec<(String, String, bool, Points)> {
    let text = std::fs::read_to_string(dir("xiangqi/finder/labels.tsv")).unwrap();
    text.lines()
        .map(|l| {
            let c: Vec<&str> = l.split('\t').collect();
            let g: Vec<f32> = c[3].split(' ').map(|v| v.parse().unwrap()).collect();
            let points = Points {
                x0: g[0],
                y0: g[1],
                dx: g[2],
                dy: g[3],
            };
            (c[0].to_string(), c[1].to_string(), c[2] == "1", points)
        })
        .collect()
}

/// The same rows for the training script's test pictures (tests/xiangqi/EXPECTED.tsv).
fn xdraw_pictures() -> Vec<(String, String, bool, Points)> {
    let text = std::fs::read_to_string(dir("xiangqi/EXPECTED.tsv")).unwrap();
    text.lines()
        .filter(|l| !l.starts_with('#'))
        .map(|l| {
            let c: Vec<&str> = l.split('\t').collect();
            let g: Vec<f32> = c[3].split(' ').map(|v| v.parse().unwrap()).collect();
            let points = Points {
                x0: g[0],
                y0: g[1],
                dx: g[2],
                dy: g[3],
            };
            (c[0].to_string(), c[1].to_string(), c[2] == "1", points)
        })
        .collect()
}

#[test]
fn the_training_scripts_test_pictures_are_found_and_read_exactly() {
    let pictures = xdraw_pictures();
    assert_eq!(pictures.len(), 4);
    for (name, placement, flipped, truth) in pictures {
        let bytes = std::fs::read(dir(&format!("xiangqi/{name}"))).unwrap();
        let picture = fen_vision::decode_picture(&bytes).unwrap();
        let found =
            fen_vision::find_points(&picture.grey).unwrap_or_else(|| panic!("{name}: none"));
        // The training script's boards may snap thin lines to whole pixels
        // while their labels are exact: 4 % of a spacing (what the network
        // is trained to bear) is allowed here.
        let error = corner_error(&found, &truth);
        assert!(
            error < 0.04 * truth.dx,
            "{name}: {found:?} for {truth:?} ({error:.2} px)"
        );
        for variant in [Variant::Xiangqi, Variant::Auto] {
            let reading = fen_vision::read_picture(&picture, variant, Orientation::Auto)
                .unwrap_or_else(|e| panic!("{name}: {e}"));
            assert_eq!(reading.game, Game::Xiangqi, "{name}");
            assert_eq!(reading.placement(), placement, "{name}");
            assert_eq!(reading.flipped, flipped, "{name}");
        }
        // and no chessboard in it
        assert_eq!(
            fen_vision::read_picture(&picture, Variant::Chess, Orientation::Auto).err(),
            Some(Error::NoBoard),
            "{name}"
        );
    }
}

fn grey_of(path: &str) -> Grey {
    fen_vision::decode(&std::fs::read(path).unwrap()).unwrap()
}

/// The largest distance between the found and the true position of the
/// board's four corner points, in pixels.
fn corner_error(found: &Points, truth: &Points) -> f32 {
    let mut worst = 0.0f32;
    for (c, r) in [(0.0, 0.0), (8.0, 0.0), (0.0, 9.0), (8.0, 9.0)] {
        let ex = (found.x0 + c * found.dx) - (truth.x0 + c * truth.dx);
        let ey = (found.y0 + r * found.dy) - (truth.y0 + r * truth.dy);
        worst = worst.max(ex.abs()).max(ey.abs());
    }
    worst
}

#[test]
fn the_finder_places_every_point_to_half_a_pixel_on_drawn_boards() {
    let boards = drawn();
    assert!(boards.len() >= 4);
    for (name, _, _, truth) in boards {
        let grey = grey_of(&dir(&format!("xiangqi/finder/{name}")));
        let found = fen_vision::find_points(&grey).unwrap_or_else(|| panic!("{name}: none"));
        let error = corner_error(&found, &truth);
        assert!(
            error < 0.5,
            "{name}: {found:?} for {truth:?} ({error:.2} px)"
        );
    }
}

/// `board` pasted at (ox, oy) on a larger page: grey paper with lines of
/// "text" (dark dashes, evenly spaced, as a page's lines are) above and
/// beside it, and a panel of stripes.
fn on_a_page(board: &Grey, ox: usize, oy: usize) -> Grey {
    let (w, h) = (board.width + ox + 240, board.height + oy + 90);
    let mut pixels = vec![236.0f32; w * h];
    for y in 0..h {
        for x in 0..w {
            let text_line = y % 19 < 3 && (x / 7) % 5 != 0;
            let panel = x >= board.width + ox + 40 && (x / 11) % 2 == 0;
            if (y < oy.saturating_sub(10) && text_line) || panel {
                pixels[y * w + x] = 60.0;
            }
        }
    }
    for y in 0..board.height {
        for x in 0..board.width {
            pixels[(y + oy) * w + x + ox] = board.pixels[y * board.width + x];
        }
    }
    Grey {
        width: w,
        height: h,
        pixels,
    }
}

#[test]
fn a_board_on_a_page_with_text_and_panels_is_found_where_it_is() {
    for (name, _, _, truth) in drawn() {
        let board = grey_of(&dir(&format!("xiangqi/finder/{name}")));
        let (ox, oy) = (57, 133);
        let page = on_a_page(&board, ox, oy);
        let found = fen_vision::find_points(&page).unwrap_or_else(|| panic!("{name}: none"));
        let moved = Points {
            x0: truth.x0 + ox as f32,
            y0: truth.y0 + oy as f32,
            ..truth
        };
        let error = corner_error(&found, &moved);
        assert!(
            error < 0.5,
            "{name}: {found:?} for {moved:?} ({error:.2} px)"
        );
    }
}

#[test]
fn light_lines_on_a_dark_board_are_found_too() {
    for (name, _, _, truth) in drawn() {
        let mut grey = grey_of(&dir(&format!("xiangqi/finder/{name}")));
        for v in &mut grey.pixels {
            *v = 255.0 - *v;
        }
        let found = fen_vision::find_points(&grey).unwrap_or_else(|| panic!("{name}: none"));
        let error = corner_error(&found, &truth);
        assert!(
            error < 0.5,
            "{name}: {found:?} for {truth:?} ({error:.2} px)"
        );
    }
}

#[test]
fn chess_pictures_hold_no_xiangqi_board() {
    for name in [
        "diagram-start.png",
        "diagram-flipped.png",
        "heldout-chessnut.jpg",
        "screenshot-1000.png",
        "cat.jpg",
    ] {
        let grey = grey_of(&dir(&format!("pictures/{name}")));
        assert_eq!(fen_vision::find_points(&grey), None, "{name}");
        let picture =
            fen_vision::decode_picture(&std::fs::read(dir(&format!("pictures/{name}"))).unwrap())
                .unwrap();
        assert_eq!(
            fen_vision::read_picture(&picture, Variant::Xiangqi, Orientation::Auto).err(),
            Some(Error::NoBoard),
            "{name}"
        );
    }
}

#[test]
fn auto_reads_chess_pictures_as_chess() {
    for name in [
        "diagram-start.png",
        "diagram-flipped.png",
        "screenshot-1000.png",
    ] {
        let bytes = std::fs::read(dir(&format!("pictures/{name}"))).unwrap();
        let reading = fen_vision::read_bytes_as(&bytes, Variant::Auto, Orientation::Auto).unwrap();
        assert_eq!(reading.game, Game::Chess, "{name}");
        assert_eq!(reading.squares.len(), 64, "{name}");
    }
}

#[test]
fn fen_tuis_own_diagrams_read_exactly_with_their_orientation() {
    for (name, placement, flipped, _) in drawn() {
        let bytes = std::fs::read(dir(&format!("xiangqi/finder/{name}"))).unwrap();
        for variant in [Variant::Xiangqi, Variant::Auto] {
            let reading = fen_vision::read_bytes_as(&bytes, variant, Orientation::Auto)
                .unwrap_or_else(|e| panic!("{name}: {e}"));
            assert_eq!(reading.game, Game::Xiangqi, "{name}");
            assert_eq!(reading.squares.len(), 90, "{name}");
            assert_eq!(reading.placement(), placement, "{name}");
            assert_eq!(reading.flipped, flipped, "{name}");
            assert!(reading.orientation_guessed, "{name}");
            assert_eq!(reading.fen(), format!("{placement} w - - 0 1"), "{name}");
        }
    }
}

#[test]
fn a_given_orientation_is_obeyed_and_points_are_named_as_fen_tui_names_them() {
    for (name, placement, flipped, _) in drawn() {
        let bytes = std::fs::read(dir(&format!("xiangqi/finder/{name}"))).unwrap();
        let given = if flipped {
            Orientation::Black
        } else {
            Orientation::White
        };
        let reading = fen_vision::read_bytes_as(&bytes, Variant::Xiangqi, given).unwrap();
        assert_eq!(reading.flipped, flipped, "{name}");
        assert!(!reading.orientation_guessed, "{name}");
        assert_eq!(reading.placement(), placement, "{name}");
        // Given the other way round, the board comes out turned: Red's general up.
        let other = if flipped {
            Orientation::White
        } else {
            Orientation::Black
        };
        let turned = fen_vision::read_bytes_as(&bytes, Variant::Xiangqi, other).unwrap();
        assert_eq!(turned.flipped, !flipped, "{name}");
        assert_ne!(turned.placement(), placement, "{name}");
        assert_eq!(reading.name(0), "a9");
        assert_eq!(reading.name(89), "i0");
    }
    assert_eq!(fen_vision::point_name(4 + 9 * 9), "e0");
}

#[test]
fn the_red_plane_is_red_above_green_and_blue() {
    // pixels: pure red, orange, grey, blue-ish purple
    let rgb = vec![200, 10, 30, 250, 120, 0, 90, 90, 90, 120, 0, 200];
    let picture = Picture::from_rgb(4, 1, 3, rgb).unwrap();
    assert_eq!(picture.red().pixels, vec![170.0, 130.0, 0.0, 0.0]);
    let grey = &picture.grey.pixels;
    assert!((grey[2] - 90.0).abs() < 1e-3);
    // a grey picture has no red
    let plain = Picture::from_grey(Grey::from_luma(2, 1, &[7, 9]).unwrap());
    assert_eq!(plain.red().pixels, vec![0.0, 0.0]);
}

#[test]
fn odd_pictures_never_panic() {
    let shapes = [
        (1, 1),
        (2, 3),
        (90, 100),
        (5000, 3),
        (3, 5000),
        (400, 400),
        (1200, 40),
    ];
    let mut seed = 11u64;
    for (w, h) in shapes {
        for fill in ["black", "white", "noise", "stripes"] {
            let pixels: Vec<f32> = (0..w * h)
                .map(|i| match fill {
                    "black" => 0.0,
                    "white" => 255.0,
                    "noise" => {
                        seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
                        (seed >> 56) as f32
                    }
                    _ => {
                        if (i % w) % 9 == 0 || (i / w) % 9 == 0 {
                            20.0
                        } else {
                            230.0
                        }
                    }
                })
                .collect();
            let grey = Grey {
                width: w,
                height: h,
                pixels,
            };
            let _ = fen_vision::find_points(&grey);
            let picture = Picture::from_grey(grey);
            for variant in [Variant::Auto, Variant::Xiangqi, Variant::Chess] {
                let _ = fen_vision::read_picture(&picture, variant, Orientation::Auto);
            }
        }
    }
}

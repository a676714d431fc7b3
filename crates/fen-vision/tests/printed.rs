//! A printed diagram: dark squares hatched with diagonal lines, as books and
//! magazines print them, light squares white, on a white page. Made here
//! from the project's own diagram (tests/pictures/diagram-start.png) by
//! hatching its dark squares' colour.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use fen_vision::{Game, Orientation, Variant, read_bytes};

/// The diagram's square colours (light, dark), as `fen-tui diagram` draws them.
const LIGHT: [u8; 3] = [240, 217, 181];
const DARK: [u8; 3] = [181, 136, 99];

/// diagram-start.png with its dark squares hatched (lines `period` pixels
/// apart, `width` wide), its light ones white, and a white margin round it.
fn hatched(period: usize, width: usize, margin: u32) -> Vec<u8> {
    let path = format!(
        "{}/tests/pictures/diagram-start.png",
        env!("CARGO_MANIFEST_DIR")
    );
    let diagram = image::open(path).unwrap().to_rgb8();
    let (w, h) = diagram.dimensions();
    let mut page =
        image::RgbImage::from_pixel(w + 2 * margin, h + 2 * margin, image::Rgb([255; 3]));
    let mut hatched_pixels = 0;
    for (x, y, p) in diagram.enumerate_pixels() {
        let out = if p.0 == DARK {
            hatched_pixels += 1;
            if (x as usize + y as usize) % period < width {
                [0, 0, 0]
            } else {
                [255; 3]
            }
        } else if p.0 == LIGHT {
            [255; 3]
        } else {
            p.0
        };
        page.put_pixel(x + margin, y + margin, image::Rgb(out));
    }
    assert!(
        hatched_pixels > (w * h / 4) as usize,
        "the diagram's dark squares were not found"
    );
    let mut bytes = Vec::new();
    page.write_to(
        &mut std::io::Cursor::new(&mut bytes),
        image::ImageFormat::Png,
    )
    .unwrap();
    bytes
}

#[test]
fn a_diagram_with_hatched_dark_squares_is_found_and_read() {
    let want = "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R";
    for (period, width) in [(5, 2), (4, 1), (7, 3), (3, 1), (6, 2), (8, 3), (6, 3)] {
        let reading = read_bytes(&hatched(period, width, 60), Orientation::Auto)
            .unwrap_or_else(|e| panic!("hatching every {period} px, {width} wide: {e}"));
        assert_eq!(
            reading.placement(),
            want,
            "hatching every {period} px, {width} wide"
        );
        assert!(!reading.flipped);
    }
}

/// `--variant auto` (the default) looks for a xiangqi board before it
/// smooths the picture: a hatched chess diagram is still read as chess.
#[test]
fn auto_reads_a_hatched_diagram_as_chess_not_xiangqi() {
    let want = "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R";
    for (period, width) in [(5, 2), (3, 1), (8, 3)] {
        let picture = fen_vision::decode_picture(&hatched(period, width, 60)).unwrap();
        assert_eq!(fen_vision::find_points(&picture.grey), None);
        let reading = fen_vision::read_picture(&picture, Variant::Auto, Orientation::Auto)
            .unwrap_or_else(|e| panic!("hatching every {period} px, {width} wide: {e}"));
        assert_eq!(reading.game, Game::Chess);
        assert_eq!(reading.placement(), want);
    }
}

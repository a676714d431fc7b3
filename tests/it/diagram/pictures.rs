//! PNG and SVG diagrams, looked at pixel by pixel.

use super::{XIANGQI, run, scratch};
use resvg::tiny_skia::Pixmap;
use std::sync::atomic::{AtomicUsize, Ordering};

/// A PNG made by `fen-tui diagram INPUT --no-coordinates -o x.png ARGS`.
fn picture(input: &str, args: &[&str]) -> Pixmap {
    static COUNT: AtomicUsize = AtomicUsize::new(0);
    let dir = scratch(&format!("png-{}", COUNT.fetch_add(1, Ordering::SeqCst)));
    let file = dir.join("board.png");
    let file = file.to_str().unwrap();
    let mut all = vec!["diagram", input, "--no-coordinates", "-o", file];
    all.extend_from_slice(args);
    let done = run(&all);
    assert_eq!(done.code, 0, "{}", done.stderr);
    Pixmap::load_png(file).unwrap()
}

/// Without coordinates the board has 40 units on the left for the
/// side-to-move mark, a 12-unit edge elsewhere, and 100-unit cells.
fn cell_box(pixmap: &Pixmap, columns: u32, column: u32, row: u32) -> (f32, f32, f32) {
    let scale = pixmap.width() as f32 / (52.0 + 100.0 * columns as f32);
    let x = (40.0 + 100.0 * column as f32) * scale;
    let y = (12.0 + 100.0 * row as f32) * scale;
    (x, y, 100.0 * scale)
}

fn rgb(pixmap: &Pixmap, x: f32, y: f32) -> [u8; 3] {
    let p = pixmap.pixel(x as u32, y as u32).unwrap();
    [p.red(), p.green(), p.blue()]
}

/// The colour at the cell's corner (inside, where no piece reaches).
fn background(pixmap: &Pixmap, columns: u32, column: u32, row: u32) -> [u8; 3] {
    let (x, y, size) = cell_box(pixmap, columns, column, row);
    rgb(pixmap, x + size * 0.06, y + size * 0.06)
}

/// Share of the cell's inner pixels that differ clearly from `base`.
fn ink(pixmap: &Pixmap, columns: u32, column: u32, row: u32, base: [u8; 3]) -> f32 {
    let (x, y, size) = cell_box(pixmap, columns, column, row);
    let (mut differ, mut all) = (0, 0);
    for i in 4..20 {
        for j in 4..20 {
            let c = rgb(
                pixmap,
                x + size * i as f32 / 24.0,
                y + size * j as f32 / 24.0,
            );
            let distance: i32 = c
                .iter()
                .zip(base)
                .map(|(a, b)| (i32::from(*a) - i32::from(b)).abs())
                .sum();
            differ += i32::from(distance > 60);
            all += 1;
        }
    }
    differ as f32 / all as f32
}

/// Share of a cell's pixels that are clearly red.
fn red_share(pixmap: &Pixmap, columns: u32, column: u32, row: u32) -> f32 {
    let (x, y, size) = cell_box(pixmap, columns, column, row);
    let mut red = 0;
    for i in 0..24 {
        for j in 0..24 {
            let [r, g, b] = rgb(
                pixmap,
                x + size * (i as f32 + 0.5) / 24.0,
                y + size * (j as f32 + 0.5) / 24.0,
            );
            red += i32::from(r > 200 && g < 150 && b < 150);
        }
    }
    red as f32 / 576.0
}

const LIGHT: [u8; 3] = [0xf0, 0xd9, 0xb5];
const DARK: [u8; 3] = [0xb5, 0x88, 0x63];

/// Which cells (row by row from the top) hold a piece, as the picture shows.
fn occupied(
    pixmap: &Pixmap,
    columns: u32,
    rows: u32,
    empty: impl Fn(u32, u32) -> [u8; 3],
) -> Vec<String> {
    (0..rows)
        .map(|row| {
            (0..columns)
                .map(|column| {
                    if ink(pixmap, columns, column, row, empty(column, row)) > 0.5 {
                        'x'
                    } else {
                        '.'
                    }
                })
                .collect()
        })
        .collect()
}

fn shade(column: u32, row: u32) -> [u8; 3] {
    if (column + row).is_multiple_of(2) {
        LIGHT
    } else {
        DARK
    }
}

#[test]
fn a_chess_png_has_two_square_colours_and_pieces_where_the_fen_puts_them() {
    let pixmap = picture("r3k3/8/8/8/8/8/8/4K2R w K - 0 1", &[]);
    assert_eq!(pixmap.width(), 480);
    let expected = 480.0 * (24.0 + 800.0) / (52.0 + 800.0);
    assert!(
        (pixmap.height() as f32 - expected).abs() <= 1.0,
        "{} tall",
        pixmap.height()
    );
    // a1 (bottom left) is dark, h1 light; an empty square shows its colour.
    assert_eq!(background(&pixmap, 8, 0, 7), DARK);
    assert_eq!(background(&pixmap, 8, 7, 7), LIGHT);
    assert_eq!(background(&pixmap, 8, 3, 3), LIGHT, "d5");
    assert_eq!(background(&pixmap, 8, 4, 3), DARK, "e5");
    let seen = occupied(&pixmap, 8, 8, shade);
    assert_eq!(
        seen,
        [
            "x...x...", "........", "........", "........", "........", "........", "........",
            "....x..x"
        ]
    );
}

#[test]
fn the_side_to_move_is_a_disc_left_of_the_board_at_its_edge() {
    // The disc's centre, 20 units left of the board and 12 units inside the
    // edge row: its colour, or None where the picture is transparent (drawn
    // `--transparent`, so that only the disc is opaque in the margin).
    let disc = |pixmap: &Pixmap, row: u32| {
        let (x, y, size) = cell_box(pixmap, 8, 0, row);
        let inside = if row == 0 { 0.12 } else { 0.88 };
        let (x, y) = (x - size * 0.2, y + size * inside);
        let alpha = pixmap.pixel(x as u32, y as u32).unwrap().alpha();
        (alpha == 255).then(|| rgb(pixmap, x, y))
    };
    let white = picture("4k3/8/8/8/8/8/8/4K3 w - - 0 1", &["--transparent"]);
    assert_eq!(
        disc(&white, 7),
        Some([255, 255, 255]),
        "White's disc by rank 1"
    );
    assert_eq!(disc(&white, 0), None, "nothing by rank 8");
    let black = picture("4k3/8/8/8/8/8/8/4K3 b - - 0 1", &["--transparent"]);
    assert_eq!(disc(&black, 0), Some([0, 0, 0]), "Black's disc by rank 8");
    assert_eq!(disc(&black, 7), None, "nothing by rank 1");
    // From Black's side, Black's edge is at the bottom.
    let flipped = picture(
        "4k3/8/8/8/8/8/8/4K3 b - - 0 1",
        &["--flip", "--transparent"],
    );
    assert_eq!(disc(&flipped, 7), Some([0, 0, 0]));
    assert_eq!(disc(&flipped, 0), None);
}

#[test]
fn the_side_to_move_mark_costs_no_width_with_coordinates() {
    // With coordinates the mark sits in the rank numbers' column: a chess
    // diagram is as wide as tall (40 + 800 + 12 both ways), as before it.
    let dir = scratch("square");
    for fen in [
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
        "4k3/8/8/8/8/8/8/4K3 b - - 0 1",
    ] {
        let file = dir.join(if fen.contains(" w ") {
            "w.png"
        } else {
            "b.png"
        });
        let done = run(&[
            "diagram",
            fen,
            "-o",
            file.to_str().unwrap(),
            "--size",
            "400",
        ]);
        assert_eq!(done.code, 0, "{}", done.stderr);
        let pixmap = Pixmap::load_png(file.to_str().unwrap()).unwrap();
        assert_eq!((pixmap.width(), pixmap.height()), (400, 400), "{fen}");
    }
}

#[test]
fn white_and_black_pieces_look_different() {
    let pixmap = picture("4k3/8/8/8/8/8/8/4K3 w - - 0 1", &[]);
    let whiteness = |row| {
        let (x, y, size) = cell_box(&pixmap, 8, 4, row);
        let mut light = 0;
        for i in 6..18 {
            for j in 6..18 {
                let c = rgb(
                    &pixmap,
                    x + size * i as f32 / 24.0,
                    y + size * j as f32 / 24.0,
                );
                light += i32::from(c.iter().all(|v| *v > 240));
            }
        }
        light
    };
    assert!(
        whiteness(7) > 3 * whiteness(0).max(1),
        "White's king is white inside, Black's is not"
    );
}

#[test]
fn flip_puts_blacks_side_at_the_bottom() {
    let pixmap = picture("r3k3/8/8/8/8/8/8/4K2R w K - 0 1", &["--flip"]);
    let seen = occupied(&pixmap, 8, 8, shade);
    assert_eq!(
        seen,
        [
            "x..x....", "........", "........", "........", "........", "........", "........",
            "...x...x"
        ]
    );
    assert_eq!(
        background(&pixmap, 8, 7, 0),
        DARK,
        "a1 is still dark, now top right"
    );
}

#[test]
fn the_last_move_and_a_check_are_marked() {
    let pixmap = picture("position startpos moves e2e4 f7f6 d1h5", &[]);
    // d1 (the queen left it) and h5 are tinted; d3 and h3 keep their colours.
    let d1 = background(&pixmap, 8, 3, 7);
    assert!(d1 != LIGHT && d1 != DARK, "d1 tinted: {d1:?}");
    assert_eq!(background(&pixmap, 8, 3, 5), LIGHT);
    let h5 = background(&pixmap, 8, 7, 3);
    assert!(h5 != LIGHT && h5 != DARK, "h5 tinted: {h5:?}");
    // Black's king on e8 glows red round its edge.
    assert!(
        red_share(&pixmap, 8, 4, 0) > 0.05,
        "{}",
        red_share(&pixmap, 8, 4, 0)
    );
    let quiet = picture("position startpos moves e2e4", &[]);
    assert_eq!(red_share(&quiet, 8, 4, 0), 0.0, "no glow without check");
    assert_eq!(
        background(&quiet, 8, 3, 7),
        LIGHT,
        "d1 untouched when the queen did not move"
    );
}

#[test]
fn a_xiangqi_png_is_nine_points_by_ten_with_discs_on_the_points() {
    let pixmap = picture(XIANGQI, &["--size", "450"]);
    assert_eq!(pixmap.width(), 450);
    let expected = 450.0 * (24.0 + 1000.0) / (52.0 + 900.0);
    assert!(
        (pixmap.height() as f32 - expected).abs() <= 1.0,
        "{} tall",
        pixmap.height()
    );
    let wood = background(&pixmap, 9, 4, 4);
    let seen = occupied(&pixmap, 9, 10, |_, _| wood);
    let want = [
        "xxxxxxxxx",
        ".........",
        ".x.....x.",
        "x.x.x.x.x",
        ".........",
        ".........",
        "x.x.x.x.x",
        ".x.....x.",
        ".........",
        "xxxxxxxxx",
    ];
    assert_eq!(seen, want);
    // Red stands at the bottom: its general's disc has red ink, Black's has none.
    let (red, black) = (red_share(&pixmap, 9, 4, 9), red_share(&pixmap, 9, 4, 0));
    assert!(red > 0.05 && black == 0.0, "{red} {black}");
}

#[test]
fn the_svg_parses_and_draws_text_as_outlines() {
    let dir = scratch("svg");
    let file = dir.join("board.svg");
    let done = run(&["diagram", XIANGQI, "-o", file.to_str().unwrap()]);
    assert_eq!(done.code, 0, "{}", done.stderr);
    let svg = std::fs::read_to_string(&file).unwrap();
    let tree = resvg::usvg::Tree::from_str(&svg, &resvg::usvg::Options::default()).unwrap();
    assert_eq!(tree.size().width(), 480.0);
    assert!(!svg.contains("<text"), "no font needed to show it");
    assert_eq!(svg.matches("<use ").count(), 32);
    // --format wins over nothing: SVG on stdout.
    let out = run(&["diagram", XIANGQI, "--format", "svg", "--wxf"]);
    assert!(String::from_utf8(out.stdout).unwrap().starts_with("<?xml"));
}

/// Issue 38: a PNG's margins are paper-coloured unless asked otherwise, so
/// its coordinates show on a dark slide; `--transparent` keeps them clear.
#[test]
fn a_pngs_margins_are_opaque_unless_asked_transparent() {
    let alpha = |pixmap: &Pixmap| {
        // The top-left corner and the rank numbers' column: margins only.
        [(1, 1), (2, pixmap.height() / 2), (pixmap.width() - 2, 2)]
            .map(|(x, y)| pixmap.pixel(x, y).unwrap().alpha())
    };
    let opaque = picture("4k3/8/8/8/8/8/8/4K3 w - - 0 1", &["--coordinates"]);
    assert_eq!(alpha(&opaque), [255; 3]);
    let clear = picture(
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
        &["--coordinates", "--transparent"],
    );
    assert_eq!(alpha(&clear), [0; 3]);
}

/// Grey level of a pixel (what a black-and-white copier keeps).
fn grey(pixmap: &Pixmap, x: f32, y: f32) -> u32 {
    let [r, g, b] = rgb(pixmap, x, y);
    (u32::from(r) * 30 + u32::from(g) * 59 + u32::from(b) * 11) / 100
}

/// Issue 38: the print theme's last move and check marks are black
/// outlines, not a grey one can hardly tell from a dark square.
#[test]
fn the_print_themes_marks_show_in_black_and_white() {
    let marked = picture(
        "position startpos moves e2e4 f7f6 d1h5",
        &["--theme", "print"],
    );
    let quiet = picture("position startpos moves e2e4 f7f6", &["--theme", "print"]);
    // Near each marked square's corner (d1 dark, h5 light): black ink;
    // the same spot of an unmarked square of each shade stays its shade.
    for (column, row) in [(3, 7), (7, 3)] {
        let (x, y, size) = cell_box(&marked, 8, column, row);
        let at = grey(&marked, x + size * 0.06, y + size * 0.5);
        assert!(at < 50, "({column}, {row}) framed in black: {at}");
        let (x, y, size) = cell_box(&quiet, 8, column, row);
        let before = grey(&quiet, x + size * 0.06, y + size * 0.5);
        assert!(before > 150, "({column}, {row}) unmarked: {before}");
    }
    // A ring round the king in check (e8): dark pixels on a circle of
    // 46 units about the square's centre, none there without the check.
    let ring = |pixmap: &Pixmap| {
        let (x, y, size) = cell_box(pixmap, 8, 4, 0);
        (0..72)
            .filter(|step| {
                let angle = *step as f32 * std::f32::consts::TAU / 72.0;
                let (dx, dy) = (angle.cos() * 0.46, angle.sin() * 0.46);
                grey(pixmap, x + size * (0.5 + dx), y + size * (0.5 + dy)) < 80
            })
            .count()
    };
    let checked = picture(
        "position startpos moves e2e4 f7f6 d1h5",
        &["--theme", "print"],
    );
    assert!(ring(&checked) > 30, "{}", ring(&checked));
    assert!(ring(&quiet) < 10, "{}", ring(&quiet));
}

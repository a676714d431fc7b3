//! fen-vision: a chess or xiangqi position from a picture (a screenshot, a
//! diagram). Pure: bytes or pixels in, a board of labels with confidences
//! out. A chess board is found by its checkered grid (see `find`) and cut
//! into 64 grey cells; a xiangqi board by its lines (see `xfind`) and cut
//! into 90 cells of grey and red around its points; each cell is classified
//! by a small CNN whose weights are embedded (see `net`; `training/` in the
//! repository makes them). Nothing is downloaded.
#![forbid(unsafe_code)]

mod find;
mod grey;
mod labels;
mod net;
mod xfind;
mod xlabels;

pub use find::Grid;
pub use grey::{CELL, Grey};
pub use labels::Square;
use labels::{balanced, legal_labels, looks_flipped};
use net::Net;
pub use net::{LABELS, XIANGQI_LABELS};
use std::sync::OnceLock;
pub use xfind::Points;

/// The embedded weights (`training/train.py` writes them).
const WEIGHTS: &[u8] = include_bytes!("../weights/chess.bin");

/// The embedded xiangqi weights ("FVW3", two channels, 15 classes;
/// `training/xiangqi_*.py` writes them).
const XIANGQI_WEIGHTS: &[u8] = include_bytes!("../weights/xiangqi.bin");

/// Which game's board to look for in a picture.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Variant {
    /// Whichever board the picture holds: an 8×8 checker is chess, a 9×10
    /// grid of lines xiangqi.
    Auto,
    Chess,
    Xiangqi,
}

/// The game a reading is of.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Game {
    Chess,
    Xiangqi,
}

/// Where the board was found, in the picture's pixels.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Board {
    /// A chess board's top-left corner and a square's side.
    Chess(Grid),
    /// A xiangqi board's top-left point and the spacings of its lines.
    Xiangqi(Points),
}

/// Below this a square's label is called uncertain. On the two chess
/// held-out draws (seeds 3535 and 4242, 400 pictures, session 12's weights)
/// 0.75 marks 15 of the 16 wrong squares and about 2.2 right ones a picture;
/// 0.85 marked all 16 and 4.3 right ones a picture, 0.7 14 and 1.5.
pub const UNCERTAIN_BELOW: f32 = 0.75;

/// Which side is at the bottom of the picture.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Orientation {
    /// Decide from where the kings and pawns stand.
    Auto,
    White,
    Black,
}

/// A board read from a picture.
#[derive(Clone, Debug)]
pub struct Reading {
    /// Chess or xiangqi.
    pub game: Game,
    /// In FEN order: a8, b8, … h1 (chess, 64), a9, b9, … i0 (xiangqi, 90).
    pub squares: Vec<Square>,
    /// Whether Black was at the bottom of the picture.
    pub flipped: bool,
    /// Whether `flipped` was decided from the pieces (else it was given).
    pub orientation_guessed: bool,
    /// Where the board was, in the picture's pixels.
    pub board: Board,
}

/// A decoded picture: its grey, and what its red plane is made from (kept
/// as the decoder gave it, the red plane only made when a xiangqi board is
/// read: a chess reading pays nothing for it).
#[derive(Clone, Debug)]
pub struct Picture {
    pub grey: Grey,
    /// 8-bit RGB(A) pixels and their channel count; None for a grey picture.
    rgb: Option<(usize, Vec<u8>)>,
}

impl Picture {
    /// From 8-bit RGB(A) pixels (`channels` 3 or 4).
    pub fn from_rgb(
        width: usize,
        height: usize,
        channels: usize,
        data: Vec<u8>,
    ) -> Option<Picture> {
        let grey = Grey::from_rgb(width, height, channels, &data)?;
        Some(Picture {
            grey,
            rgb: Some((channels, data)),
        })
    }

    /// From a grey picture (its red plane is zero).
    pub fn from_grey(grey: Grey) -> Picture {
        Picture { grey, rgb: None }
    }

    /// The red plane: `max(0, R − max(G, B))` per pixel, 0..=255.
    pub fn red(&self) -> Grey {
        let (w, h) = (self.grey.width, self.grey.height);
        let pixels = match &self.rgb {
            Some((channels, data)) => data
                .chunks_exact(*channels)
                .map(|p| f32::from(p[0].saturating_sub(p[1].max(p[2]))))
                .collect(),
            None => vec![0.0; w * h],
        };
        Grey {
            width: w,
            height: h,
            pixels,
        }
    }
}

/// Why no board came out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Error {
    /// The bytes are not a picture in a format read here (PNG, JPEG, WebP, BMP).
    NotAPicture(String),
    /// A picture, but no board (an 8×8 checker, a 9×10 grid of lines) was found in it.
    NoBoard,
    /// The embedded weights could not be read (a build fault).
    Weights(&'static str),
}

impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Error::NotAPicture(why) => write!(f, "not a picture read here: {why}"),
            Error::NoBoard => f.write_str("no board found in the picture"),
            Error::Weights(why) => write!(f, "the embedded model is damaged: {why}"),
        }
    }
}

impl std::error::Error for Error {}

fn net() -> Result<&'static Net, Error> {
    static NET: OnceLock<Result<Net, net::BadWeights>> = OnceLock::new();
    NET.get_or_init(|| Net::from_bytes(WEIGHTS))
        .as_ref()
        .map_err(|e| Error::Weights(e.0))
}

fn xiangqi_net() -> Result<&'static Net, Error> {
    static NET: OnceLock<Result<Net, net::BadWeights>> = OnceLock::new();
    NET.get_or_init(|| Net::from_bytes(XIANGQI_WEIGHTS))
        .as_ref()
        .map_err(|e| Error::Weights(e.0))
}

/// Decodes a picture's bytes (PNG, JPEG, WebP, BMP) to grey, within memory limits.
pub fn decode(bytes: &[u8]) -> Result<Grey, Error> {
    decode_picture(bytes).map(|p| p.grey)
}

/// Decodes a picture's bytes (PNG, JPEG, WebP, BMP) to grey, its colours
/// kept for the red plane, within memory limits.
pub fn decode_picture(bytes: &[u8]) -> Result<Picture, Error> {
    let mut reader = image::ImageReader::new(std::io::Cursor::new(bytes));
    reader = reader
        .with_guessed_format()
        .map_err(|e| Error::NotAPicture(e.to_string()))?;
    let mut limits = image::Limits::default();
    limits.max_image_width = Some(16_384);
    limits.max_image_height = Some(16_384);
    limits.max_alloc = Some(512 * 1024 * 1024);
    reader.limits(limits);
    let img = reader
        .decode()
        .map_err(|e| Error::NotAPicture(e.to_string()))?;
    let (w, h) = (img.width() as usize, img.height() as usize);
    let empty = || Error::NotAPicture("empty picture".into());
    // Straight from the decoder's pixels where they are 8-bit (no copy to
    // RGB first); the pixels are kept, not copied, for the red plane.
    match img {
        image::DynamicImage::ImageRgb8(rgb) => Picture::from_rgb(w, h, 3, rgb.into_raw()),
        image::DynamicImage::ImageRgba8(rgba) => Picture::from_rgb(w, h, 4, rgba.into_raw()),
        image::DynamicImage::ImageLuma8(luma) => {
            Grey::from_luma(w, h, luma.as_raw()).map(Picture::from_grey)
        }
        other => Picture::from_rgb(w, h, 3, other.to_rgb8().into_raw()),
    }
    .ok_or_else(empty)
}

/// The class probabilities of one CELL×CELL cell (0..=1; grey, or grey and
/// red channels last for a two-channel network) under the network in
/// `weights` (a file `train.py` or `xiangqi_*.py` writes): 13 or 15 of them.
pub fn classify_with(weights: &[u8], cell: &[f32]) -> Result<Vec<f32>, Error> {
    let net = Net::from_bytes(weights).map_err(|e| Error::Weights(e.0))?;
    if cell.len() != CELL * CELL * net.inputs() {
        return Err(Error::NotAPicture(format!(
            "a cell is 32×32×{}",
            net.inputs()
        )));
    }
    Ok(match net.classes() {
        13 => net.classify::<13>(cell).to_vec(),
        15 => net.classify::<15>(cell).to_vec(),
        _ => return Err(Error::Weights("neither 13 nor 15 classes")),
    })
}

/// The 15 class probabilities of each xiangqi cell (CELL×CELL×2, grey and
/// red channels last, 0..=1) in `cells`, one after another, under the
/// embedded xiangqi network: for checking that this inference and the
/// training script's agree.
pub fn classify_xiangqi_cells(cells: &[f32]) -> Result<Vec<[f32; 15]>, Error> {
    let net = xiangqi_net()?;
    let size = CELL * CELL * net.inputs();
    if cells.is_empty() || !cells.len().is_multiple_of(size) {
        return Err(Error::NotAPicture(format!(
            "cells are 32×32×{} each",
            net.inputs()
        )));
    }
    Ok(net.classify_all(cells))
}

/// The 13 class probabilities of each CELL×CELL grey cell (0..=1) in
/// `cells`, one after another, under the embedded network: for checking that
/// this inference and the training script's agree.
pub fn classify_cells(cells: &[f32]) -> Result<Vec<[f32; 13]>, Error> {
    if cells.is_empty() || !cells.len().is_multiple_of(CELL * CELL) {
        return Err(Error::NotAPicture("cells are 32×32 each".into()));
    }
    Ok(net()?.classify_all(cells))
}

/// Where the board's squares are in a grey picture, if it has a board.
pub fn find_grid(grey: &Grey) -> Option<Grid> {
    find::find(grey)
}

/// Where the xiangqi board's points are in a grey picture, if it has one.
pub fn find_points(grey: &Grey) -> Option<Points> {
    xfind::find(grey).map(|(p, _)| p)
}

/// Reads the chess board in a picture's bytes.
pub fn read_bytes(bytes: &[u8], orientation: Orientation) -> Result<Reading, Error> {
    read(&decode(bytes)?, orientation)
}

/// Reads the board of `variant` in a picture's bytes.
pub fn read_bytes_as(
    bytes: &[u8],
    variant: Variant,
    orientation: Orientation,
) -> Result<Reading, Error> {
    read_picture(&decode_picture(bytes)?, variant, orientation)
}

/// Reads the board of `variant` in a decoded picture. Auto: a chess board
/// (the 8×8 checker) when there is one that reads, else a xiangqi board.
pub fn read_picture(
    picture: &Picture,
    variant: Variant,
    orientation: Orientation,
) -> Result<Reading, Error> {
    match variant {
        Variant::Chess => read(&picture.grey, orientation),
        Variant::Xiangqi => read_xiangqi(picture, orientation),
        // The checker first (a chess picture pays nothing more), then the
        // lines; the smoothed looks for a hatched (printed) chess board last,
        // so a xiangqi picture does not pay for them.
        Variant::Auto => {
            let grey = &picture.grey;
            if let Some(grid) = find::find_in(grey) {
                match read_found(grey, grid, None, orientation) {
                    Err(Error::NoBoard) => {}
                    other => return other,
                }
            }
            match read_xiangqi(picture, orientation) {
                Err(Error::NoBoard) => {}
                other => return other,
            }
            let (grid, r) = find::SMOOTHING
                .iter()
                .find_map(|&r| find::find_in(&find::box_blur(grey, r)).map(|g| (g, r)))
                .ok_or(Error::NoBoard)?;
            read_found(grey, grid, Some(r), orientation)
        }
    }
}

/// Reads the xiangqi board in a picture.
pub fn read_xiangqi(picture: &Picture, orientation: Orientation) -> Result<Reading, Error> {
    let (points, _) = xfind::find(&picture.grey).ok_or(Error::NoBoard)?;
    let net = xiangqi_net()?;
    if net.classes() != xlabels::CLASSES {
        return Err(Error::Weights("the xiangqi network has not 15 classes"));
    }
    let red = picture.red();
    let cells = xiangqi_cells(&picture.grey, &red, &points, net.inputs());
    let probs: Vec<[f32; xlabels::CLASSES]> = net.classify_all(&cells);
    enough_sure(&probs, xlabels::POINTS, 60)?;
    let (flipped, guessed) = match orientation {
        Orientation::White => (false, false),
        Orientation::Black => (true, false),
        Orientation::Auto => (xlabels::looks_flipped(&probs), true),
    };
    // Red at the bottom before the labels are chosen (their rules are by side).
    let probs: Vec<_> = if flipped {
        probs.into_iter().rev().collect()
    } else {
        probs
    };
    Ok(Reading {
        game: Game::Xiangqi,
        squares: xlabels::legal_labels(&probs),
        flipped,
        orientation_guessed: guessed,
        board: Board::Xiangqi(points),
    })
}

/// The 90 cells of a xiangqi board, row by row from the picture's top:
/// each the square window of side (dx + dy) / 2 around its point, both
/// planes shrunk by whole blocks and resampled to CELL×CELL as the chess
/// cells are, channels last (grey, then red; grey alone for a one-channel network).
pub fn xiangqi_cells(grey: &Grey, red: &Grey, points: &Points, channels: usize) -> Vec<f32> {
    let s = (points.dx + points.dy) / 2.0;
    let f = (s / CELL as f32).floor() as usize;
    let (g, r, scale) = if f >= 2 {
        (grey.shrink(f), red.shrink(f), f as f32)
    } else {
        (grey.clone(), red.clone(), 1.0)
    };
    let mut cells = Vec::with_capacity(xlabels::POINTS * CELL * CELL * channels);
    for row in 0..10 {
        for col in 0..9 {
            let px = points.x0 + col as f32 * points.dx;
            let py = points.y0 + row as f32 * points.dy;
            let (x, y, side) = ((px - s / 2.0) / scale, (py - s / 2.0) / scale, s / scale);
            let a = g.cell(x, y, side);
            if channels >= 2 {
                let b = r.cell(x, y, side);
                cells.extend(a.iter().zip(&b).flat_map(|(a, b)| [*a, *b]));
            } else {
                cells.extend(a);
            }
        }
    }
    cells
}

/// Reads the chess board in a grey picture.
pub fn read(grey: &Grey, orientation: Orientation) -> Result<Reading, Error> {
    let (grid, smoothing) = find::find_smoothed(grey).ok_or(Error::NoBoard)?;
    read_found(grey, grid, smoothing, orientation)
}

/// That the network gave `cells` answers, and at least `sure` of them with
/// a class at 0.5 or more: enough cells read with certainty is what a board
/// has; a picture whose "squares" the network is unsure of everywhere is no board.
fn enough_sure<const K: usize>(probs: &[[f32; K]], cells: usize, sure: usize) -> Result<(), Error> {
    if probs.len() != cells {
        return Err(Error::Weights(
            "the network gave the wrong number of answers",
        ));
    }
    let certain = probs
        .iter()
        .filter(|p| p.iter().copied().fold(0.0, f32::max) >= 0.5)
        .count();
    if certain < sure {
        return Err(Error::NoBoard);
    }
    Ok(())
}

/// Reads the chess board found at `grid` (once the picture was smoothed by
/// `smoothing`, if it was).
fn read_found(
    grey: &Grey,
    grid: Grid,
    smoothing: Option<usize>,
    orientation: Orientation,
) -> Result<Reading, Error> {
    let net = net()?;
    let smoothed = match smoothing {
        None => None,
        // A board found only once smoothed (hatched squares) is read smoothed,
        // by the radius (of those tried, from the one it was found at) that
        // leaves the most squares flat: the one that best evens the hatching.
        Some(found_at) => {
            let mut best: Option<(usize, Grey)> = None;
            for &r in find::SMOOTHING.iter().filter(|&&r| r >= found_at) {
                let smooth = find::box_blur(grey, r);
                let flats = cut(&smooth, &grid)
                    .chunks_exact(CELL * CELL)
                    .filter(|c| flat(c))
                    .count();
                if best.as_ref().is_none_or(|(most, _)| flats > *most) {
                    best = Some((flats, smooth));
                }
            }
            best.map(|(_, smooth)| smooth)
        }
    };
    let cutter = Cutter::new(smoothed.as_ref().unwrap_or(grey), &grid);
    let mut probs = classify_board(net, &cutter.cells());
    if probs.len() == 64 {
        steadied(net, &cutter, &mut probs);
    }
    enough_sure(&probs, 64, 48)?;
    let probs: Vec<[f32; 13]> = probs.into_iter().map(balanced).collect();
    let shown = legal_labels(&probs);
    let (flipped, guessed) = match orientation {
        Orientation::White => (false, false),
        Orientation::Black => (true, false),
        Orientation::Auto => (looks_flipped(&shown), true),
    };
    let squares = if flipped {
        shown.iter().rev().copied().collect()
    } else {
        shown
    };
    Ok(Reading {
        game: Game::Chess,
        squares,
        flipped,
        orientation_guessed: guessed,
        board: Board::Chess(grid),
    })
}

/// The picture as a board's cells are cut from it: shrunk by whole blocks
/// to about CELL pixels a square first (so that sampling does not alias),
/// with the board's place in it.
struct Cutter<'a> {
    src: std::borrow::Cow<'a, Grey>,
    x0: f32,
    y0: f32,
    side: f32,
}

impl<'a> Cutter<'a> {
    fn new(grey: &'a Grey, grid: &Grid) -> Cutter<'a> {
        let sq = grid.square;
        let f = (sq / CELL as f32).floor() as usize;
        if f >= 2 {
            let fs = f as f32;
            Cutter {
                src: std::borrow::Cow::Owned(grey.shrink(f)),
                x0: grid.x0 / fs,
                y0: grid.y0 / fs,
                side: sq / fs,
            }
        } else {
            Cutter {
                src: std::borrow::Cow::Borrowed(grey),
                x0: grid.x0,
                y0: grid.y0,
                side: sq,
            }
        }
    }

    /// Square `i`'s cell (a8 first, row 0 the picture's top), CELL×CELL, its
    /// window moved by (dx, dy) squares.
    fn cell(&self, i: usize, dx: f32, dy: f32) -> Vec<f32> {
        let (r, c) = ((i / 8) as f32, (i % 8) as f32);
        self.src.cell(
            self.x0 + (c + dx) * self.side,
            self.y0 + (r + dy) * self.side,
            self.side,
        )
    }

    /// The 64 cells, a8 first.
    fn cells(&self) -> Vec<f32> {
        (0..64).flat_map(|i| self.cell(i, 0.0, 0.0)).collect()
    }
}

/// The 64 cells of the board at `grid`, a8 first (row 0 the picture's top).
fn cut(grey: &Grey, grid: &Grid) -> Vec<f32> {
    Cutter::new(grey, grid).cells()
}

/// How far (in squares) a cell's window is moved, each way diagonally, to
/// read again the cells the network is unsure of.
const SHIFT: f32 = 0.02;

/// A cell read at least this sure (once balanced) is not read again moved.
/// Chosen on the two held-out draws (seeds 3535 and 4242, 200 pictures each)
/// with the weights of session 12: exact boards 188 and 192 without the
/// moved readings; 190 and 196 from 0.7 (CPU for the 200: 2.6 s -> 3.2 s);
/// 190 and 195 from 0.9 (4.2 s) and with every cell read again.
const STEADY_FROM: f32 = 0.7;

/// The cells the network is unsure of (not flat, below `STEADY_FROM`) read
/// again with the window moved by SHIFT of a square in the four diagonal
/// directions, the five readings averaged: most of the held-out misses are
/// pieces of unseen sets that one window reads one way and a window a pixel
/// or two off reads the other (the finder's error, a piece off centre).
fn steadied(net: &Net, cutter: &Cutter<'_>, probs: &mut [[f32; 13]]) {
    let unsure: Vec<usize> = (0..probs.len())
        .filter(|&i| {
            probs[i] != EMPTY_FOR_CERTAIN
                && balanced(probs[i]).iter().copied().fold(0.0, f32::max) < STEADY_FROM
        })
        .collect();
    if unsure.is_empty() {
        return;
    }
    let mut sums: Vec<[f32; 13]> = unsure.iter().map(|&i| probs[i]).collect();
    for (dx, dy) in [
        (SHIFT, SHIFT),
        (-SHIFT, -SHIFT),
        (SHIFT, -SHIFT),
        (-SHIFT, SHIFT),
    ] {
        let cells: Vec<f32> = unsure
            .iter()
            .flat_map(|&i| cutter.cell(i, dx, dy))
            .collect();
        for (sum, p) in sums.iter_mut().zip(classify_board(net, &cells)) {
            for (s, v) in sum.iter_mut().zip(p) {
                *s += v;
            }
        }
    }
    for (&i, sum) in unsure.iter().zip(sums) {
        probs[i] = sum.map(|s| s / 5.0);
    }
}

/// A cell whose middle (`MIDDLE`) varies by no more than this (0..=1) is
/// flat: no piece reaches it (a piece covers the middle of its square), so
/// the square is empty, read so without the network. Coordinates drawn in a
/// corner, a highlight's colour or an arrow through an edge leave it flat.
const FLAT_WITHIN: f32 = 10.0 / 255.0;

/// The middle of a cell looked at for flatness: rows and columns 6..26 of 32.
const MIDDLE: std::ops::Range<usize> = 6..26;

/// A first reading at least this sure (after balancing) is not read again
/// mirrored. The network's readings are soft (label smoothing, then the
/// balancing): half its pieces read below 0.75. Chosen on 200 pictures of
/// `heldout.py --seed 4242` (not the measured set): 140 boards exact at 0.7
/// as with every cell mirrored, 139 at 0.6, 133 with none mirrored.
const SURE_ENOUGH: f32 = 0.7;

/// What a flat cell reads as: empty, for certain.
const EMPTY_FOR_CERTAIN: [f32; 13] = {
    let mut p = [0.0f32; 13];
    p[0] = 1.0;
    p
};

/// A cell's middle whose standard deviation is at most this (0..=1) is flat
/// too: JPEG's noise or a wood grain, no piece. On 400 held-out pictures
/// (`heldout.py`, seeds 3535 and 4242: 7,400 pieces of two sets never trained
/// on) no piece's middle came below 0.054, and 91–93 % of the empty squares
/// are at most 0.02 (65 % are within `FLAT_WITHIN`).
const FLAT_SPREAD: f32 = 0.02;

fn flat(cell: &[f32]) -> bool {
    let (mut lo, mut hi) = (f32::MAX, f32::MIN);
    let (mut sum, mut squares) = (0.0f32, 0.0f32);
    for row in MIDDLE {
        for &v in &cell[row * CELL + MIDDLE.start..row * CELL + MIDDLE.end] {
            lo = lo.min(v);
            hi = hi.max(v);
            sum += v;
            squares += v * v;
        }
    }
    let n = (MIDDLE.len() * MIDDLE.len()) as f32;
    let mean = sum / n;
    let spread = (squares / n - mean * mean).max(0.0).sqrt();
    hi - lo <= FLAT_WITHIN || spread <= FLAT_SPREAD
}

/// The class probabilities of each CELL×CELL cell in `cells`. Flat cells
/// are empty without asking the network; the others go through it together;
/// those it is not sure of (below SURE_ENOUGH once balanced) are read again
/// mirrored (every class's mirror image is itself; the network was trained
/// on both) and the two readings averaged. Work the answer does not need is
/// not done: on a game's board about half the squares are flat and most
/// pieces sure.
fn classify_board(net: &Net, cells: &[f32]) -> Vec<[f32; 13]> {
    let size = CELL * CELL;
    let n = cells.len() / size;
    let cell = |i: usize| &cells[i * size..(i + 1) * size];
    let mut probs = vec![EMPTY_FOR_CERTAIN; n];
    let busy: Vec<usize> = (0..n).filter(|&i| !flat(cell(i))).collect();
    if busy.is_empty() {
        return probs;
    }
    let gathered: Vec<f32> = busy.iter().flat_map(|&i| cell(i).iter().copied()).collect();
    for (&i, p) in busy.iter().zip(net.classify_all::<13>(&gathered)) {
        probs[i] = p;
    }
    let unsure: Vec<usize> = busy
        .into_iter()
        .filter(|&i| balanced(probs[i]).iter().copied().fold(0.0, f32::max) < SURE_ENOUGH)
        .collect();
    if unsure.is_empty() {
        return probs;
    }
    let mirrored: Vec<f32> = unsure
        .iter()
        .flat_map(|&i| {
            cell(i)
                .chunks_exact(CELL)
                .flat_map(|row| row.iter().rev().copied())
        })
        .collect();
    for (&i, m) in unsure.iter().zip(net.classify_all::<13>(&mirrored)) {
        let p = probs[i];
        probs[i] = std::array::from_fn(|k| (p[k] + m[k]) / 2.0);
    }
    probs
}

impl Reading {
    /// Files and ranks of the board read: 8 × 8 or 9 × 10.
    fn shape(&self) -> (usize, usize) {
        match self.game {
            Game::Chess => (8, 8),
            Game::Xiangqi => (9, 10),
        }
    }

    /// The board field of a FEN.
    pub fn placement(&self) -> String {
        let (files, ranks) = self.shape();
        let mut out = String::new();
        for r in 0..ranks {
            let mut run = 0;
            for c in 0..files {
                let label = self.squares.get(r * files + c).map_or('.', |s| s.label);
                if label == '.' {
                    run += 1;
                } else {
                    if run > 0 {
                        out.push(char::from(b'0' + run));
                        run = 0;
                    }
                    out.push(label);
                }
            }
            if run > 0 {
                out.push(char::from(b'0' + run));
            }
            if r + 1 < ranks {
                out.push('/');
            }
        }
        out
    }

    /// A whole FEN, its other fields guessed: White (Red) to move, castling
    /// where kings and rooks stand at home, no en passant.
    pub fn fen(&self) -> String {
        if self.game == Game::Xiangqi {
            return format!("{} w - - 0 1", self.placement());
        }
        let at = |name: &str| -> char {
            let b = name.as_bytes();
            let c = usize::from(b[0] - b'a');
            let r = 7 - usize::from(b[1] - b'1');
            self.squares[r * 8 + c].label
        };
        let mut castling = String::new();
        if at("e1") == 'K' {
            if at("h1") == 'R' {
                castling.push('K');
            }
            if at("a1") == 'R' {
                castling.push('Q');
            }
        }
        if at("e8") == 'k' {
            if at("h8") == 'r' {
                castling.push('k');
            }
            if at("a8") == 'r' {
                castling.push('q');
            }
        }
        if castling.is_empty() {
            castling.push('-');
        }
        format!("{} w {castling} - 0 1", self.placement())
    }

    /// The squares whose label is below `UNCERTAIN_BELOW`, by name ("d4",
    /// "e0"), in FEN order.
    pub fn uncertain(&self) -> Vec<(String, Square)> {
        self.squares
            .iter()
            .enumerate()
            .filter(|(_, s)| s.confidence < UNCERTAIN_BELOW)
            .map(|(i, s)| (self.name(i), *s))
            .collect()
    }

    /// The name of square (point) `index` in FEN order: `square_name` or `point_name`.
    pub fn name(&self, index: usize) -> String {
        match self.game {
            Game::Chess => square_name(index),
            Game::Xiangqi => point_name(index),
        }
    }
}

/// "a9" for index 0, … "i0" for 89: xiangqi points as fen-tui names them
/// (files a–i from Red's left, ranks 0–9 from Red's side).
pub fn point_name(index: usize) -> String {
    let file = char::from(b'a' + (index % 9) as u8);
    let rank = char::from(b'9' - (index / 9).min(9) as u8);
    format!("{file}{rank}")
}

/// "a8" for index 0, … "h1" for 63.
pub fn square_name(index: usize) -> String {
    let file = char::from(b'a' + (index % 8) as u8);
    let rank = char::from(b'8' - (index / 8) as u8);
    format!("{file}{rank}")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A grey 0.5 cell with a fixed pseudo-random noise of ±`amount`.
    fn noisy(amount: f32) -> Vec<f32> {
        let mut state = 12345u32;
        (0..CELL * CELL)
            .map(|_| {
                state = state.wrapping_mul(1_103_515_245).wrapping_add(12345);
                let u = (state >> 16) as f32 / 65535.0;
                0.5 + amount * (2.0 * u - 1.0)
            })
            .collect()
    }

    #[test]
    fn a_moved_window_is_the_same_cut_a_fraction_of_a_square_over() {
        // a picture whose grey is its x coordinate: a cell's mean tells where it was cut
        let (w, h) = (400usize, 400usize);
        let grey = Grey {
            width: w,
            height: h,
            pixels: (0..w * h).map(|i| (i % w) as f32 * 0.5).collect(),
        };
        let grid = Grid {
            x0: 40.0,
            y0: 40.0,
            square: 40.0,
        };
        let cutter = Cutter::new(&grey, &grid);
        assert_eq!(cutter.cells(), cut(&grey, &grid));
        let mean = |cell: &[f32]| cell.iter().sum::<f32>() / cell.len() as f32;
        let here = mean(&cutter.cell(9, 0.0, 0.0));
        let moved = mean(&cutter.cell(9, 0.25, 0.0));
        // a quarter of a 40 px square is 10 px; the grey rises 0.5 a pixel, /255
        assert!(
            (moved - here - 10.0 * 0.5 / 255.0).abs() < 1e-3,
            "{here} {moved}"
        );
    }

    #[test]
    fn jpeg_like_noise_is_flat_and_a_faint_piece_is_not() {
        // ±0.03: beyond FLAT_WITHIN's range, but a spread of about 0.017.
        let noise = noisy(0.03);
        assert!(
            noise.iter().copied().fold(0.0, f32::max) - noise.iter().copied().fold(1.0, f32::min)
                > FLAT_WITHIN
        );
        assert!(flat(&noise));
        // a disc 0.15 darker over the middle: a faint piece
        let mut piece = noisy(0.01);
        for y in 0..CELL {
            for x in 0..CELL {
                let (dx, dy) = (x as f32 - 15.5, y as f32 - 15.5);
                if dx * dx + dy * dy < 64.0 {
                    piece[y * CELL + x] -= 0.15;
                }
            }
        }
        assert!(!flat(&piece));
        assert!(!flat(&noisy(0.1)));
    }
}

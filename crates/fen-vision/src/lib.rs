//! fen-vision: a chess position from a picture (a screenshot, a diagram).
//! Pure: bytes or pixels in, a board of labels with confidences out. The
//! board is found by its grid (see `find`), cut into 64 cells, and each cell
//! classified by a small CNN whose weights are embedded (see `net`;
//! `training/` in the repository makes them). Nothing is downloaded.
#![forbid(unsafe_code)]

mod find;
mod grey;
mod labels;
mod net;

pub use find::Grid;
pub use grey::{CELL, Grey};
pub use labels::Square;
use labels::{balanced, legal_labels, looks_flipped};
pub use net::LABELS;
use net::Net;
use std::sync::OnceLock;

/// The embedded weights (`training/train.py` writes them).
const WEIGHTS: &[u8] = include_bytes!("../weights/chess.bin");

/// Below this a square's label is called uncertain.
pub const UNCERTAIN_BELOW: f32 = 0.85;

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
    /// a8, b8, … h1 (FEN order).
    pub squares: Vec<Square>,
    /// Whether Black was at the bottom of the picture.
    pub flipped: bool,
    /// Whether `flipped` was decided from the pieces (else it was given).
    pub orientation_guessed: bool,
    /// Where the board was, in the picture's pixels.
    pub grid: Grid,
}

/// Why no board came out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Error {
    /// The bytes are not a picture in a format read here (PNG, JPEG, WebP, BMP).
    NotAPicture(String),
    /// A picture, but no 8×8 checkered board was found in it.
    NoBoard,
    /// The embedded weights could not be read (a build fault).
    Weights(&'static str),
}

impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Error::NotAPicture(why) => write!(f, "not a picture read here: {why}"),
            Error::NoBoard => f.write_str("no chessboard found in the picture"),
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

/// Decodes a picture's bytes (PNG, JPEG, WebP, BMP) to grey, within memory limits.
pub fn decode(bytes: &[u8]) -> Result<Grey, Error> {
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
    // Straight from the decoder's pixels where they are 8-bit (no copy to RGB first).
    match &img {
        image::DynamicImage::ImageRgb8(rgb) => Grey::from_rgb(w, h, 3, rgb.as_raw()),
        image::DynamicImage::ImageRgba8(rgba) => Grey::from_rgb(w, h, 4, rgba.as_raw()),
        image::DynamicImage::ImageLuma8(luma) => Grey::from_luma(w, h, luma.as_raw()),
        other => Grey::from_rgb(w, h, 3, other.to_rgb8().as_raw()),
    }
    .ok_or_else(empty)
}

/// The 13 class probabilities of one CELL×CELL grey cell (0..=1) under the
/// network in `weights` (a file `train.py` writes).
pub fn classify_with(weights: &[u8], cell: &[f32]) -> Result<[f32; 13], Error> {
    if cell.len() != CELL * CELL {
        return Err(Error::NotAPicture("a cell is 32×32".into()));
    }
    let net = Net::from_bytes(weights).map_err(|e| Error::Weights(e.0))?;
    Ok(net.classify(cell))
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

/// Reads the board in a picture's bytes.
pub fn read_bytes(bytes: &[u8], orientation: Orientation) -> Result<Reading, Error> {
    read(&decode(bytes)?, orientation)
}

/// Reads the board in a grey picture.
pub fn read(grey: &Grey, orientation: Orientation) -> Result<Reading, Error> {
    let (grid, smoothing) = find::find_smoothed(grey).ok_or(Error::NoBoard)?;
    let net = net()?;
    let cells = match smoothing {
        None => cut(grey, &grid),
        // A board found only once smoothed (hatched squares) is read smoothed,
        // by the radius (of those tried, from the one it was found at) that
        // leaves the most squares flat: the one that best evens the hatching.
        Some(found_at) => {
            let mut best: Option<(usize, Vec<f32>)> = None;
            for &r in find::SMOOTHING.iter().filter(|&&r| r >= found_at) {
                let cells = cut(&find::box_blur(grey, r), &grid);
                let flats = cells.chunks_exact(CELL * CELL).filter(|c| flat(c)).count();
                if best.as_ref().is_none_or(|(most, _)| flats > *most) {
                    best = Some((flats, cells));
                }
            }
            best.map(|(_, cells)| cells).unwrap_or_default()
        }
    };
    let probs = classify_board(net, &cells);
    if probs.len() != 64 {
        return Err(Error::Weights(
            "the network gave the wrong number of answers",
        ));
    }
    // Enough empty-looking squares with certainty is what a board has; a
    // picture whose "squares" the network is unsure of everywhere is no board.
    let sure = probs
        .iter()
        .filter(|p| p.iter().copied().fold(0.0, f32::max) >= 0.5)
        .count();
    if sure < 48 {
        return Err(Error::NoBoard);
    }
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
        squares,
        flipped,
        orientation_guessed: guessed,
        grid,
    })
}

/// The 64 cells of the board at `grid`, a8 first (row 0 the picture's top),
/// CELL×CELL each: the picture shrunk by whole blocks to about CELL pixels a
/// square first, then each square resampled.
fn cut(grey: &Grey, grid: &Grid) -> Vec<f32> {
    let sq = grid.square;
    let f = (sq / CELL as f32).floor() as usize;
    let shrunk;
    let (src, x0, y0, side) = if f >= 2 {
        shrunk = grey.shrink(f);
        let f = f as f32;
        (&shrunk, grid.x0 / f, grid.y0 / f, sq / f)
    } else {
        (grey, grid.x0, grid.y0, sq)
    };
    let mut cells = Vec::with_capacity(64 * CELL * CELL);
    for r in 0..8 {
        for c in 0..8 {
            cells.extend(src.cell(x0 + c as f32 * side, y0 + r as f32 * side, side));
        }
    }
    cells
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
    for (&i, p) in busy.iter().zip(net.classify_all(&gathered)) {
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
    for (&i, m) in unsure.iter().zip(net.classify_all(&mirrored)) {
        let p = probs[i];
        probs[i] = std::array::from_fn(|k| (p[k] + m[k]) / 2.0);
    }
    probs
}

impl Reading {
    /// The board field of a FEN.
    pub fn placement(&self) -> String {
        let mut out = String::new();
        for r in 0..8 {
            let mut run = 0;
            for c in 0..8 {
                let label = self.squares[r * 8 + c].label;
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
            if r < 7 {
                out.push('/');
            }
        }
        out
    }

    /// A whole FEN, its other fields guessed: White to move, castling where
    /// kings and rooks stand at home, no en passant.
    pub fn fen(&self) -> String {
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

    /// The squares whose label is below `UNCERTAIN_BELOW`, by name ("d4"), in FEN order.
    pub fn uncertain(&self) -> Vec<(String, Square)> {
        self.squares
            .iter()
            .enumerate()
            .filter(|(_, s)| s.confidence < UNCERTAIN_BELOW)
            .map(|(i, s)| (square_name(i), *s))
            .collect()
    }
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

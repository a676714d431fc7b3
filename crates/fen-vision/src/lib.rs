//! fen-vision: a chess position from a picture (a screenshot, a diagram).
//! Pure: bytes or pixels in, a board of labels with confidences out. The
//! board is found by its grid (see `find`), cut into 64 cells, and each cell
//! classified by a small CNN whose weights are embedded (see `net`;
//! `training/` in the repository makes them). Nothing is downloaded.
#![forbid(unsafe_code)]

mod find;
mod net;

pub use find::Grid;
pub use net::LABELS;
use net::Net;
use std::sync::OnceLock;

/// A cell's side, in pixels, as the network sees it.
pub const CELL: usize = 32;

/// The embedded weights (`training/train.py` writes them).
const WEIGHTS: &[u8] = include_bytes!("../weights/chess.bin");

/// Below this a square's label is called uncertain.
pub const UNCERTAIN_BELOW: f32 = 0.85;

/// A picture in grey, 0..=255 per pixel, row-major.
#[derive(Clone, Debug)]
pub struct Grey {
    pub width: usize,
    pub height: usize,
    pub pixels: Vec<f32>,
}

impl Grey {
    /// From 8-bit RGB(A) pixels (`channels` 3 or 4), as the training script converts them.
    pub fn from_rgb(width: usize, height: usize, channels: usize, data: &[u8]) -> Option<Grey> {
        if !(channels == 3 || channels == 4) || data.len() != width * height * channels {
            return None;
        }
        let pixels = data
            .chunks_exact(channels)
            .map(|p| 0.299 * f32::from(p[0]) + 0.587 * f32::from(p[1]) + 0.114 * f32::from(p[2]))
            .collect();
        Some(Grey {
            width,
            height,
            pixels,
        })
    }

    /// The pixel at (x, y), clamped to the picture.
    pub fn at(&self, x: usize, y: usize) -> f32 {
        let x = x.min(self.width.saturating_sub(1));
        let y = y.min(self.height.saturating_sub(1));
        self.pixels.get(y * self.width + x).copied().unwrap_or(0.0)
    }

    /// The picture shrunk by whole `f`×`f` blocks (their mean).
    fn shrink(&self, f: usize) -> Grey {
        let (w, h) = (self.width / f, self.height / f);
        let mut pixels = vec![0.0f32; w * h];
        for y in 0..h * f {
            let src = &self.pixels[y * self.width..][..w * f];
            let dst = &mut pixels[(y / f) * w..][..w];
            for (x, v) in src.iter().enumerate() {
                dst[x / f] += v;
            }
        }
        let n = (f * f) as f32;
        for p in &mut pixels {
            *p /= n;
        }
        Grey {
            width: w,
            height: h,
            pixels,
        }
    }

    /// The square [x, x+size)² resampled to CELL×CELL by bilinear sampling
    /// at each output pixel's centre, scaled to 0..=1.
    fn cell(&self, x: f32, y: f32, size: f32) -> Vec<f32> {
        let (w, h) = (self.width as f32, self.height as f32);
        let t: Vec<f32> = (0..CELL)
            .map(|i| (i as f32 + 0.5) * (size / CELL as f32) - 0.5)
            .collect();
        let mut out = Vec::with_capacity(CELL * CELL);
        for ty in &t {
            let sy = (y + ty).clamp(0.0, h - 1.0);
            let y0 = sy.floor();
            let fy = sy - y0;
            let y0 = y0 as usize;
            let y1 = (y0 + 1).min(self.height - 1);
            for tx in &t {
                let sx = (x + tx).clamp(0.0, w - 1.0);
                let x0 = sx.floor();
                let fx = sx - x0;
                let x0 = x0 as usize;
                let x1 = (x0 + 1).min(self.width - 1);
                let p = |xx: usize, yy: usize| self.pixels[yy * self.width + xx];
                let top = p(x0, y0) * (1.0 - fx) + p(x1, y0) * fx;
                let bottom = p(x0, y1) * (1.0 - fx) + p(x1, y1) * fx;
                out.push((top * (1.0 - fy) + bottom * fy) / 255.0);
            }
        }
        out
    }
}

/// Which side is at the bottom of the picture.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Orientation {
    /// Decide from where the kings and pawns stand.
    Auto,
    White,
    Black,
}

/// One square's reading.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Square {
    /// '.' for empty, else the FEN letter.
    pub label: char,
    pub confidence: f32,
    /// The other candidate, with its probability: the next most likely label,
    /// or, where the network's first choice would make an impossible position
    /// (a second king, a pawn on the first rank), that first choice; then
    /// `confidence` is below `UNCERTAIN_BELOW` or the label still certain.
    pub runner_up: (char, f32),
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
    let rgb = img.to_rgb8();
    let (w, h) = (rgb.width() as usize, rgb.height() as usize);
    Grey::from_rgb(w, h, 3, rgb.as_raw()).ok_or(Error::NotAPicture("empty picture".into()))
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
    let grid = find::find(grey).ok_or(Error::NoBoard)?;
    let net = net()?;
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
    // Display order: row 0 is the top of the picture. All 64 cells go through the network together.
    let mut cells = Vec::with_capacity(128 * CELL * CELL);
    for r in 0..8 {
        for c in 0..8 {
            cells.extend(src.cell(x0 + c as f32 * side, y0 + r as f32 * side, side));
        }
    }
    // Each cell is also read mirrored (every class's mirror image is itself; the network
    // was trained on both), and the two readings' probabilities averaged.
    let mirrored: Vec<f32> = cells
        .chunks_exact(CELL)
        .flat_map(|row| row.iter().rev().copied())
        .collect();
    cells.extend(mirrored);
    let both = net.classify_all(&cells);
    let probs: Vec<[f32; 13]> = both
        .iter()
        .zip(both.iter().skip(64))
        .map(|(a, b)| std::array::from_fn(|k| (a[k] + b[k]) / 2.0))
        .collect();
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

/// How many cells of each class the network was trained on (the `classes`
/// line `training/train.py` prints; LABELS order). Pawns and empty squares
/// are far commoner there than other pieces, so a piece of a shape the
/// network has not seen leans to "pawn"; dividing by these shares reads
/// every class as if all were equally common (the balanced decision rule).
const TRAINED_ON: [f32; 13] = [
    47533.0, 13148.0, 3163.0, 3220.0, 3259.0, 1564.0, 3000.0, 14203.0, 3203.0, 3272.0, 3181.0,
    1596.0, 3000.0,
];

/// `p` with each class's probability divided by its share of the training
/// cells, normalised again.
fn balanced(p: [f32; 13]) -> [f32; 13] {
    let total: f32 = TRAINED_ON.iter().sum();
    let q: [f32; 13] = std::array::from_fn(|k| p[k] / (TRAINED_ON[k] / total));
    let sum: f32 = q.iter().sum();
    if sum > 0.0 { q.map(|v| v / sum) } else { p }
}

/// The most likely label index of `p` among those `allowed`.
fn best(p: &[f32; 13], allowed: impl Fn(usize) -> bool) -> usize {
    (0..13)
        .filter(|&k| allowed(k))
        .max_by(|&a, &b| p[a].total_cmp(&p[b]))
        .unwrap_or(0)
}

/// Below this a king is not put where the network saw none (an empty board stays empty).
const KING_AT_LEAST: f32 = 0.01;

/// The labels of the 64 squares in picture order (row 0 the top), each the
/// network's first choice unless that breaks what every chess position
/// keeps: no pawn on the top or bottom row (the first and last ranks,
/// whichever side is at the bottom), at most one king of each colour, and
/// one where the network gives some square a fair chance of it (a king
/// read as a rook is the held-out sets' commonest miss). A square whose
/// label was changed so gets the chosen label's probability as its
/// confidence, so it is listed as uncertain, with the network's first
/// choice as the other candidate.
fn legal_labels(probs: &[[f32; 13]]) -> Vec<Square> {
    let index = |c: char| LABELS.iter().position(|&l| l == c).unwrap_or(0);
    let pawn = |k: usize| matches!(LABELS[k], 'P' | 'p');
    let king = |k: usize| matches!(LABELS[k], 'K' | 'k');
    let edge = |i: usize| i / 8 == 0 || i / 8 == 7;
    let mut choice: Vec<usize> = probs.iter().map(|p| best(p, |_| true)).collect();
    for (i, p) in probs.iter().enumerate() {
        if edge(i) && pawn(choice[i]) {
            choice[i] = best(p, |k| !pawn(k));
        }
    }
    for k in [index('K'), index('k')] {
        let holders: Vec<usize> = (0..probs.len()).filter(|&i| choice[i] == k).collect();
        if holders.len() > 1 {
            let keep = holders
                .iter()
                .copied()
                .max_by(|&a, &b| probs[a][k].total_cmp(&probs[b][k]))
                .unwrap_or(holders[0]);
            for i in holders.into_iter().filter(|&i| i != keep) {
                choice[i] = best(&probs[i], |j| j != k && !(edge(i) && pawn(j)));
            }
        } else if holders.is_empty()
            && let Some(i) = (0..probs.len())
                .filter(|&i| !king(choice[i]))
                .max_by(|&a, &b| probs[a][k].total_cmp(&probs[b][k]))
            && probs[i][k] >= KING_AT_LEAST
        {
            choice[i] = k;
        }
    }
    probs
        .iter()
        .zip(choice)
        .map(|(p, k)| {
            let first = square_of(p);
            if LABELS[k] == first.label {
                first
            } else {
                Square {
                    label: LABELS[k],
                    confidence: p[k],
                    runner_up: (first.label, first.confidence),
                }
            }
        })
        .collect()
}

fn square_of(p: &[f32; 13]) -> Square {
    let mut order: Vec<usize> = (0..13).collect();
    order.sort_by(|a, b| p[*b].total_cmp(&p[*a]));
    Square {
        label: LABELS[order[0]],
        confidence: p[order[0]],
        runner_up: (LABELS[order[1]], p[order[1]]),
    }
}

/// Whether the pieces say Black is at the bottom: White's king in the top
/// half, Black's in the bottom half, White's pawns above Black's.
fn looks_flipped(shown: &[Square]) -> bool {
    let mut vote = 0i32;
    let rows = |label: char| -> Vec<usize> {
        shown
            .iter()
            .enumerate()
            .filter(|(_, s)| s.label == label)
            .map(|(i, _)| i / 8)
            .collect()
    };
    for r in rows('K') {
        vote += if r < 4 { 2 } else { -2 };
    }
    for r in rows('k') {
        vote += if r >= 4 { 2 } else { -2 };
    }
    let mean =
        |v: Vec<usize>| (!v.is_empty()).then(|| v.iter().sum::<usize>() as f32 / v.len() as f32);
    if let (Some(w), Some(b)) = (mean(rows('P')), mean(rows('p'))) {
        vote += if w < b {
            3
        } else if w > b {
            -3
        } else {
            0
        };
    }
    vote > 0
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

    /// 64 squares sure to be empty, with `set` changing some: (square, label, probability)
    /// and the rest of that square's probability on `second`.
    fn board(set: &[(usize, char, f32, char)]) -> Vec<[f32; 13]> {
        let idx = |c: char| LABELS.iter().position(|&l| l == c).unwrap_or(0);
        let mut probs = vec![[0.0f32; 13]; 64];
        for p in &mut probs {
            p[0] = 1.0;
        }
        for &(i, label, prob, second) in set {
            probs[i] = [0.0; 13];
            probs[i][idx(label)] = prob;
            probs[i][idx(second)] += 1.0 - prob;
        }
        probs
    }

    fn labels(squares: &[Square]) -> String {
        squares.iter().map(|s| s.label).collect()
    }

    #[test]
    fn a_position_the_network_reads_as_possible_is_left_alone() {
        let probs = board(&[
            (4, 'k', 0.9, 'q'),
            (60, 'K', 0.95, 'R'),
            (12, 'p', 0.6, 'b'),
        ]);
        let squares = legal_labels(&probs);
        assert_eq!(squares[4].label, 'k');
        assert_eq!(squares[12], square_of(&probs[12]));
        assert_eq!(labels(&squares).matches(|c| c != '.').count(), 3);
    }

    #[test]
    fn a_missing_king_goes_where_it_is_likeliest_and_is_marked_uncertain() {
        // White's king read as a rook on e1 (0.6 R, 0.4 K); a rook on a1 with little doubt.
        let probs = board(&[
            (4, 'k', 0.9, 'q'),
            (60, 'R', 0.6, 'K'),
            (56, 'R', 0.97, 'K'),
        ]);
        let squares = legal_labels(&probs);
        assert_eq!(squares[60].label, 'K');
        assert_eq!(squares[56].label, 'R');
        assert!(squares[60].confidence < UNCERTAIN_BELOW);
        assert_eq!(squares[60].runner_up.0, 'R');
    }

    #[test]
    fn a_second_king_becomes_its_next_likeliest_label() {
        let probs = board(&[
            (4, 'k', 0.9, 'q'),
            (60, 'K', 0.95, 'R'),
            (30, 'K', 0.55, 'B'),
        ]);
        let squares = legal_labels(&probs);
        assert_eq!(squares[60].label, 'K');
        assert_eq!(squares[30].label, 'B');
    }

    #[test]
    fn no_pawn_stays_on_the_top_or_bottom_row() {
        let probs = board(&[
            (4, 'k', 0.9, 'q'),
            (60, 'K', 0.95, 'R'),
            (2, 'p', 0.7, 'b'),
            (58, 'P', 0.8, 'B'),
            (10, 'p', 0.7, 'b'),
        ]);
        let squares = legal_labels(&probs);
        assert_eq!(squares[2].label, 'b');
        assert_eq!(squares[58].label, 'B');
        assert_eq!(squares[10].label, 'p');
    }

    #[test]
    fn balancing_favours_the_rarer_class_on_a_tie_and_keeps_a_distribution() {
        // a cell the network finds as likely a pawn as a bishop is read as the rarer bishop
        let mut p = [0.0f32; 13];
        p[1] = 0.5;
        p[3] = 0.5;
        let q = balanced(p);
        assert!(q[3] > q[1]);
        assert!((q.iter().sum::<f32>() - 1.0).abs() < 1e-5);
        // a sure answer stays sure
        let mut sure = [0.0f32; 13];
        sure[0] = 1.0;
        assert_eq!(balanced(sure)[0], 1.0);
    }

    #[test]
    fn an_empty_board_gets_no_kings() {
        let squares = legal_labels(&board(&[]));
        assert!(squares.iter().all(|s| s.label == '.'));
    }
}

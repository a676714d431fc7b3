//! Finding an 8×8 board in a picture, as tensorflow_chessbot does: the
//! lines between squares are where a column (or row) of pixels has strong
//! edges of both signs (light→dark and dark→light alternate along a board
//! line, where a page's edge or a line of text has mostly one, or little).
//! The seven inner lines must be evenly spaced; the squares they make must
//! alternate in colour (the checker test), which also says "no board".

use crate::Grey;

/// Where the board's squares are: the top-left corner and a square's side, in pixels.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Grid {
    pub x0: f32,
    pub y0: f32,
    pub square: f32,
}

/// The smallest square side looked for, in pixels.
const MIN_SQUARE: f32 = 8.0;

/// The grid of the picture's board, or None when it holds no checkered 8×8 board.
pub fn find(grey: &Grey) -> Option<Grid> {
    find_smoothed(grey).map(|(grid, _)| grid)
}

/// The grid of the picture's board, and the smoothing radius it took, if
/// any. A printed diagram's dark squares are often hatched (lines a few
/// pixels apart): edges everywhere and no even colour, so no board is seen.
/// Smoothed over about a hatching's period they are an even grey.
pub(crate) fn find_smoothed(grey: &Grey) -> Option<(Grid, Option<usize>)> {
    if let Some(grid) = find_in(grey) {
        return Some((grid, None));
    }
    SMOOTHING
        .iter()
        .find_map(|&r| find_in(&box_blur(grey, r)).map(|grid| (grid, Some(r))))
}

/// The radii (in pixels) a picture with no board found is smoothed by, in turn.
pub(crate) const SMOOTHING: [usize; 3] = [2, 3, 4];

/// Each pixel the mean of the (2r+1)² square around it (clamped at the edges).
pub(crate) fn box_blur(grey: &Grey, r: usize) -> Grey {
    let (w, h) = (grey.width, grey.height);
    let blur_line = |src: &[f32], dst: &mut [f32]| {
        let n = src.len();
        let at = |i: isize| src[i.clamp(0, n as isize - 1) as usize];
        let r = r as isize;
        let mut sum: f32 = (-r..=r).map(at).sum();
        let width = (2 * r + 1) as f32;
        for (i, d) in dst.iter_mut().enumerate() {
            *d = sum / width;
            let i = i as isize;
            sum += at(i + r + 1) - at(i - r);
        }
    };
    let mut rows = vec![0.0f32; w * h];
    for (src, dst) in grey.pixels.chunks_exact(w).zip(rows.chunks_exact_mut(w)) {
        blur_line(src, dst);
    }
    let mut pixels = vec![0.0f32; w * h];
    let (mut col, mut out) = (vec![0.0f32; h], vec![0.0f32; h]);
    for x in 0..w {
        for (y, v) in col.iter_mut().enumerate() {
            *v = rows[y * w + x];
        }
        blur_line(&col, &mut out);
        for (y, v) in out.iter().enumerate() {
            pixels[y * w + x] = *v;
        }
    }
    Grey {
        width: w,
        height: h,
        pixels,
    }
}

pub(crate) fn find_in(grey: &Grey) -> Option<Grid> {
    let (w, h) = (grey.width, grey.height);
    if w < 8 * MIN_SQUARE as usize || h < 8 * MIN_SQUARE as usize {
        return None;
    }
    // First over the whole picture, then again over the rows (columns) the
    // first guess found, so text or panels around the board weigh less.
    let (cols, rows) = profiles(grey, 0..w, 0..h);
    let (x0, sx) = lines(&cols, None)?;
    let (y0, sy) = lines(&rows, None)?;
    let (mut x0, mut sx, mut y0, mut sy) = (x0, sx, y0, sy);
    // A second look at the board found and a square around it only, so text
    // or panels around the board weigh less; only square sides near the first's.
    let (cols, rows) = profiles(grey, span(x0, sx, w), span(y0, sy, h));
    if let (Some((a, b)), Some((c, d))) = (lines(&cols, Some(sx)), lines(&rows, Some(sy))) {
        (x0, sx, y0, sy) = (a, b, c, d);
    }
    if (sx - sy).abs() > 0.08 * sx.max(sy) {
        return None;
    }
    // The seven inner lines may be the right seven of nine or the left: try
    // the board one square either way and keep the one that checkers best.
    let mut best: Option<(f32, Grid)> = None;
    for dy in [-1.0f32, 0.0, 1.0] {
        for dx in [-1.0f32, 0.0, 1.0] {
            let grid = Grid {
                x0: x0 + dx * sx,
                y0: y0 + dy * sy,
                square: (sx + sy) / 2.0,
            };
            if let Some(score) = checker(grey, &grid, sx, sy)
                && best.is_none_or(|(b, _)| score > b)
            {
                best = Some((score, grid));
            }
        }
    }
    let (score, grid) = best?;
    (score > 0.0).then_some(grid)
}

/// The pixel range a board found at `start` with squares of `step` covers, with a square's margin.
fn span(start: f32, step: f32, limit: usize) -> std::ops::Range<usize> {
    let a = (start - step).max(0.0) as usize;
    let b = ((start + 9.0 * step).max(0.0) as usize).min(limit);
    if b > a + 1 { a..b } else { 0..limit }
}

/// For each column, then for each row, sqrt(sum of positive edges × sum of
/// negative edges) across it, over the given ranges (zero outside them):
/// large where the edges alternate in sign along the line, as between a
/// board's squares. One pass over the pixels for both.
fn profiles(
    grey: &Grey,
    xs: std::ops::Range<usize>,
    ys: std::ops::Range<usize>,
) -> (Vec<f32>, Vec<f32>) {
    let (w, h) = (grey.width, grey.height);
    let mut col_pos = vec![0.0f32; w];
    let mut col_neg = vec![0.0f32; w];
    let mut row_pos = vec![0.0f32; h];
    let mut row_neg = vec![0.0f32; h];
    let px = &grey.pixels;
    let (xa, xb) = (xs.start.min(w), xs.end.min(w));
    // The step from x to x + 1 (columns) exists up to w - 1.
    let xc = xb.min(w.saturating_sub(1));
    for y in ys.start.min(h)..ys.end.min(h) {
        let row = &px[y * w..(y + 1) * w];
        if xc > xa {
            for (x, pair) in row[xa..=xc].windows(2).enumerate() {
                let d = pair[1] - pair[0];
                col_pos[xa + x] += d.max(0.0);
                col_neg[xa + x] += (-d).max(0.0);
            }
        }
        if y + 1 < h {
            let next = &px[(y + 1) * w..(y + 2) * w];
            let (mut p, mut q) = (0.0f32, 0.0f32);
            for (a, b) in row[xa..xb].iter().zip(&next[xa..xb]) {
                let d = b - a;
                p += d.max(0.0);
                q += (-d).max(0.0);
            }
            row_pos[y] = p;
            row_neg[y] = q;
        }
    }
    let mix = |pos: Vec<f32>, neg: Vec<f32>| -> Vec<f32> {
        pos.iter().zip(&neg).map(|(p, q)| (p * q).sqrt()).collect()
    };
    (mix(col_pos, col_neg), mix(row_pos, row_neg))
}

/// The best seven evenly spaced strong lines of a profile: the board's
/// first edge and a square's side. A line's strength is the profile's
/// largest value within a pixel of it; a candidate's is its weakest line's
/// (all seven must be there), less the mean at the squares' middles.
/// `near`: a square's side found before; only sides within 10 % of it are tried.
fn lines(profile: &[f32], near: Option<f32>) -> Option<(f32, f32)> {
    let n = profile.len();
    let (wide, max) = widened(profile)?;
    // A line at edge position x is profile index x - 1 (the step between x-1 and x).
    let at = |i: usize| -> f32 {
        match i.checked_sub(1) {
            Some(i) if i < n => wide[i],
            _ => 0.0,
        }
    };
    let mut best: Option<(f32, f32, f32)> = None;
    let (mut s, max_square) = match near {
        Some(side) => (
            (0.9 * side).max(MIN_SQUARE),
            (1.1 * side).min(n as f32 / 8.0),
        ),
        None => (MIN_SQUARE, n as f32 / 8.0),
    };
    // x0 is a whole pixel, so round(x0 + k·s) = x0 + round(k·s): each line's
    // and each middle's offset is worked out once for a square side, not for
    // every x0 (this search is most of the finding's time).
    let strong: Vec<usize> = (0..n).filter(|&i| wide[i] > 0.05).collect();
    let mut line_off = [0usize; 7];
    let mut middle_off = [0usize; 7];
    while s <= max_square {
        for k in 1..8 {
            line_off[k - 1] = (k as f32 * s).round() as usize;
            middle_off[k - 1] = ((k as f32 - 0.5) * s).round() as usize;
        }
        // Only an x0 whose first line is strong can be the board: try those
        // alone, in order (most of a profile is weak).
        for &first in &strong {
            let Some(x0) = (first + 1).checked_sub(line_off[0]) else {
                continue;
            };
            if x0 as f32 + 8.0 * s > n as f32 + 0.5 {
                break;
            }
            let mut weakest = f32::MAX;
            let mut middles = 0.0f32;
            for (line, middle) in line_off.iter().zip(&middle_off) {
                weakest = weakest.min(at(x0 + line));
                if weakest <= 0.05 {
                    break;
                }
                middles += at(x0 + middle);
            }
            if weakest > 0.05 {
                let score = weakest - middles / 7.0;
                if best.is_none_or(|(b, _, _)| score > b) {
                    best = Some((score, x0 as f32, s));
                }
            }
        }
        s += 0.25;
    }
    let (score, x0, s) = best?;
    if score <= 0.0 {
        return None;
    }
    // The peaks themselves, not the widened ones: a widened peak is a plateau
    // three pixels wide whose first pixel is one before the line.
    let peaks: Vec<f32> = profile.iter().map(|v| v / max).collect();
    Some(refine(&peaks, x0, s))
}

/// A profile's peaks widened by a pixel each side (a line may fall between
/// two pixels), scaled so that the largest is 1; and that largest. None for
/// a profile with no peak.
pub(crate) fn widened(profile: &[f32]) -> Option<(Vec<f32>, f32)> {
    let n = profile.len();
    let max = profile.iter().copied().fold(0.0f32, f32::max);
    if max <= 0.0 {
        return None;
    }
    let wide = (0..n)
        .map(|i| {
            let a = i.saturating_sub(1);
            let b = (i + 2).min(n);
            profile[a..b].iter().copied().fold(0.0f32, f32::max) / max
        })
        .collect();
    Some((wide, max))
}

/// Least squares through the seven peaks found near the guessed lines.
fn refine(peaks: &[f32], x0: f32, s: f32) -> (f32, f32) {
    let n = peaks.len() as isize;
    let mut pts = Vec::with_capacity(7);
    for k in 1..8 {
        let guess = (x0 + k as f32 * s).round() as isize - 1;
        let mut best = (f32::MIN, guess);
        for i in guess - 2..=guess + 2 {
            if (0..n).contains(&i) && peaks[i as usize] > best.0 {
                best = (peaks[i as usize], i);
            }
        }
        pts.push((k as f32, best.1 as f32 + 1.0));
    }
    let mk = pts.iter().map(|p| p.0).sum::<f32>() / 7.0;
    let mx = pts.iter().map(|p| p.1).sum::<f32>() / 7.0;
    let cov: f32 = pts.iter().map(|p| (p.0 - mk) * (p.1 - mx)).sum();
    let var: f32 = pts.iter().map(|p| (p.0 - mk) * (p.0 - mk)).sum();
    let slope = cov / var;
    if (slope - s).abs() > 0.1 * s {
        return (x0, s);
    }
    (mx - slope * mk, slope)
}

/// How well the grid's squares alternate in colour: the difference of the
/// two colours' medians, less the spread within each, measured near each
/// square's corners (pieces rarely reach them). None when the grid leaves the picture.
fn checker(grey: &Grey, grid: &Grid, sx: f32, sy: f32) -> Option<f32> {
    let (w, h) = (grey.width as f32, grey.height as f32);
    // A board that fills the picture may come out a pixel or two over its
    // edge (the lines are fitted, not found exactly): a quarter square is allowed.
    let (mx, my) = (0.25 * sx, 0.25 * sy);
    if grid.x0 < -mx || grid.y0 < -my || grid.x0 + 8.0 * sx > w + mx || grid.y0 + 8.0 * sy > h + my
    {
        return None;
    }
    let mut even = Vec::with_capacity(32 * 4);
    let mut odd = Vec::with_capacity(32 * 4);
    for r in 0..8 {
        for c in 0..8 {
            for (fx, fy) in [(0.12, 0.12), (0.88, 0.12), (0.12, 0.88), (0.88, 0.88)] {
                let x = grid.x0 + (c as f32 + fx) * sx;
                let y = grid.y0 + (r as f32 + fy) * sy;
                let v = grey.at(x as usize, y as usize);
                if (r + c) % 2 == 0 {
                    even.push(v);
                } else {
                    odd.push(v);
                }
            }
        }
    }
    let me = median(&mut even);
    let mo = median(&mut odd);
    let spread = |v: &[f32], m: f32| v.iter().map(|x| (x - m).abs()).sum::<f32>() / v.len() as f32;
    let contrast = (me - mo).abs();
    if contrast < 12.0 {
        return None;
    }
    Some(contrast - spread(&even, me) - spread(&odd, mo))
}

fn median(v: &mut [f32]) -> f32 {
    v.sort_by(f32::total_cmp);
    v.get(v.len() / 2).copied().unwrap_or(0.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A page of `w`×`h` in grey 200 with a checkerboard of `sq`-pixel squares at (x0, y0).
    fn page(w: usize, h: usize, x0: usize, y0: usize, sq: usize) -> Grey {
        let mut pixels = vec![200.0f32; w * h];
        for y in y0..y0 + 8 * sq {
            for x in x0..x0 + 8 * sq {
                let dark = ((x - x0) / sq + (y - y0) / sq) % 2 == 1;
                pixels[y * w + x] = if dark { 110.0 } else { 235.0 };
            }
        }
        Grey {
            width: w,
            height: h,
            pixels,
        }
    }

    #[test]
    fn finds_a_board_on_a_page() {
        let grid = find(&page(500, 400, 130, 60, 35)).unwrap_or_else(|| panic!("no board"));
        assert!((grid.x0 - 130.0).abs() < 1.5, "{grid:?}");
        assert!((grid.y0 - 60.0).abs() < 1.5, "{grid:?}");
        assert!((grid.square - 35.0).abs() < 0.5, "{grid:?}");
    }

    #[test]
    fn finds_a_board_that_fills_the_picture() {
        let grid = find(&page(320, 320, 0, 0, 40)).unwrap_or_else(|| panic!("no board"));
        assert!(grid.x0.abs() < 1.5 && grid.y0.abs() < 1.5, "{grid:?}");
        assert!((grid.square - 40.0).abs() < 0.5, "{grid:?}");
    }

    /// The board's first line is found where it is, not a pixel early: a cut
    /// one pixel off cost 16 of 200 held-out boards (152 → 168 exactly right).
    #[test]
    fn the_board_edge_is_found_to_the_pixel() {
        for (w, h, x0, y0, sq) in [
            (500, 400, 130, 60, 35),
            (420, 380, 17, 23, 41),
            (300, 260, 61, 5, 29),
        ] {
            let grid = find(&page(w, h, x0, y0, sq)).unwrap_or_else(|| panic!("no board"));
            assert!((grid.x0 - x0 as f32).abs() < 0.5, "{grid:?} for x0 {x0}");
            assert!((grid.y0 - y0 as f32).abs() < 0.5, "{grid:?} for y0 {y0}");
        }
    }

    #[test]
    fn a_plain_or_striped_picture_has_no_board() {
        let plain = Grey {
            width: 300,
            height: 300,
            pixels: vec![128.0; 90_000],
        };
        assert_eq!(find(&plain), None);
        // Stripes have lines but no checker: the squares do not alternate.
        let stripes = Grey {
            width: 300,
            height: 300,
            pixels: (0..90_000)
                .map(|i| if (i % 300) / 30 % 2 == 0 { 40.0 } else { 220.0 })
                .collect(),
        };
        assert_eq!(find(&stripes), None);
    }

    #[test]
    fn a_picture_too_small_for_a_board_has_none() {
        let tiny = page(40, 40, 0, 0, 5);
        assert_eq!(find(&tiny), None);
    }
}

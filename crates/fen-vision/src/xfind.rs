//! Finding a xiangqi board in a picture: its 10 horizontal and 9 vertical
//! thin lines. A pixel is "on a line" by how much darker (or lighter, for
//! light lines on a dark board) it is than both pixels `REACH` away across
//! the line; summed along each row (column) that gives a profile whose peaks
//! are the lines. The board is the best comb of 10 (9) evenly spaced peaks,
//! the two spacings within a quarter of each other, each line then placed to
//! a fraction of a pixel by its peak's centroid and a straight fit through
//! them. Pieces (discs) cover the points but not the middles of the lines
//! between them: most of those middles must show a line (the check that says
//! "no board", and which of the neighbouring grids one line over is meant).

use crate::Grey;

/// Where the board's points are: point (c, r) (c = 0..8 left to right,
/// r = 0..9 top to bottom, in the picture) is at (x0 + c·dx, y0 + r·dy),
/// in pixels (pixel i's centre at i + 0.5).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Points {
    pub x0: f32,
    pub y0: f32,
    pub dx: f32,
    pub dy: f32,
}

/// The smallest spacing of lines looked for, in pixels.
const MIN_SPACING: f32 = 10.0;

/// How far across a line its neighbours are looked at, in pixels: lines up
/// to `2·REACH − 1` pixels wide are seen whole.
const REACH: usize = 3;

/// At least this share of the line middles between points must show a line.
const SEGMENTS_AT_LEAST: f32 = 0.5;

/// The grid of the picture's xiangqi board, with the share of its line
/// middles that show a line (0..=1), or None when it holds none.
pub fn find(grey: &Grey) -> Option<(Points, f32)> {
    let (w, h) = (grey.width, grey.height);
    if w < (9.0 * MIN_SPACING) as usize || h < (10.0 * MIN_SPACING) as usize {
        return None;
    }
    let whole = profiles(grey, 0..w, 0..h);
    let mut best: Option<(Points, f32)> = None;
    for dark in [true, false] {
        let (cols, rows) = if dark {
            (&whole.cols_dark, &whole.rows_dark)
        } else {
            (&whole.cols_light, &whole.rows_light)
        };
        let Some(found) = look(grey, cols, rows, dark) else {
            continue;
        };
        if best.is_none_or(|(_, b)| found.1 > b) {
            best = Some(found);
        }
    }
    best.filter(|(_, share)| *share >= SEGMENTS_AT_LEAST)
}

/// One polarity's board: combs over the whole picture, then again over the
/// board found and a spacing around it, the spacings near the first's.
fn look(grey: &Grey, cols: &[f32], rows: &[f32], dark: bool) -> Option<(Points, f32)> {
    let (w, h) = (grey.width, grey.height);
    // The rows first (10 lines say more than 9), the columns' spacing near
    // theirs; and the other way round, for a page whose text lines comb well.
    let mut candidates = Vec::new();
    if let Some((y0, dy)) = comb(rows, 10, MIN_SPACING, h as f32 / 9.5)
        && let Some((x0, dx)) = comb(cols, 9, 0.8 * dy, 1.25 * dy)
    {
        candidates.push((x0, dx, y0, dy));
    }
    if let Some((x0, dx)) = comb(cols, 9, MIN_SPACING, w as f32 / 8.5)
        && let Some((y0, dy)) = comb(rows, 10, 0.8 * dx, 1.25 * dx)
    {
        candidates.push((x0, dx, y0, dy));
    }
    let mut best: Option<(Points, f32)> = None;
    for (x0, dx, y0, dy) in candidates {
        let mut p = Points { x0, y0, dx, dy };
        // A second look at the board found only, so a page around weighs less.
        let near = profiles(grey, span(x0, dx, 8.0, w), span(y0, dy, 9.0, h));
        let (c, r) = if dark {
            (&near.cols_dark, &near.rows_dark)
        } else {
            (&near.cols_light, &near.rows_light)
        };
        if let (Some((x0, dx)), Some((y0, dy))) = (
            comb(c, 9, 0.9 * p.dx, 1.1 * p.dx),
            comb(r, 10, 0.9 * p.dy, 1.1 * p.dy),
        ) && (0.8..=1.25).contains(&(dx / dy))
        {
            p = Points { x0, y0, dx, dy };
        }
        if !(0.8..=1.25).contains(&(p.dx / p.dy)) {
            continue;
        }
        // The comb may be one line off (a frame, a line of text): the
        // neighbouring grids are tried and the one whose lines show kept.
        for sy in [-1.0f32, 0.0, 1.0] {
            for sx in [-1.0f32, 0.0, 1.0] {
                let q = Points {
                    x0: p.x0 + sx * p.dx,
                    y0: p.y0 + sy * p.dy,
                    ..p
                };
                let Some(share) = segments(grey, &q, dark) else {
                    continue;
                };
                // A shifted grid must do clearly better than the comb's own.
                let bonus = if sx == 0.0 && sy == 0.0 { 0.02 } else { 0.0 };
                if best.is_none_or(|(_, b)| share + bonus > b) {
                    best = Some((q, share + bonus));
                }
            }
        }
    }
    let (p, share) = best?;
    Some((refine(grey, p, dark), share.min(1.0)))
}

/// The pixel range a board found at `start` with spacing `step` and
/// `lines − 1` spacings covers, with a spacing's margin each side.
fn span(start: f32, step: f32, spacings: f32, limit: usize) -> std::ops::Range<usize> {
    let a = (start - step).max(0.0) as usize;
    let b = ((start + (spacings + 1.0) * step).max(0.0) as usize).min(limit);
    if b > a + 1 { a..b } else { 0..limit }
}

/// Line-ness profiles: for each column (vertical lines) and each row
/// (horizontal lines), the summed amount by which its pixels are darker
/// (lighter) than both pixels REACH away across it, over the given ranges.
struct Profiles {
    cols_dark: Vec<f32>,
    cols_light: Vec<f32>,
    rows_dark: Vec<f32>,
    rows_light: Vec<f32>,
}

fn profiles(grey: &Grey, xs: std::ops::Range<usize>, ys: std::ops::Range<usize>) -> Profiles {
    let (w, h) = (grey.width, grey.height);
    let mut p = Profiles {
        cols_dark: vec![0.0; w],
        cols_light: vec![0.0; w],
        rows_dark: vec![0.0; h],
        rows_light: vec![0.0; h],
    };
    let px = &grey.pixels;
    let (xa, xb) = (xs.start.min(w), xs.end.min(w));
    let (ya, yb) = (ys.start.min(h), ys.end.min(h));
    for y in ya..yb {
        let row = &px[y * w..(y + 1) * w];
        // Vertical lines: across is left and right.
        let (ca, cb) = (xa.max(REACH), xb.min(w.saturating_sub(REACH)));
        for x in ca..cb.max(ca) {
            let (a, b, v) = (row[x - REACH], row[x + REACH], row[x]);
            p.cols_dark[x] += (a.min(b) - v).max(0.0);
            p.cols_light[x] += (v - a.max(b)).max(0.0);
        }
        // Horizontal lines: across is above and below.
        if y >= REACH && y + REACH < h {
            let above = &px[(y - REACH) * w..][..w];
            let below = &px[(y + REACH) * w..][..w];
            let (mut d, mut l) = (0.0f32, 0.0f32);
            for ((a, b), v) in above[xa..xb].iter().zip(&below[xa..xb]).zip(&row[xa..xb]) {
                d += (a.min(*b) - v).max(0.0);
                l += (v - a.max(*b)).max(0.0);
            }
            p.rows_dark[y] = d;
            p.rows_light[y] = l;
        }
    }
    p
}

/// The best comb of `lines` evenly spaced peaks of a profile with a spacing
/// in `lo..=hi`: its first line's position (a pixel centre) and spacing.
/// A comb's score is its lines' mean strength less that of the middles
/// between them; all but two of its lines must be there.
fn comb(profile: &[f32], lines: usize, lo: f32, hi: f32) -> Option<(f32, f32)> {
    let n = profile.len();
    let max = profile.iter().copied().fold(0.0f32, f32::max);
    if max <= 0.0 || n < lines {
        return None;
    }
    // Peaks widened by a pixel each side: a line may fall between two pixels.
    let wide: Vec<f32> = (0..n)
        .map(|i| {
            let a = i.saturating_sub(1);
            let b = (i + 2).min(n);
            profile[a..b].iter().copied().fold(0.0f32, f32::max) / max
        })
        .collect();
    let at = |x: f32| -> f32 {
        let i = x.round();
        if i < 0.0 || i as usize >= n {
            0.0
        } else {
            wide[i as usize]
        }
    };
    let spacings = (lines - 1) as f32;
    let (lo, hi) = (lo.max(MIN_SPACING), hi.min((n as f32 - 1.0) / spacings));
    let mut best: Option<(f32, f32, f32)> = None;
    let mut s = lo;
    while s <= hi {
        let mut x0 = 0.0f32;
        while x0 + spacings * s <= n as f32 - 1.0 {
            let mut sum = 0.0f32;
            let mut missing = 0;
            for k in 0..lines {
                let v = at(x0 + k as f32 * s);
                if v < 0.1 {
                    missing += 1;
                    if missing > 2 {
                        break;
                    }
                }
                sum += v;
            }
            if missing <= 2 {
                let mids: f32 = (0..lines - 1).map(|k| at(x0 + (k as f32 + 0.5) * s)).sum();
                let score = sum / lines as f32 - mids / spacings;
                if best.is_none_or(|(b, _, _)| score > b) {
                    best = Some((score, x0, s));
                }
            }
            x0 += 1.0;
        }
        s += (s * 0.004).max(0.25);
    }
    let (score, x0, s) = best?;
    if score <= 0.0 {
        return None;
    }
    Some((x0 + 0.5, s))
}

/// The share of the line middles between neighbouring points (80 across,
/// 74 down: the inner files do not cross the river) that show a line: the
/// pixel there darker (lighter) than those a quarter spacing either side
/// across. None when the grid leaves the picture by more than a quarter spacing.
fn segments(grey: &Grey, p: &Points, dark: bool) -> Option<f32> {
    let (w, h) = (grey.width as f32, grey.height as f32);
    let (mx, my) = (0.25 * p.dx, 0.25 * p.dy);
    if p.x0 < -mx || p.y0 < -my || p.x0 + 8.0 * p.dx > w + mx || p.y0 + 9.0 * p.dy > h + my {
        return None;
    }
    let at = |x: f32, y: f32| -> Option<f32> {
        (x >= 0.0 && y >= 0.0 && x < w && y < h).then(|| grey.at(x as usize, y as usize))
    };
    // A line shows in the pixel it falls on or one either side (it may lie
    // between two, and the grid is still a guess): the darkest (lightest) of the three.
    let line = |x: f32, y: f32, across_x: bool| -> Option<f32> {
        let mut v: Option<f32> = None;
        for d in [-1.0f32, 0.0, 1.0] {
            let p = if across_x {
                at(x + d, y)?
            } else {
                at(x, y + d)?
            };
            v = Some(match v {
                None => p,
                Some(q) if dark => q.min(p),
                Some(q) => q.max(p),
            });
        }
        v
    };
    let shows = |x: f32, y: f32, across_x: bool| -> Option<bool> {
        let v = line(x, y, across_x)?;
        let (a, b) = if across_x {
            (at(x - 0.25 * p.dx, y)?, at(x + 0.25 * p.dx, y)?)
        } else {
            (at(x, y - 0.25 * p.dy)?, at(x, y + 0.25 * p.dy)?)
        };
        let contrast = if dark { a.min(b) - v } else { v - a.max(b) };
        Some(contrast >= 16.0)
    };
    let (mut seen, mut all) = (0u32, 0u32);
    for r in 0..10 {
        for c in 0..8 {
            let x = p.x0 + (c as f32 + 0.5) * p.dx;
            let y = p.y0 + r as f32 * p.dy;
            all += 1;
            if shows(x, y, false) == Some(true) {
                seen += 1;
            }
        }
    }
    for r in 0..9 {
        for c in 0..9 {
            if r == 4 && (1..8).contains(&c) {
                continue;
            }
            let x = p.x0 + c as f32 * p.dx;
            let y = p.y0 + (r as f32 + 0.5) * p.dy;
            all += 1;
            if shows(x, y, true) == Some(true) {
                seen += 1;
            }
        }
    }
    Some(seen as f32 / all as f32)
}

/// Each line placed to a fraction of a pixel: the centroid of its peak in a
/// profile over the board's own span, then a straight fit through the lines
/// found (weighted by their strength; lines hidden under pieces weigh little;
/// the inner lines only where enough of them are found).
fn refine(grey: &Grey, p: Points, dark: bool) -> Points {
    let (w, h) = (grey.width, grey.height);
    // Across the board only, the lines' own length, so that the profile is
    // the lines', not a page's.
    let xs = span(p.x0 - 0.5 * p.dx, p.dx, 8.0, w);
    let xs = (xs.start + (0.5 * p.dx) as usize).min(xs.end)
        ..xs.end.saturating_sub((0.5 * p.dx) as usize);
    let ys = span(p.y0 - 0.5 * p.dy, p.dy, 9.0, h);
    let ys = (ys.start + (0.5 * p.dy) as usize).min(ys.end)
        ..ys.end.saturating_sub((0.5 * p.dy) as usize);
    let prof = profiles(grey, xs, ys);
    let (cols, rows) = if dark {
        (&prof.cols_dark, &prof.rows_dark)
    } else {
        (&prof.cols_light, &prof.rows_light)
    };
    let (x0, dx) = fit(cols, p.x0, p.dx, 9);
    let (y0, dy) = fit(rows, p.y0, p.dy, 10);
    Points { x0, y0, dx, dy }
}

/// The straight fit through the centroids of the `lines` peaks near x0 + k·s.
fn fit(profile: &[f32], x0: f32, s: f32, lines: usize) -> (f32, f32) {
    let n = profile.len() as isize;
    let reach = (0.1 * s).max(2.0) as isize;
    let mut pts: Vec<(f32, f32, f32)> = Vec::with_capacity(lines);
    for k in 0..lines {
        let guess = (x0 + k as f32 * s - 0.5).round() as isize;
        let mut peak = (0.0f32, guess);
        for i in guess - reach..=guess + reach {
            if (0..n).contains(&i) && profile[i as usize] > peak.0 {
                peak = (profile[i as usize], i);
            }
        }
        if peak.0 <= 0.0 {
            continue;
        }
        // The centroid of the peak's pixels down to a tenth of its height.
        let (mut m, mut mi) = (0.0f32, 0.0f32);
        for i in peak.1 - (REACH as isize)..=peak.1 + (REACH as isize) {
            if (0..n).contains(&i) {
                let v = profile[i as usize];
                if v >= 0.1 * peak.0 {
                    m += v;
                    mi += v * i as f32;
                }
            }
        }
        if m > 0.0 {
            pts.push((k as f32, mi / m + 0.5, peak.0));
        }
    }
    let strongest = pts.iter().map(|p| p.2).fold(0.0f32, f32::max);
    pts.retain(|p| p.2 >= 0.25 * strongest);
    // The edge lines are left out where enough inner ones are found: a
    // frame a few pixels outside them (a double border) pulls their peaks,
    // and pieces on the edge rows hide them.
    let last = (lines - 1) as f32;
    if pts.iter().filter(|p| p.0 > 0.0 && p.0 < last).count() >= lines / 2 {
        pts.retain(|p| p.0 > 0.0 && p.0 < last);
    }
    if pts.len() < lines / 2 {
        return (x0, s);
    }
    let wsum: f32 = pts.iter().map(|p| p.2).sum();
    let mk = pts.iter().map(|p| p.2 * p.0).sum::<f32>() / wsum;
    let mx = pts.iter().map(|p| p.2 * p.1).sum::<f32>() / wsum;
    let cov: f32 = pts.iter().map(|p| p.2 * (p.0 - mk) * (p.1 - mx)).sum();
    let var: f32 = pts.iter().map(|p| p.2 * (p.0 - mk) * (p.0 - mk)).sum();
    if var <= 0.0 {
        return (x0, s);
    }
    let slope = cov / var;
    if (slope - s).abs() > 0.1 * s {
        return (x0, s);
    }
    (mx - slope * mk, slope)
}

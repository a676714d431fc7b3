//! The picture as the network sees it: grey pixels (0.299 R + 0.587 G +
//! 0.114 B, as `training/boards.py` converts them), shrunk by whole blocks
//! and each square resampled to a CELL×CELL cell. `training/boards.py`
//! mirrors this cutting exactly: change both or neither.

/// A cell's side, in pixels, as the network sees it.
pub const CELL: usize = 32;

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

    /// From 8-bit grey pixels (a grey PNG or JPEG: its R = G = B, so the same grey).
    pub fn from_luma(width: usize, height: usize, data: &[u8]) -> Option<Grey> {
        if data.len() != width * height {
            return None;
        }
        Some(Grey {
            width,
            height,
            pixels: data.iter().map(|&v| f32::from(v)).collect(),
        })
    }

    /// The pixel at (x, y), clamped to the picture.
    pub fn at(&self, x: usize, y: usize) -> f32 {
        let x = x.min(self.width.saturating_sub(1));
        let y = y.min(self.height.saturating_sub(1));
        self.pixels.get(y * self.width + x).copied().unwrap_or(0.0)
    }

    /// The picture shrunk by whole `f`×`f` blocks (their mean).
    pub(crate) fn shrink(&self, f: usize) -> Grey {
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
    pub(crate) fn cell(&self, x: f32, y: f32, size: f32) -> Vec<f32> {
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

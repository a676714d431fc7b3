//! The square classifier: a small CNN (three 3×3 convolutions of 8, 16 and 32 channels with ReLU and
//! 2×2 max pooling, a dense layer of 64, 13 outputs), its weights embedded.
//! The layout is what `training/train.py` writes: "FVW1", the count of
//! arrays, then each array's length and its little-endian f32 values;
//! convolution weights are (3, 3, in, out), dense ones (in, out), row-major.

use crate::CELL;

/// One convolution layer's weights and biases.
#[derive(Debug, Clone)]
struct Conv {
    cin: usize,
    cout: usize,
    w: Vec<f32>,
    b: Vec<f32>,
}

/// A dense layer.
#[derive(Debug, Clone)]
struct Dense {
    cin: usize,
    cout: usize,
    w: Vec<f32>,
    b: Vec<f32>,
}

/// The whole network, read from its weights file.
#[derive(Debug, Clone)]
pub struct Net {
    convs: Vec<Conv>,
    hidden: Dense,
    out: Dense,
}

/// Why a weights file could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BadWeights(pub &'static str);

const CONV_CHANNELS: [(usize, usize); 3] = [(1, 8), (8, 16), (16, 32)];
const HIDDEN: usize = 64;
/// The classes, in the order of the network's outputs.
pub const LABELS: [char; 13] = [
    '.', 'P', 'N', 'B', 'R', 'Q', 'K', 'p', 'n', 'b', 'r', 'q', 'k',
];

impl Net {
    /// Reads the network from the bytes `train.py` writes.
    pub fn from_bytes(bytes: &[u8]) -> Result<Net, BadWeights> {
        let mut at = 0usize;
        let magic = bytes.get(0..4).ok_or(BadWeights("too short"))?;
        if magic != b"FVW1" {
            return Err(BadWeights("not an FVW1 weights file"));
        }
        at += 4;
        let count = read_u32(bytes, &mut at)? as usize;
        if count != 2 * CONV_CHANNELS.len() + 4 {
            return Err(BadWeights("unexpected number of arrays"));
        }
        let mut arrays = Vec::with_capacity(count);
        for _ in 0..count {
            let len = read_u32(bytes, &mut at)? as usize;
            let end = len
                .checked_mul(4)
                .and_then(|n| n.checked_add(at))
                .ok_or(BadWeights("array too long"))?;
            let raw = bytes.get(at..end).ok_or(BadWeights("array cut short"))?;
            arrays.push(
                raw.chunks_exact(4)
                    .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
                    .collect::<Vec<f32>>(),
            );
            at = end;
        }
        if at != bytes.len() {
            return Err(BadWeights("bytes after the last array"));
        }
        let mut arrays = arrays.into_iter();
        let mut next = |len: usize| -> Result<Vec<f32>, BadWeights> {
            let a = arrays.next().ok_or(BadWeights("missing array"))?;
            if a.len() == len {
                Ok(a)
            } else {
                Err(BadWeights("array of the wrong size"))
            }
        };
        let mut convs = Vec::new();
        for (cin, cout) in CONV_CHANNELS {
            let w = next(9 * cin * cout)?;
            let b = next(cout)?;
            convs.push(Conv { cin, cout, w, b });
        }
        let side = CELL >> CONV_CHANNELS.len();
        let flat = side * side * CONV_CHANNELS[CONV_CHANNELS.len() - 1].1;
        let hidden = Dense {
            cin: flat,
            cout: HIDDEN,
            w: next(flat * HIDDEN)?,
            b: next(HIDDEN)?,
        };
        let out = Dense {
            cin: HIDDEN,
            cout: LABELS.len(),
            w: next(HIDDEN * LABELS.len())?,
            b: next(LABELS.len())?,
        };
        Ok(Net { convs, hidden, out })
    }

    /// The probabilities of the 13 classes for one CELL × CELL grey cell
    /// (values in 0..=1, row-major).
    pub fn classify(&self, cell: &[f32]) -> [f32; 13] {
        let mut side = CELL;
        let mut act = cell.to_vec();
        let mut scratch = Vec::new();
        for conv in &self.convs {
            conv.apply(&act, side, &mut scratch);
            act = pool(&scratch, side, conv.cout);
            side /= 2;
        }
        let h = self.hidden.apply(&act, true);
        let logits = self.out.apply(&h, false);
        softmax(&logits)
    }
}

fn read_u32(bytes: &[u8], at: &mut usize) -> Result<u32, BadWeights> {
    let b = bytes
        .get(*at..*at + 4)
        .ok_or(BadWeights("cut short in a length"))?;
    *at += 4;
    Ok(u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
}

impl Conv {
    /// 3×3 convolution with zero padding and ReLU, channels last.
    fn apply(&self, input: &[f32], side: usize, out: &mut Vec<f32>) {
        let (cin, cout) = (self.cin, self.cout);
        out.clear();
        out.resize(side * side * cout, 0.0);
        let mut acc = vec![0.0f32; cout];
        for y in 0..side {
            for x in 0..side {
                acc.copy_from_slice(&self.b);
                for ky in 0..3 {
                    let Some(sy) = (y + ky).checked_sub(1).filter(|&v| v < side) else {
                        continue;
                    };
                    for kx in 0..3 {
                        let Some(sx) = (x + kx).checked_sub(1).filter(|&v| v < side) else {
                            continue;
                        };
                        let pixel = &input[(sy * side + sx) * cin..][..cin];
                        let taps = &self.w[(ky * 3 + kx) * cin * cout..][..cin * cout];
                        for (v, row) in pixel.iter().zip(taps.chunks_exact(cout)) {
                            for (a, w) in acc.iter_mut().zip(row) {
                                *a += v * w;
                            }
                        }
                    }
                }
                let o = &mut out[(y * side + x) * cout..][..cout];
                for (o, a) in o.iter_mut().zip(&acc) {
                    *o = a.max(0.0);
                }
            }
        }
    }
}

/// 2×2 max pooling, channels last.
fn pool(input: &[f32], side: usize, channels: usize) -> Vec<f32> {
    let half = side / 2;
    let mut out = vec![f32::MIN; half * half * channels];
    for y in 0..half * 2 {
        for x in 0..half * 2 {
            let src = &input[(y * side + x) * channels..][..channels];
            let dst = &mut out[((y / 2) * half + x / 2) * channels..][..channels];
            for (d, s) in dst.iter_mut().zip(src) {
                *d = d.max(*s);
            }
        }
    }
    out
}

impl Dense {
    fn apply(&self, input: &[f32], relu: bool) -> Vec<f32> {
        let mut out = self.b.clone();
        for (v, row) in input
            .iter()
            .take(self.cin)
            .zip(self.w.chunks_exact(self.cout))
        {
            for (o, w) in out.iter_mut().zip(row) {
                *o += v * w;
            }
        }
        if relu {
            for o in &mut out {
                *o = o.max(0.0);
            }
        }
        out
    }
}

fn softmax(logits: &[f32]) -> [f32; 13] {
    let mut p = [0.0f32; 13];
    let max = logits.iter().copied().fold(f32::MIN, f32::max);
    let mut sum = 0.0;
    for (p, l) in p.iter_mut().zip(logits) {
        *p = (l - max).exp();
        sum += *p;
    }
    if sum > 0.0 {
        for p in &mut p {
            *p /= sum;
        }
    }
    p
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rejects_files_that_are_not_weights() {
        assert_eq!(
            Net::from_bytes(b"nope").err(),
            Some(BadWeights("not an FVW1 weights file"))
        );
        assert!(Net::from_bytes(b"FVW1\x0a\0\0\0\x05\0\0\0").is_err());
        assert!(Net::from_bytes(b"").is_err());
    }

    #[test]
    fn pooling_takes_each_windows_largest() {
        // 2×2 image, one channel: the window's max.
        assert_eq!(pool(&[1.0, 4.0, 3.0, 2.0], 2, 1), vec![4.0]);
    }

    #[test]
    fn softmax_sums_to_one_and_keeps_the_order() {
        let mut logits = [0.0f32; 13];
        logits[3] = 2.0;
        let p = softmax(&logits);
        assert!((p.iter().sum::<f32>() - 1.0).abs() < 1e-5);
        assert!(p[3] > p[0]);
    }
}

//! The cell classifier: a CNN of 3×3 convolutions (batch norm already
//! folded into their weights) with ReLU and 2×2 max pooling, a dense layer
//! with ReLU, and one output a class (13 for chess, 15 for xiangqi); its
//! weights embedded.
//!
//! The layout is what `training/train.py` writes: "FVW2", the number of
//! convolutions, each one's output channels, the hidden width and the class
//! count (u32 each), then the count of arrays and each array's length and its
//! little-endian f32 values. Convolution weights are (3, 3, in, out), dense
//! ones (in, out), row-major; the first dense layer reads its input in
//! (row, column, channel) order. FVW2's input is one grey channel; "FVW3"
//! (`training/xiangqi_*.py`) is "FVW3", the input channel count (u32), then
//! FVW2's layout after its magic, its cells channels last (row, column, channel).
//!
//! The 64 cells of a board go through together: each convolution is one
//! matrix product of the cells' 3×3 neighbourhoods (im2col) with the weights.

use crate::CELL;
use ndarray::{Array2, ArrayView2};

/// One convolution layer's weights, (9·in, out), and biases.
#[derive(Debug, Clone)]
struct Conv {
    cin: usize,
    cout: usize,
    w: Array2<f32>,
    b: Vec<f32>,
}

/// A dense layer: weights (in, out) and biases.
#[derive(Debug, Clone)]
struct Dense {
    w: Array2<f32>,
    b: Vec<f32>,
}

/// The whole network, read from its weights file.
#[derive(Debug, Clone)]
pub struct Net {
    /// Channels of each input pixel (1: grey; 2: grey and red).
    inputs: usize,
    /// How many classes it tells apart.
    classes: usize,
    convs: Vec<Conv>,
    hidden: Dense,
    out: Dense,
}

/// Why a weights file could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BadWeights(pub &'static str);

/// The chess classes, in the order of the chess network's outputs.
pub const LABELS: [char; 13] = [
    '.', 'P', 'N', 'B', 'R', 'Q', 'K', 'p', 'n', 'b', 'r', 'q', 'k',
];

/// The xiangqi classes, in the order of the xiangqi network's outputs (red
/// upper case, black lower case: K general, A advisor, B elephant, N horse,
/// R chariot, C cannon, P soldier).
pub const XIANGQI_LABELS: [char; 15] = [
    '.', 'K', 'A', 'B', 'N', 'R', 'C', 'P', 'k', 'a', 'b', 'n', 'r', 'c', 'p',
];

/// The most input channels and classes a weights file may ask for.
const MOST_INPUTS: usize = 8;
const MOST_CLASSES: usize = 64;

/// Sizes a weights file may ask for (so a damaged one cannot ask for gigabytes).
const MOST_CONVS: usize = 5;
const MOST_CHANNELS: usize = 512;

impl Net {
    /// Reads the network from the bytes `train.py` writes.
    pub fn from_bytes(bytes: &[u8]) -> Result<Net, BadWeights> {
        let mut at = 0usize;
        let magic = bytes.get(0..4).ok_or(BadWeights("too short"))?;
        at += 4;
        let inputs = match magic {
            b"FVW2" => 1,
            b"FVW3" => read_u32(bytes, &mut at)? as usize,
            _ => return Err(BadWeights("not an FVW2 or FVW3 weights file")),
        };
        if inputs == 0 || inputs > MOST_INPUTS {
            return Err(BadWeights("unexpected number of input channels"));
        }
        let n_convs = read_u32(bytes, &mut at)? as usize;
        if n_convs == 0 || n_convs > MOST_CONVS {
            return Err(BadWeights("unexpected number of convolutions"));
        }
        let mut channels = vec![inputs];
        for _ in 0..n_convs {
            let c = read_u32(bytes, &mut at)? as usize;
            if c == 0 || c > MOST_CHANNELS {
                return Err(BadWeights("unexpected channel count"));
            }
            channels.push(c);
        }
        let hidden = read_u32(bytes, &mut at)? as usize;
        if hidden == 0 || hidden > 8 * MOST_CHANNELS {
            return Err(BadWeights("unexpected hidden width"));
        }
        let classes = read_u32(bytes, &mut at)? as usize;
        if !(2..=MOST_CLASSES).contains(&classes) {
            return Err(BadWeights("unexpected number of classes"));
        }
        let count = read_u32(bytes, &mut at)? as usize;
        if count != 2 * n_convs + 4 {
            return Err(BadWeights("unexpected number of arrays"));
        }
        let mut next = |len: usize| -> Result<Vec<f32>, BadWeights> {
            let n = read_u32(bytes, &mut at)? as usize;
            if n != len {
                return Err(BadWeights("array of the wrong size"));
            }
            let end = n
                .checked_mul(4)
                .and_then(|n| n.checked_add(at))
                .ok_or(BadWeights("array too long"))?;
            let raw = bytes.get(at..end).ok_or(BadWeights("array cut short"))?;
            at = end;
            Ok(raw
                .chunks_exact(4)
                .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
                .collect())
        };
        let matrix = |rows: usize, cols: usize, v: Vec<f32>| {
            Array2::from_shape_vec((rows, cols), v)
                .map_err(|_| BadWeights("array of the wrong size"))
        };
        let mut convs = Vec::new();
        for pair in channels.windows(2) {
            let (cin, cout) = (pair[0], pair[1]);
            let w = matrix(9 * cin, cout, next(9 * cin * cout)?)?;
            let b = next(cout)?;
            convs.push(Conv { cin, cout, w, b });
        }
        let side = CELL >> n_convs;
        let flat = side * side * channels[n_convs];
        let hidden_layer = Dense {
            w: matrix(flat, hidden, next(flat * hidden)?)?,
            b: next(hidden)?,
        };
        let out = Dense {
            w: matrix(hidden, classes, next(hidden * classes)?)?,
            b: next(classes)?,
        };
        if at != bytes.len() {
            return Err(BadWeights("bytes after the last array"));
        }
        Ok(Net {
            inputs,
            classes,
            convs,
            hidden: hidden_layer,
            out,
        })
    }

    /// Channels of each input pixel: 1 (grey) or 2 (grey, red).
    pub fn inputs(&self) -> usize {
        self.inputs
    }

    /// How many classes the network tells apart.
    pub fn classes(&self) -> usize {
        self.classes
    }

    /// The probabilities of the `K` classes for each of `cells` (CELL × CELL
    /// pixels of `inputs()` channels each, channels last, values in 0..=1,
    /// row-major, one after another); a cell cut short is left out. Empty
    /// when the network has not `K` classes.
    pub fn classify_all<const K: usize>(&self, cells: &[f32]) -> Vec<[f32; K]> {
        let size = CELL * CELL * self.inputs;
        let n = cells.len() / size;
        if n == 0 || K != self.classes {
            return Vec::new();
        }
        let mut side = CELL;
        let mut act = cells[..n * size].to_vec();
        for conv in &self.convs {
            let z = conv.apply(&act, n, side);
            act = pool(z.as_slice().unwrap_or(&[]), n, side, conv.cout);
            conv.finish(&mut act);
            side /= 2;
        }
        let flat = act.len() / n;
        let Ok(x) = ArrayView2::from_shape((n, flat), &act) else {
            return Vec::new();
        };
        let h = self.hidden.apply(x, true);
        let logits = self.out.apply(h.view(), false);
        logits
            .rows()
            .into_iter()
            .map(|r| softmax(r.iter()))
            .collect()
    }

    /// The probabilities of the `K` classes for one cell.
    pub fn classify<const K: usize>(&self, cell: &[f32]) -> [f32; K] {
        self.classify_all(cell)
            .into_iter()
            .next()
            .unwrap_or([0.0; K])
    }
}

fn read_u32(bytes: &[u8], at: &mut usize) -> Result<u32, BadWeights> {
    let b = bytes
        .get(*at..*at + 4)
        .ok_or(BadWeights("cut short in a length"))?;
    *at += 4;
    Ok(u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
}

/// Zeros to copy where a 3×3 neighbourhood leaves the picture.
static ZEROS: [f32; 3 * MOST_CHANNELS] = [0.0; 3 * MOST_CHANNELS];

impl Conv {
    /// 3×3 convolution with zero padding over `n` images of `side`² pixels,
    /// channels last: the (n·side², cout) result, before its bias and ReLU
    /// (`finish`, after the pooling: the largest of four plus the bias is the
    /// largest of the four plus the bias, and ReLU keeps the order).
    fn apply(&self, input: &[f32], n: usize, side: usize) -> Array2<f32> {
        let cin = self.cin;
        let k = 9 * cin;
        let zeros = &ZEROS[..3 * cin];
        // Each row of the matrix written once, in order (no zeroing first).
        let mut cols = Vec::with_capacity(n * side * side * k);
        for img in input.chunks_exact(side * side * cin) {
            for y in 0..side {
                for x in 0..side {
                    for ky in 0..3 {
                        let Some(sy) = (y + ky).checked_sub(1).filter(|&v| v < side) else {
                            cols.extend_from_slice(zeros);
                            continue;
                        };
                        if x >= 1 && x + 1 < side {
                            // The three neighbours in a row lie side by side in the picture.
                            cols.extend_from_slice(&img[(sy * side + x - 1) * cin..][..3 * cin]);
                            continue;
                        }
                        for kx in 0..3 {
                            match (x + kx).checked_sub(1).filter(|&v| v < side) {
                                Some(sx) => {
                                    cols.extend_from_slice(&img[(sy * side + sx) * cin..][..cin])
                                }
                                None => cols.extend_from_slice(&zeros[..cin]),
                            }
                        }
                    }
                }
            }
        }
        let Ok(cols) = Array2::from_shape_vec((n * side * side, k), cols) else {
            return Array2::zeros((0, self.cout));
        };
        cols.dot(&self.w)
    }

    /// Adds the bias and applies ReLU, channels last.
    fn finish(&self, act: &mut [f32]) {
        for row in act.chunks_exact_mut(self.cout) {
            for (v, b) in row.iter_mut().zip(&self.b) {
                *v = (*v + b).max(0.0);
            }
        }
    }
}

/// 2×2 max pooling of `n` images of `side`² pixels, channels last.
fn pool(input: &[f32], n: usize, side: usize, channels: usize) -> Vec<f32> {
    let half = side / 2;
    let mut out = vec![f32::MIN; n * half * half * channels];
    for (src, dst) in input
        .chunks_exact(side * side * channels)
        .zip(out.chunks_exact_mut(half * half * channels))
    {
        for y in 0..half * 2 {
            for x in 0..half * 2 {
                let s = &src[(y * side + x) * channels..][..channels];
                let d = &mut dst[((y / 2) * half + x / 2) * channels..][..channels];
                for (d, s) in d.iter_mut().zip(s) {
                    *d = d.max(*s);
                }
            }
        }
    }
    out
}

impl Dense {
    fn apply(&self, input: ArrayView2<f32>, relu: bool) -> Array2<f32> {
        let mut out = input.dot(&self.w);
        for mut row in out.rows_mut() {
            for (v, b) in row.iter_mut().zip(&self.b) {
                *v += b;
                if relu {
                    *v = v.max(0.0);
                }
            }
        }
        out
    }
}

fn softmax<'a, const K: usize>(logits: impl Iterator<Item = &'a f32> + Clone) -> [f32; K] {
    let mut p = [0.0f32; K];
    let max = logits.clone().copied().fold(f32::MIN, f32::max);
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
            Some(BadWeights("not an FVW2 or FVW3 weights file"))
        );
        assert!(Net::from_bytes(b"FVW2\x0a\0\0\0\x05\0\0\0").is_err());
        // a header asking for a huge layer is refused before anything is allocated
        assert_eq!(
            Net::from_bytes(b"FVW2\x01\0\0\0\xff\xff\xff\x7f").err(),
            Some(BadWeights("unexpected channel count"))
        );
        assert!(Net::from_bytes(b"").is_err());
    }

    #[test]
    fn the_embedded_weights_cut_anywhere_are_refused() {
        let w = crate::WEIGHTS;
        assert!(Net::from_bytes(w).is_ok());
        for cut in [5, 17, 40, w.len() / 2, w.len() - 1] {
            assert!(Net::from_bytes(&w[..cut]).is_err(), "cut at {cut}");
        }
        let mut longer = w.to_vec();
        longer.push(0);
        assert_eq!(
            Net::from_bytes(&longer).err(),
            Some(BadWeights("bytes after the last array"))
        );
    }

    /// A tiny "FVW3" file: two input channels (grey, red), one convolution
    /// to one channel that passes the red channel's centre tap through, a
    /// hidden unit taking the mean of the pooled 16×16 map, and 15 classes of
    /// which only chariot ('R', index 5) listens to that unit (weight 10).
    pub(crate) fn tiny_fvw3() -> Vec<u8> {
        let mut out = b"FVW3".to_vec();
        let u32s = |v: &[u32], out: &mut Vec<u8>| {
            for x in v {
                out.extend_from_slice(&x.to_le_bytes());
            }
        };
        // inputs, convolutions, their channels, hidden width, classes, arrays
        u32s(&[2, 1, 1, 1, 15, 2 + 4], &mut out);
        let array = |v: Vec<f32>, out: &mut Vec<u8>| {
            out.extend_from_slice(&(v.len() as u32).to_le_bytes());
            for x in v {
                out.extend_from_slice(&x.to_le_bytes());
            }
        };
        // (3, 3, in 2, out 1): the centre tap (ky 1, kx 1) of channel 1 (red).
        let mut conv = vec![0.0f32; 18];
        conv[(3 + 1) * 2 + 1] = 1.0;
        array(conv, &mut out);
        array(vec![0.0], &mut out);
        array(vec![1.0 / 256.0; 256], &mut out);
        array(vec![0.0], &mut out);
        let mut dense = vec![0.0f32; 15];
        dense[5] = 10.0;
        array(dense, &mut out);
        array(vec![0.0; 15], &mut out);
        out
    }

    #[test]
    fn an_fvw3_network_reads_two_channels_and_fifteen_classes() {
        let net = Net::from_bytes(&tiny_fvw3()).unwrap_or_else(|e| panic!("{e:?}"));
        assert_eq!((net.inputs(), net.classes()), (2, 15));
        // A cell all red (grey 0.3, red 1.0, channels last) and one all grey.
        let red: Vec<f32> = (0..CELL * CELL).flat_map(|_| [0.3, 1.0]).collect();
        let grey: Vec<f32> = (0..CELL * CELL).flat_map(|_| [1.0, 0.0]).collect();
        let both: Vec<f32> = red.iter().chain(&grey).copied().collect();
        let p: Vec<[f32; 15]> = net.classify_all(&both);
        assert_eq!(p.len(), 2);
        let e10 = 10.0f32.exp();
        assert!((p[0][5] - e10 / (e10 + 14.0)).abs() < 1e-5, "{:?}", p[0]);
        assert!(
            p[1].iter().all(|v| (v - 1.0 / 15.0).abs() < 1e-6),
            "{:?}",
            p[1]
        );
        // Asked for 13 classes, a 15-class network answers nothing.
        assert!(net.classify_all::<13>(&both).is_empty());
        // Cut anywhere, the file is refused; FVW2 with its magic is a different layout.
        let bytes = tiny_fvw3();
        for cut in [4, 9, 20, bytes.len() - 1] {
            assert!(Net::from_bytes(&bytes[..cut]).is_err(), "cut at {cut}");
        }
        let mut zero_inputs = bytes.clone();
        zero_inputs[4..8].copy_from_slice(&0u32.to_le_bytes());
        assert_eq!(
            Net::from_bytes(&zero_inputs).err(),
            Some(BadWeights("unexpected number of input channels"))
        );
    }

    #[test]
    fn the_chess_network_has_one_channel_and_thirteen_classes() {
        let net = Net::from_bytes(crate::WEIGHTS).unwrap_or_else(|e| panic!("{e:?}"));
        assert_eq!((net.inputs(), net.classes()), (1, 13));
    }

    #[test]
    fn pooling_takes_each_windows_largest() {
        // two 2×2 images, one channel: each window's max.
        assert_eq!(
            pool(&[1.0, 4.0, 3.0, 2.0, 5.0, 0.0, 0.0, 0.0], 2, 2, 1),
            vec![4.0, 5.0]
        );
    }

    #[test]
    fn softmax_sums_to_one_and_keeps_the_order() {
        let mut logits = [0.0f32; 13];
        logits[3] = 2.0;
        let p: [f32; 13] = softmax(logits.iter());
        assert!((p.iter().sum::<f32>() - 1.0).abs() < 1e-5);
        assert!(p[3] > p[0]);
    }

    #[test]
    fn a_convolution_sums_the_neighbourhood_times_the_weights() {
        // one 3×3 image, one channel in and out, all weights 1, bias -1:
        // the centre sees all nine pixels, a corner four.
        let conv = Conv {
            cin: 1,
            cout: 1,
            w: Array2::from_elem((9, 1), 1.0),
            b: vec![-1.0],
        };
        let img: Vec<f32> = (1..=9).map(|v| v as f32).collect();
        let mut z = conv.apply(&img, 1, 3).into_iter().collect::<Vec<f32>>();
        conv.finish(&mut z);
        assert_eq!(z[4], 45.0 - 1.0);
        assert_eq!(z[0], (1.0 + 2.0 + 4.0 + 5.0) - 1.0);
    }
}

//! The Rust inference gives the numbers the training scripts' own forward
//! passes give: `training/train.py --parity tests/parity` (chess) and
//! `training/xiangqi_train.py --parity tests/xiangqi/parity` write a few
//! cells (`cells.f32`; xiangqi's N × 32 × 32 × 2, grey then red, channels
//! last) and the probabilities their numpy pass over the written weights
//! gives them (`probs.f32`: N × 13, N × 15), each time they write the weights.

#![allow(clippy::unwrap_used, clippy::expect_used)]

fn floats(folder: &str, name: &str) -> Vec<f32> {
    let path = format!("{}/tests/{folder}/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read(path)
        .unwrap()
        .chunks_exact(4)
        .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect()
}

/// Each cell's probabilities from Rust within 1e-4 of the script's.
fn agree<const K: usize>(got: &[[f32; K]], want: &[f32]) {
    assert_eq!(got.len() * K, want.len());
    assert!(got.len() >= 4);
    for (i, (g, w)) in got.iter().zip(want.chunks_exact(K)).enumerate() {
        for (k, (a, b)) in g.iter().zip(w).enumerate() {
            assert!(
                (a - b).abs() < 1e-4,
                "cell {i} class {k}: rust {a}, python {b}"
            );
        }
    }
}

#[test]
fn the_embedded_network_agrees_with_the_training_script() {
    let cells = floats("parity", "cells.f32");
    let got = fen_vision::classify_cells(&cells).unwrap();
    agree(&got, &floats("parity", "probs.f32"));
}

#[test]
fn the_embedded_xiangqi_network_agrees_with_the_training_script() {
    let cells = floats("xiangqi/parity", "cells.f32");
    let got = fen_vision::classify_xiangqi_cells(&cells).unwrap();
    assert_eq!(cells.len(), got.len() * 32 * 32 * 2);
    agree(&got, &floats("xiangqi/parity", "probs.f32"));
}

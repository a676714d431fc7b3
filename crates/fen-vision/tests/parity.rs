//! The Rust inference gives the numbers the training script's own forward pass
//! gives: `training/train.py --parity tests/parity` writes a few cells
//! (`cells.f32`) and the probabilities its numpy pass over the written
//! weights gives them (`probs.f32`), each time it writes the weights.

#![allow(clippy::unwrap_used, clippy::expect_used)]

fn floats(name: &str) -> Vec<f32> {
    let path = format!("{}/tests/parity/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read(path)
        .unwrap()
        .chunks_exact(4)
        .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect()
}

#[test]
fn the_embedded_network_agrees_with_the_training_script() {
    let cells = floats("cells.f32");
    let want = floats("probs.f32");
    let got = fen_vision::classify_cells(&cells).unwrap();
    assert_eq!(got.len() * 13, want.len());
    assert!(got.len() >= 4);
    for (i, (g, w)) in got.iter().zip(want.chunks_exact(13)).enumerate() {
        for (k, (a, b)) in g.iter().zip(w).enumerate() {
            assert!(
                (a - b).abs() < 1e-4,
                "cell {i} class {k}: rust {a}, python {b}"
            );
        }
    }
}

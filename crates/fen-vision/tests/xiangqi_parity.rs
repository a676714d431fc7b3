//! The Rust inference of the xiangqi network gives the numbers the training
//! script's own forward pass gives: the xiangqi training script writes a few
//! cells (`tests/xiangqi/parity/cells.f32`: N × 32 × 32 × 2, grey then red,
//! channels last) and the probabilities its numpy pass over the written
//! weights gives them (`probs.f32`: N × 15), each time it writes the weights.

#![allow(clippy::unwrap_used, clippy::expect_used)]

fn floats(name: &str) -> Vec<f32> {
    let path = format!("{}/tests/xiangqi/parity/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read(path)
        .unwrap()
        .chunks_exact(4)
        .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect()
}

#[test]
fn the_embedded_xiangqi_network_agrees_with_the_training_script() {
    let cells = floats("cells.f32");
    let want = floats("probs.f32");
    let got = fen_vision::classify_xiangqi_cells(&cells).unwrap();
    assert_eq!(got.len() * 15, want.len());
    assert_eq!(cells.len(), got.len() * 32 * 32 * 2);
    assert!(got.len() >= 4);
    for (i, (g, w)) in got.iter().zip(want.chunks_exact(15)).enumerate() {
        for (k, (a, b)) in g.iter().zip(w).enumerate() {
            assert!(
                (a - b).abs() < 1e-4,
                "cell {i} class {k}: rust {a}, python {b}"
            );
        }
    }
}

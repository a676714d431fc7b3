//! Prints the class probabilities the Rust network gives a cell, for
//! comparing with training/train.py's numpy forward pass:
//! `parity WEIGHTS CELL.f32` (CELL.f32: 32×32 little-endian f32, 0..=1;
//! 32×32×2, grey and red channels last, for a two-channel xiangqi network).

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let (Some(weights), Some(cell)) = (args.get(1), args.get(2)) else {
        eprintln!("usage: parity WEIGHTS CELL.f32");
        std::process::exit(2);
    };
    let weights = std::fs::read(weights).unwrap_or_default();
    let cell: Vec<f32> = std::fs::read(cell)
        .unwrap_or_default()
        .chunks_exact(4)
        .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect();
    match fen_vision::classify_with(&weights, &cell) {
        Ok(p) => println!(
            "{}",
            p.iter()
                .map(|v| format!("{v:.6}"))
                .collect::<Vec<_>>()
                .join(" ")
        ),
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(1);
        }
    }
}

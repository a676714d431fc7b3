//! Prints each square's label and confidence as read from each picture, for
//! choosing `UNCERTAIN_BELOW` (training/confidence.py reads these lines):
//! `FILE \t placement \t label:confidence ×64` (a8 … h1), or `FILE \t none`.
//! `cargo run --release -p fen-vision --example squares -- FILE…`

fn main() {
    for path in std::env::args().skip(1) {
        let read = std::fs::read(&path)
            .map_err(|e| e.to_string())
            .and_then(|bytes| {
                fen_vision::read_bytes(&bytes, fen_vision::Orientation::Auto)
                    .map_err(|e| e.to_string())
            });
        match read {
            Ok(r) => {
                let squares: Vec<String> = r
                    .squares
                    .iter()
                    .map(|s| format!("{}:{:.4}", s.label, s.confidence))
                    .collect();
                println!("{path}\t{}\t{}", r.placement(), squares.join(" "));
            }
            Err(e) => {
                println!("{path}\tnone");
                eprintln!("{path}: {e}");
            }
        }
    }
}

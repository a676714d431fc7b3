//! Prints the board field read from each picture (an empty line when none),
//! `fen-tui image` without the rest of fen-tui, for trying the crate alone:
//! `cargo run --release -p fen-vision --example read -- FILE…`

fn main() {
    for path in std::env::args().skip(1) {
        let read = std::fs::read(&path)
            .map_err(|e| e.to_string())
            .and_then(|bytes| {
                fen_vision::read_bytes(&bytes, fen_vision::Orientation::Auto)
                    .map_err(|e| e.to_string())
            });
        match read {
            Ok(r) => println!("{}", r.placement()),
            Err(e) => {
                println!();
                eprintln!("{path}: {e}");
            }
        }
    }
}

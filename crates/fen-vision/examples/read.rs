//! Prints the board field read from each picture (an empty line when none),
//! `fen-tui image` without the rest of fen-tui, for trying the crate alone:
//! `cargo run --release -p fen-vision --example read -- [--variant chess|xiangqi|auto] FILE…`
//! (chess by default, as `read_bytes`).

fn main() {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let mut variant = fen_vision::Variant::Chess;
    if args.first().is_some_and(|a| a == "--variant") && args.len() >= 2 {
        variant = match args[1].as_str() {
            "xiangqi" => fen_vision::Variant::Xiangqi,
            "auto" => fen_vision::Variant::Auto,
            _ => fen_vision::Variant::Chess,
        };
        args.drain(..2);
    }
    for path in args {
        let read = std::fs::read(&path)
            .map_err(|e| e.to_string())
            .and_then(|bytes| {
                fen_vision::read_bytes_as(&bytes, variant, fen_vision::Orientation::Auto)
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

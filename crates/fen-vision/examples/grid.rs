//! Prints where the board is found in each picture: `x0 y0 square` (pixels),
//! or `none`. For checking the board finder on a folder of test pictures:
//! `cargo run --release -p fen-vision --example grid -- FILE…`

fn main() {
    for path in std::env::args().skip(1) {
        let found = std::fs::read(&path)
            .ok()
            .and_then(|bytes| fen_vision::decode(&bytes).ok())
            .and_then(|grey| fen_vision::find_grid(&grey));
        match found {
            Some(g) => println!("{path}\t{:.1}\t{:.1}\t{:.2}", g.x0, g.y0, g.square),
            None => println!("{path}\tnone"),
        }
    }
}

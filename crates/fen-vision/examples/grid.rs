//! Prints where the board is found in each picture: `x0 y0 square` (pixels)
//! for a chess board, `xiangqi x0 y0 dx dy` (the top-left point and the
//! lines' spacings) for a xiangqi board, or `none`. For checking the board
//! finders on a folder of test pictures (`--xiangqi` first: the xiangqi
//! finder alone, as if no chess board were found):
//! `cargo run --release -p fen-vision --example grid -- [--xiangqi] FILE…`

fn main() {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let xiangqi_only = args.first().is_some_and(|a| a == "--xiangqi");
    if xiangqi_only {
        args.remove(0);
    }
    for path in args {
        let Some(grey) = std::fs::read(&path)
            .ok()
            .and_then(|bytes| fen_vision::decode(&bytes).ok())
        else {
            println!("{path}\tnone");
            continue;
        };
        let chess = if xiangqi_only {
            None
        } else {
            fen_vision::find_grid(&grey)
        };
        if let Some(g) = chess {
            println!("{path}\t{:.1}\t{:.1}\t{:.2}", g.x0, g.y0, g.square);
        } else if let Some(p) = fen_vision::find_points(&grey) {
            println!(
                "{path}\txiangqi\t{:.2}\t{:.2}\t{:.2}\t{:.2}",
                p.x0, p.y0, p.dx, p.dy
            );
        } else {
            println!("{path}\tnone");
        }
    }
}

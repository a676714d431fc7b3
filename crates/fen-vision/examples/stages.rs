//! Where the time of reading a picture goes: decoding, finding the board,
//! and the rest (cutting, the network, the labels), for chess and for
//! xiangqi, each step repeated and
//! timed on this thread. `cargo run --release -p fen-vision --example stages -- FILE [TIMES]`

use std::time::Instant;

fn main() {
    let mut args = std::env::args().skip(1);
    let Some(path) = args.next() else {
        eprintln!("usage: stages FILE [TIMES]");
        return;
    };
    let times: u32 = args.next().and_then(|n| n.parse().ok()).unwrap_or(20);
    let bytes = match std::fs::read(&path) {
        Ok(bytes) => bytes,
        Err(e) => return eprintln!("{path}: {e}"),
    };
    let each = |what: &str, step: &mut dyn FnMut()| {
        let start = Instant::now();
        for _ in 0..times {
            step();
        }
        let ms = start.elapsed().as_secs_f64() * 1000.0 / f64::from(times);
        println!("{what:<28} {ms:8.2} ms");
    };
    let Ok(grey) = fen_vision::decode(&bytes) else {
        return eprintln!("{path}: not a picture");
    };
    each("decode", &mut || {
        let _ = std::hint::black_box(fen_vision::decode(&bytes));
    });
    each("find the board", &mut || {
        let _ = std::hint::black_box(fen_vision::find_grid(&grey));
    });
    each("find + cut + classify", &mut || {
        let _ = std::hint::black_box(fen_vision::read(&grey, fen_vision::Orientation::Auto));
    });
    if let Ok(picture) = fen_vision::decode_picture(&bytes) {
        each("xiangqi: find the points", &mut || {
            let _ = std::hint::black_box(fen_vision::find_points(&picture.grey));
        });
        each("xiangqi: red plane", &mut || {
            let _ = std::hint::black_box(picture.red());
        });
        each("xiangqi: find + cut + classify", &mut || {
            let _ = std::hint::black_box(fen_vision::read_xiangqi(
                &picture,
                fen_vision::Orientation::Auto,
            ));
        });
        each("auto (read_picture)", &mut || {
            let _ = std::hint::black_box(fen_vision::read_picture(
                &picture,
                fen_vision::Variant::Auto,
                fen_vision::Orientation::Auto,
            ));
        });
    }
    each("all (read_bytes)", &mut || {
        let _ = std::hint::black_box(fen_vision::read_bytes(
            &bytes,
            fen_vision::Orientation::Auto,
        ));
    });
}

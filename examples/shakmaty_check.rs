//! The speed yardstick for `fen-tui check`: the least a Rust program can do to
//! check a file of chess FENs with shakmaty 0.30.1 on one core. For each line:
//! parse the FEN, build a legal `Chess` position, write the FEN back.
//!
//! ```sh
//! cargo run --release --example shakmaty_check < positions.txt > /dev/null
//! ```
//! `scripts/bench-check.sh` times it against `fen-tui check --format text`.

use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess, EnPassantMode};
use std::io::{self, BufRead, BufWriter, Write};

fn main() -> io::Result<()> {
    let stdin = io::stdin();
    let mut input = stdin.lock();
    let stdout = io::stdout();
    let mut out = BufWriter::with_capacity(1 << 16, stdout.lock());
    let mut line = Vec::with_capacity(128);
    let mut written = Vec::with_capacity(128);
    let mut number = 0usize;
    loop {
        line.clear();
        if input.read_until(b'\n', &mut line)? == 0 {
            break;
        }
        number += 1;
        let text = line.trim_ascii();
        if text.is_empty() || text.starts_with(b"#") {
            continue;
        }
        let checked = Fen::from_ascii(text)
            .map_err(|e| e.to_string())
            .and_then(|fen| {
                fen.into_position::<Chess>(CastlingMode::Standard)
                    .map_err(|e| e.to_string())
            });
        match checked {
            Ok(position) => {
                written.clear();
                written.extend_from_slice(b"OK ");
                Fen::from_position(&position, EnPassantMode::Legal).append_ascii_to(&mut written);
                written.push(b'\n');
                out.write_all(&written)?;
            }
            Err(error) => writeln!(out, "<stdin>:{number}: error: {error}")?,
        }
    }
    out.flush()
}

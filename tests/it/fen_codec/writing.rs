//! The writer, and the test vectors read strictly and written back.

use super::*;

#[test]
fn writer_is_canonical() {
    let mut pos = strict(START_FEN).unwrap().position;
    pos.fullmove_number = 0;
    assert_eq!(write_fen(&pos), START_FEN, "a move number 0 is written 1");
    let read = lenient(&format!("{START}   b   kqKQ   e3   0   9")).unwrap();
    assert_eq!(write_fen(&read.position), format!("{START} b KQkq e3 0 9"));
    let mut out = String::from("fen: ");
    fen_tui::core::fen::write_fen_into(&read.position, &mut out);
    assert_eq!(out, format!("fen: {START} b KQkq e3 0 9"));
}

// ---- Test vectors -----------------------------------------------------------

fn vectors(name: &str) -> Vec<(String, bool, String)> {
    let text = data::text(name);
    assert_eq!(data::columns(&text), ["fen", "valid", "codes", "canonical"]);
    data::rows(&text)
        .map(|line| {
            let cols: Vec<_> = line.split('\t').collect();
            assert_eq!(cols.len(), 4, "{line}");
            (cols[0].to_string(), cols[1] == "1", cols[3].to_string())
        })
        .collect()
}

#[test]
fn every_vector_reads_strictly_and_writes_itself() {
    for (file, variant) in [
        ("chess-positions.tsv", Variant::Chess),
        ("xiangqi-positions.tsv", Variant::Xiangqi),
    ] {
        let rows = vectors(file);
        assert_eq!(rows.len(), 600);
        for (fen, valid, canonical) in rows {
            // python-chess's vectors are standard chess (`Board(fen)`).
            let options = ReadOptions::strict().with_standard(true);
            let read = read_fen(&fen, options).unwrap_or_else(|f| panic!("{fen}: {:?}", f.errors));
            assert!(read.warnings.is_empty(), "{fen}");
            assert_eq!(read.position.variant, variant, "{fen}");
            assert_eq!(write_fen(&read.position), fen);
            if valid {
                assert_eq!(write_fen(&read.position), canonical);
            }
        }
    }
}

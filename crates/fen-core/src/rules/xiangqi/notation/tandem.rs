//! Stacked ("tandem") soldiers, one style on every board: the vectors of
//! scripts/xiangqi-tandem-vectors.py (tests/data/xiangqi-tandem.tsv, seed
//! 38): each soldier move on a board with soldiers two to five on a file or
//! stacked on two files, with Fairy-Stockfish's WXF, cchess's Chinese and
//! the WXF 2018 / Asian Xiangqi Federation rule's Chinese.

use super::{Notation, read, write};
use crate::Variant;
use crate::fen::read::read_canonical;
use crate::rules::xiangqi::RankNumbering;

const SET: &str = include_str!("../../../../../../tests/data/xiangqi-tandem.tsv");

#[test]
fn stacked_soldiers_are_written_by_the_rule_and_every_oracle_text_reads() {
    let (mut rows, mut two_files, mut cchess_fits_two) = (0, 0, 0);
    let mut wrong = Vec::new();
    for line in SET.lines().filter(|l| !l.starts_with('#')) {
        let cells: Vec<&str> = line.split('\t').collect();
        let [fen, iccs, wxf, cchess, rule, _on_file, files] = cells[..] else {
            panic!("row {line}");
        };
        let pos = read_canonical(fen.as_bytes(), Some(Variant::Xiangqi))
            .unwrap_or_else(|| panic!("FEN {line}"));
        let mv = read(&pos, iccs, RankNumbering::FromZero).unwrap_or_else(|e| panic!("{e:?}"));
        rows += 1;
        two_files += usize::from(files != "1");
        let ours_wxf = write(&pos, mv, Notation::Wxf);
        let ours = write(&pos, mv, Notation::Chinese);
        if ours_wxf != wxf {
            wrong.push(format!("WXF {ours_wxf}: {line}"));
        }
        if ours != rule {
            wrong.push(format!("Chinese {ours}: {line}"));
        }
        for text in [wxf, rule] {
            if read(&pos, text, RankNumbering::FromZero) != Ok(mv) {
                wrong.push(format!("{text} does not read back: {line}"));
            }
        }
        // cchess leaves the file out where two files are stacked: its text
        // reads to the move, or is refused as fitting two; never another move.
        match read(&pos, cchess, RankNumbering::FromZero) {
            Ok(read) if read == mv => {}
            Err(e) if e.code == "ambiguous-move" && files != "1" => cchess_fits_two += 1,
            other => wrong.push(format!("cchess's {cchess} read as {other:?}: {line}")),
        }
    }
    assert!(rows >= 1000 && two_files >= 500, "{rows} rows, {two_files}");
    assert!(cchess_fits_two > 0, "no cchess text fitting two moves");
    assert!(
        wrong.is_empty(),
        "{} wrong:\n{}",
        wrong.len(),
        wrong[..wrong.len().min(12)].join("\n")
    );
}

/// The issue's board: a three-soldier file and a two-soldier file, written
/// in one style (before: `前兵七平六` beside `三五平六`).
#[test]
fn the_issues_board_gets_one_style() {
    let pos = read_canonical(
        b"4P3n/4P2c1/4bk3/2P1P3R/2P3r2/9/9/8B/3K4n/2B6 w - - 0 1",
        Some(Variant::Xiangqi),
    )
    .unwrap_or_else(|| panic!("FEN"));
    let text = |iccs: &str| {
        let mv = read(&pos, iccs, RankNumbering::FromZero).unwrap_or_else(|e| panic!("{e:?}"));
        write(&pos, mv, Notation::Chinese)
    };
    assert_eq!(text("c6d6"), "前兵七平六");
    assert_eq!(text("c5d5"), "后兵七平六");
    assert_eq!(text("e9d9"), "前兵五平六");
    assert_eq!(text("e8d8"), "中兵五平六");
    assert_eq!(text("e6d6"), "后兵五平六");
    assert_eq!(text("e6e7"), "后兵五进一");
}

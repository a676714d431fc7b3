//! Hand-checked positions for each notation; the bulk check against
//! Fairy-Stockfish and cchess is `tests/data/xiangqi-notation.tsv`.

use super::*;
use crate::Variant;
use crate::fen::input::start_position;

fn position(fen: &str) -> Position {
    crate::fen::read::read_canonical(fen.as_bytes(), Some(Variant::Xiangqi))
        .unwrap_or_else(|| panic!("{fen}"))
}

fn coords(pos: &Position, text: &str) -> String {
    let mv = read(pos, text, RankNumbering::FromZero).unwrap_or_else(|e| panic!("{text}: {e:?}"));
    iccs::write(mv, RankNumbering::FromZero)
}

#[test]
fn the_opening_moves_in_all_three() {
    let start = start_position(Variant::Xiangqi).unwrap_or_else(|| panic!("no start"));
    let mv = read(&start, "h2e2", RankNumbering::FromZero).unwrap_or_else(|e| panic!("{e:?}"));
    assert_eq!(write(&start, mv, Notation::Wxf), "C2=5");
    assert_eq!(write(&start, mv, Notation::Chinese), "炮二平五");
    assert_eq!(write(&start, mv, Notation::Uci), "h3e3");
    for text in ["C2=5", "C2.5", "炮二平五", "砲2平5", "H2-E2", "h2e2"] {
        assert_eq!(coords(&start, text), "h2e2", "{text}");
    }
    let after = super::super::play(&start, mv);
    let horse = read(&after, "h9g7", RankNumbering::FromZero).unwrap_or_else(|e| panic!("{e:?}"));
    assert_eq!(write(&after, horse, Notation::Chinese), "马８进７");
    assert_eq!(write(&after, horse, Notation::Wxf), "H8+7");
    assert_eq!(coords(&after, "马8进7"), "h9g7");
    assert_eq!(coords(&after, "N8+7"), "h9g7");
}

#[test]
fn tandem_rooks_and_stacked_pawns() {
    // Red rooks on b0 and b2; red pawns on c5, c6 and e5, e6 (two files).
    let pos = position("3k5/9/9/2P1P4/2P1P4/9/9/1R7/9/1R2K4 w - - 0 1");
    let rook = read(&pos, "b2e2", RankNumbering::FromZero).unwrap_or_else(|e| panic!("{e:?}"));
    assert_eq!(write(&pos, rook, Notation::Wxf), "R+=5");
    assert_eq!(write(&pos, rook, Notation::Chinese), "前车平五");
    let pawn = read(&pos, "e6d6", RankNumbering::FromZero).unwrap_or_else(|e| panic!("{e:?}"));
    assert_eq!(write(&pos, pawn, Notation::Wxf), "15=6");
    assert_eq!(write(&pos, pawn, Notation::Chinese), "前兵五平六");
    assert_eq!(coords(&pos, "15=6"), "e6d6");
    assert_eq!(coords(&pos, "前兵五平六"), "e6d6");
    assert_eq!(coords(&pos, "5+.6"), "e6d6");
    // 前兵平六 fits the front soldiers of both files: refused, naming both.
    let error = read(&pos, "前兵平六", RankNumbering::FromZero).err();
    assert_eq!(error.map(|e| e.code), Some("ambiguous-move"));
}

#[test]
fn four_on_a_file_count_from_the_front() {
    let pos = position("3k5/9/4P4/4P4/4P4/4P4/9/9/9/4K4 w - - 0 1");
    let second = read(&pos, "e6d6", RankNumbering::FromZero).unwrap_or_else(|e| panic!("{e:?}"));
    assert_eq!(write(&pos, second, Notation::Chinese), "二兵平六");
    assert_eq!(write(&pos, second, Notation::Wxf), "25=6");
    assert_eq!(coords(&pos, "二兵平六"), "e6d6");
}

#[test]
fn words_that_are_not_a_move_are_unreadable() {
    let start = start_position(Variant::Xiangqi).unwrap_or_else(|| panic!("no start"));
    for text in ["hello", "C2*5", "炮二走五"] {
        let error = read(&start, text, RankNumbering::FromZero).err();
        assert_eq!(error.map(|e| e.code), Some("unreadable-move"), "{text}");
    }
    let error = read(&start, "C2+9", RankNumbering::FromZero).err();
    assert_eq!(error.map(|e| e.code), Some("no-such-move"));
}

#[test]
fn two_elephants_or_advisors_on_a_file_the_move_says_which() {
    // Red elephants on g0 and g4: only g4 can go back, only g0 forward
    // (cchess's reader takes the first on the file and refuses 相三退五).
    let pos = position("3k5/9/9/9/9/6B2/9/9/9/4K1B2 w - - 0 1");
    assert_eq!(coords(&pos, "相三退五"), "g4e2");
    assert_eq!(coords(&pos, "相三进五"), "g0e2");
    assert_eq!(coords(&pos, "E3-5"), "g4e2");
    let back = read(&pos, "g4e2", RankNumbering::FromZero).unwrap_or_else(|e| panic!("{e:?}"));
    assert_eq!(write(&pos, back, Notation::Chinese), "相三退五");
    assert_eq!(write(&pos, back, Notation::Wxf), "E3-5");
    // Black advisors on d9 and d7 (Black's file 4): 士４进５ is the d9 one.
    let pos = position("3a1k3/9/3a5/9/9/9/9/9/9/4K4 b - - 0 1");
    assert_eq!(coords(&pos, "士４进５"), "d9e8");
    assert_eq!(coords(&pos, "士4退5"), "d7e8");
}

#[test]
fn more_than_five_soldiers_on_a_set_up_file_read_back() {
    // Six black soldiers on b (a set-up board, not a game): the writer
    // numbers the sixth as Fairy-Stockfish does, and the reader takes it.
    let pos = position("9/4k4/1p7/9/2r6/1p3P3/1p7/1p7/1p1K5/1p7 b - - 0 1");
    let mv = read(&pos, "b7b6", RankNumbering::FromZero).unwrap_or_else(|e| panic!("{e:?}"));
    assert_eq!(write(&pos, mv, Notation::Wxf), "62+1");
    assert_eq!(write(&pos, mv, Notation::Chinese), "六卒进１");
    assert_eq!(coords(&pos, "62+1"), "b7b6");
    assert_eq!(coords(&pos, "六卒进１"), "b7b6");
    assert_eq!(coords(&pos, "六２进１"), "b7b6");
}

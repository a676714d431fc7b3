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

fn error(pos: &Position, text: &str) -> Diagnostic {
    match read(pos, text, RankNumbering::FromZero) {
        Ok(mv) => panic!("{text} read as {mv:?}"),
        Err(error) => error,
    }
}

fn arg(error: &Diagnostic, name: &str) -> String {
    match error.arg_value(name) {
        Some(crate::Arg::Str(s)) => s.to_string(),
        Some(crate::Arg::Num(n)) => n.to_string(),
        None => String::new(),
    }
}

fn after(start: &Position, moves: &[&str]) -> Position {
    moves.iter().fold(*start, |pos, text| {
        let mv = read(&pos, text, RankNumbering::FromZero).unwrap_or_else(|e| panic!("{e:?}"));
        super::super::play(&pos, mv)
    })
}

/// Issue 37: a move whose numerals are the other side's (Red's 二 on Black's
/// turn, Black's ８ on Red's) is refused naming the side and the ply, never
/// read as the other side's move.
#[test]
fn numerals_of_the_other_side_are_refused_with_the_side_and_the_ply() {
    let start = start_position(Variant::Xiangqi).unwrap_or_else(|| panic!("no start"));
    let black_to_move = after(&start, &["炮二平五"]);
    let refused = error(&black_to_move, "马二进三");
    assert_eq!(refused.code, "other-side-numerals");
    assert_eq!(
        [
            arg(&refused, "written"),
            arg(&refused, "turn"),
            arg(&refused, "ply")
        ],
        ["red", "black", "2"]
    );
    let red_to_move = after(&start, &["炮二平五", "马8进7"]);
    let refused = error(&red_to_move, "马８进７");
    assert_eq!(
        [
            arg(&refused, "written"),
            arg(&refused, "turn"),
            arg(&refused, "ply")
        ],
        ["black", "red", "3"]
    );
    // Half-width digits belong to neither side, and places count 一…五 for both.
    assert_eq!(coords(&black_to_move, "马8进7"), "h9g7");
    assert_eq!(coords(&black_to_move, "马８进７"), "h9g7");
}

/// Issue 37: WXF and coordinates in full-width characters, as Chinese pages print them.
#[test]
fn full_width_wxf_and_coordinates_read() {
    let start = start_position(Variant::Xiangqi).unwrap_or_else(|| panic!("no start"));
    assert_eq!(coords(&start, "C２=５"), "h2e2");
    assert_eq!(coords(&start, "Ｃ２＝５"), "h2e2");
    assert_eq!(coords(&start, "ｈ２ｅ２"), "h2e2");
    assert_eq!(coords(&start, "炮二平五"), "h2e2");
    assert_eq!(coords(&start, "炮二進一"), "h2h3");
    assert_eq!(coords(&start, "馬二進三"), "h0g2");
    assert_eq!(coords(&start, "俥一進一"), "i0i1");
}

/// Issue 37: an illegal WXF or Chinese move gets the reason its ICCS
/// coordinates get (蹩马腿, 炮架, 送将), not only "no legal move fits".
#[test]
fn illegal_wxf_and_chinese_moves_get_the_reason_iccs_gets() {
    let start = start_position(Variant::Xiangqi).unwrap_or_else(|| panic!("no start"));
    // The cannon steps back onto h1, the horse's leg: 马二进三 is blocked.
    let leg = after(&start, &["h2h1", "h9g7"]);
    // A cannon with no piece to jump: e2 takes e5 over nothing.
    let screen = position("3k5/9/9/9/4p4/9/9/4C4/9/4K4 w - - 0 1");
    // The chariot on d1 shields its general from the black chariot on d9.
    let check = position("3r1k3/9/9/9/9/9/9/9/3R5/3K5 w - - 0 1");
    for (pos, iccs, written, reason) in [
        (&leg, "h0g2", ["马二进三", "H2+3"], "blocked"),
        (&screen, "e2e5", ["炮五进三", "C5+3"], "cannon-screen"),
        (&check, "d1e1", ["车六平五", "R6=5"], "leaves-king-in-check"),
    ] {
        let by_iccs = error(pos, iccs);
        assert_eq!(arg(&by_iccs, "reason"), reason, "{iccs}");
        for text in written {
            let by_text = error(pos, text);
            assert_eq!(by_text.code, "illegal-move", "{text}");
            assert_eq!(arg(&by_text, "reason"), reason, "{text}");
            assert_eq!(arg(&by_text, "piece"), arg(&by_iccs, "piece"), "{text}");
            assert_eq!(by_text.squares, by_iccs.squares, "{text}");
        }
    }
    // A piece that is not there at all still says no move fits.
    assert_eq!(error(&start, "车五进一").code, "no-such-move");
}

/// Issue 37: the hint of an ambiguous move names what does tell the pieces
/// apart: two chariots on one file by place, not by the file they share.
#[test]
fn ambiguity_hints_name_what_tells_the_pieces_apart() {
    let tandem = position("4k4/9/9/9/9/9/9/7R1/9/3K3R1 w - - 0 1");
    let on_one_file = error(&tandem, "车二进一");
    assert_eq!(on_one_file.code, "ambiguous-move");
    assert_eq!(arg(&on_one_file, "hint"), "place");
    let pawns = position("3k5/9/9/2P1P4/2P1P4/9/9/1R7/9/1R2K4 w - - 0 1");
    assert_eq!(arg(&error(&pawns, "前兵平六"), "hint"), "both");
}

//! Xiangqi rules against independent truth: the verdicts and move sequences in
//! `tests/data/xiangqi-*.tsv`, the published perft counts of the start
//! position, and the example of seed document 004.

// Helpers here are test code too: a failed unwrap is a failed test.
#![allow(clippy::unwrap_used)]

use crate::support::data;
use fen_tui::core::fen::{ReadOptions, read_fen, write_fen};
use fen_tui::core::rules::xiangqi::{
    self, CODES, RankNumbering, legal_moves, notes, parse_move, play, problems, status,
    uses_one_based_ranks,
};
use fen_tui::core::rules::{Move, Status, perft};
use fen_tui::core::{Arg, Color, Diagnostic, Position, Severity, Square, Variant};
use std::collections::BTreeSet;

mod messages;
mod moves;
mod problems;

fn position(fen: &str) -> Position {
    read_fen(fen, ReadOptions::lenient())
        .unwrap_or_else(|e| panic!("{fen}: {e:?}"))
        .position
}

fn sq(name: &str) -> Square {
    Square::parse(name, Variant::Xiangqi).unwrap()
}

fn codes(diagnostics: &[Diagnostic]) -> BTreeSet<&'static str> {
    diagnostics.iter().map(|d| d.code).collect()
}

fn only<'a>(diagnostics: &'a [Diagnostic], code: &str) -> Vec<&'a Diagnostic> {
    diagnostics.iter().filter(|d| d.code == code).collect()
}

fn text(arg: Option<&Arg>) -> String {
    match arg {
        Some(Arg::Str(s)) => s.to_string(),
        Some(Arg::Num(n)) => n.to_string(),
        None => String::new(),
    }
}

fn problem_of<'a>(diagnostics: &'a [Diagnostic], code: &str) -> &'a Diagnostic {
    let matching = only(diagnostics, code);
    assert_eq!(matching.len(), 1, "{code} in {diagnostics:?}");
    matching[0]
}

/// Rows of a tab-separated vector file, keyed by the header's column names.
fn rows(path: &str) -> Vec<std::collections::HashMap<String, String>> {
    let text = std::fs::read_to_string(path).unwrap();
    let header = data::columns(&text);
    data::rows(&text)
        .map(|line| {
            header
                .iter()
                .zip(line.split('\t').chain(std::iter::repeat("")))
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect()
        })
        .collect()
}

#[test]
fn every_position_vector_gets_exactly_its_codes() {
    let rows = rows("tests/data/xiangqi-positions.tsv");
    assert_eq!(rows.len(), 600);
    let mut wrong = Vec::new();
    for row in &rows {
        let pos = position(&row["fen"]);
        let found = problems(&pos);
        let expected: BTreeSet<&str> = row["codes"].split(',').filter(|c| !c.is_empty()).collect();
        assert_eq!(row["valid"] == "1", expected.is_empty(), "{}", row["fen"]);
        if codes(&found) != expected {
            wrong.push(format!(
                "{}: expected {expected:?}, got {:?}",
                row["fen"],
                codes(&found)
            ));
        }
        for d in &found {
            assert_eq!(d.severity, Severity::Error, "{}", row["fen"]);
            let placeless = matches!(d.code, "empty-board" | "missing-king");
            assert_eq!(d.squares.is_empty(), placeless, "{}: {d:?}", row["fen"]);
        }
    }
    assert!(
        wrong.is_empty(),
        "{} rows disagree:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
}

#[test]
fn every_move_vector_reaches_its_result() {
    let rows = rows("tests/data/xiangqi-moves.tsv");
    assert_eq!(rows.len(), 150);
    for row in &rows {
        let mut pos = position(&row["start"]);
        let tokens: Vec<&str> = row["moves"].split_whitespace().collect();
        let numbering = if uses_one_based_ranks(&tokens) {
            RankNumbering::FromOne
        } else {
            RankNumbering::FromZero
        };
        for token in &tokens {
            let mv = parse_move(&pos, token, numbering)
                .unwrap_or_else(|d| panic!("{}: {token}: {d:?}", row["start"]));
            assert!(legal_moves(&pos).contains(&mv));
            pos = play(&pos, mv);
        }
        assert_eq!(write_fen(&pos), row["result"], "from {}", row["start"]);
    }
}

#[test]
fn perft_of_the_start_position_matches_the_published_counts() {
    let start = position(Variant::Xiangqi.start_fen());
    let expected = [44, 1_920, 79_666, 3_290_240];
    for (depth, &count) in (1..).zip(expected.iter()) {
        assert_eq!(perft(&start, depth), count, "depth {depth}");
    }
}

#[test]
fn perft_of_published_middle_game_positions() {
    // Chinese Chess Perft Results (chessprogramming wiki), depths 1-3.
    let cases = [
        (
            "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1",
            [38, 1_128, 43_929],
        ),
        (
            "1cbak4/9/n2a5/2p1p3p/5cp2/2n2N3/6PCP/3AB4/2C6/3A1K1N1 w - - 0 1",
            [7, 281, 8_620],
        ),
        (
            "5a3/3k5/3aR4/9/5r3/5n3/9/3A1A3/5K3/2BC2B2 w - - 0 1",
            [25, 424, 9_850],
        ),
    ];
    for (fen, counts) in cases {
        let pos = position(fen);
        for (depth, &count) in (1..).zip(counts.iter()) {
            assert_eq!(perft(&pos, depth), count, "{fen} depth {depth}");
        }
    }
}

#[test]
fn seed_004_moves_reach_the_example_position() {
    // "5a3/3ka4/5n3/9/9/9/9/9/9/4K1R2 w moves g0f0 d8d9": the position reached
    // is the seed's example diagram.
    let mut pos = position("5a3/3ka4/5n3/9/9/9/9/9/9/4K1R2 w");
    for token in ["g0f0", "d8d9"] {
        let mv = parse_move(&pos, token, RankNumbering::FromZero).unwrap();
        pos = play(&pos, mv);
    }
    let fen = write_fen(&pos);
    let fields: Vec<&str> = fen.split(' ').collect();
    assert_eq!(fields[..2], ["3k1a3/4a4/5n3/9/9/9/9/9/9/4KR3", "w"]);
    // Two moves without a capture since the start's `- - 0 1` (the seed's
    // clock counts moves since the last capture); Black's move ends move 1.
    assert_eq!(fields[2..], ["-", "-", "2", "2"]);
    assert!(problems(&pos).is_empty());
}

#[test]
fn a_capture_alone_resets_the_half_move_clock() {
    let pos = position("3k5/9/9/9/9/4p4/9/9/4R4/5K3 w - - 7 12");
    // A soldier move would reset the chess clock; in xiangqi only captures do.
    let quiet = play(
        &pos,
        parse_move(&pos, "e1e2", RankNumbering::FromZero).unwrap(),
    );
    assert_eq!((quiet.halfmove_clock, quiet.fullmove_number), (8, 12));
    let soldier = play(
        &quiet,
        parse_move(&quiet, "e4d4", RankNumbering::FromZero).unwrap(),
    );
    assert_eq!((soldier.halfmove_clock, soldier.fullmove_number), (9, 13));
    let capture = play(
        &pos,
        parse_move(&pos, "e1e4", RankNumbering::FromZero).unwrap(),
    );
    assert_eq!(capture.halfmove_clock, 0);
    assert_eq!(capture.side_to_move, Color::Black);
}

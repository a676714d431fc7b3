//! Xiangqi rules against independent truth: the verdicts and move sequences in
//! `tests/data/xiangqi-*.tsv`, the published perft counts of the start
//! position, and the example of seed document 004.

use fen_tui::core::fen::{ReadOptions, read_fen, write_fen};
use fen_tui::core::rules::xiangqi::{
    self, CODES, RankNumbering, legal_moves, notes, parse_move, perft, play, problems, status,
    uses_one_based_ranks,
};
use fen_tui::core::rules::{Move, Status};
use fen_tui::core::{Arg, Color, Diagnostic, Position, Severity, Square, Variant};
use std::collections::BTreeSet;

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

/// Rows of a tab-separated vector file, keyed by the header's column names.
fn rows(path: &str) -> Vec<std::collections::HashMap<String, String>> {
    let data = std::fs::read_to_string(path).unwrap();
    let mut lines = data.lines();
    let header: Vec<&str> = lines.next().unwrap().split('\t').collect();
    lines
        .filter(|l| !l.trim().is_empty())
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
            wrong.push(format!("{}: expected {expected:?}, got {:?}", row["fen"], codes(&found)));
        }
        assert!(found.iter().all(|d| d.severity == Severity::Error && !d.squares.is_empty() || d.code == "empty-board" || d.code == "missing-king"));
    }
    assert!(wrong.is_empty(), "{} rows disagree:\n{}", wrong.len(), wrong.join("\n"));
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

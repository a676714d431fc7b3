//! Chess rules against independent truth: python-chess's verdicts and games
//! (tests/data/chess-*.tsv), the perft numbers every move generator is
//! checked with, and the seed document's position after 1. e4 e5.

// Helpers outside `#[test]` functions panic on bad test data, as tests do.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support::data;
use fen_tui::core::fen::{ReadOptions, read_fen, write_fen};
use fen_tui::core::rules::chess::{
    CODES, legal_moves, notes, parse_move, play, problems, san, status,
};
use fen_tui::core::rules::{Move, Status, perft};
use fen_tui::core::{Arg, Diagnostic, Position, Square, Variant};
use std::collections::BTreeSet;

mod moves;
mod problems;
mod verdicts;
mod words;

// "Kiwipete" as chessprogramming.org publishes it (perft 4 = 4,085,603).
const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

fn position(fen: &str) -> Position {
    read_fen(fen, ReadOptions::lenient())
        .unwrap_or_else(|e| panic!("{fen}: {e:?}"))
        .position
}

/// Read as standard chess, never Chess960: python-chess's `Board(fen)`.
fn standard(fen: &str) -> Position {
    read_fen(fen, ReadOptions::lenient().with_standard(true))
        .unwrap_or_else(|e| panic!("{fen}: {e:?}"))
        .position
}

/// Read as Chess960, as `--chess960` or Alt-9 ask.
fn chess960(fen: &str) -> Position {
    read_fen(fen, ReadOptions::lenient().with_chess960(true))
        .unwrap_or_else(|e| panic!("{fen}: {e:?}"))
        .position
}

fn sq(name: &str) -> Square {
    Square::parse(name, Variant::Chess).unwrap()
}

fn squares(names: &[&str]) -> BTreeSet<Square> {
    names.iter().map(|n| sq(n)).collect()
}

fn codes(pos: &Position) -> BTreeSet<&'static str> {
    problems(pos).iter().map(|d| d.code).collect()
}

fn only<'a>(found: &'a [Diagnostic], code: &str) -> &'a Diagnostic {
    let all: Vec<_> = found.iter().filter(|d| d.code == code).collect();
    assert_eq!(all.len(), 1, "{code} in {found:?}");
    all[0]
}

fn text(d: &Diagnostic, name: &str) -> String {
    match d.arg_value(name) {
        Some(Arg::Str(s)) => s.to_string(),
        Some(Arg::Num(n)) => n.to_string(),
        None => panic!("no arg {name} in {d:?}"),
    }
}

fn rows(file: &str) -> Vec<Vec<String>> {
    let text = data::text(file);
    data::rows(&text)
        .map(|l| l.split('\t').map(str::to_string).collect())
        .collect()
}

#[test]
fn every_position_vector_gets_python_chess_verdict() {
    let rows = rows("chess-positions.tsv");
    assert!(rows.len() >= 600);
    let mut wrong = Vec::new();
    for row in &rows {
        // Read as `check` reads by default (issue 19 case 5: standard chess
        // unless the input says Chess960), not with `--standard`.
        let pos = read_fen(&row[0], ReadOptions::lenient())
            .unwrap_or_else(|e| panic!("{}: {e:?}", row[0]))
            .position;
        let expected: BTreeSet<&str> = row[2].split(',').filter(|c| !c.is_empty()).collect();
        let found = codes(&pos);
        if found != expected {
            wrong.push(format!(
                "{}: expected {expected:?}, found {found:?}",
                row[0]
            ));
        }
        assert_eq!(row[1] == "1", found.is_empty(), "{}", row[0]);
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn every_code_emitted_is_listed() {
    for row in rows("chess-positions.tsv") {
        for d in problems(&position(&row[0])) {
            assert!(CODES.contains(&d.code), "{}", d.code);
        }
    }
}

#[test]
fn every_game_vector_plays_to_its_result_by_uci_and_by_san() {
    for row in rows("chess-moves.tsv") {
        let (start, uci, sans, result) = (&row[0], &row[1], &row[2], &row[3]);
        let mut by_uci = position(start);
        let mut by_san = by_uci;
        for (u, s) in uci.split_whitespace().zip(sans.split_whitespace()) {
            let mv = parse_move(&by_uci, u).unwrap_or_else(|e| panic!("{start} {u}: {e:?}"));
            assert_eq!(mv.coordinates(Variant::Chess), u);
            assert!(legal_moves(&by_uci).contains(&mv), "{start} {u}");
            assert_eq!(san(&by_uci, mv), s, "{start} {u}");
            by_uci = play(&by_uci, mv);

            let mv = parse_move(&by_san, s).unwrap_or_else(|e| panic!("{start} {s}: {e:?}"));
            assert_eq!(mv.coordinates(Variant::Chess), u, "{start} {s}");
            by_san = play(&by_san, mv);
        }
        assert_eq!(
            uci.split_whitespace().count(),
            sans.split_whitespace().count()
        );
        assert_eq!(write_fen(&by_uci), *result, "{start} {uci}");
        assert_eq!(write_fen(&by_san), *result, "{start} {sans}");
    }
}

#[test]
fn seed_000_after_e4_e5() {
    let mut pos = position(Variant::Chess.start_fen());
    for m in ["e2e4", "e7e5"] {
        pos = play(&pos, parse_move(&pos, m).unwrap());
    }
    assert_eq!(
        write_fen(&pos),
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2"
    );
}

#[test]
fn perft_start_position_depth_5() {
    assert_eq!(perft(&position(Variant::Chess.start_fen()), 5), 4_865_609);
}

#[test]
fn perft_kiwipete_depth_4() {
    assert_eq!(perft(&position(KIWIPETE), 4), 4_085_603);
}

#[test]
fn perft_tricky_positions() {
    // Standard perft suite positions (chessprogramming.org "Perft Results").
    let cases = [
        ("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 4, 43_238),
        (
            "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
            3,
            9_467,
        ),
        (
            "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
            3,
            62_379,
        ),
        (
            "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
            3,
            89_890,
        ),
    ];
    for (fen, depth, nodes) in cases {
        assert_eq!(perft(&position(fen), depth), nodes, "{fen}");
    }
}

#[test]
fn perft_chess960_position() {
    // Chess960 perft suite, position 1 (its castling rights are rook files).
    let pos = position("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9");
    assert_eq!(perft(&pos, 3), 12_189);
}

#[test]
fn chess960_castling_is_the_king_taking_its_rook() {
    let pos = chess960("4k3/8/8/8/8/8/8/RK5R w KQ - 0 1");
    let short = parse_move(&pos, "O-O").unwrap();
    assert_eq!(short.coordinates(Variant::Chess), "b1h1");
    assert_eq!(san(&pos, short), "O-O");
    assert_eq!(
        write_fen(&play(&pos, short)),
        "4k3/8/8/8/8/8/8/R4RK1 b - - 1 1"
    );
    let long = parse_move(&pos, "b1a1").unwrap();
    assert_eq!(san(&pos, long), "O-O-O");
    assert_eq!(
        write_fen(&play(&pos, long)),
        "4k3/8/8/8/8/8/8/2KR3R b - - 1 1"
    );
}

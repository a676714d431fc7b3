//! Every row of the test vectors (tests/data/*.tsv, verdicts from python-chess
//! and the xiangqi reference) against what the real binary says with
//! `fen-tui check --format json`: the set of error codes, validity, the
//! canonical FEN, and the FEN after each move list (UCI, SAN and UCCI).

// Helpers outside `#[test]` functions panic on bad output, as tests do.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support::data;
use assert_cmd::cargo::cargo_bin_cmd;
use serde_json::Value;
use std::collections::BTreeSet;

/// The rows of a tab-separated vector file, without its header.
fn rows(name: &str) -> Vec<Vec<String>> {
    let text = data::text(name);
    let rows: Vec<Vec<String>> = data::rows(&text)
        .map(|l| l.split('\t').map(str::to_string).collect())
        .collect();
    assert!(rows.len() >= 100, "{name} has only {} rows", rows.len());
    rows
}

/// Pipe all inputs at once into `check --format json`; one object per input, in order.
fn check_json(inputs: &[String]) -> Vec<Value> {
    let mut stdin = inputs.join("\n");
    stdin.push('\n');
    let output = cargo_bin_cmd!("fen-tui")
        // python-chess's verdicts are standard chess (`Board(fen)`), which is
        // also fen-tui's default: no option says so.
        .args(["check", "--format", "json", "--lang", "en"])
        .write_stdin(stdin)
        .output()
        .unwrap();
    let stdout = String::from_utf8(output.stdout).unwrap();
    let objects: Vec<Value> = stdout
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect();
    assert_eq!(objects.len(), inputs.len(), "one object per input line");
    for (i, object) in objects.iter().enumerate() {
        assert_eq!(object["line"], i + 1, "objects come in input order");
        assert_eq!(object["input"], inputs[i].as_str());
    }
    objects
}

fn codes(object: &Value) -> BTreeSet<String> {
    object["errors"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["code"].as_str().unwrap().to_string())
        .collect()
}

fn check_positions(file: &str, variant: &str) {
    let rows = rows(file);
    let inputs: Vec<String> = rows.iter().map(|r| r[0].clone()).collect();
    let objects = check_json(&inputs);
    let mut wrong = Vec::new();
    for (row, object) in rows.iter().zip(&objects) {
        let (fen, valid, expected_codes, canonical) = (&row[0], row[1] == "1", &row[2], &row[3]);
        let expected: BTreeSet<String> = expected_codes
            .split(',')
            .filter(|c| !c.is_empty())
            .map(str::to_string)
            .collect();
        let got = codes(object);
        if got != expected {
            wrong.push(format!("{fen}: codes {got:?}, expected {expected:?}"));
        }
        if object["valid"] != valid {
            wrong.push(format!(
                "{fen}: valid {}, expected {valid}",
                object["valid"]
            ));
        }
        if object["variant"] != variant {
            wrong.push(format!("{fen}: variant {}", object["variant"]));
        }
        // Every row reads, so `fen` is there even for an illegal position.
        if object["fen"].is_null() {
            wrong.push(format!("{fen}: no fen"));
        }
        if valid && object["fen"] != canonical.as_str() {
            wrong.push(format!(
                "{fen}: fen {}, expected {canonical}",
                object["fen"]
            ));
        }
        for error in object["errors"].as_array().unwrap() {
            if error["message"]
                .as_str()
                .is_none_or(|m| m.is_empty() || m == error["code"])
            {
                wrong.push(format!("{fen}: {} has no message", error["code"]));
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "{} disagreements in {} rows:\n{}",
        wrong.len(),
        rows.len(),
        wrong.join("\n")
    );
}

/// `<start> moves <list>` for the given column gives the row's result.
fn check_moves(file: &str, column: usize) {
    let rows: Vec<Vec<String>> = rows(file)
        .into_iter()
        .filter(|r| r.get(column).is_some_and(|m| !m.trim().is_empty()))
        .collect();
    assert!(!rows.is_empty(), "{file} column {column} is empty");
    let inputs: Vec<String> = rows
        .iter()
        .map(|r| format!("{} moves {}", r[0], r[column]))
        .collect();
    let objects = check_json(&inputs);
    let mut wrong = Vec::new();
    for ((row, input), object) in rows.iter().zip(&inputs).zip(&objects) {
        let result = &row[3];
        if object["fen"] != result.as_str() || !codes(object).is_empty() {
            wrong.push(format!(
                "{input}\n  gave {} with errors {:?}\n  expected {result}",
                object["fen"],
                codes(object)
            ));
        }
    }
    assert!(
        wrong.is_empty(),
        "{} disagreements in {} move lists:\n{}",
        wrong.len(),
        rows.len(),
        wrong.join("\n")
    );
}

#[test]
fn python_chess_tricky_positions_get_its_verdicts() {
    // tests/data/perft/tricky-verdicts.tsv: python-chess 1.11.2's
    // `Board(fen).status()` on its own tricky.perft (scripts/tricky-verdicts.py);
    // five of them hold a king off e1/e8 with rights, invalid in standard chess.
    let text = data::text("perft/tricky-verdicts.tsv");
    let rows: Vec<Vec<&str>> = data::rows(&text).map(|l| l.split('\t').collect()).collect();
    assert_eq!(rows.len(), 19);
    let inputs: Vec<String> = rows.iter().map(|r| r[0].to_string()).collect();
    let objects = check_json(&inputs);
    for (row, object) in rows.iter().zip(&objects) {
        let expected: BTreeSet<String> = row[2]
            .split(',')
            .filter(|c| !c.is_empty())
            .map(str::to_string)
            .collect();
        assert_eq!(codes(object), expected, "{}", row[0]);
        assert_eq!(object["valid"], row[1] == "1", "{}", row[0]);
    }
}

#[test]
fn chess_positions_agree_with_the_vectors() {
    check_positions("chess-positions.tsv", "chess");
}

#[test]
fn xiangqi_positions_agree_with_the_vectors() {
    check_positions("xiangqi-positions.tsv", "xiangqi");
}

#[test]
fn chess_uci_move_lists_reach_the_vector_results() {
    check_moves("chess-moves.tsv", 1);
}

#[test]
fn chess_san_move_lists_reach_the_vector_results() {
    check_moves("chess-moves.tsv", 2);
}

#[test]
fn xiangqi_ucci_move_lists_reach_the_vector_results() {
    check_moves("xiangqi-moves.tsv", 1);
}

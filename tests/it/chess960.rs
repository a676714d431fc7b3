//! Chess960 on the command line: python-chess's verdicts in chess960 mode
//! (tests/data/chess960-positions.tsv, made by scripts/chess960-vectors.py),
//! castling read in KQkq, Shredder-FEN and X-FEN and written as X-FEN or
//! Shredder-FEN, the note when the mode is inferred, and the `transform` and
//! `perft` commands.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support::data;
use assert_cmd::cargo::cargo_bin_cmd;
use serde_json::Value;

fn run(args: &[&str], stdin: &str) -> (String, String, i32) {
    let output = cargo_bin_cmd!("fen-tui")
        .args(args)
        .args(["--lang", "en"])
        .write_stdin(stdin.to_string())
        .output()
        .unwrap();
    (
        String::from_utf8(output.stdout).unwrap(),
        String::from_utf8(output.stderr).unwrap(),
        output.status.code().unwrap(),
    )
}

fn rows() -> Vec<Vec<String>> {
    let text = data::text("chess960-positions.tsv");
    data::rows(&text)
        .map(|l| l.split('\t').map(str::to_string).collect())
        .collect()
}

#[test]
fn verdicts_and_both_notations_agree_with_python_chess() {
    let rows = rows();
    assert!(rows.len() >= 400);
    let input: String = rows.iter().map(|r| format!("{}\n", r[0])).collect();
    for (notation, column) in [("xfen", 3), ("shredder", 4)] {
        let args = [
            "check",
            "--chess960",
            "--format",
            "json",
            "--castling",
            notation,
        ];
        let (stdout, _, _) = run(&args, &input);
        let objects: Vec<Value> = stdout
            .lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect();
        assert_eq!(objects.len(), rows.len());
        for (row, object) in rows.iter().zip(&objects) {
            let valid = row[1] == "1";
            assert_eq!(object["valid"], valid, "{}", row[0]);
            let codes: Vec<&str> = object["errors"]
                .as_array()
                .unwrap()
                .iter()
                .map(|e| e["code"].as_str().unwrap())
                .collect();
            let expected: Vec<&str> = row[2].split(',').filter(|c| !c.is_empty()).collect();
            assert_eq!(codes.is_empty(), expected.is_empty(), "{}", row[0]);
            assert!(
                codes.iter().all(|c| expected.contains(c)),
                "{}: {codes:?}",
                row[0]
            );
            if valid {
                assert_eq!(object["fen"], row[column].as_str(), "{}", row[0]);
            }
            assert!(object["warnings"].as_array().unwrap().is_empty());
        }
    }
}

#[test]
fn the_issues_examples() {
    let (stdout, _, code) = run(
        &["check", "--chess960"],
        "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9\n\
         4k3/8/8/8/8/8/8/RR2K3 w B - 0 1\n",
    );
    assert_eq!(
        stdout,
        "OK bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9\n\
         OK 4k3/8/8/8/8/8/8/RR2K3 w B - 0 1\n"
    );
    assert_eq!(code, 0);
}

#[test]
fn all_three_notations_read_to_the_same_rights() {
    // Standard KQkq, Shredder-FEN and X-FEN for the same Chess960 position.
    let input = "\
        bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w KQkq - 0 1\n\
        bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w GEge - 0 1\n\
        bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w KEkq - 0 1\n";
    let (stdout, _, _) = run(&["check", "--chess960"], input);
    let expected = "OK bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w KQkq - 0 1\n";
    assert_eq!(stdout, expected.repeat(3));
    let (stdout, _, _) = run(&["check", "--chess960", "--castling", "shredder"], input);
    let expected = "OK bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w GEge - 0 1\n";
    assert_eq!(stdout, expected.repeat(3));
    // An inner rook keeps its file letter in X-FEN, a standard position KQkq
    // even when Shredder-FEN is asked for.
    let (stdout, _, _) = run(
        &["check", "--castling", "shredder"],
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n",
    );
    assert!(stdout.ends_with(" w KQkq - 0 1\n"), "{stdout}");
}

#[test]
fn an_inferred_mode_is_said_in_a_note() {
    // A file letter says Chess960; a king off e1 with KQkq does not: that is
    // standard chess with invalid rights, as python-chess's `Board(fen)` reads
    // it, and the words say how to read it as Chess960.
    let (stdout, stderr, code) = run(
        &["check"],
        "4k3/8/8/8/8/8/8/RR2K3 w B - 0 1\n\
         bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w KQkq - 0 1\n\
         rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n",
    );
    let lines: Vec<&str> = stdout.lines().collect();
    assert!(
        lines[0].starts_with("<stdin>:1:25: note[chess960-inferred]:"),
        "{stdout}"
    );
    assert!(lines[0].contains("“B”"), "{stdout}");
    assert_eq!(lines[1], "OK 4k3/8/8/8/8/8/8/RR2K3 w B - 0 1");
    let said = format!("{stdout}{stderr}");
    assert!(said.contains("error[invalid-castling-rights]"), "{said}");
    assert!(
        said.contains("In Chess960 these rights would be valid"),
        "{said}"
    );
    assert!(
        said.contains("--chess960") && said.contains("Alt-9"),
        "{said}"
    );
    assert!(!stdout.contains("<stdin>:2:47: note"), "{stdout}");
    assert!(
        stdout.ends_with("OK rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n"),
        "{stdout}"
    );
    assert_eq!(code, 1);
    // Said as Chess960, the same position is valid.
    let (stdout, _, code) = run(
        &["check", "--chess960"],
        "bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w KQkq - 0 1\n",
    );
    assert!(stdout.starts_with("OK "), "{stdout}");
    assert_eq!(code, 0);
    // In standard chess the same B is a problem.
    let (stdout, _, _) = run(
        &["check", "--format", "json"],
        "4k3/8/8/8/8/8/8/RR2K3 w B - 0 1\n",
    );
    let object: Value = serde_json::from_str(stdout.trim()).unwrap();
    assert_eq!(object["warnings"][0]["code"], "chess960-inferred");
    assert_eq!(object["valid"], true);
}

#[test]
fn chess960_castling_moves() {
    // The king on b1 with KQ is Chess960 only when the input says so.
    let (stdout, _, _) = run(
        &[
            "perft",
            "--chess960",
            "--divide",
            "4k3/8/8/8/8/8/8/RK5R w KQ - 0 1",
            "1",
        ],
        "",
    );
    // King takes its own rook: b1h1 (O-O) and b1a1 (O-O-O).
    assert!(stdout.contains("b1h1: 1\n"), "{stdout}");
    assert!(stdout.contains("b1a1: 1\n"), "{stdout}");
    let (stdout, _, _) = run(
        &[
            "show",
            "--chess960",
            "4k3/8/8/8/8/8/8/RK5R w KQ - 0 1 moves O-O",
        ],
        "",
    );
    assert!(
        stdout.contains("4k3/8/8/8/8/8/8/R4RK1 b - - 1 1"),
        "{stdout}"
    );
}

#[test]
fn perft_counts_and_divides() {
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let (stdout, _, code) = run(&["perft", start, "3"], "");
    assert_eq!((stdout.as_str(), code), ("8902\n", 0));
    let (stdout, _, _) = run(&["perft", "--divide", start, "2"], "");
    assert!(stdout.starts_with("a2a3: 20\n"), "{stdout}");
    assert!(stdout.ends_with("\n400\n"), "{stdout}");
    let xiangqi = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
    let (stdout, _, _) = run(&["perft", xiangqi, "3"], "");
    assert_eq!(stdout, "79666\n");
    let (stdout, _, _) = run(&["perft", "--chess960", "960 518", "2"], "");
    assert_eq!(stdout, "400\n");
}

#[test]
fn transform_prints_the_new_fen_and_notes() {
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let (stdout, stderr, code) = run(&["transform", "--mirror", start], "");
    assert_eq!(
        stdout,
        "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w - - 0 1\n"
    );
    assert!(
        stderr.contains("note[transform-castling-dropped]: 4 castling rights dropped"),
        "{stderr}"
    );
    assert_eq!(code, 0);
    let (stdout, _, _) = run(&["transform", "--clear", "black", start], "");
    assert_eq!(stdout, "8/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1\n");
    let (stdout, _, _) = run(&["transform", "--chess960", "--mirror", start], "");
    assert_eq!(
        stdout,
        "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w KQkq - 0 1\n"
    );
    let (_, _, code) = run(&["transform", start], "");
    assert_eq!(code, 2, "one transform is required");
}

/// Issue #34 case 2: the editor honours `--chess960` as `check` does: the
/// text from the command line is the board, read as Chess960, with no note
/// telling to use the flag that was given.
#[test]
fn the_editor_reads_its_text_as_chess960_with_the_flag() {
    use fen_tui::core::fen::{ReadOptions, read_fen};
    use fen_tui::tui::{EditorOptions, initial_app};
    let text = "2rkr3/2p1p3/8/8/8/8/PP6/RK6 w Q - 0 1";
    let read = read_fen(text, ReadOptions::lenient().with_chess960(true)).unwrap();
    assert!(read.position.chess960);
    let mut options = EditorOptions::new(read.position);
    options.start_text = Some(text.to_string());
    options.chess960 = true;
    let app = initial_app(&options);
    assert!(app.position().chess960, "read as standard chess");
    assert_eq!(app.position().castling, read.position.castling);
    assert!(
        app.field().warnings.is_empty(),
        "{:?}",
        app.field().warnings
    );
}

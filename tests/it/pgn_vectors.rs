//! PGN read as python-chess reads it: the files in tests/data/pgn/ (every
//! feature of PGN in the wild, LF and CRLF) and the positions python-chess
//! gave for every ply (made by scripts/gen-pgn-vectors.py).

// Helpers outside `#[test]` functions panic on bad data, as tests do.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use assert_cmd::Command;
use fen_tui::core::fen::{ReadOptions, read_input, write_fen};
use fen_tui::core::pgn::{PgnGame, PgnOptions, read_games, write_game};
use serde_json::Value;

const FILES: &[&str] = &["features", "features-crlf"];

fn data(name: &str) -> Vec<u8> {
    std::fs::read(format!(
        "{}/tests/data/pgn/{name}",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap()
}

fn expected(name: &str) -> Vec<(Vec<String>, bool)> {
    let text = String::from_utf8(data(&format!("{name}.expected.jsonl"))).unwrap();
    crate::support::data::lines(&text)
        .map(|line| {
            let row: Value = serde_json::from_str(line).unwrap();
            let fens = row["fens"]
                .as_array()
                .unwrap()
                .iter()
                .map(|f| f.as_str().unwrap().to_string())
                .collect();
            (fens, row["errors"].as_u64().unwrap() > 0)
        })
        .collect()
}

fn every_fen(game: &PgnGame) -> Vec<String> {
    game.start
        .iter()
        .chain(game.plies.iter().map(|p| &p.position))
        .map(write_fen)
        .collect()
}

const EVERY: PgnOptions = PgnOptions {
    every_ply: true,
    san: true,
    moves: false,
    tree: false,
};

#[test]
fn every_ply_of_every_game_is_the_position_python_chess_reads() {
    for name in FILES {
        let text = data(&format!("{name}.pgn"));
        let games: Vec<PgnGame> = read_games(&text, EVERY).collect();
        let expected = expected(name);
        assert_eq!(games.len(), expected.len(), "{name}: number of games");
        for (game, (fens, python_errors)) in games.iter().zip(&expected) {
            assert_eq!(&every_fen(game), fens, "{name}: game {}", game.number);
            assert_eq!(
                !game.is_ok(),
                *python_errors,
                "{name}: game {} errors {:?}",
                game.number,
                game.errors
            );
        }
        assert!(expected.iter().map(|(f, _)| f.len()).sum::<usize>() > 3000);
    }
}

#[test]
fn the_last_position_alone_is_the_same_as_the_last_of_every_ply() {
    let text = data("features.pgn");
    let ends: Vec<_> = read_games(&text, PgnOptions::default())
        .map(|g| write_fen(&g.end.unwrap()))
        .collect();
    let expected: Vec<_> = expected("features")
        .into_iter()
        .map(|(fens, _)| fens.last().unwrap().clone())
        .collect();
    assert_eq!(ends, expected);
}

#[test]
fn written_games_read_back_to_the_same_positions() {
    let text = data("features.pgn");
    let mut checked = 0;
    for game in read_games(&text, EVERY).filter(PgnGame::is_ok) {
        // A game with a null move (`--`) has no SAN movetext to write.
        let Some(moves) = game.plies.iter().map(|p| p.mv).collect::<Option<Vec<_>>>() else {
            continue;
        };
        let written = write_game(&game.start.unwrap(), &moves).unwrap();
        let again: Vec<PgnGame> = read_games(written.as_bytes(), EVERY).collect();
        assert_eq!(again.len(), 1, "{written}");
        assert!(again[0].is_ok(), "{written}\n{:?}", again[0].errors);
        assert_eq!(every_fen(&again[0]), every_fen(&game), "{written}");
        checked += 1;
    }
    assert!(checked > 40);
}

#[test]
fn pgn_write_output_of_the_command_reads_back() {
    let input = "r3k2r/pppq1ppp/2np1n2/2b1p1B1/2B1P1b1/2NP1N2/PPPQ1PPP/R3K2R w KQkq - 4 8 \
                 moves e1c1 e8g8 h2h3 g4f3 g2f3";
    let output = Command::cargo_bin("fen-tui")
        .unwrap()
        .args(["pgn", "--write", input])
        .output()
        .unwrap();
    assert!(output.status.success());
    let pgn = String::from_utf8(output.stdout).unwrap();
    assert!(pgn.contains("[SetUp \"1\"]"), "{pgn}");
    assert!(pgn.contains("8. O-O-O O-O 9. h3 Bxf3 10. gxf3 *"), "{pgn}");
    let read = Command::cargo_bin("fen-tui")
        .unwrap()
        .args(["pgn", "-"])
        .write_stdin(pgn)
        .output()
        .unwrap();
    let expected = read_input(input, ReadOptions::lenient()).fen().unwrap();
    assert_eq!(
        String::from_utf8(read.stdout).unwrap(),
        format!("{expected}\n")
    );
}

#[test]
fn the_command_prints_json_lines_and_fails_on_a_bad_game() {
    let output = Command::cargo_bin("fen-tui")
        .unwrap()
        .args(["pgn", "--every-ply", "--format", "json"])
        .arg(format!(
            "{}/tests/data/pgn/features-crlf.pgn",
            env!("CARGO_MANIFEST_DIR")
        ))
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1), "two games have bad moves");
    let stdout = String::from_utf8(output.stdout).unwrap();
    let rows: Vec<Value> = stdout
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let expected: usize = expected("features-crlf").iter().map(|(f, _)| f.len()).sum();
    assert_eq!(rows.len(), expected);
    assert_eq!(rows[1]["san"], "e4");
    assert_eq!(rows[0]["san"], Value::Null);
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert!(
        stderr.contains("error[pgn-illegal-move]: game 7: move 3. Ke3"),
        "{stderr}"
    );
    assert!(
        stderr.contains("error[pgn-ambiguous-move]: game 8: move 1. Nd2"),
        "{stderr}"
    );
}

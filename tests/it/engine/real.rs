//! `fen-tui analyse --depth 16 --format json` on known mates: mate in 1, 2
//! and 3 for chess (Stockfish) and xiangqi (Fairy-Stockfish), the mate's
//! length checked against the position, and its moves replayed to a mate
//! with fen-tui's own rules.

use super::command::fen_tui;
use super::real_engine;
use fen_tui::core::Variant;
use fen_tui::core::fen::{ReadOptions, read_fen};
use fen_tui::core::rules::{self, Status};
use serde_json::Value;

fn analyse(engine: &std::path::Path, fen: &str) -> Value {
    let output = fen_tui()
        .args(["analyse", "--depth", "16", "--format", "json", "--engine"])
        .arg(engine)
        .arg(fen)
        .output()
        .unwrap();
    let stdout = String::from_utf8(output.stdout).unwrap();
    assert_eq!(
        output.status.code(),
        Some(0),
        "{fen}: {stdout}{}",
        String::from_utf8_lossy(&output.stderr)
    );
    serde_json::from_str(stdout.trim()).unwrap()
}

/// The mate the engine says is in `n`, and its line really mates in `n`.
fn assert_mate(engine: &std::path::Path, fen: &str, n: i64) {
    let answer = analyse(engine, fen);
    assert_eq!(answer["fen"], fen);
    assert!(answer["depth"].as_u64().unwrap() >= 1, "{answer}");
    let line = &answer["lines"][0];
    assert_eq!(line["score"]["mate"].as_i64(), Some(n), "{fen}: {answer}");
    let pv: Vec<&str> = line["pv"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m.as_str().unwrap())
        .collect();
    let san = line["pv_san"].as_array().unwrap();
    assert_eq!(pv.len(), san.len());
    // 2n-1 plies: the winner's n moves and the loser's n-1 answers.
    assert_eq!(pv.len() as i64, 2 * n - 1, "{fen}: {pv:?}");
    let mut pos = read_fen(fen, ReadOptions::lenient()).unwrap().position;
    for (mv, written) in pv.iter().zip(san) {
        let mv = rules::parse_move(&pos, mv).unwrap();
        // `pv_san` (SAN; WXF in xiangqi) reads back to the same move.
        let written = written.as_str().unwrap();
        assert_eq!(rules::parse_move(&pos, written), Ok(mv), "{written}");
        if pos.variant == Variant::Xiangqi {
            assert!(
                written.starts_with(['K', 'A', 'E', 'H', 'R', 'C', 'P', '+', '-'])
                    || written.chars().next().is_some_and(|c| c.is_ascii_digit()),
                "{written}"
            );
        }
        pos = rules::play(&pos, mv);
    }
    // Mate; in xiangqi having no move at all loses as well.
    let over = match pos.variant {
        Variant::Chess => rules::status(&pos) == Status::Checkmate,
        Variant::Xiangqi => rules::legal_moves(&pos).is_empty(),
    };
    assert!(over, "{fen}: {pv:?} ends in {:?}", rules::status(&pos));
}

#[test]
fn stockfish_finds_chess_mates_in_one_two_and_three() {
    let Some(stockfish) = real_engine("stockfish") else {
        return;
    };
    assert_mate(&stockfish, "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", 1);
    assert_mate(
        &stockfish,
        "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4",
        1,
    );
    assert_mate(&stockfish, "k7/8/2K5/8/8/8/8/1R6 w - - 0 1", 2);
    assert_mate(&stockfish, "k7/8/K7/8/8/8/8/1R6 w - - 0 1", 3);
    assert_mate(&stockfish, "r5rk/5p1p/5R2/4B3/8/8/7P/7K w - - 0 1", 3);
}

#[test]
fn fairy_stockfish_finds_xiangqi_mates_in_one_two_and_three() {
    let Some(fairy) = real_engine("fairy-stockfish") else {
        return;
    };
    assert_mate(&fairy, "3k5/9/9/9/9/9/9/9/9/R3K4 w - - 0 1", 1);
    assert_mate(&fairy, "4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1", 2);
    assert_mate(&fairy, "5k3/9/3P5/9/9/9/9/9/9/3K5 w - - 0 1", 3);
}

#[test]
fn the_mated_side_to_move_gets_mate_zero_and_no_best_move() {
    let Some(stockfish) = real_engine("stockfish") else {
        return;
    };
    let answer = analyse(&stockfish, "R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1");
    assert_eq!(answer["lines"][0]["score"]["mate"], 0, "{answer}");
    assert_eq!(answer["bestmove"], Value::Null);
}

#[test]
fn invalid_positions_and_missing_engines_are_refused_in_words() {
    // Two white kings: refused before any engine is looked for (exit 1).
    for (lang, word) in [("en", "invalid"), ("ru", "недопустима"), ("zh", "不合法")] {
        let output = fen_tui()
            .args(["analyse", "--lang", lang, "--engine", "no-such-engine"])
            .arg("K6k/8/8/8/8/8/8/K7 w - - 0 1")
            .output()
            .unwrap();
        assert_eq!(output.status.code(), Some(1));
        let said = String::from_utf8(output.stderr).unwrap();
        assert!(said.contains(word), "{lang}: {said}");
    }
    // A valid position and no engine: exit 2, naming what to install.
    let output = fen_tui()
        .args([
            "analyse",
            "--engine",
            "no-such-engine",
            "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1",
        ])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    let said = String::from_utf8(output.stderr).unwrap();
    assert!(said.contains("no-such-engine"), "{said}");
}

#[test]
fn stockfish_castles_in_chess960_as_o_o_o_mate() {
    let Some(stockfish) = real_engine("stockfish") else {
        return;
    };
    let output = fen_tui()
        .args(["analyse", "--depth", "10", "--format", "json", "--engine"])
        .arg(&stockfish)
        .arg("2rkr3/2p1p3/8/8/8/8/PP6/RK6 w A - 0 1")
        .output()
        .unwrap();
    let stdout = String::from_utf8(output.stdout).unwrap();
    let answer: Value = serde_json::from_str(stdout.trim()).unwrap();
    let line = &answer["lines"][0];
    assert_eq!(line["pv_san"][0], "O-O-O#", "{answer}");
    assert_eq!(line["score"]["mate"], 1, "{answer}");
    // King takes rook, as UCI_Chess960 writes castling.
    assert_eq!(answer["bestmove"], "b1a1", "{answer}");
}

/// `analyse --notation`: a xiangqi line in WXF and in Chinese, each read
/// back to the same moves as its UCI form (Fairy-Stockfish).
#[test]
fn analyse_writes_xiangqi_lines_in_wxf_or_chinese_as_asked() {
    let Some(engine) = real_engine("fairy-stockfish") else {
        return;
    };
    let start = Variant::Xiangqi.start_fen();
    let line = |notation: &str| -> Vec<String> {
        let output = fen_tui()
            .args([
                "analyse",
                "--nodes",
                "20000",
                "--notation",
                notation,
                "--engine",
            ])
            .arg(&engine)
            .arg(start)
            .output()
            .unwrap();
        let stdout = String::from_utf8(output.stdout).unwrap();
        assert_eq!(output.status.code(), Some(0), "{notation}: {stdout}");
        // `  1.  +0.3  C2=5 h8+7 …  (wdl …)`: the moves after the score.
        let first = stdout.lines().nth(1).unwrap_or_default().to_string();
        let moves = first.split("  (wdl").next().unwrap_or_default();
        moves
            .split_whitespace()
            .skip(2)
            .map(str::to_string)
            .collect()
    };
    let pos = read_fen(start, ReadOptions::lenient()).unwrap().position;
    for notation in ["wxf", "chinese", "iccs"] {
        let words = line(notation);
        assert!(!words.is_empty(), "{notation}: no moves");
        let mut at = pos;
        for word in &words {
            let mv = rules::parse_move(&at, word)
                .unwrap_or_else(|e| panic!("{notation}: {word} does not read: {e:?}"));
            match notation {
                "chinese" => assert!(!word.is_ascii(), "{word}"),
                "wxf" => assert!(word.is_ascii() && word.len() == 4, "{word}"),
                _ => assert_eq!(*word, mv.coordinates(Variant::Xiangqi)),
            }
            at = rules::play(&at, mv);
        }
    }
}

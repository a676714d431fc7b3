//! Xiangqi game files from 象棋桥 (CBR, one game; CBL, a library) read by
//! `pgn` and `worksheet` as XQF files are (the fixtures: tests/data/cbr,
//! made by scripts/cbr-fixtures.py and read back with cchess).

use super::run;

fn fixture(name: &str) -> String {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/cbr")
        .join(name)
        .display()
        .to_string()
}

#[test]
fn a_cbr_game_and_a_cbl_library_read_in_pgn() {
    let out = run(&["pgn", "--format", "json", &fixture("game.cbr")], "");
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert!(out.stdout.contains("\"Red\":\"胡荣华\""), "{}", out.stdout);
    let out = run(&["pgn", "--format", "json", &fixture("library.cbl")], "");
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert_eq!(out.stdout.lines().count(), 3, "{}", out.stdout);
    for name in ["许银川", "残局一", "郑惟桐"] {
        assert!(out.stdout.contains(name), "{name}: {}", out.stdout);
    }
}

#[test]
fn a_cbl_library_makes_a_worksheet_of_its_games() {
    let out_file = std::env::temp_dir().join(format!("fen-tui-cbl-{}.svg", std::process::id()));
    let done = run(
        &[
            "worksheet",
            &fixture("library.cbl"),
            "-o",
            &out_file.display().to_string(),
        ],
        "",
    );
    assert_eq!(done.code, 0, "{}", done.stderr);
    let svg = std::fs::read_to_string(&out_file).unwrap();
    assert!(
        svg.starts_with("<svg") || svg.contains("<svg"),
        "{}",
        &svg[..200.min(svg.len())]
    );
    let _ = std::fs::remove_file(out_file);
}

/// Issue 38: a move that stops a xiangqi game is named by its round without
/// PGN's dot: 第 6 回合, not 第 6. 回合 (nor 第 6... 回合 for Black's move).
#[test]
fn a_stopped_games_round_is_written_without_the_pgn_dot() {
    let pgn = "[Game \"Chinese Chess\"]\n\n1. h2e2 h9g7 2. h0g2 i9h9 3. i0h0 b9c7 4. b0c2 b7b5 \
               5. e3e4 c9e7 6. h0h9 *\n";
    let out = run(&["pgn", "--lang", "zh", "-"], pgn);
    assert_ne!(out.code, 0, "{}", out.stdout);
    assert!(out.stderr.contains("第 6 回合"), "{}", out.stderr);
    assert!(!out.stderr.contains("6. 回合"), "{}", out.stderr);
    let black = pgn.replace("6. h0h9", "6. a0a1 a9a1");
    let out = run(&["pgn", "--lang", "zh", "-"], black);
    assert!(out.stderr.contains("第 6 回合"), "{}", out.stderr);
    assert!(!out.stderr.contains("6... 回合"), "{}", out.stderr);
}

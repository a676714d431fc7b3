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

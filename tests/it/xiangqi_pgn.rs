//! Xiangqi games as users have them (issue 25): the same two games in
//! xqbase's three PGN move formats, in UTF-8, GBK and Big5, and as a web
//! page's DhtmlXQ text, read by `fen-tui pgn` and opened in the editor to the
//! final positions Fairy-Stockfish (pyffish) plays them to; `pgn --write`
//! writes the files `scripts/xiangqi-pgn-fixtures.py check` read back in
//! python's cchess. All made by that script into `tests/data/xiangqi-pgn/`.

// Helpers outside `#[test]` functions panic on bad test data, as tests do.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support::editor::pasted;
use assert_cmd::Command;
use fen_tui::core::Variant;
use fen_tui::core::fen::{ReadOptions, read_fen};
use fen_tui::tui::action::{Action, StepTo};
use fen_tui::tui::app::{App, Layer};
use fen_tui::tui::layers::files::FileNews;
use fen_tui::tui::news::News;
use std::path::{Path, PathBuf};

const DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/xiangqi-pgn");
const FILES: [&str; 5] = [
    "games-iccs.pgn",
    "games-wxf.pgn",
    "games-chinese.pgn",
    "games-chinese-gbk.pgn",
    "games-chinese-big5.pgn",
];

/// (start FEN, ICCS moves, final FEN) of each game, as pyffish played them.
fn expected() -> Vec<(String, String, String)> {
    std::fs::read_to_string(Path::new(DIR).join("games.expected"))
        .unwrap()
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(|l| {
            let f: Vec<&str> = l.split('\t').collect();
            (f[0].to_string(), f[1].to_string(), f[2].to_string())
        })
        .collect()
}

fn fen_tui(args: &[&str]) -> (i32, String, String) {
    let out = Command::cargo_bin("fen-tui")
        .unwrap()
        .args(args)
        .output()
        .unwrap();
    (
        out.status.code().unwrap(),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

#[test]
fn every_format_and_encoding_reads_to_fairy_stockfishs_final_positions() {
    let finals: Vec<String> = expected().into_iter().map(|(_, _, end)| end).collect();
    for file in FILES {
        let path = Path::new(DIR).join(file);
        let (code, stdout, stderr) = fen_tui(&["pgn", path.to_str().unwrap()]);
        assert_eq!(code, 0, "{file}: {stderr}");
        assert_eq!(stdout.lines().collect::<Vec<_>>(), finals, "{file}");
    }
    // The encoding given, not guessed; the wrong one is a game that does not read.
    let gbk = Path::new(DIR).join("games-chinese-gbk.pgn");
    let gbk = gbk.to_str().unwrap();
    assert_eq!(
        fen_tui(&["pgn", "--encoding", "gbk", gbk])
            .1
            .lines()
            .count(),
        2
    );
    let (code, _, stderr) = fen_tui(&["pgn", "--encoding", "utf-8", gbk]);
    assert_eq!(code, 1);
    assert!(stderr.contains("pgn-unreadable-move"), "{stderr}");
}

#[test]
fn a_dhtmlxq_page_reads_as_its_game() {
    let path = Path::new(DIR).join("game.dhtmlxq.txt");
    let (code, stdout, stderr) = fen_tui(&["pgn", path.to_str().unwrap()]);
    assert_eq!(
        (code, stdout.trim()),
        (0, expected()[0].2.as_str()),
        "{stderr}"
    );
}

#[test]
fn pgn_write_gives_the_files_cchess_read_back() {
    for (number, (start, moves, _)) in expected().into_iter().enumerate() {
        for format in ["chinese", "iccs"] {
            let name = format!("written-{format}-{}", number + 1);
            let committed =
                std::fs::read_to_string(Path::new(DIR).join(format!("{name}.pgn"))).unwrap();
            let input = format!("{start} moves {moves}");
            let (code, stdout, stderr) = fen_tui(&["pgn", "--write", &input, "--notation", format]);
            assert_eq!(
                (code, stdout.as_str()),
                (0, committed.as_str()),
                "{name}: {stderr}"
            );
        }
    }
}

/// `file` opened in the editor, its game `index` chosen, stepped to the end
/// and set up on the board.
fn played_through(file: &str, index: usize) -> App {
    let start = read_fen(Variant::Chess.start_fen(), ReadOptions::strict()).unwrap();
    let mut app = App::new(start.position);
    let bytes = std::fs::read(Path::new(DIR).join(file)).unwrap();
    app.hear(News::File(FileNews::Read {
        path: PathBuf::from(file),
        bytes,
    }));
    assert!(
        matches!(app.layers().last(), Some(Layer::GameList(_))),
        "{file}: {:?}",
        app.notice()
    );
    for _ in 0..index {
        app.update(Action::Move(fen_tui::tui::action::Direction::Down));
    }
    app.update(Action::Submit);
    app.update(Action::Step(StepTo::Last));
    app.update(Action::Escape);
    app
}

#[test]
fn each_file_opens_in_the_editor_and_plays_through() {
    let expected = expected();
    for file in FILES {
        for (index, (_, _, end)) in expected.iter().enumerate() {
            assert_eq!(
                &played_through(file, index).fen(),
                end,
                "{file} game {}",
                index + 1
            );
        }
    }
    assert_eq!(played_through("game.dhtmlxq.txt", 0).fen(), expected[0].2);
}

#[test]
fn a_pasted_dhtmlxq_text_and_a_pasted_xiangqi_pgn_play_through() {
    let expected = expected();
    let page = std::fs::read_to_string(Path::new(DIR).join("game.dhtmlxq.txt")).unwrap();
    // Pasted on a chess board: the text says it is xiangqi.
    assert_eq!(pasted(Variant::Chess, &page).fen(), expected[0].2);
    let pgn = std::fs::read_to_string(Path::new(DIR).join("games-chinese.pgn")).unwrap();
    let first = pgn.split("\n\n[").next().unwrap();
    assert_eq!(pasted(Variant::Chess, first).fen(), expected[0].2);
}

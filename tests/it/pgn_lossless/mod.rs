//! Games kept whole (issue 37, "Lossless games"): the files of
//! tests/data/pgn-lossless/ (made by scripts/pgn-lossless-vectors.py) read
//! as the reference reads them — python-chess for chess (its GameBuilder:
//! moves, NAGs, comments, starting comments, variations, tags, result),
//! cchess's XQF reader for xiangqi (moves, comments, variations) — and the
//! same again after `pgn --format pgn` wrote them and fen-tui read its own
//! output back; written a second time, the bytes do not change.

// Helpers outside `#[test]` functions panic on bad data, as tests do.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod reference;

use assert_cmd::Command;
use fen_tui::core::pgn::{Item, MoveStyle, PgnGame, PgnOptions, pgn_text, read_games, write_pgn};
use fen_tui::core::rules::chess::notation::ChessNotation;
use reference::{chess_reading, without_text, xiangqi_reading};
use serde_json::Value;

const TREE: PgnOptions = PgnOptions {
    every_ply: false,
    san: false,
    moves: false,
    tree: true,
};

fn dir() -> String {
    format!("{}/tests/data/pgn-lossless", env!("CARGO_MANIFEST_DIR"))
}

fn expected(name: &str) -> Vec<Value> {
    let text = std::fs::read_to_string(format!("{}/{name}", dir())).unwrap();
    assert!(text.starts_with("# made by scripts/pgn-lossless-vectors.py; oracle "));
    crate::support::data::lines(&text)
        .map(|line| serde_json::from_str(line).unwrap())
        .collect()
}

fn games(bytes: &[u8]) -> Vec<PgnGame> {
    read_games(&pgn_text(bytes.to_vec()), TREE).collect()
}

/// Written, read back, written again: the same game and the same bytes.
fn written_again(games: &[PgnGame], style: Option<MoveStyle>) -> (String, Vec<PgnGame>) {
    let text: Vec<String> = games
        .iter()
        .map(|g| write_pgn(g, style).expect("written"))
        .collect();
    let text = text.join("\n");
    let again = games_of(&text);
    assert_eq!(again.len(), games.len(), "{text}");
    for game in &again {
        assert!(game.is_ok(), "{:?}\n{text}", game.errors);
    }
    let twice: Vec<String> = again
        .iter()
        .map(|g| write_pgn(g, style).expect("written"))
        .collect();
    assert_eq!(twice.join("\n"), text, "written twice differs");
    (text, again)
}

fn games_of(text: &str) -> Vec<PgnGame> {
    games(text.as_bytes())
}

#[test]
fn chess_games_read_as_python_chess_reads_them_and_survive_writing() {
    let expected = expected("chess.expected.jsonl");
    let mut checked = 0;
    for n in 1..=4 {
        let file = format!("chess-{n}.pgn");
        let bytes = std::fs::read(format!("{}/{file}", dir())).unwrap();
        let read = games(&bytes);
        let mine: Vec<&Value> = expected.iter().filter(|v| v["file"] == file).collect();
        assert_eq!(read.len(), mine.len(), "{file}");
        for (game, want) in read.iter().zip(&mine) {
            assert!(game.is_ok(), "{file}: {:?}", game.errors);
            assert_eq!(
                &chess_reading(game, &file),
                *want,
                "{file} game {}",
                game.number
            );
            checked += 1;
        }
        let (_, again) = written_again(&read, None);
        for (game, want) in again.iter().zip(&mine) {
            assert_eq!(&chess_reading(game, &file), *want, "{file} written again");
        }
        // Nothing python-chess passes over is lost either: `;` comments too.
        for (first, second) in read.iter().zip(&again) {
            assert_eq!(first.tree, second.tree, "{file}");
            assert_eq!(first.tags, second.tags, "{file}");
            assert_eq!(first.result, second.result, "{file}");
        }
        // In every notation fen-tui writes, the same game comes back.
        for notation in ChessNotation::CYCLE {
            let (_, back) = written_again(&read, Some(MoveStyle::Chess(notation)));
            for (game, want) in back.iter().zip(&mine) {
                assert_eq!(&chess_reading(game, &file), *want, "{file} in {notation:?}");
            }
        }
    }
    assert_eq!(checked, expected.len());
    let line_comments = (1..=4)
        .flat_map(|n| games(&std::fs::read(format!("{}/chess-{n}.pgn", dir())).unwrap()))
        .flat_map(|g| g.tree.clone().unwrap().items)
        .filter(|i| matches!(i, Item::LineComment(_)))
        .count();
    assert!(line_comments > 0, "the vectors hold ; comments");
}

#[test]
fn xiangqi_games_read_as_cchess_reads_them_and_survive_writing() {
    let expected = expected("xiangqi.expected.jsonl");
    assert_eq!(expected.len(), 12);
    for want in &expected {
        let file = want["file"].as_str().unwrap();
        let path = if file.ends_with(".xqf") {
            format!("{}/tests/data/xqf/{file}", env!("CARGO_MANIFEST_DIR"))
        } else {
            format!("{}/{file}", dir())
        };
        let read = games(&std::fs::read(path).unwrap());
        let [game] = &read[..] else {
            panic!("{file}: {} games", read.len())
        };
        assert!(game.is_ok(), "{file}: {:?}", game.errors);
        let want = without_text(want.clone());
        assert_eq!(xiangqi_reading(game, file), want, "{file}");
        for notation in [
            None,
            Some(fen_tui::core::rules::xiangqi::notation::Notation::Iccs),
            Some(fen_tui::core::rules::xiangqi::notation::Notation::Wxf),
            Some(fen_tui::core::rules::xiangqi::notation::Notation::Chinese),
        ] {
            let (_, again) = written_again(&read, notation.map(MoveStyle::Xiangqi));
            assert_eq!(
                xiangqi_reading(&again[0], file),
                want,
                "{file} {notation:?}"
            );
            assert_eq!(again[0].tree, game.tree, "{file}");
        }
    }
}

fn fen_tui(args: &[&str], stdin: &[u8]) -> (i32, Vec<u8>, String) {
    let output = Command::cargo_bin("fen-tui")
        .unwrap()
        .args(args)
        .write_stdin(stdin.to_vec())
        .output()
        .unwrap();
    (
        output.status.code().unwrap_or(-1),
        output.stdout,
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

#[test]
fn pgn_format_pgn_writes_what_it_read_and_is_byte_stable() {
    let path = format!("{}/chess-4.pgn", dir());
    let (code, first, stderr) = fen_tui(&["pgn", "--format", "pgn", &path], b"");
    assert_eq!(code, 0, "{stderr}");
    let read = games(&std::fs::read(&path).unwrap());
    let (text, _) = written_again(&read, None);
    assert_eq!(String::from_utf8(first.clone()).unwrap(), text);
    let (code, second, stderr) = fen_tui(&["pgn", "--format", "pgn", "-"], &first);
    assert_eq!(code, 0, "{stderr}");
    assert_eq!(second, first, "read then written again differs");
    // Russian letters out, and back to the same bytes once read and written in them.
    let (_, ru, _) = fen_tui(&["pgn", "--format", "pgn", "--notation", "ru", &path], b"");
    let ru_text = String::from_utf8(ru.clone()).unwrap();
    assert!(ru_text.contains('К') || ru_text.contains('Ф'), "{ru_text}");
    let (_, ru_again, _) = fen_tui(&["pgn", "--format", "pgn", "--notation", "ru", "-"], &ru);
    assert_eq!(ru_again, ru);
    let (_, san, _) = fen_tui(&["pgn", "--format", "pgn", "-"], &ru);
    assert_eq!(san, first, "ru read back to the same SAN");
    // A xiangqi notation for a chess game is said, not written.
    let (code, out, stderr) = fen_tui(&["pgn", "--format", "pgn", "--notation", "wxf", &path], b"");
    assert_eq!(code, 1);
    assert!(
        out.is_empty() && stderr.contains("--notation wxf"),
        "{stderr}"
    );
}

#[test]
fn xiangqi_pgn_is_written_in_gbk_when_asked_and_reads_back() {
    let path = format!("{}/xiangqi-keys-18.pgn", dir());
    let (code, utf8, stderr) = fen_tui(&["pgn", "--format", "pgn", &path], b"");
    assert_eq!(code, 0, "{stderr}");
    let (code, gbk, stderr) = fen_tui(&["pgn", "--format", "pgn", "--encoding", "gbk", &path], b"");
    assert_eq!(code, 0, "{stderr}");
    assert!(std::str::from_utf8(&gbk).is_err(), "GBK bytes, not UTF-8");
    let (decoded, _, errors) = encoding_rs::GBK.decode(&gbk);
    assert!(!errors);
    assert_eq!(decoded.as_bytes(), &utf8[..]);
    // The GBK file read (told from its bytes) and written in GBK again: the same bytes.
    let (_, gbk_again, _) = fen_tui(&["pgn", "--format", "pgn", "--encoding", "gbk", "-"], &gbk);
    assert_eq!(gbk_again, gbk);
    // `pgn --write` in GBK.
    let (code, written, stderr) = fen_tui(
        &[
            "pgn",
            "--write",
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1 moves h2e2 h9g7",
            "--encoding",
            "gbk",
        ],
        b"",
    );
    assert_eq!(code, 0, "{stderr}");
    let (text, _, _) = encoding_rs::GBK.decode(&written);
    assert!(text.ends_with("1. 炮二平五 马８进７ *\n"), "{text}");
    // A character GBK has no code for is said, and nothing is written.
    let chess = "[Event \"♔ cup\"]\n\n1. e4 *\n";
    let (code, out, stderr) = fen_tui(
        &["pgn", "--format", "pgn", "--encoding", "gbk"],
        chess.as_bytes(),
    );
    assert_eq!(code, 1);
    assert!(out.is_empty(), "{out:?}");
    assert!(
        stderr.contains("<stdin>:1:1:") && stderr.contains("“♔”") && stderr.contains("gbk"),
        "{stderr}"
    );
}

#[test]
fn what_pgn_write_wrote_is_written_again_byte_for_byte() {
    for (input, notation) in [
        ("startpos moves e2e4 e7e5 g1f3 b8c6 f1b5 a7a6 e1g1", "san"),
        ("startpos moves e2e4 e7e5 g1f3 b8c6 f1b5 a7a6 e1g1", "ru"),
        ("startpos moves e2e4 e7e5 g1f3 b8c6 f1b5 a7a6 e1g1", "lan"),
        ("4k3/8/8/8/8/8/4P3/4K3 b - - 0 7 moves e8d7 e2e4", "fan"),
        (
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1 moves h2e2 h9g7 h0g2",
            "chinese",
        ),
        (
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1 moves h2e2 h9g7 h0g2",
            "wxf",
        ),
        (
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1 moves h2e2 h9g7 h0g2",
            "iccs",
        ),
    ] {
        let (code, written, stderr) =
            fen_tui(&["pgn", "--write", input, "--notation", notation], b"");
        assert_eq!(code, 0, "{input}: {stderr}");
        let (code, again, stderr) = fen_tui(&["pgn", "--format", "pgn", "-"], &written);
        assert_eq!(code, 0, "{stderr}");
        // A chess game in another notation comes back in SAN; in its own, the same bytes.
        if notation == "san" || !input.starts_with("startpos") && notation != "fan" {
            assert_eq!(
                String::from_utf8_lossy(&again),
                String::from_utf8_lossy(&written),
                "{input} {notation}"
            );
        }
        let (_, same, _) = fen_tui(
            &["pgn", "--format", "pgn", "--notation", notation, "-"],
            &written,
        );
        assert_eq!(
            String::from_utf8_lossy(&same),
            String::from_utf8_lossy(&written),
            "{input} {notation}"
        );
    }
}

/// Issue 37's "Done when": a game with nested variations, comments and NAGs
/// survives `pgn --write` with nothing lost. `--write FILE` writes a game
/// file again whole, the same bytes as `--format pgn` (before, it read the
/// file's name as a FEN and failed).
#[test]
fn pgn_write_of_a_game_file_keeps_every_comment_nag_and_variation() {
    let dir = std::env::temp_dir().join(format!("fen-tui-write-file-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("game.pgn");
    let game = "[Event \"T\"]\n\n{Start} 1. e4 $1 {best} (1. d4!? d5 (1... Nf6 2. c4)) \
                1... e5?! 2. Nf3 *\n";
    std::fs::write(&path, game).unwrap();
    let path = path.to_str().unwrap();
    let (code, written, said) = fen_tui(&["pgn", "--write", path], b"");
    assert_eq!(code, 0, "{said}");
    let (_, normalised, _) = fen_tui(&["pgn", "--format", "pgn", path], b"");
    assert_eq!(written, normalised);
    let written = String::from_utf8(written).unwrap();
    for kept in [
        "{Start}",
        "$1 {best}",
        "(1. d4 $5 d5 (1... Nf6 2. c4))",
        "e5 $6",
    ] {
        assert!(written.contains(kept), "{kept} lost:\n{written}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// The same game given as text (`pgn --write "$(cat game.pgn)"`), not as a
/// file: written whole as well, the same bytes as `--format pgn` of its file.
#[test]
fn pgn_write_of_a_game_given_as_text_keeps_every_comment_nag_and_variation() {
    let dir = std::env::temp_dir().join(format!("fen-tui-write-text-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("game.pgn");
    let game = "[Event \"T\"]\n\n{Start} 1. e4 $1 {best} (1. d4!? d5 (1... Nf6 2. c4)) \
                1... e5?! 2. Nf3 *\n";
    std::fs::write(&path, game).unwrap();
    let (code, written, said) = fen_tui(&["pgn", "--write", game], b"");
    assert_eq!(code, 0, "{said}");
    let (_, normalised, _) = fen_tui(&["pgn", "--format", "pgn", path.to_str().unwrap()], b"");
    assert_eq!(
        String::from_utf8_lossy(&written),
        String::from_utf8_lossy(&normalised)
    );
    // A line of moves without tags is still read as a paste (its main line).
    let (code, _, said) = fen_tui(&["pgn", "--write", "1. e4 e5 2. Nf3"], b"");
    assert_eq!(code, 0, "{said}");
    let _ = std::fs::remove_dir_all(&dir);
}

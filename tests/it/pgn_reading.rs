//! Issue 19's PGN cases, through the real binary: malformed tags read as
//! python-chess 1.11.2 reads them (tests/data/pgn/malformed-tags.tsv, made by
//! scripts/pgn-malformed-tags.py), every move that cannot be read or played
//! named with its place, exit status 1 when anything was passed over, no
//! position from text that holds no game, null moves, unbalanced variations,
//! NUL input, and `url`/`diagram` of an invalid position.

// Helpers outside `#[test]` functions panic on bad output, as tests do.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support::data;
use assert_cmd::cargo::cargo_bin_cmd;

fn run(args: &[&str], stdin: &[u8]) -> (String, String, i32) {
    let output = cargo_bin_cmd!("fen-tui")
        .args(args)
        .args(["--lang", "en"])
        .write_stdin(stdin.to_vec())
        .output()
        .unwrap();
    (
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
        output.status.code().unwrap(),
    )
}

#[test]
fn malformed_tags_read_as_python_chess_reads_them() {
    let dir = format!("{}/tests/data/pgn", env!("CARGO_MANIFEST_DIR"));
    let oracle = data::text("pgn/malformed-tags.tsv");
    let rows: Vec<Vec<&str>> = data::rows(&oracle)
        .map(|l| l.split('\t').collect())
        .collect();
    assert_eq!(rows.len(), 30);
    let file = format!("{dir}/malformed-tags.pgn");
    let (stdout, stderr, code) = run(&["pgn", "--format", "json", &file], b"");
    let games = fen_tui::core::pgn::read_games(&std::fs::read(&file).unwrap(), Default::default())
        .collect::<Vec<_>>();
    assert_eq!(games.len(), rows.len(), "no phantom game");
    let ends: Vec<serde_json::Value> = stdout
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    for ((row, game), end) in rows.iter().zip(&games).zip(&ends) {
        let number: usize = row[0].parse().unwrap();
        assert_eq!(game.number, number);
        assert_eq!(game.tag("Event"), Some(row[1]), "game {number}");
        assert_eq!(game.tag("White"), Some(row[2]), "game {number}");
        assert_eq!(end["game"], number);
        assert_eq!(
            end["ply"],
            row[3].parse::<usize>().unwrap(),
            "game {number}"
        );
        assert_eq!(end["fen"], row[4], "game {number}");
    }
    // The `[Annotator this is not a tag]` lines are said, each at its line.
    assert_eq!(
        stderr.matches("error[pgn-malformed-tag]").count(),
        8,
        "{stderr}"
    );
    assert!(
        stderr.contains("malformed-tags.pgn:7:1: error[pgn-malformed-tag]"),
        "{stderr}"
    );
    assert_eq!(code, 1);
}

#[test]
fn an_illegal_promotion_is_named_and_the_status_is_1() {
    let (_, stderr, code) = run(&["pgn"], b"1. a8N *\n");
    assert!(stderr.starts_with("<stdin>:1:4: error["), "{stderr}");
    assert!(stderr.contains("a8N"), "{stderr}");
    assert_eq!(code, 1);
}

#[test]
fn an_unreadable_last_move_is_named() {
    let game = b"1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 nf6 *\n";
    let (stdout, stderr, code) = run(&["pgn"], game);
    assert!(
        stderr.starts_with("<stdin>:1:38: error[pgn-unreadable-move]: game 1: move 4... “nf6”"),
        "{stderr}"
    );
    // The game as far as it reads: after 4. Ba4.
    assert_eq!(
        stdout, "r1bqkbnr/1ppp1ppp/p1n5/4p3/B3P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 1 4\n",
        "the last move read (4. Ba4) was lost"
    );
    assert_eq!(code, 1);
}

#[test]
fn the_unreadable_word_is_blamed_not_the_next_move() {
    let (_, stderr, code) = run(&["pgn"], b"1. e4 e5 2. nf3 Nc6 *\n");
    assert!(
        stderr.contains("<stdin>:1:13: error[pgn-unreadable-move]"),
        "the unreadable nf3 is not named: {stderr}"
    );
    assert!(stderr.contains("move 2. “nf3”"), "{stderr}");
    assert!(!stderr.contains("Nc6"), "{stderr}");
    assert_eq!(code, 1);
}

#[test]
fn text_that_holds_no_game_yields_no_position() {
    let (stdout, stderr, code) = run(&["pgn"], b"hello world\n");
    assert_eq!(stdout, "", "text with no game gave a position");
    assert!(stderr.contains("error[pgn-no-game]"), "{stderr}");
    assert_eq!(code, 1);
    let (stdout, stderr, code) = run(&["pgn"], b"");
    assert_eq!(stdout, "");
    assert!(stderr.contains("no PGN game"), "{stderr}");
    assert_eq!(code, 1);
}

#[test]
fn null_moves_read_as_python_chess_reads_them() {
    // python-chess 1.11.2: `1. e4 -- 2. Z0 *` ends on this FEN.
    let (stdout, stderr, code) = run(&["pgn"], b"1. e4 -- 2. Z0 *\n");
    assert_eq!(
        stdout, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 2 2\n",
        "the null moves were not read: {stderr}"
    );
    assert_eq!(code, 0);
}

#[test]
fn unbalanced_variations_are_reported() {
    let (_, stderr, code) = run(&["pgn"], b"1. e4 ( 1. d4 *\n");
    assert!(
        stderr.contains("<stdin>:1:7: error[pgn-unclosed-variation]"),
        "the unclosed ( is not reported: {stderr:?}"
    );
    assert_eq!(code, 1);
    let (_, stderr, code) = run(&["pgn"], b"1. e4 ) e5 *\n");
    assert!(
        stderr.contains("<stdin>:1:7: error[pgn-stray-parenthesis]"),
        "{stderr}"
    );
    assert_eq!(code, 1);
}

#[test]
fn nul_bytes_are_not_read_as_pgn() {
    let (stdout, stderr, code) = run(&["pgn"], &vec![0u8; 1 << 20]);
    assert_eq!(stdout, "");
    assert!(stderr.contains("error[pgn-not-text]"), "{stderr}");
    assert_eq!(code, 1);
}

#[test]
fn a_long_unclosed_tag_is_reported_at_its_own_line() {
    let mut text = b"[Event \"x\"]\n[Annotator \"".to_vec();
    text.extend(std::iter::repeat_n(b'a', 200 * 1024));
    text.extend_from_slice(b"\n\n1. e4 *\n");
    let (stdout, stderr, code) = run(&["pgn"], &text);
    assert!(
        stderr.starts_with("<stdin>:2:1: error[pgn-unterminated-tag]"),
        "the long tag is not reported as unclosed at its own line 2, column 1: {}",
        &stderr[..stderr.len().min(300)]
    );
    assert_eq!(
        stdout,
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1\n"
    );
    assert_eq!(code, 1);
}

#[test]
fn url_and_diagram_of_an_invalid_position_say_so_on_stderr_and_exit_1() {
    let invalid = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e3 0 1";
    let (stdout, stderr, code) = run(&["url", invalid], b"");
    assert!(stdout.starts_with("https://"), "{stdout}");
    assert!(
        stderr.contains("error[invalid-en-passant]"),
        "url said nothing of the invalid position: {stderr:?}"
    );
    assert_eq!(code, 1);
    let (stdout, stderr, code) = run(&["diagram", invalid], b"");
    assert!(stdout.lines().count() >= 8, "{stdout}");
    assert!(
        stderr.contains("error[invalid-en-passant]"),
        "diagram said nothing of the invalid position: {stderr:?}"
    );
    assert_eq!(code, 1);
    // A valid position: no word on stderr, status 0.
    let valid = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let (_, stderr, code) = run(&["url", valid], b"");
    assert_eq!((stderr.as_str(), code), ("", 0));
}

#[test]
fn a_lone_cr_ends_a_line_as_in_the_editors_paste() {
    // An old Mac file, or a terminal's paste saved as it came: lines end in CR.
    let lf = "[Event \"x\"]\n[FEN \"8/8/8/4k3/8/8/4P3/4K3 w - - 0 1\"]\n1. e4 Kd6 2. Kd2 Qxe4 *\n";
    let (fens, errors, status) = run(&["pgn"], lf.as_bytes());
    assert_eq!(fens, "8/8/3k4/8/4P3/8/3K4/8 b - - 2 2\n");
    assert!(
        errors.contains("<stdin>:3:18: error[pgn-illegal-move]"),
        "{errors}"
    );
    for ending in ["\r", "\r\n"] {
        let text = lf.replace('\n', ending);
        assert_eq!(
            run(&["pgn"], text.as_bytes()),
            (fens.clone(), errors.clone(), status),
            "{ending:?}"
        );
    }
}

/// Issue #19 case 8d: `pgn` streams. Fed an endless stream of games, its
/// first positions come out while the input is still being written, after
/// a bounded number of input bytes; a `pgn` that read all its input first
/// (the old one) would print nothing until the writer gave up at `LIMIT`.
/// Counted in bytes, not time.
#[test]
fn pgn_prints_from_an_endless_stream_after_a_bounded_read() {
    use std::io::{BufRead, BufReader, Write};
    use std::sync::Arc;
    use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
    const LIMIT: u64 = 64 << 20;
    const BOUND: u64 = 4 << 20;
    let mut child = std::process::Command::new(crate::support::EXE)
        .args(["pgn", "--lang", "en"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let written = Arc::new(AtomicU64::new(0));
    let stop = Arc::new(AtomicBool::new(false));
    let writer = {
        let (written, stop) = (written.clone(), stop.clone());
        std::thread::spawn(move || {
            let game = b"[Event \"x\"]\n[Result \"*\"]\n\n1. e4 e5 2. Nf3 Nc6 *\n\n";
            let chunk = game.repeat(256);
            while !stop.load(Ordering::SeqCst) && written.load(Ordering::SeqCst) < LIMIT {
                if stdin.write_all(&chunk).is_err() {
                    break;
                }
                written.fetch_add(chunk.len() as u64, Ordering::SeqCst);
            }
            // Dropping stdin ends the stream at LIMIT.
        })
    };
    let mut first = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    let read_before_output = written.load(Ordering::SeqCst);
    stop.store(true, Ordering::SeqCst);
    let _ = child.kill();
    let _ = child.wait();
    writer.join().unwrap();
    assert_eq!(
        first.trim_end(),
        "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3"
    );
    assert!(
        read_before_output <= BOUND,
        "{read_before_output} bytes written before the first position came out"
    );
}

/// Issue 33 case 20: more than one blank line between a game's tags and its
/// movetext splits it as python-chess splits it (tests/data/pgn/
/// blank-lines.tsv, made by scripts/pgn-blank-lines.py): the tags a game of
/// their own with no moves, the movetext another under default tags; one
/// blank line (spaces, tabs and CRLF included) keeps them one game.
#[test]
fn blank_lines_between_tags_and_movetext_split_as_python_chess_splits() {
    let oracle = data::text("pgn/blank-lines.tsv");
    let rows: Vec<Vec<&str>> = data::rows(&oracle)
        .map(|l| l.split('\t').collect())
        .collect();
    assert_eq!(rows.len(), 12);
    let file = format!(
        "{}/tests/data/pgn/blank-lines.pgn",
        env!("CARGO_MANIFEST_DIR")
    );
    let bytes = std::fs::read(&file).unwrap();
    let games = fen_tui::core::pgn::read_games(&bytes, Default::default()).collect::<Vec<_>>();
    let seen: Vec<String> = games
        .iter()
        .map(|g| {
            let end = g.end.as_ref().map(fen_tui::core::fen::write_fen);
            format!(
                "{}\t{}\t{}\t{}",
                g.number,
                g.tag("Event").unwrap_or("?"),
                g.moves_played,
                end.unwrap_or_default()
            )
        })
        .collect();
    let want: Vec<String> = rows.iter().map(|r| r.join("\t")).collect();
    assert_eq!(seen, want);
    for game in &games {
        assert!(
            game.errors.is_empty(),
            "game {}: {:?}",
            game.number,
            game.errors
        );
    }
}

//! The real `fen-tui` binary from the outside: stdin, files, `-`, exit codes,
//! text and JSON output, `show`, `url`, `completions`, `--version`, bad arguments.

// Helpers outside `#[test]` functions panic on bad output, as tests do.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use assert_cmd::cargo::cargo_bin_cmd;
use serde_json::Value;
use std::path::PathBuf;

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
/// Rank 6 (third rank from the top) has 9 squares: the `9` is column 19.
const TOO_LONG_RANK: &str = "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const XIANGQI: &str = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

/// The binary with English messages whatever the machine's locale.
fn fen_tui() -> assert_cmd::Command {
    let mut command = cargo_bin_cmd!("fen-tui");
    command
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "C");
    command
}

struct Run {
    code: i32,
    stdout: String,
    stderr: String,
}

fn run(args: &[&str], stdin: impl Into<Vec<u8>>) -> Run {
    let output = fen_tui().args(args).write_stdin(stdin).output().unwrap();
    Run {
        code: output.status.code().unwrap(),
        stdout: String::from_utf8(output.stdout).unwrap(),
        stderr: String::from_utf8(output.stderr).unwrap(),
    }
}

/// A file in a fresh temporary folder.
fn temp_file(name: &str, contents: &[u8]) -> PathBuf {
    let dir = std::env::temp_dir().join(format!(
        "fen-tui-cli-{}-{}",
        std::process::id(),
        name.replace('.', "-")
    ));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, contents).unwrap();
    path
}

fn json_lines(stdout: &str) -> Vec<Value> {
    stdout
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

#[test]
fn a_valid_line_prints_ok_and_its_canonical_fen() {
    let r = run(&["check"], format!("{START}\n"));
    assert_eq!(r.stdout, format!("OK {START}\n"));
    assert_eq!(r.code, 0);
}

#[test]
fn an_error_is_reported_like_a_compiler_with_line_and_column() {
    let r = run(
        &["check", "--lang", "en"],
        format!("{START}\n{TOO_LONG_RANK}\n"),
    );
    let lines: Vec<&str> = r.stdout.lines().collect();
    assert_eq!(lines[0], format!("OK {START}"));
    assert!(
        lines[1].starts_with("<stdin>:2:19: error[rank-too-long]: "),
        "{}",
        r.stdout
    );
    assert_eq!(lines.len(), 2);
    assert_eq!(r.code, 1);
}

#[test]
fn files_blank_lines_comments_and_crlf() {
    let path = temp_file(
        "mixed.txt",
        format!("# a comment\n\n{START}\r\n   \n{TOO_LONG_RANK}\r\n").as_bytes(),
    );
    let name = path.display().to_string();
    let r = run(&["check", &name], "");
    assert_eq!(r.code, 1);
    let lines: Vec<&str> = r.stdout.lines().collect();
    assert_eq!(lines.len(), 2, "{}", r.stdout);
    assert_eq!(lines[0], format!("OK {START}"));
    assert!(
        lines[1].starts_with(&format!("{name}:5:19: error[rank-too-long]")),
        "{}",
        r.stdout
    );
}

#[test]
fn files_and_dash_for_stdin_are_read_in_the_order_given() {
    let first = temp_file("first.txt", format!("{START}\n").as_bytes());
    let second = temp_file("second.txt", format!("{TOO_LONG_RANK}\n").as_bytes());
    let (first, second) = (first.display().to_string(), second.display().to_string());
    let r = run(&["check", &first, "-", &second], format!("{XIANGQI}\n"));
    let lines: Vec<&str> = r.stdout.lines().collect();
    assert_eq!(lines[0], format!("OK {START}"));
    assert_eq!(lines[1], format!("OK {XIANGQI}"));
    assert!(lines[2].starts_with(&format!("{second}:1:19: error[rank-too-long]")));
    assert_eq!(r.code, 1);
}

#[test]
fn every_valid_input_exits_zero() {
    let first = temp_file("valid.txt", format!("{START}\n{XIANGQI}\n").as_bytes());
    let r = run(&["check", &first.display().to_string()], "");
    assert_eq!(r.code, 0, "{}", r.stdout);
    assert_eq!(r.stdout.lines().count(), 2);
}

#[test]
fn an_unreadable_file_is_named_and_exits_two_after_the_others() {
    let good = temp_file("good.txt", format!("{START}\n").as_bytes());
    let missing = good.with_file_name("no-such-file.txt");
    let r = run(
        &[
            "check",
            &missing.display().to_string(),
            &good.display().to_string(),
        ],
        "",
    );
    assert_eq!(r.code, 2);
    assert!(r.stderr.contains("no-such-file.txt"), "{}", r.stderr);
    assert_eq!(r.stdout, format!("OK {START}\n"));
}

#[test]
fn a_directory_is_an_io_error_too() {
    let dir = temp_file("dir-marker.txt", b"")
        .parent()
        .unwrap()
        .to_path_buf();
    let r = run(&["check", &dir.display().to_string()], "");
    assert_eq!(r.code, 2);
    assert!(
        r.stderr.contains(&dir.display().to_string()),
        "{}",
        r.stderr
    );
}

#[test]
fn a_non_utf8_line_is_an_error_for_that_line_only() {
    let mut input = format!("{START}\n").into_bytes();
    input.extend_from_slice(b"8/8/8/\xff8/8/8/8/8 w - - 0 1\n");
    input.extend_from_slice(format!("{START}\n").as_bytes());
    let r = run(&["check", "--lang", "en"], input.clone());
    let lines: Vec<&str> = r.stdout.lines().collect();
    assert_eq!(lines.len(), 3, "{}", r.stdout);
    assert!(
        lines[1].starts_with("<stdin>:2:7: error[invalid-utf8]: "),
        "{}",
        lines[1]
    );
    assert_eq!(lines[2], format!("OK {START}"));
    assert_eq!(r.code, 1);

    let r = run(&["check", "--format", "json"], input);
    let objects = json_lines(&r.stdout);
    assert_eq!(objects[1]["errors"][0]["code"], "invalid-utf8");
    assert_eq!(objects[1]["errors"][0]["column"], 7);
    assert_eq!(objects[1]["fen"], Value::Null);
    assert_eq!(objects[1]["valid"], false);
}

#[test]
fn a_line_over_64_kib_is_refused_and_the_next_one_read() {
    let mut input = "8".repeat(70_000);
    input.push('\n');
    input.push_str(START);
    input.push('\n');
    let r = run(&["check", "--format", "json"], input);
    let objects = json_lines(&r.stdout);
    assert_eq!(objects.len(), 2);
    assert_eq!(objects[0]["errors"][0]["code"], "input-too-long");
    assert_eq!(objects[1]["fen"], START);
    assert_eq!(r.code, 1);
}

#[test]
fn lenient_reading_warns_and_strict_reading_refuses() {
    let sloppy = "8/8/8/8/8/8/8/K6k   w\n";
    let r = run(&["check"], sloppy);
    let lines: Vec<&str> = r.stdout.lines().collect();
    assert!(
        lines.iter().any(|l| l.contains(": warning[")),
        "{}",
        r.stdout
    );
    assert_eq!(lines.last().unwrap(), &"OK 8/8/8/8/8/8/8/K6k w - - 0 1");
    assert_eq!(r.code, 0);

    let r = run(&["check", "--strict"], sloppy);
    assert!(r.stdout.contains(": error["), "{}", r.stdout);
    assert!(!r.stdout.contains("OK "), "{}", r.stdout);
    assert_eq!(r.code, 1);
}

#[test]
fn variant_flag_reads_every_line_as_that_game() {
    let r = run(&["check", "--variant", "xiangqi"], format!("{START}\n"));
    assert_eq!(r.code, 1);
    assert!(r.stdout.contains("error["), "{}", r.stdout);
    let r = run(
        &["check", "--variant", "xiangqi", "--format", "json"],
        format!("{XIANGQI}\n"),
    );
    assert_eq!(json_lines(&r.stdout)[0]["variant"], "xiangqi");
    assert_eq!(r.code, 0);
}

#[test]
fn json_has_exactly_the_documented_fields() {
    let r = run(
        &["check", "--format", "json", "--lang", "en"],
        format!("{START}\n\n{TOO_LONG_RANK}\n"),
    );
    let objects = json_lines(&r.stdout);
    assert_eq!(objects.len(), 2);
    let keys: Vec<&str> = objects[0]
        .as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        .collect();
    let mut expected = vec![
        "line", "input", "variant", "valid", "fen", "errors", "warnings",
    ];
    let mut sorted = keys.clone();
    sorted.sort_unstable();
    expected.sort_unstable();
    assert_eq!(sorted, expected);
    assert_eq!(objects[0]["line"], 1);
    assert_eq!(objects[0]["valid"], true);
    assert_eq!(objects[0]["fen"], START);
    assert_eq!(objects[1]["line"], 3);
    assert_eq!(objects[1]["input"], TOO_LONG_RANK);
    assert_eq!(objects[1]["fen"], Value::Null);
    let error = &objects[1]["errors"][0];
    assert_eq!(error["code"], "rank-too-long");
    assert_eq!(error["column"], 19);
    assert!(error["squares"].is_array());
    assert!(error["message"].as_str().unwrap().len() > 10);
}

#[test]
fn an_illegal_position_keeps_its_fen_with_castling_and_en_passant_as_given() {
    // No kings at all, yet castling rights and an en-passant target.
    let input = "8/8/8/8/4P3/8/8/8 b KQkq e3 0 1";
    let r = run(&["check", "--format", "json"], format!("{input}\n"));
    let object = &json_lines(&r.stdout)[0];
    assert_eq!(object["fen"], input);
    assert_eq!(object["valid"], false, "{object}");
    let codes: Vec<&str> = object["errors"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["code"].as_str().unwrap())
        .collect();
    assert!(codes.contains(&"missing-king"), "{codes:?}");
    // Problems concern the position, not a character of the line.
    assert!(object["errors"][0]["column"].is_null());
    assert_eq!(r.code, 1);
}

#[test]
fn problems_name_their_squares() {
    let r = run(
        &["check", "--format", "json"],
        "4k3/8/8/8/8/8/8/4K1K1 w - - 0 1\n",
    );
    let object = &json_lines(&r.stdout)[0];
    let error = object["errors"]
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["code"] == "too-many-kings")
        .unwrap_or_else(|| panic!("{object}"));
    let squares: Vec<&str> = error["squares"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s.as_str().unwrap())
        .collect();
    assert!(
        squares.contains(&"e1") && squares.contains(&"g1"),
        "{squares:?}"
    );
}

#[test]
fn moves_after_the_fen_are_played() {
    let r = run(&["check"], format!("{START} moves e2e4 e7e5\n"));
    assert_eq!(
        r.stdout,
        "OK rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2\n"
    );
}

#[test]
fn a_large_input_keeps_its_order_on_two_cores() {
    // Enough lines for several batches, valid and invalid interleaved.
    let mut input = String::new();
    for i in 0..20_000 {
        input.push_str(if i % 7 == 3 { TOO_LONG_RANK } else { START });
        input.push('\n');
    }
    let r = run(&["check", "--format", "json"], input);
    let objects = json_lines(&r.stdout);
    assert_eq!(objects.len(), 20_000);
    for (i, object) in objects.iter().enumerate() {
        assert_eq!(object["line"], i + 1);
        assert_eq!(object["valid"], i % 7 != 3, "line {}", i + 1);
    }
    assert_eq!(r.code, 1);
}

#[test]
fn messages_follow_the_language() {
    let r = run(&["check", "--lang", "ru"], b"\xff\n".to_vec());
    assert!(r.stdout.contains("UTF-8"), "{}", r.stdout);
    assert!(
        r.stdout.chars().any(|c| ('а'..='я').contains(&c)),
        "{}",
        r.stdout
    );
    let r = run(&["check", "--lang", "zh"], b"\xff\n".to_vec());
    assert!(r.stdout.contains("字节"), "{}", r.stdout);
}

#[test]
fn show_prints_the_board_and_the_fields_without_colour_in_a_pipe() {
    let r = run(&["show", START, "--lang", "en"], "");
    assert_eq!(r.code, 0, "{}", r.stderr);
    let lines: Vec<&str> = r.stdout.lines().collect();
    assert_eq!(lines[0], " 8 r n b q k b n r");
    assert_eq!(lines[7], " 1 R N B Q K B N R");
    assert_eq!(lines[8], "   a b c d e f g h");
    assert!(
        r.stdout.contains(&format!("FEN              {START}")),
        "{}",
        r.stdout
    );
    assert!(r.stdout.contains("Side to move     White"), "{}", r.stdout);
    assert!(r.stdout.contains("Castling         KQkq"), "{}", r.stdout);
    assert!(!r.stdout.contains('\x1b'), "no colour in a pipe");
}

#[test]
fn show_with_glyphs_and_xiangqi() {
    let r = run(&["show", START, "--glyphs"], "");
    assert!(r.stdout.starts_with(" 8 ♜ ♞ ♝ ♛ ♚ ♝ ♞ ♜"), "{}", r.stdout);
    let r = run(&["show", XIANGQI, "--glyphs", "--lang", "en"], "");
    assert!(
        r.stdout.starts_with(" 9 車馬象士將士象馬車\n"),
        "{}",
        r.stdout
    );
    assert!(r.stdout.contains("Side to move     Red"), "{}", r.stdout);
}

#[test]
fn show_reports_the_moves_and_the_problems() {
    let r = run(
        &["show", &format!("{START} moves e4 e5"), "--lang", "en"],
        "",
    );
    assert!(r.stdout.contains("Moves played     e4 e5"), "{}", r.stdout);
    assert!(r.stdout.contains("En passant       e6"), "{}", r.stdout);
    let r = run(&["show", "8/8/8/8/8/8/8/4K3 w - - 0 1", "--lang", "en"], "");
    assert_eq!(r.code, 1);
    assert!(r.stdout.contains("[missing-king]"), "{}", r.stdout);
}

#[test]
fn show_points_at_an_unreadable_input() {
    let r = run(&["show", TOO_LONG_RANK], "");
    assert_eq!(r.code, 1);
    assert!(
        r.stderr.starts_with("error[rank-too-long]: "),
        "{}",
        r.stderr
    );
    let lines: Vec<&str> = r.stderr.lines().collect();
    assert_eq!(lines[1], format!("  {TOO_LONG_RANK}"));
    assert_eq!(lines[2].find('^'), Some(2 + 18));
    assert!(r.stdout.is_empty());
}

#[test]
fn url_for_each_site() {
    let fen = "qB6/8/5N2/3B4/8/2p5/1r1pNK2/7k w - - 0 1";
    let url = |site: Option<&str>, input: &str| {
        let mut args = vec!["url", input];
        if let Some(site) = site {
            args.extend(["--site", site]);
        }
        let r = run(&args, "");
        assert_eq!(r.code, 0, "{}", r.stderr);
        r.stdout
    };
    assert_eq!(
        url(None, fen),
        "https://lichess.org/analysis/qB6/8/5N2/3B4/8/2p5/1r1pNK2/7k_w_-_-_0_1\n"
    );
    assert_eq!(
        url(Some("lichess-editor"), fen),
        "https://lichess.org/editor/qB6/8/5N2/3B4/8/2p5/1r1pNK2/7k_w_-_-_0_1\n"
    );
    assert_eq!(
        url(Some("chesscom"), fen),
        "https://www.chess.com/analysis?fen=qB6%2F8%2F5N2%2F3B4%2F8%2F2p5%2F1r1pNK2%2F7k%20w%20-%20-%200%201\n"
    );
    assert_eq!(
        url(None, XIANGQI),
        format!(
            "https://www.pychess.org/analysis/xiangqi?fen={}\n",
            XIANGQI.replace(' ', "_")
        )
    );
    // Every link reads back as input: the same FEN comes out of `check`
    // (seed 003's position itself breaks a rule, so compare the FEN, not OK).
    for site in ["lichess", "lichess-editor", "chesscom", "pychess"] {
        let link = url(Some(site), fen);
        let r = run(&["check", "--format", "json"], link);
        assert_eq!(json_lines(&r.stdout)[0]["fen"], fen, "{site}");
    }
}

#[test]
fn url_refuses_a_site_that_lacks_the_game() {
    let r = run(&["url", XIANGQI, "--site", "lichess", "--lang", "en"], "");
    assert_eq!(r.code, 2);
    assert!(r.stderr.contains("xiangqi"), "{}", r.stderr);
    assert!(r.stdout.is_empty());
}

#[test]
fn completions_for_each_shell() {
    for shell in ["bash", "zsh", "fish"] {
        let r = run(&["completions", shell], "");
        assert_eq!(r.code, 0);
        assert!(r.stdout.contains("fen-tui"), "{shell}");
        assert!(r.stdout.contains("check"), "{shell}");
    }
}

#[test]
fn version_and_help() {
    let r = run(&["--version"], "");
    assert_eq!(r.stdout, format!("fen-tui {}\n", env!("CARGO_PKG_VERSION")));
    assert_eq!(r.code, 0);
    let r = run(&["--help"], "");
    assert!(r.stdout.contains("Examples:"), "{}", r.stdout);
    assert!(r.stdout.contains("fen-tui check"), "{}", r.stdout);
    assert_eq!(r.code, 0);
}

#[test]
fn bad_arguments_exit_two() {
    for args in [
        &["check", "--format", "yaml"][..],
        &["check", "--no-such-flag"],
        &["url"],
        &["url", START, "--site", "nowhere"],
        &["completions", "tcsh"],
        &["show"],
        &["check", "--variant", "shogi"],
    ] {
        let r = run(args, "");
        assert_eq!(r.code, 2, "{args:?}");
        assert!(!r.stderr.is_empty(), "{args:?}");
    }
}

#[test]
fn explain_walks_through_the_fen_and_its_moves() {
    let r = run(
        &["explain", &format!("{START} moves e2e4"), "--lang", "en"],
        "",
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout.contains(START), "{}", r.stdout);
    // The FEN after the move appears as the walk-through goes on.
    assert!(
        r.stdout
            .contains("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"),
        "{}",
        r.stdout
    );
    let r = run(&["explain", TOO_LONG_RANK], "");
    assert_eq!(r.code, 1);
    assert!(r.stderr.starts_with("error[rank-too-long]"), "{}", r.stderr);
}

#[test]
fn the_editor_refuses_an_unreadable_start() {
    let r = run(&[TOO_LONG_RANK], "");
    assert_eq!(r.code, 1);
    assert!(r.stderr.starts_with("error[rank-too-long]"), "{}", r.stderr);
}

#[test]
fn each_line_fed_slowly_gets_its_verdict_at_once() {
    use std::io::{BufRead, BufReader, Write};
    use std::process::{Command, Stdio};
    use std::sync::mpsc;
    use std::time::Duration;

    let mut child = Command::new(assert_cmd::cargo::cargo_bin!("fen-tui"))
        .arg("check")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let stdout = child.stdout.take().unwrap();
    let (lines, received) = mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines() {
            if lines.send(line.unwrap()).is_err() {
                break;
            }
        }
    });
    // Stdin stays open: a batch must not wait for thousands more lines.
    for fen in [START, XIANGQI] {
        writeln!(stdin, "{fen}").unwrap();
        stdin.flush().unwrap();
        let answer = received.recv_timeout(Duration::from_secs(20)).unwrap();
        assert_eq!(answer, format!("OK {fen}"));
    }
    drop(stdin);
    assert!(child.wait().unwrap().success());
}

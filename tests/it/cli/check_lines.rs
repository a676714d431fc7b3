//! `fen-tui check` on what a line may hold besides a FEN (PGN tags, `FEN:`
//! labels, moves, a trailing `# comment`), and on lines fed one at a time.

use super::*;

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

#[test]
fn pgn_tags_fen_labels_and_moves_read_one_per_line() {
    let input = "[FEN \"8/8/8/8/8/8/8/K6k w - - 0 1\"]\nFEN: 8/8/8/8/8/8/8/K6k w - - 0 1\n1. e4 e5 2. Nf3 $1 Nc6 *\nhello world\n";
    let r = run(&["check", "--lang", "en"], input);
    let lines: Vec<&str> = r.stdout.lines().collect();
    assert_eq!(lines[0], "OK 8/8/8/8/8/8/8/K6k w - - 0 1", "{}", r.stdout);
    assert_eq!(lines[1], "OK 8/8/8/8/8/8/8/K6k w - - 0 1", "{}", r.stdout);
    assert_eq!(
        lines[2],
        "OK r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3"
    );
    // Not a position: explained as chess, the default, never as xiangqi.
    let rest = lines[3..].join("\n");
    assert!(rest.contains("<stdin>:4:"), "{}", r.stdout);
    assert!(!rest.contains("xiangqi"), "{}", r.stdout);
    assert_eq!(r.code, 1);
}

#[test]
fn a_comment_after_the_fen_is_not_a_seventh_field() {
    let r = run(
        &["check", "--lang", "en"],
        "4k3/8/8/8/8/8/8/4K2R w K - 0 1 # short castle only\n8/8/8/8/8/8/8/K6k w - - id \"Game #3\";\n",
    );
    assert_eq!(
        r.stdout,
        "OK 4k3/8/8/8/8/8/8/4K2R w K - 0 1\nOK 8/8/8/8/8/8/8/K6k w - - 0 1\n"
    );
    assert_eq!(r.code, 0);
}

/// `… b - - 30 5`: by Black's 5th move 9 half-moves have been played, so the
/// clock cannot count 30 — a warning at the clock's column, in chess and
/// xiangqi, in each language's words; the line is still valid (exit 0).
#[test]
fn a_clock_beyond_the_move_number_is_a_warning_at_its_column() {
    let chess = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 30 5";
    let xiangqi = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 30 5";
    for (lang, words, tag) in [
        ("en", "9 half-moves", "warning"),
        ("ru", "9 полуходов", "предупреждение"),
        ("zh", "最多只走过 9 个半回合", "警告"),
    ] {
        for fen in [chess, xiangqi] {
            let column = fen.find(" 30 ").map(|at| at + 2).unwrap();
            let r = run(&["check", "--lang", lang], format!("{fen}\n"));
            // The tag in the language too (issue #38).
            let want = format!("<stdin>:1:{column}: {tag}[clock-beyond-moves]: ");
            assert!(r.stdout.starts_with(&want), "{lang}: {}", r.stdout);
            assert!(r.stdout.contains(words), "{lang}: {}", r.stdout);
            assert_eq!(r.code, 0, "{lang}: {}", r.stdout);
        }
    }
    // 9 is just possible: no warning.
    let r = run(
        &["check"],
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 9 5\n",
    );
    assert!(r.stdout.starts_with("OK "), "{}", r.stdout);
}

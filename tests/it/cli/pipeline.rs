//! The pipeline conventions of issue 26: several INPUTs, `-` and no INPUT for
//! stdin lines (one answer a line, in order), `--format json` in the shared
//! shape, `--ep legal`, and exit statuses as `check` has them.

use super::{START, XIANGQI, json_lines, run};

const AFTER_E4: &str = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1";

#[test]
fn transform_answers_each_input_as_separate_calls_would() {
    let inputs = [START, AFTER_E4, XIANGQI];
    let one_by_one: String = inputs
        .iter()
        .map(|input| {
            let r = run(&["transform", "--mirror", input], "");
            assert_eq!(r.code, 0, "{}", r.stderr);
            r.stdout
        })
        .collect();
    assert_eq!(one_by_one.lines().count(), 3);
    let mut args = vec!["transform", "--mirror"];
    args.extend(inputs);
    assert_eq!(run(&args, "").stdout, one_by_one);
    // The same from stdin, with `-` and with no INPUT; blank lines and
    // comments are passed over.
    let stdin = format!("{START}\n\n# a comment\n{AFTER_E4}\n{XIANGQI}\n");
    assert_eq!(
        run(&["transform", "--mirror", "-"], stdin.clone()).stdout,
        one_by_one
    );
    let r = run(&["transform", "--mirror"], stdin);
    assert_eq!((r.code, r.stdout), (0, one_by_one));
}

#[test]
fn transform_says_which_stdin_line_did_not_read_and_exits_one() {
    let r = run(
        &["transform", "--rotate", "-"],
        format!("{START}\nnot a fen\n4k3/8/8/8/8/8/8/4K3 w - - 0 1\n"),
    );
    assert_eq!(r.code, 1, "{}", r.stderr);
    assert_eq!(r.stdout.lines().count(), 2, "{}", r.stdout);
    // Each line's messages come after its label: rotating drops line 1's
    // castling rights (a note), line 2 does not read.
    assert!(r.stderr.starts_with("<stdin>:1:\nnote["), "{}", r.stderr);
    assert!(r.stderr.contains("<stdin>:2:\nerror["), "{}", r.stderr);
    assert!(!r.stderr.contains("<stdin>:3:"), "{}", r.stderr);
}

#[test]
fn transform_json_has_the_shared_position_shape() {
    let r = run(
        &[
            "transform",
            "--swap-colors",
            "--format",
            "json",
            START,
            "not a fen",
        ],
        "",
    );
    assert_eq!(r.code, 1);
    let objects = json_lines(&r.stdout);
    assert_eq!(objects.len(), 2, "{}", r.stdout);
    let text = run(&["transform", "--swap-colors", START], "");
    assert_eq!(objects[0]["fen"], text.stdout.trim_end());
    assert_eq!(objects[0]["input"], START);
    assert_eq!(objects[0]["variant"], "chess");
    assert_eq!(objects[0]["valid"], true);
    assert!(objects[0]["notes"].is_array());
    assert_eq!(objects[1]["valid"], false);
    assert!(objects[1]["fen"].is_null());
    assert!(
        objects[1]["errors"][0]["code"].is_string(),
        "{}",
        objects[1]
    );
    assert!(objects[1]["errors"][0]["column"].is_u64(), "{}", objects[1]);
}

#[test]
fn ep_legal_writes_the_target_only_when_a_capture_is_legal() {
    // python-chess's `board.fen()` (legal en passant) writes `-` here.
    let r = run(&["check", "--ep", "legal"], format!("{AFTER_E4}\n"));
    assert_eq!(
        r.stdout,
        "OK rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1\n"
    );
    // The standard's default keeps it.
    let r = run(&["check"], format!("{AFTER_E4}\n"));
    assert_eq!(r.stdout, format!("OK {AFTER_E4}\n"));
    // A capture that can be played keeps the target with --ep legal too.
    let takes = "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3";
    let r = run(&["check", "--ep", "legal"], format!("{takes}\n"));
    assert_eq!(r.stdout, format!("OK {takes}\n"));
    let r = run(&["transform", "--rotate", "--ep", "legal", AFTER_E4], "");
    assert!(!r.stdout.contains(" e6 "), "{}", r.stdout);
    assert!(!r.stdout.contains(" d6 "), "{}", r.stdout);
}

#[test]
fn chess960_links_keep_the_variant() {
    let fen = "nqrnbkrb/pppppppp/8/8/8/8/PPPPPPPP/NQRNBKRB w KQkq - 0 1";
    let r = run(&["url", "--chess960", fen], "");
    assert_eq!(
        r.stdout.trim_end(),
        format!(
            "https://lichess.org/analysis/chess960/{}",
            fen.replace(' ', "_")
        )
    );
    let r = run(&["url", "--chess960", "--site", "pychess", fen], "");
    assert!(
        r.stdout
            .starts_with("https://www.pychess.org/analysis/chess960?fen="),
        "{}",
        r.stdout
    );
    // The link read back says Chess960 by itself.
    let back = run(
        &["check", "--standard", "--format", "json"],
        r.stdout.clone(),
    );
    assert_eq!(
        json_lines(&back.stdout)[0]["valid"],
        true,
        "{}",
        back.stdout
    );
}

//! Issue 26's conventions on `url`, `show` and `perft` (several INPUTs, `-`,
//! stdin lines, JSON in the shared shape, exit statuses), a PGN game as the
//! argument, `pgn`'s game separators, tags, results and final SAN (against
//! pgn-extract when it is installed), `check --strict`, `diagram -o -`.

use super::{START, XIANGQI, json_lines, run, temp_file};
use crate::support::skip::skip;

const AFTER_E4: &str = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1";
const FOOLS_MATE: &str =
    "[Event \"x\"]\n[White \"A\"]\n[Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n";
const MATED: &str = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3";

/// `command INPUT tail` for each input alone, the outputs joined.
fn one_by_one(command: &[&str], inputs: &[&str], tail: &[&str], between: &str) -> String {
    let outputs: Vec<String> = inputs
        .iter()
        .map(|input| {
            let args = [command, &[*input], tail].concat();
            let r = run(&args, "");
            assert_eq!(r.code, 0, "{input}: {}", r.stderr);
            r.stdout
        })
        .collect();
    outputs.join(between)
}

#[test]
fn url_show_and_perft_answer_each_input_as_separate_calls_would() {
    let inputs = [START, AFTER_E4, XIANGQI];
    let stdin = format!("{START}\n\n# a comment\n{AFTER_E4}\n{XIANGQI}\n");
    // A command, what follows the INPUTs, and what separates two answers.
    let cases: [(&[&str], &[&str], &str); 4] = [
        (&["url"], &[], ""),
        (&["show", "--lang", "en"], &[], "\n"),
        (&["perft", "--divide"], &["2"], "\n"),
        (&["perft", "--format", "stockfish"], &["1"], ""),
    ];
    for (command, tail, between) in cases {
        let alone = one_by_one(command, &inputs, tail, between);
        let all = run(&[command, &inputs[..], tail].concat(), "");
        assert_eq!((all.code, &all.stdout), (0, &alone), "{command:?}");
        let from_dash = run(&[command, &["-"], tail].concat(), stdin.clone());
        let from_stdin = run(&[command, tail].concat(), stdin.clone());
        assert_eq!(from_dash.code, 0, "{command:?}: {}", from_dash.stderr);
        assert_eq!(from_dash.stdout, alone, "{command:?}");
        assert_eq!(from_stdin.stdout, alone, "{command:?}");
        assert!(from_stdin.stderr.is_empty(), "{}", from_stdin.stderr);
    }
}

#[test]
fn perft_counts_each_input_to_the_depth_given_last() {
    let r = run(&["perft", START, XIANGQI, "2"], "");
    assert_eq!((r.code, r.stdout.as_str()), (0, "400\n1920\n"));
    // The known counts: 20 and 400 for chess, 44 and 1920 for xiangqi.
    let r = run(&["perft", "1"], format!("{START}\n{XIANGQI}\n"));
    assert_eq!(r.stdout, "20\n44\n");
    let r = run(&["perft", START, "two"], "");
    assert_eq!(r.code, 2, "a depth that is no number is a usage error");
    assert!(r.stderr.contains("“two”"), "{}", r.stderr);
}

#[test]
fn a_bad_stdin_line_is_labelled_and_the_rest_still_answered() {
    for command in [vec!["url"], vec!["show"], vec!["perft", "1"]] {
        let r = run(&command, format!("{START}\nnot a fen\n{AFTER_E4}\n"));
        assert_eq!(r.code, 1, "{command:?}");
        assert!(r.stderr.starts_with("<stdin>:2:\nerror["), "{}", r.stderr);
        assert!(!r.stderr.contains("<stdin>:1:"), "{}", r.stderr);
        assert!(!r.stdout.is_empty());
    }
    // An invalid position is still counted and linked, said on stderr.
    let no_kings = "8/8/8/8/8/8/8/8 w - - 0 1";
    let r = run(&["url", "-"], format!("{START}\n{no_kings}\n"));
    assert_eq!((r.code, r.stdout.lines().count()), (1, 2));
    assert!(r.stderr.starts_with("<stdin>:2:\nerror["), "{}", r.stderr);
    assert!(r.stderr.contains("error[missing-king]"), "{}", r.stderr);
}

#[test]
fn json_of_url_show_and_perft_is_the_shared_shape_with_their_fields() {
    let r = run(&["url", "--format", "json", START, "not a fen"], "");
    assert_eq!(r.code, 1);
    let objects = json_lines(&r.stdout);
    let text = run(&["url", START], "");
    assert_eq!(objects[0]["url"], text.stdout.trim_end());
    assert_eq!(objects[0]["site"], "lichess");
    assert_eq!(
        (&objects[0]["fen"], &objects[0]["valid"]),
        (&START.into(), &true.into())
    );
    assert!(objects[1]["url"].is_null() && objects[1]["errors"][0]["column"].is_u64());

    let r = run(
        &["show", "--format", "json", &format!("{START} moves e4 e5")],
        "",
    );
    let object = &json_lines(&r.stdout)[0];
    assert_eq!(object["moves"], serde_json::json!(["e4", "e5"]));
    assert_eq!(
        (&object["status"], &object["side"]),
        (&"ongoing".into(), &"white".into())
    );
    assert_eq!(object["variant"], "chess");

    let r = run(&["perft", "--format", "json", "--divide", START, "2"], "");
    let object = &json_lines(&r.stdout)[0];
    assert_eq!(
        (&object["depth"], &object["nodes"]),
        (&2.into(), &400.into())
    );
    let moves = object["moves"].as_array().unwrap();
    assert_eq!(moves.len(), 20);
    assert!(moves.iter().all(|m| m["nodes"] == 20), "{object}");
    // Invalid castling rights are pointed at their field, in JSON too.
    let r = run(
        &[
            "perft",
            "--format",
            "json",
            "4k3/8/8/8/8/8/8/4K3 w KQ - 0 1",
            "1",
        ],
        "",
    );
    let error = &json_lines(&r.stdout)[0]["errors"][0];
    assert_eq!((r.code, &error["column"]), (1, &23.into()), "{error}");
}

#[test]
fn a_whole_pgn_game_is_read_as_the_argument() {
    let r = run(&["show", "--format", "json", FOOLS_MATE], "");
    assert_eq!(r.code, 0, "{}", r.stderr);
    let object = &json_lines(&r.stdout)[0];
    assert_eq!(
        (&object["fen"], &object["status"]),
        (&MATED.into(), &"checkmate".into())
    );
    let r = run(&["show", FOOLS_MATE], "");
    assert!(
        r.stderr.is_empty(),
        "no cascade of FEN errors: {}",
        r.stderr
    );
    let r = run(&["pgn", "--write", FOOLS_MATE], "");
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout.contains("1. f3 e5 2. g4 Qh4# 0-1"), "{}", r.stdout);
}

const TWO_GAMES: &str = "[Event \"a\"]\n[Result \"1-0\"]\n\n1. e4 e5 1-0\n\n\
                         [Event \"b\"]\n[Result \"*\"]\n\n1. d4 *\n";

#[test]
fn every_ply_text_puts_a_blank_line_after_each_game() {
    let r = run(&["pgn", "--every-ply"], TWO_GAMES);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let games: Vec<&str> = r.stdout.split_terminator("\n\n").collect();
    assert_eq!(games.len(), 2, "{}", r.stdout);
    assert_eq!(games[0].lines().count(), 3);
    assert_eq!(games[1].lines().count(), 2);
    assert!(r.stdout.ends_with("\n\n"));
}

#[test]
fn every_ply_text_has_pgn_extracts_blank_lines_and_positions() {
    let tool = "/usr/games/pgn-extract";
    if !std::path::Path::new(tool).exists() {
        skip("no pgn-extract at /usr/games/pgn-extract (apt-get install pgn-extract)");
        return;
    }
    let file = temp_file("streams-two.pgn", TWO_GAMES.as_bytes());
    let theirs = std::process::Command::new(tool)
        .args(["-s", "-Wepd"])
        .arg(&file)
        .output()
        .unwrap();
    // EPD lines: four FEN fields, then opcodes; ours are FENs.
    let four = |line: &str| line.split(' ').take(4).collect::<Vec<_>>().join(" ");
    let theirs: Vec<String> = String::from_utf8(theirs.stdout)
        .unwrap()
        .lines()
        .map(four)
        .collect();
    let ours = run(&["pgn", "--every-ply", file.to_str().unwrap()], "");
    let ours: Vec<String> = ours.stdout.lines().map(four).collect();
    assert_eq!(ours, theirs);
}

#[test]
fn json_lines_carry_the_game_its_tags_result_and_the_last_san() {
    let r = run(&["pgn", "--format", "json"], TWO_GAMES);
    let objects = json_lines(&r.stdout);
    assert_eq!(objects.len(), 2);
    assert_eq!(objects[0]["san"], "e5", "the final position's last move");
    assert_eq!(objects[1]["san"], "d4");
    assert_eq!(
        (&objects[0]["game"], &objects[1]["game"]),
        (&1.into(), &2.into())
    );
    assert_eq!(objects[0]["result"], "1-0");
    assert_eq!(objects[1]["tags"]["Event"], "b");
    let r = run(&["pgn", "--format", "json", "--every-ply"], TWO_GAMES);
    let objects = json_lines(&r.stdout);
    assert_eq!(objects.len(), 5);
    assert!(
        objects[..3]
            .iter()
            .all(|o| o["tags"]["Event"] == "a" && o["result"] == "1-0")
    );
    assert_eq!(objects[2]["san"], "e5");
}

#[test]
fn a_result_the_final_position_contradicts_is_warned_about() {
    let r = run(&["pgn"], "1. f3 e5 2. g4 Qh4# 1-0\n");
    assert_eq!((r.code, r.stdout.trim_end()), (0, MATED));
    assert!(
        r.stderr.contains("warning[pgn-result-contradicts]"),
        "{}",
        r.stderr
    );
    assert!(r.stderr.contains("0-1"), "{}", r.stderr);
    let r = run(&["pgn"], "1. f3 e5 2. g4 Qh4# 0-1\n");
    assert!(r.stderr.is_empty(), "{}", r.stderr);
}

#[test]
fn strict_check_refuses_moves_and_epd_operations_at_their_column() {
    let lines = format!(
        "{START} moves e2e4\nrnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - bm e4;\n"
    );
    let r = run(&["check", "--strict", "-"], lines.clone());
    assert_eq!(r.code, 1);
    assert!(
        r.stdout.contains("<stdin>:1:58: error[strict-moves]"),
        "{}",
        r.stdout
    );
    assert!(
        r.stdout
            .contains("<stdin>:2:54: error[strict-epd-operations]"),
        "{}",
        r.stdout
    );
    let r = run(&["check", "-"], lines);
    assert_eq!(r.code, 0, "without --strict both read: {}", r.stdout);
}

#[test]
fn diagram_dash_o_writes_to_stdout() {
    let r = run(&["diagram", START, "-o", "-"], "");
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(r.stdout, run(&["diagram", START], "").stdout);
    assert!(!std::path::Path::new("-").exists(), "no file named -");
}

#[test]
fn show_pieces_glyphs_is_the_old_glyphs_flag() {
    let new = run(&["show", "--pieces", "glyphs", START], "");
    assert!(
        new.stdout.starts_with(" 8 ♜ ♞ ♝ ♛ ♚ ♝ ♞ ♜"),
        "{}",
        new.stdout
    );
    assert_eq!(new.stdout, run(&["show", "--glyphs", START], "").stdout);
}

#[test]
fn chess960_flags_are_offered_only_where_they_mean_something() {
    for command in ["library", "completions"] {
        let help = run(&[command, "--help"], "").stdout;
        assert!(!help.contains("--chess960"), "{command}: {help}");
        assert!(!help.contains("--castling"), "{command}: {help}");
    }
    for command in [
        "check",
        "show",
        "url",
        "perft",
        "transform",
        "pgn",
        "diagram",
    ] {
        let help = run(&[command, "--help"], "").stdout;
        assert!(help.contains("--chess960"), "{command}: {help}");
    }
    // Written before the subcommand, as when they were global, they still count.
    let frc = "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9";
    let before = run(
        &["--castling", "shredder", "transform", "--mirror", frc],
        "",
    );
    let after = run(
        &["transform", "--mirror", "--castling", "shredder", frc],
        "",
    );
    assert_eq!(
        (before.code, &before.stdout),
        (0, &after.stdout),
        "{}",
        before.stderr
    );
    assert!(after.stdout.contains(" w CAca "), "{}", after.stdout);
}

#[test]
fn explain_walks_through_each_input_a_blank_line_between() {
    let alone: Vec<String> = [START, XIANGQI]
        .iter()
        .map(|input| run(&["explain", "--lang", "en", input], "").stdout)
        .collect();
    let both = run(
        &["explain", "--lang", "en", "-"],
        format!("{START}\n{XIANGQI}\n"),
    );
    assert_eq!(both.code, 0, "{}", both.stderr);
    assert_eq!(both.stdout, alone.join("\n"));
}

//! `fen-tui check`: what it says of a line, in text and JSON: the fields,
//! the problems and where they point, the moves after a FEN, the language.

use super::*;

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
    // A rule error points at the field that says it, as text output does.
    let column_of = |code: &str| {
        object["errors"]
            .as_array()
            .unwrap()
            .iter()
            .find(|e| e["code"] == code)
            .map(|e| e["column"].clone())
    };
    assert_eq!(column_of("missing-king"), Some(1.into()), "{object}");
    assert_eq!(
        column_of("invalid-castling-rights"),
        Some(21.into()),
        "{object}"
    );
    let errors = object["errors"].as_array().unwrap();
    assert!(errors.iter().all(|e| e["column"].is_u64()), "{object}");
    assert_eq!(r.code, 1);
}

#[test]
fn an_impossible_en_passant_target_points_at_its_field() {
    let r = run(
        &["check", "--format", "json"],
        "4k3/8/8/8/8/8/8/4K3 w - e3 0 1\n",
    );
    let object = &json_lines(&r.stdout)[0];
    assert_eq!(
        object["errors"][0]["code"], "invalid-en-passant",
        "{object}"
    );
    assert_eq!(object["errors"][0]["column"], 25, "{object}");
}

#[test]
fn rule_errors_in_text_point_at_their_field_in_the_text_as_given() {
    // Quoted, with leading spaces: columns count in the line as written.
    let r = run(&["check"], "  '4k3/8/8/8/8/8/8/4K3 w K - 0 1'\n");
    assert_eq!(r.code, 1);
    assert!(
        r.stdout
            .starts_with("<stdin>:1:26: error[invalid-castling-rights]"),
        "{}",
        r.stdout
    );
}

#[test]
fn errors_only_prints_nothing_for_valid_lines() {
    let input = format!("{START}\n{TOO_LONG_RANK}\n4k3/8/8/8/8/8/8/4K2R w K\n{XIANGQI}\n");
    for flag in ["-q", "--errors-only"] {
        let r = run(&["check", flag], input.clone());
        assert_eq!(r.code, 1);
        let lines: Vec<&str> = r.stdout.lines().collect();
        assert_eq!(lines.len(), 1, "{}", r.stdout);
        assert!(
            lines[0].starts_with("<stdin>:2:19: error[rank-too-long]"),
            "{}",
            r.stdout
        );
        let json = run(&["check", flag, "--format", "json"], input.clone());
        assert_eq!(json_lines(&json.stdout).len(), 1, "{}", json.stdout);
    }
    // All valid: nothing at all, and status 0.
    let r = run(&["check", "-q"], format!("{START}\n"));
    assert_eq!((r.code, r.stdout.as_str()), (0, ""));
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

//! The lenient reader's repairs, and input refused before reading.

use super::*;

#[test]
fn lenient_trims_and_takes_runs_of_whitespace() {
    let (read, w) = lenient_warning(&format!("  {START_FEN}\r\n"));
    assert_eq!((w.code, w.column), ("bad-whitespace", Some(1)));
    assert_eq!(write_fen(&read.position), START_FEN);
    let (read, w) = lenient_warning(&format!("{START} \t w  KQkq   - 0\t1"));
    assert_eq!((w.code, w.column), ("bad-whitespace", Some(45)));
    assert_eq!(write_fen(&read.position), START_FEN);
    // Other Unicode spaces count as whitespace; columns stay in characters.
    let f = lenient(&format!("{START}\u{3000}w KQkq - 0 x")).unwrap_err();
    assert_eq!(
        (f.warnings[0].code, f.warnings[0].column),
        ("bad-whitespace", Some(44))
    );
    assert_eq!(
        (f.errors[0].code, f.errors[0].column),
        ("invalid-fullmove-number", Some(56))
    );
}

#[test]
fn lenient_fills_missing_trailing_fields() {
    let (read, w) = lenient_warning(START);
    assert_eq!((w.code, w.column), ("missing-fields", Some(44)));
    assert_eq!((num(&w, "found"), num(&w, "expected")), (1, 6));
    assert_eq!(write_fen(&read.position), format!("{START} w - - 0 1"));
    let (read, w) = lenient_warning(&format!("{START} b KQ"));
    assert_eq!((w.code, w.column), ("missing-fields", Some(49)));
    assert_eq!(write_fen(&read.position), format!("{START} b KQ - 0 1"));
    let (read, w) = lenient_warning(&format!("{START} w KQkq e3 5"));
    assert_eq!(w.column, Some(56));
    assert_eq!(write_fen(&read.position), format!("{START} w KQkq e3 5 1"));
}

#[test]
fn lenient_reports_every_repair_at_once() {
    let read = lenient("  rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/R1BAKABNR r - - 0 0 ")
        .unwrap();
    let codes: Vec<_> = read.warnings.iter().map(|w| w.code).collect();
    assert_eq!(
        codes,
        [
            "bad-whitespace",
            "xiangqi-letter-alias",
            "xiangqi-letter-alias",
            "xiangqi-letter-alias",
            "xiangqi-letter-alias",
            "side-r-for-red",
            "fullmove-zero"
        ]
    );
    assert!(
        read.warnings
            .iter()
            .all(|w| w.severity == Severity::Warning && w.column.is_some())
    );
    assert_eq!(read.position.fullmove_number, 1);
}

#[test]
fn empty_and_oversized_input_is_refused() {
    for blank in ["", "   ", "\t\n"] {
        for f in [strict(blank).unwrap_err(), lenient(blank).unwrap_err()] {
            assert_eq!(
                (f.errors[0].code, f.errors[0].column),
                ("empty-input", Some(1))
            );
        }
    }
    let just_over = "8".repeat(MAX_INPUT_BYTES + 1);
    let e = error(&just_over, "input-too-long", MAX_INPUT_BYTES + 1);
    assert_eq!((num(&e, "bytes"), num(&e, "limit")), (65537, 65536));
    let huge = format!("{START_FEN}{}", " x".repeat(5 * 1024 * 1024));
    error(&huge, "input-too-long", MAX_INPUT_BYTES + 1);
    // Exactly at the limit the text is read (and found wanting).
    let at_limit = format!(
        "{START_FEN}{}",
        "1".repeat(MAX_INPUT_BYTES - START_FEN.len())
    );
    error(&at_limit, "invalid-fullmove-number", 56);
    // Multi-byte characters: the column counts characters up to the limit.
    let wide = "ж".repeat(MAX_INPUT_BYTES / 2 + 1);
    error(&wide, "input-too-long", MAX_INPUT_BYTES / 2 + 1);
}

#[test]
fn a_long_line_of_junk_gives_a_short_list() {
    for junk in [
        "x".repeat(60_000),
        "/".repeat(60_000),
        "1".repeat(60_000),
        "Ж".repeat(30_000),
        "ж ".repeat(20_000),
        format!("{START} w KQkq - 0 {}", "中".repeat(20_000)),
        format!("{START} w {} - 0 1", "K".repeat(60_000)),
    ] {
        let count = match lenient(&junk) {
            Ok(read) => read.warnings.len(),
            Err(f) => f.errors.len() + f.warnings.len(),
        };
        assert!((1..=12).contains(&count), "{count} diagnostics");
    }
}

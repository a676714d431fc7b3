//! Every code listed with an example, and its message in every language.

use super::*;

/// One input per code (strict unless marked lenient).
const EXAMPLES: &[(&str, bool, &str)] = &[
    ("empty-input", true, ""),
    ("too-many-ranks", true, "8/8/8/8/8/8/8/8/8 w - - 0 1"),
    ("too-few-ranks", true, "8/8/8/8/8/8/8 w - - 0 1"),
    ("rank-too-long", true, "8/8/8/8/8/8/8/44p w - - 0 1"),
    ("rank-too-short", true, "8/8/8/8/8/8/8/7 w - - 0 1"),
    ("invalid-piece", true, "8/8/8/8/8/8/8/7x w - - 0 1"),
    ("digit-zero", true, "8/8/8/8/8/8/8/08 w - - 0 1"),
    ("adjacent-digits", true, "8/8/8/8/8/8/8/44 w - - 0 1"),
    ("xiangqi-letter-alias", true, "4k4/9/9/9/9/9/9/9/9/3EKH3 w"),
    ("invalid-side", true, "8/8/8/8/8/8/8/8 red - - 0 1"),
    ("side-r-for-red", true, "4k4/9/9/9/9/9/9/9/9/4K4 r"),
    ("side-uppercase", true, "8/8/8/8/8/8/8/8 W - - 0 1"),
    ("invalid-castling", true, "8/8/8/8/8/8/8/8 w KQz - 0 1"),
    ("castling-order", true, "8/8/8/8/8/8/8/8 w kK - 0 1"),
    ("castling-duplicate", true, "8/8/8/8/8/8/8/8 w KK - 0 1"),
    (
        "xiangqi-castling-field",
        true,
        "4k4/9/9/9/9/9/9/9/9/4K4 w K - 0 1",
    ),
    (
        "invalid-en-passant-square",
        true,
        "8/8/8/8/8/8/8/8 w - e0 0 1",
    ),
    ("invalid-halfmove-clock", true, "8/8/8/8/8/8/8/8 w - - -3 1"),
    (
        "invalid-fullmove-number",
        true,
        "8/8/8/8/8/8/8/8 w - - 0 -1",
    ),
    ("fullmove-zero", true, "8/8/8/8/8/8/8/8 w - - 0 0"),
    ("leading-zero", true, "8/8/8/8/8/8/8/8 w - - 03 1"),
    ("missing-fields", true, "8/8/8/8/8/8/8/8 w"),
    (
        "too-many-fields",
        true,
        "8/8/8/8/8/8/8/8 w - - 0 1 moves e2e4",
    ),
    ("bad-whitespace", true, "8/8/8/8/8/8/8/8 w - -  0 1"),
    ("xiangqi-letter-alias", false, "4k4/9/9/9/9/9/9/9/9/3EKH3 w"),
    ("adjacent-digits", false, "8/8/8/8/8/8/8/224 w - - 0 1"),
    ("missing-fields", false, "8/8/8/8/8/8/8/8"),
    ("castling-order", false, "8/8/8/8/8/8/8/8 w kK - 0 1"),
    ("fullmove-zero", false, "8/8/8/8/8/8/8/8 w - - 0 0"),
    ("side-r-for-red", false, "4k4/9/9/9/9/9/9/9/9/4K4 r"),
    ("bad-whitespace", false, " 8/8/8/8/8/8/8/8 w - - 0 1"),
    // A note, not a deviation: the same in both modes.
    ("chess960-inferred", true, "4k3/8/8/8/8/8/8/RR2K3 w B - 0 1"),
    // Shredder letters say Chess960 (a king off e1 with `KQkq` no longer
    // does: standard chess is the default, issue 19).
    (
        "chess960-inferred",
        false,
        "bqnbrkrn/8/8/8/8/8/8/BQNBRKRN w GEge - 0 1",
    ),
];

/// The diagnostics an example produces, whichever list they are in.
fn diagnostics(input: &str, strict_mode: bool) -> Vec<Diagnostic> {
    let options = if strict_mode {
        ReadOptions::strict()
    } else {
        ReadOptions::lenient()
    };
    match read_fen(input, options) {
        Ok(read) => read.warnings,
        Err(f) => f.errors.into_iter().chain(f.warnings).collect(),
    }
}

#[test]
fn every_code_is_listed_and_has_an_example() {
    for code in CODES {
        let examples = EXAMPLES.iter().filter(|(c, ..)| c == code).count();
        assert!(
            examples > 0 || *code == "input-too-long",
            "no example for {code}"
        );
    }
    for (code, strict_mode, input) in EXAMPLES {
        let found = diagnostics(input, *strict_mode);
        assert!(found.iter().any(|d| d.code == *code), "{input}: {found:?}");
        for d in &found {
            assert!(CODES.contains(&d.code), "{} missing from CODES", d.code);
            let expected = if d.code == "chess960-inferred" {
                Severity::Note
            } else if *strict_mode {
                Severity::Error
            } else {
                Severity::Warning
            };
            if d.code == *code {
                assert_eq!(d.severity, expected, "{input}");
            }
        }
    }
}

fn fluent_bundle(lang: &str) -> fluent_bundle::FluentBundle<fluent_bundle::FluentResource> {
    let path = format!("{}/assets/i18n/{lang}/fen.ftl", env!("CARGO_MANIFEST_DIR"));
    let source = std::fs::read_to_string(&path).unwrap();
    let resource = fluent_bundle::FluentResource::try_new(source)
        .unwrap_or_else(|(_, errors)| panic!("{path}: {errors:?}"));
    let mut bundle = fluent_bundle::FluentBundle::new(vec![lang.parse().unwrap()]);
    bundle.set_use_isolating(false);
    bundle.add_resource(resource).unwrap();
    bundle
}

fn message(
    bundle: &fluent_bundle::FluentBundle<fluent_bundle::FluentResource>,
    d: &Diagnostic,
) -> String {
    let pattern = bundle
        .get_message(d.code)
        .and_then(|m| m.value())
        .unwrap_or_else(|| panic!("no message {}", d.code));
    let mut args = fluent_bundle::FluentArgs::new();
    for (name, value) in &d.args {
        match value {
            Arg::Num(n) => args.set(*name, *n),
            Arg::Str(s) => args.set(*name, s.to_string()),
        }
    }
    let mut errors = vec![];
    let text = bundle
        .format_pattern(pattern, Some(&args), &mut errors)
        .to_string();
    assert!(errors.is_empty(), "{}: {errors:?}", d.code);
    text
}

#[test]
fn every_code_has_a_one_line_message_in_every_language() {
    let too_long = strict(&"x".repeat(MAX_INPUT_BYTES + 1)).unwrap_err().errors;
    for lang in ["en", "ru", "zh"] {
        let bundle = fluent_bundle(lang);
        for code in CODES {
            assert!(bundle.has_message(code), "{lang}: no message for {code}");
        }
        for (_, strict_mode, input) in EXAMPLES {
            for d in diagnostics(input, *strict_mode).iter().chain(&too_long) {
                let text = message(&bundle, d);
                assert!(
                    !text.contains('\n') && !text.is_empty(),
                    "{lang} {}: {text}",
                    d.code
                );
            }
        }
    }
}

#[test]
fn messages_name_the_rank_and_the_numbers() {
    let e = strict_error("rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    assert_eq!(
        message(&fluent_bundle("en"), &e),
        "rank 7 has 9 squares; a chess rank has 8"
    );
    let e = strict_error("3k1a3/4a4/5n3/9/9/9/9/9/9/4KR4 w");
    assert_eq!(
        message(&fluent_bundle("en"), &e),
        "rank 0 has 10 points; a xiangqi rank has 9"
    );
    // Russian plural forms: 1 поле, 2 поля, 5 полей.
    let ru = fluent_bundle("ru");
    let one = strict_error("8/8/8/8/8/8/8/8");
    let few = strict_error("8/8/8/8/8/8/8/8 w");
    let many = strict_error("8/8/8/8/8/8/8/8 w - - 0");
    assert!(
        message(&ru, &one).contains("1 поле"),
        "{}",
        message(&ru, &one)
    );
    assert!(
        message(&ru, &few).contains("2 поля"),
        "{}",
        message(&ru, &few)
    );
    assert!(
        message(&ru, &many).contains("5 полей"),
        "{}",
        message(&ru, &many)
    );
}

#[test]
fn the_app_finds_every_reader_message() {
    use fen_tui::i18n::{Lang, Localizer};
    for lang in Lang::ALL {
        let localizer = Localizer::new(lang);
        for code in CODES {
            assert!(localizer.has(code), "{lang:?}: no {code}");
        }
        for (_, strict_mode, input) in EXAMPLES {
            for d in diagnostics(input, *strict_mode) {
                let text = localizer.diagnostic(&d, Variant::Chess);
                assert!(
                    text != d.code && !text.contains("{$"),
                    "{lang:?} {}: {text}",
                    d.code
                );
            }
        }
    }
}

/// The one reader's own codes (`position`, `startpos`, `moves`) and EPD's are
/// worded in every language: none shows as its bare code.
#[test]
fn the_input_and_epd_codes_have_messages_in_every_language() {
    use fen_tui::core::fen::{epd, input};
    use fen_tui::i18n::{Lang, Localizer};
    for lang in Lang::ALL {
        let words = Localizer::new(lang);
        for code in input::CODES.iter().chain(epd::CODES) {
            assert!(words.has(code), "{lang:?}: no message for {code}");
        }
    }
}

#[test]
fn the_chinese_alias_warning_names_the_piece() {
    let zh = fluent_bundle("zh");
    for (fen, want) in [
        (
            "4k4/9/9/9/9/9/9/4e4/9/4K4 w - - 0 1",
            "“e”（象）是另一种写法；标准写法为“b”",
        ),
        (
            "4k4/9/9/9/9/9/9/4E4/9/4K4 w - - 0 1",
            "“E”（相）是另一种写法；标准写法为“B”",
        ),
        (
            "4k4/9/9/9/9/9/9/4h4/9/4K4 w - - 0 1",
            "“h”（马）是另一种写法；标准写法为“n”",
        ),
    ] {
        let found = diagnostics(fen, false);
        let alias = found
            .iter()
            .find(|d| d.code == "xiangqi-letter-alias")
            .unwrap_or_else(|| panic!("{fen}: {found:?}"));
        assert_eq!(message(&zh, alias), want, "{fen}");
    }
}

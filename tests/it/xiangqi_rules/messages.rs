//! Every diagnostic the rules emit renders in every language without a
//! Fluent error, and the selector keys reach their own variants.

use super::*;
use fen_tui::i18n::{Lang, Localizer};
use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};

const LANGUAGES: [&str; 3] = ["en", "ru", "zh"];

fn bundle(lang: &str) -> FluentBundle<FluentResource> {
    let path = format!("assets/i18n/{lang}/xiangqi.ftl");
    let source = std::fs::read_to_string(&path).unwrap();
    let resource =
        FluentResource::try_new(source).unwrap_or_else(|(_, errors)| panic!("{path}: {errors:?}"));
    let mut bundle = FluentBundle::new(vec![lang.parse().unwrap()]);
    bundle.set_use_isolating(false);
    bundle.add_resource(resource).unwrap();
    bundle
}

fn render(bundle: &FluentBundle<FluentResource>, d: &Diagnostic) -> String {
    let id = format!("xiangqi-{}", d.code);
    let message = bundle.get_message(&id).unwrap_or_else(|| panic!("no {id}"));
    let mut args = FluentArgs::new();
    for (name, value) in &d.args {
        match value {
            Arg::Num(n) => args.set(*name, FluentValue::from(*n)),
            Arg::Str(s) => args.set(*name, FluentValue::from(s.to_string())),
        }
    }
    let mut errors = Vec::new();
    let text = bundle.format_pattern(message.value().unwrap(), Some(&args), &mut errors);
    assert!(errors.is_empty(), "{id}: {errors:?}");
    text.into_owned()
}

/// `d` with its lists of points and moves joined as `lang` writes a list:
/// Chinese with 、 (`d9、f9`), the others with ", ".
fn joined_as_in(lang: &str, d: &Diagnostic) -> Diagnostic {
    let mut d = d.clone();
    for (name, value) in &mut d.args {
        if let Arg::Str(list) = value
            && lang == "zh"
            && ["squares", "attackers", "moves"].contains(name)
        {
            *value = Arg::from(list.replace(", ", "、"));
        }
    }
    d
}

/// Diagnostics of every code, reason and piece, from real positions and moves.
fn samples() -> Vec<Diagnostic> {
    let mut all = problems(&Position::empty(Variant::Xiangqi));
    for fen in [
        "3k1k3/9/9/9/9/9/9/9/9/9 w",
        "9/9/9/4k4/9/9/9/9/9/3K5 w",
        "3k5/9/9/9/2P6/1P7/9/9/4P4/3AK4 b",
        "pppppp3/1aaa5/bbb1k4/ccc6/nnn6/rrr6/9/9/9/4K4 w",
        "4k4/9/3N5/9/9/4p4/9/9/4C4/4K4 w",
        // Many soldiers behind their line and off their files: one problem each.
        "3k5/4p4/9/1p1p5/9/9/9/9/PPPPPPPP1/PPPPPPPPK w",
        // Two uncrossed soldiers on one file (issue 33 case 10).
        "3k5/9/9/9/9/P8/P8/9/9/4K4 w",
    ] {
        all.extend(problems(&position(fen)));
    }
    all.extend(notes(&position("3k5/9/9/9/9/9/9/9/9/4K4 w - - 121 90")));
    let refusals = [
        (
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w",
            [
                "a1a2", "h7e7", "a0a3", "b0d1", "a0a4", "b2b7", "a3b3", "a3a2", "e0f0", "d0d1",
                "e0e2", "c0c1", "h2h3x",
            ],
        ),
        (
            "3k5/9/9/9/9/2B6/9/9/9/3AK4 w",
            [
                "c4e6", "d0c1", "e0f2", "c4c5", "e0e9", "c4a2", "c4b3", "e0e0", "d0d0", "a0a0",
                "i9i0", "c4e2", "d0e1",
            ],
        ),
        (
            "3k5/9/9/9/4r4/9/9/9/4R4/4K4 w",
            [
                "e1d1", "e1e0", "e1f2", "e1e9", "a0a1", "e0f1", "e0d0", "e1e4", "e0e1", "e1e1",
                "e1a9", "d9d8", "e5e4",
            ],
        ),
        (
            "3k5/2P6/9/9/9/9/9/9/9/4KC3 w",
            [
                "c8c7", "c8d9", "c8b8", "f0f9", "e0d0", "f0d0", "f0e1", "c8c9", "e0f1", "e0e9",
                "f0f0", "c8c8", "d9d8",
            ],
        ),
        ("3k5/9/9/9/9/9/9/9/4R4/3R1K3 b", ["d9e9"; 13]),
        ("4k4/9/9/9/9/9/9/9/9/R8 w", ["a0a1"; 13]),
    ];
    for (fen, tokens) in refusals {
        let pos = position(fen);
        for token in tokens {
            if let Err(d) = parse_move(&pos, token, RankNumbering::FromZero) {
                all.push(d);
            }
        }
    }
    // WXF and Chinese: read, but no legal move fits, or two do.
    let stacked = position("3k5/9/9/2P1P4/2P1P4/9/9/9/9/4K4 w");
    // "马８进７": Black's numerals on Red's turn (other-side-numerals).
    for token in ["C2+9", "前兵平六", "马８进７"] {
        if let Err(d) =
            fen_tui::core::rules::xiangqi::notation::read(&stacked, token, RankNumbering::FromZero)
        {
            all.push(d);
        }
    }
    all
}

fn key(d: &Diagnostic) -> String {
    let mut key = d.code.to_owned();
    for name in ["reason", "piece", "color"] {
        key.push(' ');
        key.push_str(&text(d.arg_value(name)));
    }
    key
}

#[test]
fn every_emitted_diagnostic_renders_in_every_language() {
    let samples = samples();
    let emitted: BTreeSet<&str> = samples.iter().map(|d| d.code).collect();
    assert_eq!(emitted, CODES.iter().copied().collect());
    let reasons: BTreeSet<String> = samples
        .iter()
        .filter(|d| d.code == "illegal-move")
        .map(|d| text(d.arg_value("reason")))
        .collect();
    assert_eq!(reasons.len(), 12, "{reasons:?}");
    for lang in LANGUAGES {
        let bundle = bundle(lang);
        let app = Localizer::new(Lang::parse(lang).unwrap());
        // Different selector values must reach different words.
        let mut seen = std::collections::HashMap::new();
        for d in &samples {
            let text = render(&bundle, d);
            // The app's own lookup finds the same xiangqi message, its lists
            // of points joined as the language joins them.
            let joined = render(&bundle, &joined_as_in(lang, d));
            assert_eq!(app.diagnostic(d, Variant::Xiangqi), joined);
            for (_, value) in &d.args {
                if let Arg::Str(s) = value
                    && s.chars().any(|c| c.is_ascii_digit())
                {
                    assert!(text.contains(s.as_ref()), "{lang}: {text} lacks {s}");
                }
            }
            if let Some(before) = seen.insert(text.clone(), key(d)) {
                assert_eq!(before, key(d), "{lang}: two cases read the same: {text}");
            }
        }
    }
}

#[test]
fn russian_counts_take_their_plural_forms() {
    let bundle = bundle("ru");
    let horses = |count: i64| {
        let d = Diagnostic::error("too-many-pieces")
            .arg("color", "red")
            .arg("piece", "horse")
            .arg("count", count)
            .arg("limit", 2u8)
            .arg("squares", "…");
        render(&bundle, &d)
    };
    assert!(horses(3).contains("3 коня"), "{}", horses(3));
    assert!(horses(5).contains("5 коней"), "{}", horses(5));
    assert!(horses(21).contains("21 конь"), "{}", horses(21));
    let soldiers = |count: i64| {
        let d = Diagnostic::error("pawn-misplaced")
            .arg("color", "black")
            .arg("reason", "behind-start")
            .arg("count", count)
            .arg("squares", "…");
        render(&bundle, &d)
    };
    assert!(
        soldiers(1).starts_with("Солдат чёрных на …"),
        "{}",
        soldiers(1)
    );
    assert!(
        soldiers(2).starts_with("2 солдата чёрных стоят"),
        "{}",
        soldiers(2)
    );
    assert!(
        soldiers(5).starts_with("5 солдат чёрных"),
        "{}",
        soldiers(5)
    );
    assert!(
        soldiers(21).starts_with("21 солдат чёрных"),
        "{}",
        soldiers(21)
    );
    let plies = |n: u32| {
        render(
            &bundle,
            &Diagnostic::note("sixty-move-rule").arg("halfmoves", n),
        )
    };
    assert!(plies(121).contains("121 полуход "), "{}", plies(121));
    assert!(plies(122).contains("122 полухода"), "{}", plies(122));
    assert!(plies(125).contains("125 полуходов"), "{}", plies(125));
}

#[test]
fn chinese_names_each_sides_pieces() {
    let bundle = bundle("zh");
    let found = problems(&position("pppppp3/1aaa5/bbb1k4/ccc6/nnn6/rrr6/9/9/9/4K4 w"));
    let texts: Vec<String> = only(&found, "too-many-pieces")
        .iter()
        .map(|d| render(&bundle, d))
        .collect();
    for name in ["士", "象", "马", "车", "炮", "卒"] {
        assert!(
            texts.iter().any(|t| t.contains(name)),
            "{name} in {texts:?}"
        );
    }
    let red = problems(&position("4k4/9/9/9/4A4/9/9/9/9/3AAK3 w"));
    assert!(render(&bundle, problem_of(&red, "too-many-pieces")).contains("仕"));
}

#[test]
fn chinese_names_the_one_checking_piece() {
    let bundle = bundle("zh");
    let found = problems(&position("4k4/9/9/9/9/9/9/9/4R4/3K5 w"));
    assert_eq!(
        render(&bundle, problem_of(&found, "opposite-check")),
        "黑方的将在 e9 被 e1 的车将军，但现在轮到红方走棋。"
    );
    // Two checking pieces: their points, and 棋子 for what they are.
    let two = problems(&position("4k4/9/3N5/9/9/4p4/9/9/4C4/3K5 w"));
    let text = render(&bundle, problem_of(&two, "opposite-check"));
    assert!(text.contains("的棋子将军"), "{text}");
    // The editor joins their points the Chinese way, with 、 (not ", ").
    let said =
        Localizer::new(Lang::Zh).diagnostic(problem_of(&two, "opposite-check"), Variant::Xiangqi);
    assert!(said.contains("被 e1、d7 的棋子将军"), "{said}");
    assert!(!said.contains(", "), "{said}");
}

#[test]
fn chinese_says_song_jiang_for_a_move_into_check() {
    // The Black general on d9 may not step onto the Red chariot's file.
    let pos = position("3k5/9/9/9/9/9/9/9/4R4/4K4 b");
    let refusal = parse_move(&pos, "d9e9", RankNumbering::FromZero).unwrap_err();
    let text = render(&bundle("zh"), &refusal);
    assert!(text.contains("送将"), "{text}");
    assert!(!text.contains('帥') && !text.contains('將'), "{text}");
}

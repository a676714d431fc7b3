//! Xiangqi rules against independent truth: the verdicts and move sequences in
//! `tests/data/xiangqi-*.tsv`, the published perft counts of the start
//! position, and the example of seed document 004.

// Helpers here are test code too: a failed unwrap is a failed test.
#![allow(clippy::unwrap_used)]

use fen_tui::core::fen::{ReadOptions, read_fen, write_fen};
use fen_tui::core::rules::xiangqi::{
    self, CODES, RankNumbering, legal_moves, notes, parse_move, perft, play, problems, status,
    uses_one_based_ranks,
};
use fen_tui::core::rules::{Move, Status};
use fen_tui::core::{Arg, Color, Diagnostic, Position, Severity, Square, Variant};
use std::collections::BTreeSet;

fn position(fen: &str) -> Position {
    read_fen(fen, ReadOptions::lenient())
        .unwrap_or_else(|e| panic!("{fen}: {e:?}"))
        .position
}

fn sq(name: &str) -> Square {
    Square::parse(name, Variant::Xiangqi).unwrap()
}

fn codes(diagnostics: &[Diagnostic]) -> BTreeSet<&'static str> {
    diagnostics.iter().map(|d| d.code).collect()
}

fn only<'a>(diagnostics: &'a [Diagnostic], code: &str) -> Vec<&'a Diagnostic> {
    diagnostics.iter().filter(|d| d.code == code).collect()
}

fn text(arg: Option<&Arg>) -> String {
    match arg {
        Some(Arg::Str(s)) => s.to_string(),
        Some(Arg::Num(n)) => n.to_string(),
        None => String::new(),
    }
}

/// Rows of a tab-separated vector file, keyed by the header's column names.
fn rows(path: &str) -> Vec<std::collections::HashMap<String, String>> {
    let data = std::fs::read_to_string(path).unwrap();
    let mut lines = data.lines();
    let header: Vec<&str> = lines.next().unwrap().split('\t').collect();
    lines
        .filter(|l| !l.trim().is_empty())
        .map(|line| {
            header
                .iter()
                .zip(line.split('\t').chain(std::iter::repeat("")))
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect()
        })
        .collect()
}

#[test]
fn every_position_vector_gets_exactly_its_codes() {
    let rows = rows("tests/data/xiangqi-positions.tsv");
    assert_eq!(rows.len(), 600);
    let mut wrong = Vec::new();
    for row in &rows {
        let pos = position(&row["fen"]);
        let found = problems(&pos);
        let expected: BTreeSet<&str> = row["codes"].split(',').filter(|c| !c.is_empty()).collect();
        assert_eq!(row["valid"] == "1", expected.is_empty(), "{}", row["fen"]);
        if codes(&found) != expected {
            wrong.push(format!(
                "{}: expected {expected:?}, got {:?}",
                row["fen"],
                codes(&found)
            ));
        }
        for d in &found {
            assert_eq!(d.severity, Severity::Error, "{}", row["fen"]);
            let placeless = matches!(d.code, "empty-board" | "missing-king");
            assert_eq!(d.squares.is_empty(), placeless, "{}: {d:?}", row["fen"]);
        }
    }
    assert!(
        wrong.is_empty(),
        "{} rows disagree:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
}

#[test]
fn every_move_vector_reaches_its_result() {
    let rows = rows("tests/data/xiangqi-moves.tsv");
    assert_eq!(rows.len(), 150);
    for row in &rows {
        let mut pos = position(&row["start"]);
        let tokens: Vec<&str> = row["moves"].split_whitespace().collect();
        let numbering = if uses_one_based_ranks(&tokens) {
            RankNumbering::FromOne
        } else {
            RankNumbering::FromZero
        };
        for token in &tokens {
            let mv = parse_move(&pos, token, numbering)
                .unwrap_or_else(|d| panic!("{}: {token}: {d:?}", row["start"]));
            assert!(legal_moves(&pos).contains(&mv));
            pos = play(&pos, mv);
        }
        assert_eq!(write_fen(&pos), row["result"], "from {}", row["start"]);
    }
}

#[test]
fn perft_of_the_start_position_matches_the_published_counts() {
    let start = position(Variant::Xiangqi.start_fen());
    let expected = [44, 1_920, 79_666, 3_290_240];
    for (depth, &count) in (1..).zip(expected.iter()) {
        assert_eq!(perft(&start, depth), count, "depth {depth}");
    }
}

#[test]
fn perft_of_published_middle_game_positions() {
    // Chinese Chess Perft Results (chessprogramming wiki), depths 1-3.
    let cases = [
        (
            "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1",
            [38, 1_128, 43_929],
        ),
        (
            "1cbak4/9/n2a5/2p1p3p/5cp2/2n2N3/6PCP/3AB4/2C6/3A1K1N1 w - - 0 1",
            [7, 281, 8_620],
        ),
        (
            "5a3/3k5/3aR4/9/5r3/5n3/9/3A1A3/5K3/2BC2B2 w - - 0 1",
            [25, 424, 9_850],
        ),
    ];
    for (fen, counts) in cases {
        let pos = position(fen);
        for (depth, &count) in (1..).zip(counts.iter()) {
            assert_eq!(perft(&pos, depth), count, "{fen} depth {depth}");
        }
    }
}

#[test]
fn seed_004_moves_reach_the_example_position() {
    // "5a3/3ka4/5n3/9/9/9/9/9/9/4K1R2 w moves g0f0 d8d9": the position reached
    // is the seed's example diagram.
    let mut pos = position("5a3/3ka4/5n3/9/9/9/9/9/9/4K1R2 w");
    for token in ["g0f0", "d8d9"] {
        let mv = parse_move(&pos, token, RankNumbering::FromZero).unwrap();
        pos = play(&pos, mv);
    }
    let fen = write_fen(&pos);
    let fields: Vec<&str> = fen.split(' ').collect();
    assert_eq!(fields[..2], ["3k1a3/4a4/5n3/9/9/9/9/9/9/4KR3", "w"]);
    // Two moves without a capture since the start's `- - 0 1` (the seed's
    // clock counts moves since the last capture); Black's move ends move 1.
    assert_eq!(fields[2..], ["-", "-", "2", "2"]);
    assert!(problems(&pos).is_empty());
}

#[test]
fn a_capture_alone_resets_the_half_move_clock() {
    let pos = position("3k5/9/9/9/9/4p4/9/9/4R4/5K3 w - - 7 12");
    // A soldier move would reset the chess clock; in xiangqi only captures do.
    let quiet = play(
        &pos,
        parse_move(&pos, "e1e2", RankNumbering::FromZero).unwrap(),
    );
    assert_eq!((quiet.halfmove_clock, quiet.fullmove_number), (8, 12));
    let soldier = play(
        &quiet,
        parse_move(&quiet, "e4d4", RankNumbering::FromZero).unwrap(),
    );
    assert_eq!((soldier.halfmove_clock, soldier.fullmove_number), (9, 13));
    let capture = play(
        &pos,
        parse_move(&pos, "e1e4", RankNumbering::FromZero).unwrap(),
    );
    assert_eq!(capture.halfmove_clock, 0);
    assert_eq!(capture.side_to_move, Color::Black);
}

fn problem_of<'a>(diagnostics: &'a [Diagnostic], code: &str) -> &'a Diagnostic {
    let matching = only(diagnostics, code);
    assert_eq!(matching.len(), 1, "{code} in {diagnostics:?}");
    matching[0]
}

#[test]
fn an_empty_board_is_one_problem() {
    let found = problems(&Position::empty(Variant::Xiangqi));
    assert_eq!(codes(&found), BTreeSet::from(["empty-board"]));
}

#[test]
fn a_missing_general_names_its_side() {
    let found = problems(&position("4k4/9/9/9/9/9/9/9/9/9 w"));
    assert_eq!(codes(&found), BTreeSet::from(["missing-king"]));
    assert_eq!(text(found[0].arg_value("color")), "red");
}

#[test]
fn extra_generals_are_listed_with_their_points() {
    let found = problems(&position("3k1k3/9/9/9/9/9/9/9/9/4K4 w"));
    let problem = problem_of(&found, "too-many-kings");
    assert_eq!(problem.squares, [sq("d9"), sq("f9")]);
    assert_eq!(text(problem.arg_value("color")), "black");
    assert_eq!(text(problem.arg_value("count")), "2");
    assert_eq!(text(problem.arg_value("squares")), "d9, f9");
}

#[test]
fn a_general_outside_the_palace_is_named() {
    let found = problems(&position("9/9/9/4k4/9/9/9/9/9/3K5 w"));
    assert_eq!(codes(&found), BTreeSet::from(["king-outside-palace"]));
    assert_eq!(found[0].squares, [sq("e6")]);
    assert_eq!(text(found[0].arg_value("square")), "e6");
}

#[test]
fn advisors_keep_to_five_palace_points() {
    // e0 is inside the palace but not on an advisor's diagonal; e5 is far off.
    let found = problems(&position("4k4/9/9/9/4A4/9/9/9/9/3AAK3 w"));
    let misplaced = only(&found, "advisor-misplaced");
    let points: Vec<Square> = misplaced.iter().flat_map(|d| d.squares.clone()).collect();
    assert_eq!(points, [sq("e0"), sq("e5")]);
    assert!(
        misplaced
            .iter()
            .all(|d| text(d.arg_value("color")) == "red")
    );
    assert_eq!(
        codes(&found),
        BTreeSet::from(["advisor-misplaced", "too-many-pieces"])
    );
}

#[test]
fn elephants_keep_to_their_seven_points() {
    let found = problems(&position("3k5/9/9/9/9/2b6/9/4b4/9/4K4 w"));
    // c4 is a Red elephant point across the river; e2 is Black's too far in.
    let points: Vec<Square> = only(&found, "elephant-misplaced")
        .iter()
        .flat_map(|d| d.squares.clone())
        .collect();
    assert_eq!(points, [sq("e2"), sq("c4")]);
    assert!(problems(&position("3k5/9/4b4/9/9/9/9/9/9/4K4 w")).is_empty());
}

#[test]
fn soldiers_before_the_river_keep_to_their_files_and_never_retreat() {
    let found = problems(&position("3k5/9/9/9/2P6/1P7/9/9/4P4/4K4 w"));
    let faults: Vec<(String, String)> = only(&found, "pawn-misplaced")
        .iter()
        .map(|d| (text(d.arg_value("square")), text(d.arg_value("reason"))))
        .collect();
    assert_eq!(
        faults,
        [
            ("e1".to_owned(), "behind-start".to_owned()),
            ("b4".to_owned(), "off-start-file".to_owned()),
        ]
    );
    assert_eq!(found.len(), 2, "c5 is across the river: {found:?}");
}

#[test]
fn too_many_pieces_counts_each_kind() {
    let found = problems(&position("3k5/9/9/9/p1p1p1p1p/p8/9/9/9/RRR1K4 w"));
    let problems: Vec<(String, String, String)> = only(&found, "too-many-pieces")
        .iter()
        .map(|d| {
            (
                text(d.arg_value("piece")),
                text(d.arg_value("count")),
                text(d.arg_value("limit")),
            )
        })
        .collect();
    assert_eq!(
        problems,
        [
            ("chariot".into(), "3".into(), "2".into()),
            ("soldier".into(), "6".into(), "5".into()),
        ]
    );
    let chariots = &only(&found, "too-many-pieces")[0];
    assert_eq!(chariots.squares, [sq("a0"), sq("b0"), sq("c0")]);
}

#[test]
fn facing_generals_are_one_problem_not_a_check() {
    let found = problems(&position("4k4/9/9/9/9/9/9/9/9/4K4 w"));
    assert_eq!(codes(&found), BTreeSet::from(["kings-facing"]));
    assert_eq!(found[0].squares, [sq("e0"), sq("e9")]);
    // A piece between them ends it.
    assert!(problems(&position("4k4/9/9/9/4p4/9/9/9/9/4K4 w")).is_empty());
}

#[test]
fn the_side_that_just_moved_cannot_be_in_check() {
    // Red to move while a Red cannon (screen e4) and horse attack Black's general.
    let found = problems(&position("4k4/9/3N5/9/9/4p4/9/9/4C4/3K5 w"));
    let problem = problem_of(&found, "opposite-check");
    assert_eq!(text(problem.arg_value("color")), "black");
    assert_eq!(problem.squares[0], sq("e9"));
    let mut attackers = problem.squares[1..].to_vec();
    attackers.sort();
    assert_eq!(attackers, [sq("d7"), sq("e1")]);
    // With Black to move it is just check.
    let black_to_move = position("4k4/9/3N5/9/9/4p4/9/9/4C4/3K5 b");
    assert!(problems(&black_to_move).is_empty());
    assert_eq!(status(&black_to_move), Status::Check);
}

#[test]
fn the_sixty_move_rule_is_a_note_from_120_half_moves() {
    let fen = |clock: u32| {
        format!("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - {clock} 80")
    };
    assert!(notes(&position(&fen(119))).is_empty());
    let found = notes(&position(&fen(120)));
    assert_eq!(codes(&found), BTreeSet::from(["sixty-move-rule"]));
    assert_eq!(found[0].severity, Severity::Note);
}

#[test]
fn status_tells_check_mate_and_no_move() {
    assert_eq!(
        status(&position(Variant::Xiangqi.start_fen())),
        Status::Ongoing
    );
    assert_eq!(
        status(&position("3k5/9/9/9/9/9/9/9/9/3R1K3 b")),
        Status::Check
    );
    let mated = position("3k5/9/9/9/9/9/9/9/4R4/3R1K3 b");
    assert_eq!(status(&mated), Status::Checkmate);
    let stuck = position("3k5/R8/9/9/9/9/9/9/4R4/5K3 b");
    assert!(legal_moves(&stuck).is_empty());
    assert_eq!(status(&stuck), Status::Stalemate);
}

#[test]
fn play_stops_when_the_position_makes_no_sense() {
    for fen in [
        "4k4/9/9/9/9/9/9/9/9/4K4 w",   // generals facing
        "4k4/9/9/9/9/9/9/9/9/R8 w",    // no Red general
        "4k4/9/9/9/9/9/9/9/4R4/3K5 w", // Black already in check
        "3k1k3/9/9/9/9/9/9/9/9/4K4 b", // two Black generals
    ] {
        assert!(legal_moves(&position(fen)).is_empty(), "{fen}");
    }
    // An extra chariot does not stop play.
    assert!(!legal_moves(&position("3k5/9/9/9/9/9/9/9/9/RRR1K4 w")).is_empty());
}

#[test]
fn one_based_ranks_are_recognised_and_read() {
    assert!(uses_one_based_ranks(&["h3e3", "h10g8"]));
    assert!(!uses_one_based_ranks(&["h2e2", "h9g7"]));
    let start = position(Variant::Xiangqi.start_fen());
    let one_based = parse_move(&start, "h3e3", RankNumbering::FromOne).unwrap();
    assert_eq!(
        one_based,
        parse_move(&start, "h2e2", RankNumbering::FromZero).unwrap()
    );
    let after = play(&start, one_based);
    let horse = parse_move(&after, "h10g8", RankNumbering::FromOne).unwrap();
    assert_eq!(horse.coordinates(Variant::Xiangqi), "h9g7");
    assert_eq!(
        parse_move(&start, "h10g8", RankNumbering::FromZero)
            .unwrap_err()
            .code,
        "unreadable-move"
    );
    assert_eq!(
        parse_move(&start, "a0a1", RankNumbering::FromOne)
            .unwrap_err()
            .code,
        "unreadable-move"
    );
}

fn refusal(fen: &str, token: &str) -> (String, String) {
    let err = parse_move(&position(fen), token, RankNumbering::FromZero).unwrap_err();
    assert_eq!(err.code, "illegal-move", "{fen} {token}");
    assert_eq!(text(err.arg_value("move")), token);
    assert_eq!(err.column, None);
    (text(err.arg_value("reason")), text(err.arg_value("piece")))
}

#[test]
fn refused_moves_say_why() {
    let start = Variant::Xiangqi.start_fen();
    let pinned = "3k5/9/9/9/4r4/9/9/9/4R4/4K4 w";
    let cases = [
        (start, "a1a2", "no-piece", "none"),
        (start, "h7e7", "not-your-piece", "cannon"),
        (start, "a0a3", "own-piece", "chariot"),
        (start, "b0b1", "piece-shape", "horse"),
        (start, "b0d1", "blocked", "horse"),
        (start, "a0a4", "blocked", "chariot"),
        (start, "b2b7", "cannon-screen", "cannon"),
        (start, "a3b3", "river", "soldier"),
        (start, "a3a2", "piece-shape", "soldier"),
        ("3k5/9/9/9/9/2B6/9/9/9/4K4 w", "c4e6", "river", "elephant"),
        (
            "3k5/9/9/9/9/9/9/9/3P5/2B1K4 w",
            "c0e2",
            "blocked",
            "elephant",
        ),
        ("3k5/9/9/9/9/9/9/9/9/3AK4 w", "d0c1", "palace", "advisor"),
        ("5k3/9/9/9/9/9/9/9/9/3K5 w", "d0c0", "palace", "general"),
        (pinned, "e1d1", "leaves-king-in-check", "chariot"),
        (
            "4k4/9/9/9/9/9/9/9/9/3K5 w",
            "d0e0",
            "kings-facing",
            "general",
        ),
        (
            "4k4/9/9/9/9/9/9/9/9/R8 w",
            "a0a1",
            "position-invalid",
            "chariot",
        ),
        (
            "3k5/9/9/9/9/9/9/9/4R4/3R1K3 b",
            "d9e9",
            "game-over",
            "general",
        ),
    ];
    for (fen, token, reason, piece) in cases {
        assert_eq!(
            refusal(fen, token),
            (reason.into(), piece.into()),
            "{fen} {token}"
        );
    }
    // The same pinned chariot may move along the pin.
    assert!(parse_move(&position(pinned), "e1e4", RankNumbering::FromZero).is_ok());
}

#[test]
fn unreadable_moves_name_the_text() {
    let start = position(Variant::Xiangqi.start_fen());
    for token in ["", "h2", "hello", "z2e2", "h2e2e3", "h2-e2"] {
        let err = parse_move(&start, token, RankNumbering::FromZero).unwrap_err();
        assert_eq!(err.code, "unreadable-move", "{token}");
        assert_eq!(text(err.arg_value("move")), token);
    }
}

#[test]
fn every_legal_move_parses_back_and_every_other_move_is_refused() {
    let pos = position("r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1");
    let legal = legal_moves(&pos);
    let points: Vec<Square> = Square::fen_order(Variant::Xiangqi).collect();
    for &from in &points {
        for &to in &points {
            let token = format!(
                "{}{}",
                from.name(Variant::Xiangqi),
                to.name(Variant::Xiangqi)
            );
            let parsed = parse_move(&pos, &token, RankNumbering::FromZero);
            let mv = Move {
                from,
                to,
                promotion: None,
            };
            assert_eq!(parsed.is_ok(), legal.contains(&mv), "{token}: {parsed:?}");
        }
    }
}

#[test]
fn codes_list_everything_emitted() {
    for code in [
        "empty-board",
        "opposite-check",
        "sixty-move-rule",
        "illegal-move",
    ] {
        assert!(CODES.contains(&code));
    }
    assert_eq!(xiangqi::CODES.len(), 13);
}

mod messages {
    //! Every diagnostic the rules emit renders in every language without a
    //! Fluent error, and the selector keys reach their own variants.

    use super::*;
    use fen_tui::i18n::{Lang, Localizer};
    use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};

    const LANGUAGES: [&str; 3] = ["en", "ru", "zh"];

    fn bundle(lang: &str) -> FluentBundle<FluentResource> {
        let path = format!("assets/i18n/{lang}/xiangqi.ftl");
        let source = std::fs::read_to_string(&path).unwrap();
        let resource = FluentResource::try_new(source)
            .unwrap_or_else(|(_, errors)| panic!("{path}: {errors:?}"));
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

    /// Diagnostics of every code, reason and piece, from real positions and moves.
    fn samples() -> Vec<Diagnostic> {
        let mut all = problems(&Position::empty(Variant::Xiangqi));
        for fen in [
            "3k1k3/9/9/9/9/9/9/9/9/9 w",
            "9/9/9/4k4/9/9/9/9/9/3K5 w",
            "3k5/9/9/9/2P6/1P7/9/9/4P4/3AK4 b",
            "pppppp3/1aaa5/bbb1k4/ccc6/nnn6/rrr6/9/9/9/4K4 w",
            "4k4/9/3N5/9/9/4p4/9/9/4C4/4K4 w",
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
                // The app's own lookup finds the same xiangqi message.
                assert_eq!(app.diagnostic(d, Variant::Xiangqi), text);
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
        for name in ["士", "象", "馬", "車", "砲", "卒"] {
            assert!(
                texts.iter().any(|t| t.contains(name)),
                "{name} in {texts:?}"
            );
        }
        let red = problems(&position("4k4/9/9/9/4A4/9/9/9/9/3AAK3 w"));
        assert!(render(&bundle, problem_of(&red, "too-many-pieces")).contains("仕"));
    }
}

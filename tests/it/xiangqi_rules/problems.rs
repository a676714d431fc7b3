//! One test per problem code: the code, its points and its message values.

use super::*;

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
        .map(|d| (text(d.arg_value("squares")), text(d.arg_value("reason"))))
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
fn soldiers_behind_their_line_are_one_problem_per_side_and_reason() {
    // Red's 16 soldiers on ranks 0 and 1 (both behind the start line), a
    // Black soldier off its file before the river (b6), one behind (e9).
    let found = problems(&position("3k5/4p4/9/1p7/9/9/9/9/PPPPPPPP1/PPPPPPPPK w"));
    let groups: Vec<(String, String, String, usize)> = only(&found, "pawn-misplaced")
        .iter()
        .map(|d| {
            (
                text(d.arg_value("color")),
                text(d.arg_value("reason")),
                text(d.arg_value("count")),
                d.squares.len(),
            )
        })
        .collect();
    assert_eq!(
        groups,
        [
            ("red".into(), "behind-start".into(), "16".into(), 16),
            ("black".into(), "off-start-file".into(), "1".into(), 1),
            ("black".into(), "behind-start".into(), "1".into(), 1),
        ],
        "{found:?}"
    );
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

/// Issue 33 case 10: before the river a soldier only steps straight ahead
/// from its start point, so one file holds at most one uncrossed soldier of
/// a side. `3k5/9/9/9/9/P8/P8/9/9/4K4 w` (a4 and a3) was OK.
#[test]
fn two_uncrossed_soldiers_on_one_file_are_unreachable() {
    let found = problems(&position("3k5/9/9/9/9/P8/P8/9/9/4K4 w"));
    assert_eq!(codes(&found), BTreeSet::from(["pawns-one-file"]));
    let problem = problem_of(&found, "pawns-one-file");
    assert_eq!(
        problem.squares.iter().copied().collect::<BTreeSet<_>>(),
        BTreeSet::from([sq("a3"), sq("a4")])
    );
    assert_eq!(text(problem.arg_value("color")), "red");
    assert_eq!(text(problem.arg_value("file")), "a");
    // Black's the same way, from its side of the river.
    let found = problems(&position("3k5/9/9/2p6/2p6/9/9/9/9/4K4 w"));
    assert_eq!(codes(&found), BTreeSet::from(["pawns-one-file"]));
    // One before the river and one across it: the second may have crossed
    // from its own file, then stepped sideways.
    assert!(problems(&position("3k5/9/9/9/P8/P8/9/9/9/4K4 w")).is_empty());
    // On its start point or the point before it, alone: reachable.
    assert!(problems(&position("3k5/9/9/9/9/P8/2P6/9/9/4K4 w")).is_empty());
}

/// Issue 33 case 10: a half-move clock of 120 or more (past the 60-move
/// rule) is noted as a draw.
#[test]
fn a_clock_past_one_hundred_and_twenty_is_noted() {
    for (clock, noted) in [(119, false), (120, true), (130, true)] {
        let fen = format!("3k5/9/9/9/9/9/9/9/9/4K4 w - - {clock} 100");
        let found = fen_tui::core::rules::notes(&position(&fen));
        let rule = found.iter().filter(|n| n.code == "sixty-move-rule").count();
        assert_eq!(rule, usize::from(noted), "{fen}: {found:?}");
    }
}

//! Each problem code of the rules' verdict, with the squares it points at.

use super::*;

#[test]
fn empty_board_also_lacks_both_kings() {
    let found = problems(&position("8/8/8/8/8/8/8/8 w - - 0 1"));
    assert!(found.iter().any(|d| d.code == "empty-board"));
    let colours: BTreeSet<String> = found
        .iter()
        .filter(|d| d.code == "missing-king")
        .map(|d| text(d, "color"))
        .collect();
    assert_eq!(colours, ["black", "white"].map(String::from).into());
}

#[test]
fn missing_king_names_the_colour() {
    let found = problems(&position("4k3/8/8/8/8/8/8/8 w - - 0 1"));
    assert_eq!(text(only(&found, "missing-king"), "color"), "white");
    assert_eq!(found.len(), 1);
}

#[test]
fn too_many_kings_points_at_every_king() {
    let found = problems(&position("4k3/8/8/8/6K1/8/8/4K3 w - - 0 1"));
    let d = only(&found, "too-many-kings");
    assert_eq!(
        d.squares.iter().copied().collect::<BTreeSet<_>>(),
        squares(&["e1", "g4", "e8"])
    );
    assert_eq!(text(d, "color"), "white");
    assert_eq!(text(d, "squares"), "e1, g4");
    // Two kings of one colour and none of the other: two kings in all, as
    // python-chess counts, so only the missing king is reported.
    assert_eq!(
        codes(&position("8/8/8/8/6K1/8/8/4K3 w - - 0 1")),
        ["missing-king"].into()
    );
}

#[test]
fn too_many_pawns_and_pieces_count_per_colour() {
    let found = problems(&position("4k3/8/8/8/8/P7/PPPPPPPP/4K3 w - - 0 1"));
    let d = only(&found, "too-many-pawns");
    assert_eq!(
        (text(d, "color").as_str(), text(d, "count").as_str()),
        ("white", "9")
    );
    assert_eq!(d.squares.len(), 9);

    let found = problems(&position("4k3/8/8/8/NNNNNNNN/NNNNNNNN/8/4K3 w - - 0 1"));
    let d = only(&found, "too-many-pieces");
    assert_eq!(
        (text(d, "color").as_str(), text(d, "count").as_str()),
        ("white", "17")
    );
    assert_eq!(found.len(), 1);
}

#[test]
fn pawns_on_back_rank_points_at_them() {
    let found = problems(&position("P3k3/8/8/8/8/8/8/4K2p w - - 0 1"));
    let d = only(&found, "pawns-on-back-rank");
    assert_eq!(
        d.squares.iter().copied().collect::<BTreeSet<_>>(),
        squares(&["a8", "h1"])
    );
}

#[test]
fn invalid_castling_rights_say_which_right_and_why() {
    let found = problems(&position("4k3/8/8/8/8/8/8/4K3 w K - 0 1"));
    let d = only(&found, "invalid-castling-rights");
    assert_eq!(
        (text(d, "right").as_str(), text(d, "reason").as_str()),
        ("K", "no-rook")
    );
    assert_eq!(d.squares, vec![sq("h1")]);

    let found = problems(&standard("r3k3/8/8/8/8/8/8/3K3R w Kq - 0 1"));
    let d = only(&found, "invalid-castling-rights");
    assert_eq!(
        (text(d, "right").as_str(), text(d, "reason").as_str()),
        ("K", "no-king")
    );
    assert_eq!(d.squares, vec![sq("e1")]);
    // Without the mode given it is standard chess too (issue 19: python-chess,
    // shakmaty and Stockfish's users call it invalid); in Chess960 it stands.
    let found = problems(&position("r3k3/8/8/8/8/8/8/3K3R w Kq - 0 1"));
    assert_eq!(
        only(&found, "invalid-castling-rights").squares,
        vec![sq("e1")]
    );
    assert!(problems(&chess960("r3k3/8/8/8/8/8/8/3K3R w Kq - 0 1")).is_empty());

    // Chess960: a second right on one side of the king.
    let pos = read_fen(
        "4k3/8/8/8/8/8/8/RR2K3 w QB - 0 1",
        ReadOptions::lenient().with_chess960(true),
    )
    .unwrap()
    .position;
    let found = problems(&pos);
    let d = only(&found, "invalid-castling-rights");
    assert_eq!(
        (text(d, "right").as_str(), text(d, "reason").as_str()),
        ("B", "same-side")
    );
    assert_eq!(text(d, "square"), "a1");
}

#[test]
fn invalid_en_passant_says_why() {
    let reason = |fen: &str| {
        text(
            only(&problems(&position(fen)), "invalid-en-passant"),
            "reason",
        )
    };
    assert_eq!(reason("4k3/8/8/8/8/8/8/4K3 w - e6 0 1"), "no-pawn");
    assert_eq!(reason("4k3/8/8/8/4p3/8/8/4K3 w - e3 0 1"), "wrong-rank");
    assert_eq!(
        reason("4k3/4p3/8/4p3/8/8/8/4K3 w - e6 0 1"),
        "start-occupied"
    );
    assert_eq!(
        reason("4k3/8/4n3/4p3/8/8/8/4K3 w - e6 0 1"),
        "target-occupied"
    );
    assert!(problems(&position("4k3/8/8/4p3/8/8/8/4K3 w - e6 0 1")).is_empty());
}

#[test]
fn opposite_check_points_at_king_and_attacker() {
    let found = problems(&position("4k3/8/8/8/8/8/8/4R1K1 w - - 0 1"));
    let d = only(&found, "opposite-check");
    assert_eq!(text(d, "color"), "black");
    assert_eq!(
        d.squares.iter().copied().collect::<BTreeSet<_>>(),
        squares(&["e1", "e8"])
    );
}

#[test]
fn three_checkers_are_too_many_and_impossible() {
    let found = problems(&position("4k3/8/8/8/8/3n1n2/8/r3K3 w - - 0 1"));
    let d = only(&found, "too-many-checkers");
    assert_eq!(text(d, "count"), "3");
    assert_eq!(
        d.squares.iter().copied().collect::<BTreeSet<_>>(),
        squares(&["a1", "d3", "f3", "e1"])
    );
    assert_eq!(text(only(&found, "impossible-check"), "reason"), "too-many");
}

#[test]
fn impossible_checks_aligned_and_after_a_double_push() {
    let found = problems(&position("4k3/8/8/8/8/8/8/r3K2r w - - 0 1"));
    assert_eq!(text(only(&found, "impossible-check"), "reason"), "aligned");
    let found = problems(&position("R3k3/8/8/8/4P3/8/8/4K3 b - e3 0 1"));
    assert_eq!(
        text(only(&found, "impossible-check"), "reason"),
        "after-double-push"
    );
    assert_eq!(found.len(), 1);
    // Without the en-passant target the same check is possible.
    assert!(problems(&position("R3k3/8/8/8/4P3/8/8/4K3 b - - 0 1")).is_empty());
}

#[test]
fn two_knight_checkers_are_possible_and_playable() {
    // python-chess accepts a double check by two knights; shakmaty alone
    // would refuse the position, but the king can still be moved.
    let pos = position("4k3/8/8/8/8/3n1n2/8/4K3 w - - 0 1");
    assert!(problems(&pos).is_empty());
    assert_eq!(status(&pos), Status::Check);
    let moves = legal_moves(&pos);
    assert!(!moves.is_empty());
    assert!(moves.iter().all(|m| m.from == sq("e1")));
}

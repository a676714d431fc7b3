//! Status, which positions allow play, rank numbering, and why a move is refused.

use super::*;

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
        "pawns-one-file",
    ] {
        assert!(CODES.contains(&code));
    }
    assert_eq!(xiangqi::CODES.len(), 17);
}

#[test]
fn legal_play_never_makes_a_position_invalid() {
    // Random games from the start: every position reached by legal moves must
    // pass the checker, and the status must agree with the move list.
    let mut seed: u64 = 0x5eed_0004;
    let mut next = move |n: usize| {
        seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
        (seed >> 33) as usize % n
    };
    for _ in 0..60 {
        let mut pos = position(Variant::Xiangqi.start_fen());
        for _ in 0..200 {
            assert!(problems(&pos).is_empty(), "{}", write_fen(&pos));
            let moves = legal_moves(&pos);
            let over = matches!(status(&pos), Status::Checkmate | Status::Stalemate);
            assert_eq!(moves.is_empty(), over, "{}", write_fen(&pos));
            if over {
                break;
            }
            pos = play(&pos, moves[next(moves.len())]);
        }
    }
}

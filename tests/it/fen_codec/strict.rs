//! The strict reader: the fields and the spaces between them, the placement,
//! and xiangqi's fields.

use super::*;

#[test]
fn strict_wants_six_fields() {
    // Placement is 43 characters; the full FEN 56.
    let e = strict_error(&format!("{START} w KQkq - 0"));
    assert_eq!((e.code, e.column), ("missing-fields", Some(55)));
    assert_eq!((num(&e, "found"), num(&e, "expected")), (5, 6));
    error(&format!("{START_FEN} 7"), "too-many-fields", 58);
}

#[test]
fn strict_wants_exactly_one_space_between_fields() {
    deviation(&format!("{START}  w KQkq - 0 1"), "bad-whitespace", 45);
    deviation(&format!("{START}\tw KQkq - 0 1"), "bad-whitespace", 44);
    deviation(&format!("{START} w KQkq -\t0 1"), "bad-whitespace", 53);
    deviation(&format!(" {START_FEN}"), "bad-whitespace", 1);
    deviation(&format!("{START_FEN}\n"), "bad-whitespace", 57);
}

#[test]
fn castling_letters_in_kqkq_order_each_once() {
    let read = deviation(&format!("{START} w QKkq - 0 1"), "castling-order", 48);
    assert_eq!(read.position.castling, CastlingRights::ALL);
    let read = deviation(&format!("{START} w qkQK - 0 1"), "castling-order", 48);
    assert_eq!(read.position.castling, CastlingRights::ALL);
    let read = deviation(&format!("{START} w KKkq - 0 1"), "castling-duplicate", 48);
    let black_only = strict(&format!("{START} w Kkq - 0 1"))
        .unwrap()
        .position
        .castling;
    assert_eq!(read.position.castling, black_only);
    assert!(
        read.position.castling.has(Color::White, 7) && !read.position.castling.has(Color::White, 0)
    );
    let e = error(&format!("{START} w KQkx - 0 1"), "invalid-castling", 50);
    assert_eq!(text(&e, "letter"), "x");
    error(&format!("{START} w -K - 0 1"), "invalid-castling", 47);
    assert_eq!(
        strict(&format!("{START} w Kq - 0 1")).unwrap().warnings,
        vec![]
    );
}

#[test]
fn shredder_and_x_fen_castling_letters_read_as_rook_files() {
    // Shredder-FEN names the rook files; the writer uses KQkq for the outer rooks.
    let read = strict(&format!("{START} w HAha - 0 1")).unwrap();
    assert_eq!(read.position.castling, CastlingRights::ALL);
    assert_eq!(write_fen(&read.position), START_FEN);
    // Chess960: king on b1, rooks a1 and c1; K is the c-rook, Q the a-rook.
    let fen = "rkrbbqnn/pppppppp/8/8/8/8/PPPPPPPP/RKRBBQNN w KQkq - 0 1";
    let pos = strict(fen).unwrap().position;
    assert!(pos.castling.has(Color::White, 2) && pos.castling.has(Color::White, 0));
    assert!(pos.castling.has(Color::Black, 2) && pos.castling.has(Color::Black, 0));
    assert_eq!(write_fen(&pos), fen);
    // An inner rook needs its file letter (X-FEN).
    let fen = "4k3/8/8/8/8/8/8/4KR1R w F - 0 1";
    let pos = strict(fen).unwrap().position;
    assert_eq!(
        pos.castling.files(Color::White).collect::<Vec<_>>(),
        vec![5]
    );
    assert_eq!(write_fen(&pos), fen);
}

#[test]
fn no_two_adjacent_digits_in_a_rank() {
    let fen = "rnbqkbnr/pppppppp/44/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let read = deviation(fen, "adjacent-digits", 20);
    let w = &read.warnings[0];
    assert_eq!((num(w, "rank"), num(w, "squares")), (6, 8));
    assert_eq!(write_fen(&read.position), START_FEN);
    // Xiangqi's "each empty square separately as 1" is the same deviation.
    let fen = "3k1a3/4a4/5n3/111111111/9/9/9/9/9/4KR3 w";
    let read = deviation(fen, "adjacent-digits", 16);
    assert_eq!(num(&read.warnings[0], "rank"), 6);
    assert_eq!(num(&read.warnings[0], "squares"), 9);
}

#[test]
fn clocks_are_non_negative_integers_and_the_move_number_starts_at_one() {
    // Half-move clock at column 54, move number at 56.
    for bad in ["-1", "x", "1.5", "+1", "99999999999"] {
        let e = error(
            &format!("{START} w KQkq - {bad} 1"),
            "invalid-halfmove-clock",
            54,
        );
        assert_eq!(text(&e, "field"), bad);
    }
    for bad in ["-1", "one", "1e3"] {
        error(
            &format!("{START} w KQkq - 0 {bad}"),
            "invalid-fullmove-number",
            56,
        );
    }
    let read = deviation(&format!("{START} w KQkq - 0 0"), "fullmove-zero", 56);
    assert_eq!(read.position.fullmove_number, 1);
    let read = deviation(&format!("{START} w KQkq - 007 1"), "leading-zero", 54);
    assert_eq!(read.position.halfmove_clock, 7);
    let pos = strict(&format!("{START} w KQkq - 4294967295 4294967295"))
        .unwrap()
        .position;
    assert_eq!(
        (pos.halfmove_clock, pos.fullmove_number),
        (u32::MAX, u32::MAX)
    );
}

#[test]
fn side_and_en_passant_fields() {
    let e = error(&format!("{START} x KQkq - 0 1"), "invalid-side", 45);
    assert_eq!(text(&e, "side"), "x");
    let read = deviation(&format!("{START} B KQkq - 0 1"), "side-uppercase", 45);
    assert_eq!(read.position.side_to_move, Color::Black);
    // Xiangqi's "r" is no chess side.
    error(&format!("{START} r KQkq - 0 1"), "invalid-side", 45);
    for bad in ["e9", "i3", "e+3", "e03", "E3", "e", "e33", "--"] {
        let e = error(
            &format!("{START} w KQkq {bad} 0 1"),
            "invalid-en-passant-square",
            52,
        );
        assert_eq!(text(&e, "field"), bad);
    }
}

// ---- Strict: the placement ------------------------------------------------

#[test]
fn rank_length_errors_point_past_the_limit_or_at_the_rank() {
    let e = error(
        "rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "rank-too-long",
        18,
    );
    assert_eq!(
        (num(&e, "rank"), num(&e, "squares"), num(&e, "expected")),
        (7, 9, 8)
    );
    assert_eq!(text(&e, "variant"), "chess");
    // A digit that crosses the edge is the first character past the limit.
    let e = error(
        "rnbqkbnr/pppppppp/7p1/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "rank-too-long",
        21,
    );
    assert_eq!((num(&e, "rank"), num(&e, "squares")), (6, 9));
    error(
        "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "rank-too-long",
        19,
    );
    let e = error(
        "rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "rank-too-short",
        10,
    );
    assert_eq!(
        (num(&e, "rank"), num(&e, "squares"), num(&e, "expected")),
        (7, 7, 8)
    );
    // An empty rank starts where its '/' is.
    let e = error(
        "rnbqkbnr//8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "rank-too-short",
        10,
    );
    assert_eq!(num(&e, "squares"), 0);
    let e = error("3k1a3/4a4/5n3/9/9/9/9/9/9/4KR4 w", "rank-too-long", 30);
    assert_eq!(
        (num(&e, "rank"), num(&e, "squares"), num(&e, "expected")),
        (0, 10, 9)
    );
    assert_eq!(text(&e, "variant"), "xiangqi");
}

#[test]
fn rank_count_errors() {
    let e = error("8/8/8/8/8/8/8/8/8 w - - 0 1", "too-many-ranks", 16);
    assert_eq!(num(&e, "expected"), 8);
    let e = error("8/8/8/8/8/8/8 w - - 0 1", "too-few-ranks", 14);
    assert_eq!((num(&e, "found"), num(&e, "expected")), (7, 8));
    // Variant fixed by the caller: a chess FEN read as xiangqi lacks two ranks.
    let opts = ReadOptions::strict().with_variant(Some(Variant::Xiangqi));
    let f = read_fen(START_FEN, opts).unwrap_err();
    assert!(
        f.errors
            .iter()
            .any(|e| e.code == "too-few-ranks" && e.column == Some(44))
    );
    let opts = ReadOptions::strict().with_variant(Some(Variant::Chess));
    let f = read_fen(Variant::Xiangqi.start_fen(), opts).unwrap_err();
    assert!(f.errors.iter().any(|e| e.code == "too-many-ranks"));
}

#[test]
fn pieces_and_digits() {
    let e = error(
        "rnbqkbnr/pppppppp/8/8/4X3/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "invalid-piece",
        24,
    );
    assert_eq!(
        (text(&e, "letter"), text(&e, "variant")),
        ("X".into(), "chess".into())
    );
    let e = error(
        "rnbqkbnr/pppppppp/8/08/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "digit-zero",
        21,
    );
    assert_eq!(num(&e, "rank"), 5);
    // Advisors and cannons are no chess pieces; queens no xiangqi pieces.
    error(
        "rnbqkbnr/pppppppp/8/8/4A3/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "invalid-piece",
        24,
    );
    error("3k1a3/4a4/5n3/9/4Q4/9/9/9/9/4KR3 w", "invalid-piece", 18);
    // Columns count characters, not bytes.
    let e = error(
        "rnbqkbnr/pppppppp/8/8/4Ж3/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "invalid-piece",
        24,
    );
    assert_eq!(text(&e, "letter"), "Ж");
    let fen = "♔nbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 x";
    let f = strict(fen).unwrap_err();
    let found: Vec<_> = f.errors.iter().map(|e| (e.code, e.column)).collect();
    assert_eq!(
        found,
        vec![
            ("invalid-piece", Some(1)),
            ("invalid-fullmove-number", Some(56))
        ]
    );
}

#[test]
fn errors_in_several_ranks_and_fields_are_all_reported_once() {
    let fen = "rnbqkbnr/pppppppppp/8/8/4xx2/8/PPPPPPPP/RNBQKBNR q KQkq z9 x y";
    let f = strict(fen).unwrap_err();
    let found: Vec<_> = f.errors.iter().map(|e| (e.code, e.column)).collect();
    assert_eq!(
        found,
        vec![
            ("rank-too-long", Some(18)),
            ("invalid-piece", Some(26)),
            ("invalid-side", Some(50)),
            ("invalid-en-passant-square", Some(57)),
            ("invalid-halfmove-clock", Some(60)),
            ("invalid-fullmove-number", Some(62)),
        ]
    );
}

// ---- Xiangqi --------------------------------------------------------------

#[test]
fn xiangqi_strict_fields() {
    // XQ is 30 characters: the side is column 32, the placeholders 34 and 36.
    error(&format!("{XQ} x"), "invalid-side", 32);
    let read = deviation(&format!("{XQ} r"), "side-r-for-red", 32);
    assert_eq!(read.position.side_to_move, Color::White);
    let read = deviation(&format!("{XQ} w KQkq - 0 1"), "xiangqi-castling-field", 34);
    assert!(read.position.castling.is_empty());
    deviation(&format!("{XQ} w - e3 0 1"), "xiangqi-castling-field", 36);
    let read = deviation(&format!("{XQ} b -"), "missing-fields", 35);
    assert_eq!(read.position.side_to_move, Color::Black);
    let e = strict_error(&format!("{XQ} b - -  3 1"));
    assert_eq!((e.code, e.column), ("bad-whitespace", Some(38)));
    let e = strict_error(XQ);
    assert_eq!((e.code, e.column), ("missing-fields", Some(31)));
    assert_eq!((num(&e, "found"), num(&e, "expected")), (1, 2));
    let pos = strict(&format!("{XQ} b - - 12 40")).unwrap().position;
    assert_eq!(
        (pos.side_to_move, pos.halfmove_clock, pos.fullmove_number),
        (Color::Black, 12, 40)
    );
}

#[test]
fn xiangqi_h_and_e_letters_are_read_as_horse_and_elephant() {
    let fen = "rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR w - - 0 1";
    let e = strict(fen).unwrap_err();
    assert_eq!(e.errors.len(), 8);
    assert_eq!(
        (e.errors[0].code, e.errors[0].column),
        ("xiangqi-letter-alias", Some(2))
    );
    let read = lenient(fen).unwrap();
    let columns: Vec<_> = read
        .warnings
        .iter()
        .map(|w| (w.code, w.column.unwrap()))
        .collect();
    let alias = "xiangqi-letter-alias";
    assert_eq!(
        columns[..4],
        [(alias, 2), (alias, 3), (alias, 7), (alias, 8)]
    );
    assert_eq!(
        (
            text(&read.warnings[0], "letter"),
            text(&read.warnings[0], "canonical")
        ),
        ("h".into(), "n".into())
    );
    assert_eq!(text(&read.warnings[4], "canonical"), "N");
    assert_eq!(write_fen(&read.position), Variant::Xiangqi.start_fen());
}

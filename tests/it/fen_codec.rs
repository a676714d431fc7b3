//! The FEN reader and writer against the seed documents (000: chess FEN,
//! 004: xiangqi FEN), the issue's strict and lenient rules (each with its code,
//! column and severity), the test vectors in tests/data, and the messages.
// Helpers outside #[test] functions unwrap too: a failed unwrap is a failed test.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support::data;
use fen_tui::core::fen::read::CODES;
use fen_tui::core::fen::{FenFailure, FenRead, MAX_INPUT_BYTES, ReadOptions, read_fen, write_fen};
use fen_tui::core::{
    Arg, CastlingRights, Color, Diagnostic, Piece, Role, Severity, Square, Variant,
};

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";
const START_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
/// The xiangqi seed's example diagram.
const XQ: &str = "3k1a3/4a4/5n3/9/9/9/9/9/9/4KR3";

fn strict(fen: &str) -> Result<FenRead, FenFailure> {
    read_fen(fen, ReadOptions::strict())
}

fn lenient(fen: &str) -> Result<FenRead, FenFailure> {
    read_fen(fen, ReadOptions::lenient())
}

fn sq(name: &str, variant: Variant) -> Square {
    Square::parse(name, variant).unwrap()
}

fn num(d: &Diagnostic, name: &str) -> i64 {
    match d.arg_value(name) {
        Some(Arg::Num(n)) => *n,
        other => panic!("{}: arg {name} is {other:?}", d.code),
    }
}

fn text(d: &Diagnostic, name: &str) -> String {
    match d.arg_value(name) {
        Some(Arg::Str(s)) => s.to_string(),
        other => panic!("{}: arg {name} is {other:?}", d.code),
    }
}

/// The single error strict reading reports for `fen`.
fn strict_error(fen: &str) -> Diagnostic {
    let failure = strict(fen).expect_err(fen);
    assert_eq!(failure.errors.len(), 1, "{fen}: {:?}", failure.errors);
    let error = failure.errors[0].clone();
    assert_eq!(error.severity, Severity::Error, "{fen}");
    error
}

/// The single warning lenient reading reports for `fen`, which it accepts.
fn lenient_warning(fen: &str) -> (FenRead, Diagnostic) {
    let read = lenient(fen).unwrap_or_else(|f| panic!("{fen}: {:?}", f.errors));
    assert_eq!(read.warnings.len(), 1, "{fen}: {:?}", read.warnings);
    let warning = read.warnings[0].clone();
    assert_eq!(warning.severity, Severity::Warning, "{fen}");
    (read, warning)
}

/// A deviation the standard forbids: an error when strict, a warning (with
/// the same code and column) when lenient.
fn deviation(fen: &str, code: &str, column: usize) -> FenRead {
    let error = strict_error(fen);
    assert_eq!(
        (error.code, error.column),
        (code, Some(column)),
        "strict {fen}"
    );
    let (read, warning) = lenient_warning(fen);
    assert_eq!(
        (warning.code, warning.column),
        (code, Some(column)),
        "lenient {fen}"
    );
    read
}

/// An error in both modes.
fn error(fen: &str, code: &str, column: usize) -> Diagnostic {
    let e = strict_error(fen);
    assert_eq!((e.code, e.column), (code, Some(column)), "strict {fen}");
    let failure = lenient(fen).expect_err(fen);
    assert_eq!(failure.errors, vec![e.clone()], "lenient {fen}");
    e
}

// ---- The seeds' examples -------------------------------------------------

#[test]
fn seed_000_start_position() {
    let read = strict(START_FEN).unwrap();
    assert!(read.warnings.is_empty());
    let pos = read.position;
    assert_eq!(pos.variant, Variant::Chess);
    let white = |role| Some(Piece::new(Color::White, role));
    let black = |role| Some(Piece::new(Color::Black, role));
    assert_eq!(pos.get(sq("e1", Variant::Chess)), white(Role::King));
    assert_eq!(pos.get(sq("d8", Variant::Chess)), black(Role::Queen));
    assert_eq!(pos.get(sq("a2", Variant::Chess)), white(Role::Pawn));
    assert_eq!(pos.get(sq("e4", Variant::Chess)), None);
    assert_eq!(pos.board.pieces().count(), 32);
    assert_eq!(pos.side_to_move, Color::White);
    assert_eq!(pos.castling, CastlingRights::ALL);
    assert_eq!(pos.en_passant, None);
    assert_eq!((pos.halfmove_clock, pos.fullmove_number), (0, 1));
    assert_eq!(write_fen(&pos), START_FEN);
}

#[test]
fn seed_000_after_e4_e5_holds_the_en_passant_target() {
    let fen = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2";
    let pos = strict(fen).unwrap().position;
    assert_eq!(pos.en_passant, Some(sq("e6", Variant::Chess)));
    assert_eq!(
        pos.get(sq("e5", Variant::Chess)),
        Some(Piece::new(Color::Black, Role::Pawn))
    );
    assert_eq!(
        pos.get(sq("e4", Variant::Chess)),
        Some(Piece::new(Color::White, Role::Pawn))
    );
    assert_eq!(pos.fullmove_number, 2);
    assert_eq!(write_fen(&pos), fen);
}

#[test]
fn seed_004_two_field_xiangqi_fen_gets_dash_dash_0_1() {
    let short = format!("{XQ} w");
    let read = strict(&short).unwrap();
    assert!(read.warnings.is_empty(), "{:?}", read.warnings);
    let pos = read.position;
    assert_eq!(pos.variant, Variant::Xiangqi);
    let v = Variant::Xiangqi;
    assert_eq!(
        pos.get(sq("d9", v)),
        Some(Piece::new(Color::Black, Role::King))
    );
    assert_eq!(
        pos.get(sq("f9", v)),
        Some(Piece::new(Color::Black, Role::Advisor))
    );
    assert_eq!(
        pos.get(sq("f7", v)),
        Some(Piece::new(Color::Black, Role::Knight))
    );
    assert_eq!(
        pos.get(sq("e0", v)),
        Some(Piece::new(Color::White, Role::King))
    );
    assert_eq!(
        pos.get(sq("f0", v)),
        Some(Piece::new(Color::White, Role::Rook))
    );
    assert_eq!(pos.board.pieces().count(), 6);
    assert_eq!(write_fen(&pos), format!("{XQ} w - - 0 1"));

    let full = strict(&format!("{XQ} w - - 0 1")).unwrap();
    assert!(full.warnings.is_empty());
    assert_eq!(full.position, pos);
}

#[test]
fn seed_004_movelist_start_position() {
    // "g0f0 means the piece at g0 moved to f0": the chariot stands on g0.
    let fen = "5a3/3ka4/5n3/9/9/9/9/9/9/4K1R2 w";
    let pos = strict(fen).unwrap().position;
    let v = Variant::Xiangqi;
    assert_eq!(
        pos.get(sq("g0", v)),
        Some(Piece::new(Color::White, Role::Rook))
    );
    assert_eq!(
        pos.get(sq("d8", v)),
        Some(Piece::new(Color::Black, Role::King))
    );
    assert_eq!(write_fen(&pos), format!("{fen} - - 0 1"));
}

#[test]
fn start_positions_of_both_variants_round_trip() {
    for v in Variant::ALL {
        let read = strict(v.start_fen()).unwrap();
        assert!(read.warnings.is_empty());
        assert_eq!(read.position.variant, v);
        assert_eq!(write_fen(&read.position), v.start_fen());
    }
}

// ---- Strict: the fields and the spaces between them ----------------------

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

// ---- Lenient repairs --------------------------------------------------------

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

// ---- Writing --------------------------------------------------------------------

#[test]
fn writer_is_canonical() {
    let mut pos = strict(START_FEN).unwrap().position;
    pos.fullmove_number = 0;
    assert_eq!(write_fen(&pos), START_FEN, "a move number 0 is written 1");
    let read = lenient(&format!("{START}   b   kqKQ   e3   0   9")).unwrap();
    assert_eq!(write_fen(&read.position), format!("{START} b KQkq e3 0 9"));
    let mut out = String::from("fen: ");
    fen_tui::core::fen::write_fen_into(&read.position, &mut out);
    assert_eq!(out, format!("fen: {START} b KQkq e3 0 9"));
}

// ---- Test vectors -----------------------------------------------------------

fn vectors(name: &str) -> Vec<(String, bool, String)> {
    let text = data::text(name);
    assert_eq!(data::columns(&text), ["fen", "valid", "codes", "canonical"]);
    data::rows(&text)
        .map(|line| {
            let cols: Vec<_> = line.split('\t').collect();
            assert_eq!(cols.len(), 4, "{line}");
            (cols[0].to_string(), cols[1] == "1", cols[3].to_string())
        })
        .collect()
}

#[test]
fn every_vector_reads_strictly_and_writes_itself() {
    for (file, variant) in [
        ("chess-positions.tsv", Variant::Chess),
        ("xiangqi-positions.tsv", Variant::Xiangqi),
    ] {
        let rows = vectors(file);
        assert_eq!(rows.len(), 600);
        for (fen, valid, canonical) in rows {
            // python-chess's vectors are standard chess (`Board(fen)`).
            let options = ReadOptions::strict().with_standard(true);
            let read = read_fen(&fen, options).unwrap_or_else(|f| panic!("{fen}: {:?}", f.errors));
            assert!(read.warnings.is_empty(), "{fen}");
            assert_eq!(read.position.variant, variant, "{fen}");
            assert_eq!(write_fen(&read.position), fen);
            if valid {
                assert_eq!(write_fen(&read.position), canonical);
            }
        }
    }
}

// ---- Codes and messages ---------------------------------------------------------

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

//! Chess rules against independent truth: python-chess's verdicts and games
//! (tests/data/chess-*.tsv), the perft numbers every move generator is
//! checked with, and the seed document's position after 1. e4 e5.

// Helpers outside `#[test]` functions panic on bad test data, as tests do.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support::data;
use fen_tui::core::fen::{ReadOptions, read_fen, write_fen};
use fen_tui::core::rules::chess::{
    CODES, legal_moves, notes, parse_move, play, problems, san, status,
};
use fen_tui::core::rules::{Move, Status, perft};
use fen_tui::core::{Arg, Diagnostic, Position, Square, Variant};
use std::collections::BTreeSet;

// "Kiwipete" as chessprogramming.org publishes it (perft 4 = 4,085,603).
const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

fn position(fen: &str) -> Position {
    read_fen(fen, ReadOptions::lenient())
        .unwrap_or_else(|e| panic!("{fen}: {e:?}"))
        .position
}

/// Read as standard chess, never Chess960: python-chess's `Board(fen)`.
fn standard(fen: &str) -> Position {
    read_fen(fen, ReadOptions::lenient().with_standard(true))
        .unwrap_or_else(|e| panic!("{fen}: {e:?}"))
        .position
}

/// Read as Chess960, as `--chess960` or Alt-9 ask.
fn chess960(fen: &str) -> Position {
    read_fen(fen, ReadOptions::lenient().with_chess960(true))
        .unwrap_or_else(|e| panic!("{fen}: {e:?}"))
        .position
}

fn sq(name: &str) -> Square {
    Square::parse(name, Variant::Chess).unwrap()
}

fn squares(names: &[&str]) -> BTreeSet<Square> {
    names.iter().map(|n| sq(n)).collect()
}

fn codes(pos: &Position) -> BTreeSet<&'static str> {
    problems(pos).iter().map(|d| d.code).collect()
}

fn only<'a>(found: &'a [Diagnostic], code: &str) -> &'a Diagnostic {
    let all: Vec<_> = found.iter().filter(|d| d.code == code).collect();
    assert_eq!(all.len(), 1, "{code} in {found:?}");
    all[0]
}

fn text(d: &Diagnostic, name: &str) -> String {
    match d.arg_value(name) {
        Some(Arg::Str(s)) => s.to_string(),
        Some(Arg::Num(n)) => n.to_string(),
        None => panic!("no arg {name} in {d:?}"),
    }
}

fn rows(file: &str) -> Vec<Vec<String>> {
    let text = data::text(file);
    data::rows(&text)
        .map(|l| l.split('\t').map(str::to_string).collect())
        .collect()
}

#[test]
fn every_position_vector_gets_python_chess_verdict() {
    let rows = rows("chess-positions.tsv");
    assert!(rows.len() >= 600);
    let mut wrong = Vec::new();
    for row in &rows {
        let pos = standard(&row[0]);
        let expected: BTreeSet<&str> = row[2].split(',').filter(|c| !c.is_empty()).collect();
        let found = codes(&pos);
        if found != expected {
            wrong.push(format!(
                "{}: expected {expected:?}, found {found:?}",
                row[0]
            ));
        }
        assert_eq!(row[1] == "1", found.is_empty(), "{}", row[0]);
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn every_code_emitted_is_listed() {
    for row in rows("chess-positions.tsv") {
        for d in problems(&position(&row[0])) {
            assert!(CODES.contains(&d.code), "{}", d.code);
        }
    }
}

#[test]
fn every_game_vector_plays_to_its_result_by_uci_and_by_san() {
    for row in rows("chess-moves.tsv") {
        let (start, uci, sans, result) = (&row[0], &row[1], &row[2], &row[3]);
        let mut by_uci = position(start);
        let mut by_san = by_uci;
        for (u, s) in uci.split_whitespace().zip(sans.split_whitespace()) {
            let mv = parse_move(&by_uci, u).unwrap_or_else(|e| panic!("{start} {u}: {e:?}"));
            assert_eq!(mv.coordinates(Variant::Chess), u);
            assert!(legal_moves(&by_uci).contains(&mv), "{start} {u}");
            assert_eq!(san(&by_uci, mv), s, "{start} {u}");
            by_uci = play(&by_uci, mv);

            let mv = parse_move(&by_san, s).unwrap_or_else(|e| panic!("{start} {s}: {e:?}"));
            assert_eq!(mv.coordinates(Variant::Chess), u, "{start} {s}");
            by_san = play(&by_san, mv);
        }
        assert_eq!(
            uci.split_whitespace().count(),
            sans.split_whitespace().count()
        );
        assert_eq!(write_fen(&by_uci), *result, "{start} {uci}");
        assert_eq!(write_fen(&by_san), *result, "{start} {sans}");
    }
}

#[test]
fn seed_000_after_e4_e5() {
    let mut pos = position(Variant::Chess.start_fen());
    for m in ["e2e4", "e7e5"] {
        pos = play(&pos, parse_move(&pos, m).unwrap());
    }
    assert_eq!(
        write_fen(&pos),
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2"
    );
}

#[test]
fn perft_start_position_depth_5() {
    assert_eq!(perft(&position(Variant::Chess.start_fen()), 5), 4_865_609);
}

#[test]
fn perft_kiwipete_depth_4() {
    assert_eq!(perft(&position(KIWIPETE), 4), 4_085_603);
}

#[test]
fn perft_tricky_positions() {
    // Standard perft suite positions (chessprogramming.org "Perft Results").
    let cases = [
        ("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 4, 43_238),
        (
            "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
            3,
            9_467,
        ),
        (
            "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
            3,
            62_379,
        ),
        (
            "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
            3,
            89_890,
        ),
    ];
    for (fen, depth, nodes) in cases {
        assert_eq!(perft(&position(fen), depth), nodes, "{fen}");
    }
}

#[test]
fn perft_chess960_position() {
    // Chess960 perft suite, position 1 (its castling rights are rook files).
    let pos = position("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9");
    assert_eq!(perft(&pos, 3), 12_189);
}

#[test]
fn chess960_castling_is_the_king_taking_its_rook() {
    let pos = chess960("4k3/8/8/8/8/8/8/RK5R w KQ - 0 1");
    let short = parse_move(&pos, "O-O").unwrap();
    assert_eq!(short.coordinates(Variant::Chess), "b1h1");
    assert_eq!(san(&pos, short), "O-O");
    assert_eq!(
        write_fen(&play(&pos, short)),
        "4k3/8/8/8/8/8/8/R4RK1 b - - 1 1"
    );
    let long = parse_move(&pos, "b1a1").unwrap();
    assert_eq!(san(&pos, long), "O-O-O");
    assert_eq!(
        write_fen(&play(&pos, long)),
        "4k3/8/8/8/8/8/8/2KR3R b - - 1 1"
    );
}

// ---- Each problem code, with the squares it points at ----

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

// ---- Moves ----

#[test]
fn moves_update_every_field() {
    let cases = [
        (
            "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2",
            "exd6",
            "4k3/8/3P4/8/8/8/8/4K3 b - - 0 2",
        ),
        (
            "4k3/P7/8/8/8/8/8/4K3 w - - 5 10",
            "a8=Q+",
            "Q3k3/8/8/8/8/8/8/4K3 b - - 0 10",
        ),
        (
            "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
            "Rxa8+",
            "R3k2r/8/8/8/8/8/8/4K2R b Kk - 0 1",
        ),
        (
            "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
            "O-O",
            "r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1",
        ),
        (
            "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 7 30",
            "Rh7",
            "r3k3/7r/8/8/8/8/8/R3K2R w KQq - 8 31",
        ),
        (
            "4k3/8/8/8/8/8/4P3/4K3 w - - 3 9",
            "e4",
            "4k3/8/8/8/4P3/8/8/4K3 b - e3 0 9",
        ),
    ];
    for (start, text, result) in cases {
        let pos = position(start);
        let mv = parse_move(&pos, text).unwrap_or_else(|e| panic!("{text}: {e:?}"));
        assert_eq!(san(&pos, mv), text);
        assert_eq!(write_fen(&play(&pos, mv)), result, "{start} {text}");
    }
}

#[test]
fn san_is_read_forgivingly() {
    let pos = position(Variant::Chess.start_fen());
    for text in ["e4", "e4!?", "e2e4", " e4 ", "Pe4"] {
        assert_eq!(
            parse_move(&pos, text).unwrap().coordinates(Variant::Chess),
            "e2e4",
            "{text}"
        );
    }
    let pos = position("r3k2r/8/8/3pP3/8/8/8/R3K2R w KQkq d6 0 2");
    for (text, uci) in [
        ("0-0", "e1g1"),
        ("O-O-O", "e1c1"),
        ("0-0-0+", "e1c1"),
        ("ed6", "e5d6"),
        ("exd6 e.p.", "e5d6"),
    ] {
        assert_eq!(
            parse_move(&pos, text).unwrap().coordinates(Variant::Chess),
            uci,
            "{text}"
        );
    }
    let pos = position("4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
    for text in ["a8=Q", "a8Q", "a8=q#", "a7a8q", "a7a8Q"] {
        assert_eq!(
            parse_move(&pos, text).unwrap().coordinates(Variant::Chess),
            "a7a8q",
            "{text}"
        );
    }
}

fn reason_of(fen: &str, typed: &str) -> (String, Vec<Square>) {
    let e = parse_move(&position(fen), typed).unwrap_err();
    assert_eq!(e.code, "illegal-move", "{typed}: {e:?}");
    assert_eq!(text(&e, "move"), typed);
    (text(&e, "reason"), e.squares)
}

#[test]
fn illegal_moves_say_why() {
    let start = Variant::Chess.start_fen();
    let cases: [(&str, &str, &str); 18] = [
        (start, "e2e5", "pawn-shape"),
        (start, "e3e4", "no-piece"),
        (start, "e7e5", "not-your-piece"),
        (start, "g1g3", "piece-shape"),
        (start, "f1c4", "blocked"),
        (start, "d1d2", "own-piece"),
        (start, "e2d3", "pawn-no-capture"),
        (start, "e1g1", "blocked"),
        (start, "Nf6", "piece-shape"),
        (start, "Bc4", "blocked"),
        ("4k3/8/8/8/8/8/8/4K2R w - - 0 1", "O-O", "no-castling-right"),
        (
            "4k3/8/8/8/8/8/8/4K2R w - - 0 1",
            "e1g1",
            "no-castling-right",
        ),
        (
            "4k3/8/8/8/8/8/5r2/4K2R w K - 0 1",
            "O-O",
            "castling-through-check",
        ),
        (
            "4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1",
            "e2d3",
            "leaves-king-in-check",
        ),
        (
            "4k3/P7/8/8/8/8/8/4K3 w - - 0 1",
            "a7a8",
            "promotion-missing",
        ),
        ("4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a8", "promotion-missing"),
        ("4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a7a8k", "bad-promotion"),
        ("4k3/8/8/8/8/8/8/4K3 w - - 0 1", "Qh5", "no-such-piece"),
    ];
    for (fen, text, reason) in cases {
        assert_eq!(reason_of(fen, text).0, reason, "{fen} {text}");
    }
    assert_eq!(reason_of(start, "e2e5").1, vec![sq("e2"), sq("e5")]);
}

#[test]
fn ambiguous_san_points_at_both_pieces() {
    let (reason, at) = reason_of("4k3/8/8/8/8/8/8/1N3N1K w - - 0 1", "Nd2");
    assert_eq!(reason, "ambiguous");
    assert!(at.contains(&sq("b1")) && at.contains(&sq("f1")));
    assert!(parse_move(&position("4k3/8/8/8/8/8/8/1N3N1K w - - 0 1"), "Nbd2").is_ok());
}

#[test]
fn moves_in_unplayable_or_finished_positions() {
    assert_eq!(
        reason_of("8/8/8/8/8/8/8/8 w - - 0 1", "e2e4").0,
        "position-invalid"
    );
    assert!(legal_moves(&position("4k3/8/8/8/8/8/8/4R1K1 w - - 0 1")).is_empty());
    assert_eq!(
        reason_of("7k/6Q1/6K1/8/8/8/8/8 b - - 0 1", "Kh7").0,
        "game-over"
    );
}

#[test]
fn unreadable_moves_name_the_text() {
    let pos = position(Variant::Chess.start_fen());
    for text in ["zz", "", "e9e4", "Nf3x", "0000", "@e4"] {
        let e = parse_move(&pos, text).unwrap_err();
        assert_eq!(e.code, "unreadable-move", "{text}");
        assert_eq!(text_arg(&e), text.trim());
        assert_eq!(e.column, None);
    }
}

fn text_arg(d: &Diagnostic) -> String {
    text(d, "move")
}

#[test]
fn status_check_mate_stalemate() {
    assert_eq!(
        status(&position(Variant::Chess.start_fen())),
        Status::Ongoing
    );
    assert_eq!(
        status(&position("4k3/8/8/8/8/8/8/4K2r w - - 0 1")),
        Status::Check
    );
    assert_eq!(
        status(&position("7k/6Q1/6K1/8/8/8/8/8 b - - 0 1")),
        Status::Checkmate
    );
    assert_eq!(
        status(&position("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1")),
        Status::Stalemate
    );
    // Fool's mate, by SAN.
    let mut pos = position(Variant::Chess.start_fen());
    for m in ["f3", "e5", "g4", "Qh4#"] {
        pos = play(&pos, parse_move(&pos, m).unwrap());
    }
    assert_eq!(status(&pos), Status::Checkmate);
    assert!(legal_moves(&pos).is_empty());
}

#[test]
fn fifty_move_rule_is_a_note() {
    let mut pos = position(Variant::Chess.start_fen());
    pos.halfmove_clock = 99;
    assert!(notes(&pos).is_empty());
    pos.halfmove_clock = 100;
    let found = notes(&pos);
    assert_eq!(found.len(), 1);
    assert_eq!(found[0].code, "fifty-move-rule");
    assert_eq!(found[0].severity, fen_tui::core::Severity::Note);
}

#[test]
fn illegal_move_leaves_the_position_unchanged() {
    let pos = position(Variant::Chess.start_fen());
    let bad = Move {
        from: sq("e2"),
        to: sq("e5"),
        promotion: None,
    };
    assert_eq!(play(&pos, bad), pos);
    assert_eq!(san(&pos, bad), "e2e5");
}

/// Any position an editor can build: random pieces (xiangqi ones too),
/// rights and targets, extreme clocks. Nothing may panic.
#[test]
fn nothing_panics_on_any_position() {
    use fen_tui::core::{CastlingRights, Color, Piece, Role};
    let mut seed = 0x9E37_79B9_7F4A_7C15_u64;
    let mut next = move |n: u64| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed % n
    };
    let roles = [
        Role::King,
        Role::Queen,
        Role::Rook,
        Role::Bishop,
        Role::Knight,
        Role::Pawn,
        Role::Advisor,
        Role::Cannon,
    ];
    for _ in 0..3000 {
        let mut pos = Position::empty(Variant::Chess);
        for _ in 0..next(40) {
            let at = Square::new(next(8) as u8, next(8) as u8);
            let color = if next(2) == 0 {
                Color::White
            } else {
                Color::Black
            };
            let kinds = if next(4) == 0 { 8 } else { 6 };
            let role = roles[next(kinds) as usize];
            pos.set(at, Some(Piece::new(color, role)));
        }
        if next(3) == 0 {
            pos.set(
                Square::new(4, 0),
                Some(Piece::new(Color::White, Role::King)),
            );
            pos.set(
                Square::new(4, 7),
                Some(Piece::new(Color::Black, Role::King)),
            );
        }
        let mut rights = CastlingRights::NONE;
        for _ in 0..next(4) {
            let color = if next(2) == 0 {
                Color::White
            } else {
                Color::Black
            };
            rights.set(color, next(8) as u8, true);
        }
        pos.castling = rights;
        pos.en_passant = (next(2) == 0).then(|| Square::new(next(9) as u8, next(10) as u8));
        pos.side_to_move = if next(2) == 0 {
            Color::White
        } else {
            Color::Black
        };
        pos.halfmove_clock = if next(2) == 0 { u32::MAX } else { 0 };
        pos.fullmove_number = if next(2) == 0 { u32::MAX } else { 0 };
        let _ = problems(&pos);
        let _ = notes(&pos);
        let _ = status(&pos);
        for mv in legal_moves(&pos) {
            let _ = san(&pos, mv);
            let _ = play(&pos, mv);
        }
        for text in ["e2e4", "O-O", "Nf3", "e8=Q", "a1h8", "Kxe2"] {
            let _ = parse_move(&pos, text);
        }
    }
}

// ---- Words for every code and reason ----

/// Diagnostics of many kinds: the vectors' problems, and move errors for
/// every reason the tests above produce.
fn sample_diagnostics() -> Vec<Diagnostic> {
    let mut all: Vec<Diagnostic> = rows("chess-positions.tsv")
        .iter()
        .flat_map(|row| problems(&position(&row[0])))
        .collect();
    let extra = [
        "8/8/8/8/8/8/8/8 w - - 0 1",
        "4k3/8/8/8/6K1/8/8/4K3 w - - 0 1",
        "4k3/8/8/8/8/P7/PPPPPPPP/4K3 w - - 0 1",
        "4k3/8/8/8/NNNNNNNN/NNNNNNNN/8/4K3 w - - 0 1",
        "P3k3/8/8/8/8/8/8/4K2p w - - 0 1",
        "4k3/8/8/8/8/8/8/4K3 w K - 0 1",
        "r3k3/8/8/8/8/8/8/3K3R w Kq - 0 1",
        "4k3/8/8/8/8/8/8/1K3R2 w F - 0 1",
        "4k3/8/8/8/8/8/8/4K3 w - e6 0 1",
        "4k3/8/8/8/4p3/8/8/4K3 w - e3 0 1",
        "4k3/4p3/8/4p3/8/8/8/4K3 w - e6 0 1",
        "4k3/8/4n3/4p3/8/8/8/4K3 w - e6 0 1",
        "4k3/8/8/8/8/3n1n2/8/r3K3 w - - 0 1",
        "4k3/8/8/8/8/8/8/r3K2r w - - 0 1",
        "R3k3/8/8/8/4P3/8/8/4K3 b - e3 0 1",
    ];
    all.extend(extra.iter().flat_map(|fen| problems(&position(fen))));
    let start = Variant::Chess.start_fen();
    let moves = [
        (start, "e2e5"),
        (start, "e3e4"),
        (start, "e7e5"),
        (start, "g1g3"),
        (start, "f1c4"),
        (start, "d1d2"),
        (start, "e2d3"),
        (start, "zz"),
        ("4k3/8/8/8/8/8/8/4K2R w - - 0 1", "O-O"),
        ("4k3/8/8/8/8/8/5r2/4K2R w K - 0 1", "O-O"),
        ("4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1", "e2d3"),
        ("4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a7a8"),
        ("4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a7a8k"),
        ("4k3/8/8/8/8/8/8/4K3 w - - 0 1", "Qh5"),
        ("4k3/8/8/8/8/8/8/1N3N1K w - - 0 1", "Nd2"),
        ("8/8/8/8/8/8/8/8 w - - 0 1", "e2e4"),
        ("7k/6Q1/6K1/8/8/8/8/8 b - - 0 1", "Kh7"),
    ];
    all.extend(
        moves
            .iter()
            .filter_map(|(fen, m)| parse_move(&position(fen), m).err()),
    );
    let mut long = position(start);
    long.halfmove_clock = 123;
    all.extend(notes(&long));
    all
}

#[test]
fn every_code_and_reason_has_words_in_every_language() {
    use fen_tui::i18n::{Lang, Localizer, translation_problems};
    assert_eq!(translation_problems(), Vec::<String>::new());
    let all = sample_diagnostics();
    let emitted: BTreeSet<&str> = all.iter().map(|d| d.code).collect();
    assert_eq!(
        emitted,
        CODES.iter().copied().collect(),
        "a code without a sample"
    );
    for lang in Lang::ALL {
        let words = Localizer::new(lang);
        for code in CODES {
            assert!(words.has(&format!("chess-{code}")), "{lang:?} chess-{code}");
        }
        // One message per (code, reason) kind: different reasons read differently.
        let mut by_kind = std::collections::BTreeMap::new();
        for d in &all {
            let said = words.diagnostic(d, Variant::Chess);
            assert!(
                !said.contains('{') && !said.contains("chess-"),
                "{lang:?}: {said}"
            );
            let reason = d.arg_value("reason").map(|r| format!("{r:?}"));
            let text_without_args = d.args.iter().fold(said.clone(), |t, (_, a)| match a {
                Arg::Str(s) if s.len() > 2 => t.replace(s.as_ref(), ""),
                _ => t,
            });
            by_kind.entry((d.code, reason)).or_insert(text_without_args);
        }
        let distinct: BTreeSet<_> = by_kind.values().collect();
        assert_eq!(
            distinct.len(),
            by_kind.len(),
            "{lang:?}: two kinds share words"
        );
    }
}

#[test]
fn messages_read_as_the_examples() {
    use fen_tui::i18n::{Lang, Localizer};
    let en = Localizer::new(Lang::En);
    let e = parse_move(&position(Variant::Chess.start_fen()), "e2e5").unwrap_err();
    assert_eq!(
        en.diagnostic(&e, Variant::Chess),
        "e2e5: a pawn moves one or two squares forward"
    );
    let found = problems(&position("4k3/8/8/8/6K1/8/8/4K3 w - - 0 1"));
    assert_eq!(
        en.diagnostic(&found[0], Variant::Chess),
        "White has 2 kings: e1, g4."
    );
    let ru = Localizer::new(Lang::Ru);
    let found = problems(&position("4k3/8/8/8/8/P7/PPPPPPPP/4K3 w - - 0 1"));
    assert_eq!(
        ru.diagnostic(&found[0], Variant::Chess),
        "У белых 9 пешек, а бывает не больше 8."
    );
    let mut long = position(Variant::Chess.start_fen());
    long.halfmove_clock = 102;
    assert!(
        ru.diagnostic(&notes(&long)[0], Variant::Chess)
            .starts_with("102 полухода ")
    );
}

//! Moves: read by SAN and UCI, played, refused with their reasons; the game's
//! status after them.

use super::*;

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

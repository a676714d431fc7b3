//! The FEN reader and writer against the seed documents (000: chess FEN,
//! 004: xiangqi FEN), the strict and lenient rules (each with its code,
//! column and severity), the test vectors in tests/data, and the messages.
// Helpers outside #[test] functions unwrap too: a failed unwrap is a failed test.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support::data;
use fen_tui::core::fen::read::CODES;
use fen_tui::core::fen::{FenFailure, FenRead, MAX_INPUT_BYTES, ReadOptions, read_fen, write_fen};
use fen_tui::core::{
    Arg, CastlingRights, Color, Diagnostic, Piece, Role, Severity, Square, Variant,
};

mod lenient;
mod messages;
mod strict;
mod writing;

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

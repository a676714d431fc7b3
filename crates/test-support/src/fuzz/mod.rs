//! The properties the fuzz targets check (feature `fuzz`), kept apart from
//! libFuzzer so the regression tests (`tests/it/fuzz_regressions.rs`) run every
//! saved crashing input through exactly the same checks; the targets in `fuzz/`
//! call these functions. Each check panics when a property fails:
//! that panic is what the fuzzer reports.
//!
//! Properties, for any bytes:
//! - no reader panics, lossy or valid UTF-8, strict or lenient, any variant;
//! - every error and warning column lies in `1..=chars + 1` of the text read;
//! - a failed read says why (at least one error);
//! - what reads strictly reads the same leniently, without warnings;
//! - a successful read's FEN reads back strictly, without warnings, to the
//!   same position;
//! - moves read from a list are legal one after the other, the position after
//!   them has no problems, and it round-trips through FEN;
//! - a random walk of legal moves never reaches a position with problems, and
//!   every move's written forms read back as the same move.

pub mod editor;
pub mod oracle;

use fen_tui::core::fen::{
    FenFailure, FenRead, InputReading, ReadOptions, read_fen, read_input, read_paste, write_fen,
};
use fen_tui::core::rules::{self, Move, Status};
use fen_tui::core::{Diagnostic, Position, Variant};

/// Valid positions the move targets start from; the first byte picks one.
/// Between them they reach castling both ways, en passant, promotions,
/// and xiangqi openings and middle games.
pub const STARTS: &[&str] = &[
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
    "8/P6k/8/8/8/8/6Kp/8 b - - 0 60",
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
    "1rb2ab2/3ka4/2n6/3Cp3N/2PP1n2p/Pr2C1p1P/N5P2/R2A1K2c/9/2B2ABc1 w - - 3 42",
    "C2a1a3/4k3n/4n4/P2P2p2/4prb2/2B3P1r/2c3RcN/B8/9/R2AKA3 b - - 14 57",
    "5a3/3ka4/5n3/9/9/9/9/9/9/4K1R2 w - - 0 1",
];

/// The start position picked by `selector`.
pub fn start_position(selector: u8) -> Position {
    let fen = STARTS[usize::from(selector) % STARTS.len()];
    match read_fen(fen, ReadOptions::strict()) {
        Ok(read) => read.position,
        Err(failure) => panic!("start {fen} does not read: {:?}", failure.errors),
    }
}

/// Every way a reader can be asked: both modes, the variant guessed or forced.
pub fn all_options() -> impl Iterator<Item = ReadOptions> {
    let variants = [None, Some(Variant::Chess), Some(Variant::Xiangqi)];
    [ReadOptions::strict(), ReadOptions::lenient()]
        .into_iter()
        .flat_map(move |o| variants.into_iter().map(move |v| o.with_variant(v)))
}

/// Target (a): arbitrary bytes, as lossy UTF-8 and, when they are, as UTF-8.
pub fn check_reader_bytes(data: &[u8]) {
    check_reader_text(&String::from_utf8_lossy(data));
    if let Ok(text) = std::str::from_utf8(data) {
        check_reader_text(text);
    }
}

/// Every reader, every option, on one text.
pub fn check_reader_text(text: &str) {
    for options in all_options() {
        let fen = read_fen(text, options);
        check_fen_result(text, &fen);
        check_reading(text, &read_input(text, options));
        check_reading(text, &read_paste(text, options));
    }
    for variant in [None, Some(Variant::Chess), Some(Variant::Xiangqi)] {
        check_lenient_accepts_strict(text, variant);
    }
}

/// Lenient reading accepts a superset: what reads strictly reads the same
/// leniently, with nothing to repair.
pub fn check_lenient_accepts_strict(text: &str, variant: Option<Variant>) {
    let Ok(strict) = read_fen(text, ReadOptions::strict().with_variant(variant)) else {
        return;
    };
    match read_fen(text, ReadOptions::lenient().with_variant(variant)) {
        Ok(lenient) => {
            assert_eq!(
                lenient.position, strict.position,
                "modes disagree: {text:?}"
            );
            // Nothing to repair: only the notes strict reading gave too
            // (such as Chess960 inferred from the castling rights).
            assert_eq!(lenient.warnings, strict.warnings, "{text:?}");
        }
        Err(failure) => panic!(
            "strict reads, lenient fails: {text:?}: {:?}",
            failure.errors
        ),
    }
}

/// A `read_fen` result: columns in range, a reason for failure, a round trip on success.
pub fn check_fen_result(text: &str, result: &Result<FenRead, FenFailure>) {
    match result {
        Ok(read) => {
            check_columns(text, &read.warnings);
            check_round_trip(&read.position);
        }
        Err(failure) => {
            assert!(
                !failure.errors.is_empty(),
                "failed without an error: {text:?}"
            );
            check_columns(text, &failure.errors);
            check_columns(text, &failure.warnings);
        }
    }
}

/// An `InputReading`: columns in range, a reason when nothing was read, and
/// the positions it holds round-trip.
pub fn check_reading(text: &str, reading: &InputReading) {
    check_columns(text, &reading.errors);
    check_columns(text, &reading.warnings);
    if reading.position.is_none() {
        assert!(
            !reading.errors.is_empty(),
            "no position and no error: {text:?}"
        );
    }
    if reading.start.is_none() {
        assert!(reading.moves.is_empty(), "moves without a start: {text:?}");
    }
    for position in reading.start.iter().chain(&reading.position) {
        check_round_trip(position);
    }
    if let Some(start) = reading.start {
        let replayed = replay(&start, &reading.moves);
        assert_eq!(
            reading.position,
            Some(replayed),
            "moves replay elsewhere: {text:?}"
        );
    }
}

/// Every diagnostic's column is a character of `text` or just past its end.
pub fn check_columns(text: &str, diagnostics: &[Diagnostic]) {
    let chars = text.chars().count();
    for d in diagnostics {
        if let Some(column) = d.column {
            assert!(
                (1..=chars + 1).contains(&column),
                "{} at column {column} of {chars} characters: {text:?}",
                d.code
            );
        }
    }
}

/// The canonical FEN reads back strictly, without warnings, to the same
/// position, read in its mode (X-FEN's `K`/`Q` say Chess960 only with the mode).
pub fn check_round_trip(position: &Position) {
    let fen = write_fen(position);
    let options = ReadOptions::strict()
        .with_chess960(position.chess960)
        .with_standard(!position.chess960);
    match read_fen(&fen, options) {
        Ok(read) => {
            assert!(read.warnings.is_empty(), "{fen} warns: {:?}", read.warnings);
            assert_eq!(read.position, *position, "{fen} reads as another position");
        }
        Err(failure) => panic!("written FEN {fen} does not read: {:?}", failure.errors),
    }
}

/// Play `moves` from `start`, checking each is legal where it is played.
fn replay(start: &Position, moves: &[Move]) -> Position {
    let mut position = *start;
    for &mv in moves {
        assert!(
            rules::legal_moves(&position).contains(&mv),
            "{} is not legal in {}",
            mv.coordinates(position.variant),
            write_fen(&position)
        );
        position = rules::play(&position, mv);
    }
    position
}

/// Target (b), first half: a valid start, then any text after ` moves `.
/// Byte 0 picks the start, byte 1 the options and the command's form
/// (`startpos` with or without UCI's `position`).
pub fn check_move_list(data: &[u8]) {
    let [pick, form, rest @ ..] = data else {
        return;
    };
    let start = start_position(*pick);
    let fen = write_fen(&start);
    let moves = String::from_utf8_lossy(rest);
    let mode = if form & 1 == 0 {
        ReadOptions::strict()
    } else {
        ReadOptions::lenient()
    };
    let forced = form & 2 != 0;
    let options = mode.with_variant(forced.then_some(start.variant));
    let startpos = (form >> 2) % 3 == 2 && start == start_position(0);
    let text = match (form >> 2) % 3 {
        0 => format!("{fen} moves {moves}"),
        1 => format!("position fen {fen} moves {moves}"),
        _ if startpos => {
            let command = if form & 32 == 0 { "position " } else { "" };
            format!("{command}startpos moves {moves}")
        }
        _ => format!("`{fen} moves {moves}`"),
    };
    let reading = read_input(&text, options);
    check_reading(&text, &reading);
    if startpos && !forced && reading.start != Some(start) {
        check_startpos_read_as_xiangqi(&text, options, &reading);
        return;
    }
    assert_eq!(reading.start, Some(start), "start misread: {text:?}");
    let Some(end) = reading.position else {
        panic!("no position after the moves: {text:?}");
    };
    assert!(
        rules::problems(&end).is_empty(),
        "moves led to a broken position {}: {text:?}",
        write_fen(&end)
    );
}

/// `startpos` names no game: read with no variant given, it is the xiangqi
/// start only when the moves play cleanly there and not in chess (the one
/// reader's rule for any text that reads as the other variant).
fn check_startpos_read_as_xiangqi(text: &str, options: ReadOptions, reading: &InputReading) {
    let xiangqi = start_position(7);
    assert_eq!(xiangqi.variant, Variant::Xiangqi);
    assert_eq!(reading.start, Some(xiangqi), "start misread: {text:?}");
    assert!(reading.is_ok(), "read as xiangqi with errors: {text:?}");
    let as_chess = read_input(text, options.with_variant(Some(Variant::Chess)));
    assert!(!as_chess.is_ok(), "reads as chess, yet xiangqi: {text:?}");
}

/// Target (b), second half: a walk of legal moves, each picked by one byte.
/// Byte 0 picks the start.
pub fn check_move_walk(data: &[u8]) {
    let Some((pick, steps)) = data.split_first() else {
        return;
    };
    let mut position = start_position(*pick);
    for &step in steps {
        let legal = rules::legal_moves(&position);
        check_status(&position, &legal);
        if legal.is_empty() {
            return;
        }
        let mv = legal[usize::from(step) * legal.len() / 256];
        check_written_forms(&position, mv);
        position = rules::play(&position, mv);
        let problems = rules::problems(&position);
        assert!(
            problems.is_empty(),
            "{} led to {}: {problems:?}",
            mv.coordinates(position.variant),
            write_fen(&position)
        );
        check_round_trip(&position);
        let _ = rules::notes(&position);
    }
}

/// Status agrees with the move list, and the move list with an oracle
/// outside the project ([`oracle`]).
fn check_status(position: &Position, legal: &[Move]) {
    let status = rules::status(position);
    let over = matches!(status, Status::Checkmate | Status::Stalemate);
    assert_eq!(
        over,
        legal.is_empty(),
        "{status:?} with {} moves in {}",
        legal.len(),
        write_fen(position)
    );
    oracle::check_moves(position, legal);
}

/// A move's coordinates and its text for people both read back as the move.
fn check_written_forms(position: &Position, mv: Move) {
    let coordinates = mv.coordinates(position.variant);
    let text = rules::move_text(position, mv);
    for written in [&coordinates, &text] {
        match rules::parse_move(position, written) {
            Ok(read) => assert_eq!(
                read,
                mv,
                "{written} reads as {} in {}",
                read.coordinates(position.variant),
                write_fen(position)
            ),
            Err(e) => panic!("{written} does not read in {}: {e:?}", write_fen(position)),
        }
    }
}

/// Fuzz bytes read front to back.
pub struct Bytes<'a> {
    rest: &'a [u8],
}

impl<'a> Bytes<'a> {
    pub fn new(data: &'a [u8]) -> Self {
        Bytes { rest: data }
    }

    pub fn byte(&mut self) -> Option<u8> {
        let (&first, rest) = self.rest.split_first()?;
        self.rest = rest;
        Some(first)
    }

    pub fn byte_or(&mut self, default: u8) -> u8 {
        self.byte().unwrap_or(default)
    }

    /// Text for a paste: one of the start FENs (even length byte) or up to
    /// 127 raw bytes as lossy UTF-8 (odd).
    pub fn text(&mut self) -> String {
        let length = self.byte_or(0);
        if length.is_multiple_of(2) {
            return STARTS[usize::from(length / 2) % STARTS.len()].to_string();
        }
        let (taken, rest) = self
            .rest
            .split_at(usize::from(length / 2).min(self.rest.len()));
        self.rest = rest;
        String::from_utf8_lossy(taken).into_owned()
    }
}

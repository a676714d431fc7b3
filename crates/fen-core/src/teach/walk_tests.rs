//! The walk-through's tests: runs of pieces, the impossible en-passant square.
use super::*;
use crate::fen::{ReadOptions, read_fen};

fn walk(fen: &str) -> WalkThrough {
    walk_through(&read_fen(fen, ReadOptions::lenient()).unwrap().position)
}

/// An en-passant square `check` rejects is never explained as a move
/// that was played («с e6 на e4, и перепрыгнула через e5» for e5 with
/// White to move): the step says why it cannot be, as `check` does.
#[test]
fn an_impossible_en_passant_square_is_refused_not_explained() {
    for (fen, reason) in [
        (
            "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e5 0 2",
            "wrong-rank",
        ),
        (
            "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e3 0 2",
            "wrong-rank",
        ),
        (
            "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2",
            "no-pawn",
        ),
    ] {
        let walk = walk(fen);
        let ep: Vec<_> = walk
            .steps
            .iter()
            .filter(|s| s.part == Part::EnPassant)
            .collect();
        assert_eq!(ep.len(), 1, "{fen}");
        assert_eq!(ep[0].code, "teach-en-passant-impossible", "{fen}");
        assert_eq!(
            ep[0].arg_value("reason"),
            Some(&crate::Arg::from(reason)),
            "{fen}"
        );
        assert!(ep[0].arg_value("pawn-from").is_none(), "{fen}");
    }
    // A square a pawn really jumped over is still explained.
    let real = walk("rnbqkbnr/pppp1ppp/8/8/4pP2/8/PPPPP1PP/RNBQKBNR b KQkq f3 0 2");
    assert!(real.steps.iter().any(|s| s.code == "teach-en-passant"));
}

/// A run of equal pieces is one step («8 пешек»), not one a piece: the
/// start position is written in 34 steps, not 48 (issue 38).
#[test]
fn a_run_of_equal_pieces_is_one_step() {
    let start = walk("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    let pawns: Vec<_> = start
        .steps
        .iter()
        .filter(|s| s.code == "teach-piece-run")
        .map(|s| (s.written.as_str(), s.squares.len(), s.arg_value("count")))
        .collect();
    assert_eq!(
        pawns,
        [
            ("pppppppp", 8, Some(&crate::Arg::Num(8))),
            ("PPPPPPPP", 8, Some(&crate::Arg::Num(8)))
        ]
    );
    assert_eq!(start.steps.len(), 34);
    // The steps still write the whole FEN, in order, without a gap.
    let mut end = 0;
    for step in &start.steps {
        assert!(step.fen_span.start <= end + 1, "{step:?}");
        end = step.fen_span.end;
    }
    assert_eq!(end, start.fen.len());
    // Two equal pieces apart are two steps; two side by side are one.
    let rooks = walk("r6r/8/8/8/8/8/8/RR2K3 w - - 0 1");
    let written: Vec<_> = rooks.steps.iter().map(|s| s.written.as_str()).collect();
    assert!(written.starts_with(&["r", "6", "r", "/"]), "{written:?}");
    assert!(written.contains(&"RR"), "{written:?}");
}

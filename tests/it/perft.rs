//! Perft against published numbers: python-chess's Chess960 suite (30
//! positions, depths 1-4) and its tricky positions (X-FEN castling,
//! impossible-looking checks, en passant pins), and Fairy-Stockfish's xiangqi
//! counts (tests/data/xiangqi-perft.tsv, made by scripts/xiangqi-perft.py).
//! Each count is taken twice: by the fast perft `fen-tui perft` prints, and
//! (to depth 3) through our own `legal_moves` and `play` on `Position`.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use fen_tui::core::Position;
use fen_tui::core::fen::{ReadOptions, read_fen};
use fen_tui::core::rules::{divide, fast_perft, perft, problems};

struct Case {
    id: String,
    fen: String,
    counts: Vec<(u32, u64)>,
}

/// The `id` / `epd` / `perft DEPTH NODES` blocks of a `.perft` file.
fn cases(name: &str) -> Vec<Case> {
    let path = format!("{}/tests/data/perft/{name}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap();
    let mut cases: Vec<Case> = Vec::new();
    for line in text.lines() {
        if let Some(id) = line.strip_prefix("id ") {
            cases.push(Case {
                id: id.to_string(),
                fen: String::new(),
                counts: Vec::new(),
            });
        } else if let Some(epd) = line.strip_prefix("epd ") {
            let fields = epd.split_whitespace().count();
            let clocks = if fields == 4 { " 0 1" } else { "" };
            cases.last_mut().unwrap().fen = format!("{epd}{clocks}");
        } else if let Some(count) = line.strip_prefix("perft ") {
            let (depth, nodes) = count.split_once(' ').unwrap();
            let count = (depth.parse().unwrap(), nodes.parse().unwrap());
            cases.last_mut().unwrap().counts.push(count);
        }
    }
    cases
}

fn read(fen: &str, chess960: bool) -> Position {
    let options = ReadOptions::lenient().with_chess960(chess960);
    read_fen(fen, options)
        .unwrap_or_else(|e| panic!("{fen}: {e:?}"))
        .position
}

/// Every count up to `fast_depth` by the fast perft, up to `slow_depth`
/// through `legal_moves`/`play`, and the divide totals at depth 2.
fn check(cases: &[Case], chess960: bool, fast_depth: u32, slow_depth: u32) {
    for case in cases {
        let pos = read(&case.fen, chess960);
        let editor_plays = !problems(&pos)
            .iter()
            .any(|d| matches!(d.code, "impossible-check" | "too-many-checkers"));
        for &(depth, nodes) in &case.counts {
            if depth <= fast_depth {
                assert_eq!(
                    fast_perft(&pos, depth),
                    Some(nodes),
                    "{} depth {depth}",
                    case.id
                );
            }
            // The editor does not play from a check no move could give, so
            // the slow path (its `legal_moves`) has nothing to count there.
            if depth <= slow_depth && editor_plays {
                assert_eq!(perft(&pos, depth), nodes, "{} slow depth {depth}", case.id);
            }
            if depth == 2 {
                let total: u64 = divide(&pos, 2).unwrap().iter().map(|(_, n)| n).sum();
                assert_eq!(total, nodes, "{} divide", case.id);
            }
        }
    }
}

#[test]
fn chess960_suite_to_depth_4() {
    let cases = cases("chess960.perft");
    assert!(cases.len() >= 20);
    assert!(cases.iter().all(|c| c.counts.iter().any(|&(d, _)| d >= 3)));
    check(&cases, true, 4, 3);
}

#[test]
fn chess960_suite_is_inferred_from_its_castling_rights() {
    // Without --chess960, every position of the suite that has rights reads
    // as Chess960 (its letters are file letters) and counts the same.
    let cases = cases("chess960.perft");
    check(&cases, false, 3, 0);
}

#[test]
fn tricky_positions_in_chess960_mode() {
    // python-chess counts its tricky suite with chess960=True (X-FEN rights).
    let cases = cases("tricky.perft");
    assert!(cases.len() >= 18);
    check(&cases, true, 4, 3);
}

#[test]
fn tricky_positions_as_standard_chess_unless_they_say_chess960() {
    // Standard chess is the default (issue 19), as python-chess reads a FEN:
    // positions with kings off the e-file and KQkq-style rights count as in
    // python-chess's Chess960 run only when read as Chess960. xfen-02 (`Q`
    // for a rook on c1, king on e1) reads as standard chess, where that right
    // is not allowed: python-chess's standard mode drops it too.
    // Chess960 ones are those whose rights standard chess refuses (the
    // `xfen-*` set and `asymmetrical-and-king-on-h`).
    let (xfen, standard): (Vec<Case>, Vec<Case>) = cases("tricky.perft")
        .into_iter()
        .filter(|c| c.id != "xfen-02")
        .partition(|c| {
            problems(&read(&c.fen, false))
                .iter()
                .any(|d| d.code == "invalid-castling-rights")
        });
    assert_eq!((xfen.len(), standard.len()), (5, 13));
    check(&standard, false, 4, 0);
    check(&xfen, true, 4, 0);
    for case in &xfen {
        // Read without --chess960 they are invalid, not silently Chess960.
        assert!(!read(&case.fen, false).chess960, "{}", case.id);
    }
    let xfen_02 = read("8/8/8/4B2b/6nN/8/5P2/2R1K2k w Q - 0 1", false);
    assert!(!xfen_02.chess960);
    assert_eq!(fast_perft(&xfen_02, 1), Some(33));
}

#[test]
fn xiangqi_against_fairy_stockfish() {
    let cases = cases("xiangqi.perft");
    assert!(cases.len() >= 10);
    check(&cases, false, 4, 3);
}

/// Issue 19: depth 20,000 overflowed the stack (chess) and depth 10,000,000
/// reserved 6.6 GB of move lists (xiangqi). Past the limit both refuse at
/// once; at the limit a walk that ends early still answers.
#[test]
fn perft_refuses_depths_past_the_limit() {
    use fen_tui::core::rules::MAX_PERFT_DEPTH;
    let chess = read(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        false,
    );
    let xiangqi = read(
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
        false,
    );
    for pos in [&chess, &xiangqi] {
        assert_eq!(fast_perft(pos, 20_000), None);
        assert_eq!(fast_perft(pos, 10_000_000), None);
        assert_eq!(fast_perft(pos, MAX_PERFT_DEPTH + 1), None);
        assert!(divide(pos, MAX_PERFT_DEPTH + 1).is_none());
    }
    let mated = read("R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1", false);
    assert_eq!(fast_perft(&mated, MAX_PERFT_DEPTH), Some(0));
}

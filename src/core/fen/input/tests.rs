//! The one reader's forms, columns and moves, end to end.

use super::wrapped::read_wrapped;
use super::*;
use crate::core::fen::read::test_data as data;

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

#[test]
fn canonical_fens_read_as_the_long_way_reads_them() {
    let rows = [
        include_str!("../../../../tests/data/chess-positions.tsv"),
        include_str!("../../../../tests/data/xiangqi-positions.tsv"),
    ];
    let mut canonical = 0;
    for fen in rows.iter().flat_map(|f| data::rows(f)) {
        let fen = fen.split('\t').next().unwrap();
        for options in [ReadOptions::strict(), ReadOptions::lenient()] {
            canonical +=
                usize::from(crate::core::fen::read::read_canonical(fen.as_bytes(), None).is_some());
            assert_eq!(
                read_input(fen, options),
                read_wrapped(fen, options, Variant::Chess),
                "{fen}"
            );
        }
    }
    assert!(canonical > 500, "{canonical}");
}

#[test]
fn plain_fen_reads_with_columns_unchanged() {
    let r = read_input(
        "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        ReadOptions::strict(),
    );
    assert_eq!(r.errors[0].code, "rank-too-long");
    assert_eq!(r.errors[0].column, Some(19));
}

#[test]
fn errors_inside_a_link_point_into_the_link() {
    // The same bad digit inside a Lichess link: 29 characters precede the FEN.
    let link =
        "https://lichess.org/analysis/rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR_w_KQkq_-_0_1";
    let r = read_input(link, ReadOptions::lenient());
    assert_eq!(r.errors[0].code, "rank-too-long");
    assert_eq!(r.errors[0].column, Some(29 + 19));
}

#[test]
fn uci_position_commands_are_read() {
    let r = read_input(&format!("position fen {START}"), ReadOptions::strict());
    assert!(r.is_ok(), "{r:?}");
    assert_eq!(r.fen().as_deref(), Some(START));
    let r = read_input("position startpos", ReadOptions::strict());
    assert_eq!(r.fen().as_deref(), Some(START));
}

#[test]
fn quoted_fen_with_an_error_points_inside_the_quotes() {
    let r = read_input("\"8/8/8/8/8/8/8/8 x - - 0 1\"", ReadOptions::strict());
    assert_eq!(r.errors[0].code, "invalid-side");
    assert_eq!(r.errors[0].column, Some(18));
}

#[test]
fn empty_move_list_is_an_error_at_the_keyword() {
    let r = read_input(&format!("{START} moves"), ReadOptions::lenient());
    assert_eq!(r.errors[0].code, "empty-move-list");
    assert_eq!(r.errors[0].column, Some(START.len() + 2));
    assert_eq!(r.position, r.start);
}

#[test]
fn xiangqi_seed_fen_with_move_list() {
    let r = read_input(
        "5a3/3ka4/5n3/9/9/9/9/9/9/4K1R2 w moves g0f0 d8d9",
        ReadOptions::strict(),
    );
    assert!(r.is_ok(), "{r:?}");
    assert_eq!(r.moves.len(), 2);
    assert_eq!(
        r.fen().as_deref(),
        Some("3k1a3/4a4/5n3/9/9/9/9/9/9/4KR3 w - - 2 2")
    );
}

#[test]
fn xiangqi_one_based_ranks_are_recognised() {
    // Fairy-Stockfish numbers ranks 1-10: h3e3 is the cannon h2-e2.
    let start = Variant::Xiangqi.start_fen();
    let zero = read_input(&format!("{start} moves h2e2"), ReadOptions::lenient());
    let one = read_input(&format!("{start} moves h3e3 h10g8"), ReadOptions::lenient());
    assert!(zero.is_ok() && one.is_ok(), "{zero:?} {one:?}");
    assert_eq!(zero.moves[0], one.moves[0]);
}

#[test]
fn bad_move_is_located_and_the_position_stops_before_it() {
    let start = Variant::Xiangqi.start_fen();
    let text = format!("{start} moves h2e2 h9g7 zz");
    let r = read_input(&text, ReadOptions::lenient());
    assert_eq!(r.moves.len(), 2);
    assert_eq!(r.errors[0].column, Some(text.len() - 1));
}

#[test]
fn bare_startpos_reads_as_the_start_with_or_without_moves() {
    for text in ["startpos", "`startpos`", "\"startpos\""] {
        let r = read_input(text, ReadOptions::strict());
        assert!(r.is_ok(), "{text}: {r:?}");
        assert_eq!(r.fen().as_deref(), Some(START), "{text}");
    }
    let bare = read_input("startpos moves e2e4 e7e5", ReadOptions::strict());
    let uci = read_input("position startpos moves e2e4 e7e5", ReadOptions::strict());
    assert!(bare.is_ok(), "{bare:?}");
    assert_eq!(bare.moves.len(), 2);
    assert_eq!(bare, uci);
    let xiangqi = read_input(
        "startpos moves h2e2",
        ReadOptions::lenient().with_variant(Some(Variant::Xiangqi)),
    );
    assert!(xiangqi.is_ok(), "{xiangqi:?}");
    assert_eq!(xiangqi.start.map(|p| p.variant), Some(Variant::Xiangqi));
}

#[test]
fn a_bad_move_after_bare_startpos_points_at_it() {
    let r = read_input("startpos moves e2e4 e2e4", ReadOptions::lenient());
    assert_eq!(r.moves.len(), 1);
    assert_eq!(r.errors[0].column, Some(21));
    // A word that only starts like the keyword is no command.
    assert!(!read_input("startposition", ReadOptions::lenient()).is_ok());
}

#[test]
fn words_after_startpos_without_moves_are_an_error_where_they_stand() {
    for (text, column) in [
        ("startpos e2e4", 10),
        ("position startpos e2e4 moves e7e5", 19),
        ("startpos   foo", 12),
    ] {
        let r = read_input(text, ReadOptions::lenient());
        assert_eq!(r.errors.len(), 1, "{text}: {r:?}");
        assert_eq!(r.errors[0].code, "startpos-extra", "{text}");
        assert_eq!(r.errors[0].column, Some(column), "{text}");
        assert!(r.moves.is_empty(), "{text}");
    }
}

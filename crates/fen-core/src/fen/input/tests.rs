//! The one reader's forms, columns and moves, end to end.

use super::wrapped::read_wrapped;
use super::*;
use crate::Arg;
use crate::fen::read::test_data as data;

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

#[test]
fn canonical_fens_read_as_the_long_way_reads_them() {
    let rows = [
        include_str!("../../../../../tests/data/chess-positions.tsv"),
        include_str!("../../../../../tests/data/xiangqi-positions.tsv"),
    ];
    let mut canonical = 0;
    for fen in rows.iter().flat_map(|f| data::rows(f)) {
        let fen = fen.split('\t').next().unwrap();
        for options in [ReadOptions::strict(), ReadOptions::lenient()] {
            canonical +=
                usize::from(crate::fen::read::read_canonical(fen.as_bytes(), None).is_some());
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
fn xiangqi_ranks_one_to_ten_are_read_only_when_asked() {
    // Fairy-Stockfish numbers ranks 1-10: h3e3 is the cannon h2-e2.
    let start = Variant::Xiangqi.start_fen();
    let uci = ReadOptions::lenient().with_ranks(RankNumbering::FromOne);
    let zero = read_input(&format!("{start} moves h2e2"), ReadOptions::lenient());
    let one = read_input(&format!("{start} moves h3e3 h10g8"), uci);
    assert!(zero.is_ok() && one.is_ok(), "{zero:?} {one:?}");
    assert_eq!(zero.moves[0], one.moves[0]);
    // By default they are refused, with a pointer to the numbering that reads them.
    let refused = read_input(&format!("{start} moves h3e3 h10g8"), ReadOptions::lenient());
    assert_eq!(refused.errors[0].code, "illegal-move");
    let note = &refused.warnings[0];
    assert_eq!(
        (note.code, note.arg_value("ranks")),
        ("xiangqi-ranks-other", Some(&Arg::Str("uci".into())))
    );
    // Asked for 1-10, a list only ICCS reads is read in ICCS, and said so.
    let iccs = read_input(&format!("{start} moves h2e2 h9g7"), uci);
    assert_eq!(
        iccs.moves,
        read_input(&format!("{start} moves h2e2 h9g7"), ReadOptions::lenient()).moves
    );
    assert_eq!(
        iccs.warnings[0].arg_value("ranks"),
        Some(&Arg::Str("iccs".into()))
    );
}

#[test]
fn xiangqi_coordinates_that_read_both_ways_say_which_was_read() {
    // Chariots on a1 and a2: a2i2 is a2-i2 in ICCS and a1-i1 in UCI's ranks 1-10.
    let text = "3k5/9/9/9/9/9/9/R8/R8/4K4 w - - 0 1 moves a2i2";
    for (ranks, name, to) in [
        (
            RankNumbering::FromZero,
            "iccs",
            "3k5/9/9/9/9/9/9/8R/R8/4K4 b - - 1 1",
        ),
        (
            RankNumbering::FromOne,
            "uci",
            "3k5/9/9/9/9/9/9/R8/8R/4K4 b - - 1 1",
        ),
    ] {
        let read = read_input(text, ReadOptions::lenient().with_ranks(ranks));
        assert_eq!(read.fen().as_deref(), Some(to), "{name}");
        let note = &read.warnings[0];
        assert_eq!(note.code, "xiangqi-ranks-read");
        assert_eq!(note.arg_value("ranks"), Some(&Arg::Str(name.into())));
        assert_eq!(note.column, Some(text.len() - 3));
    }
    // WXF and Chinese moves have no ranks to number: no note.
    let wxf = read_input(
        &format!("{} moves C2=5", Variant::Xiangqi.start_fen()),
        ReadOptions::lenient(),
    );
    assert!(wxf.warnings.is_empty(), "{:?}", wxf.warnings);
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

//! Words for every code and reason, in every language, and the messages as
//! the examples read.

use super::*;

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
    // Issue 33 case 8: an en-passant target beside a clock that is not 0.
    all.extend(notes(&position(
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b Qkq e3 5 30",
    )));
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

/// Chinese names the one piece giving the impossible check, as xiangqi's
/// message does (`被 e1 的车将军`), and joins several squares with 、.
#[test]
fn chinese_names_the_checking_piece_and_lists_squares_with_the_chinese_comma() {
    use fen_tui::i18n::{Lang, Localizer};
    let zh = Localizer::new(Lang::Zh);
    let rook = problems(&position("4k3/8/8/8/8/8/8/4R1K1 w - - 0 1"));
    assert_eq!(
        zh.diagnostic(only(&rook, "opposite-check"), Variant::Chess),
        "黑王在 e8 被 e1 的车将军，但现在轮到白方走。"
    );
    let knight = problems(&position("4k3/8/3N4/8/8/8/8/6K1 w - - 0 1"));
    assert!(
        zh.diagnostic(only(&knight, "opposite-check"), Variant::Chess)
            .contains("被 d6 的马将军"),
    );
    // A rook on e1 and a knight on d6: their squares, and 棋子 for what they are.
    let two = problems(&position("4k3/8/3N4/8/8/8/8/4R1K1 w - - 0 1"));
    let d = only(&two, "opposite-check");
    assert_eq!(
        zh.diagnostic(d, Variant::Chess),
        "黑王在 e8 被 e1、d6 的棋子将军，但现在轮到白方走。"
    );
    // English and Russian keep their comma.
    let en = Localizer::new(Lang::En).diagnostic(d, Variant::Chess);
    assert!(en.contains("from e1, d6,"), "{en}");
    let three = problems(&position("4k3/8/8/8/8/3n1n2/8/r3K3 w - - 0 1"));
    let said = zh.diagnostic(only(&three, "too-many-checkers"), Variant::Chess);
    assert!(said.contains("（a1、d3、f3）"), "{said}");
}

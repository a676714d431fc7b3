use super::*;
use crate::fen::{ReadOptions, read_fen};

fn problems_of(fen: &str) -> Vec<Diagnostic> {
    let read = read_fen(fen, ReadOptions::lenient()).unwrap_or_else(|e| panic!("{fen}: {e:?}"));
    problems(&read.position)
}

fn reason(found: &[Diagnostic]) -> Option<String> {
    let d = found.iter().find(|d| d.code == "invalid-en-passant")?;
    match d.arg_value("reason") {
        Some(crate::Arg::Str(s)) => Some(s.to_string()),
        _ => None,
    }
}

/// Issue 33: the en-passant target's rank (the 6th with White to move,
/// the 3rd with Black) held in the core itself, not only by a layout
/// test of the editor: a target on any other rank is `wrong-rank`, and
/// the message names the rank it must be on. python-chess agrees
/// (`STATUS_INVALID_EP_SQUARE`, tests/data/verdicts-33.tsv).
#[test]
fn an_en_passant_target_on_the_wrong_rank_is_said_so() {
    for (fen, rank) in [
        ("4k3/8/8/8/8/8/8/4K3 w - e3 0 1", 6),
        ("4k3/8/8/8/4P3/8/8/4K3 w - e3 0 1", 6),
        ("4k3/8/8/4p3/8/8/8/4K3 b - e6 0 1", 3),
        ("4k3/8/8/8/8/8/8/4K3 w - e4 0 1", 6),
    ] {
        let found = problems_of(fen);
        assert_eq!(
            reason(&found).as_deref(),
            Some("wrong-rank"),
            "{fen}: {found:?}"
        );
        let d = found.iter().find(|d| d.code == "invalid-en-passant");
        assert_eq!(
            d.and_then(|d| d.arg_value("rank")),
            Some(&crate::Arg::Num(rank)),
            "{fen}"
        );
    }
    // On its rank, with the pawn that jumped: no problem.
    assert!(problems_of("4k3/8/8/8/4P3/8/8/4K3 b - e3 0 1").is_empty());
}

/// Issue 33 cases 6 and 7: both kings in check are said in one problem
/// naming both, and it comes before the castling and en-passant repairs.
#[test]
fn both_kings_in_check_come_first_and_name_both() {
    let found = problems_of("R3k3/8/8/8/8/8/8/4K2r w KQkq e3 0 1");
    assert_eq!(
        found.first().map(|d| d.code),
        Some("opposite-check"),
        "{found:?}"
    );
    let d = &found[0];
    assert_eq!(d.arg_value("kind"), Some(&crate::Arg::from("both")));
    assert_eq!(d.arg_value("other"), Some(&crate::Arg::from("e1")));
    assert_eq!(d.arg_value("other_squares"), Some(&crate::Arg::from("h1")));
}

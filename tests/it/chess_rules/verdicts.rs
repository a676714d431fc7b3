//! Issue 33 cases 6-9 against python-chess (tests/data/verdicts-33.tsv, made
//! by scripts/verdict-vectors.py): every problem of a position said (both
//! kings in check, kings side by side), the worst first, an en-passant target
//! beside a clock that is not 0 warned of, and the 50- and 75-move rules.

use super::*;
use fen_tui::core::Severity;
use fen_tui::i18n::{Lang, Localizer};

/// The rows: fen, valid, codes, both_checked, adjacent, ep_clock,
/// claim_draw_50, drawn_75.
fn vectors() -> Vec<Vec<String>> {
    let rows = rows("verdicts-33.tsv");
    assert!(rows.len() >= 18, "{} rows", rows.len());
    rows
}

/// Codes of what no game can reach; the others (castling rights, the
/// en-passant target) are repairs of one field.
fn unreachable(code: &str) -> bool {
    !matches!(code, "invalid-castling-rights" | "invalid-en-passant")
}

#[test]
fn both_kings_and_kings_side_by_side_are_said_as_python_chess_sees_them() {
    for row in vectors() {
        let fen = &row[0];
        let found = problems(&standard(fen));
        let expected: BTreeSet<&str> = row[2].split(',').filter(|c| !c.is_empty()).collect();
        let codes: BTreeSet<&str> = found.iter().map(|d| d.code).collect();
        assert_eq!(codes, expected, "{fen}");
        assert_eq!(found.is_empty(), row[1] == "1", "{fen}");
        let Some(d) = found.iter().find(|d| d.code == "opposite-check") else {
            continue;
        };
        let kind = text(d, "kind");
        match (row[3].as_str(), row[4].as_str()) {
            (_, "1") => assert_eq!(kind, "adjacent", "{fen}"),
            ("1", _) => {
                assert_eq!(kind, "both", "{fen}");
                // Both kings and every checker are highlighted.
                let pos = standard(fen);
                for color in [fen_tui::core::Color::White, fen_tui::core::Color::Black] {
                    let king = pos
                        .board
                        .find(fen_tui::core::Piece::new(color, fen_tui::core::Role::King))
                        .next()
                        .unwrap();
                    assert!(d.squares.contains(&king), "{fen}: {d:?}");
                }
            }
            _ => assert_eq!(kind, "single", "{fen}"),
        }
    }
}

#[test]
fn both_kings_in_check_are_named_in_every_language() {
    for (fen, white, black) in [
        ("R3k3/8/8/8/8/8/8/4K2r w - - 0 1", "h1", "a8"),
        ("R3k3/8/8/8/8/8/8/4K2r b - - 0 1", "h1", "a8"),
    ] {
        let found = problems(&standard(fen));
        let d = only(&found, "opposite-check");
        for lang in Lang::ALL {
            let words = Localizer::new(lang).diagnostic(d, Variant::Chess);
            for name in ["e1", "e8", white, black] {
                assert!(words.contains(name), "{fen} {lang:?}: {words}");
            }
        }
    }
    let found = problems(&standard("8/8/8/3kK3/8/8/8/8 b - - 0 1"));
    let words = Localizer::new(Lang::En).diagnostic(only(&found, "opposite-check"), Variant::Chess);
    assert!(words.contains("side by side"), "{words}");
    assert!(!words.contains("in check from"), "{words}");
}

#[test]
fn what_no_game_reaches_is_listed_before_the_repairs() {
    for row in vectors() {
        let found = problems(&standard(&row[0]));
        let first_repair = found.iter().position(|d| !unreachable(d.code));
        let last_unreachable = found.iter().rposition(|d| unreachable(d.code));
        if let (Some(repair), Some(worst)) = (first_repair, last_unreachable) {
            assert!(worst < repair, "{}: {:?}", row[0], found);
        }
    }
}

#[test]
fn an_en_passant_target_beside_a_clock_is_a_warning() {
    for row in vectors() {
        let pos = standard(&row[0]);
        let warned: Vec<_> = notes(&pos)
            .into_iter()
            .filter(|n| n.code == "en-passant-clock")
            .collect();
        assert_eq!(warned.len(), usize::from(row[5] == "1"), "{}", row[0]);
        for d in warned {
            assert_eq!(d.severity, Severity::Warning);
        }
    }
}

#[test]
fn the_fifty_move_rule_claims_and_the_seventy_five_move_rule_draws() {
    for row in vectors() {
        let pos = standard(&row[0]);
        let rule: Vec<_> = notes(&pos)
            .into_iter()
            .filter(|n| n.code == "fifty-move-rule")
            .collect();
        assert_eq!(rule.len(), usize::from(row[6] == "1"), "{}", row[0]);
        for d in rule {
            let drawn = text(&d, "rule") == "drawn";
            assert_eq!(drawn, row[7] == "1", "{}", row[0]);
            let words = Localizer::new(Lang::En).diagnostic(&d, Variant::Chess);
            assert_eq!(words.contains("the game is drawn ("), drawn, "{words}");
        }
    }
}

//! Moves explained: seed 000's 1. e4 e5, castling, en passant, promotion,
//! xiangqi's capture-only clock, agreement with the move vectors.

use super::*;

fn seed_moves() -> (MoveExplanation, MoveExplanation) {
    let (start, e4, e5) = (position(START), position(AFTER_E4), position(AFTER_E4_E5));
    (
        explain_move(&start, &e4, coords("e2e4", Variant::Chess)),
        explain_move(&e4, &e5, coords("e7e5", Variant::Chess)),
    )
}

fn step_of(explanation: &MoveExplanation, part: Part) -> &Step {
    let found = explanation.steps.iter().find(|s| s.part == part);
    found.unwrap_or_else(|| panic!("no {part:?} step in {explanation:?}"))
}

#[test]
fn seed_e4_e5_changes_are_located_and_explained() {
    let (e4, e5) = seed_moves();
    assert_eq!(e4.fen, AFTER_E4);
    assert_eq!(e5.fen, AFTER_E4_E5);
    let changed = |x: &MoveExplanation| -> Vec<String> {
        x.changed
            .iter()
            .map(|r| x.fen[r.clone()].to_string())
            .collect()
    };
    // Ranks 4 and 2, the side to move, the en passant target e3.
    assert_eq!(changed(&e4), ["4P3", "PPPP1PPP", "b", "e3"]);
    // Ranks 7 and 5, the side, e3 becomes e6, the move number becomes 2.
    assert_eq!(changed(&e5), ["pppp1ppp", "4p3", "w", "e6", "2"]);
    assert_eq!(step_of(&e4, Part::EnPassant).written, "e3");
    assert_eq!(step_of(&e5, Part::EnPassant).written, "e6");
    assert_eq!(str_arg(step_of(&e5, Part::EnPassant), "previous"), "e3");
    assert_eq!(str_arg(step_of(&e4, Part::Move), "kind"), "double-step");
    assert_eq!(str_arg(step_of(&e4, Part::HalfmoveClock), "reason"), "pawn");

    let en4 = texts(&e4.steps, Lang::En).join("\n");
    let en5 = texts(&e5.steps, Lang::En).join("\n");
    for phrase in [
        "The White pawn moves two squares, from e2 to e4.",
        "Rank 4 was 8, now it is 4P3.",
        "White moved, so now Black is to move: b.",
        "The pawn moved two squares: en passant target e3 is written",
        "A pawn moved, so the half-move clock resets to 0.",
        "the full-move number stays 1",
    ] {
        assert!(en4.contains(phrase), "{en4}\nlacks {phrase}");
    }
    for phrase in [
        "The pawn moved two squares: en passant target e6 is written",
        "The old target e3 is gone",
        "A pawn moved, so the half-move clock resets to 0.",
        "Black moved, so the full-move number becomes 2.",
    ] {
        assert!(en5.contains(phrase), "{en5}\nlacks {phrase}");
    }
    let ru5 = texts(&e5.steps, Lang::Ru).join("\n");
    for phrase in [
        "записывается поле взятия на проходе e6",
        "Сходила пешка, поэтому счётчик полуходов сбрасывается в 0.",
        "Сходили чёрные, поэтому номер хода становится 2.",
    ] {
        assert!(ru5.contains(phrase), "{ru5}\nlacks {phrase}");
    }
    let zh5 = texts(&e5.steps, Lang::Zh).join("\n");
    for phrase in [
        "吃过路兵的目标格 e6",
        "走了兵，所以半回合计数归 0",
        "回合数变为 2",
    ] {
        assert!(zh5.contains(phrase), "{zh5}\nlacks {phrase}");
    }
}

#[test]
fn castling_and_en_passant_lessons_are_explained() {
    let before = position("r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4");
    let after = position("r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQ1RK1 b kq - 5 4");
    let castle = explain_move(&before, &after, coords("e1g1", Variant::Chess));
    assert_eq!(str_arg(step_of(&castle, Part::Move), "kind"), "castle-king");
    let rights = step_of(&castle, Part::Castling);
    assert_eq!(
        (str_arg(rights, "reason"), rights.written.as_str()),
        ("castled", "kq")
    );
    assert_eq!(
        str_arg(step_of(&castle, Part::HalfmoveClock), "reason"),
        "quiet"
    );
    let en = texts(&castle.steps, Lang::En).join("\n");
    assert!(en.contains("White castles on the king side"), "{en}");
    assert!(en.contains("KQkq becomes kq"), "{en}");
    assert!(en.contains("grows to 5"), "{en}");

    let before = position("rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3");
    let after = position("rnbqkb1r/ppp1pppp/3P1n2/8/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 3");
    let ep = explain_move(&before, &after, coords("e5d6", Variant::Chess));
    assert_eq!(str_arg(step_of(&ep, Part::Move), "kind"), "en-passant");
    assert_eq!(str_arg(step_of(&ep, Part::Move), "captured"), "pawn");
    assert_eq!(
        step_of(&ep, Part::EnPassant).code,
        "teach-move-en-passant-gone"
    );
    assert_eq!(
        str_arg(step_of(&ep, Part::HalfmoveClock), "reason"),
        "capture"
    );
    let ru = texts(&ep.steps, Lang::Ru).join("\n");
    assert!(
        ru.contains("e5–d6: пешка белых берёт на проходе, с доски снимается пешка чёрных."),
        "{ru}"
    );
}

#[test]
fn xiangqi_clock_resets_only_on_capture() {
    // A soldier moves: in chess a pawn move would reset the clock, not here.
    let before = position("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1");
    let after = position("rnbakabnr/9/1c5c1/p1p1p1p1p/9/P8/2P1P1P1P/1C5C1/9/RNBAKABNR b - - 1 1");
    let soldier = explain_move(&before, &after, coords("a3a4", Variant::Xiangqi));
    let clock = step_of(&soldier, Part::HalfmoveClock);
    assert_eq!(
        (str_arg(clock, "reason"), clock.written.as_str()),
        ("quiet", "1")
    );
    let said = texts(&soldier.steps, Lang::En).join("\n");
    assert!(
        said.contains("Nothing was captured, so the half-move clock grows to 1"),
        "{said}"
    );
    assert!(
        said.contains("The Red soldier goes from a3 to a4."),
        "{said}"
    );
    assert!(
        !soldier
            .steps
            .iter()
            .any(|s| matches!(s.part, Part::Castling | Part::EnPassant))
    );

    // The cannon takes a horse: the clock resets.
    let before = position("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 7 5");
    let after = position("rCbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/7C1/9/RNBAKABNR b - - 0 5");
    let capture = explain_move(&before, &after, coords("b2b9", Variant::Xiangqi));
    assert_eq!(
        str_arg(step_of(&capture, Part::HalfmoveClock), "reason"),
        "capture"
    );
    let zh = texts(&capture.steps, Lang::Zh).join("\n");
    assert!(zh.contains("红炮从 b2 走到 b9，吃掉黑马。"), "{zh}");
    assert!(zh.contains("发生了吃子，所以半回合计数归 0。"), "{zh}");
}

/// One-move rows of the move vectors: the explanation's reasons agree with
/// the clocks and en passant square the vectors give.
#[test]
fn explanations_agree_with_the_move_vectors() {
    let mut checked = 0;
    for file in ["chess-moves.tsv", "xiangqi-moves.tsv"] {
        let text = data::text(file);
        for line in data::rows(&text) {
            let cols: Vec<&str> = line.split('\t').collect();
            let [start, moves, _, result] = cols[..] else {
                continue;
            };
            if moves.contains(' ') || moves.len() != 4 {
                continue;
            }
            let (Ok(before), Ok(after)) = (
                read_fen(start, ReadOptions::strict()),
                read_fen(result, ReadOptions::strict()),
            ) else {
                continue;
            };
            let (before, after) = (before.position, after.position);
            let x = explain_move(&before, &after, coords(moves, before.variant));
            let clock = step_of(&x, Part::HalfmoveClock);
            let reset = str_arg(clock, "reason") != "quiet";
            assert_eq!(reset, after.halfmove_clock == 0, "{line}");
            if !reset {
                assert_eq!(after.halfmove_clock, before.halfmove_clock + 1, "{line}");
            }
            let fullmove = step_of(&x, Part::FullmoveNumber);
            let grows = str_arg(fullmove, "grows") == "yes";
            assert_eq!(
                grows,
                before.side_to_move == fen_tui::core::Color::Black,
                "{line}"
            );
            if let Some(target) = after.en_passant {
                assert_eq!(
                    step_of(&x, Part::EnPassant).written,
                    target.name(Variant::Chess)
                );
            }
            assert_eq!(x.fen, write_fen(&after));
            checked += 1;
        }
    }
    assert!(checked > 20, "only {checked} one-move rows");
}

#[test]
fn promotion_with_capture_takes_the_corner_rook_and_its_castling_right() {
    let before = position("r3k3/1P6/8/8/8/8/8/4K3 w q - 3 40");
    let after = position("Q3k3/8/8/8/8/8/8/4K3 b - - 0 40");
    let mv = Move {
        promotion: Some(fen_tui::core::Role::Queen),
        ..coords("b7a8", Variant::Chess)
    };
    let x = explain_move(&before, &after, mv);
    assert_eq!(
        str_arg(step_of(&x, Part::Move), "kind"),
        "capture-promotion"
    );
    let rights = step_of(&x, Part::Castling);
    assert_eq!(str_arg(rights, "reason"), "rook-captured");
    assert_eq!(rights.squares, [Square::new(0, 7)]);
    let en = texts(&x.steps, Lang::En).join("\n");
    for phrase in [
        "The White pawn goes from b7 to a8, captures the Black rook and becomes a queen.",
        "A Black rook was captured in its corner, so Black may no longer castle on that side: q becomes -.",
        "A piece was captured, so the half-move clock resets to 0.",
    ] {
        assert!(en.contains(phrase), "{en}\nlacks {phrase}");
    }
    let ru = texts(&x.steps, Lang::Ru).join("\n");
    assert!(ru.contains("превращается в ферзя"), "{ru}");
}

#[test]
fn a_king_move_costs_both_rights_and_chess960_castling_lands_on_g1() {
    let before = position("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    let after = position("r3k2r/8/8/8/8/8/8/R4K1R b kq - 1 1");
    let x = explain_move(&before, &after, coords("e1f1", Variant::Chess));
    let rights = step_of(&x, Part::Castling);
    assert_eq!(
        (str_arg(rights, "reason"), rights.written.as_str()),
        ("king-moved", "kq")
    );
    assert_eq!(str_arg(rights, "had"), "both");
    // Castling written as king takes own rook: the king still lands on g1.
    let after = position("r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1");
    let x = explain_move(&before, &after, coords("e1h1", Variant::Chess));
    let board = step_of(&x, Part::Move);
    assert_eq!(
        (str_arg(board, "kind"), str_arg(board, "to")),
        ("castle-king", "g1")
    );
}

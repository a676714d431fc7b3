//! The teaching walk-through, the move explanations and `fen-tui explain`,
//! checked against the seed documents: seed 004's xiangqi walk-through (3 empty
//! → `3`, general → `k`, 1 empty → `1`, advisor → `a`, ...) and seed 000's
//! 1. e4 e5 (`e3`, then `e6`), in English, Russian and Chinese.

// `src/cli/explain.rs` is compiled into this test until `src/cli/mod.rs`
// (owned by the command-line work) declares it; its `crate::core` and
// `crate::i18n` paths resolve through these imports.
use fen_tui::{core, i18n};
#[allow(dead_code)]
#[path = "../src/cli/explain.rs"]
mod explain;

use core::fen::{ReadOptions, read_fen, write_fen};
use core::rules::Move;
use core::teach::{MoveExplanation, Part, Step, explain_move, lessons, walk_through};
use core::{Arg, Position, Square, Variant};
use explain::{ExplainOptions, render, step_text};
use i18n::{Lang, Localizer};

/// Seed 004's example and seed 000's positions.
const XIANGQI_EXAMPLE: &str = "3k1a3/4a4/5n3/9/9/9/9/9/9/4KR3 w - - 0 1";
const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const AFTER_E4: &str = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1";
const AFTER_E4_E5: &str = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2";

/// Fixtures: a broken fixture should stop the test loudly, hence the unwraps
/// (allowed here only, so the included `explain.rs` stays checked).
mod fixtures {
    #![allow(clippy::unwrap_used)]
    use super::*;

    pub fn position(fen: &str) -> Position {
        read_fen(fen, ReadOptions::strict()).unwrap().position
    }

    pub fn coords(text: &str, variant: Variant) -> Move {
        Move {
            from: Square::parse(&text[0..2], variant).unwrap(),
            to: Square::parse(&text[2..4], variant).unwrap(),
            promotion: None,
        }
    }

    pub fn text(input: &str, lang: Lang) -> String {
        render(
            input,
            ExplainOptions {
                lang,
                variant: None,
            },
        )
        .unwrap()
    }

    pub fn str_arg<'a>(step: &'a Step, name: &str) -> &'a str {
        match step.arg_value(name) {
            Some(Arg::Str(s)) => s.as_ref(),
            other => panic!("{name} is {other:?} in {step:?}"),
        }
    }

    pub fn texts(steps: &[Step], lang: Lang) -> Vec<String> {
        let loc = Localizer::new(lang);
        steps.iter().map(|s| step_text(&loc, s)).collect()
    }
}
use fixtures::*;

// ---- The walk-through as data ----

#[test]
fn xiangqi_seed_walk_through_writes_what_the_seed_says_in_order() {
    let walk = walk_through(&position(XIANGQI_EXAMPLE));
    let written: Vec<&str> = walk.steps.iter().map(|s| s.written.as_str()).collect();
    // Seed 004: "3 consecutive empty squares ... 3. Then the Black General, k,
    // followed by one empty square and a Black Advisor, 1a. Then again 3 ...
    // 3. That finishes Black's back rank, and we write a /."
    assert_eq!(written[..6], ["3", "k", "1", "a", "3", "/"]);
    assert_eq!(walk.fen_so_far(5), "3k1a3/");
    let first = &walk.steps[..6];
    assert_eq!(str_arg(&first[1], "piece"), "general");
    assert_eq!(str_arg(&first[1], "color"), "black");
    assert_eq!(str_arg(&first[3], "piece"), "advisor");
    assert_eq!(first[0].arg_value("count"), Some(&Arg::Num(3)));
    assert_eq!(first[2].arg_value("count"), Some(&Arg::Num(1)));
    assert_eq!(first[5].part, Part::RankEnd);
    // The squares of each stretch, for highlighting: a9-c9, then d9.
    let names = |step: &Step| -> Vec<String> {
        step.squares
            .iter()
            .map(|s| s.name(Variant::Xiangqi))
            .collect()
    };
    assert_eq!(names(&first[0]), ["a9", "b9", "c9"]);
    assert_eq!(names(&first[1]), ["d9"]);
    assert_eq!(names(&first[4]), ["g9", "h9", "i9"]);
    // "Finally, a space and w", then the `- -` kept from chess, then the clocks.
    let fields: Vec<(Part, &str)> = walk
        .steps
        .iter()
        .filter(|s| !matches!(s.part, Part::Stretch | Part::RankEnd))
        .map(|s| (s.part, s.written.as_str()))
        .collect();
    assert_eq!(
        fields,
        [
            (Part::SideToMove, "w"),
            (Part::Unused, "- -"),
            (Part::HalfmoveClock, "0"),
            (Part::FullmoveNumber, "1"),
        ]
    );
    let clock = walk
        .steps
        .iter()
        .find(|s| s.part == Part::HalfmoveClock)
        .unwrap();
    assert_eq!(clock.arg_value("limit"), Some(&Arg::Num(120)));
}

/// The steps of any position write exactly its canonical FEN, each at its span.
fn assert_steps_write(fen: &str) {
    let pos = position(fen);
    let walk = walk_through(&pos);
    assert_eq!(walk.fen, write_fen(&pos));
    let mut rebuilt = String::new();
    for step in &walk.steps {
        if step.fen_span.start > rebuilt.len() {
            rebuilt.push(' ');
        }
        assert_eq!(step.fen_span.start, rebuilt.len(), "{fen}: {step:?}");
        rebuilt.push_str(&step.written);
        assert_eq!(&walk.fen[step.fen_span.clone()], step.written);
    }
    assert_eq!(rebuilt, walk.fen);
    // Every square of the board is described by exactly one stretch.
    let described: usize = walk
        .steps
        .iter()
        .filter(|s| s.part == Part::Stretch)
        .map(|s| s.squares.len())
        .sum();
    let variant = pos.variant;
    assert_eq!(
        described,
        usize::from(variant.files()) * usize::from(variant.ranks())
    );
}

#[test]
fn every_vector_position_is_written_step_by_step() {
    for file in ["chess-positions.tsv", "xiangqi-positions.tsv"] {
        let data = std::fs::read_to_string(format!("tests/data/{file}")).unwrap();
        let mut checked = 0;
        for line in data.lines().skip(1) {
            let canonical = line.split('\t').nth(3).unwrap_or_default();
            if read_fen(canonical, ReadOptions::strict()).is_ok() {
                assert_steps_write(canonical);
                checked += 1;
            }
        }
        assert!(checked > 100, "{file}: only {checked} positions");
    }
}

#[test]
fn chess_fields_explain_the_rule_behind_each_value() {
    let walk = walk_through(&position(AFTER_E4));
    let field = |part: Part| walk.steps.iter().find(|s| s.part == part).unwrap();
    let ep = field(Part::EnPassant);
    assert_eq!(ep.written, "e3");
    assert_eq!(str_arg(ep, "pawn-from"), "e2");
    assert_eq!(str_arg(ep, "pawn-to"), "e4");
    assert_eq!(str_arg(field(Part::Castling), "white"), "both");
    assert_eq!(
        field(Part::HalfmoveClock).arg_value("limit"),
        Some(&Arg::Num(100))
    );
    let en = texts(&walk.steps, Lang::En);
    let said = |part: Part| {
        let index = walk.steps.iter().position(|s| s.part == part).unwrap();
        en[index].clone()
    };
    assert!(
        said(Part::EnPassant).contains("jumping over e3"),
        "{}",
        said(Part::EnPassant)
    );
    assert!(said(Part::HalfmoveClock).contains("50-move rule"));
    assert!(said(Part::HalfmoveClock).contains("100 half-moves"));
    assert!(said(Part::FullmoveNumber).contains("after each of Black's moves"));
    assert!(said(Part::Castling).contains("KQkq"));
}

// ---- The walk-through in words, in each language ----

#[test]
fn xiangqi_seed_walk_through_in_three_languages() {
    let walk = walk_through(&position(XIANGQI_EXAMPLE));
    // (language, what steps 1-6 and the four field steps must say)
    let expected: [(Lang, [&str; 10]); 3] = [
        (
            Lang::En,
            [
                "Black's back rank (rank 9) and go from left to right. a9–c9: 3 empty points in a row, so we write 3.",
                "d9: the Black general, written k",
                "e9: 1 empty point, so we write 1.",
                "f9: a Black advisor, written a",
                "g9–i9: 3 empty points in a row, so we write 3.",
                "That finishes Black's back rank (rank 9), so we write /.",
                "w means Red is to move",
                "kept, only for compatibility",
                "60-move rule: when it reaches 120 half-moves",
                "grows by one after each of Black's moves, so Red is about to play move 1.",
            ],
        ),
        (
            Lang::Ru,
            [
                "горизонталь 9 (задняя линия чёрных), слева направо. a9–c9: 3 пустых пункта подряд, пишем 3.",
                "d9: генерал чёрных — пишем k",
                "e9: 1 пустой пункт, пишем 1.",
                "f9: советник чёрных — пишем a",
                "g9–i9: 3 пустых пункта подряд, пишем 3.",
                "Закончена горизонталь 9 (задняя линия чёрных), поэтому пишем /.",
                "w — ход красных",
                "только для совместимости",
                "правила 60 ходов: когда он доходит до 120 полуходов",
                "после каждого хода чёрных, так что сейчас красные делают 1-й ход.",
            ],
        ),
        (
            Lang::Zh,
            [
                "从黑方底线（第 9 行）开始，从左到右。a9–c9：连续 3 个空格，记作 3。",
                "d9：黑将，记作 k",
                "e9：1 个空格，记作 1。",
                "f9：黑士，记作 a",
                "g9–i9：连续 3 个空格，记作 3。",
                "黑方底线（第 9 行）记录完毕，写一个 /。",
                "w 表示红方走棋",
                "只为兼容",
                "六十回合规则的信息：当它达到 120",
                "黑方每走一步就加 1，所以现在红方走第 1 回合。",
            ],
        ),
    ];
    for (lang, phrases) in expected {
        let said = texts(&walk.steps, lang);
        let fields = &said[said.len() - 4..];
        for (index, phrase) in phrases.iter().enumerate() {
            let step = if index < 6 {
                &said[index]
            } else {
                &fields[index - 6]
            };
            assert!(
                step.contains(phrase),
                "{lang:?} step {index}: {step:?} lacks {phrase:?}"
            );
        }
        // Red's pieces at the end: "Note that Red pieces are written in uppercase."
        let red_general = &said[said.len() - 7];
        let name = ["Red general", "генерал красных", "红帅"][lang as usize];
        assert!(
            red_general.contains(name) && red_general.contains('K'),
            "{red_general}"
        );
    }
}

#[test]
fn russian_counts_use_real_plural_forms() {
    // 1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5: runs of 1, 3 and 5 empty squares.
    let walk = walk_through(&position(
        "r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
    ));
    let said = texts(&walk.steps, Lang::Ru).join("\n");
    assert!(said.contains("b8: 1 пустое поле, пишем 1."), "{said}");
    assert!(
        said.contains("f5–h5: 3 пустых поля подряд, пишем 3."),
        "{said}"
    );
    assert!(
        said.contains("d6–h6: 5 пустых полей подряд, пишем 5."),
        "{said}"
    );
    assert!(
        said.contains("Сыграно 4 полухода без взятий и ходов пешками."),
        "{said}"
    );
    let xiangqi = texts(&walk_through(&position(XIANGQI_EXAMPLE)).steps, Lang::Ru).join("\n");
    assert!(
        xiangqi.contains("a7–e7: 5 пустых пунктов подряд, пишем 5."),
        "{xiangqi}"
    );
}

#[test]
fn no_step_of_any_lesson_leaves_a_message_or_variable_unresolved() {
    for lesson in lessons() {
        let walk = walk_through(&position(lesson.fen));
        for lang in Lang::ALL {
            for said in texts(&walk.steps, lang) {
                assert!(
                    !said.contains('{') && !said.starts_with("teach-") && !said.contains("piece-"),
                    "{} {lang:?}: {said}",
                    lesson.id
                );
            }
        }
    }
}

// ---- Moves explained ----

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
        ru.contains("e5–d6: пешка белых берёт на проходе; взята фигура: пешка чёрных."),
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
        let data = std::fs::read_to_string(format!("tests/data/{file}")).unwrap();
        for line in data.lines().skip(1) {
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
            assert_eq!(grows, before.side_to_move == core::Color::Black, "{line}");
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

// ---- fen-tui explain ----

#[test]
fn explain_prints_diagram_steps_and_growing_fen_in_each_language() {
    for (lang, first_step, field_phrase) in [
        (
            Lang::En,
            " 1. We start at Black's back rank (rank 9)",
            "w means Red is to move",
        ),
        (
            Lang::Ru,
            " 1. Начинаем сверху: горизонталь 9",
            "w — ход красных",
        ),
        (Lang::Zh, " 1. 从黑方底线（第 9 行）开始", "w 表示红方走棋"),
    ] {
        let out = text(XIANGQI_EXAMPLE, lang);
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(lines[1], XIANGQI_EXAMPLE);
        // The diagram: Black's back rank on top, Red's at the bottom, files a-i.
        assert!(lines.contains(&" 9  . . . k . a . . ."), "{out}");
        assert!(lines.contains(&" 0  . . . . K R . . ."), "{out}");
        assert!(lines.contains(&"    a b c d e f g h i"), "{out}");
        let step_one = lines
            .iter()
            .position(|l| l.starts_with(first_step))
            .unwrap();
        // Each step is followed by the FEN written so far.
        assert_eq!(lines[step_one + 1].trim(), "3");
        assert_eq!(lines[step_one + 3].trim(), "3k");
        assert_eq!(lines[step_one + 5].trim(), "3k1");
        assert_eq!(lines[step_one + 7].trim(), "3k1a");
        assert_eq!(lines[step_one + 11].trim(), "3k1a3/");
        assert!(lines[step_one + 2].starts_with(" 2. d9"), "{out}");
        assert!(out.contains(field_phrase), "{out}");
        assert_eq!(lines.last().map(|l| l.trim()), Some(XIANGQI_EXAMPLE));
    }
}

#[test]
fn explain_reads_links_and_chess_in_russian() {
    let out = text(
        "https://lichess.org/analysis/rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR_b_KQkq_e3_0_1",
        Lang::Ru,
    );
    assert!(out.starts_with("Пишем FEN шаг за шагом\n"), "{out}");
    assert!(out.contains(" 4  . . . . P . . ."), "{out}");
    assert!(out.contains("e2: 1 пустое поле, пишем 1."), "{out}");
    assert!(
        out.contains("f4–h4: 3 пустых поля подряд, пишем 3."),
        "{out}"
    );
    assert!(out.contains("перепрыгнула через e3"), "{out}");
    assert!(out.contains("правила 50 ходов"), "{out}");
}

#[test]
fn explain_refuses_what_it_cannot_read() {
    let options = ExplainOptions {
        lang: Lang::En,
        variant: None,
    };
    let error = render("rnbqkbnr/pppppppp/9/8 w", options).unwrap_err();
    assert!(!error.errors.is_empty());
    assert!(!error.describe(Lang::Ru).is_empty());
}

// ---- Lessons ----

#[test]
fn every_lesson_reads_and_has_a_title_in_every_language() {
    let all = lessons();
    assert!(all.len() >= 10);
    for lesson in &all {
        let read = read_fen(lesson.fen, ReadOptions::strict()).unwrap();
        assert_eq!(read.position.variant, lesson.variant, "{}", lesson.id);
        assert_eq!(write_fen(&read.position), lesson.fen, "{}", lesson.id);
        for lang in Lang::ALL {
            assert!(
                Localizer::new(lang).has(&lesson.title_id()),
                "{} {lang:?}",
                lesson.id
            );
        }
    }
    let fen = |id: &str| all.iter().find(|l| l.id == id).map(|l| l.fen);
    assert_eq!(fen("start"), Some(START));
    assert_eq!(fen("after-e4"), Some(AFTER_E4));
    assert_eq!(fen("after-e4-e5"), Some(AFTER_E4_E5));
    assert_eq!(fen("xiangqi-example"), Some(XIANGQI_EXAMPLE));
    assert_eq!(fen("xiangqi-start"), Some(Variant::Xiangqi.start_fen()));
}

#[test]
fn promotion_with_capture_takes_the_corner_rook_and_its_castling_right() {
    let before = position("r3k3/1P6/8/8/8/8/8/4K3 w q - 3 40");
    let after = position("Q3k3/8/8/8/8/8/8/4K3 b - - 0 40");
    let mv = Move {
        promotion: Some(core::Role::Queen),
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

#[test]
fn practice_mistakes_are_put_into_words_in_each_language() {
    use core::teach::{FenAttempt, check_written_fen};
    let target = position(XIANGQI_EXAMPLE);
    let FenAttempt::Wrong(mistake) =
        check_written_fen(&target, "3k2a2/4a4/5n3/9/9/9/9/9/9/4KR3 w - - 0 1")
    else {
        panic!("a wrong FEN was accepted");
    };
    let args = [
        ("column", Arg::from(mistake.column)),
        ("typed", Arg::from(mistake.typed.unwrap())),
        ("expected", Arg::from(mistake.expected.clone().unwrap())),
    ];
    let step = mistake.step.unwrap();
    for (lang, said, why) in [
        (
            Lang::En,
            "Character 3 is wrong: you typed 2, but here we write 1.",
            "e9: 1 empty point",
        ),
        (
            Lang::Ru,
            "Ошибка в символе 3: вы написали 2, а здесь пишется 1.",
            "e9: 1 пустой пункт",
        ),
        (
            Lang::Zh,
            "第 3 个字符错了：你写的是 2，这里应该写 1。",
            "e9：1 个空格",
        ),
    ] {
        let loc = Localizer::new(lang);
        assert_eq!(loc.format(mistake.code, &args), said);
        assert!(
            step_text(&loc, &step).starts_with(why),
            "{}",
            step_text(&loc, &step)
        );
    }
    let ru = Localizer::new(Lang::Ru);
    let differ = |n: i64| ru.format("practice-board-differs", &[("count", Arg::Num(n))]);
    assert!(differ(1).starts_with("1 поле отличается"));
    assert!(differ(3).starts_with("3 поля отличаются"));
    assert!(differ(5).starts_with("5 полей отличаются"));
}

/// The runs of characters of `line` that have a `^` under them in `marks`.
fn marked(line: &str, marks: &str) -> Vec<String> {
    let mut runs: Vec<String> = Vec::new();
    let mut last = None;
    for (index, mark) in marks.char_indices() {
        if mark == '^' {
            let c = line[index..].chars().next().unwrap_or(' ');
            match (last, runs.last_mut()) {
                (Some(prev), Some(run)) if prev + 1 == index => run.push(c),
                _ => runs.push(c.to_string()),
            }
            last = Some(index);
        }
    }
    runs
}

#[test]
fn explain_with_moves_reproduces_seed_e4_e5_in_each_language() {
    for (lang, titles, sentences) in [
        (
            Lang::En,
            ["Move 1: White plays e4", "Move 1: Black plays e5"],
            [
                "The pawn moved two squares: en passant target e3 is written",
                "The pawn moved two squares: en passant target e6 is written",
                "Black moved, so the full-move number becomes 2.",
            ],
        ),
        (
            Lang::Ru,
            ["Ход 1: белые играют e4", "Ход 1: чёрные играют e5"],
            [
                "записывается поле взятия на проходе e3",
                "записывается поле взятия на проходе e6",
                "Сходили чёрные, поэтому номер хода становится 2.",
            ],
        ),
        (
            Lang::Zh,
            ["第 1 回合：白方走 e4", "第 1 回合：黑方走 e5"],
            [
                "吃过路兵的目标格 e3",
                "吃过路兵的目标格 e6",
                "黑方走了一步，所以回合数变为 2。",
            ],
        ),
    ] {
        let out = text(&format!("{START} moves e4 e5"), lang);
        let lines: Vec<&str> = out.lines().collect();
        // First the walk-through of the starting position...
        assert_eq!(lines[1], START);
        assert!(lines.contains(&" 1  R N B Q K B N R"), "{out}");
        // ...then each move: its new FEN with the changed characters marked.
        let first = lines.iter().position(|l| *l == titles[0]).unwrap();
        assert_eq!(lines[first + 1].trim(), AFTER_E4);
        assert_eq!(
            marked(lines[first + 1], lines[first + 2]),
            ["4P3", "PPPP1PPP", "b", "e3"]
        );
        let second = lines.iter().position(|l| *l == titles[1]).unwrap();
        assert!(second > first);
        assert_eq!(lines[second + 1].trim(), AFTER_E4_E5);
        assert_eq!(
            marked(lines[second + 1], lines[second + 2]),
            ["pppp1ppp", "4p3", "w", "e6", "2"]
        );
        let (first_move, second_move) =
            (lines[first..second].join("\n"), lines[second..].join("\n"));
        assert!(first_move.contains(sentences[0]), "{first_move}");
        assert!(second_move.contains(sentences[1]), "{second_move}");
        assert!(second_move.contains(sentences[2]), "{second_move}");
    }
}

#[test]
fn explain_plays_the_xiangqi_seed_move_list() {
    // Seed 004: "5a3/3ka4/5n3/9/9/9/9/9/9/4K1R2 w moves g0f0 d8d9" reaches the example.
    let out = text("5a3/3ka4/5n3/9/9/9/9/9/9/4K1R2 w moves g0f0 d8d9", Lang::En);
    assert!(
        out.contains("\n  3k1a3/4a4/5n3/9/9/9/9/9/9/4KR3 w - - 2 2\n"),
        "{out}"
    );
    assert!(out.contains("The Red chariot goes from g0 to f0."), "{out}");
    assert!(
        out.contains("Nothing was captured, so the half-move clock grows to 1"),
        "{out}"
    );
    assert!(
        out.contains("The Black general goes from d8 to d9."),
        "{out}"
    );
    assert!(
        out.contains("Black moved, so the full-move number becomes 2."),
        "{out}"
    );
}

#[test]
fn explain_stops_at_a_move_it_cannot_play() {
    let options = ExplainOptions {
        lang: Lang::En,
        variant: None,
    };
    let error = render(&format!("{START} moves e4 e4"), options).unwrap_err();
    assert_eq!(error.errors[0].column, Some(START.len() + 11));
}

#[test]
fn chinese_names_each_xiangqi_piece_by_its_side() {
    let walk = walk_through(&position(Variant::Xiangqi.start_fen()));
    let said = texts(&walk.steps, Lang::Zh).join("\n");
    // The pairs, Red's name first: 帥/將, 仕/士, 相/象, 傌/馬, 俥/車, 炮/砲, 兵/卒
    // (in simplified characters where they have one).
    for (square, name) in [
        ("e0", "红帅"),
        ("e9", "黑将"),
        ("d0", "红仕"),
        ("d9", "黑士"),
        ("c0", "红相"),
        ("c9", "黑象"),
        ("b0", "红傌"),
        ("b9", "黑马"),
        ("a0", "红俥"),
        ("a9", "黑车"),
        ("b2", "红炮"),
        ("b7", "黑砲"),
        ("a3", "红兵"),
        ("a6", "黑卒"),
    ] {
        let line = format!("{square}：{name}，记作");
        assert!(said.contains(&line), "{said}\nlacks {line}");
    }
}

#[test]
fn every_lesson_with_moves_plays_them_all() {
    use core::fen::read_input;
    for lesson in lessons() {
        let reading = read_input(&lesson.input(), ReadOptions::strict());
        assert!(
            reading.errors.is_empty(),
            "{}: {:?}",
            lesson.id,
            reading.errors
        );
        assert_eq!(reading.moves.len(), lesson.moves.len(), "{}", lesson.id);
        let start = reading.start.unwrap();
        assert!(core::rules::problems(&start).is_empty(), "{}", lesson.id);
    }
    // The first-moves lesson ends where seed 000 says 1. e4 e5 ends.
    let first = lessons()
        .into_iter()
        .find(|l| l.id == "first-moves")
        .unwrap();
    let reading = read_input(&first.input(), ReadOptions::strict());
    assert_eq!(reading.fen().as_deref(), Some(AFTER_E4_E5));
}

//! The walk-through in words: seed 004's steps in English, Russian and
//! Chinese, real Russian plurals, xiangqi piece names per side.

use super::*;

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
                "9-я горизонталь (здесь стоят фигуры чёрных), слева направо. a9–c9: 3 пустых пункта подряд, пишем 3.",
                "d9: генерал чёрных — пишем k",
                "e9: 1 пустой пункт, пишем 1.",
                "f9: советник чёрных — пишем a",
                "g9–i9: 3 пустых пункта подряд, пишем 3.",
                "Закончена 9-я горизонталь (здесь стоят фигуры чёрных), поэтому пишем /.",
                "w — ход красных",
                "только для совместимости",
                "правила 60 ходов: когда он доходит до 120 полуходов",
                "после каждого хода чёрных, так что сейчас красные делают 1-й ход.",
            ],
        ),
        (
            Lang::Zh,
            [
                "从黑方底线（第 9 横线）开始，从左到右。a9–c9：连续 3 个空位，记作 3。",
                "d9：黑将，记作 k",
                "e9：1 个空位，记作 1。",
                "f9：黑士，记作 a",
                "g9–i9：连续 3 个空位，记作 3。",
                "黑方底线（第 9 横线）记录完毕，写一个 /。",
                "w 表示红方走棋（w 取自国际象棋的 White，即白方；",
                "只为兼容",
                "它用于自然限着：满 120 个半回合（双方连续 60 回合）未吃子时，按自然限着判和。",
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

#[test]
fn chinese_names_each_xiangqi_piece_by_its_side() {
    let walk = walk_through(&position(Variant::Xiangqi.start_fen()));
    let said = texts(&walk.steps, Lang::Zh).join("\n");
    // The pairs, Red's name first: 帅/将, 仕/士, 相/象, 马/马, 车/车, 炮/炮, 兵/卒
    // (in simplified characters where they have one).
    for (square, name) in [
        ("e0", "红帅"),
        ("e9", "黑将"),
        ("d0", "红仕"),
        ("d9", "黑士"),
        ("c0", "红相"),
        ("c9", "黑象"),
        ("b0", "红马"),
        ("b9", "黑马"),
        ("a0", "红车"),
        ("a9", "黑车"),
        ("b2", "红炮"),
        ("b7", "黑炮"),
        ("a3", "红兵"),
        ("a6", "黑卒"),
    ] {
        let line = format!("{square}：{name}，记作");
        assert!(said.contains(&line), "{said}\nlacks {line}");
    }
}

/// Seed 000 (Russian) states each field's rule; the Russian walk-through of its
/// positions says the same rules.
#[test]
fn russian_fields_state_the_rules_of_seed_000() {
    let field_texts = |fen: &str| {
        let walk = walk_through(&position(fen));
        let said = texts(&walk.steps, Lang::Ru);
        let by_part = |part: Part| {
            let index = walk.steps.iter().position(|s| s.part == part).unwrap();
            said[index].clone()
        };
        [
            by_part(Part::SideToMove),
            by_part(Part::Castling),
            by_part(Part::EnPassant),
            by_part(Part::HalfmoveClock),
            by_part(Part::FullmoveNumber),
        ]
    };
    let [side, castling, en_passant, clock, number] = field_texts(START);
    // "Символ "w" означает, что сейчас будет ход белых, а "b" - чёрных."
    assert!(
        side.contains("w — ход белых, b — ход чёрных") && side.contains("Здесь ходят белые"),
        "{side}"
    );
    // "Символы должны быть упорядочены в таком порядке: "KQkq"."
    assert!(castling.contains("в порядке KQkq"), "{castling}");
    assert!(
        castling.contains("K — короткая рокировка, Q — длинная"),
        "{castling}"
    );
    // "... координата клетки, через которую пешка перепрыгнула. В противном случае ... "-"."
    assert!(
        en_passant.contains("через которое перепрыгнула пешка"),
        "{en_passant}"
    );
    assert!(en_passant.contains("пишем «-»"), "{en_passant}");
    // "... после 100 обратимых полуходов в партии объявляется ничья."
    assert!(clock.contains("после 100 обратимых полуходов"), "{clock}");
    // "Оно исчисляется с единицы и увеличивается на 1 после каждого хода чёрных."
    assert!(number.contains("начинается с единицы и увеличивается на 1 после каждого хода чёрных"));
    // "После хода 1. e4 e5": the en passant field names e6, the square e5 jumped over.
    let [side, _, en_passant, _, number] = field_texts(AFTER_E4_E5);
    assert!(side.contains("Здесь ходят белые"), "{side}");
    assert!(
        en_passant.starts_with("Затем e6: поле взятия на проходе."),
        "{en_passant}"
    );
    assert!(
        en_passant.contains("с e7 на e5, и перепрыгнула через e6"),
        "{en_passant}"
    );
    assert!(number.contains("сейчас белые делают 2-й ход"), "{number}");
}

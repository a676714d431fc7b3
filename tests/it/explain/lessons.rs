//! Lesson positions and practice checks.

use super::*;

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
fn every_lesson_with_moves_plays_them_all() {
    use fen_tui::core::fen::read_input;
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
        assert!(
            fen_tui::core::rules::problems(&start).is_empty(),
            "{}",
            lesson.id
        );
    }
    // The first-moves lesson ends where seed 000 says 1. e4 e5 ends.
    let first = lessons()
        .into_iter()
        .find(|l| l.id == "first-moves")
        .unwrap();
    let reading = read_input(&first.input(), ReadOptions::strict());
    assert_eq!(reading.fen().as_deref(), Some(AFTER_E4_E5));
}

#[test]
fn practice_mistakes_are_put_into_words_in_each_language() {
    use fen_tui::core::teach::{FenAttempt, check_written_fen};
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
            "Ошибка в символе 3: вы набрали 2, а здесь пишется 1.",
            "e9: 1 пустой пункт",
        ),
        (
            Lang::Zh,
            "第 3 个字符错了：你写的是 2，这里应该写 1。",
            "e9：1 个空位",
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

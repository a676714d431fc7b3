//! `fen-tui explain` output: diagram, numbered steps, the growing FEN,
//! moves with their changed characters marked, refusals.

use super::*;

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
            " 1. Начинаем сверху: 9-я горизонталь",
            "w — ход красных",
        ),
        (
            Lang::Zh,
            " 1. 从黑方底线（第 9 横线）开始",
            "w 表示红方走棋",
        ),
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
fn an_input_read_by_the_command_line_renders_the_same() {
    use fen_tui::core::fen::read_input;
    let input = format!("{START} moves e4 e5");
    let options = ExplainOptions {
        lang: Lang::Ru,
        variant: None,
    };
    let reading = read_input(&input, ReadOptions::lenient());
    let rendered = explain::render_reading(&reading, options).unwrap();
    assert_eq!(rendered, render(&input, options).unwrap());
    assert!(rendered.contains("Ход 1: чёрные играют e5"), "{rendered}");
}

//! Issue 38's worksheets a teacher prints: every field of the FEN in words
//! under each board, captions whole, the PDF's words as text (`pdftotext`
//! reads every caption and every answer-key FEN), exercises from along PGN
//! games, and diagrams whose margins and marks survive a slide or a copier.

use super::{run, scratch};
use std::path::{Path, PathBuf};
use std::process::Command;

/// Eight positions, chess and xiangqi, with long captions in Russian.
const LESSON_RU: &str = "\
# Итальянская партия: белые рокировались, чёрные ещё нет, и ход за чёрными
r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/3P1N2/PPP2PPP/RNBQ1RK1 b kq - 2 5
# Начальная позиция
rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1
# После 1. e4: пешка e2 продвинулась на два поля
rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1
# Только длинная рокировка у белых, короткая у чёрных
r3k2r/8/8/8/8/8/8/R3K2R w Qk - 7 31
# Ладейный эндшпиль
8/8/4k3/8/8/2K5/6R1/8 w - - 12 58
# Сицилианская защита после 2. Кf3
rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2
# Сяньци: начальная позиция
rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1
# Сяньци: конь и пушка против генерала
3k5/9/4b4/9/9/9/9/4C4/4N4/4K4 b - - 3 40
";

/// The same eight, captioned in Chinese.
const LESSON_ZH: &str = "\
# 意大利开局：白方已经王车易位，黑方还没有，轮到黑方
r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/3P1N2/PPP2PPP/RNBQ1RK1 b kq - 2 5
# 初始局面
rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1
# 1. e4 之后：兵从 e2 前进两格
rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1
# 白方只可长易位，黑方只可短易位
r3k2r/8/8/8/8/8/8/R3K2R w Qk - 7 31
# 车残局
8/8/4k3/8/8/2K5/6R1/8 w - - 12 58
# 西西里防御
rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2
# 象棋：开局
rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1
# 象棋：马炮对将
3k5/9/4b4/9/9/9/9/4C4/4N4/4K4 b - - 3 40
";

/// The FENs of a lesson, in order, and its captions.
fn fens_and_captions(lesson: &str) -> (Vec<String>, Vec<String>) {
    let mut fens = Vec::new();
    let mut captions = Vec::new();
    for line in lesson.lines() {
        match line.strip_prefix("# ") {
            Some(caption) => captions.push(caption.to_string()),
            None => fens.push(line.to_string()),
        }
    }
    (fens, captions)
}

/// `pdftotext` of `pdf` (with `more` arguments), or `None` (after
/// "skipped: …") without it.
fn pdftotext(pdf: &Path, more: &[&str]) -> Option<String> {
    let Ok(done) = Command::new("pdftotext")
        .args(["-enc", "UTF-8"])
        .args(more)
        .arg(pdf)
        .arg("-")
        .output()
    else {
        crate::support::skip::skip("pdftotext is not installed (apt-get install poppler-utils)");
        return None;
    };
    assert!(
        done.status.success(),
        "{}",
        String::from_utf8_lossy(&done.stderr)
    );
    Some(String::from_utf8(done.stdout).unwrap())
}

/// The words of each column of boards of each exercise page, column after
/// column, as `pdftotext` reads them cropped to that column (the page's
/// reading order, which mixes columns of short lines, is not ours to
/// judge). A4; columns as `export::worksheet` lays them: 34 pt margins,
/// 14 pt between columns, three columns above six a page, else two.
fn columns_text(pdf: &Path, per_page: usize, pages: usize) -> Option<String> {
    let columns = if per_page > 6 { 3.0 } else { 2.0 };
    let slot = (595.0 - 2.0 * 34.0 - 14.0 * (columns - 1.0)) / columns;
    let mut all = String::new();
    for page in 1..=pages {
        for column in 0..columns as usize {
            let x = 34.0 + column as f32 * (slot + 14.0) - 7.0;
            let args = [
                "-f".to_string(),
                page.to_string(),
                "-l".to_string(),
                page.to_string(),
                "-x".to_string(),
                format!("{}", x.floor()),
                "-y".to_string(),
                "0".to_string(),
                "-W".to_string(),
                format!("{}", (slot + 14.0).floor()),
                "-H".to_string(),
                "842".to_string(),
            ];
            let args: Vec<&str> = args.iter().map(String::as_str).collect();
            all.push_str(&pdftotext(pdf, &args)?);
            all.push('\n');
        }
    }
    Some(all)
}

/// Text with every run of white space made one space (and none between
/// two CJK characters), so that a caption broken over lines reads whole.
fn flat(text: &str) -> String {
    let words: Vec<&str> = text.split_whitespace().collect();
    let mut out = String::new();
    for word in words {
        let cjk = |c: Option<char>| c.is_some_and(|c| c >= '\u{2e80}');
        let between_cjk = cjk(out.chars().last()) && cjk(word.chars().next());
        if !out.is_empty() && !between_cjk {
            out.push(' ');
        }
        out.push_str(word);
    }
    out
}

fn sheet(lesson: &str, lang: &str, name: &str, more: &[&str]) -> PathBuf {
    let dir = scratch(name);
    let file = dir.join("lesson.fen");
    std::fs::write(&file, lesson).unwrap();
    let out = dir.join(format!("{name}.pdf"));
    let mut args = vec![
        "worksheet",
        file.to_str().unwrap(),
        "-o",
        out.to_str().unwrap(),
        "--lang",
        lang,
    ];
    args.extend_from_slice(more);
    let done = run(&args);
    assert_eq!(done.code, 0, "{}", done.stderr);
    out
}

/// Done when of issue 38 (worksheets): 8 positions in ru and zh, every
/// field under each diagram, every caption whole and every FEN of the key
/// in `pdftotext`'s words.
#[test]
fn a_russian_and_a_chinese_sheet_state_every_field_and_read_back_as_text() {
    for (lesson, lang) in [(LESSON_RU, "ru"), (LESSON_ZH, "zh")] {
        for per_page in [4, 6, 9, 12] {
            let name = format!("fields-{lang}-{per_page}");
            let out = sheet(lesson, lang, &name, &["--per-page", &per_page.to_string()]);
            let Some(whole) = pdftotext(&out, &[]) else {
                return;
            };
            let whole = flat(&whole);
            let exercise_pages = 8usize.div_ceil(per_page);
            let text = flat(&columns_text(&out, per_page, exercise_pages).unwrap());
            let (fens, captions) = fens_and_captions(lesson);
            let side = |fen: &str| match (fen.split(' ').nth(1), fen.matches('/').count()) {
                (Some("b"), _) if lang == "ru" => "ход чёрных",
                (Some("b"), _) => "黑方走",
                (_, 9) if lang == "ru" => "ход красных",
                (_, 9) => "红方走",
                _ if lang == "ru" => "ход белых",
                _ => "白方走",
            };
            for (number, (caption, fen)) in captions.iter().zip(&fens).enumerate() {
                // Under its board, whole, with the side to move after a dash.
                let shown = flat(&format!("{}. {caption} — {}", number + 1, side(fen)));
                assert!(
                    text.contains(&shown),
                    "{lang}/{per_page}: {shown:?} not whole in {text}"
                );
                // And in the answer key, with its FEN.
                let keyed = flat(&format!("{}. {caption} {fen}", number + 1));
                assert!(
                    whole.contains(&keyed),
                    "{lang}/{per_page}: the key's {keyed:?} in {whole}"
                );
            }
            let expected: &[&str] = if lang == "ru" {
                &[
                    "рокировка: белые — нет, чёрные — 0-0 и 0-0-0",
                    "рокировка: белые — только 0-0-0, чёрные — только 0-0",
                    "рокировка: ни у кого",
                    "взятие на проходе: на поле e3",
                    "взятие на проходе: нет",
                    "счётчик полуходов: 2; номер хода: 5",
                    "счётчик полуходов: 12; номер хода: 58",
                    "счётчик полуходов: 3; номер хода: 40",
                ]
            } else {
                &[
                    "易位：白方不能易位，黑方可短易位和长易位",
                    "易位：白方只可长易位，黑方只可短易位",
                    "易位：双方都不能",
                    "吃过路兵：目标格 e3",
                    "吃过路兵：无",
                    "半回合计数：2；回合数：5",
                    "半回合计数：12；回合数：58",
                    "半回合计数：3；回合数：40",
                ]
            };
            for words in expected {
                assert!(
                    text.contains(&flat(words)),
                    "{lang}/{per_page}: {words:?} in {text}"
                );
            }
            // Every board has its fields under it: eight positions, eight
            // clocks; six chess boards, six castling and en passant lines.
            let (clocks, castling, passant) = if lang == "ru" {
                ("номер хода:", "рокировка:", "взятие на проходе:")
            } else {
                ("回合数：", "易位：", "吃过路兵：")
            };
            assert_eq!(text.matches(clocks).count(), 8, "{lang}/{per_page}: {text}");
            assert_eq!(
                text.matches(castling).count(),
                6,
                "{lang}/{per_page}: {text}"
            );
            assert_eq!(
                text.matches(passant).count(),
                6,
                "{lang}/{per_page}: {text}"
            );
        }
    }
}

/// English too, and the SVG keeps its words as outlines (it has no font).
#[test]
fn an_english_sheet_says_the_fields_and_its_svg_draws_them() {
    let out = sheet(LESSON_RU, "en", "fields-en", &[]);
    if let Some(text) = columns_text(&out, 6, 2) {
        let text = flat(&text);
        for words in [
            "— Black to move",
            "castling: White none, Black O-O and O-O-O",
            "castling: White O-O-O only, Black O-O only",
            "castling: neither side",
            "en passant: on e3",
            "halfmove clock 12, move 58",
        ] {
            assert!(text.contains(words), "{words:?} in {text}");
        }
    }
    let pdf = std::fs::read(&out).unwrap();
    let raw = String::from_utf8_lossy(&pdf);
    assert!(
        raw.contains("/Type3") && raw.contains("/ToUnicode"),
        "text in fonts of its own"
    );
    assert!(
        !raw.contains("/FontFile"),
        "no font file to find or install"
    );
}

/// Exercises from along a game: every move, every N-th, one side's.
#[test]
fn a_pgn_gives_exercises_from_its_moves() {
    let dir = scratch("pgn-moves");
    let file = dir.join("games.pgn");
    std::fs::write(
        &file,
        "[White \"Anna\"]\n[Black \"Boris\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *\n",
    )
    .unwrap();
    let out = dir.join("moves.svg");
    let count = |more: &[&str]| {
        let mut args = vec![
            "worksheet",
            file.to_str().unwrap(),
            "-o",
            out.to_str().unwrap(),
        ];
        args.extend_from_slice(more);
        let done = run(&args);
        assert_eq!(done.code, 0, "{}", done.stderr);
        done.stderr
    };
    assert!(
        count(&[]).contains("1 position "),
        "the end alone by default"
    );
    assert!(count(&["--every", "1"]).contains("6 positions"));
    assert!(count(&["--every", "2"]).contains("3 positions"));
    assert!(count(&["--side", "white"]).contains("3 positions"));
    assert!(count(&["--side", "black", "--every", "3"]).contains("1 position "));
    let pdf = dir.join("moves.pdf");
    let done = run(&[
        "worksheet",
        file.to_str().unwrap(),
        "-o",
        pdf.to_str().unwrap(),
        "--side",
        "white",
        "--lang",
        "ru",
    ]);
    assert_eq!(done.code, 0, "{}", done.stderr);
    if let Some(text) = pdftotext(&pdf, &[]) {
        let text = flat(&text);
        for caption in [
            "1. Anna – Boris, после 1. e4 — ход чёрных",
            "2. Anna – Boris, после 2. Nf3 — ход чёрных",
            "3. Anna – Boris, после 3. Bb5 — ход чёрных",
            "r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3",
        ] {
            assert!(text.contains(caption), "{caption:?} in {text}");
        }
    }
}

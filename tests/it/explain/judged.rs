//! Issue #38: `explain` judges as `check` does. A position `check` rejects is
//! refused in words (the errors, each pointing at its field, and why nothing
//! is explained), so no lesson teaches a move that cannot have been made; the
//! tags and the system's errors are said in the user's language.

use super::*;
use crate::support::command::fen_tui;

/// The three en-passant squares no game can have (`check` rejects
/// each), and the lesson `explain` used to give for each.
const IMPOSSIBLE_EN_PASSANT: [(&str, &str); 3] = [
    // e5 with White to move: "…from e6 to e4, passing over e5".
    (
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e5 0 2",
        "e6",
    ),
    // e3 with White to move: "…from e4 to e2".
    (
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e3 0 2",
        "e2",
    ),
    // d6 with no pawn on d5: "…from d7 to d5".
    (
        "rnbqkbnr/ppp1pppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2",
        "d7",
    ),
];

/// The words of the refusal and of the error tag, per language.
fn refusal(lang: Lang) -> (String, String) {
    let loc = Localizer::new(lang);
    (
        loc.text("explain-refused"),
        format!("{}[", loc.tag("error")),
    )
}

#[test]
fn an_impossible_en_passant_square_is_refused_in_words_in_every_language() {
    for (fen, lesson_square) in IMPOSSIBLE_EN_PASSANT {
        // `check` rejects it: the premise of the test.
        let checked = fen_tui().args(["check", fen]).output().unwrap();
        assert_eq!(checked.status.code(), Some(1), "check accepts {fen}");
        for lang in [Lang::En, Lang::Ru, Lang::Zh] {
            let out = fen_tui()
                .args(["--lang", lang.code(), "explain", fen])
                .output()
                .unwrap();
            let (stdout, stderr) = (
                String::from_utf8_lossy(&out.stdout),
                String::from_utf8_lossy(&out.stderr),
            );
            assert_eq!(
                out.status.code(),
                Some(1),
                "{lang:?} {fen}: {stdout}{stderr}"
            );
            assert!(
                stdout.is_empty(),
                "{lang:?} {fen}: a lesson was given:\n{stdout}"
            );
            let (refused, tag) = refusal(lang);
            assert!(stderr.contains(&refused), "{lang:?} {fen}: {stderr}");
            assert!(stderr.contains(&tag), "{lang:?} {fen}: {stderr}");
            assert!(
                stderr.contains("invalid-en-passant"),
                "{lang:?} {fen}: {stderr}"
            );
            // The caret points into the e.p. field (the fourth).
            let field = fen.find(" e5 ").or(fen.find(" e3 ")).or(fen.find(" d6 "));
            let caret = stderr.lines().find(|l| l.trim() == "^").unwrap_or("");
            assert_eq!(
                caret.find('^').map(|at| at - 2),
                field.map(|at| at + 1),
                "{lang:?}: {stderr}"
            );
            assert!(
                !stderr.contains(lesson_square) || stderr.contains(fen),
                "{stderr}"
            );
        }
        // The library refuses too, naming the field's column.
        let error = render(
            fen,
            ExplainOptions {
                lang: Lang::Ru,
                variant: None,
            },
        )
        .unwrap_err();
        assert_eq!(error.errors[0].code, "invalid-en-passant", "{fen}");
        assert!(error.errors[0].column.is_some(), "{error:?}");
    }
}

/// The positions of the shared vectors (600 a game, valid and invalid),
/// `check`ed as one file: `explain` explains exactly the ones `check` calls
/// OK, in both games, also with moves after them.
#[test]
fn explain_refuses_exactly_what_check_rejects_in_both_games() {
    for (table, variant) in [
        ("chess-positions.tsv", Variant::Chess),
        ("xiangqi-positions.tsv", Variant::Xiangqi),
    ] {
        let text = data::text(table);
        let fens: Vec<&str> = data::rows(&text)
            .filter_map(|l| l.split('\t').next())
            .collect();
        let dir = std::env::temp_dir().join(format!("fen-tui-judged-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let file = dir.join(table.replace(".tsv", ".fen"));
        std::fs::write(&file, fens.join("\n") + "\n").unwrap();
        let checked = fen_tui().arg("check").arg(&file).output().unwrap();
        let verdicts = String::from_utf8_lossy(&checked.stdout);
        let name = file.display().to_string();
        let ok: std::collections::HashSet<usize> = verdicts
            .lines()
            .filter_map(|l| l.strip_prefix(&format!("{name}:")))
            .filter_map(|l| l.split_once(": OK ").map(|(n, _)| n.parse().unwrap()))
            .collect();
        let (mut refused, mut explained) = (0, 0);
        for (index, fen) in fens.iter().enumerate() {
            let options = ExplainOptions {
                lang: Lang::En,
                variant: Some(variant),
            };
            let explains = render(fen, options).is_ok();
            assert_eq!(
                explains,
                ok.contains(&(index + 1)),
                "{table} line {}: {fen}: explain and check disagree",
                index + 1
            );
            if explains {
                explained += 1;
            } else {
                refused += 1;
            }
        }
        // Both kinds are there, or the comparison proves little.
        assert!(
            refused > 50 && explained > 50,
            "{table}: {refused} refused, {explained} explained"
        );
        let _ = std::fs::remove_dir_all(&dir);
    }
}

/// `explain`'s own refusals, `check`'s and `show`'s tags, and a missing
/// file's system error, in Russian and Chinese: no English word of them.
#[test]
fn tags_and_system_errors_are_said_in_the_users_language() {
    let impossible = IMPOSSIBLE_EN_PASSANT[0].0;
    for (lang, tag, missing) in [
        (
            "ru",
            "ошибка[",
            "нет такого файла или каталога (системная ошибка 2)",
        ),
        ("zh", "错误[", "没有那个文件或目录（系统错误 2）"),
        ("en", "error[", "No such file or directory (os error 2)"),
    ] {
        let explained = fen_tui()
            .args(["--lang", lang, "explain", impossible])
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&explained.stderr);
        assert!(stderr.contains(tag), "{lang}: {stderr}");
        let checked = fen_tui()
            .args(["--lang", lang, "check", "-"])
            .write_stdin(format!("{impossible}\n"))
            .output()
            .unwrap();
        let stdout = String::from_utf8_lossy(&checked.stdout);
        assert!(
            stdout.contains(&format!(": {tag}invalid-en-passant]")),
            "{lang}: {stdout}"
        );
        // A warning's tag too: a clock no game reaches by move 1.
        let warned = fen_tui()
            .args(["--lang", lang, "check", "-"])
            .write_stdin("4k3/8/8/8/8/8/8/4K3 b - - 30 1\n")
            .output()
            .unwrap();
        let warned = String::from_utf8_lossy(&warned.stdout);
        let warning = Localizer::new(Lang::parse(lang).unwrap()).tag("warning");
        assert!(
            warned.contains(&format!("{warning}[clock-beyond-moves]")),
            "{lang}: {warned}"
        );
        if lang != "en" {
            assert!(!warned.contains("warning["), "{lang}: {warned}");
            assert!(!stdout.contains("error["), "{lang}: {stdout}");
        }
        let unread = fen_tui()
            .args(["--lang", lang, "check", "/no/such/dir/weekly.fen"])
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&unread.stderr);
        assert!(stderr.contains(missing), "{lang}: {stderr}");
        if lang != "en" {
            assert!(!stderr.contains("No such file"), "{lang}: {stderr}");
        }
    }
}

/// The words for every error number known, in each language, are real words
/// (not the id), and an unknown number keeps the system's own words.
#[test]
fn every_known_system_error_has_words_in_each_language() {
    for lang in [Lang::Ru, Lang::Zh] {
        let loc = Localizer::new(lang);
        for code in [
            1, 2, 4, 5, 6, 11, 12, 13, 16, 17, 18, 19, 20, 21, 22, 23, 24, 26, 27, 28, 29, 30, 31,
            32, 36, 39, 40, 122,
        ] {
            let system = std::io::Error::from_raw_os_error(code).to_string();
            let said = loc.system_error(&system);
            assert!(
                !said.contains("os-error") && !said.contains("os error"),
                "{lang:?} {code}: {said}"
            );
            assert!(said.contains(&code.to_string()), "{lang:?} {code}: {said}");
            assert!(!said.is_ascii(), "{lang:?} {code}: still English: {said}");
        }
        let odd = loc.system_error("Exec format error (os error 8)");
        assert!(
            odd.contains("Exec format error") && odd.contains('8') && !odd.contains("os error"),
            "{odd}"
        );
        assert_eq!(loc.system_error("something else"), "something else");
    }
    assert_eq!(
        Localizer::new(Lang::En).system_error("No such file or directory (os error 2)"),
        "No such file or directory (os error 2)"
    );
}

use super::*;
use crate::cli::args::Cli;
use clap::CommandFactory;

/// Every command's about and every flag's and argument's help, as the ids
/// `localized` looks up (the `help` subcommand is clap's own).
fn every_id() -> Vec<String> {
    let root = Cli::command();
    let mut ids = vec![about_id(None)];
    let missing_arg = |sub: Option<&str>, command: &Command, ids: &mut Vec<String>| {
        for arg in command.get_arguments() {
            let id = arg.get_id().as_str();
            if id == "help" || id == "version" || arg.get_help().is_none() {
                continue;
            }
            let [own, shared] = arg_ids(sub, id);
            let en = Localizer::new(Lang::En);
            ids.push(if en.has(&shared) && !en.has(&own) {
                shared
            } else {
                own
            });
        }
    };
    missing_arg(None, &root, &mut ids);
    for sub in root.get_subcommands() {
        let name = sub.get_name();
        ids.push(about_id(Some(name)));
        missing_arg(Some(name), sub, &mut ids);
    }
    ids
}

/// Each subcommand's about and each flag's help has its words in every
/// language (the help in Russian and Chinese reads them; a new flag without
/// them fails here).
#[test]
fn every_command_and_flag_has_help_words_in_each_language() {
    let ids = every_id();
    assert!(ids.len() > 90, "{}", ids.len());
    let mut missing = Vec::new();
    for lang in Lang::ALL {
        let loc = Localizer::new(lang);
        for id in &ids {
            if !loc.has(id) {
                missing.push(format!("{}: {id}", lang.code()));
            }
        }
    }
    assert!(missing.is_empty(), "no words for:\n{}", missing.join("\n"));
}

/// The English help words are the doc comments' first sentences, so the
/// English `--help` (clap's, from the doc comments) and the ftl agree.
#[test]
fn the_english_words_are_the_doc_comments() {
    let en = Localizer::new(Lang::En);
    let root = Cli::command();
    let mut differ = Vec::new();
    let mut compare = |sub: Option<&str>, command: &Command| {
        for arg in command.get_arguments() {
            let id = arg.get_id().as_str();
            let Some(help) = arg.get_help() else { continue };
            let Some(words) = arg_ids(sub, id).into_iter().find(|id| en.has(id)) else {
                continue;
            };
            let plain = |text: &str| {
                let text = text.split_whitespace().collect::<Vec<_>>().join(" ");
                text.trim_end_matches('.').to_string()
            };
            let (ours, clap) = (plain(&en.text(&words)), plain(&help.to_string()));
            if ours != clap {
                differ.push(format!("{words}:\n  ftl:  {ours}\n  clap: {clap}"));
            }
        }
    };
    compare(None, &root);
    for sub in root.get_subcommands() {
        compare(Some(sub.get_name()), sub);
    }
    assert!(differ.is_empty(), "{}", differ.join("\n"));
}

#[test]
fn russian_and_chinese_help_read_in_their_language() {
    for (lang, words, check) in [
        (
            Lang::Ru,
            [
                "Использование:",
                "Параметры:",
                "Команды:",
                "Показать справку",
            ],
            "Проверить позиции",
        ),
        (
            Lang::Zh,
            ["用法：", "选项:", "命令:", "显示帮助"],
            "检查局面",
        ),
    ] {
        let mut command = localized(Cli::command(), lang);
        let help = command.render_help().to_string();
        for said in words {
            assert!(help.contains(said), "{said:?} not in:\n{help}");
        }
        assert!(help.contains(check), "{check:?} not in:\n{help}");
        for english in [
            "Usage:",
            "Options:",
            "Commands:",
            "Print help",
            "Check positions",
        ] {
            assert!(!help.contains(english), "{english:?} in:\n{help}");
        }
        // A subcommand's own help too.
        let mut command = localized(Cli::command(), lang);
        let check_help = command
            .find_subcommand_mut("check")
            .map(|c| c.render_help().to_string())
            .unwrap_or_default();
        assert!(check_help.contains(words[0]), "{check_help}");
        assert!(!check_help.contains("Options:"), "{check_help}");
    }
    // English is clap's, from the doc comments, as before.
    let help = localized(Cli::command(), Lang::En)
        .render_help()
        .to_string();
    assert!(
        help.contains("Usage:") && help.contains("Check positions"),
        "{help}"
    );
}

#[test]
fn claps_complaints_are_said_in_the_users_words() {
    let parse = |lang, args: &[&str]| {
        let error = localized(Cli::command(), lang)
            .try_get_matches_from(args)
            .err()
            .unwrap();
        error_words(&error, lang).unwrap_or_default()
    };
    let ru = parse(Lang::Ru, &["fen-tui", "--frobnicate"]);
    assert!(
        ru.starts_with("ошибка: неизвестный параметр «--frobnicate»"),
        "{ru}"
    );
    assert!(
        ru.contains("Использование:") && !ru.contains("Usage:"),
        "{ru}"
    );
    let ru = parse(Lang::Ru, &["fen-tui", "check", "--format", "xml"]);
    assert!(
        ru.contains("недопустимое значение «xml» для «--format"),
        "{ru}"
    );
    assert!(ru.contains("допустимые значения: text, json"), "{ru}");
    let zh = parse(Lang::Zh, &["fen-tui", "show", "--glyps"]);
    assert!(zh.starts_with("错误：未知的参数“--glyps”"), "{zh}");
    assert!(zh.contains("用法：") && zh.contains("show"), "{zh}");
    // English stays clap's own.
    assert_eq!(parse(Lang::En, &["fen-tui", "--frobnicate"]), "");
}

#[test]
fn the_help_language_is_read_from_the_arguments_before_clap() {
    let args = |words: &[&str]| -> Vec<OsString> { words.iter().map(OsString::from).collect() };
    assert_eq!(
        lang_of_args(&args(&["fen-tui", "--lang", "ru", "--help"])),
        Lang::Ru
    );
    assert_eq!(
        lang_of_args(&args(&["fen-tui", "check", "--lang=zh", "-h"])),
        Lang::Zh
    );
}

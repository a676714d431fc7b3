//! The config file as the command line uses it: loaded once at start, its
//! problems told on stderr (`file:line: key: what is wrong`), and
//! `--print-config` to see the configuration in force.

use super::output::{print_then, to_stderr};
use super::{Exit, Words};
use crate::config::{self, Loaded, Problem};
use crate::i18n::Lang;
use crate::tui::keymap::action_names;

/// The config file read, checked against the editor's action names.
pub(crate) fn load() -> Loaded {
    config::load(&action_names())
}

/// The interface language: `--lang`, else the config file's, else the environment's.
pub(crate) fn language(flag: Option<&str>, loaded: &Loaded) -> Lang {
    match (flag, loaded.config.language) {
        (None, Some(lang)) => lang,
        _ => Lang::detect(flag),
    }
}

/// Each problem of the file on stderr, with the file, the line and the key.
pub(crate) fn report(loaded: &Loaded, words: &Words) {
    let file = loaded
        .path
        .as_ref()
        .map(|p| p.display().to_string())
        .unwrap_or_default();
    if let Some(reason) = &loaded.unreadable {
        words.complain(
            "cli-cannot-read",
            &[
                ("file", file.clone().into()),
                ("reason", words.localizer().reason(reason).into()),
            ],
        );
    }
    for problem in &loaded.problems {
        to_stderr(&format!("{}\n", describe(&file, problem, words)));
    }
}

fn describe(file: &str, problem: &Problem, words: &Words) -> String {
    problem.describe(file, words.localizer())
}

/// `--print-config`: the configuration in force, as a config file says it.
pub(crate) fn print(loaded: &Loaded, lang: Lang, words: &Words) -> Exit {
    report(loaded, words);
    let mut text = String::new();
    if let Some(path) = &loaded.path {
        let path = path.display().to_string();
        text.push_str(&format!("# {}\n", crate::safe_text::shown(&path)));
    }
    text.push_str(&loaded.config.to_toml(lang));
    print_then(&text, words, Exit::Valid)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_problem_names_file_line_and_key_in_words() {
        let (_, problems) = config::parse("[keys]\nflip = \"hyper+q\"\n", &action_names());
        let shown = describe(
            "/home/a/.config/fen-tui/config.toml",
            &problems[0],
            &Words::new(Lang::En),
        );
        assert!(
            shown.starts_with("/home/a/.config/fen-tui/config.toml:2: keys.flip: "),
            "{shown}"
        );
        assert!(shown.contains("hyper+q"), "{shown}");
        assert!(!shown.contains("config-"), "a message id leaked: {shown}");
    }

    #[test]
    fn every_problem_has_words_in_every_language() {
        let text = "language = 1\ntheme = \"x\"\nglyphs = 2\ncoordinates = 0\nvariant = 3\ncolour = 4\nbad line\n\
                    [keys]\nfly = \"x\"\nflip = \"hyper+x\"\n";
        let (_, problems) = config::parse(text, &action_names());
        assert!(problems.len() >= 8, "{problems:?}");
        for lang in Lang::ALL {
            let words = Words::new(lang);
            for problem in &problems {
                assert!(
                    words.localizer().has(problem.code),
                    "{lang:?} {}",
                    problem.code
                );
            }
        }
    }
}

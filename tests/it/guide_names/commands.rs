//! A command is read from code (a `span` or a code block): `fen-tui
//! SUBCOMMAND --flag …` must name a subcommand clap knows and flags that
//! subcommand (or the editor) takes; and every subcommand has its place in
//! the guide's pages.

use super::{ROOT, code, guide_pages, pages};
use clap::CommandFactory;
use fen_tui::cli::args::Cli;

/// Shell words after each `fen-tui ` in a piece of code, up to what ends
/// the command (a pipe, a redirection, `;`, a comment, a closing `)`).
fn invocations(code: &str) -> Vec<Vec<String>> {
    let mut found = Vec::new();
    let mut rest = code;
    while let Some(at) = rest.find("fen-tui ") {
        let before = rest[..at].chars().next_back();
        let after = &rest[at + "fen-tui ".len()..];
        rest = after;
        if before.is_some_and(|c| c.is_alphanumeric() || c == '-' || c == '/' || c == '_') {
            continue;
        }
        found.push(words(after));
    }
    found
}

/// Splits shell words, a quoted stretch being one word (kept with its quote
/// so it reads as an input), and stops where the command ends.
fn words(text: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut chars = text.chars().peekable();
    loop {
        while chars.peek().is_some_and(|c| c.is_whitespace()) {
            chars.next();
        }
        let Some(&first) = chars.peek() else { break };
        if matches!(first, '|' | ';' | '>' | '<' | '#' | ')' | '&' | '`') {
            break;
        }
        let mut word = String::new();
        let mut quote = None;
        while let Some(&c) = chars.peek() {
            match quote {
                Some(q) if c == q => quote = None,
                Some(_) => {}
                None if c == '\'' || c == '"' => quote = Some(c),
                None if c.is_whitespace() || matches!(c, ';' | ')' | '`') => break,
                None => {}
            }
            word.push(c);
            chars.next();
        }
        words.push(word);
    }
    words
}

/// What is wrong with one invocation, if anything: a subcommand or a flag
/// the program does not have.
fn misnamed(root: &clap::Command, words: &[String]) -> Vec<String> {
    let mut wrong = Vec::new();
    let mut command = root;
    let mut positional_seen = false;
    let mut skip_value = false;
    for word in words {
        let word = word.trim_start_matches('[').trim_end_matches(']');
        if std::mem::take(&mut skip_value) {
            continue;
        }
        if word.is_empty() || word.contains('…') {
            continue;
        }
        if let Some(flags) = word.strip_prefix("--") {
            for flag in flags.split('|') {
                let flag = flag.trim_start_matches("--");
                let (name, valued) = match flag.split_once('=') {
                    Some((name, _)) => (name, true),
                    None => (flag, false),
                };
                if name.is_empty() {
                    continue;
                }
                let named = |a: &&clap::Arg| {
                    a.get_long() == Some(name)
                        || a.get_all_aliases().is_some_and(|all| all.contains(&name))
                };
                match command.get_arguments().find(named) {
                    Some(arg) => {
                        let takes = arg.get_action().takes_values();
                        skip_value |= takes && !valued && !arg.is_require_equals_set();
                    }
                    None => wrong.push(format!("--{name} (of `{}`)", command.get_name())),
                }
            }
        } else if word.len() == 2 && word.starts_with('-') && word != "--" {
            let short = word.chars().nth(1).unwrap();
            match command
                .get_arguments()
                .find(|a| a.get_short() == Some(short))
            {
                Some(arg) => skip_value = arg.get_action().takes_values(),
                None => wrong.push(format!("{word} (of `{}`)", command.get_name())),
            }
        } else if !positional_seen
            && std::ptr::eq(command, root)
            && word.chars().next().is_some_and(|c| c.is_ascii_lowercase())
            && word.chars().all(|c| c.is_ascii_lowercase() || c == '-')
        {
            match root.find_subcommand(word) {
                Some(sub) => command = sub,
                None => wrong.push(format!("subcommand {word}")),
            }
        } else {
            positional_seen = true;
        }
    }
    wrong
}

#[test]
fn every_command_the_guide_names_is_one_the_program_has() {
    let mut root = Cli::command();
    root.build();
    let mut checked = 0;
    let mut wrong = Vec::new();
    for (path, text) in pages() {
        let name = path.strip_prefix(ROOT).unwrap().display().to_string();
        for (line, code) in code(&text) {
            for words in invocations(&code) {
                checked += 1;
                for what in misnamed(&root, &words) {
                    wrong.push(format!(
                        "{name}:{line}: {what}: fen-tui {}",
                        words.join(" ")
                    ));
                }
            }
        }
    }
    assert!(checked > 100, "only {checked} commands found in the guide");
    // And the other way: every subcommand is shown in the guide's pages
    // (the README's examples alone do not cover it).
    let shown: Vec<String> = guide_pages()
        .iter()
        .flat_map(|(_, text)| code(text))
        .flat_map(|(_, code)| invocations(&code))
        .filter_map(|words| words.first().cloned())
        .collect();
    for sub in root.get_subcommands().filter(|s| !s.is_hide_set()) {
        let name = sub.get_name();
        if name != "help" && !shown.iter().any(|w| w == name) {
            wrong.push(format!("`fen-tui {name}` is shown nowhere in the guide"));
        }
    }
    assert!(wrong.is_empty(), "not the program's:\n{}", wrong.join("\n"));
}

#[test]
fn a_misnamed_command_or_flag_would_be_caught() {
    let mut root = Cli::command();
    root.build();
    let line = "fen-tui chek -q x.fen; fen-tui pgn --every-plies g.pgn | fen-tui show --glyphs";
    let wrong: Vec<String> = invocations(line)
        .iter()
        .flat_map(|w| misnamed(&root, w))
        .collect();
    assert_eq!(
        wrong,
        [
            "subcommand chek",
            "-q (of `fen-tui`)",
            "--every-plies (of `pgn`)"
        ]
    );
}

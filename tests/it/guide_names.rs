//! Every command and key the README and the guide (`docs/guide/*.md`) name is
//! one the program has. A command is read from code (a `span` or a code
//! block): `fen-tui SUBCOMMAND --flag …` must name a subcommand clap knows and
//! flags that subcommand (or the editor) takes. A key is read from the text:
//! every `Ctrl-…`, `Alt-…`, `Shift-Tab` and `F1`–`F12` must be bound in the
//! one key table (`keymap::BINDINGS` and each overlay's chained `KEYS`).

// Helpers outside `#[test]` functions panic on bad data, as tests do.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use clap::CommandFactory;
use fen_tui::cli::args::Cli;
use fen_tui::tui::keymap::{BINDINGS, CHAINED, Context, Keys};
use ratatui::crossterm::event::{KeyCode, KeyModifiers};
use std::path::{Path, PathBuf};

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

/// The README and every page of the guide, with their text.
fn pages() -> Vec<(PathBuf, String)> {
    let mut paths = vec![Path::new(ROOT).join("README.md")];
    let guide = Path::new(ROOT).join("docs/guide");
    let mut guide_pages: Vec<PathBuf> = std::fs::read_dir(&guide)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "md"))
        .collect();
    guide_pages.sort();
    assert!(
        guide_pages.len() >= 10,
        "the guide has {} pages",
        guide_pages.len()
    );
    paths.extend(guide_pages);
    paths
        .into_iter()
        .map(|p| {
            let text = std::fs::read_to_string(&p).unwrap();
            (p, text)
        })
        .collect()
}

/// The code of a page: `spans` (which may run over a line's end, so they are
/// read a paragraph at a time) and the lines of code blocks (fenced, or
/// indented by four spaces), each with the line it starts on.
fn code(text: &str) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    let mut fenced = false;
    let mut paragraph: Option<(usize, String)> = None;
    let spans = |paragraph: Option<(usize, String)>, out: &mut Vec<(usize, String)>| {
        if let Some((line, text)) = paragraph {
            for span in text.split('`').skip(1).step_by(2) {
                out.push((line, span.to_string()));
            }
        }
    };
    for (i, line) in text.lines().enumerate() {
        if line.trim_start().starts_with("```") {
            spans(paragraph.take(), &mut out);
            fenced = !fenced;
            continue;
        }
        if fenced || line.starts_with("    ") {
            spans(paragraph.take(), &mut out);
            out.push((i + 1, line.to_string()));
        } else if line.trim().is_empty() || line.starts_with('|') {
            spans(paragraph.take(), &mut out);
            spans(Some((i + 1, line.to_string())), &mut out);
        } else {
            let (_, text) = paragraph.get_or_insert_with(|| (i + 1, String::new()));
            text.push(' ');
            text.push_str(line);
        }
    }
    spans(paragraph, &mut out);
    out
}

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
    // And the other way: every subcommand is shown in the guide.
    let shown: Vec<String> = pages()
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

/// The key a name in the text stands for: `Ctrl-Z`, `Alt-↑`, `Shift-Tab`, `F10`.
fn chord(modifier: &str, name: &str) -> Option<Keys> {
    let modifiers = match modifier {
        "Ctrl" => KeyModifiers::CONTROL,
        "Alt" => KeyModifiers::ALT,
        "Shift" => KeyModifiers::SHIFT,
        _ => KeyModifiers::NONE,
    };
    let code = match name {
        "Tab" if modifier == "Shift" => KeyCode::BackTab,
        "Tab" => KeyCode::Tab,
        "PgUp" => KeyCode::PageUp,
        "PgDn" => KeyCode::PageDown,
        "Home" => KeyCode::Home,
        "End" => KeyCode::End,
        "Enter" => KeyCode::Enter,
        "Esc" => KeyCode::Esc,
        "Backspace" => KeyCode::Backspace,
        "Delete" => KeyCode::Delete,
        "Space" => KeyCode::Char(' '),
        "←" => KeyCode::Left,
        "→" => KeyCode::Right,
        "↑" => KeyCode::Up,
        "↓" => KeyCode::Down,
        _ if modifier.is_empty() => KeyCode::F(name.parse().ok()?),
        _ => {
            let mut chars = name.chars();
            let c = chars.next()?;
            if chars.next().is_some() {
                return None;
            }
            KeyCode::Char(c.to_ascii_lowercase())
        }
    };
    Some(Keys::Chord(code, modifiers))
}

const NAMED: [&str; 15] = [
    "Backspace",
    "Delete",
    "Enter",
    "Space",
    "PgUp",
    "PgDn",
    "Home",
    "End",
    "Tab",
    "Esc",
    "←",
    "→",
    "↑",
    "↓",
    "",
];

/// Every key a text names with a modifier or as a function key, as
/// (the name as written, the chord).
fn keys_named(text: &str) -> Vec<(String, Keys)> {
    let mut found = Vec::new();
    for (at, _) in text.char_indices() {
        let rest = &text[at..];
        let boundary = text[..at]
            .chars()
            .next_back()
            .is_none_or(|c| !c.is_alphanumeric());
        if !boundary {
            continue;
        }
        for modifier in ["Ctrl-", "Alt-", "Shift-"] {
            let Some(after) = rest.strip_prefix(modifier) else {
                continue;
            };
            let modifier = modifier.trim_end_matches('-');
            let name = NAMED
                .iter()
                .find(|n| !n.is_empty() && after.starts_with(**n))
                .map(|n| n.to_string())
                .or_else(|| {
                    let mut chars = after.chars();
                    let c = chars.next()?;
                    let next = chars.next();
                    let single = !next.is_some_and(|n| n.is_alphanumeric());
                    (single && (c.is_ascii_alphanumeric() || c == '\\')).then(|| c.to_string())
                });
            let Some(name) = name else { continue };
            // `Ctrl-A/E/U/K/W`: one modifier for several letters.
            let mut names = vec![name.clone()];
            let mut tail = &after[name.len()..];
            while let Some(more) = tail.strip_prefix('/') {
                let mut chars = more.chars();
                match (chars.next(), chars.next()) {
                    (Some(c), next)
                        if c.is_ascii_uppercase() && !next.is_some_and(char::is_alphanumeric) =>
                    {
                        names.push(c.to_string());
                        tail = &more[1..];
                    }
                    _ => break,
                }
            }
            for name in names {
                if let Some(keys) = chord(modifier, &name) {
                    found.push((format!("{modifier}-{name}"), keys));
                }
            }
        }
        if let Some(after) = rest.strip_prefix('F') {
            let digits: String = after.chars().take_while(char::is_ascii_digit).collect();
            let next = after[digits.len()..].chars().next();
            let ends = !next.is_some_and(char::is_alphanumeric);
            if let (Ok(n @ 1..=12), true) = (digits.parse::<u8>(), ends) {
                found.push((
                    format!("F{n}"),
                    Keys::Chord(KeyCode::F(n), KeyModifiers::NONE),
                ));
            }
        }
    }
    found
}

/// The keys a page's config examples bind (`"ctrl+f"`, `"alt+enter"`): the
/// user's keys, not the table's.
fn bound_by_config(text: &str) -> Vec<Keys> {
    text.split('"')
        .skip(1)
        .step_by(2)
        .filter_map(|spec| {
            let (modifier, name) = spec.split_once('+')?;
            let modifier = match modifier {
                "ctrl" => "Ctrl",
                "alt" => "Alt",
                _ => return None,
            };
            let name = match name {
                "enter" => "Enter".to_string(),
                "tab" => "Tab".to_string(),
                name => name.to_uppercase(),
            };
            chord(modifier, &name)
        })
        .collect()
}

fn bound(keys: Keys) -> bool {
    BINDINGS
        .iter()
        .chain(CHAINED.iter().flat_map(|chain| chain.iter()))
        .any(|b| b.keys.contains(&keys))
}

#[test]
fn every_key_the_guide_names_is_bound_in_the_key_table() {
    let mut checked = 0;
    let mut wrong = Vec::new();
    for (path, text) in pages() {
        let name = path.strip_prefix(ROOT).unwrap().display().to_string();
        // The screen-reader mode reads lines, not keys: its page's keys
        // (Ctrl-D ends the input) are the prompt's, held by screen_reader.rs.
        if name.ends_with("screen-reader.md") {
            continue;
        }
        let configured = bound_by_config(&text);
        for (i, line) in text.lines().enumerate() {
            for (key, keys) in keys_named(line) {
                checked += 1;
                if !bound(keys) && !configured.contains(&keys) {
                    wrong.push(format!("{name}:{}: {key}", i + 1));
                }
            }
        }
    }
    assert!(checked > 150, "only {checked} keys found in the guide");
    // And the other way: the key that opens each overlay is named.
    let named: Vec<Keys> = pages()
        .iter()
        .flat_map(|(_, text)| keys_named(text))
        .map(|(_, keys)| keys)
        .collect();
    for binding in CHAINED.iter().flat_map(|chain| chain.iter()) {
        let opens = binding.context == Context::Global;
        if opens && !binding.keys.iter().any(|k| named.contains(k)) {
            wrong.push(format!(
                "{} ({}) is named nowhere",
                binding.label, binding.description_id
            ));
        }
    }
    assert!(
        wrong.is_empty(),
        "not in the key table:\n{}",
        wrong.join("\n")
    );
}

#[test]
fn a_misnamed_command_flag_or_key_would_be_caught() {
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
    let keys: Vec<String> = keys_named("Ctrl-A/E/U Alt-↑ F13 Shift-Tab Ctrl-\\ FEN F10.")
        .into_iter()
        .map(|(name, _)| name)
        .collect();
    assert_eq!(
        keys,
        [
            "Ctrl-A",
            "Ctrl-E",
            "Ctrl-U",
            "Alt-↑",
            "Shift-Tab",
            "Ctrl-\\",
            "F10"
        ]
    );
    assert!(!bound(chord("Alt", "q").unwrap()), "Alt-Q is bound now");
    assert_eq!(
        bound_by_config(r#"flip = ["f", "ctrl+f"]"#),
        [chord("Ctrl", "F").unwrap()]
    );
}

/// The README is a front door (issue 36): under 350 lines, none wider than
/// 100 columns, counted in characters as a terminal shows them.
#[test]
fn the_readme_stays_short_and_narrow() {
    let text = std::fs::read_to_string(Path::new(ROOT).join("README.md")).unwrap();
    assert!(text.lines().count() < 350, "{} lines", text.lines().count());
    let wide: Vec<(usize, usize)> = text
        .lines()
        .enumerate()
        .map(|(index, line)| (index + 1, unicode_width::UnicodeWidthStr::width(line)))
        .filter(|&(_, width)| width > 100)
        .collect();
    assert!(wide.is_empty(), "lines wider than 100 columns: {wide:?}");
}

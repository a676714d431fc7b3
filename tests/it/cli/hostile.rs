//! Hostile text through every command and format: arguments, file lines, file
//! names and links (percent-escapes decoded) that carry terminal escapes, bidi
//! overrides, zero-width characters, NUL and C1 controls. No such character
//! may reach stdout or stderr raw; JSON escapes them and reads back exactly.

use super::*;
use fen_tui::safe_text::needs_placeholder;

/// The OSC 52 clipboard write and the OSC 2 title change of the issue, plus
/// the other characters a terminal would obey or hide.
const ESCAPES: &[&str] = &[
    "\u{1b}]52;c;c2hvdw==\u{7}",
    "\u{1b}]2;PWNED\u{7}",
    "\u{202e}",
    "\u{200b}",
    "\u{9b}31m",
    "\u{feff}",
    "\u{2066}",
];

/// Printable ASCII that the link reader decodes into an OSC 2 title change.
const LINK: &str = "https://lichess.org/analysis/8/8/8/8/8/8/8/K6k_w_-_-_0_%1b%5D2%3BPWNED%07";

/// Inputs for the commands: each escape at the end of a FEN, in its middle,
/// as a whole argument, and the link.
fn hostile_inputs() -> Vec<String> {
    let mut inputs = vec![LINK.to_string()];
    for escape in ESCAPES {
        inputs.push(format!("8/8/8/8/8/8/8/K6k w - - 0 1{escape}"));
        inputs.push(format!("8/8/8/8{escape}/8/8/8/K6k w - - 0 1"));
        inputs.push(format!("8/8/8/8/8/8/8/K6k {escape} - - 0 1"));
        inputs.push((*escape).to_string());
    }
    inputs
}

/// Nothing a terminal would obey or hide, line breaks aside.
fn assert_safe(what: &str, text: &str) {
    let bad: Vec<char> = text
        .chars()
        .filter(|&c| c != '\n' && needs_placeholder(c))
        .collect();
    assert!(bad.is_empty(), "{what}: raw {bad:?} in {text:?}");
}

fn run_bytes(args: &[&str], stdin: &[u8]) -> (i32, String, String) {
    let output = fen_tui().args(args).write_stdin(stdin).output().unwrap();
    (
        output.status.code().unwrap(),
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

#[test]
fn arguments_through_show_url_and_explain() {
    for input in hostile_inputs() {
        for command in ["show", "url", "explain"] {
            let (code, stdout, stderr) = run_bytes(&[command, &input], b"");
            assert_ne!(code, 101, "{command} {input:?} panicked: {stderr}");
            assert_safe(&format!("{command} {input:?} stdout"), &stdout);
            assert_safe(&format!("{command} {input:?} stderr"), &stderr);
        }
    }
}

#[test]
fn the_link_is_refused_with_its_escape_made_visible() {
    let (code, _, stderr) = run_bytes(&["url", LINK], b"");
    assert_eq!(code, 1);
    assert!(stderr.contains("␛]2;PWNED␇"), "{stderr}");
}

#[test]
fn lines_through_check_in_text_and_json() {
    let mut inputs = hostile_inputs();
    // NUL cannot be in an argument, but it can be in a line.
    inputs.push("8/8/8/8/8/8/8/K6k w - - 0 1\u{0}".to_string());
    let text = inputs.join("\n") + "\n";
    let (code, stdout, stderr) = run_bytes(&["check"], text.as_bytes());
    assert_eq!(code, 1, "{stderr}");
    assert_safe("check text", &stdout);
    assert!(stdout.contains("␛]2;PWNED␇"), "{stdout}");
    let (_, stdout, _) = run_bytes(&["check", "--format", "json"], text.as_bytes());
    assert_safe("check json", &stdout);
    // A JSON reader still gets the exact text.
    let read: Vec<String> = json_lines(&stdout)
        .iter()
        .map(|object| object["input"].as_str().unwrap().to_string())
        .collect();
    let expected: Vec<&String> = inputs.iter().filter(|i| !i.trim().is_empty()).collect();
    assert_eq!(read.iter().collect::<Vec<_>>(), expected);
}

#[test]
fn file_names_in_messages_and_json() {
    let name = "bad\u{1b}]2;PWNED\u{7}\u{202e}name.fen";
    let path = temp_file(name, b"8/8 w\n");
    let path = path.to_str().unwrap();
    let (code, stdout, stderr) = run_bytes(&["check", path], b"");
    assert_eq!(code, 1, "{stderr}");
    assert_safe("check file name", &stdout);
    assert!(
        stdout.contains("bad␛]2;PWNED␇\\u{202e}name.fen:1:"),
        "{stdout}"
    );
    let (_, stdout, _) = run_bytes(&["check", "--format", "json", path], b"");
    assert_safe("check json file name", &stdout);
    assert_eq!(json_lines(&stdout)[0]["file"], path);
    // A file that cannot be read is named safely too.
    let missing = format!("{path}.missing\u{9b}");
    let (code, _, stderr) = run_bytes(&["check", &missing], b"");
    assert_eq!(code, 2);
    assert_safe("unreadable file name", &stderr);
    assert!(stderr.contains("\\u{9b}"), "{stderr}");
}

#[test]
fn refused_arguments_are_quoted_safely() {
    for escape in ESCAPES {
        for args in [
            vec!["url", "x", "--site", escape],
            vec!["show", "x", escape],
            vec!["--lang", escape, "show", "x"],
            vec![escape],
        ] {
            let (code, stdout, stderr) = run_bytes(&args, b"");
            assert_ne!(code, 101, "{args:?}: {stderr}");
            assert_safe(&format!("{args:?} stdout"), &stdout);
            assert_safe(&format!("{args:?} stderr"), &stderr);
        }
    }
}

#[test]
fn an_unknown_language_is_refused_with_the_list() {
    let (code, stdout, stderr) = run_bytes(&["--lang", "xx", "show", START], b"");
    assert_eq!(code, 2);
    assert!(stdout.is_empty(), "{stdout}");
    assert_eq!(
        stderr,
        "fen-tui: unknown language “xx”; the languages are en, ru, zh\n"
    );
    let (code, _, _) = run_bytes(&["--lang", "ru_RU.UTF-8", "show", START], b"");
    assert_eq!(code, 0);
}

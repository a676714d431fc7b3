//! Output that cannot be written: a reader that closed the pipe ends every
//! command quietly (no panic, nothing on stderr), a full disk is one line on
//! stderr and exit status 2. Each case runs many times, so a panic that
//! depends on timing would show.

use super::*;
use std::fs::OpenOptions;
use std::process::{Command, Stdio};

const RUNS: usize = 15;
const LINE: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n";

/// Every command that writes to stdout, with input on stdin for `check`.
fn commands() -> Vec<(Vec<&'static str>, &'static str)> {
    vec![
        (vec!["url", "position startpos"], ""),
        (vec!["show", "position startpos moves e2e4"], ""),
        (vec!["explain", "position startpos moves e2e4 e7e5"], ""),
        (vec!["completions", "bash"], ""),
        (vec!["completions", "zsh"], ""),
        (vec!["completions", "fish"], ""),
        (vec!["check"], LINE),
        (vec!["check", "--format", "json"], LINE),
        (vec!["--help"], ""),
        (vec!["--version"], ""),
    ]
}

fn command(args: &[&str]) -> Command {
    let mut command = Command::new(crate::support::EXE);
    command.args(args).env("LANG", "C").env_remove("LC_ALL");
    command
}

/// Run with stdout a pipe whose reader is already gone.
fn with_closed_pipe(args: &[&str], stdin: &str) -> (i32, String) {
    let mut child = command(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stdout.take());
    let mut input = child.stdin.take().unwrap();
    // The program may stop reading before all of it is written.
    let _ = std::io::Write::write_all(&mut input, stdin.repeat(200).as_bytes());
    drop(input);
    let output = child.wait_with_output().unwrap();
    (
        output.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

fn with_full_disk(args: &[&str], stdin: &str) -> (i32, String) {
    let full = OpenOptions::new().write(true).open("/dev/full").unwrap();
    let output = command(args)
        .stdin(Stdio::piped())
        .stdout(full)
        .stderr(Stdio::piped())
        .spawn()
        .and_then(|mut child| {
            let mut input = child.stdin.take().unwrap();
            let _ = std::io::Write::write_all(&mut input, stdin.as_bytes());
            drop(input);
            child.wait_with_output()
        })
        .unwrap();
    (
        output.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

#[test]
fn a_closed_pipe_ends_every_command_quietly() {
    for (args, stdin) in commands() {
        for _ in 0..RUNS {
            let (code, stderr) = with_closed_pipe(&args, stdin);
            assert_eq!(code, 0, "{args:?}: {stderr}");
            assert!(stderr.is_empty(), "{args:?}: {stderr}");
        }
    }
}

#[test]
fn a_full_disk_is_one_line_and_exit_two_for_every_command() {
    if !std::path::Path::new("/dev/full").exists() {
        crate::support::skip::skip("no /dev/full");
        return;
    }
    for (args, stdin) in commands() {
        for _ in 0..RUNS {
            let (code, stderr) = with_full_disk(&args, stdin);
            assert_eq!(code, 2, "{args:?}: {stderr}");
            assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
            assert!(
                stderr.starts_with("fen-tui: cannot write the output: "),
                "{args:?}: {stderr}"
            );
        }
    }
}

#[test]
fn check_after_a_closed_pipe_still_says_whether_the_lines_read_were_valid() {
    for _ in 0..RUNS {
        let (code, stderr) = with_closed_pipe(&["check"], &format!("{START}\n"));
        assert_eq!(code, 0, "{stderr}");
        let (code, stderr) = with_closed_pipe(&["check"], "8/8 w\n");
        assert_eq!(code, 1, "{stderr}");
    }
}

#[test]
fn a_line_of_65537_blanks_and_a_king_gets_a_verdict() {
    let line = format!("{}k\n", " ".repeat(65_537));
    let r = run(&["check", "--format", "json"], line);
    assert_eq!(r.code, 1, "{}", r.stderr);
    let objects = json_lines(&r.stdout);
    assert_eq!(objects.len(), 1);
    assert_eq!(objects[0]["errors"][0]["code"], "input-too-long");
    let r = run(&["check"], format!("{}\n", " ".repeat(65_537)));
    assert_eq!(r.code, 1, "{}", r.stdout);
    assert!(
        r.stdout.contains("<stdin>:1:1: error[input-too-long]"),
        "{}",
        r.stdout
    );
}

#[test]
fn a_byte_order_mark_at_the_start_of_a_file_is_skipped() {
    let path = temp_file("bom.fen", format!("\u{feff}{START}\n{START}\n").as_bytes());
    let r = run(&["check", path.to_str().unwrap()], "");
    assert_eq!(r.code, 0, "{}", r.stdout);
    let name = path.display();
    assert_eq!(
        r.stdout,
        format!("{name}:1: OK {START}\n{name}:2: OK {START}\n")
    );
    let r = run(&["check"], format!("\u{feff}{START}\n"));
    assert_eq!(r.code, 0, "{}", r.stdout);
}

#[test]
fn json_names_the_file_of_each_line_when_files_are_given() {
    let a = temp_file("a.fen", format!("{START}\n").as_bytes());
    let b = temp_file("b.fen", b"8/8 w\n");
    let (a, b) = (a.to_str().unwrap(), b.to_str().unwrap());
    let r = run(
        &["check", "--format", "json", a, "-", b],
        "8/8/8/8/8/8/8/K6k w - - 0 1\n",
    );
    let objects = json_lines(&r.stdout);
    let files: Vec<&str> = objects
        .iter()
        .map(|o| o["file"].as_str().unwrap())
        .collect();
    assert_eq!(files, [a, "<stdin>", b]);
    let r = run(&["check", "--format", "json"], format!("{START}\n"));
    assert!(
        json_lines(&r.stdout)[0].get("file").is_none(),
        "{}",
        r.stdout
    );
}

#[test]
fn without_a_terminal_the_editor_says_so_in_one_plain_line() {
    if Command::new("setsid").arg("--version").output().is_err() {
        crate::support::skip::skip("no setsid");
        return;
    }
    let output = Command::new("setsid")
        .arg("--wait")
        .arg(crate::support::EXE)
        .env("LANG", "C")
        .stdin(Stdio::null())
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{stderr}");
    assert!(output.stdout.is_empty());
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(
        stderr.contains("needs a terminal") && stderr.contains("fen-tui check"),
        "{stderr}"
    );
    assert!(!stderr.contains('\u{1b}'), "{stderr}");
}

/// A FIFO or `/dev/zero` as `config.toml` (issue #19: every command hung
/// or grew) is refused before any read: `check` answers, the default look
/// is kept, and the refusal is said. A hang would never give the status;
/// the test's own limit (60 s) only stops a broken build from hanging it.
#[test]
fn a_fifo_or_dev_zero_as_the_config_file_never_holds_up_a_command() {
    let home = std::env::temp_dir().join(format!("fen-tui-config-fifo-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&home);
    std::fs::create_dir_all(home.join("fen-tui")).unwrap();
    let config = home.join("fen-tui/config.toml");
    let line = home.join("line.fen");
    std::fs::write(&line, LINE).unwrap();
    let made = Command::new("mkfifo").arg(&config).status();
    if !made.is_ok_and(|s| s.success()) {
        crate::support::skip::skip("mkfifo is not available");
        return;
    }
    for round in ["fifo", "/dev/zero"] {
        if round == "/dev/zero" {
            std::fs::remove_file(&config).unwrap();
            std::os::unix::fs::symlink("/dev/zero", &config).unwrap();
        }
        let mut child = command(&["check"])
            .env("XDG_CONFIG_HOME", &home)
            .stdin(std::fs::File::open(&line).unwrap())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let started = std::time::Instant::now();
        let status = loop {
            if let Some(status) = child.try_wait().unwrap() {
                break status;
            }
            if started.elapsed() > std::time::Duration::from_secs(60) {
                let _ = child.kill();
                panic!("{round} as config.toml: check never ended");
            }
            std::thread::sleep(std::time::Duration::from_millis(20));
        };
        let output = child.wait_with_output().unwrap();
        let stdout = String::from_utf8_lossy(&output.stdout);
        assert_eq!(status.code(), Some(0), "{round}: {stdout}");
        assert!(stdout.starts_with("OK rnbqkbnr/"), "{round}: {stdout}");
    }
    let _ = std::fs::remove_dir_all(&home);
}

//! Inputs that never end a line, and inputs that are not files: issue #19's
//! case 8d. An endless stream with no newline (a pipe, `/dev/zero`) is said
//! in words, with the line it is on, and the command stops after a bounded
//! read (counted in bytes written to its stdin, not in time). A FIFO named
//! as an argument — how a shell's process substitution `<(…)` arrives — is
//! read as a stream, as `cat` reads it: the CLI is a filter (the editor,
//! which must never block in raw mode, refuses FIFOs).

use super::START;
use std::io::{Read, Write};
use std::process::{Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

fn command(args: &[&str]) -> Command {
    let mut command = Command::new(crate::support::EXE);
    command
        .args(args)
        .args(["--lang", "en"])
        .env_remove("LC_ALL");
    command
}

/// What the command printed, its status, and how many bytes had been
/// written to its stdin when it stopped reading: `head`, then `x` without
/// a newline, until the command closes its stdin or `LIMIT` is reached.
struct Endless {
    stdout: String,
    stderr: String,
    code: Option<i32>,
    written: u64,
}

/// The writer's own end: far past any bound the command may claim.
const LIMIT: u64 = 256 << 20;

fn endless(args: &[&str], head: &[u8]) -> Endless {
    let mut child = command(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let written = Arc::new(AtomicU64::new(0));
    let writer = {
        let written = written.clone();
        let head = head.to_vec();
        std::thread::spawn(move || {
            if stdin.write_all(&head).is_err() {
                return;
            }
            written.fetch_add(head.len() as u64, Ordering::SeqCst);
            let chunk = vec![b'x'; 1 << 16];
            while written.load(Ordering::SeqCst) < LIMIT {
                // The command stopped reading: its end of the pipe is closed.
                if stdin.write_all(&chunk).is_err() {
                    break;
                }
                written.fetch_add(chunk.len() as u64, Ordering::SeqCst);
            }
        })
    };
    let output = child.wait_with_output().unwrap();
    writer.join().unwrap();
    Endless {
        stdout: String::from_utf8_lossy(&output.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
        code: output.status.code(),
        written: written.load(Ordering::SeqCst),
    }
}

#[test]
fn pgn_says_where_a_line_has_no_end_and_stops_after_a_bounded_read() {
    let seen = endless(&["pgn"], b"1. e4 *\n\n");
    // 32 MiB looked through, then at most what the pipe and buffers hold.
    assert!(
        seen.written <= (32 << 20) + (4 << 20),
        "pgn read {} bytes of a line with no end",
        seen.written
    );
    // The game before it comes out; the endless line is named at its line.
    assert_eq!(
        seen.stdout,
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1\n"
    );
    assert!(
        seen.stderr.starts_with(
            "<stdin>:3:1: error[pgn-line-endless]: game 2: this line has no end within 32 MiB"
        ),
        "{}",
        seen.stderr
    );
    assert_eq!(seen.code, Some(1));
}

#[test]
fn check_says_where_a_line_has_no_end_and_stops_after_a_bounded_read() {
    let seen = endless(&["check"], format!("{START}\n").as_bytes());
    assert!(
        seen.written <= (16 << 20) + (4 << 20),
        "check read {} bytes of a line with no end",
        seen.written
    );
    assert_eq!(seen.stdout, format!("OK {START}\n"));
    assert!(
        seen.stderr
            .contains("<stdin>, line 2: no end of line within 16 MiB"),
        "{}",
        seen.stderr
    );
    assert_eq!(seen.code, Some(2));
}

/// The commands that read positions from stdin line by line (`show`, `url`,
/// `explain`, `transform`, `perft`) stop at a line with no end as `check`
/// does: the positions before it answered, the line named, exit 2.
#[test]
fn every_stdin_reader_says_where_a_line_has_no_end_and_stops() {
    for args in [
        &["url"][..],
        &["show"],
        &["explain"],
        &["transform", "--mirror"],
        &["perft", "1"],
    ] {
        let seen = endless(args, format!("{START}\n").as_bytes());
        assert!(
            seen.written <= (16 << 20) + (4 << 20),
            "{args:?} read {} bytes of a line with no end",
            seen.written
        );
        assert!(
            !seen.stdout.is_empty(),
            "{args:?}: the first line got no answer"
        );
        assert!(
            seen.stderr
                .contains("<stdin>, line 2: no end of line within 16 MiB"),
            "{args:?}: {}",
            seen.stderr
        );
        assert_eq!(seen.code, Some(2), "{args:?}");
    }
}

/// Run to its end, or fail (killing it) if it has not ended after a minute:
/// a deadline for a command that would otherwise read forever, not a speed.
fn finished(mut command: Command) -> (Option<i32>, String, String) {
    let mut child = command
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let started = std::time::Instant::now();
    while child.try_wait().unwrap().is_none() {
        if started.elapsed() > std::time::Duration::from_secs(60) {
            let _ = child.kill();
            let _ = child.wait();
            panic!("{command:?} never ended");
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    let mut stdout = String::new();
    let mut stderr = String::new();
    child
        .stdout
        .take()
        .unwrap()
        .read_to_string(&mut stdout)
        .unwrap();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut stderr)
        .unwrap();
    (child.wait().unwrap().code(), stdout, stderr)
}

#[test]
fn dev_zero_as_a_file_is_said_and_ends() {
    let (code, stdout, stderr) = finished(command(&["check", "/dev/zero"]));
    assert_eq!(stdout, "");
    assert!(
        stderr.contains("/dev/zero, line 1: no end of line within 16 MiB"),
        "{stderr}"
    );
    assert_eq!(code, Some(2));
    // `pgn` stops at its first byte: a NUL is no text.
    let (code, stdout, stderr) = finished(command(&["pgn", "/dev/zero"]));
    assert_eq!(stdout, "");
    assert!(
        stderr.starts_with("/dev/zero:1:1: error[pgn-not-text]"),
        "{stderr}"
    );
    assert_eq!(code, Some(1));
}

/// A FIFO in a fresh directory, or `None` (said) without `mkfifo`.
fn fifo(name: &str) -> Option<std::path::PathBuf> {
    let dir = std::env::temp_dir().join(format!("fen-tui-fifo-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    let made = Command::new("mkfifo").arg(&path).status();
    if made.is_ok_and(|s| s.success()) {
        Some(path)
    } else {
        crate::support::skip::skip("mkfifo is not available");
        None
    }
}

/// Write `text` into the FIFO from a thread (its open waits for the reader).
fn feed(path: &std::path::Path, text: &'static str) -> std::thread::JoinHandle<()> {
    let path = path.to_path_buf();
    std::thread::spawn(move || {
        let mut writer = std::fs::OpenOptions::new().write(true).open(path).unwrap();
        writer.write_all(text.as_bytes()).unwrap();
    })
}

/// The writer's end: had the command never opened the FIFO, the writer
/// would wait in its open for ever; a reader opened here lets it go.
fn done_feeding(path: &std::path::Path, writer: std::thread::JoinHandle<()>) {
    if !writer.is_finished() {
        let _reader = std::fs::File::open(path);
    }
    writer.join().unwrap();
}

#[test]
fn a_fifo_argument_is_read_as_a_stream() {
    let Some(path) = fifo("lines.fen") else {
        return;
    };
    let name = path.display().to_string();
    let writer = feed(
        &path,
        "8/8/8/8/8/8/8/K6k w - - 0 1\n8/8/8/8/8/8/8/K7 w - - 0 1\n",
    );
    let (code, stdout, stderr) = finished(command(&["check", &name]));
    let lines: Vec<&str> = stdout.lines().collect();
    assert!(
        lines.len() == 2,
        "the FIFO's lines got no verdicts: {stdout:?} {stderr:?}"
    );
    done_feeding(&path, writer);
    assert_eq!(
        lines[0],
        format!("{name}:1: OK 8/8/8/8/8/8/8/K6k w - - 0 1")
    );
    assert!(lines[1].starts_with(&format!("{name}:2:")), "{stdout}");
    assert_eq!(code, Some(1));

    let writer = feed(&path, "1. e4 e5 *\n");
    let (code, stdout, stderr) = finished(command(&["pgn", &name]));
    done_feeding(&path, writer);
    assert_eq!(
        stdout, "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2\n",
        "{stderr}"
    );
    assert_eq!(code, Some(0));
    let _ = std::fs::remove_dir_all(path.parent().unwrap());
}

/// Process substitution as bash passes it: `/dev/fd/63`, a pipe.
#[test]
fn process_substitution_is_read_as_a_stream() {
    if !Command::new("bash")
        .args(["-c", "true"])
        .status()
        .is_ok_and(|s| s.success())
    {
        crate::support::skip::skip("bash is not available");
        return;
    }
    let script = format!(
        "exec \"{}\" check --lang en <(printf '%s\\n' '{START}')",
        crate::support::EXE
    );
    let mut bash = Command::new("bash");
    bash.args(["-c", &script]);
    let (code, stdout, stderr) = finished(bash);
    assert!(
        stdout.starts_with("/dev/fd/") && stdout.ends_with(&format!(": OK {START}\n")),
        "{stdout}{stderr}"
    );
    assert_eq!(code, Some(0));
}

/// Issue 33 case 17: `moves` and `analyse` read stdin with the bounded
/// reader `check` uses: a line with no end is said with its line and the
/// command stops (exit 2) after at most 16 MiB and a pipe's worth, where
/// before a 300 MB line was read (886 MB) and echoed back whole.
#[test]
fn moves_and_analyse_read_stdin_in_bounded_lines() {
    let runs: [(&[&str], String); 2] = [
        (&["moves"], format!("{START} moves e2e4\n")),
        // No engine is started for a line that does not read: the answer
        // is the JSON error line.
        (&["analyse", "--format", "json"], "not a fen\n".to_string()),
    ];
    for (args, head) in runs {
        let seen = endless(args, head.as_bytes());
        assert!(
            seen.written <= (16 << 20) + (4 << 20),
            "{args:?} read {} bytes of a line with no end",
            seen.written
        );
        assert!(
            !seen.stdout.is_empty() && seen.stdout.len() < 4096,
            "{args:?}: the first line's answer: {} bytes",
            seen.stdout.len()
        );
        assert!(
            seen.stderr
                .contains("<stdin>, line 2: no end of line within 16 MiB"),
            "{args:?}: {}",
            seen.stderr
        );
        assert_eq!(seen.code, Some(2), "{args:?}");
    }
}

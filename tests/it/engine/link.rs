//! Issue #34's engine link: nothing an engine writes, or fails to write,
//! breaks the editor or the CLI. An endless line, a flood of `info`, junk
//! without `uciok`, a silent `go`, no `multipv`, a hostile name, a child
//! that keeps the pipes, Chess960 castling, bound lines, limits. How the
//! engine and what it forked end with fen-tui: `ends.rs`.

use super::command::fen_tui;
use super::fake::{AFTER_E4, START, finished, job, start, until};
use super::fake_engine;
use fen_tui::engine::process::{FailureKind, Report};
use fen_tui::engine::session::Awaiting;
use std::time::{Duration, Instant};

/// The resident memory of `pid` in kB (`VmRSS`), while it runs.
fn rss_kb(pid: u32) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// Run `fen-tui analyse` on the fake engine in `mode`, sampling its memory:
/// (exit code, stdout, stderr, the most kB seen, seconds taken).
fn analyse_with(mode: &str, args: &[&str]) -> (Option<i32>, String, String, u64, f64) {
    let exe = assert_cmd::cargo::cargo_bin("fen-tui");
    let started = Instant::now();
    let mut child = std::process::Command::new(exe)
        .arg("analyse")
        .args(args)
        .arg("--engine")
        .arg(fake_engine())
        .env("FAKE_ENGINE_MODE", mode)
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut most = 0;
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        most = most.max(rss_kb(child.id()).unwrap_or(0));
        if most > 4 * MOST_KB {
            // Far past the bound: stopped here, not when the machine runs out.
            let _ = child.kill();
            let _ = child.wait();
            panic!("fen-tui analyse on `{mode}` grew to {most} kB (killed)");
        }
        if started.elapsed() > Duration::from_secs(40) {
            let _ = child.kill();
            let _ = child.wait();
            panic!("fen-tui analyse on `{mode}` still running after 40 s ({most} kB)");
        }
        std::thread::sleep(Duration::from_millis(50));
    };
    let output = child.wait_with_output().unwrap();
    (
        status.code(),
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
        most,
        started.elapsed().as_secs_f64(),
    )
}

/// 64 MB: what no engine output may grow fen-tui past (the bound).
const MOST_KB: u64 = 64 * 1024;

#[test]
fn an_endless_line_is_read_in_bounded_memory_and_the_handshake_deadline_holds() {
    let (code, _, stderr, most, took) = analyse_with("endless", &["--movetime", "500", START]);
    assert_eq!(code, Some(2), "{stderr}");
    assert!(stderr.contains("uciok"), "{stderr}");
    assert!(most < MOST_KB, "grew to {most} kB");
    assert!(took < 20.0, "took {took} s");
}

#[test]
fn junk_without_uciok_is_given_up_on_by_the_clock_in_bounded_memory() {
    let (code, _, stderr, most, took) = analyse_with("flood-junk", &["--movetime", "500", START]);
    assert_eq!(code, Some(2), "{stderr}");
    assert!(stderr.contains("uciok"), "{stderr}");
    assert!(most < MOST_KB, "grew to {most} kB");
    assert!(
        took < 20.0,
        "took {took} s: the deadline waited for a quiet moment"
    );
}

#[test]
fn a_flood_of_info_is_served_stop_reaches_the_engine_and_memory_stays_bounded() {
    let (engine, reports) = start("flood", None);
    engine.analyse(job(1, START));
    until(&reports, |r| matches!(r, Report::Analysis(a) if a.job == 1));
    std::thread::sleep(Duration::from_secs(2));
    // The new position needs `stop` answered first: it is, within seconds.
    let asked = Instant::now();
    engine.analyse(job(2, AFTER_E4));
    let seen = until(&reports, |r| {
        matches!(r, Report::Analysis(a) if a.job == 2) || matches!(r, Report::Failed(_))
    });
    assert!(
        matches!(seen.last(), Some(Report::Analysis(a)) if a.job == 2),
        "{:?}",
        seen.last()
    );
    assert!(
        asked.elapsed() < Duration::from_secs(3),
        "the new position went out only after {:?}",
        asked.elapsed()
    );
    engine.shutdown();
    let (_, _, _, most, _) = analyse_with("flood", &["--movetime", "1500", START]);
    assert!(most < MOST_KB, "the CLI grew to {most} kB");
}

#[test]
fn a_silent_go_is_ended_by_the_watchdog_saying_so() {
    let (code, _, stderr, _, took) =
        analyse_with("silent-go", &["--depth", "5", "--timeout", "1", START]);
    assert_eq!(code, Some(2), "{stderr}");
    assert!(stderr.contains("past its limit (depth 5)"), "{stderr}");
    assert!(took < 10.0, "took {took} s");
    let (code, _, stderr, _, took) = analyse_with("silent-go", &["--movetime", "500", START]);
    assert_eq!(code, Some(2), "{stderr}");
    assert!(stderr.contains("past its limit (movetime 500)"), "{stderr}");
    assert!(took < 10.0, "took {took} s");
}

#[test]
fn limits_out_of_range_are_refused_in_words() {
    for args in [
        ["--depth", "0"],
        ["--nodes", "0"],
        ["--movetime", "0"],
        ["--threads", "0"],
        ["--hash", "0"],
        ["--depth", "1000"],
    ] {
        let output = fen_tui()
            .arg("analyse")
            .args(args)
            .arg("--engine")
            .arg(fake_engine())
            .arg(START)
            .timeout(Duration::from_secs(20))
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(
            stderr.contains(args[0]) && stderr.contains("not in"),
            "{args:?}: {stderr}"
        );
    }
}

#[test]
fn an_engine_without_multipv_fills_line_one() {
    let (engine, reports) = start("no-multipv", None);
    let mut three = job(1, START);
    three.multipv = 3;
    engine.analyse(three);
    let seen = until(&reports, finished);
    let Some(Report::Analysis(last)) = seen.last() else {
        panic!("{seen:?}");
    };
    assert_eq!(last.lines.len(), 1, "{last:?}");
    assert!(
        seen.iter()
            .any(|r| matches!(r, Report::Analysis(a) if !a.done && a.lines.len() == 1)),
        "no set before the end: {seen:?}"
    );
    engine.shutdown();
}

#[test]
fn a_hostile_engine_name_never_reaches_the_terminal_raw() {
    for format in ["text", "json"] {
        let (code, stdout, stderr, _, _) =
            analyse_with("hostile-name", &["--depth", "2", "--format", format, START]);
        assert_eq!(code, Some(0), "{stderr}");
        assert!(
            !stdout.contains('\u{1b}') && !stdout.contains('\u{9b}') && !stdout.contains('\u{7}'),
            "{format}: {stdout:?}"
        );
        if format == "json" {
            let value: serde_json::Value = serde_json::from_str(stdout.trim()).unwrap();
            assert!(value["engine"].as_str().unwrap().contains('\u{9b}'));
        }
    }
}

#[test]
fn the_answer_is_never_a_bound_s_line_and_json_flags_bounds() {
    let (code, stdout, stderr, _, _) =
        analyse_with("bounds", &["--movetime", "100", "--format", "json", START]);
    assert_eq!(code, Some(0), "{stderr}");
    let value: serde_json::Value = serde_json::from_str(stdout.trim()).unwrap();
    let line = &value["lines"][0];
    assert_eq!(line["bound"], "exact", "{stdout}");
    assert_eq!(line["pv"], serde_json::json!(["e2e4", "e7e5"]), "{stdout}");
}

#[test]
fn the_text_says_its_point_of_view_with_one_decimal_and_wdl_sums_to_100() {
    let (code, stdout, stderr, _, _) = analyse_with("good", &["--depth", "2", AFTER_E4]);
    assert_eq!(code, Some(0), "{stderr}");
    assert!(stdout.contains("scores from the side to move"), "{stdout}");
    // 25 cp from Black's side, with one decimal.
    assert!(
        (stdout.contains("+0.2 ") || stdout.contains("+0.3 ")) && !stdout.contains("0.25"),
        "{stdout}"
    );
    assert!(stdout.contains("(wdl 31/50/19 %)"), "{stdout}");
    let (code, stdout, stderr, _, _) =
        analyse_with("good", &["--depth", "2", "--pov", "white", AFTER_E4]);
    assert_eq!(code, Some(0), "{stderr}");
    assert!(stdout.contains("scores from White's side"), "{stdout}");
    assert!(
        (stdout.contains("-0.2 ") || stdout.contains("-0.3 ")) && !stdout.contains("0.25"),
        "{stdout}"
    );
    assert!(stdout.contains("(wdl 19/50/31 %)"), "{stdout}");
}

#[test]
fn last_words_are_the_last_lines_and_bounded() {
    // Stockfish-like: a banner, then `go` and no answer to `stop`.
    let (engine, reports) = start("never-stop", None);
    engine.analyse(job(1, START));
    until(&reports, |r| matches!(r, Report::Analysis(_)));
    engine.analyse(job(2, AFTER_E4));
    let seen = until(&reports, finished);
    let Some(Report::Failed(failure)) = seen.last() else {
        panic!("{seen:?}");
    };
    assert_eq!(failure.kind, FailureKind::NoAnswer(Awaiting::StopAnswer));
    let last = failure.last_words.last().expect("some words");
    assert!(!last.contains("banner"), "{failure:?}");
    engine.shutdown();
    // A crash after a 20 000-character line: each word cut short.
    let (engine, reports) = start("crash", None);
    engine.analyse(job(1, START));
    let seen = until(&reports, finished);
    let Some(Report::Failed(failure)) = seen.last() else {
        panic!("{seen:?}");
    };
    assert!(
        failure.last_words.iter().all(|w| w.chars().count() <= 200),
        "{failure:?}"
    );
}

#[test]
fn analyse_writes_its_lines_in_the_notation_asked_and_refuses_another_game_s() {
    for (notation, line) in [
        ("lan", "e2-e4 e7-e5"),
        ("uci", "e2e4 e7e5"),
        ("ru", "e4 e5"),
        ("san", "e4 e5"),
    ] {
        let output = fen_tui()
            .args([
                "analyse",
                "--depth",
                "2",
                "--notation",
                notation,
                START,
                "--engine",
            ])
            .arg(fake_engine())
            .output()
            .unwrap();
        let stdout = String::from_utf8_lossy(&output.stdout);
        assert_eq!(output.status.code(), Some(0), "{notation}: {stdout}");
        assert!(
            stdout.contains(&format!("  {line}")),
            "{notation}: {stdout}"
        );
    }
    // A xiangqi notation for a chess position: said before any engine starts.
    let output = fen_tui()
        .args([
            "analyse",
            "--depth",
            "2",
            "--notation",
            "chinese",
            START,
            "--engine",
        ])
        .arg(fake_engine())
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("--notation chinese"), "{stderr}");
}

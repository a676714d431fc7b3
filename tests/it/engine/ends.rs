//! Issue #34's engine link, its end: an engine and whatever it forked end
//! with fen-tui however fen-tui ends (`quit`, SIGTERM, SIGHUP, SIGKILL), and
//! an engine that exits while its child keeps the pipes is said dead.

use super::fake::{START, job, log_file, start, until};
use super::fake_engine;
use fen_tui::engine::process::{FailureKind, Report};
use std::time::{Duration, Instant};

/// No process `pid` (or a zombie only) any more.
fn gone(pid: &str) -> bool {
    match std::fs::read_to_string(format!("/proc/{pid}/stat")) {
        Err(_) => true,
        Ok(stat) => stat.split_whitespace().nth(2) == Some("Z"),
    }
}

fn wait_gone(pid: &str, within: Duration) -> bool {
    let until = Instant::now() + within;
    while Instant::now() < until {
        if gone(pid) {
            return true;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    gone(pid)
}

#[test]
fn a_child_the_engine_forked_goes_with_it_on_quit() {
    let log = log_file("fork");
    let (engine, reports) = start("fork", Some(&log));
    engine.analyse(job(1, START));
    until(&reports, |r| matches!(r, Report::Analysis(_)));
    engine.shutdown();
    let text = std::fs::read_to_string(&log).unwrap();
    let child = text
        .lines()
        .find_map(|l| l.strip_prefix("child "))
        .expect("the child's pid")
        .to_string();
    assert!(
        wait_gone(&child, Duration::from_secs(3)),
        "the engine's child {child} outlived it"
    );
    let _ = std::fs::remove_file(log);
}

#[test]
fn an_engine_that_exits_while_its_child_keeps_the_pipes_is_said_dead() {
    let log = log_file("fork-exit");
    let (engine, reports) = start("fork-exit", Some(&log));
    engine.analyse(job(1, START));
    let asked = Instant::now();
    let seen = until(&reports, |r| matches!(r, Report::Failed(_)));
    let Some(Report::Failed(failure)) = seen.last() else {
        panic!("{seen:?}");
    };
    assert!(
        matches!(&failure.kind, FailureKind::Died(status) if status.contains('3')),
        "{failure:?}"
    );
    assert!(
        asked.elapsed() < Duration::from_secs(3),
        "{:?}",
        asked.elapsed()
    );
    drop(engine);
    let text = std::fs::read_to_string(&log).unwrap();
    let child = text.lines().find_map(|l| l.strip_prefix("child ")).unwrap();
    assert!(
        wait_gone(child, Duration::from_secs(3)),
        "child {child} left"
    );
    let _ = std::fs::remove_file(log);
}

#[test]
fn sigterm_or_sighup_of_the_cli_ends_the_engine_and_its_child() {
    for signal in [rustix::process::Signal::TERM, rustix::process::Signal::HUP] {
        let log = log_file(&format!("sig-{}", signal.as_raw()));
        let exe = assert_cmd::cargo::cargo_bin("fen-tui");
        let mut cli = std::process::Command::new(exe)
            .args(["analyse", "--depth", "5", START, "--engine"])
            .arg(fake_engine())
            .env("FAKE_ENGINE_MODE", "fork")
            .env("FAKE_ENGINE_LOG", &log)
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .spawn()
            .unwrap();
        // Until the engine has its position (and so its child).
        let until = Instant::now() + Duration::from_secs(10);
        while !std::fs::read_to_string(&log).is_ok_and(|t| t.contains("go depth 5")) {
            assert!(Instant::now() < until, "the engine never got `go`");
            std::thread::sleep(Duration::from_millis(50));
        }
        let text = std::fs::read_to_string(&log).unwrap();
        let engine = text
            .lines()
            .next()
            .unwrap()
            .trim_start_matches("pid ")
            .to_string();
        let child = text
            .lines()
            .find_map(|l| l.strip_prefix("child "))
            .unwrap()
            .to_string();
        let pid = rustix::process::Pid::from_raw(i32::try_from(cli.id()).unwrap()).unwrap();
        rustix::process::kill_process(pid, signal).unwrap();
        let _ = cli.wait();
        assert!(
            wait_gone(&engine, Duration::from_secs(3)),
            "{signal:?}: engine {engine} left"
        );
        assert!(
            wait_gone(&child, Duration::from_secs(3)),
            "{signal:?}: child {child} left"
        );
        let _ = std::fs::remove_file(log);
    }
}

/// The pids of the running guards (`fen-tui __engine-guard GROUP`) of `group`.
fn guards_of(group: &str) -> Vec<String> {
    let Ok(dir) = std::fs::read_dir("/proc") else {
        return Vec::new();
    };
    dir.flatten()
        .filter_map(|entry| {
            let pid = entry.file_name().to_str()?.to_string();
            let line = std::fs::read(entry.path().join("cmdline")).ok()?;
            let words: Vec<&[u8]> = line.split(|b| *b == 0).collect();
            let guard = words.get(1) == Some(&&b"__engine-guard"[..])
                && words.get(2) == Some(&group.as_bytes());
            (guard && !gone(&pid)).then_some(pid)
        })
        .collect()
}

#[test]
fn after_sigkill_of_the_cli_no_engine_nor_its_child_nor_its_guard_is_left_after_3_s() {
    let log = log_file("sigkill");
    let exe = assert_cmd::cargo::cargo_bin("fen-tui");
    let mut cli = std::process::Command::new(exe)
        .args(["analyse", "--depth", "5", START, "--engine"])
        .arg(fake_engine())
        .env("FAKE_ENGINE_MODE", "fork")
        .env("FAKE_ENGINE_LOG", &log)
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    let until = Instant::now() + Duration::from_secs(10);
    while !std::fs::read_to_string(&log).is_ok_and(|t| t.contains("go depth 5")) {
        assert!(Instant::now() < until, "the engine never got `go`");
        std::thread::sleep(Duration::from_millis(50));
    }
    let text = std::fs::read_to_string(&log).unwrap();
    let engine = text
        .lines()
        .next()
        .unwrap()
        .trim_start_matches("pid ")
        .to_string();
    let child = text
        .lines()
        .find_map(|l| l.strip_prefix("child "))
        .unwrap()
        .to_string();
    // The engine runs, guarded (one guard, in the engine's group).
    let guards = guards_of(&engine);
    assert_eq!(guards.len(), 1, "guards of {engine}: {guards:?}");
    assert!(!gone(&engine), "the engine ended before the kill");
    cli.kill().unwrap(); // SIGKILL: nothing of fen-tui runs after it.
    let _ = cli.wait();
    let killed = Instant::now();
    for (what, pid) in [
        ("engine", &engine),
        ("child", &child),
        ("guard", &guards[0]),
    ] {
        assert!(
            wait_gone(pid, Duration::from_secs(3).saturating_sub(killed.elapsed())),
            "SIGKILL: the {what} {pid} left after 3 s"
        );
    }
    let _ = std::fs::remove_file(log);
}

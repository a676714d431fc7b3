//! The runner against a fake engine: slow start, no `uciok`, garbage lines,
//! a crash mid-search, `stop` answered late, a `go` that never ends; and
//! `fen-tui analyse` on it, for the JSON's shape.

use super::command::fen_tui;
use super::fake_engine;
use fen_tui::core::Variant;
use fen_tui::core::fen::{ReadOptions, read_fen};
use fen_tui::engine::find::EngineSpec;
use fen_tui::engine::process::{Engine, FailureKind, Report};
use fen_tui::engine::session::Awaiting;
use fen_tui::engine::{Job, Limit, Score, Setup};
use std::path::PathBuf;
use std::sync::mpsc::{self, Receiver};
use std::time::Duration;

pub(super) const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
pub(super) const AFTER_E4: &str = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
/// Longer than any wait of the runner (10 s for the handshake).
pub(super) const PATIENCE: Duration = Duration::from_secs(30);

pub(super) fn log_file(name: &str) -> PathBuf {
    std::env::temp_dir().join(format!("fen-tui-fake-{}-{name}.log", std::process::id()))
}

pub(super) fn start(mode: &str, log: Option<&PathBuf>) -> (Engine, Receiver<Report>) {
    let mut args = vec![mode.to_string()];
    args.extend(log.map(|path| path.display().to_string()));
    let spec = EngineSpec {
        program: fake_engine(),
        args,
        dir: None,
        setup: Setup::default(),
    };
    let (sender, reports) = mpsc::channel();
    let engine = Engine::start(spec, Variant::Chess, move |report| {
        let _ = sender.send(report);
    });
    (engine, reports)
}

pub(super) fn job(id: u64, fen: &str) -> Job {
    Job {
        id,
        position: read_fen(fen, ReadOptions::lenient()).unwrap().position,
        limit: Limit::Infinite,
        multipv: 1,
    }
}

/// Reports until `done` says stop (or the patience runs out).
pub(super) fn until(
    reports: &Receiver<Report>,
    mut done: impl FnMut(&Report) -> bool,
) -> Vec<Report> {
    let mut seen = Vec::new();
    while let Ok(report) = reports.recv_timeout(PATIENCE) {
        let stop = done(&report);
        seen.push(report);
        if stop {
            return seen;
        }
    }
    panic!("no end: {seen:?}");
}

pub(super) fn finished(report: &Report) -> bool {
    matches!(report, Report::Analysis(a) if a.done) || matches!(report, Report::Failed(_))
}

#[test]
fn a_slow_start_is_waited_for_and_garbage_is_ignored() {
    for mode in ["slow-start", "garbage"] {
        let (engine, reports) = start(mode, None);
        engine.analyse(job(1, START));
        let seen = until(&reports, finished);
        assert!(
            matches!(&seen[0], Report::Ready { name } if name == &format!("Fake {mode}")),
            "{seen:?}"
        );
        let Some(Report::Analysis(last)) = seen.last() else {
            panic!("{mode}: {seen:?}");
        };
        assert_eq!(
            (last.depth, last.lines[0].score),
            (2, Score::Cp(25)),
            "{mode}"
        );
        assert_eq!(last.lines[0].wdl, Some([310, 500, 190]));
        assert_eq!(last.lines[0].moves.len(), 2);
        assert!(last.best.is_some());
        engine.shutdown();
    }
}

#[test]
fn an_engine_that_never_says_uciok_is_given_up_on() {
    let (engine, reports) = start("no-uciok", None);
    engine.analyse(job(1, START));
    let seen = until(&reports, finished);
    assert_eq!(seen.len(), 1, "{seen:?}");
    let Report::Failed(failure) = &seen[0] else {
        panic!("{seen:?}");
    };
    assert_eq!(failure.kind, FailureKind::NoAnswer(Awaiting::UciOk));
    // Said once: nothing after.
    assert!(reports.recv_timeout(Duration::from_millis(300)).is_err());
}

#[test]
fn a_crash_mid_search_is_said_once_with_its_last_words_and_can_be_restarted() {
    let (engine, reports) = start("crash", None);
    engine.analyse(job(1, START));
    let seen = until(&reports, finished);
    let Some(Report::Failed(failure)) = seen.last() else {
        panic!("{seen:?}");
    };
    assert!(
        matches!(&failure.kind, FailureKind::Died(status) if status.contains("139")),
        "{failure:?}"
    );
    assert!(
        failure
            .last_words
            .iter()
            .any(|w| w.contains("segmentation fault")),
        "{failure:?}"
    );
    assert!(matches!(
        reports.recv_timeout(Duration::from_millis(300)),
        Err(mpsc::RecvTimeoutError::Disconnected)
    ));
    // Requests to a dead engine are harmless.
    engine.analyse(job(2, START));
    drop(engine);
    // Restarting is starting again.
    let (again, reports) = start("good", None);
    again.analyse(job(3, START));
    assert!(matches!(until(&reports, finished).last(), Some(Report::Analysis(a)) if a.job == 3));
    again.shutdown();
}

#[test]
fn a_late_stop_answer_is_waited_for_and_dropped_before_the_new_position() {
    let log = log_file("late-stop");
    let (engine, reports) = start("late-stop", Some(&log));
    engine.analyse(job(1, START));
    until(&reports, |r| matches!(r, Report::Analysis(a) if a.job == 1));
    engine.analyse(job(2, AFTER_E4));
    let seen = until(&reports, |r| matches!(r, Report::Analysis(a) if a.job == 2));
    // The old search's last line (cp 999, after the stop) is never shown.
    for report in &seen {
        if let Report::Analysis(a) = report {
            assert_ne!(a.lines[0].score, Score::Cp(999), "{seen:?}");
        }
    }
    engine.shutdown();
    let sent = std::fs::read_to_string(&log).unwrap();
    let commands: Vec<&str> = sent.lines().skip(1).collect();
    let stop = commands.iter().position(|c| *c == "stop").unwrap();
    assert_eq!(
        commands[stop + 1],
        format!("position fen {AFTER_E4}"),
        "{commands:?}"
    );
    // Only one position before the stop: nothing was sent during the search.
    assert_eq!(
        commands[..stop]
            .iter()
            .filter(|c| c.starts_with("position"))
            .count(),
        1
    );
    let _ = std::fs::remove_file(log);
}

#[test]
fn a_go_that_never_ends_is_given_up_on_and_the_engine_killed() {
    let log = log_file("never-stop");
    let (engine, reports) = start("never-stop", Some(&log));
    engine.analyse(job(1, START));
    until(&reports, |r| matches!(r, Report::Analysis(_)));
    engine.analyse(job(2, AFTER_E4));
    let seen = until(&reports, finished);
    assert!(
        matches!(seen.last(), Some(Report::Failed(f)) if f.kind == FailureKind::NoAnswer(Awaiting::StopAnswer)),
        "{seen:?}"
    );
    engine.shutdown();
    let pid = std::fs::read_to_string(&log).unwrap();
    let pid = pid.lines().next().unwrap().trim_start_matches("pid ");
    assert!(
        !std::path::Path::new(&format!("/proc/{pid}")).exists(),
        "engine {pid} still there"
    );
    let _ = std::fs::remove_file(log);
}

#[test]
fn quit_is_followed_by_a_kill_when_the_engine_stays() {
    let log = log_file("quit");
    let (engine, reports) = start("never-stop", Some(&log));
    engine.analyse(job(1, START));
    until(&reports, |r| matches!(r, Report::Ready { .. }));
    engine.shutdown();
    let sent = std::fs::read_to_string(&log).unwrap();
    assert!(sent.lines().any(|c| c == "quit"), "{sent}");
    let pid = sent.lines().next().unwrap().trim_start_matches("pid ");
    assert!(
        !std::path::Path::new(&format!("/proc/{pid}")).exists(),
        "engine {pid} still there"
    );
    let _ = std::fs::remove_file(log);
}

#[test]
fn the_cli_json_has_the_issue_s_shape() {
    let output = fen_tui()
        .args(["analyse", "--format", "json", "--multipv", "1", "--engine"])
        .arg(fake_engine())
        .write_stdin(format!(
            "{START}\n# a comment\n\nK6k/8/8/8/8/8/8/K7 w - - 0 1\n{START}\n"
        ))
        .output()
        .unwrap();
    let stdout = String::from_utf8(output.stdout).unwrap();
    // One invalid line among them: exit 1, every line answered in order.
    assert_eq!(output.status.code(), Some(1), "{stdout}");
    let answers: Vec<serde_json::Value> = stdout
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(answers.len(), 3, "{stdout}");
    let first = &answers[0];
    assert_eq!(first["fen"], START);
    assert_eq!(first["engine"], "Fake good");
    assert_eq!(first["depth"], 2);
    assert_eq!(first["lines"][0]["score"], serde_json::json!({"cp": 25}));
    assert_eq!(first["lines"][0]["wdl"], serde_json::json!([310, 500, 190]));
    assert_eq!(first["lines"][0]["pv"], serde_json::json!(["e2e4", "e7e5"]));
    assert_eq!(first["lines"][0]["pv_san"], serde_json::json!(["e4", "e5"]));
    assert!(answers[1]["error"].as_str().unwrap().contains("invalid"));
    assert_eq!(answers[2]["fen"], START);
}

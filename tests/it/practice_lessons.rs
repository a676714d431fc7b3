//! `fen-tui --practice lessons.fen` in the real binary (issue 38): a teacher's
//! file of 10 exercises is worked through, the score is kept in the learner's
//! state file and is there again after a restart, with the progress shown;
//! a bad file is refused in words with its line and column. Run in tmux at
//! 80×24 in Russian, as a pupil would meet it, and in a pty.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support::EXE;
use crate::support::keys::{CTRL_Q, CTRL_U, ENTER};
use crate::support::pty::Session;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

fn lessons_file() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/examples/lessons.fen")
}

/// The FENs of the lesson file, in order (the answers).
fn answers() -> Vec<String> {
    std::fs::read_to_string(lessons_file())
        .unwrap()
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(str::to_string)
        .collect()
}

fn fresh_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("fen-tui-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn the_lesson_file_has_ten_exercises() {
    assert_eq!(answers().len(), 10);
}

/// The whole lesson in a pty: every exercise answered, one with a mistake
/// first; Enter after each right answer goes on; after the tenth, the
/// summary gives the score and names the exercise with the mistake.
#[test]
fn a_whole_lesson_file_is_worked_through_to_its_summary() {
    let state = fresh_dir("practice-pty");
    let file = lessons_file();
    let state_text = state.display().to_string();
    let mut session = Session::start_with(
        EXE,
        &[
            "--practice",
            file.to_str().unwrap(),
            "--lang",
            "ru",
            "--learner",
            "boris",
        ],
        &[("XDG_STATE_HOME", &state_text)],
    );
    session.wait_for("10 упражнений: решено 0, 0 ошибок.");
    session.send(ENTER);
    for (index, fen) in answers().iter().enumerate() {
        let number = index + 1;
        session.wait_for(&format!("Упражнение {number} из 10"));
        if number == 3 {
            // A wrong castling letter first: the words name the letter and the order.
            session.send(&fen.replace("KQkq", "Kq"));
            session.send(ENTER);
            session.wait_for("нужна буква Q");
            session.send(CTRL_U);
        }
        session.send(fen);
        session.send(ENTER);
        session.wait_for("Верно: это в точности FEN");
        session.send(ENTER);
    }
    let summary = session.wait_for("Решено 10 из 10; с первой попытки — 9.");
    assert!(
        summary.contains("3. После 1. e4 e5 (1 ошибка)"),
        "{summary}"
    );
    session.send(ENTER);
    session.wait_for("10 упражнений: решено 10, 1 ошибка.");
    session.send(CTRL_Q);
    session.wait_exit();
    let kept = std::fs::read_to_string(state.join("fen-tui/practice/boris.json")).unwrap();
    assert_eq!(kept.matches("\"solved\": true").count(), 10, "{kept}");
    let _ = std::fs::remove_dir_all(&state);
}

/// A line that is not a position: the file is refused before any screen,
/// in the user's language, with `file:line:column`.
#[test]
fn a_bad_lesson_file_is_said_with_its_line_and_column() {
    let dir = fresh_dir("practice-bad");
    let bad = dir.join("bad.fen");
    std::fs::write(
        &bad,
        "# ok\n8/8/8/8/8/8/8/K6k w - - 0 1\n8/8/8/8/8/8/8/K6k x - - 0 1\n",
    )
    .unwrap();
    let output = Command::new(EXE)
        .args(["--practice", bad.to_str().unwrap(), "--lang", "ru"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains(&format!("{}:3:19: очередь хода «x»", bad.display())),
        "{stderr}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// tmux, 80×24, Russian: a pupil answers two exercises (one with a mistake),
/// quits, starts again: the list shows the score and the two marked solved,
/// and the next one is chosen.
#[test]
fn tmux_practice_remembers_the_score_across_a_restart() {
    if Command::new("tmux").arg("-V").output().is_err() {
        crate::support::skip::skip("tmux is not installed");
        return;
    }
    let name = format!("fen-tui-practice-{}", std::process::id());
    let socket = std::env::temp_dir().join(format!("{name}.sock"));
    let state = fresh_dir("practice-tmux");
    let tmux = |args: &[&str]| {
        let out = Command::new("tmux")
            .arg("-S")
            .arg(&socket)
            .args(args)
            .output()
            .unwrap();
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    let start = || {
        let command = format!(
            "env XDG_STATE_HOME='{0}' XDG_CONFIG_HOME='{0}/config' TERM=xterm-256color LANG=ru_RU.UTF-8 \
             '{EXE}' --practice '{1}' --lang ru --learner anna",
            state.display(),
            lessons_file().display()
        );
        tmux(&[
            "-f",
            "/dev/null",
            "new-session",
            "-d",
            "-s",
            &name,
            "-x",
            "80",
            "-y",
            "24",
            &command,
        ]);
    };
    let wait = |what: &str| -> String {
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            let screen = tmux(&["capture-pane", "-p", "-t", &name]);
            if screen.contains(what) {
                return screen;
            }
            assert!(Instant::now() < deadline, "never saw {what:?}:\n{screen}");
            std::thread::sleep(Duration::from_millis(20));
        }
    };
    let answers = answers();
    start();
    wait("10 упражнений: решено 0, 0 ошибок.");
    tmux(&["send-keys", "-t", &name, "Enter"]);
    wait("Упражнение 1 из 10");
    // A wrong answer, then the right one.
    tmux(&[
        "send-keys",
        "-t",
        &name,
        "-l",
        &answers[0].replace(" w ", " b "),
    ]);
    tmux(&["send-keys", "-t", &name, "Enter"]);
    wait("Ошибка в символе");
    wait("решено 0, 1 ошибка.");
    tmux(&["send-keys", "-t", &name, "C-u"]);
    tmux(&["send-keys", "-t", &name, "-l", &answers[0]]);
    tmux(&["send-keys", "-t", &name, "Enter"]);
    wait("Enter — следующее упражнение.");
    tmux(&["send-keys", "-t", &name, "Enter"]);
    wait("Упражнение 2 из 10: решено 1, 1 ошибка.");
    tmux(&["send-keys", "-t", &name, "-l", &answers[1]]);
    tmux(&["send-keys", "-t", &name, "Enter"]);
    wait("Упражнение 2 из 10: решено 2, 1 ошибка.");
    tmux(&["send-keys", "-t", &name, "C-q"]);
    // The editor ends (tmux's session with it).
    let deadline = Instant::now() + Duration::from_secs(20);
    while tmux(&["list-sessions"]).contains(&name) {
        assert!(Instant::now() < deadline, "the editor did not quit");
        std::thread::sleep(Duration::from_millis(50));
    }
    // Started again: the score is there, the two are marked, the third is chosen.
    start();
    let screen = wait("10 упражнений: решено 2, 1 ошибка.");
    assert!(screen.contains("✓ 1. Начальная позиция"), "{screen}");
    assert!(screen.contains("✓ 2. После 1. e4"), "{screen}");
    assert!(screen.contains("▶ · 3. После 1. e4 e5"), "{screen}");
    tmux(&["kill-server"]);
    let _ = std::fs::remove_file(&socket);
    let _ = std::fs::remove_dir_all(&state);
}

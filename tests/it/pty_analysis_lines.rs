//! The analysis panel with the real binary in a pseudo-terminal (80×24)
//! against the fake engine (`FAKE_ENGINE_SAYS_FEN=1`: the score, White's
//! view, is 100 centipawns per move number, so each ply has its own): the
//! panel following the moves view ply by ply, the best move played with one
//! key, and no engine (nor a child it forked) left after the editor ends,
//! however it ends.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::pty_analysis::Setup;
use crate::support::keys::{CTRL_E, CTRL_Q, F2, LEFT, RIGHT};
use std::time::{Duration, Instant};

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
/// The follow time the issue asks for.
const FOLLOW: Duration = Duration::from_millis(300);

/// Send `key`, then the time until the screen shows `what` (at most 20 s).
fn time_until(session: &mut crate::support::pty::Session, key: &str, what: &str) -> Duration {
    let started = Instant::now();
    session.send(key);
    session.wait_for(what);
    started.elapsed()
}

#[test]
fn the_panel_follows_each_ply_of_the_moves_view_within_0_3_s() {
    let setup = Setup::new("moves-view");
    let game = format!("{START} moves e2e4 e7e5 g1f3 b8c6");
    let mut session = setup.start("good", &game);
    // The board after 2...Nc6: move 3, White to move.
    session.wait_for("+3.0");
    // Ctrl-E: the game in the moves view, the panel's lines in its panel.
    session.send(CTRL_E);
    session.wait_for("The moves, one by one");
    session.wait_for("+3.0  depth");
    // Back ply by ply, then on again: each position's own score.
    let mut took = Vec::new();
    for (key, score) in [
        (LEFT, "-2.0"),
        (LEFT, "+2.0"),
        (LEFT, "-1.0"),
        (LEFT, "+1.0"),
        (RIGHT, "-1.0"),
        (RIGHT, "+2.0"),
        (RIGHT, "-2.0"),
        (RIGHT, "+3.0"),
    ] {
        took.push(time_until(&mut session, key, &format!("{score}  depth")));
    }
    println!("the panel followed the moves view's plies in {took:?}");
    let slowest = took.iter().max().copied().unwrap_or_default();
    assert!(slowest <= FOLLOW, "a ply took {slowest:?}: {took:?}");
    session.send(CTRL_Q);
    assert!(session.wait_exit() <= 1);
}

#[test]
fn alt_e_plays_the_best_move_on_the_board_as_one_undo_step() {
    let setup = Setup::new("play-best");
    let mut session = setup.start("good", START);
    session.wait_for("+1.0");
    // The fake engine's best is e2e4: played, Black to move, clocks as a move makes them.
    session.send("\u{1b}e");
    session.wait_for("FEN rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
    session.wait_for("played the engine's move e4");
    // Ctrl-Z takes it back in one step.
    session.send("\u{1a}");
    session.wait_for(&format!("FEN {START}"));
    session.send(CTRL_Q);
    assert!(session.wait_exit() <= 1);
}

/// The squares of rank `rank` as the screen shows them (between its numbers).
fn squares_of_rank(session: &crate::support::pty::Session, rank: char) -> String {
    let shown = session.screen().contents();
    let row = shown
        .lines()
        .map(str::trim_start)
        .find(|l| l.starts_with(&format!("{rank} ")))
        .unwrap_or_else(|| panic!("no rank {rank} in\n{shown}"));
    let board = row.split('│').next().unwrap_or(row).trim_end();
    board[1..]
        .strip_suffix(rank)
        .unwrap_or(&board[1..])
        .to_string()
}

/// Whether the board is drawn flipped (rank 1 at the top).
fn flipped(session: &crate::support::pty::Session) -> bool {
    let shown = session.screen().contents();
    shown
        .lines()
        .map(str::trim_start)
        .find_map(|l| l.chars().next().filter(char::is_ascii_digit))
        == Some('1')
}

#[test]
fn the_best_move_is_marked_from_and_to_on_the_board_both_ways_round() {
    let setup = Setup::new("marks");
    let mut session = setup.start("good", START);
    session.wait_for("+1.0");
    // The fake engine's lines all start e2e4: line 1's number before the
    // pawn on e2 and after the empty e4, flipped or not.
    for flipped in [false, true] {
        let (two, four) = (
            squares_of_rank(&session, '2'),
            squares_of_rank(&session, '4'),
        );
        assert!(two.contains("1P"), "flipped {flipped}: rank 2 is {two:?}");
        assert_eq!(four.trim(), "1", "flipped {flipped}: rank 4 is {four:?}");
        session.send(F2);
        let until = Instant::now() + Duration::from_secs(10);
        while self::flipped(&session) == flipped {
            assert!(Instant::now() < until, "F2 did not flip the board");
            std::thread::sleep(Duration::from_millis(20));
        }
    }
    session.send(CTRL_Q);
    assert!(session.wait_exit() <= 1);
}

/// No process `pid` (or a zombie only) any more.
fn gone(pid: u32) -> bool {
    match std::fs::read_to_string(format!("/proc/{pid}/stat")) {
        Err(_) => true,
        Ok(stat) => stat.split_whitespace().nth(2) == Some("Z"),
    }
}

fn gone_within(pid: u32, within: Duration) -> bool {
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
fn after_ctrl_q_sigterm_sighup_or_sigkill_no_engine_nor_its_child_is_left_after_3_s() {
    // SIGKILL: nothing of fen-tui runs after it; the engine's guard ends it.
    for end in ["ctrl-q", "TERM", "HUP", "KILL"] {
        let setup = Setup::new(&format!("end-{end}"));
        // `fork`: the engine starts a child that holds its pipes and ignores
        // SIGHUP and SIGTERM.
        let mut session = setup.start("fork", START);
        session.wait_for("+1.0");
        let engine = setup.engine_pid();
        let log = std::fs::read_to_string(setup.log()).unwrap();
        let child: u32 = log
            .lines()
            .find_map(|l| l.strip_prefix("child "))
            .expect("the child's pid")
            .trim()
            .parse()
            .unwrap();
        assert!(!gone(engine) && !gone(child), "{end}: nothing ran");
        match end {
            "ctrl-q" => session.send(CTRL_Q),
            signal => {
                let editor = session.child.process_id().unwrap();
                let status = std::process::Command::new("kill")
                    .args([&format!("-{signal}"), &editor.to_string()])
                    .status()
                    .unwrap();
                assert!(status.success());
            }
        }
        session.wait_exit();
        assert!(
            gone_within(engine, Duration::from_secs(3)),
            "{end}: engine {engine} left"
        );
        assert!(
            gone_within(child, Duration::from_secs(3)),
            "{end}: its child {child} left"
        );
    }
}

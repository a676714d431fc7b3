//! "Nothing runs while the user does nothing": once the editor has drawn, its
//! threads sleep until a key arrives. Counted with the kernel's context-switch
//! counters for every thread of the process (Linux /proc).

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support::pty;

use pty::Session;
use std::time::Duration;

use crate::support::EXE;

/// Voluntary + involuntary context switches of all threads of `pid`.
fn context_switches(pid: u32) -> Option<u64> {
    let tasks = std::fs::read_dir(format!("/proc/{pid}/task")).ok()?;
    let mut total = 0;
    for task in tasks.flatten() {
        let status = std::fs::read_to_string(task.path().join("status")).ok()?;
        for line in status.lines() {
            if line.starts_with("voluntary_ctxt_switches")
                || line.starts_with("nonvoluntary_ctxt_switches")
            {
                total += line.split_whitespace().last()?.parse::<u64>().ok()?;
            }
        }
    }
    Some(total)
}

/// The context switches of `pid` once they have not moved for a second;
/// gives up after a minute.
fn settled(pid: u32) -> u64 {
    let mut last = context_switches(pid).unwrap();
    for _ in 0..60 {
        std::thread::sleep(Duration::from_secs(1));
        let now = context_switches(pid).unwrap();
        if now == last {
            return now;
        }
        last = now;
    }
    panic!("the editor never went idle: {last} context switches and counting");
}

#[test]
fn the_idle_editor_does_not_wake_up() {
    if !std::path::Path::new("/proc/self/task").exists() {
        crate::support::skip::skip("no /proc on this system");
        return;
    }
    let mut session = Session::start(EXE, &[]);
    session.wait_for("FEN rnbqkbnr");
    let pid = session.child.process_id().unwrap();
    // Let the first frame and any start-up work settle: the counters stand
    // still for a second (however long a loaded machine takes to get there).
    let before = settled(pid);
    std::thread::sleep(Duration::from_secs(2));
    let after = context_switches(pid).unwrap();
    assert_eq!(
        after,
        before,
        "the editor woke up {} times while idle",
        after - before
    );
    session.send("\u{11}");
    assert_eq!(session.wait_exit(), 0);
}

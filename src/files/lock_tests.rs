// Helpers outside `#[test]` functions panic on bad test data, as tests do.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use super::*;
use crate::files::{refusal_of, write_file_over};

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("fen-tui-lock-{}-{name}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

/// A second save waits while the first holds the lock, says so in words if
/// it waits too long, and takes the lock once the first lets go; the lock
/// file is gone after each.
#[test]
fn a_second_save_waits_for_the_first_and_no_lock_file_stays() {
    let dir = temp_dir("wait");
    let path = dir.join("club.fen");
    let first = lock_saves(&path).unwrap().unwrap();
    assert!(dir.join(".club.fen.lock").exists());
    let error = lock_saves_within(&path, Duration::from_millis(50)).unwrap_err();
    assert_eq!(refusal_of(&error), Some(Refusal::Busy));
    // Let go a little later, from another thread: the waiter gets it then.
    let letting_go = std::thread::spawn(move || {
        std::thread::sleep(Duration::from_millis(100));
        drop(first);
    });
    let started = Instant::now();
    let second = lock_saves_within(&path, Duration::from_secs(10)).unwrap();
    assert!(second.is_some());
    assert!(started.elapsed() >= Duration::from_millis(50));
    letting_go.join().unwrap();
    drop(second);
    assert!(!dir.join(".club.fen.lock").exists(), "the lock file stayed");
    let _ = fs::remove_dir_all(dir);
}

/// A lock file left by an editor that was killed holds no lock (the kernel
/// let go of it when the process ended): the next save takes it at once.
#[test]
fn a_lock_file_left_by_a_killed_editor_never_blocks() {
    let dir = temp_dir("stale");
    let path = dir.join("club.fen");
    fs::write(dir.join(".club.fen.lock"), "12345\n").unwrap();
    let lock = lock_saves_within(&path, Duration::from_millis(10)).unwrap();
    assert!(lock.is_some());
    drop(lock);
    assert!(!dir.join(".club.fen.lock").exists());
    let _ = fs::remove_dir_all(dir);
}

/// A link and its target share one lock, beside the target.
#[cfg(unix)]
#[test]
fn a_link_is_locked_at_its_target() {
    let dir = temp_dir("link");
    fs::create_dir_all(dir.join("real")).unwrap();
    std::os::unix::fs::symlink("real/t.fen", dir.join("link.fen")).unwrap();
    assert_eq!(
        lock_path(&dir.join("link.fen")).unwrap(),
        dir.join("real").join(".t.fen.lock")
    );
    let _held = lock_saves(&dir.join("real/t.fen")).unwrap().unwrap();
    let error = lock_saves_within(&dir.join("link.fen"), Duration::from_millis(20)).unwrap_err();
    assert_eq!(refusal_of(&error), Some(Refusal::Busy));
    let _ = fs::remove_dir_all(dir);
}

/// Another program (no lock) wrote the file after this save read it and
/// before it wrote: the write compares again just before its rename and
/// leaves the other program's file, however the file was changed (in place,
/// same size; or replaced before this write began).
#[test]
fn a_change_after_the_read_is_never_written_over() {
    let dir = temp_dir("over");
    let path = dir.join("club.fen");
    for (name, now) in [("same size", "B\n"), ("longer", "A\nC\n"), ("gone", "")] {
        fs::write(&path, now).unwrap();
        if now.is_empty() {
            fs::remove_file(&path).unwrap();
        }
        let error = write_file_over(&path, b"mine\n", b"A\n").unwrap_err();
        assert_eq!(
            refusal_of(&error),
            Some(Refusal::ChangedMeanwhile),
            "{name}"
        );
        let left = fs::read_to_string(&path).unwrap_or_default();
        assert_eq!(left, now, "{name}: written over");
    }
    // Unchanged since the read: written.
    fs::write(&path, "A\n").unwrap();
    write_file_over(&path, b"mine\n", b"A\n").unwrap();
    assert_eq!(fs::read_to_string(&path).unwrap(), "mine\n");
    let _ = fs::remove_dir_all(dir);
}

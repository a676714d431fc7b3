//! The writer's atomicity held by itself (issue #33: it was held only by the
//! symlink test), and the read-only decision for a mode whose only write
//! bits are the group's or others' (issue #33 case 21).

// Helpers outside `#[test]` functions panic on bad test data, as tests do.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use super::*;
use crate::files::target::mode_has_no_write_bit;
use std::os::unix::fs::{MetadataExt, PermissionsExt};
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("fen-tui-atomic-{}-{name}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

/// A save makes a new file (a new inode) and renames it over the name: a
/// reader that had the old file open goes on reading the old bytes whole,
/// and a reader opening the name while saves go on sees one whole version
/// or the other, never part of each or a shortened file.
#[test]
fn a_save_is_a_new_file_never_seen_half_written() {
    const LEN: usize = 256 * 1024;
    let dir = temp_dir("whole");
    let path = dir.join("big.fen");
    fs::write(&path, vec![b'a'; LEN]).unwrap();
    let before = fs::metadata(&path).unwrap().ino();
    let mut held = File::open(&path).unwrap();
    write_file(&path, &vec![b'b'; LEN]).unwrap();
    assert_ne!(
        fs::metadata(&path).unwrap().ino(),
        before,
        "the same inode written over"
    );
    let mut old = Vec::new();
    io::Read::read_to_end(&mut held, &mut old).unwrap();
    assert!(
        old.len() == LEN && old.iter().all(|&b| b == b'a'),
        "the open file changed under its reader"
    );

    let done = Arc::new(AtomicBool::new(false));
    let reader = {
        let (path, done) = (path.clone(), Arc::clone(&done));
        std::thread::spawn(move || {
            let mut reads = 0;
            while !done.load(Ordering::Relaxed) {
                let bytes = fs::read(&path).unwrap();
                let whole = bytes.len() == LEN && bytes.iter().all(|&b| b == bytes[0]);
                assert!(whole, "read {} bytes, not one whole version", bytes.len());
                reads += 1;
            }
            reads
        })
    };
    for round in 0..200u8 {
        write_file(&path, &vec![b'a' + round % 26; LEN]).unwrap();
    }
    done.store(true, Ordering::Relaxed);
    assert!(reader.join().unwrap() > 0);
    let _ = fs::remove_dir_all(dir);
}

/// Only a mode with no write bit at all is the user's "do not touch": 0o464
/// (the group may write) and 0o446 are not, 0o444 and 0o555 are.
#[test]
fn only_a_mode_without_any_write_bit_is_read_only() {
    for (mode, read_only) in [
        (0o464, false),
        (0o446, false),
        (0o644, false),
        (0o200, false),
        (0o444, true),
        (0o555, true),
        (0o400, true),
        (0o000, true),
    ] {
        assert_eq!(mode_has_no_write_bit(mode), read_only, "{mode:o}");
    }
}

/// A 0o464 file of one's own: the owner has no write bit, so the kernel
/// refuses an ordinary user (said as read-only, in words); root, whom the
/// kernel lets write, writes it, since the mode is not "no write bit at all",
/// and the mode stays 0o464. Either way nothing is half done.
#[test]
fn a_file_writable_only_by_group_or_others_is_decided_as_the_kernel_decides() {
    let dir = temp_dir("464");
    let path = dir.join("shared.fen");
    fs::write(&path, "old\n").unwrap();
    fs::set_permissions(&path, fs::Permissions::from_mode(0o464)).unwrap();
    let root = super::super::my_uid() == Some(0);
    let written = write_file(&path, b"new\n");
    if root {
        written.unwrap();
        assert_eq!(fs::read_to_string(&path).unwrap(), "new\n");
        assert_eq!(fs::metadata(&path).unwrap().mode() & 0o7777, 0o464);
    } else {
        let error = written.unwrap_err();
        assert_eq!(super::super::refusal_of(&error), Some(Refusal::ReadOnly));
        assert_eq!(fs::read_to_string(&path).unwrap(), "old\n");
    }
    let _ = fs::remove_dir_all(dir);
}

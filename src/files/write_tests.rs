use super::*;
use std::fs::OpenOptions;
use std::os::unix::fs::{MetadataExt, PermissionsExt, symlink};
use std::path::PathBuf;

// The one skip rule of every test that needs a system tool (`CI` set: fail).
use test_support::skip;

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("fen-tui-write-{}-{name}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

fn names(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

/// Half the bytes go in, then the disk is full: what ENOSPC does mid-write.
fn half_then_full(file: &mut File, bytes: &[u8]) -> io::Result<()> {
    file.write_all(&bytes[..bytes.len() / 2])?;
    file.sync_all()?;
    Err(io::Error::from(io::ErrorKind::StorageFull))
}

#[test]
fn a_planted_link_is_never_followed() {
    let dir = temp_dir("link");
    let victim = dir.join("victim");
    fs::write(&victim, "precious").unwrap();
    let planted = dir.join(".session.json.tmp");
    symlink(&victim, &planted).unwrap();
    let error = create_exclusive(&planted).unwrap_err();
    assert_eq!(error.kind(), io::ErrorKind::AlreadyExists, "{error}");
    // A dangling link is refused too (it would create the target).
    let dangling = dir.join(".dangling.tmp");
    symlink(dir.join("nowhere"), &dangling).unwrap();
    assert!(create_exclusive(&dangling).is_err());
    assert!(!dir.join("nowhere").exists());
    // A link planted at the very name the writer draws is passed over: the
    // temporary is the next name, and the link's target is never written.
    let path = dir.join("session.json");
    let taken = temp_name(&path);
    symlink(&victim, &taken).unwrap();
    let next = temp_name(&path);
    let (temp, mut file) = new_temporary_from([taken.clone(), next.clone()]).unwrap();
    assert_eq!(temp, next);
    file.write_all(b"mine").unwrap();
    assert_eq!(fs::read_to_string(&victim).unwrap(), "precious");
    assert!(
        fs::symlink_metadata(&taken)
            .unwrap()
            .file_type()
            .is_symlink()
    );
    // Only taken names: refused, nothing written anywhere.
    let error = new_temporary_from([taken]).unwrap_err();
    assert_eq!(error.kind(), io::ErrorKind::AlreadyExists);
    write_file(&path, b"new").unwrap();
    assert_eq!(fs::read_to_string(&victim).unwrap(), "precious");
    assert_eq!(fs::read_to_string(&path).unwrap(), "new");
    let _ = fs::remove_dir_all(dir);
}

#[test]
fn a_full_disk_leaves_the_old_file_and_no_temporary() {
    let dir = temp_dir("full");
    let path = dir.join("collection.fen");
    fs::write(&path, "good").unwrap();
    let error = Writer::failing(half_then_full)
        .write(&path, b"new contents")
        .unwrap_err();
    assert_eq!(error.kind(), io::ErrorKind::StorageFull, "{error}");
    assert_eq!(fs::read_to_string(&path).unwrap(), "good");
    // The temporary was made (half of the bytes went in) and is gone.
    assert_eq!(names(&dir), ["collection.fen"], "temporary left");
    let _ = fs::remove_dir_all(dir);
}

#[test]
fn a_full_disk_leaves_a_hard_linked_file_whole() {
    let dir = temp_dir("full-linked");
    let path = dir.join("a.fen");
    fs::write(&path, "good").unwrap();
    fs::hard_link(&path, dir.join("b.fen")).unwrap();
    let error = Writer::failing(half_then_full)
        .write(&path, b"new contents")
        .unwrap_err();
    assert_eq!(error.kind(), io::ErrorKind::StorageFull, "{error}");
    assert_eq!(fs::read_to_string(dir.join("b.fen")).unwrap(), "good");
    assert_eq!(names(&dir), ["a.fen", "b.fen"], "temporary left");
    let _ = fs::remove_dir_all(dir);
}

#[test]
fn a_symbolic_link_is_written_through_to_its_target() {
    let dir = temp_dir("through");
    fs::create_dir_all(dir.join("real")).unwrap();
    fs::write(dir.join("real/t.fen"), "old\n").unwrap();
    symlink("real/t.fen", dir.join("link.fen")).unwrap();
    symlink("link.fen", dir.join("chain.fen")).unwrap();
    write_file(&dir.join("chain.fen"), b"new\n").unwrap();
    assert_eq!(fs::read_to_string(dir.join("real/t.fen")).unwrap(), "new\n");
    for link in ["link.fen", "chain.fen"] {
        let meta = fs::symlink_metadata(dir.join(link)).unwrap();
        assert!(meta.file_type().is_symlink(), "{link} replaced");
    }
    assert_eq!(names(&dir.join("real")), ["t.fen"]);
    let _ = fs::remove_dir_all(dir);
}

#[test]
fn hard_links_keep_seeing_the_new_content() {
    let dir = temp_dir("hard");
    let path = dir.join("a.fen");
    fs::write(&path, "old old old\n").unwrap();
    fs::hard_link(&path, dir.join("b.fen")).unwrap();
    let inode = fs::metadata(&path).unwrap().ino();
    write_file(&path, b"new\n").unwrap();
    assert_eq!(fs::read_to_string(dir.join("b.fen")).unwrap(), "new\n");
    assert_eq!(fs::metadata(&path).unwrap().ino(), inode);
    assert_eq!(names(&dir), ["a.fen", "b.fen"]);
    let _ = fs::remove_dir_all(dir);
}

#[test]
fn mode_is_kept_and_a_new_file_gets_the_usual_one() {
    let dir = temp_dir("mode");
    let path = dir.join("shared.fen");
    fs::write(&path, "x").unwrap();
    fs::set_permissions(&path, fs::Permissions::from_mode(0o664)).unwrap();
    write_file(&path, b"y").unwrap();
    let mode = |p: &Path| fs::metadata(p).unwrap().permissions().mode() & 0o7777;
    assert_eq!(mode(&path), 0o664);
    write_file(&dir.join("new.fen"), b"z").unwrap();
    assert_eq!(mode(&dir.join("new.fen")), 0o644);
    write_state(&dir.join("session.json"), b"{}").unwrap();
    assert_eq!(mode(&dir.join("session.json")), 0o600);
    let _ = fs::remove_dir_all(dir);
}

#[test]
fn a_read_only_file_is_refused_in_words() {
    let dir = temp_dir("readonly");
    let path = dir.join("keep.fen");
    fs::write(&path, "mine").unwrap();
    fs::set_permissions(&path, fs::Permissions::from_mode(0o444)).unwrap();
    // Refused for every user, root included (root may write any file, but a
    // 0444 file is the user's "do not touch"), and through a link to it.
    let link = dir.join("link.fen");
    symlink("keep.fen", &link).unwrap();
    for name in [&path, &link] {
        let error = write_file(name, b"over").unwrap_err();
        assert_eq!(super::super::refusal_of(&error), Some(Refusal::ReadOnly));
        assert!(error.to_string().contains("read-only"), "{error}");
        assert!(error.to_string().contains("chmod u+w"), "{error}");
        assert_eq!(
            fs::read_to_string(&path).unwrap(),
            "mine",
            "0444 written over"
        );
    }
    assert_eq!(names(&dir), ["keep.fen", "link.fen"]);
    let _ = fs::remove_dir_all(dir);
}

/// `call`'s answer within 10 s, else a failure naming the FIFO it blocked on;
/// the FIFO's other end is opened first so that the blocked call ends.
fn within_a_deadline(
    fifo: &Path,
    what: &str,
    other_end_reads: bool,
    call: impl FnOnce() -> io::Result<()> + Send + 'static,
) -> io::Result<()> {
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let _ = tx.send(call());
    });
    match rx.recv_timeout(std::time::Duration::from_secs(10)) {
        Ok(answer) => answer,
        Err(_) => {
            let mut other = OpenOptions::new();
            other.read(other_end_reads).write(!other_end_reads);
            std::os::unix::fs::OpenOptionsExt::custom_flags(&mut other, libc::O_NONBLOCK);
            let _unblock = other.open(fifo);
            panic!("the FIFO was {what} as a file: the call blocked for 10 s");
        }
    }
}

#[test]
fn a_fifo_is_refused_without_blocking() {
    let dir = temp_dir("fifo");
    let fifo = dir.join("fifo.fen");
    let made = std::process::Command::new("mkfifo").arg(&fifo).status();
    if !made.is_ok_and(|s| s.success()) {
        skip::skip("mkfifo is not available");
        return;
    }
    // Each call in a thread with a deadline: a writer or reader that opens
    // the FIFO as a file (the old one did) blocks until the other end opens,
    // and the test says so instead of hanging the run.
    let written = within_a_deadline(&fifo, "written", true, {
        let fifo = fifo.clone();
        move || write_file(&fifo, b"x")
    });
    let error = written.unwrap_err();
    assert_eq!(super::super::refusal_of(&error), Some(Refusal::NotRegular));
    let read = within_a_deadline(&fifo, "read", false, {
        let fifo = fifo.clone();
        move || super::super::read_regular(&fifo, 10).map(drop)
    });
    let error = read.unwrap_err();
    assert_eq!(super::super::refusal_of(&error), Some(Refusal::NotRegular));
    let error = super::super::read_regular(Path::new("/dev/zero"), 10).unwrap_err();
    assert_eq!(super::super::refusal_of(&error), Some(Refusal::NotRegular));
    assert_eq!(names(&dir), ["fifo.fen"]);
    let _ = fs::remove_dir_all(dir);
}

#[test]
fn a_streamed_write_keeps_every_rule_of_the_writer() {
    let dir = temp_dir("stream");
    fs::create_dir_all(dir.join("real")).unwrap();
    fs::write(dir.join("real/sheet.pdf"), "old").unwrap();
    symlink("real/sheet.pdf", dir.join("sheet.pdf")).unwrap();
    let mut calls = 0;
    write_file_with(&dir.join("sheet.pdf"), |out| {
        calls += 1;
        (0..1000).try_for_each(|n| writeln!(out, "page {n}"))
    })
    .unwrap();
    assert_eq!(calls, 1, "the content is made once");
    let written = fs::read_to_string(dir.join("real/sheet.pdf")).unwrap();
    assert!(written.starts_with("page 0\n") && written.ends_with("page 999\n"));
    assert!(
        fs::symlink_metadata(dir.join("sheet.pdf"))
            .unwrap()
            .file_type()
            .is_symlink()
    );
    // Failing halfway (the disk full, a page that cannot be drawn): the old
    // file stays whole and no temporary is left, for a plain file and for a
    // hard-linked one.
    fs::hard_link(dir.join("real/sheet.pdf"), dir.join("real/copy.pdf")).unwrap();
    for name in ["real/sheet.pdf", "real/other.pdf"] {
        let path = dir.join(name);
        if !path.exists() {
            fs::write(&path, "kept").unwrap();
        }
        let before = fs::read(&path).unwrap();
        let error = write_file_with(&path, |out| {
            out.write_all(&[b'x'; 100_000])?;
            Err(io::Error::from(io::ErrorKind::StorageFull))
        })
        .unwrap_err();
        assert_eq!(error.kind(), io::ErrorKind::StorageFull);
        assert_eq!(fs::read(&path).unwrap(), before, "{name}");
    }
    assert_eq!(
        names(&dir.join("real")),
        ["copy.pdf", "other.pdf", "sheet.pdf"]
    );
    // Streamed into a hard-linked file: both names see it, one inode.
    write_file_with(&dir.join("real/copy.pdf"), |out| out.write_all(b"both")).unwrap();
    assert_eq!(
        fs::read_to_string(dir.join("real/sheet.pdf")).unwrap(),
        "both"
    );
    let _ = fs::remove_dir_all(dir);
}

/// Another program writes the file while a (long) write is being made: its
/// file is kept, the write is refused in words, nothing is left behind.
#[test]
fn another_writer_meanwhile_is_not_written_over() {
    let dir = temp_dir("meanwhile");
    let other = |path: &Path| {
        let path = path.to_path_buf();
        move |out: &mut dyn Write| {
            out.write_all(b"mine")?;
            fs::write(&path, "theirs, longer")
        }
    };
    let linked = dir.join("linked.fen");
    fs::write(&linked, "old").unwrap();
    fs::hard_link(&linked, dir.join("twin.fen")).unwrap();
    for name in ["plain.fen", "new.fen", "linked.fen"] {
        let path = dir.join(name);
        if name == "plain.fen" {
            fs::write(&path, "old").unwrap();
        }
        let error = write_file_with(&path, other(&path)).unwrap_err();
        assert_eq!(
            super::super::refusal_of(&error),
            Some(Refusal::ChangedMeanwhile),
            "{name}: {error}"
        );
        assert_eq!(
            fs::read_to_string(&path).unwrap(),
            "theirs, longer",
            "{name}"
        );
    }
    assert_eq!(
        names(&dir),
        ["linked.fen", "new.fen", "plain.fen", "twin.fen"]
    );
    let _ = fs::remove_dir_all(dir);
}

/// The product's own state file is never written through a link planted at
/// its name: the link is replaced by a regular file, its target untouched;
/// a hard link there is split, its other name keeps the old bytes.
#[test]
fn a_state_file_is_never_written_through_a_link() {
    let dir = temp_dir("state-links");
    let victim = dir.join("victim");
    fs::write(&victim, "precious").unwrap();
    let session = dir.join("session-1-2-0.json");
    symlink(&victim, &session).unwrap();
    write_state(&session, b"{\"session\":1}").unwrap();
    assert_eq!(fs::read_to_string(&victim).unwrap(), "precious");
    let meta = fs::symlink_metadata(&session).unwrap();
    assert!(meta.is_file(), "the link is replaced by a regular file");
    assert_eq!(meta.permissions().mode() & 0o777, 0o600);
    assert_eq!(fs::read_to_string(&session).unwrap(), "{\"session\":1}");
    // A dangling link creates nothing at its target.
    let dangling = dir.join("session-1-3-0.json");
    symlink(dir.join("nowhere"), &dangling).unwrap();
    write_state(&dangling, b"{}").unwrap();
    assert!(!dir.join("nowhere").exists());
    // A hard link to the victim at a state name.
    let hard = dir.join("session-1-4-0.json");
    fs::hard_link(&victim, &hard).unwrap();
    write_state(&hard, b"{}").unwrap();
    assert_eq!(fs::read_to_string(&victim).unwrap(), "precious");
    assert_eq!(fs::read_to_string(&hard).unwrap(), "{}");
    let _ = fs::remove_dir_all(dir);
}

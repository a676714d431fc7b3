use super::*;
use crate::core::Position;
use crate::core::Variant;
use crate::tui::app::Snapshot;

/// A fresh directory for one test, removed when dropped.
struct TempDir(PathBuf);

impl TempDir {
    fn new(name: &str) -> TempDir {
        let dir = std::env::temp_dir().join(format!("fen-tui-store-{}-{name}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        TempDir(dir)
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.0);
    }
}

fn session(variant: Variant) -> SavedSession {
    SavedSession {
        current: Snapshot {
            position: Position::empty(variant),
            draft: Some("8/8 x".to_string()),
        },
        undo: Vec::new(),
        redo: Vec::new(),
        moves: None,
        ended_cleanly: false,
        saved_at: 5,
        pid: None,
    }
}

fn env<'a>(vars: &'a [(&str, &str)]) -> impl Fn(&str) -> Option<String> + 'a {
    move |name| {
        vars.iter()
            .find(|(n, _)| *n == name)
            .map(|(_, v)| v.to_string())
    }
}

#[test]
fn the_state_directory_follows_the_xdg_rule() {
    let both = [("XDG_STATE_HOME", "/s"), ("HOME", "/h")];
    assert_eq!(state_dir(env(&both)), Some(PathBuf::from("/s/fen-tui")));
    let home = [("HOME", "/h")];
    assert_eq!(
        state_dir(env(&home)),
        Some(PathBuf::from("/h/.local/state/fen-tui"))
    );
    // Relative or empty values are invalid and ignored.
    for bad in ["", "state"] {
        let vars = [("XDG_STATE_HOME", bad), ("HOME", "/h")];
        assert_eq!(
            state_dir(env(&vars)),
            Some(PathBuf::from("/h/.local/state/fen-tui"))
        );
    }
    assert_eq!(state_dir(env(&[("HOME", "rel")])), None);
    assert_eq!(state_dir(env(&[])), None);
}

#[test]
fn a_saved_session_loads_back_and_a_missing_one_is_none() {
    let dir = TempDir::new("roundtrip");
    let file = SessionFile::in_dir(&dir.0.join("deeper").join("fen-tui"));
    assert!(matches!(file.load(), Ok(None)));
    file.save(&session(Variant::Xiangqi)).unwrap();
    assert_eq!(file.load().unwrap(), Some(session(Variant::Xiangqi)));
    // Saving again replaces the whole file and leaves no temporary behind.
    file.save(&session(Variant::Chess)).unwrap();
    assert_eq!(file.load().unwrap(), Some(session(Variant::Chess)));
    let names: Vec<_> = fs::read_dir(file.path().parent().unwrap())
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(names, [file.path().file_name().unwrap()]);
}

#[test]
fn each_editor_has_a_file_of_its_own_and_sees_the_others() {
    let dir = TempDir::new("own");
    let (a, b) = (SessionFile::in_dir(&dir.0), SessionFile::in_dir(&dir.0));
    assert_ne!(a.path(), b.path());
    a.save(&session(Variant::Chess)).unwrap();
    b.save(&session(Variant::Xiangqi)).unwrap();
    // An older build's file is found too; temporaries and other files are not.
    fs::write(dir.0.join("session.json"), "x").unwrap();
    fs::write(dir.0.join(".session.json.1.tmp"), "x").unwrap();
    fs::write(dir.0.join("notes.json"), "x").unwrap();
    let others: Vec<PathBuf> = a.others().iter().map(|f| f.path().to_path_buf()).collect();
    assert_eq!(others.len(), 2, "{others:?}");
    assert!(others.contains(&b.path().to_path_buf()));
    assert!(others.contains(&dir.0.join("session.json")));
}

#[test]
fn a_fifo_or_a_link_under_a_session_name_is_not_read() {
    let dir = TempDir::new("fifo");
    let fifo = dir.0.join("session-1-2-3.json");
    let made = std::process::Command::new("mkfifo").arg(&fifo).status();
    if made.is_ok_and(|status| status.success()) {
        // Opening a FIFO to read would wait for a writer forever.
        assert!(matches!(
            SessionFile::at(fifo).load(),
            Err(LoadError::Io(_))
        ));
    }
    let link = dir.0.join("session-4-5-6.json");
    std::os::unix::fs::symlink("/etc/hostname", &link).unwrap();
    assert!(matches!(
        SessionFile::at(link).load(),
        Err(LoadError::Io(_))
    ));
}

#[test]
fn garbage_and_huge_files_are_errors_not_panics() {
    let dir = TempDir::new("garbage");
    let file = SessionFile::in_dir(&dir.0);
    fs::write(file.path(), b"\xff\xfe{not json").unwrap();
    assert!(matches!(
        file.load(),
        Err(LoadError::Io(_) | LoadError::Format(_))
    ));
    fs::write(
        file.path(),
        b"{\"format\":\"fen-tui-session\",\"version\":1}",
    )
    .unwrap();
    assert!(matches!(
        file.load(),
        Err(LoadError::Format(FormatError::BadField(_)))
    ));
    File::create(file.path())
        .unwrap()
        .set_len(MAX_FILE_BYTES + 1)
        .unwrap();
    assert!(matches!(file.load(), Err(LoadError::TooLarge)));
}

#[test]
fn a_read_only_directory_keeps_the_old_file_whole() {
    use std::os::unix::fs::PermissionsExt;
    let dir = TempDir::new("readonly");
    let path = dir.0.join("session.json");
    fs::write(&path, "good").unwrap();
    fs::set_permissions(&dir.0, fs::Permissions::from_mode(0o555)).unwrap();
    let result = write_state(&path, b"new contents");
    let after = fs::read_to_string(&path).unwrap();
    let entries = fs::read_dir(&dir.0).unwrap().count();
    fs::set_permissions(&dir.0, fs::Permissions::from_mode(0o755)).unwrap();
    // Root may write anyway; then the file is wholly new. Either way never a
    // mix, and never a temporary left in the directory.
    match result {
        Err(error) => {
            assert_eq!(error.kind(), io::ErrorKind::PermissionDenied, "{error}");
            assert_eq!(after, "good");
        }
        Ok(()) => assert_eq!(after, "new contents"),
    }
    assert_eq!(entries, 1);
}

#[test]
fn only_another_running_fen_tui_owns_a_session() {
    // This process is the test runner, not an editor; and it is never "another".
    assert!(!is_editor_running(std::process::id()));
    // The parent (cargo, a shell) is running but is not fen-tui.
    assert!(!is_editor_running(std::os::unix::process::parent_id()));
    assert!(!is_editor_running(u32::MAX));
    // A program whose name is fen-tui, running: it owns its session; once it
    // has died (a zombie, then reaped) it owns nothing.
    let dir = TempDir::new("running");
    let editor = dir.0.join("fen-tui");
    fs::copy("/bin/sleep", &editor).unwrap();
    let mut child = std::process::Command::new(&editor)
        .arg("30")
        .spawn()
        .unwrap();
    let pid = child.id();
    // The name is in /proc once exec has happened.
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(20);
    while !is_editor_running(pid) && std::time::Instant::now() < deadline {
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    let was_running = is_editor_running(pid);
    child.kill().unwrap();
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(20);
    while is_editor_running(pid) && std::time::Instant::now() < deadline {
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    let zombie_running = is_editor_running(pid);
    child.wait().unwrap();
    assert!(was_running, "a running fen-tui not seen");
    assert!(!zombie_running, "a dead fen-tui still owns its session");
    assert!(!is_editor_running(pid));
}

#[test]
fn temporaries_left_by_a_killed_writer_are_removed_fresh_ones_kept() {
    let dir = TempDir::new("stale");
    let file = SessionFile::in_dir(&dir.0);
    let old = dir.0.join(".session.json.77.tmp");
    let fresh = dir.0.join(".session.json.78.tmp");
    let other = dir.0.join("notes.tmp");
    for path in [&old, &fresh, &other] {
        fs::write(path, "x").unwrap();
    }
    let long_ago = std::time::SystemTime::now() - std::time::Duration::from_secs(3600);
    for path in [&old, &other] {
        File::options()
            .write(true)
            .open(path)
            .unwrap()
            .set_modified(long_ago)
            .unwrap();
    }
    file.remove_stale_temporaries();
    assert!(!old.exists());
    // Perhaps another editor writing right now; and not ours at all.
    assert!(fresh.exists());
    assert!(other.exists());
}

#[test]
fn a_directory_that_cannot_be_made_is_an_error() {
    // A directory inside a regular file cannot be made, not even by root.
    let file = SessionFile::in_dir(Path::new("/dev/null/fen-tui"));
    assert!(file.save(&session(Variant::Chess)).is_err());
    assert!(matches!(file.load(), Err(LoadError::Io(_))));
}

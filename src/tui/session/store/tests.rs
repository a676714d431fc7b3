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
    assert_eq!(names, ["session.json"]);
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

/// The good file, then a failed write: the good file must be untouched.
fn assert_failed_write_keeps(dir: &Path, block_temp: impl FnOnce(&Path)) -> io::Error {
    let path = dir.join("session.json");
    fs::write(&path, "good").unwrap();
    let temp = dir.join(format!(".session.json.{}.tmp", std::process::id()));
    block_temp(&temp);
    let error = write_atomically(&path, b"new contents").unwrap_err();
    assert_eq!(fs::read_to_string(&path).unwrap(), "good");
    error
}

#[test]
fn a_full_disk_leaves_the_old_file_and_no_temporary() {
    let dir = TempDir::new("full");
    // The temporary lands on /dev/full, which refuses every write with ENOSPC.
    let error = assert_failed_write_keeps(&dir.0, |temp| {
        std::os::unix::fs::symlink("/dev/full", temp).unwrap();
    });
    assert_eq!(error.kind(), io::ErrorKind::StorageFull, "{error}");
    let temp = dir
        .0
        .join(format!(".session.json.{}.tmp", std::process::id()));
    assert!(fs::symlink_metadata(temp).is_err(), "temporary left behind");
}

#[test]
fn a_temporary_that_cannot_be_created_leaves_the_old_file() {
    let dir = TempDir::new("blocked");
    assert_failed_write_keeps(&dir.0, |temp| fs::create_dir(temp).unwrap());
}

#[test]
fn a_read_only_directory_keeps_the_old_file_whole() {
    use std::os::unix::fs::PermissionsExt;
    let dir = TempDir::new("readonly");
    let path = dir.0.join("session.json");
    fs::write(&path, "good").unwrap();
    fs::set_permissions(&dir.0, fs::Permissions::from_mode(0o555)).unwrap();
    let result = write_atomically(&path, b"new contents");
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

use super::*;

fn autosave() -> Autosave {
    // A directory inside a file cannot be made, not even by root.
    Autosave::new(
        Some(SessionFile::in_dir(std::path::Path::new(
            "/dev/null/fen-tui",
        ))),
        0,
    )
}

#[test]
fn nothing_changed_means_block_forever() {
    assert_eq!(autosave().wait(0, Instant::now()), None);
}

#[test]
fn without_a_state_directory_nothing_is_ever_due() {
    assert_eq!(Autosave::new(None, 0).wait(5, Instant::now()), None);
}

#[test]
fn the_first_change_is_due_at_once_and_later_ones_a_second_after_the_last_write() {
    let mut saver = autosave();
    let start = Instant::now();
    assert_eq!(saver.wait(1, start), Some(Duration::ZERO));
    // The write fails (no such directory), but it counts as the last write.
    let outcome = saver.write(session(), 1, start);
    assert!(matches!(outcome, SaveOutcome::Failed(_)), "{outcome:?}");
    assert_eq!(saver.wait(1, start), None);
    let soon = start + Duration::from_millis(300);
    assert_eq!(saver.wait(2, soon), Some(Duration::from_millis(700)));
    assert_eq!(saver.wait(2, start + INTERVAL * 2), Some(Duration::ZERO));
}

fn session() -> SavedSession {
    SavedSession {
        current: crate::tui::app::Snapshot {
            position: crate::core::Position::empty(crate::core::Variant::Chess),
            draft: None,
        },
        undo: Vec::new(),
        redo: Vec::new(),
        moves: None,
        ended_cleanly: false,
        saved_at: 0,
        pid: None,
    }
}

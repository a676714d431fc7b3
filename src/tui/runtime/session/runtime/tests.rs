use super::*;
use crate::core::fen::{ReadOptions, read_fen};
use crate::tui::action::{Action, SessionAction};
use crate::tui::app::Notice;
use crate::tui::runtime::session::unix_seconds;
use std::path::PathBuf;

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const SAVED: &str = "4k3/8/8/8/8/8/8/4K3 w - - 0 1";

fn app(fen: &str) -> App {
    App::new(read_fen(fen, ReadOptions::strict()).unwrap().position)
}

fn app_position(fen: &str) -> crate::core::Position {
    *app(fen).position()
}

/// A state directory holding a session file written by `ended_cleanly`.
fn state(name: &str, ended_cleanly: Option<bool>) -> (PathBuf, SessionFile) {
    let dir = std::env::temp_dir().join(format!("fen-tui-open-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let file = SessionFile::in_dir(&dir);
    if let Some(ended_cleanly) = ended_cleanly {
        let mut saved = app(SAVED).session();
        saved.ended_cleanly = ended_cleanly;
        file.save(&saved).unwrap();
    }
    (dir, file)
}

fn opened(name: &str, ended_cleanly: Option<bool>, resume: bool) -> (App, Autosave) {
    let (dir, _) = state(name, ended_cleanly);
    let mut app = app(START);
    let autosave = open(&mut app, Some(SessionFile::in_dir(&dir)), resume);
    let _ = std::fs::remove_dir_all(dir);
    (app, autosave)
}

#[test]
fn an_unfinished_session_is_offered_and_a_finished_one_is_not() {
    let (app, autosave) = opened("unfinished", Some(false), false);
    assert_eq!(
        app.session_offer().unwrap().current.position,
        app_position(SAVED)
    );
    assert_eq!(app.fen(), START);
    assert_eq!(autosave.wait(app.revision(), Instant::now()), None);

    let (app, _) = opened("finished", Some(true), false);
    assert!(app.session_offer().is_none());
    assert_eq!(app.notice(), &Notice::Welcome);
    let (app, _) = opened("none", None, false);
    assert!(app.session_offer().is_none());
    assert_eq!(app.notice(), &Notice::Welcome);
}

#[test]
fn resume_restores_any_saved_session_and_writes_it_at_once() {
    for ended_cleanly in [false, true] {
        let (app, autosave) = opened("resume", Some(ended_cleanly), true);
        assert!(app.session_offer().is_none());
        assert_eq!(app.fen(), SAVED);
        assert_eq!(app.notice(), &Notice::SessionRestored);
        let now = Instant::now();
        assert_eq!(
            autosave.wait(app.revision(), now),
            Some(std::time::Duration::ZERO)
        );
    }
    let (app, _) = opened("resume-none", None, true);
    assert_eq!(app.fen(), START);
    assert_eq!(app.notice(), &Notice::NothingToResume);
}

#[test]
fn a_damaged_file_is_a_note() {
    let (dir, _) = state("damaged", None);
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(
        dir.join("session.json"),
        "{\"format\":\"fen-tui-session\",\"version\":9}",
    )
    .unwrap();
    let mut app = app(START);
    open(&mut app, Some(SessionFile::in_dir(&dir)), false);
    let _ = std::fs::remove_dir_all(dir);
    assert_eq!(
        app.notice(),
        &Notice::SessionUnreadable {
            code: "session-newer",
            detail: "9".to_string()
        }
    );
    assert_eq!(app.fen(), START);
}

#[test]
fn a_damaged_file_is_said_once_set_aside_and_never_blocks_a_later_start() {
    let (dir, _) = state("set-aside", None);
    std::fs::create_dir_all(&dir).unwrap();
    let damaged = dir.join("session-1-2-0.json");
    std::fs::write(
        &damaged,
        "{\"format\":\"fen-tui-session\",\"version\":1,\"cu",
    )
    .unwrap();
    let mut first = app(START);
    open(&mut first, Some(SessionFile::in_dir(&dir)), false);
    let Notice::SessionUnreadable { code, detail } = first.notice().clone() else {
        panic!("{:?}", first.notice());
    };
    assert_eq!(code, "session-set-aside");
    assert!(detail.contains("session-1-2-0.json.damaged-"), "{detail}");
    assert!(!damaged.exists());
    assert!(std::path::Path::new(&detail).exists(), "kept aside");
    // The next start finds nothing to say.
    let mut again = app(START);
    let before = again.notice().clone();
    open(&mut again, Some(SessionFile::in_dir(&dir)), false);
    let _ = std::fs::remove_dir_all(dir);
    assert_eq!(again.notice(), &before);
}

/// Three sessions in one directory: two killed (`SAVED`, then `OTHER`, the
/// newer) and a file from a newer version.
fn crowded(name: &str) -> PathBuf {
    let (dir, older) = state(name, Some(false));
    let newer = SessionFile::in_dir(&dir);
    let mut saved = app(OTHER).session();
    saved.saved_at = unix_seconds() + 10;
    newer.save(&saved).unwrap();
    let _ = older;
    std::fs::write(dir.join("session.json"), NEWER_FILE).unwrap();
    dir
}

const OTHER: &str = "8/8/8/8/8/8/8/K6k w - - 0 1";
const NEWER_FILE: &str = "{\"format\":\"fen-tui-session\",\"version\":9,\"more\":1}";

fn session_files(dir: &std::path::Path) -> Vec<String> {
    std::fs::read_dir(dir)
        .unwrap()
        .map(|e| std::fs::read_to_string(e.unwrap().path()).unwrap())
        .collect()
}

#[test]
fn every_unfinished_session_is_offered_in_turn_and_a_newer_file_survives() {
    let dir = crowded("crowded");
    let mut app = app(START);
    let mut autosave = open(&mut app, Some(SessionFile::in_dir(&dir)), false);
    // The newest first; discarding it offers the next.
    assert_eq!(
        app.session_offer().unwrap().current.position,
        app_position(OTHER)
    );
    // The prompt says which of the two it offers.
    let place = |number| crate::tui::runtime::session::OfferPlace { number, count: 2 };
    assert_eq!(app.offer_place, place(1));
    app.update(Action::Session(SessionAction::Discard));
    assert!(save_now(&mut app, &mut autosave));
    assert_eq!(
        app.session_offer().unwrap().current.position,
        app_position(SAVED)
    );
    assert_eq!(app.offer_place, place(2));
    // Restoring it: its file goes once this editor has saved it.
    app.update(Action::Session(SessionAction::Restore));
    assert_eq!(app.fen(), SAVED);
    save_now(&mut app, &mut autosave);
    autosave.finish(app.session()).unwrap();
    let files = session_files(&dir);
    assert_eq!(files.len(), 3, "{files:?}");
    assert!(
        files.contains(&NEWER_FILE.to_string()),
        "the newer file is kept as it was"
    );
    let ours = std::fs::read_to_string(autosave.file().unwrap().path()).unwrap();
    assert!(
        ours.contains(SAVED) && ours.contains("\"ended_cleanly\":true"),
        "{ours}"
    );
    // The discarded one is kept, finished, for --resume.
    assert!(
        files
            .iter()
            .any(|f| f.contains(OTHER) && f.contains("\"ended_cleanly\":true"))
    );
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn resume_takes_the_newest_session_over() {
    let dir = crowded("resume-newest");
    let mut app = app(START);
    let mut autosave = open(&mut app, Some(SessionFile::in_dir(&dir)), true);
    assert_eq!(app.fen(), OTHER);
    save_now(&mut app, &mut autosave);
    let files = session_files(&dir);
    // OTHER now lives in this editor's file; SAVED and the newer file stay.
    assert_eq!(files.len(), 3, "{files:?}");
    assert_eq!(files.iter().filter(|f| f.contains(OTHER)).count(), 1);
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn the_last_words_are_the_unwritten_change() {
    let (dir, _) = state("last-words", None);
    let mut app = app(START);
    let autosave = open(&mut app, Some(SessionFile::in_dir(&dir)), false);
    let last_words = autosave.last_words();
    app.update(Action::EmptyBoard);
    assert_eq!(wait(&app, &autosave), Some(Duration::ZERO));
    // What a signal handler does before the process ends.
    last_words.flush();
    let saved = std::fs::read_to_string(autosave.file().unwrap().path()).unwrap();
    assert!(saved.contains("8/8/8/8/8/8/8/8 w") && saved.contains("\"ended_cleanly\":false"));
    let _ = std::fs::remove_dir_all(dir);
}

//! The runtime's side of the session: at start, read the file and restore,
//! offer or explain; while editing, write it and report a failure.

use super::{Autosave, FormatError, LoadError, SaveOutcome, SessionFile, is_editor_running};
use crate::tui::action::{Action, SessionAction};
use crate::tui::app::App;
use std::time::Instant;

/// Read the last session at start: restore it (`resume`), offer it when it
/// did not end with a quit, or say on the status line why it is ignored.
pub fn open(app: &mut App, file: Option<SessionFile>, resume: bool) -> Autosave {
    let revision_before = app.revision();
    if let Some(file) = &file {
        file.remove_stale_temporaries();
    }
    let found = file.as_ref().map(SessionFile::load);
    // Another editor is working on that session: leave it and its file alone.
    if let Some(Ok(Some(saved))) = &found
        && let Some(pid) = saved
            .pid
            .filter(|pid| !saved.ended_cleanly && is_editor_running(*pid))
    {
        app.update(Action::Session(SessionAction::InUse(pid)));
        return Autosave::new(None, app.revision());
    }
    let answer = match found {
        Some(Ok(Some(saved))) if resume => Some(SessionAction::Resume(Box::new(saved))),
        Some(Ok(Some(saved))) if !saved.ended_cleanly => {
            Some(SessionAction::Offer(Box::new(saved)))
        }
        Some(Ok(_)) => None,
        Some(Err(error)) => Some(unreadable(&error)),
        None => None,
    };
    let answer = match answer {
        None if resume => Some(SessionAction::NothingToResume),
        other => other,
    };
    if let Some(answer) = answer {
        app.update(Action::Session(answer));
    }
    // A resumed session is written at once, under this editor's process id.
    let revision = if resume {
        revision_before
    } else {
        app.revision()
    };
    Autosave::new(file, revision)
}

fn unreadable(error: &LoadError) -> SessionAction {
    let (code, detail) = match error {
        LoadError::Io(error) => ("session-unreadable", error.to_string()),
        LoadError::TooLarge => ("session-too-large", String::new()),
        LoadError::Format(FormatError::NotASession) => ("session-corrupt", String::new()),
        LoadError::Format(FormatError::BadField(field)) => ("session-corrupt", field.to_string()),
        LoadError::Format(FormatError::NewerVersion(version)) => {
            ("session-newer", version.to_string())
        }
    };
    SessionAction::Unreadable { code, detail }
}

/// Write the session now. True when the status line has news (a failure).
pub fn save_now(app: &mut App, autosave: &mut Autosave) -> bool {
    match autosave.write(app.session(), app.revision(), Instant::now()) {
        SaveOutcome::Failed(error) => {
            let failed = SessionAction::NotSaved(error.to_string());
            app.update(Action::Session(failed));
            true
        }
        SaveOutcome::Saved => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::fen::{ReadOptions, read_fen};
    use crate::tui::app::Notice;
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
        let (dir, file) = state(name, ended_cleanly);
        let mut app = app(START);
        let autosave = open(&mut app, Some(file), resume);
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
        let (dir, file) = state("damaged", None);
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(
            file.path(),
            "{\"format\":\"fen-tui-session\",\"version\":9}",
        )
        .unwrap();
        let mut app = app(START);
        open(&mut app, Some(file), false);
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
}

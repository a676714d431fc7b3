//! The runtime's side of the session: at start, find the other editors'
//! sessions and restore, offer or explain; while editing, keep the unwritten
//! change for the signal handler, write it when due and report a failure, and
//! carry out the answers to the restore prompt.

use super::offers::{Answer, Offers, Scan};
use super::{Autosave, FormatError, LoadError, SaveOutcome, SessionFile};
use crate::tui::app::App;
use crate::tui::news::{News, SessionNews};
use std::time::{Duration, Instant};

/// Read the sessions at start: restore the newest (`resume`), offer the
/// unfinished ones, or say on the status line why there is nothing to offer.
/// `file` is this editor's own file, in the state directory.
pub fn open(app: &mut App, file: Option<SessionFile>, resume: bool) -> Autosave {
    let revision_before = app.revision();
    let Some(file) = file else {
        if resume {
            app.hear(News::Session(SessionNews::NothingToResume));
        }
        return Autosave::new(None, revision_before);
    };
    file.remove_stale_temporaries();
    let mut scan = Scan::of(&file);
    scan.remove_old_finished();
    let unreadable = scan.unreadable.take();
    let set_aside = scan.set_aside.take();
    let running = scan.running;
    let (answer, offers) = if resume {
        match scan.take_newest() {
            Some(found) => (
                Some(SessionNews::Resume(Box::new(found.saved))),
                Offers::adopting(found.file),
            ),
            None => (Some(SessionNews::NothingToResume), Offers::default()),
        }
    } else {
        let offers = Offers::new(scan.unfinished);
        let answer = match (offers.current(), &unreadable, running) {
            (Some(saved), _, _) => {
                Some(SessionNews::Offer(Box::new(saved.clone()), offers.place()))
            }
            (None, Some(error), _) => Some(match set_aside {
                Some(name) => SessionNews::Unreadable {
                    code: "session-set-aside",
                    detail: name,
                },
                None => unreadable_note(error),
            }),
            (None, None, Some(pid)) => Some(SessionNews::InUse(pid)),
            (None, None, None) => None,
        };
        (answer, offers)
    };
    if let Some(answer) = answer {
        app.hear(News::Session(answer));
    }
    // A resumed session is written at once, under this editor's own file.
    let revision = if resume {
        revision_before
    } else {
        app.revision()
    };
    let mut autosave = Autosave::new(Some(file), revision);
    autosave.offers = offers;
    autosave
}

fn unreadable_note(error: &LoadError) -> SessionNews {
    let (code, detail) = match error {
        LoadError::Io(error) => ("session-unreadable", error.to_string()),
        LoadError::TooLarge => ("session-too-large", String::new()),
        LoadError::Format(FormatError::NotASession) => ("session-corrupt", String::new()),
        LoadError::Format(FormatError::BadField(field)) => ("session-corrupt", field.to_string()),
        LoadError::Format(FormatError::NewerVersion(version)) => {
            ("session-newer", version.to_string())
        }
    };
    SessionNews::Unreadable { code, detail }
}

/// How long the loop may wait for input before a write is due; also keeps
/// the unwritten change where the signal handler finds it.
pub fn wait(app: &App, autosave: &Autosave) -> Option<Duration> {
    autosave.keep_unwritten(app.revision(), || app.session());
    autosave.wait(app.revision(), Instant::now())
}

/// Carry out an answer to the restore prompt: the next unfinished session is
/// offered at once, so the keys typed after the answer go to its prompt, not
/// to the board. True when the prompt has news.
pub fn follow_up(app: &mut App, autosave: &mut Autosave) -> bool {
    if autosave.offers.current().is_none() || app.session_offer().is_some() {
        return false;
    }
    // Asked of the app, not read from the status line: a file named on the
    // command line opens right after the answer and says so there.
    let answer = if app.restored {
        Answer::Restored
    } else {
        Answer::Discarded
    };
    let Some(next) = autosave.offers.answered(answer) else {
        return false;
    };
    let place = autosave.offers.place();
    app.hear(News::Session(SessionNews::Offer(Box::new(next), place)));
    true
}

/// Write the session now, after carrying out an answer to the prompt. True
/// when the status line or the prompt has news.
pub fn save_now(app: &mut App, autosave: &mut Autosave) -> bool {
    let news = follow_up(app, autosave);
    match autosave.write(app.session(), app.revision(), Instant::now()) {
        SaveOutcome::Failed(error) => {
            let failed = SessionNews::NotSaved(crate::files::Reason::of(&error));
            app.hear(News::Session(failed));
            true
        }
        SaveOutcome::Saved => {
            autosave.offers.saved_here();
            news
        }
    }
}

#[cfg(test)]
mod tests;

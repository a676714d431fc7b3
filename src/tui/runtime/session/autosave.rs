//! When the runtime writes the session. The loop blocks on input and has no
//! ticks, so the autosave tells it how long it may block: forever when
//! everything is written, else until the pending change is due. A change is
//! written at once when the last write is older than `INTERVAL`, so typing
//! fast costs at most one write a second. The change not yet written is also
//! kept for [`LastWords`], which a signal handler flushes before the process
//! exits, so an edit made just before SIGTERM or SIGHUP is not lost.

use super::offers::Offers;
use super::store::unix_seconds;
use super::{SavedSession, SessionFile};
use std::io;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

/// The most often the file is written while the user types.
pub const INTERVAL: Duration = Duration::from_secs(1);

/// What a write did, for the status line. Every failure is news: writes come
/// only after changes, at most one a second, so the message is what the user
/// sees once they stop typing.
#[derive(Debug)]
pub enum SaveOutcome {
    Saved,
    Failed(io::Error),
}

#[derive(Debug)]
pub struct Autosave {
    /// `None`: no state directory (no home), so nothing is ever written.
    file: Option<SessionFile>,
    /// The app's revision last written, or tried.
    written: u64,
    last_write: Option<Instant>,
    /// The sessions of other editors offered at start, and what became of them.
    pub(crate) offers: Offers,
    /// The change not written yet, for a signal handler to flush.
    last_words: LastWords,
}

/// The newest unwritten session, shared with the thread that handles
/// signals: [`LastWords::flush`] writes it as an unfinished session.
#[derive(Clone, Debug, Default)]
pub struct LastWords {
    file: Option<SessionFile>,
    pending: Arc<Mutex<Option<(u64, SavedSession)>>>,
}

impl LastWords {
    /// Write the change not yet written, if any (from a signal handler).
    pub fn flush(&self) {
        let pending = self
            .pending
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .take();
        if let (Some(file), Some((_, session))) = (&self.file, pending) {
            let _ = file.save(&stamped(session, false));
        }
    }

    fn keep(&self, revision: u64, session: SavedSession) {
        *self.pending.lock().unwrap_or_else(PoisonError::into_inner) = Some((revision, session));
    }

    fn kept_revision(&self) -> Option<u64> {
        let pending = self.pending.lock().unwrap_or_else(PoisonError::into_inner);
        pending.as_ref().map(|(revision, _)| *revision)
    }

    /// Forget what is written by now (`revision` or older).
    fn written(&self, revision: u64) {
        let mut pending = self.pending.lock().unwrap_or_else(PoisonError::into_inner);
        if pending.as_ref().is_some_and(|(kept, _)| *kept <= revision) {
            *pending = None;
        }
    }
}

impl Autosave {
    /// `revision`: the app's revision at start, which needs no write.
    pub fn new(file: Option<SessionFile>, revision: u64) -> Autosave {
        Autosave {
            last_words: LastWords {
                file: file.clone(),
                pending: Arc::default(),
            },
            file,
            written: revision,
            last_write: None,
            offers: Offers::default(),
        }
    }

    pub fn file(&self) -> Option<&SessionFile> {
        self.file.as_ref()
    }

    /// What a signal handler flushes before the process ends.
    pub fn last_words(&self) -> LastWords {
        self.last_words.clone()
    }

    /// How long the loop may wait for input before writing: `None` when there
    /// is nothing to write, zero when the write is due now.
    pub fn wait(&self, revision: u64, now: Instant) -> Option<Duration> {
        if self.file.is_none() || revision == self.written {
            return None;
        }
        let due = self.last_write.map_or(now, |last| last + INTERVAL);
        Some(due.saturating_duration_since(now))
    }

    /// Keep the session at `revision` for the signal handler, unless it is
    /// written or kept already (`session` is built only then).
    pub fn keep_unwritten(&self, revision: u64, session: impl FnOnce() -> SavedSession) {
        let unwritten = self.file.is_some() && revision != self.written;
        if unwritten && self.last_words.kept_revision() != Some(revision) {
            self.last_words.keep(revision, session());
        }
    }

    /// Write the session as it is at `revision`.
    pub fn write(&mut self, session: SavedSession, revision: u64, now: Instant) -> SaveOutcome {
        self.written = revision;
        self.last_write = Some(now);
        match self.save(session, false) {
            Ok(()) => {
                self.last_words.written(revision);
                SaveOutcome::Saved
            }
            Err(error) => SaveOutcome::Failed(error),
        }
    }

    /// A clean quit: write the session marked as ended cleanly, so the next
    /// start does not offer it (though `--resume` still can).
    pub fn finish(&mut self, session: SavedSession) -> io::Result<()> {
        self.save(session, true)
    }

    fn save(&self, session: SavedSession, ended_cleanly: bool) -> io::Result<()> {
        let Some(file) = &self.file else {
            return Ok(());
        };
        file.save(&stamped(session, ended_cleanly))
    }
}

/// The session as this editor writes it: how it ended, when, by which process.
fn stamped(mut session: SavedSession, ended_cleanly: bool) -> SavedSession {
    session.ended_cleanly = ended_cleanly;
    session.saved_at = unix_seconds();
    session.pid = Some(std::process::id());
    session
}

#[cfg(test)]
mod tests;

//! When the runtime writes the session. The loop blocks on input and has no
//! ticks, so the autosave tells it how long it may block: forever when
//! everything is written, else until the pending change is due. A change is
//! written at once when the last write is older than `INTERVAL`, so typing
//! fast costs at most one write a second.

use super::{SavedSession, SessionFile};
use std::io;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

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
}

impl Autosave {
    /// `revision`: the app's revision at start, which needs no write.
    pub fn new(file: Option<SessionFile>, revision: u64) -> Autosave {
        Autosave {
            file,
            written: revision,
            last_write: None,
        }
    }

    pub fn file(&self) -> Option<&SessionFile> {
        self.file.as_ref()
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

    /// Write the session as it is at `revision`.
    pub fn write(&mut self, session: SavedSession, revision: u64, now: Instant) -> SaveOutcome {
        self.written = revision;
        self.last_write = Some(now);
        match self.save(session, false) {
            Ok(()) => SaveOutcome::Saved,
            Err(error) => SaveOutcome::Failed(error),
        }
    }

    /// A clean quit: write the session marked as ended cleanly, so the next
    /// start does not offer it (though `--resume` still can).
    pub fn finish(&mut self, session: SavedSession) -> io::Result<()> {
        self.save(session, true)
    }

    fn save(&self, mut session: SavedSession, ended_cleanly: bool) -> io::Result<()> {
        let Some(file) = &self.file else {
            return Ok(());
        };
        session.ended_cleanly = ended_cleanly;
        session.saved_at = unix_seconds();
        session.pid = Some(std::process::id());
        file.save(&session)
    }
}

pub fn unix_seconds() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |since| since.as_secs())
}

#[cfg(test)]
mod tests {
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
}

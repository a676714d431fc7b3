//! The sessions found at start in the other editors' files: the unfinished
//! ones (killed, hung up, crashed) to offer one after another, the newest one
//! for `--resume`, and what to do with a file once its session is answered.
//! Files of editors still running, damaged files and files of a newer version
//! are left exactly as they are.

use super::{LoadError, SavedSession, SessionFile, is_editor_running};
use std::collections::VecDeque;

/// A session found in another editor's file.
#[derive(Debug)]
pub struct Found {
    pub file: SessionFile,
    pub saved: SavedSession,
    /// When the file was last written, finer than `saved_at` (seconds).
    modified: Option<std::time::SystemTime>,
}

impl Found {
    fn new(file: SessionFile, saved: SavedSession) -> Found {
        let modified = std::fs::symlink_metadata(file.path())
            .and_then(|meta| meta.modified())
            .ok();
        Found {
            file,
            saved,
            modified,
        }
    }

    /// Newer sessions sort greater.
    fn age_key(&self) -> (u64, Option<std::time::SystemTime>) {
        (self.saved.saved_at, self.modified)
    }
}

/// What the state directory holds besides this editor's own file.
#[derive(Debug, Default)]
pub struct Scan {
    /// Did not end with a quit and nobody runs them: newest first.
    pub unfinished: Vec<Found>,
    /// Ended with a quit: newest first.
    pub finished: Vec<Found>,
    /// The first file that could not be used, and why.
    pub unreadable: Option<LoadError>,
    /// The name a damaged session file was given, set aside so that it is
    /// told once and never read again.
    pub set_aside: Option<String>,
    /// Another editor that is running now.
    pub running: Option<u32>,
}

/// A file this build will never read: not a session, a bad field, too
/// large. A newer version's file is kept for that version, and a file that
/// could not be opened (permissions) may read another time.
fn is_damaged(error: &LoadError) -> bool {
    matches!(
        error,
        LoadError::TooLarge
            | LoadError::Format(super::FormatError::NotASession | super::FormatError::BadField(_))
    )
}

impl Scan {
    pub fn of(file: &SessionFile) -> Scan {
        let mut scan = Scan::default();
        for other in file.others() {
            match other.load() {
                Ok(Some(saved)) if saved.ended_cleanly => {
                    scan.finished.push(Found::new(other, saved));
                }
                Ok(Some(saved)) => match saved.pid.filter(|pid| is_editor_running(*pid)) {
                    Some(pid) => scan.running = Some(pid),
                    None => scan.unfinished.push(Found::new(other, saved)),
                },
                Ok(None) => {}
                Err(error) => {
                    if is_damaged(&error)
                        && let Ok(name) = other.set_aside()
                    {
                        scan.set_aside.get_or_insert(name);
                    }
                    scan.unreadable.get_or_insert(error);
                }
            }
        }
        let newest_first = |a: &Found, b: &Found| b.age_key().cmp(&a.age_key());
        scan.unfinished.sort_by(newest_first);
        scan.finished.sort_by(newest_first);
        scan
    }

    /// Only the newest finished session is worth keeping (for `--resume`).
    pub fn remove_old_finished(&mut self) {
        let old = self.finished.len().min(1);
        for old in self.finished.drain(old..) {
            let _ = old.file.remove();
        }
    }

    /// The newest session of all, finished or not (`--resume`).
    pub fn take_newest(mut self) -> Option<Found> {
        let candidates = self.unfinished.drain(..).chain(self.finished.drain(..));
        candidates.max_by_key(Found::age_key)
    }
}

/// The unfinished sessions still to be answered, the one on offer first, and
/// the file of a restored session, removed once this editor has saved it.
#[derive(Debug, Default)]
pub struct Offers {
    queue: VecDeque<Found>,
    adopted: Option<SessionFile>,
    /// How many were found at start, to say "1 of 3".
    found: usize,
}

/// Which of the unfinished sessions found at start is on offer: `number` of
/// `count`, newest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OfferPlace {
    pub number: usize,
    pub count: usize,
}

impl OfferPlace {
    /// The only session on offer.
    pub const ONLY: OfferPlace = OfferPlace {
        number: 1,
        count: 1,
    };

    /// How many are still to be offered after this one.
    pub fn later(self) -> usize {
        self.count.saturating_sub(self.number)
    }
}

/// How the prompt was answered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answer {
    Restored,
    Discarded,
}

impl Offers {
    pub fn new(queue: Vec<Found>) -> Offers {
        Offers {
            found: queue.len(),
            queue: queue.into(),
            adopted: None,
        }
    }

    /// A session taken over as a whole (`--resume`).
    pub fn adopting(file: SessionFile) -> Offers {
        Offers {
            queue: VecDeque::new(),
            adopted: Some(file),
            found: 0,
        }
    }

    /// The session on offer now.
    pub fn current(&self) -> Option<&SavedSession> {
        self.queue.front().map(|found| &found.saved)
    }

    /// Which of those found the one on offer now is.
    pub fn place(&self) -> OfferPlace {
        OfferPlace {
            number: (self.found + 1).saturating_sub(self.queue.len()).max(1),
            count: self.found.max(1),
        }
    }

    /// The prompt was answered. Restored: this editor now carries that
    /// session (its file goes once saved here), and the others wait for the
    /// next start. Discarded: the file is marked finished (so `--resume` can
    /// still bring it back) and the next session, if any, is returned to offer.
    pub fn answered(&mut self, answer: Answer) -> Option<SavedSession> {
        let found = self.queue.pop_front()?;
        match answer {
            Answer::Restored => {
                self.adopted = Some(found.file);
                self.queue.clear();
                None
            }
            Answer::Discarded => {
                let mut saved = found.saved;
                saved.ended_cleanly = true;
                let _ = found.file.save(&saved);
                self.current().cloned()
            }
        }
    }

    /// This editor's file was written: a session it restored lives there now.
    pub fn saved_here(&mut self) {
        if let Some(adopted) = self.adopted.take() {
            let _ = adopted.remove();
        }
    }
}

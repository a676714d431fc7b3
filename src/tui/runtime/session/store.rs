//! Where the session files live: the XDG state directory, one file per
//! running editor (`session-<pid>-<time>.json`, so two editors never write
//! the same file), found again at the next start; `session.json` is the name
//! older builds used and is read like the others. Writes go through `crate::files`.

use super::SavedSession;
use super::format::{FormatError, decode, encode};
use crate::files::{TEMP_SUFFIX, create_private_dir, write_state};
use std::fs::{self, File};
use std::io::{self, Read};
use std::path::{Path, PathBuf};

/// A session file is a few hundred kilobytes at most; anything far bigger is
/// not ours and is not read into memory.
const MAX_FILE_BYTES: u64 = 16 * 1024 * 1024;

/// A temporary this old was left by an editor killed while writing.
const STALE_AFTER: std::time::Duration = std::time::Duration::from_secs(60);

/// Now, in seconds since 1970 (0 if the clock is before it): when a session
/// was saved.
pub fn unix_seconds() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |since| since.as_secs())
}

/// `$XDG_STATE_HOME/fen-tui`, else `$HOME/.local/state/fen-tui`. The XDG rule:
/// a relative or empty `XDG_STATE_HOME` is ignored.
pub fn state_dir(env: impl Fn(&str) -> Option<String>) -> Option<PathBuf> {
    let absolute =
        |value: Option<String>| value.map(PathBuf::from).filter(|path| path.is_absolute());
    let base = absolute(env("XDG_STATE_HOME"))
        .or_else(|| absolute(env("HOME")).map(|home| home.join(".local").join("state")))?;
    Some(base.join("fen-tui"))
}

/// Why the saved session could not be used.
#[derive(Debug)]
pub enum LoadError {
    Io(io::Error),
    TooLarge,
    Format(FormatError),
}

/// One editor's session file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SessionFile {
    path: PathBuf,
}

impl SessionFile {
    /// A file of its own in `dir` for this editor: named after the process
    /// and the moment, so neither another editor nor a later one with the
    /// same process id ever has the same name.
    pub fn in_dir(dir: &Path) -> SessionFile {
        static COUNTER: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
        let n = COUNTER.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos());
        let name = format!("session-{}-{nanos}-{n}.json", std::process::id());
        SessionFile {
            path: dir.join(name),
        }
    }

    /// A session file found at `path` (another editor's, or an older build's).
    pub fn at(path: PathBuf) -> SessionFile {
        SessionFile { path }
    }

    /// This editor's file in the user's state directory, if there is a home.
    pub fn for_user() -> Option<SessionFile> {
        let dir = state_dir(|name| std::env::var(name).ok())?;
        Some(SessionFile::in_dir(&dir))
    }

    /// The directory of the file, where the other editors' files are too.
    pub fn dir(&self) -> &Path {
        self.path.parent().unwrap_or(Path::new("."))
    }

    /// The other session files in the same directory (never this one),
    /// oldest name first.
    pub fn others(&self) -> Vec<SessionFile> {
        let Ok(entries) = fs::read_dir(self.dir()) else {
            return Vec::new();
        };
        let mut found: Vec<SessionFile> = entries
            .flatten()
            .filter(|entry| is_session_name(&entry.file_name().to_string_lossy()))
            .map(|entry| SessionFile::at(entry.path()))
            .filter(|file| file.path != self.path)
            .collect();
        found.sort_by(|a, b| a.path.cmp(&b.path));
        found
    }

    /// Rename a damaged file aside, `<name>.damaged-<seconds>`, a name no
    /// start reads again; the new name.
    pub fn set_aside(&self) -> io::Result<String> {
        let seconds = unix_seconds();
        let mut name = self.path.file_name().unwrap_or_default().to_os_string();
        name.push(format!(".damaged-{seconds}"));
        let aside = self.path.with_file_name(&name);
        fs::rename(&self.path, &aside)?;
        Ok(aside.display().to_string())
    }

    /// Remove this file (a session restored elsewhere, or an old clean one).
    pub fn remove(&self) -> io::Result<()> {
        fs::remove_file(&self.path)
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The saved session; `Ok(None)` when there is none.
    pub fn load(&self) -> Result<Option<SavedSession>, LoadError> {
        let file = match open_regular(&self.path) {
            Ok(file) => file,
            Err(error) if error.kind() == io::ErrorKind::NotFound => return Ok(None),
            Err(error) => return Err(LoadError::Io(error)),
        };
        let mut text = String::new();
        file.take(MAX_FILE_BYTES + 1)
            .read_to_string(&mut text)
            .map_err(LoadError::Io)?;
        if text.len() as u64 > MAX_FILE_BYTES {
            return Err(LoadError::TooLarge);
        }
        decode(&text).map(Some).map_err(LoadError::Format)
    }

    /// Remove temporaries left by editors killed in the middle of a write. A
    /// write takes milliseconds, so one older than a minute is nobody's.
    pub fn remove_stale_temporaries(&self) {
        let Ok(entries) = fs::read_dir(self.dir()) else {
            return;
        };
        for entry in entries.flatten() {
            let file_name = entry.file_name();
            let file_name = file_name.to_string_lossy();
            let stale = entry
                .metadata()
                .and_then(|meta| meta.modified())
                .is_ok_and(|modified| modified.elapsed().is_ok_and(|age| age > STALE_AFTER));
            let temporary = file_name.starts_with(".session") && file_name.ends_with(TEMP_SUFFIX);
            if temporary && stale {
                let _ = fs::remove_file(entry.path());
            }
        }
    }

    /// Write the session, creating the directory (private to the user) if needed.
    pub fn save(&self, session: &SavedSession) -> io::Result<()> {
        if let Some(dir) = self.path.parent() {
            create_private_dir(dir)?;
        }
        write_state(&self.path, encode(session).as_bytes())
    }
}

/// Whether the editor that wrote a session is still running (Linux: its
/// `/proc` entry names fen-tui and it is not a zombie waiting to be reaped).
/// Elsewhere nobody is known to run, so an unfinished session is offered.
pub fn is_editor_running(pid: u32) -> bool {
    if pid == std::process::id() {
        return false;
    }
    let Ok(stat) = fs::read_to_string(Path::new("/proc").join(pid.to_string()).join("stat")) else {
        return false;
    };
    // "pid (name) state …": the name may itself hold parentheses.
    let (Some(open), Some(close)) = (stat.find('('), stat.rfind(')')) else {
        return false;
    };
    let name = stat.get(open + 1..close).unwrap_or_default();
    let state = stat
        .get(close + 1..)
        .unwrap_or_default()
        .trim_start()
        .chars()
        .next();
    name == "fen-tui" && !matches!(state, Some('Z' | 'X' | 'x'))
}

/// Open a regular file for reading, never through a link and never a FIFO or
/// device someone planted under a session's name (which could block forever).
fn open_regular(path: &Path) -> io::Result<File> {
    let mut options = fs::OpenOptions::new();
    options.read(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::custom_flags(
        &mut options,
        libc::O_NOFOLLOW | libc::O_NONBLOCK,
    );
    let file = options.open(path)?;
    if file.metadata()?.is_file() {
        Ok(file)
    } else {
        Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            "not a regular file",
        ))
    }
}

/// `session.json` (older builds) or `session-<pid>-<time>.json`.
fn is_session_name(name: &str) -> bool {
    name == "session.json" || (name.starts_with("session-") && name.ends_with(".json"))
}

#[cfg(test)]
mod tests;

//! Where the session file lives and how it is written: the XDG state directory,
//! and a write that either replaces the whole file or leaves the old one alone.

use super::SavedSession;
use super::format::{FormatError, decode, encode};
use std::fs::{self, File, OpenOptions};
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};

/// A session file is a few hundred kilobytes at most; anything far bigger is
/// not ours and is not read into memory.
const MAX_FILE_BYTES: u64 = 16 * 1024 * 1024;

/// A temporary this old was left by an editor killed while writing.
const STALE_AFTER: std::time::Duration = std::time::Duration::from_secs(60);

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

/// The one session file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SessionFile {
    path: PathBuf,
}

impl SessionFile {
    pub fn in_dir(dir: &Path) -> SessionFile {
        SessionFile {
            path: dir.join("session.json"),
        }
    }

    /// The file in the user's state directory, if there is a home to find it in.
    pub fn for_user() -> Option<SessionFile> {
        let dir = state_dir(|name| std::env::var(name).ok())?;
        Some(SessionFile::in_dir(&dir))
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The saved session; `Ok(None)` when there is none.
    pub fn load(&self) -> Result<Option<SavedSession>, LoadError> {
        let file = match File::open(&self.path) {
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
        let (Some(dir), Some(name)) = (self.path.parent(), self.path.file_name()) else {
            return;
        };
        let prefix = format!(".{}.", name.to_string_lossy());
        let Ok(entries) = fs::read_dir(dir) else {
            return;
        };
        for entry in entries.flatten() {
            let file_name = entry.file_name();
            let file_name = file_name.to_string_lossy();
            let stale = entry
                .metadata()
                .and_then(|meta| meta.modified())
                .is_ok_and(|modified| modified.elapsed().is_ok_and(|age| age > STALE_AFTER));
            if file_name.starts_with(&prefix) && file_name.ends_with(".tmp") && stale {
                let _ = fs::remove_file(entry.path());
            }
        }
    }

    /// Write the session, creating the directory (private to the user) if needed.
    pub fn save(&self, session: &SavedSession) -> io::Result<()> {
        if let Some(dir) = self.path.parent() {
            create_private_dir(dir)?;
        }
        write_atomically(&self.path, encode(session).as_bytes())
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

fn create_private_dir(dir: &Path) -> io::Result<()> {
    let mut builder = fs::DirBuilder::new();
    builder.recursive(true);
    #[cfg(unix)]
    std::os::unix::fs::DirBuilderExt::mode(&mut builder, 0o700);
    builder.create(dir)
}

/// Replace `path` with `bytes` so that a crash or a full disk at any moment
/// leaves either the old file or the new one, never a mix: write a temporary
/// file beside it, flush it to disk, rename it over the old one, then flush the
/// directory so the rename itself survives a power cut.
pub fn write_atomically(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let dir = path.parent().unwrap_or(Path::new("."));
    let name = path.file_name().unwrap_or_default().to_string_lossy();
    let temp = dir.join(format!(".{name}.{}.tmp", std::process::id()));
    let written = write_and_sync(&temp, bytes).and_then(|()| fs::rename(&temp, path));
    if written.is_err() {
        // The old file is untouched; leave no half-written temporary behind.
        let _ = fs::remove_file(&temp);
        return written;
    }
    // Not every system can sync a directory; the rename has happened anyway.
    if let Ok(dir) = File::open(dir) {
        let _ = dir.sync_all();
    }
    Ok(())
}

fn write_and_sync(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let mut options = OpenOptions::new();
    options.write(true).create(true).truncate(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    let mut file = options.open(path)?;
    file.write_all(bytes)?;
    file.sync_all()
}

#[cfg(test)]
mod tests;

//! The runtime's side of files: reading, writing (atomically, with the
//! session's `write_atomically`) and listing, each answered with the news
//! for the app.

use crate::core::collection::Collection;
use crate::tui::app::{App, DirEntry, Effect, FileEffect, FileNews};
use crate::tui::news::News;
use crate::tui::runtime::session::write_atomically;
use std::fs;
use std::io::{self, ErrorKind};
use std::path::{Path, PathBuf};

/// Files larger than this are not opened: no position file or PGN one
/// edits by hand comes near it.
pub const MAX_FILE_BYTES: u64 = 256 * 1024 * 1024;

/// A file effect done at once and its news given to the app; any other
/// effect is given back.
pub fn carry_out(app: &mut App, effect: Effect) -> Option<Effect> {
    match effect {
        Effect::File(file) => {
            // The news of a file ask nothing more of the runtime.
            let more = app.hear(News::File(perform(file)));
            debug_assert!(more.is_empty(), "{more:?}");
            None
        }
        other => Some(other),
    }
}

/// Do what the app asked; the news to give it.
pub fn perform(effect: FileEffect) -> FileNews {
    match effect {
        FileEffect::Read(path) => match read(&path) {
            Ok(bytes) => FileNews::Read { path, bytes },
            Err(error) => FileNews::NotRead {
                path,
                detail: error.to_string(),
            },
        },
        FileEffect::Write { path, bytes } => match write_keeping_mode(&path, &bytes) {
            Ok(()) => FileNews::Saved {
                path,
                appended: None,
            },
            Err(error) => not_saved(path, &error),
        },
        FileEffect::Append { path, position } => {
            let appended = read(&path).and_then(|bytes| {
                let mut collection = Collection::parse(bytes);
                let index = collection.push(&position);
                write_keeping_mode(&path, collection.bytes())?;
                Ok((collection.bytes().to_vec(), index))
            });
            match appended {
                Ok(appended) => FileNews::Saved {
                    path,
                    appended: Some(appended),
                },
                Err(error) => not_saved(path, &error),
            }
        }
        FileEffect::List(dir) => match list(&dir) {
            Ok((dir, entries)) => FileNews::Listed { dir, entries },
            Err(error) => FileNews::NotListed {
                dir,
                detail: error.to_string(),
            },
        },
    }
}

/// `write_atomically`, then the file's permissions as they were (the
/// temporary it renames is private to the user); a new file gets the usual
/// rw-r--r--.
pub(crate) fn write_keeping_mode(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let before = fs::metadata(path).ok().map(|meta| meta.permissions());
    write_atomically(path, bytes)?;
    match before {
        Some(permissions) => fs::set_permissions(path, permissions),
        None => set_new_file_mode(path),
    }
}

#[cfg(unix)]
fn set_new_file_mode(path: &Path) -> io::Result<()> {
    fs::set_permissions(path, std::os::unix::fs::PermissionsExt::from_mode(0o644))
}

#[cfg(not(unix))]
fn set_new_file_mode(_: &Path) -> io::Result<()> {
    Ok(())
}

fn not_saved(path: PathBuf, error: &io::Error) -> FileNews {
    FileNews::NotSaved {
        path,
        detail: error.to_string(),
    }
}

/// A file's bytes; a missing file is an empty one (a new collection).
fn read(path: &Path) -> io::Result<Vec<u8>> {
    match fs::metadata(path) {
        Err(error) if error.kind() == ErrorKind::NotFound => return Ok(Vec::new()),
        Err(error) => return Err(error),
        Ok(meta) if meta.len() > MAX_FILE_BYTES => {
            return Err(io::Error::other(format!(
                "larger than {MAX_FILE_BYTES} bytes"
            )));
        }
        Ok(_) => {}
    }
    fs::read(path)
}

/// The directory made absolute, its subdirectories (hidden ones left out)
/// and its position and game files, each group by name, with `..` first.
fn list(dir: &Path) -> io::Result<(PathBuf, Vec<DirEntry>)> {
    let dir = fs::canonicalize(dir)?;
    let mut dirs = Vec::new();
    let mut files = Vec::new();
    for entry in fs::read_dir(&dir)? {
        let entry = entry?;
        let name = entry.file_name().to_string_lossy().into_owned();
        // A broken link or a vanished entry is simply not listed.
        let Ok(meta) = fs::metadata(entry.path()) else {
            continue;
        };
        if meta.is_dir() && !name.starts_with('.') {
            dirs.push(name);
        } else if meta.is_file() && is_listed_file(&name) {
            files.push(name);
        }
    }
    dirs.sort();
    files.sort();
    let up = dir.parent().map(|_| DirEntry {
        name: "..".to_string(),
        is_dir: true,
    });
    let entries = up
        .into_iter()
        .chain(dirs.into_iter().map(|name| DirEntry { name, is_dir: true }))
        .chain(files.into_iter().map(|name| DirEntry {
            name,
            is_dir: false,
        }))
        .collect();
    Ok((dir, entries))
}

fn is_listed_file(name: &str) -> bool {
    Path::new(name).extension().is_some_and(|ext| {
        ["fen", "epd", "pgn"]
            .iter()
            .any(|known| ext.eq_ignore_ascii_case(known))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Position;
    use crate::core::Variant;

    fn temp_dir(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("fen-tui-files-{}-{name}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(dir.join("sub")).unwrap();
        dir
    }

    #[test]
    fn appending_makes_or_extends_a_file_and_lists_it() {
        let dir = temp_dir("append");
        let path = dir.join("new.fen");
        let position = Position::empty(Variant::Chess);
        let news = perform(FileEffect::Append {
            path: path.clone(),
            position,
        });
        let FileNews::Saved {
            appended: Some((bytes, 0)),
            ..
        } = news
        else {
            panic!("{news:?}");
        };
        assert_eq!(bytes, b"8/8/8/8/8/8/8/8 w - - 0 1\n");
        assert_eq!(fs::read(&path).unwrap(), bytes);
        fs::write(dir.join("notes.txt"), "x").unwrap();
        fs::write(dir.join("games.PGN"), "").unwrap();
        let FileNews::Listed { entries, .. } = perform(FileEffect::List(dir.clone())) else {
            panic!("not listed");
        };
        let names: Vec<&str> = entries.iter().map(|e| e.name.as_str()).collect();
        assert_eq!(names, ["..", "sub", "games.PGN", "new.fen"]);
        let _ = fs::remove_dir_all(&dir);
    }

    #[cfg(unix)]
    #[test]
    fn writing_keeps_the_file_permissions() {
        use std::os::unix::fs::PermissionsExt;
        let dir = temp_dir("mode");
        let path = dir.join("shared.fen");
        fs::write(&path, "# x\n").unwrap();
        fs::set_permissions(&path, fs::Permissions::from_mode(0o664)).unwrap();
        let news = perform(FileEffect::Write {
            path: path.clone(),
            bytes: b"# y\n".to_vec(),
        });
        assert!(
            matches!(news, FileNews::Saved { appended: None, .. }),
            "{news:?}"
        );
        assert_eq!(fs::read(&path).unwrap(), b"# y\n");
        assert_eq!(
            fs::metadata(&path).unwrap().permissions().mode() & 0o777,
            0o664
        );
        let missing = perform(FileEffect::Read(dir.join("none.fen")));
        assert!(matches!(missing, FileNews::Read { ref bytes, .. } if bytes.is_empty()));
        let _ = fs::remove_dir_all(&dir);
    }
}

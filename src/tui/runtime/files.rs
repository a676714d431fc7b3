//! The runtime's side of files: reading (regular files only), writing
//! (through `crate::files::write_file`: atomic, link-aware) and listing, each answered with the news
//! for the app.

use crate::core::collection::Collection;
use crate::core::merge::merge_lines;
use crate::files::{Reason, lock_saves, read_regular, write_file_over};
use crate::tui::app::{App, DirEntry, Effect, FileEffect, FileNews};
use crate::tui::news::News;
use std::fs;
use std::io::{self, ErrorKind};
use std::path::{Path, PathBuf};

/// Files larger than this are not opened: no position file or PGN one
/// edits by hand comes near it.
pub const MAX_FILE_BYTES: u64 = 256 * 1024 * 1024;

/// A file at least this large is not read before a frame has said so: the
/// read (and a PGN's index) takes a noticeable time.
pub const LONG_LOAD_BYTES: u64 = 4 * 1024 * 1024;

/// What [`carry_out_after_a_word`] did with an effect.
#[derive(Debug, PartialEq)]
pub enum Carried {
    /// A file effect, done, its news heard.
    Done,
    /// A long read, announced: to be carried out once the line saying so is drawn.
    Later(Effect),
    /// Not a file effect: given back.
    NotMine(Effect),
}

/// As [`carry_out`], but a long read is only announced (the app hears its
/// size, for the progress line) and given back, to be carried out once that
/// line has been drawn.
pub fn carry_out_after_a_word(app: &mut App, effect: Effect) -> Carried {
    if let Effect::File(FileEffect::Read(path)) = &effect
        && let Ok(meta) = fs::metadata(path)
        && meta.is_file()
        && meta.len() >= LONG_LOAD_BYTES
    {
        let (path, bytes) = (path.clone(), meta.len());
        let more = app.hear(News::File(FileNews::Reading { path, bytes }));
        debug_assert!(more.is_empty(), "{more:?}");
        return Carried::Later(effect);
    }
    match carry_out(app, effect) {
        Some(other) => Carried::NotMine(other),
        None => Carried::Done,
    }
}

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
                detail: Reason::of(&error),
            },
        },
        FileEffect::Write { path, bytes, base } => write_checked(path, &bytes, base.as_deref()),
        // (A link, even a dangling one, is there: it is asked about too.)
        FileEffect::WriteNew { path, .. } if std::fs::symlink_metadata(&path).is_ok() => {
            FileNews::Exists { path }
        }
        FileEffect::WriteNew { path, bytes } => write_checked(path, &bytes, None),
        FileEffect::Append { path, position } => {
            if !is_position_file(&path) && read(&path).is_ok_and(|bytes| !bytes.is_empty()) {
                // notes.txt, games.pgn: never a FEN appended to them unasked.
                return FileNews::NotAPositionFile { path };
            }
            // Read, add and write under the file's save lock: another
            // editor adding at the same moment adds after this one.
            let appended = lock_saves(&path).and_then(|_lock| {
                let bytes = read(&path)?;
                let mut collection = Collection::parse(bytes.clone());
                let index = collection.push(&position);
                write_file_over(&path, collection.bytes(), &bytes)?;
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
                detail: Reason::of(&error),
            },
        },
    }
}

/// Write `bytes`, unless the file no longer holds `base` (what this editor
/// read): then another program changed it, and only this editor's edits go
/// into its version (`merge_lines`), or nothing is written when both changed
/// the same line. Comparing the whole content is stricter than size, time
/// and hash together, and the bytes are at hand. The read, the merge and the
/// write hold the file's save lock (`lock_saves`): another fen-tui saving at
/// the same moment waits, then merges into what this one wrote. Against
/// programs that know no lock, the writer reads the file once more just
/// before its rename and refuses if it no longer holds what was merged into
/// (`write_file_over`).
fn write_checked(path: PathBuf, bytes: &[u8], base: Option<&[u8]>) -> FileNews {
    let _lock = match lock_saves(&path) {
        Ok(lock) => lock,
        Err(error) => return not_saved(path, &error),
    };
    let now = match read(&path) {
        Ok(now) => now,
        Err(error) => return not_saved(path, &error),
    };
    let merged = match base {
        Some(base) if now != base => match merge_lines(base, bytes, &now) {
            Ok(merged) => Some(merged),
            Err(conflict) => {
                return FileNews::Conflict {
                    path,
                    line: conflict.line,
                };
            }
        },
        _ => None,
    };
    match write_file_over(&path, merged.as_deref().unwrap_or(bytes), &now) {
        Ok(()) => match merged {
            Some(bytes) => FileNews::Merged { path, bytes },
            None => FileNews::Saved {
                path,
                appended: None,
            },
        },
        Err(error) => not_saved(path, &error),
    }
}

/// `.fen` and `.epd`: the files a position is added to as a line.
fn is_position_file(path: &Path) -> bool {
    path.extension().is_some_and(|ext| {
        ["fen", "epd"]
            .iter()
            .any(|known| ext.eq_ignore_ascii_case(known))
    })
}

fn not_saved(path: PathBuf, error: &io::Error) -> FileNews {
    FileNews::NotSaved {
        path,
        detail: Reason::of(error),
    }
}

/// A file's bytes; a missing file is an empty one (a new collection).
fn read(path: &Path) -> io::Result<Vec<u8>> {
    match read_regular(path, MAX_FILE_BYTES) {
        Err(error) if error.kind() == ErrorKind::NotFound => Ok(Vec::new()),
        read => read,
    }
}

/// The directory made absolute, its subdirectories (hidden ones left out)
/// and its position and game files, each group by name, with `..` first.
fn list(dir: &Path) -> io::Result<(PathBuf, Vec<DirEntry>)> {
    let dir = fs::canonicalize(dir)?;
    let mut dirs = Vec::new();
    let mut files = Vec::new();
    for entry in fs::read_dir(&dir)? {
        let entry = entry?;
        let name = entry.file_name();
        let shown = name.to_string_lossy();
        // A broken link or a vanished entry is simply not listed.
        let Ok(meta) = fs::metadata(entry.path()) else {
            continue;
        };
        if meta.is_dir() && !shown.starts_with('.') {
            dirs.push(name);
        } else if meta.is_file() && (is_listed_file(&name) || is_game_page(&entry.path())) {
            files.push(name);
        }
    }
    dirs.sort();
    files.sort();
    let up = dir.parent().map(|_| DirEntry {
        name: "..".into(),
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

/// A `.txt` or `.htm(l)` file with a DhtmlXQ game in its first 64 KiB (a
/// saved xiangqi web page); other text files are not listed.
fn is_game_page(path: &Path) -> bool {
    let page = path.extension().is_some_and(|ext| {
        ["txt", "htm", "html"]
            .iter()
            .any(|known| ext.eq_ignore_ascii_case(known))
    });
    page && read_regular(path, 1 << 16)
        .is_ok_and(|bytes| crate::tui::layers::files::holds_dhtmlxq(&bytes))
}

fn is_listed_file(name: &std::ffi::OsStr) -> bool {
    Path::new(name).extension().is_some_and(|ext| {
        ["fen", "epd", "pgn", "xqf", "cbr", "cbl"]
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
        // Issue #19 12b: Ctrl-S with no file, named `notes.txt` or a PGN that
        // holds text: refused, never a FEN appended to them unasked.
        let pgn = "[Event \"A\"]\n\n1. e4 *\n";
        for (name, text) in [("notes.txt", "x"), ("games.pgn", pgn)] {
            let other = dir.join(name);
            fs::write(&other, text).unwrap();
            let news = perform(FileEffect::Append {
                path: other.clone(),
                position,
            });
            assert_eq!(
                news,
                FileNews::NotAPositionFile {
                    path: other.clone()
                },
                "{name}"
            );
            assert_eq!(
                fs::read_to_string(&other).unwrap(),
                text,
                "{name} appended to"
            );
        }
        fs::remove_file(dir.join("games.pgn")).unwrap();
        fs::write(dir.join("games.PGN"), "").unwrap();
        let FileNews::Listed { entries, .. } = perform(FileEffect::List(dir.clone())) else {
            panic!("not listed");
        };
        let names: Vec<&str> = entries.iter().filter_map(|e| e.name.to_str()).collect();
        assert_eq!(names, ["..", "sub", "games.PGN", "new.fen"]);
        let _ = fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_long_read_is_said_before_it_is_done() {
        use crate::tui::app::{FileNotice, Notice};
        let dir = temp_dir("long");
        let (small, big) = (dir.join("small.fen"), dir.join("big.pgn"));
        fs::write(&small, "8/8/8/8/8/8/8/K6k w - - 0 1\n").unwrap();
        fs::write(&big, vec![b'\n'; usize::try_from(LONG_LOAD_BYTES).unwrap()]).unwrap();
        let mut app = App::new(Position::empty(Variant::Chess));
        // A small file is read at once.
        let read = Effect::File(FileEffect::Read(small));
        assert_eq!(carry_out_after_a_word(&mut app, read), Carried::Done);
        assert_eq!(app.open_file().map(|f| f.place()), Some((1, 1)));
        // A long one is announced and given back, unread.
        let read = Effect::File(FileEffect::Read(big.clone()));
        assert_eq!(
            carry_out_after_a_word(&mut app, read.clone()),
            Carried::Later(read)
        );
        let notice = app.notice().clone();
        assert_eq!(
            notice,
            Notice::File(FileNotice::Reading(big.display().to_string(), 5))
        );
        let _ = fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_new_name_is_written_only_when_nothing_is_there() {
        let dir = temp_dir("new-name");
        let path = dir.join("copy.fen");
        let write = |bytes: &[u8]| {
            perform(FileEffect::WriteNew {
                path: path.clone(),
                bytes: bytes.to_vec(),
            })
        };
        let news = write(b"# mine\n");
        assert!(
            matches!(news, FileNews::Saved { appended: None, .. }),
            "{news:?}"
        );
        assert_eq!(fs::read(&path).unwrap(), b"# mine\n");
        let news = write(b"# over it\n");
        assert_eq!(news, FileNews::Exists { path: path.clone() });
        assert_eq!(fs::read(&path).unwrap(), b"# mine\n");
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
            base: None,
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

#[cfg(test)]
#[path = "files_race_tests.rs"]
mod race_tests;

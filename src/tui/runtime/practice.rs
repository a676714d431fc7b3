//! The learner's practice file: `$XDG_STATE_HOME/fen-tui/practice/<learner>.json`
//! (else `~/.local/state/…`), read at start and added to after each answer.
//!
//! Written as the session is (`files::write_state`: never half, never
//! through a link), and under the save lock (`files::lock_saves`): the file
//! is read again under the lock and the one answer added to what it holds,
//! so two editors of the same learner (two terminals, a second pupil on the
//! same account) take turns and neither's answers are written over.

use crate::core::teach::{LessonFileError, LessonFileKind, read_lesson_file};
use crate::files::{create_private_dir, lock_saves, read_regular, write_state};
use crate::tui::layers::teach::progress::{
    Answer, FORMAT_VERSION, PracticeBook, Progress, learner_file_name,
};
use crate::tui::layers::teach::{LessonSet, LessonTrouble};
use crate::tui::news::PracticeNews;
use std::io;
use std::path::{Path, PathBuf};

/// A learner's file is small; a far bigger one is not ours and is not read.
const MAX_FILE_BYTES: u64 = 8 * 1024 * 1024;

/// The file of `learner` under the state directory `state` (`…/fen-tui`).
pub fn progress_path(state: &Path, learner: &str) -> PathBuf {
    state
        .join("practice")
        .join(format!("{}.json", learner_file_name(learner)))
}

/// Why a progress file could not be used.
#[derive(Debug)]
pub enum LoadError {
    Io(io::Error),
    /// Not a progress file of ours (damaged, another program's): its words.
    Format(String),
}

impl std::fmt::Display for LoadError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            LoadError::Io(error) => error.fmt(f),
            LoadError::Format(why) => f.write_str(why),
        }
    }
}

/// The learner's progress as the file holds it; a new one when there is none.
pub fn load(path: &Path, learner: &str) -> Result<Progress, LoadError> {
    let bytes = match read_regular(path, MAX_FILE_BYTES) {
        Ok(bytes) => bytes,
        Err(error) if error.kind() == io::ErrorKind::NotFound => {
            return Ok(Progress::new(learner));
        }
        Err(error) => return Err(LoadError::Io(error)),
    };
    let mut progress: Progress =
        serde_json::from_slice(&bytes).map_err(|e| LoadError::Format(e.to_string()))?;
    if progress.version > FORMAT_VERSION {
        return Err(LoadError::Format(format!(
            "written by a newer fen-tui (format {})",
            progress.version
        )));
    }
    progress.learner = learner.to_string();
    Ok(progress)
}

/// Add `answer` to the file at `path`: under the lock, read, add, write.
/// The file as written is the answer's news. A damaged file is not written
/// over (the learner's earlier results may still be read from it by hand).
pub fn keep(path: &Path, answer: &Answer) -> PracticeNews {
    match keep_answer(path, answer) {
        Ok(progress) => PracticeNews::Kept(progress),
        Err(error) => PracticeNews::NotKept(format!("{}: {error}", path.display())),
    }
}

fn keep_answer(path: &Path, answer: &Answer) -> Result<Progress, LoadError> {
    if let Some(dir) = path.parent() {
        create_private_dir(dir).map_err(LoadError::Io)?;
    }
    let _lock = lock_saves(path).map_err(LoadError::Io)?;
    let learner = path
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default();
    let mut progress = load(path, &learner)?;
    progress.add(answer);
    let text =
        serde_json::to_string_pretty(&progress).map_err(|e| LoadError::Format(e.to_string()))?;
    write_state(path, format!("{text}\n").as_bytes()).map_err(LoadError::Io)?;
    Ok(progress)
}

/// The learner's book: the file of `learner` in the user's state directory,
/// read. A file that cannot be read is left alone: practice goes on and says
/// its answers are not kept.
pub fn open_book(learner: &str) -> PracticeBook {
    let state = crate::tui::runtime::session::state_dir(|name| std::env::var(name).ok());
    let Some(path) = state.map(|dir| progress_path(&dir, learner)) else {
        return PracticeBook {
            path: None,
            progress: Progress::new(learner),
            not_kept: None,
        };
    };
    match load(&path, learner) {
        Ok(progress) => PracticeBook {
            path: Some(path),
            progress,
            not_kept: None,
        },
        Err(error) => PracticeBook {
            not_kept: Some(format!("{}: {error}", path.display())),
            path: None,
            progress: Progress::new(learner),
        },
    }
}

/// The learner's name when none is given: `$USER`, else `$LOGNAME`, else
/// the account's name in `/etc/passwd` for this process's user (tmux and
/// cron may start a shell with neither variable), else `learner`.
pub fn default_learner() -> String {
    let passwd = std::fs::read_to_string("/etc/passwd").unwrap_or_default();
    learner_from(|name| std::env::var(name).ok(), &passwd, process_uid())
}

/// The user id this process runs as: the owner of `/proc/self` (no
/// `unsafe` call to `getuid`); `None` where there is no `/proc`.
fn process_uid() -> Option<u32> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        std::fs::metadata("/proc/self").ok().map(|m| m.uid())
    }
    #[cfg(not(unix))]
    {
        None
    }
}

/// The default learner from the environment, the text of `/etc/passwd` and
/// the process's user id, in that order of trust.
fn learner_from(env: impl Fn(&str) -> Option<String>, passwd: &str, uid: Option<u32>) -> String {
    let given = |name: &str| env(name).filter(|v| !v.trim().is_empty());
    given("USER")
        .or_else(|| given("LOGNAME"))
        .or_else(|| account_name(passwd, uid?))
        .unwrap_or_else(|| "learner".to_string())
}

/// The name of account `uid` in a `passwd` text (`name:x:uid:gid:…`).
fn account_name(passwd: &str, uid: u32) -> Option<String> {
    passwd.lines().find_map(|line| {
        let mut fields = line.split(':');
        let name = fields.next()?.trim();
        let id = fields.nth(1)?.trim().parse::<u32>().ok()?;
        (id == uid && !name.is_empty() && !name.starts_with('#')).then(|| name.to_string())
    })
}

/// Why a teacher's lesson file gives no lessons.
#[derive(Debug)]
pub enum LessonSetError {
    /// Not read at all: the system's words.
    Io(io::Error),
    /// Read, and wrong at a line and column.
    Content(LessonFileError),
}

/// A teacher's lessons: the file at `path` read (`.pgn` as games, anything
/// else a position a line).
pub fn read_lesson_set(path: &Path) -> Result<LessonSet, LessonSetError> {
    let bytes = read_regular(path, MAX_LESSON_BYTES).map_err(LessonSetError::Io)?;
    let name = path.display().to_string();
    let kind = LessonFileKind::of_name(&name);
    let text = match kind {
        // GBK and Big5 decoded, as the other PGN readers do.
        LessonFileKind::Pgn => {
            String::from_utf8_lossy(&crate::core::pgn::pgn_text(bytes)).into_owned()
        }
        LessonFileKind::Lines => String::from_utf8_lossy(&bytes).into_owned(),
    };
    let lessons = read_lesson_file(kind, &text).map_err(LessonSetError::Content)?;
    let full = std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf());
    Ok(LessonSet {
        key: format!("file:{}", full.display()),
        name: path
            .file_name()
            .map_or(name.clone(), |n| n.to_string_lossy().into_owned()),
        lessons,
    })
}

/// The news of a lesson file chosen in the editor: its lessons, or why not
/// (the system's reason, or the line and column at fault), as data the
/// status line words in the user's language.
pub fn lessons_news(path: &Path) -> PracticeNews {
    let file = path.display().to_string();
    PracticeNews::Lessons(read_lesson_set(path).map_err(|error| match error {
        LessonSetError::Io(error) => LessonTrouble::NotRead {
            file,
            reason: crate::files::Reason::of(&error),
        },
        LessonSetError::Content(error) => LessonTrouble::Wrong { file, error },
    }))
}

/// A lesson file is a page of positions; 16 MB is far more than a term's.
const MAX_LESSON_BYTES: u64 = 16 * 1024 * 1024;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tui::layers::teach::progress::exercise_key;

    fn temp_dir(name: &str) -> PathBuf {
        let dir =
            std::env::temp_dir().join(format!("fen-tui-practice-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        dir
    }

    fn answer(exercise: &str, correct: bool) -> Answer {
        Answer {
            set: "file:/lessons.fen".into(),
            exercise: exercise_key(false, exercise),
            correct,
            text: exercise.into(),
        }
    }

    #[test]
    fn answers_are_kept_and_read_back_by_the_next_run() {
        let dir = temp_dir("next-run");
        let path = progress_path(&dir, "anna");
        assert_eq!(load(&path, "anna").unwrap(), Progress::new("anna"));
        assert!(matches!(
            keep(&path, &answer("a", false)),
            PracticeNews::Kept(_)
        ));
        assert!(matches!(
            keep(&path, &answer("a", true)),
            PracticeNews::Kept(_)
        ));
        let again = load(&path, "anna").unwrap();
        let record = again
            .record("file:/lessons.fen", &exercise_key(false, "a"))
            .unwrap();
        assert_eq!((record.tries, record.wrong, record.solved), (2, 1, true));
        let _ = std::fs::remove_dir_all(&dir);
    }

    /// Two editors of one learner: each adds its answer to the file as the
    /// other left it, so neither's answers are lost.
    #[test]
    fn two_writers_never_lose_each_others_answers() {
        let dir = temp_dir("two-writers");
        let path = progress_path(&dir, "boris");
        let threads: Vec<_> = (0..4)
            .map(|n| {
                let path = path.clone();
                std::thread::spawn(move || {
                    for i in 0..10 {
                        let news = keep(&path, &answer(&format!("{n}-{i}"), true));
                        assert!(matches!(news, PracticeNews::Kept(_)), "{news:?}");
                    }
                })
            })
            .collect();
        for thread in threads {
            thread.join().unwrap();
        }
        let progress = load(&path, "boris").unwrap();
        assert_eq!(progress.sets["file:/lessons.fen"].len(), 40);
        let _ = std::fs::remove_dir_all(&dir);
    }

    /// tmux started without `USER`: `LOGNAME`, then the account of the
    /// process's user id in `/etc/passwd`, then `learner` (it was `learner`
    /// at once).
    #[test]
    fn the_default_learner_falls_back_to_logname_then_the_account_name() {
        let passwd = "root:x:0:0:root:/root:/bin/bash\n\
                      # a comment:x:7:7\n\
                      anna:x:1000:1000:Anna,,,:/home/anna:/bin/bash\n";
        let env = |pairs: &'static [(&'static str, &'static str)]| {
            move |name: &str| {
                pairs
                    .iter()
                    .find(|(k, _)| *k == name)
                    .map(|(_, v)| v.to_string())
            }
        };
        assert_eq!(
            learner_from(env(&[("USER", "boris")]), passwd, Some(1000)),
            "boris"
        );
        assert_eq!(
            learner_from(
                env(&[("USER", " "), ("LOGNAME", "vera")]),
                passwd,
                Some(1000)
            ),
            "vera"
        );
        assert_eq!(learner_from(env(&[]), passwd, Some(1000)), "anna");
        assert_eq!(learner_from(env(&[]), passwd, Some(0)), "root");
        assert_eq!(learner_from(env(&[]), passwd, Some(4242)), "learner");
        assert_eq!(learner_from(env(&[]), passwd, None), "learner");
        assert_eq!(learner_from(env(&[]), "", Some(1000)), "learner");
    }

    /// A file that is not ours is neither read as progress nor written over.
    #[test]
    fn a_damaged_file_is_not_written_over() {
        let dir = temp_dir("damaged");
        let path = progress_path(&dir, "vera");
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, "{ not json").unwrap();
        assert!(matches!(load(&path, "vera"), Err(LoadError::Format(_))));
        let news = keep(&path, &answer("a", true));
        assert!(matches!(news, PracticeNews::NotKept(_)), "{news:?}");
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "{ not json");
        let _ = std::fs::remove_dir_all(&dir);
    }
}

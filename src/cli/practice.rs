//! `fen-tui --practice lessons.fen`: the teacher's file read before the
//! editor starts; what is wrong in it told in words, with its line and
//! column, and nothing opened.

use super::{Exit, Words};
use crate::core::Arg;
use crate::tui::layers::teach::LessonSet;
use crate::tui::runtime::practice::{LessonSetError, read_lesson_set};
use std::path::Path;

/// The lessons of the file at `path`, or the exit after saying why not.
pub(super) fn read_lessons(path: &Path, words: &Words) -> Result<LessonSet, Exit> {
    let file = path.display().to_string();
    match read_lesson_set(path) {
        Ok(set) => Ok(set),
        Err(LessonSetError::Io(error)) => {
            words.complain(
                "cli-cannot-read",
                &[
                    ("file", file.into()),
                    ("reason", words.reason(&error).into()),
                ],
            );
            Err(Exit::Trouble)
        }
        Err(LessonSetError::Content(error)) => {
            // A xiangqi line is explained in xiangqi's words.
            let message = words.localizer().diagnostic(&error.problem, error.variant);
            words.complain(
                "lesson-file-error",
                &[
                    ("file", Arg::from(file)),
                    ("line", Arg::from(error.line)),
                    ("column", Arg::from(error.column)),
                    ("message", Arg::from(message)),
                ],
            );
            Err(Exit::Trouble)
        }
    }
}

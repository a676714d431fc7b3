//! What the teaching views tell the status line, and in which words.

use crate::core::Arg;
use crate::core::teach::LessonFileError;
use crate::files::Reason;
use crate::i18n::Localizer;

/// Why a lesson file chosen in the practice list (Ctrl-O) gives no lessons.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LessonTrouble {
    /// Not read: the system's reason (said in the user's language).
    NotRead { file: String, reason: Reason },
    /// Read, and wrong at a line and column.
    Wrong {
        file: String,
        error: LessonFileError,
    },
}

/// What the teaching views tell on the status line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TeachNotice {
    /// Leaving the moves view kept the position after this many moves.
    MovesKept(usize),
    /// An exercise started: "build the position" cleared the board.
    BoardCleared,
    /// The lesson file chosen gives no lessons: why (the list is unchanged).
    LessonsNotRead(LessonTrouble),
    /// The practice list now holds the lessons of this file (how many).
    LessonsOpened(String, usize),
}

pub fn notice_text(notice: &TeachNotice, loc: &Localizer) -> String {
    match notice {
        TeachNotice::MovesKept(count) => {
            loc.format("notice-moves-kept", &[("count", Arg::from(*count))])
        }
        TeachNotice::BoardCleared => loc.text("notice-build-started"),
        TeachNotice::LessonsNotRead(LessonTrouble::NotRead { file, reason }) => loc.format(
            "practice-lessons-not-read",
            &[
                ("file", Arg::from(file.clone())),
                ("reason", Arg::from(loc.reason(reason))),
            ],
        ),
        // The same words as `--practice` gives on the command line.
        TeachNotice::LessonsNotRead(LessonTrouble::Wrong { file, error }) => loc.format(
            "lesson-file-error",
            &[
                ("file", Arg::from(file.clone())),
                ("line", Arg::from(error.line)),
                ("column", Arg::from(error.column)),
                (
                    "message",
                    Arg::from(loc.diagnostic(&error.problem, error.variant)),
                ),
            ],
        ),
        TeachNotice::LessonsOpened(file, count) => loc.format(
            "practice-lessons-opened",
            &[
                ("file", Arg::from(file.clone())),
                ("count", Arg::from(*count)),
            ],
        ),
    }
}

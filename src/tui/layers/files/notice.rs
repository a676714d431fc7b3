//! What files tell the status line, and in which words: opened, saved,
//! merged, not read, and the rest.

use crate::core::Arg;
use crate::files::Reason;
use crate::i18n::Localizer;
use crate::tui::view::visible::visible_text;

/// What happened to a file, for the status line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FileNotice {
    /// Position `index` of `count` opened, from this line, with this many problems.
    Opened {
        index: usize,
        count: usize,
        line: usize,
        errors: usize,
        warnings: usize,
    },
    /// The file holds no position: the board's one is saved as its first.
    NoPositions,
    /// The board holds a wholly new position, not this line's (its number).
    NewPosition(usize),
    /// A restored session kept on the board, this file opened beside it.
    OpenedBeside(String),
    Saved(String),
    /// Not saved: the file's name and why.
    NotSaved(String, Reason),
    /// Saved, another program's lines kept.
    Merged(String),
    Conflict(String),
    NotAPositionFile(String),
    /// The file is UTF-16 (this one).
    Utf16 {
        detail: String,
        encoding: &'static str,
    },
    NotRead(String, Reason),
    /// Reading this file, this many megabytes (rounded up).
    Reading(String, u64),
    NotListed(String, Reason),
    /// A PGN read: this many games, this many with errors.
    Games {
        count: usize,
        failed: usize,
    },
    /// The game opened from this file stops at a move that cannot be played.
    GameStops(String, crate::core::Diagnostic, crate::core::Variant),
}

/// The status line's words for a file notice.
pub fn notice_text(notice: &FileNotice, loc: &Localizer) -> String {
    let text = |id, detail: &str| loc.format(id, &[("detail", Arg::from(visible_text(detail)))]);
    match notice {
        FileNotice::Opened {
            index,
            count,
            line,
            errors,
            ..
        } => loc.format(
            "file-opened",
            &[
                ("index", Arg::from(index + 1)),
                ("count", Arg::from(*count)),
                ("line", Arg::from(*line)),
                ("errors", Arg::from(*errors)),
            ],
        ),
        FileNotice::NoPositions => loc.text("file-no-positions"),
        FileNotice::OpenedBeside(name) => text("file-opened-beside", name),
        FileNotice::NewPosition(line) => {
            loc.format("file-new-position", &[("line", Arg::from(*line))])
        }
        FileNotice::Saved(name) => text("file-saved", name),
        FileNotice::NotSaved(name, why) => text("file-not-saved", &because(name, why, loc)),
        FileNotice::NotRead(name, why) => text("file-not-read", &because(name, why, loc)),
        FileNotice::Merged(name) => text("file-merged", name),
        FileNotice::Conflict(detail) => text("file-conflict", detail),
        FileNotice::NotAPositionFile(name) => text("file-not-a-position-file", name),
        FileNotice::Utf16 { detail, encoding } => loc.format(
            "file-utf16",
            &[
                ("detail", Arg::from(visible_text(detail))),
                ("encoding", Arg::from(*encoding)),
            ],
        ),
        FileNotice::Reading(name, megabytes) => loc.format(
            "file-reading",
            &[
                ("file", Arg::from(visible_text(name))),
                (
                    "megabytes",
                    Arg::Num(i64::try_from(*megabytes).unwrap_or(i64::MAX)),
                ),
            ],
        ),
        FileNotice::NotListed(name, why) => text("dir-not-listed", &because(name, why, loc)),
        FileNotice::Games { count, failed } => loc.format(
            "pgn-games",
            &[("count", Arg::from(*count)), ("failed", Arg::from(*failed))],
        ),
        FileNotice::GameStops(name, problem, variant) => loc.format(
            "pgn-game-stops",
            &[
                ("file", Arg::from(visible_text(name))),
                (
                    "line",
                    problem.arg_value("line").cloned().unwrap_or(Arg::Num(1)),
                ),
                ("message", Arg::from(loc.diagnostic(problem, *variant))),
            ],
        ),
    }
}

/// "name: why", the reason in words.
fn because(name: &str, why: &crate::files::Reason, loc: &Localizer) -> String {
    format!("{name}: {}", loc.reason(why))
}

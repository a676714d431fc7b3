//! What the runtime reports back to the editor (a copy's outcome, a file read,
//! a diagram written, the session file's state): never what the user asks,
//! which is an `Action`. Reports come in through their own door, `App::hear`,
//! past every layer, so no layer can swallow one.

use crate::clipboard::CopyOutcome;
use crate::tui::layers::export::state::ExportNews;
use crate::tui::layers::files::state::FileNews;
use crate::tui::layers::share::state::ShareTarget;
use crate::tui::runtime::session::SavedSession;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum News {
    /// The clipboard took the FEN, this way.
    Copied(CopyOutcome),
    /// The clipboard could not be written or read: the Fluent id of the reason
    /// and the system's own words, if any.
    ClipboardFailed {
        code: &'static str,
        detail: Option<String>,
    },
    /// The clipboard held no text.
    ClipboardEmpty,
    /// The clipboard's text, asked for by a paste: it is pasted as if typed
    /// (`Action::Paste`), so it goes where the keys go.
    Pasted(String),
    /// A paste found a picture on the clipboard: the position read from it, or why none.
    PicturePasted(Result<crate::tui::app::PictureRead, crate::tui::app::PictureRefusal>),
    /// The clipboard took the share menu's text, this way.
    Shared {
        target: ShareTarget,
        outcome: CopyOutcome,
    },
    /// The share menu's text could not be copied: the reason, as for `ClipboardFailed`.
    ShareFailed {
        target: ShareTarget,
        code: &'static str,
        detail: Option<String>,
    },
    /// What the runtime found or failed to do with the session file.
    Session(SessionNews),
    /// What the runtime did with a file or directory.
    File(FileNews),
    /// What the runtime did with a diagram (written, copied, or why not).
    Export(ExportNews),
    /// What the analysis engine said (a whole MultiPV set at most ~5 a second).
    Analysis(crate::engine::process::Report),
    /// The learner's progress file after an answer was added to it.
    Practice(PracticeNews),
}

/// What became of a practice answer given to the runtime to keep.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PracticeNews {
    /// Kept: the file as it now is (other editors' answers merged in).
    Kept(crate::tui::layers::teach::Progress),
    /// Not kept: the system's words.
    NotKept(String),
    /// A teacher's lesson file chosen in the practice list: its lessons,
    /// or why it gives none.
    Lessons(Result<crate::tui::layers::teach::LessonSet, crate::tui::layers::teach::LessonTrouble>),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SessionNews {
    /// The last session did not end with a quit: ask whether to restore it
    /// (which of several is on offer, when several did not).
    Offer(Box<SavedSession>, crate::tui::runtime::session::OfferPlace),
    /// Restore without asking (`--resume`).
    Resume(Box<SavedSession>),
    /// `--resume` found no saved session.
    NothingToResume,
    /// The session file could not be read and is ignored: the Fluent id of the
    /// reason and the details (the system's words, or the field at fault).
    Unreadable { code: &'static str, detail: String },
    /// The session file could not be written: the system's words.
    NotSaved(crate::files::Reason),
    /// Another running editor (this process id) owns the session file, so
    /// this one neither offers nor saves a session.
    InUse(u32),
}

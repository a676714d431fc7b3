//! The files' state: the open collection, where a position came from, what
//! the runtime is asked and answers, and the state of the open dialog, the
//! file name prompt and a PGN's game list. Data only: the `Layer` enum,
//! `App` and the runtime's news hold it without importing the behaviour
//! (`mod.rs`, `dialog`, `prompt`, `games`, `save`).

use crate::core::Position;
use crate::core::collection::Collection;
use crate::core::pgn::PgnGame;
use crate::files::Reason;
use std::path::PathBuf;
use std::sync::Arc;

/// What the runtime is asked to do with files.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FileEffect {
    /// Read a file (a missing one reads as empty: a new collection).
    Read(PathBuf),
    /// Replace a file's bytes, atomically. `base`: the file as this editor
    /// last read or wrote it; if the file no longer holds that, another
    /// program changed it, and only this editor's edits are put into it.
    Write {
        path: PathBuf,
        bytes: Vec<u8>,
        base: Option<Vec<u8>>,
    },
    /// Write the whole open file under another name (Save As): a file
    /// already there is left alone and answered `Exists`, so the user is
    /// asked before it is replaced.
    WriteNew { path: PathBuf, bytes: Vec<u8> },
    /// Add a position as the last line of a file (made if missing).
    Append { path: PathBuf, position: Position },
    /// List the directories and `.fen`/`.epd`/`.pgn` files of a directory.
    List(PathBuf),
}

/// What the runtime did with a file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FileNews {
    Read {
        path: PathBuf,
        bytes: Vec<u8>,
    },
    NotRead {
        path: PathBuf,
        detail: Reason,
    },
    /// Written. `appended`: the whole file after a position was added, and
    /// that position's index (the file is then open on it).
    Saved {
        path: PathBuf,
        appended: Option<(Vec<u8>, usize)>,
    },
    NotSaved {
        path: PathBuf,
        detail: Reason,
    },
    /// Saved into the file as another program left it: the whole file now.
    Merged {
        path: PathBuf,
        bytes: Vec<u8>,
    },
    /// Not saved: another program changed the line edited here (its number
    /// in the file as read).
    Conflict {
        path: PathBuf,
        line: usize,
    },
    /// A long read is about to start (the file's size): said first.
    Reading {
        path: PathBuf,
        bytes: u64,
    },
    /// Not saved under a new name: a file is there already.
    Exists {
        path: PathBuf,
    },
    /// Not saved: an existing file that is not a position file.
    NotAPositionFile {
        path: PathBuf,
    },
    /// A directory's entries (its path made absolute), directories first.
    Listed {
        dir: PathBuf,
        entries: Vec<DirEntry>,
    },
    NotListed {
        dir: PathBuf,
        detail: Reason,
    },
}

/// The open dialog's name for `Action::Open` (Ctrl-O): it opens in the
/// directory of the open file, else the current one.
pub const OPEN_DIALOG: &str = "open-dialog";

/// The open collection.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OpenFile {
    pub path: PathBuf,
    pub(super) collection: Collection,
    /// The file's bytes as last read or written here, to tell another
    /// program's change at the next save.
    pub(super) on_disk: Vec<u8>,
    /// The position shown (0-based); `None` while the file holds none.
    pub(super) index: Option<usize>,
    /// The board's FEN when the line was opened or saved: edited since when it differs.
    pub(super) fen_as_opened: String,
    /// Lines of other positions edited and not saved yet.
    pub(super) dirty: bool,
    /// The board holds a position from elsewhere (a PGN game, the library),
    /// not this file's line: Ctrl-S asks where it goes instead of writing
    /// over the line. A paste or typing is an edit of the line, as before.
    pub elsewhere: Option<Elsewhere>,
    /// The board's position was replaced whole (a paste, F3, F4, F5) since
    /// the line was opened: Ctrl-S asks whether it replaces the line or is
    /// added as a new one.
    pub(super) replaced: bool,
}

/// Where a position on the board came from when it is not the open file's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Elsewhere {
    /// A game of this PGN.
    Game(PathBuf),
    Library,
}

/// One line of the dialog.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DirEntry {
    /// As the system gives it: a name that is not UTF-8 is opened and saved
    /// under its own bytes, never under a lossy copy.
    pub name: std::ffi::OsString,
    pub is_dir: bool,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OpenDialog {
    pub dir: PathBuf,
    /// Opened from the practice list (Ctrl-O there): the file chosen is read
    /// as a teacher's lessons, not opened on the board.
    pub lessons: bool,
    /// `None` until the runtime has listed the directory.
    pub entries: Option<Vec<DirEntry>>,
    pub selected: usize,
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct NamePrompt {
    pub typed: String,
    /// The board's position came from elsewhere: the prompt says from where,
    /// and Enter adds it to the file named (a new line, never over one).
    pub elsewhere: Option<Elsewhere>,
    /// Save As found a file under the name typed: asking to replace it.
    pub asking_to_replace: bool,
    /// Ctrl-S with a wholly new position on the board: asking whether it
    /// replaces this line of the open file or is added as a new one.
    pub replace_or_add: Option<LineChoice>,
}

/// The line Ctrl-S would replace, as the question names it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LineChoice {
    /// Its 1-based line number in the file.
    pub line: usize,
    /// Its caption (EPD `id` or the comment above it), if it has one.
    pub caption: Option<String>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameList {
    pub path: PathBuf,
    /// The games without their moves (tags, offset, result, tag errors).
    pub games: Vec<PgnGame>,
    /// The PGN's text, to replay a game from its offset when it is opened.
    pub text: Arc<Vec<u8>>,
    pub selected: usize,
}

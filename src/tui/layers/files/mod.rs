//! Files in the editor: a `.fen`/`.epd` collection open with one of its
//! positions on the board, stepping between its positions, saving back to
//! the position's line (every other byte kept), Save As, and the modified
//! mark. Reading and writing are the runtime's (`Effect::File`); the answers
//! come back as `News::File(FileNews)`. The open dialog, the file name
//! prompt and a PGN's list of games are layers (`dialog`, `prompt`, `games`).

pub mod view;

mod dialog;
mod games;
mod prompt;

pub(crate) use dialog::moved;
pub use dialog::{DirEntry, OpenDialog};
pub use games::{GameList, players as game_players};
pub use prompt::NamePrompt;

use crate::core::Position;
use crate::core::collection::Collection;
use crate::tui::app::{App, Effect, Notice};
use crate::tui::layers::Layer;
use std::path::{Path, PathBuf};

/// What the runtime is asked to do with files.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FileEffect {
    /// Read a file (a missing one reads as empty: a new collection).
    Read(PathBuf),
    /// Replace a file's bytes, atomically.
    Write { path: PathBuf, bytes: Vec<u8> },
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
        detail: String,
    },
    /// Written. `appended`: the whole file after a position was added, and
    /// that position's index (the file is then open on it).
    Saved {
        path: PathBuf,
        appended: Option<(Vec<u8>, usize)>,
    },
    NotSaved {
        path: PathBuf,
        detail: String,
    },
    /// A directory's entries (its path made absolute), directories first.
    Listed {
        dir: PathBuf,
        entries: Vec<DirEntry>,
    },
    NotListed {
        dir: PathBuf,
        detail: String,
    },
}

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
    Saved(String),
    NotSaved(String),
    NotRead(String),
    NotListed(String),
    /// A PGN read: this many games, this many with errors.
    Games {
        count: usize,
        failed: usize,
    },
}

/// The open collection.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OpenFile {
    pub path: PathBuf,
    collection: Collection,
    /// The position shown (0-based); `None` while the file holds none.
    index: Option<usize>,
    /// The board's FEN when the line was opened or saved: edited since when it differs.
    fen_as_opened: String,
    /// Lines of other positions edited and not saved yet.
    dirty: bool,
}

impl OpenFile {
    /// "3 / 120": the position shown and how many there are.
    pub fn place(&self) -> (usize, usize) {
        (self.index.map_or(0, |i| i + 1), self.collection.len())
    }

    pub fn name(&self) -> String {
        self.path.file_name().map_or_else(
            || self.path.display().to_string(),
            |n| n.to_string_lossy().into_owned(),
        )
    }
}

/// Whether a path names a PGN (by its extension).
pub fn is_pgn(path: &Path) -> bool {
    path.extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("pgn"))
}

impl App {
    /// The collection open, if any.
    pub fn open_file(&self) -> Option<&OpenFile> {
        self.file.as_ref()
    }

    /// Edits not yet written to the open file.
    pub fn file_modified(&self) -> bool {
        self.file
            .as_ref()
            .is_some_and(|f| f.dirty || f.fen_as_opened != self.fen)
    }

    /// The user's file keys (open, save, step); `None` when the action is not one.
    pub(crate) fn file_action(
        &mut self,
        action: &crate::tui::action::Action,
    ) -> Option<Vec<Effect>> {
        use crate::tui::action::Action;
        Some(match action {
            Action::OpenPath(path) => vec![Effect::File(FileEffect::Read(path.clone()))],
            Action::OpenDialog => {
                let dir = self.file_dir();
                self.open(Layer::OpenDialog(OpenDialog::new(dir.clone())));
                vec![Effect::File(FileEffect::List(dir))]
            }
            Action::Save => self.save(),
            Action::SaveAs => {
                self.open(Layer::NamePrompt(NamePrompt::new(self.file.as_ref())));
                Vec::new()
            }
            Action::NextPosition => self.step_position(true),
            Action::PreviousPosition => self.step_position(false),
            _ => return None,
        })
    }

    /// Where the open dialog starts: beside the open file, else here.
    fn file_dir(&self) -> PathBuf {
        self.file
            .as_ref()
            .and_then(|f| f.path.parent())
            .filter(|p| !p.as_os_str().is_empty())
            .map_or_else(|| PathBuf::from("."), Path::to_path_buf)
    }

    /// Ctrl-S: the position back to its line, or a name asked for.
    pub(crate) fn save(&mut self) -> Vec<Effect> {
        if self.file.is_none() {
            self.open(Layer::NamePrompt(NamePrompt::new(None)));
            return Vec::new();
        }
        self.keep_edit();
        let position = self.position;
        match self.file.as_mut() {
            Some(file) if file.index.is_none() => vec![Effect::File(FileEffect::Append {
                path: file.path.clone(),
                position,
            })],
            Some(file) => vec![Effect::File(FileEffect::Write {
                path: file.path.clone(),
                bytes: file.collection.bytes().to_vec(),
            })],
            None => Vec::new(),
        }
    }

    /// Save under `path`: the whole open file with its edits, or (no file open)
    /// the position added to that file.
    pub(crate) fn save_as(&mut self, path: PathBuf) -> Vec<Effect> {
        self.keep_edit();
        let position = self.position;
        match &self.file {
            Some(file) if file.index.is_some() => vec![Effect::File(FileEffect::Write {
                path,
                bytes: file.collection.bytes().to_vec(),
            })],
            _ => vec![Effect::File(FileEffect::Append { path, position })],
        }
    }

    /// The board's position into its line of the collection, if it was edited.
    fn keep_edit(&mut self) {
        let (position, fen) = (self.position, self.fen.clone());
        if let Some(file) = self.file.as_mut()
            && let Some(index) = file.index
            && file.fen_as_opened != fen
        {
            file.collection.replace(index, &position);
            file.fen_as_opened = fen;
            file.dirty = true;
        }
    }

    fn step_position(&mut self, forward: bool) -> Vec<Effect> {
        let Some((index, count)) = self
            .file
            .as_ref()
            .and_then(|f| Some((f.index?, f.collection.len())))
        else {
            return Vec::new();
        };
        let next = if forward {
            (index + 1).min(count.saturating_sub(1))
        } else {
            index.saturating_sub(1)
        };
        if next != index {
            self.keep_edit();
            self.show_position(next);
        }
        Vec::new()
    }

    /// Put position `index` of the open file on the board; its problems (with
    /// their columns in the line) in the FEN field, its line on the status line.
    fn show_position(&mut self, index: usize) {
        let Some(file) = self.file.as_ref() else {
            return;
        };
        let (Some(text), Some(line)) = (
            file.collection.text(index),
            file.collection.line_number(index),
        ) else {
            return;
        };
        let count = file.collection.len();
        self.load_text(text.trim_end());
        self.history = crate::tui::app::history::History::default();
        let (errors, warnings) = (self.field.errors.len(), self.field.warnings.len());
        let fen = self.fen.clone();
        if let Some(file) = self.file.as_mut() {
            file.index = Some(index);
            file.fen_as_opened = fen;
        }
        self.notice = Notice::File(FileNotice::Opened {
            index,
            count,
            line,
            errors,
            warnings,
        });
    }

    pub(crate) fn file_news(&mut self, news: FileNews) -> Vec<Effect> {
        match news {
            FileNews::Read { path, bytes } if is_pgn(&path) => self.show_games(path, &bytes),
            FileNews::Read { path, bytes } => self.adopt(path, bytes, 0),
            FileNews::NotRead { path, detail } => {
                self.notice = Notice::File(FileNotice::NotRead(describe(&path, &detail)));
            }
            FileNews::Saved { path, appended } => self.saved(path, appended),
            FileNews::NotSaved { path, detail } => {
                self.notice = Notice::File(FileNotice::NotSaved(describe(&path, &detail)));
            }
            FileNews::Listed { dir, entries } => self.listed(dir, entries),
            FileNews::NotListed { dir, detail } => {
                self.notice = Notice::File(FileNotice::NotListed(describe(&dir, &detail)));
            }
        }
        Vec::new()
    }

    /// Open a collection from its bytes, on position `index`.
    fn adopt(&mut self, path: PathBuf, bytes: Vec<u8>, index: usize) {
        self.close_all(|l| matches!(l, Layer::OpenDialog(_)));
        let collection = Collection::parse(bytes);
        let empty = collection.is_empty();
        self.file = Some(OpenFile {
            path,
            collection,
            index: None,
            fen_as_opened: self.fen.clone(),
            dirty: false,
        });
        if empty {
            self.notice = Notice::File(FileNotice::NoPositions);
        } else {
            self.show_position(index);
        }
    }

    fn saved(&mut self, path: PathBuf, appended: Option<(Vec<u8>, usize)>) {
        let name = display_name(&path);
        match appended {
            Some((bytes, index)) => self.adopt(path, bytes, index),
            None => {
                let fen = self.fen.clone();
                if let Some(file) = self.file.as_mut() {
                    file.path = path;
                    file.dirty = false;
                    file.fen_as_opened = fen;
                }
            }
        }
        self.notice = Notice::File(FileNotice::Saved(name));
    }
}

fn display_name(path: &Path) -> String {
    path.display().to_string()
}

/// "name: the system's words".
fn describe(path: &Path, detail: &str) -> String {
    format!("{}: {detail}", display_name(path))
}

#[cfg(test)]
mod tests;

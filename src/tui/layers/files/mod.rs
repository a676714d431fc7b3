//! Files in the editor: a `.fen`/`.epd` collection open with one of its
//! positions on the board, stepping between its positions, saving back to
//! the position's line (every other byte kept), Save As, and the modified
//! mark. Reading and writing are the runtime's (`Effect::File`); the answers
//! come back as `News::File(FileNews)`. The open dialog, the file name
//! prompt and a PGN's list of games are layers (`dialog`, `prompt`, `games`).

pub mod keys;
pub mod notice;
pub mod state;
pub mod view;

mod add;
mod dialog;
mod games;
mod prompt;
mod save;

pub use notice::FileNotice;
pub use state::{
    DirEntry, Elsewhere, FileEffect, FileNews, GameList, LineChoice, NamePrompt, OPEN_DIALOG,
    OpenDialog, OpenFile,
};
pub use view::players as game_players;

use crate::core::collection::Collection;
use crate::tui::app::{App, Effect, Notice};
use crate::tui::layers::Layer;
use std::path::{Path, PathBuf};

impl OpenFile {
    /// "3 / 120": the position shown and how many there are.
    pub fn place(&self) -> (usize, usize) {
        (self.index.map_or(0, |i| i + 1), self.collection.len())
    }

    /// The shown position's name in the file (its EPD `id` or the comment above it).
    pub fn caption(&self) -> Option<String> {
        self.collection.caption(self.index?)
    }

    /// Edits not yet written to the file, the board showing `fen` (a
    /// position from elsewhere is not written anywhere yet either).
    pub fn edited_since_saved(&self, fen: &str) -> bool {
        self.dirty || self.elsewhere.is_some() || self.fen_as_opened != fen
    }

    pub fn name(&self) -> String {
        self.path.file_name().map_or_else(
            || self.path.display().to_string(),
            |n| n.to_string_lossy().into_owned(),
        )
    }
}

/// Whether the bytes hold a DhtmlXQ game (a saved xiangqi web page).
pub(crate) fn holds_dhtmlxq(bytes: &[u8]) -> bool {
    bytes
        .windows(8)
        .any(|w| w.eq_ignore_ascii_case(b"[DhtmlXQ"))
}

/// Whether a path names a PGN (by its extension).
pub fn is_pgn(path: &Path) -> bool {
    path.extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("pgn"))
}

impl App {
    /// The board now holds a position from `source`, not the open file's line.
    pub(crate) fn position_from_elsewhere(&mut self, source: Elsewhere) {
        if let Some(file) = self.file.as_mut() {
            file.elsewhere = Some(source);
        }
    }

    /// The user's file keys (open a path, save, step through the file),
    /// given them by `App::update_editor`; any other action does nothing.
    pub(crate) fn file_action(&mut self, action: crate::tui::action::Action) -> Vec<Effect> {
        use crate::tui::action::Action;
        match action {
            Action::OpenPath(path) => {
                if self.restored && self.file.is_none() {
                    // A restored session and a file named: two things, both kept.
                    self.open_beside = Some(path.clone());
                }
                vec![Effect::File(FileEffect::Read(path))]
            }
            Action::Save => self.save(),
            Action::SaveAs => {
                self.open(Layer::NamePrompt(NamePrompt::new(self.file.as_ref())));
                Vec::new()
            }
            Action::AddPosition => self.add_as_new(),
            Action::NextPosition => self.step_position(true),
            Action::PreviousPosition => self.step_position(false),
            _ => Vec::new(),
        }
    }

    /// The open dialog (Ctrl-O), where it was last left, listing that directory.
    pub(crate) fn open_dialog(&mut self) -> Vec<Effect> {
        let dir = self
            .last_dialog_dir
            .clone()
            .unwrap_or_else(|| self.file_dir());
        self.open(Layer::OpenDialog(OpenDialog::new(dir.clone())));
        vec![Effect::File(FileEffect::List(dir))]
    }

    /// Where the open dialog starts: beside the open file, else here.
    fn file_dir(&self) -> PathBuf {
        self.file
            .as_ref()
            .and_then(|f| f.path.parent())
            .filter(|p| !p.as_os_str().is_empty())
            .map_or_else(|| PathBuf::from("."), Path::to_path_buf)
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
            file.collection.position_text(index),
            file.collection.line_number(index),
        ) else {
            return;
        };
        let count = file.collection.len();
        if text.len() > crate::core::fen::MAX_INPUT_BYTES {
            // A line longer than any position: said, and not put in the field.
            self.refuse_too_long(text.len());
            if let Some(file) = self.file.as_mut() {
                file.index = Some(index);
                file.fen_as_opened = self.fen.clone();
                file.elsewhere = None;
                file.replaced = false;
            }
            return;
        }
        self.load_text(text.trim_end());
        self.field.read_from = crate::tui::app::fen_field::ReadFrom::FileLine(line);
        self.history = crate::tui::app::history::History::default();
        let (errors, warnings) = (self.field.errors.len(), self.field.warnings.len());
        let fen = self.fen.clone();
        if let Some(file) = self.file.as_mut() {
            file.index = Some(index);
            file.fen_as_opened = fen;
            file.elsewhere = None;
            file.replaced = false;
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
            FileNews::Read { path, bytes } if crate::core::encoding::utf16(&bytes).is_some() => {
                let encoding = crate::core::encoding::utf16(&bytes).map_or("", |e| e.name());
                let detail = display_name(&path);
                self.notice = Notice::File(FileNotice::Utf16 { detail, encoding });
            }
            // A saved xiangqi web page (DhtmlXQ) is a game too, whatever its
            // name, and so are XQF and CBR/CBL files.
            FileNews::Read { path, bytes }
                if is_pgn(&path)
                    || holds_dhtmlxq(&bytes)
                    || crate::core::pgn::is_xqf(&bytes)
                    || crate::core::pgn::is_cbr(&bytes) =>
            {
                self.show_games(path, bytes)
            }
            FileNews::Read { path, bytes } if self.open_beside.as_ref() == Some(&path) => {
                self.open_beside = None;
                self.adopt_beside(path, bytes);
            }
            FileNews::Read { path, bytes } => self.adopt(path, bytes, 0),
            FileNews::NotRead { path, detail } => {
                self.notice = Notice::File(FileNotice::NotRead(display_name(&path), detail));
            }
            FileNews::Saved { path, appended } => self.saved(path, appended),
            FileNews::NotSaved { path, detail } => {
                self.notice = Notice::File(FileNotice::NotSaved(display_name(&path), detail));
            }
            FileNews::Merged { path, bytes } => self.merged(path, bytes),
            FileNews::Conflict { path, line } => {
                let detail = format!("{}:{line}", display_name(&path));
                self.notice = Notice::File(FileNotice::Conflict(detail));
            }
            FileNews::Exists { path } => self.ask_to_replace(path),
            FileNews::Reading { path, bytes } => {
                let megabytes = bytes.div_ceil(1_000_000);
                self.notice = Notice::File(FileNotice::Reading(display_name(&path), megabytes));
            }
            FileNews::NotAPositionFile { path } => {
                self.notice = Notice::File(FileNotice::NotAPositionFile(display_name(&path)));
            }
            FileNews::Listed { dir, entries } => self.listed(dir, entries),
            FileNews::NotListed { dir, detail } => {
                self.notice = Notice::File(FileNotice::NotListed(display_name(&dir), detail));
            }
        }
        Vec::new()
    }

    /// Open a collection from its bytes, on position `index`.
    pub(crate) fn adopt(&mut self, path: PathBuf, bytes: Vec<u8>, index: usize) {
        self.close_all(|l| matches!(l, Layer::OpenDialog(_)));
        let on_disk = bytes.clone();
        let collection = Collection::parse(bytes);
        let empty = collection.is_empty();
        self.file = Some(OpenFile {
            path,
            collection,
            on_disk,
            index: None,
            fen_as_opened: self.fen.clone(),
            dirty: false,
            elsewhere: None,
            replaced: false,
        });
        if empty {
            self.notice = Notice::File(FileNotice::NoPositions);
        } else {
            self.show_position(index);
        }
    }
}

pub(crate) fn display_name(path: &Path) -> String {
    path.display().to_string()
}

#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_add;
#[cfg(test)]
mod tests_elsewhere;
#[cfg(test)]
mod tests_long_notice;

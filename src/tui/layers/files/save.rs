//! Saving the open file: Ctrl-S back to the position's line (or, for a
//! position from elsewhere, the question naming both files), Save As, and
//! the runtime's answers: saved, or saved into another program's version.

use super::{FileEffect, FileNotice, NamePrompt, OpenFile, display_name};
use crate::core::collection::Collection;
use crate::tui::app::{App, Effect, Notice};
use crate::tui::layers::Layer;
use std::path::PathBuf;

impl App {
    /// Ctrl-S: the position back to its line, or a name asked for.
    pub(crate) fn save(&mut self) -> Vec<Effect> {
        if self.file.is_none() {
            self.open(Layer::NamePrompt(NamePrompt::new(None)));
            return Vec::new();
        }
        if let Some(file) = self.file.as_ref().filter(|f| f.elsewhere.is_some()) {
            // Never into this file's line unasked: the question names both files.
            self.open(Layer::NamePrompt(NamePrompt::new(Some(file))));
            return Vec::new();
        }
        if let Some(choice) = self.line_to_replace() {
            // A wholly new position: never over the line unasked.
            let mut prompt = NamePrompt::new(self.file.as_ref());
            prompt.replace_or_add = Some(choice);
            self.open(Layer::NamePrompt(prompt));
            return Vec::new();
        }
        self.replace_line()
    }

    /// The board's position into its line (if edited), the file written.
    pub(crate) fn replace_line(&mut self) -> Vec<Effect> {
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
                base: Some(file.on_disk.clone()),
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
            // A position from elsewhere is added as a new line of that file.
            Some(file) if file.index.is_some() && file.elsewhere.is_none() => {
                let bytes = file.collection.bytes().to_vec();
                // The same file under its own name is a save, with its checks;
                // another name is never written over unasked.
                vec![Effect::File(if path == file.path {
                    let base = Some(file.on_disk.clone());
                    FileEffect::Write { path, bytes, base }
                } else {
                    FileEffect::WriteNew { path, bytes }
                })]
            }
            _ => vec![Effect::File(FileEffect::Append { path, position })],
        }
    }

    /// Save As found a file at `path`: the name prompt again, asking.
    pub(crate) fn ask_to_replace(&mut self, path: PathBuf) {
        let mut prompt = NamePrompt::new(self.file.as_ref());
        prompt.typed = path.display().to_string();
        prompt.asking_to_replace = true;
        self.close_all(|l| matches!(l, Layer::NamePrompt(_)));
        self.open(Layer::NamePrompt(prompt));
    }

    /// Yes to the question: the whole open file written over the one at `path`.
    pub(crate) fn replace_with_open_file(&mut self, path: PathBuf) -> Vec<Effect> {
        match &self.file {
            Some(file) => vec![Effect::File(FileEffect::Write {
                path,
                bytes: file.collection.bytes().to_vec(),
                base: None,
            })],
            None => Vec::new(),
        }
    }

    /// The board's position into its line of the collection, if it was
    /// edited. A position that replaced the line's whole (a paste, F3, F4, a
    /// restored session) is never put over the line unasked: stepping away
    /// from it adds it as a new line (not saved yet, the file shown modified).
    pub(crate) fn keep_edit(&mut self) {
        let (position, fen) = (self.position, self.fen.clone());
        if let Some(file) = self.file.as_mut()
            && let Some(index) = file.index
            && file.elsewhere.is_none()
            && file.fen_as_opened != fen
        {
            if file.replaced {
                file.collection.push(&position);
            } else {
                file.collection.replace(index, &position);
            }
            file.replaced = false;
            file.fen_as_opened = fen;
            file.dirty = true;
        }
    }

    pub(crate) fn saved(&mut self, path: PathBuf, appended: Option<(Vec<u8>, usize)>) {
        let name = display_name(&path);
        match appended {
            Some((bytes, index)) => self.adopt(path, bytes, index),
            None => {
                let fen = self.fen.clone();
                if let Some(file) = self.file.as_mut() {
                    file.path = path;
                    file.dirty = false;
                    file.replaced = false;
                    file.fen_as_opened = fen;
                    file.on_disk = file.collection.bytes().to_vec();
                }
            }
        }
        self.notice = Notice::File(FileNotice::Saved(name));
    }

    /// Saved into another program's version of the file: that version, with
    /// this editor's edits, is now the open file, on the same position (found
    /// by its line's text, as the merge found it).
    pub(crate) fn merged(&mut self, path: PathBuf, bytes: Vec<u8>) {
        let shown = self.file.as_ref().and_then(|f| f.collection.text(f.index?));
        let (position, fen) = (self.position, self.fen.clone());
        let collection = Collection::parse(bytes.clone());
        let index = (0..collection.len())
            .find(|&i| collection.text(i) == shown)
            .or(self.file.as_ref().and_then(|f| f.index));
        self.file = Some(OpenFile {
            path: path.clone(),
            collection,
            on_disk: bytes,
            index,
            fen_as_opened: fen,
            dirty: false,
            elsewhere: None,
            replaced: false,
        });
        // The board stays as it is: it is what was just saved.
        self.position = position;
        self.notice = Notice::File(FileNotice::Merged(display_name(&path)));
    }
}

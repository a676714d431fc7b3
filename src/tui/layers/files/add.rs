//! A collection editor's second verb beside "save to the line": add the
//! board as a new position of the open file (Alt-I), and the question Ctrl-S
//! asks when the board holds a wholly new position (a paste, F3, F4, F5)
//! rather than an edit of the line: replace line N (its caption), or add.

use super::{FileEffect, FileNotice, LineChoice, NamePrompt};
use crate::tui::action::Action;
use crate::tui::app::{App, Effect, Notice};
use crate::tui::layers::{Layer, Step};

impl App {
    /// Alt-I: the board's position as a new last line of the open file, the
    /// line it was opened from left as it is on disk; the file is saved
    /// (another program's lines kept, as with Ctrl-S) and open on the new
    /// line. With no file open, a name is asked, as Ctrl-S does.
    pub(crate) fn add_as_new(&mut self) -> Vec<Effect> {
        let (position, fen) = (self.position, self.fen.clone());
        let Some(file) = self.file.as_mut() else {
            self.open(Layer::NamePrompt(NamePrompt::new(None)));
            return Vec::new();
        };
        let index = file.collection.push(&position);
        file.index = Some(index);
        file.fen_as_opened = fen;
        file.elsewhere = None;
        file.replaced = false;
        file.dirty = true;
        vec![Effect::File(FileEffect::Write {
            path: file.path.clone(),
            bytes: file.collection.bytes().to_vec(),
            base: Some(file.on_disk.clone()),
        })]
    }

    /// The board now holds a position that replaced the line's whole (not an
    /// edit of it): Ctrl-S will ask, and the status line says so and names
    /// the key that adds it.
    pub(crate) fn position_replaced(&mut self) {
        let Some(file) = self.file.as_mut() else {
            return;
        };
        let Some(index) = file.index.filter(|_| file.elsewhere.is_none()) else {
            return;
        };
        if file.fen_as_opened == self.fen {
            return;
        }
        file.replaced = true;
        if let Some(line) = file.collection.line_number(index) {
            self.notice = Notice::File(FileNotice::NewPosition(line));
        }
    }

    /// The line Ctrl-S would write over with a wholly new position, if the
    /// board holds one.
    pub(crate) fn line_to_replace(&self) -> Option<LineChoice> {
        let file = self.file.as_ref()?;
        let index = file.index?;
        if !file.replaced || file.fen_as_opened == self.fen {
            return None;
        }
        Some(LineChoice {
            line: file.collection.line_number(index)?,
            caption: file.caption(),
        })
    }

    /// The file named on the command line, opened beside a restored session:
    /// the board, its undo steps and its moves stay the session's; the file
    /// is open on its first position as on a position replaced whole, so
    /// Ctrl-S asks (replace line N, or add) and Alt-I adds the board to it.
    pub(crate) fn adopt_beside(&mut self, path: std::path::PathBuf, bytes: Vec<u8>) {
        let on_disk = bytes.clone();
        let collection = crate::core::collection::Collection::parse(bytes);
        let index = (!collection.is_empty()).then_some(0);
        let line_fen = index
            .and_then(|i| collection.position_text(i))
            .map(|text| text.trim_end().to_string())
            .unwrap_or_default();
        let replaced = index.is_some() && line_fen != self.fen;
        self.file = Some(super::OpenFile {
            path,
            collection,
            on_disk,
            index,
            fen_as_opened: if replaced { line_fen } else { self.fen.clone() },
            dirty: false,
            elsewhere: None,
            replaced,
        });
        let name = self
            .file
            .as_ref()
            .map(super::OpenFile::name)
            .unwrap_or_default();
        self.notice = Notice::File(FileNotice::OpenedBeside(name));
    }

    /// r: over the line; a or Enter: a new line; Esc: back, nothing saved.
    pub(crate) fn answer_replace_or_add(&mut self, action: Action) -> Step {
        match action {
            Action::Type('r' | 'R') => {
                if let Some(file) = self.file.as_mut() {
                    file.replaced = false;
                }
                Step::effects(self.replace_line()).and_close()
            }
            Action::Type('a' | 'A') | Action::Submit | Action::Commit | Action::Activate => {
                Step::effects(self.add_as_new()).and_close()
            }
            Action::Escape | Action::Type('n' | 'N') => Step::consumed().and_close(),
            Action::Quit | Action::QuitWithoutPrinting => Step::pass(action),
            _ => Step::consumed(),
        }
    }
}

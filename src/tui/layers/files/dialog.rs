//! The open dialog: the directories and `.fen`/`.epd`/`.pgn` files of a
//! directory, as a list to move through. Enter opens a file or goes into a
//! directory, Backspace goes up; the runtime lists (`FileEffect::List`).

use super::state::{DirEntry, FileEffect, OpenDialog};
use crate::tui::action::Action;
use crate::tui::app::{App, Effect};
use crate::tui::keymap::Context;
use crate::tui::layers::list::moved;
use crate::tui::layers::{Canvas, Overlay};
use crate::tui::layers::{Layer, Step};
use std::path::PathBuf;

impl OpenDialog {
    pub fn new(dir: PathBuf) -> OpenDialog {
        OpenDialog {
            dir,
            lessons: false,
            entries: None,
            selected: 0,
        }
    }

    /// The dialog the practice list opens: the file chosen is a lesson file.
    pub fn for_lessons(dir: PathBuf) -> OpenDialog {
        OpenDialog {
            lessons: true,
            ..OpenDialog::new(dir)
        }
    }

    fn count(&self) -> usize {
        self.entries.as_ref().map_or(0, Vec::len)
    }

    /// Go into `dir`: the list waits for the runtime.
    fn go_to(&mut self, dir: PathBuf) -> Vec<Effect> {
        *self = OpenDialog {
            lessons: self.lessons,
            ..OpenDialog::new(dir.clone())
        };
        vec![Effect::File(FileEffect::List(dir))]
    }
}

impl App {
    pub(crate) fn handle_open_dialog(&mut self, dialog: &mut OpenDialog, action: Action) -> Step {
        match action {
            Action::Escape | Action::Open(super::OPEN_DIALOG) => Step::consumed().and_close(),
            Action::EraseBack => match dialog.dir.parent() {
                Some(parent) => Step::effects(dialog.go_to(parent.to_path_buf())),
                None => Step::consumed(),
            },
            Action::Submit | Action::Activate => {
                let Some(entry) = dialog.entries.as_ref().and_then(|e| e.get(dialog.selected))
                else {
                    return Step::consumed();
                };
                let path = dialog.dir.join(&entry.name);
                if entry.is_dir {
                    Step::effects(dialog.go_to(path))
                } else if dialog.lessons {
                    // The dialog closes when the lessons have been read.
                    Step::effects(vec![Effect::Lessons(path)])
                } else {
                    // The dialog closes when the file has been read.
                    Step::effects(vec![Effect::File(FileEffect::Read(path))])
                }
            }
            Action::Move(_) | Action::TopRank | Action::BottomRank | Action::Home | Action::End => {
                dialog.selected = moved(dialog.selected, dialog.count(), &action);
                Step::consumed()
            }
            action if crate::tui::layers::leaves_to_editor(&action) => Step::pass(action),
            _ => Step::consumed(),
        }
    }

    /// The runtime's listing: into the dialog that asked for it.
    pub(crate) fn listed(&mut self, dir: PathBuf, entries: Vec<DirEntry>) {
        for layer in self.layers.iter_mut().rev() {
            if let Layer::OpenDialog(dialog) = layer {
                self.last_dialog_dir = Some(dir.clone());
                dialog.dir = dir;
                dialog.entries = Some(entries);
                dialog.selected = 0;
                return;
            }
        }
    }
}

impl Overlay for OpenDialog {
    fn context(&self, _: &App) -> Option<Context> {
        Some(super::keys::OPEN_DIALOG)
    }
    fn handle(&mut self, app: &mut App, action: Action) -> Step {
        app.handle_open_dialog(self, action)
    }
    fn draw(&self, canvas: &mut Canvas<'_, '_>) {
        super::view::render_open_dialog(canvas.screen, self, canvas.area, canvas.buf)
    }
}

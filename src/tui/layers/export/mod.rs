//! Diagrams from the editor, the share menu's last two lines: the board shown
//! written to a file whose name is asked for (the format from its extension,
//! `export::DiagramFormat::from_path`), or copied to the clipboard as a picture. The
//! board is taken as shown: flipped when it is, the last move marked when the
//! moves that led here are known. Drawing and writing are the runtime's
//! (`Effect::Export`, off the thread that reads keys); the news come back as
//! `News::Export(ExportNews)`.

pub mod keys;
pub mod notice;
pub mod state;
pub mod view;

mod naming;
mod prompt;

pub use naming::{DEFAULT_NAME, NameProblem, expand_home};
pub use notice::ExportNotice;
pub use state::{
    DIAGRAM_FILE, DIAGRAM_IMAGE, DIAGRAM_SIZE, DiagramOf, DiagramPrompt, ExportEffect, ExportNews,
};

use crate::tui::app::{App, Effect, Notice};
use crate::tui::layers::Layer;
use std::path::PathBuf;

impl App {
    /// The file prompt for the board shown, with the name offered.
    pub(crate) fn open_diagram_prompt(&mut self) -> Vec<Effect> {
        let prompt = self.diagram_prompt();
        self.open(prompt);
        Vec::new()
    }

    /// The copy of the board as a picture.
    pub(crate) fn copy_picture(&mut self) -> Vec<Effect> {
        vec![self.copy_diagram()]
    }

    /// The board as a diagram shows it now.
    pub fn diagram_of(&self) -> DiagramOf {
        DiagramOf {
            position: self.position,
            last_move: self
                .moves_played()
                .and_then(|(_, moves)| moves.last().copied()),
            flip: self.flipped,
            theme: self.board_theme(),
        }
    }

    /// The name the file prompt offers.
    pub fn offered_diagram_name(&self) -> String {
        let open_file = self
            .open_file()
            .map(|file| (file.path.as_path(), file.place().0.max(1)));
        naming::offered_name(self.diagram_name.as_deref(), open_file)
    }

    /// The file prompt for the board shown, with the name offered.
    pub(crate) fn diagram_prompt(&self) -> Layer {
        Layer::DiagramPrompt(DiagramPrompt::new(
            self.offered_diagram_name(),
            self.diagram_of(),
        ))
    }

    /// The copy of the board as a picture.
    pub(crate) fn copy_diagram(&self) -> Effect {
        Effect::Export(ExportEffect::CopyImage(self.diagram_of()))
    }

    /// The runtime's news about a diagram.
    pub(crate) fn export_news(&mut self, news: ExportNews) {
        let shown = |path: &PathBuf| path.display().to_string();
        self.notice = Notice::Export(match news {
            ExportNews::Written { path } => ExportNotice::Written(shown(&path)),
            ExportNews::NotWritten { path, detail } => ExportNotice::NotWritten {
                file: shown(&path),
                detail,
            },
            // Ask, keeping the name as typed.
            ExportNews::Exists { path, diagram } => {
                let typed = self.diagram_name.clone().unwrap_or_else(|| shown(&path));
                let mut prompt = DiagramPrompt::new(typed, *diagram);
                prompt.asking_to_replace = true;
                self.close_all(|l| matches!(l, Layer::DiagramPrompt(_)));
                self.open(Layer::DiagramPrompt(prompt));
                return;
            }
            ExportNews::ImageCopied(outcome) => ExportNotice::ImageCopied(outcome),
            // A file instead: the prompt, with the reason on the status line.
            ExportNews::ImageNotCopied { code, detail } => {
                self.close_all(|l| matches!(l, Layer::DiagramPrompt(_)));
                self.open(self.diagram_prompt());
                ExportNotice::ImageNotCopied { code, detail }
            }
        });
    }

    /// The file prompt open, if it is.
    pub fn diagram_prompt_open(&self) -> Option<&DiagramPrompt> {
        self.layers().iter().rev().find_map(|l| match l {
            Layer::DiagramPrompt(prompt) => Some(prompt),
            _ => None,
        })
    }
}

#[cfg(test)]
mod tests;

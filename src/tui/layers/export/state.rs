//! The diagram's state: what the picture depends on, what the runtime is
//! asked and answers, and the file name prompt. Data only: the `Layer` enum,
//! `App`'s effects and the runtime's news hold it without importing the
//! export's behaviour.

use super::naming::NameProblem;
use crate::clipboard::CopyOutcome;
use crate::core::Position;
use crate::core::rules::Move;
use crate::export::{DiagramFormat, Request, Style, Theme};
use crate::tui::theme::BoardTheme;
use std::path::PathBuf;

/// Width of a diagram from the editor, in pixels (PDF: points).
pub const DIAGRAM_SIZE: u32 = 480;

/// The names the share menu's two diagram lines open by (`Action::Open`,
/// `App::open_by_name`): the file prompt, and the copy as a picture.
pub const DIAGRAM_FILE: &str = "diagram-file";

pub const DIAGRAM_IMAGE: &str = "diagram-image";

/// Everything the picture depends on, kept by value (the board may change
/// while the runtime draws).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DiagramOf {
    pub position: Position,
    pub last_move: Option<Move>,
    pub flip: bool,
    /// The board colours shown: the diagram is drawn in the look of the
    /// same name (the names are one set, `config::THEMES`).
    pub theme: BoardTheme,
}

impl DiagramOf {
    /// What `export::diagram` draws.
    pub fn request(&self) -> Request<'_> {
        Request {
            position: &self.position,
            last_move: self.last_move,
            flip: self.flip,
            style: Style {
                theme: Theme::named(self.theme.name()).unwrap_or_default(),
                ..Style::default()
            },
            size: DIAGRAM_SIZE,
        }
    }
}

/// What the runtime is asked to do with a diagram.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ExportEffect {
    /// Draw it and write the file atomically; without `replace`, an existing
    /// file is left alone and answered `Exists`.
    Write {
        path: PathBuf,
        format: DiagramFormat,
        diagram: DiagramOf,
        replace: bool,
    },
    /// Draw it and put the picture on the clipboard.
    CopyImage(DiagramOf),
}

/// What the runtime did with a diagram.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ExportNews {
    /// Written; the path made absolute, to say where it went.
    Written {
        path: PathBuf,
    },
    /// Not written: a file is there already (the diagram kept for the question;
    /// boxed: a position is large for an action).
    Exists {
        path: PathBuf,
        diagram: Box<DiagramOf>,
    },
    NotWritten {
        path: PathBuf,
        detail: crate::files::Reason,
    },
    ImageCopied(CopyOutcome),
    /// The clipboard did not take the picture: the reason, as for `ClipboardFailed`.
    ImageNotCopied {
        code: &'static str,
        detail: Option<String>,
    },
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DiagramPrompt {
    pub typed: String,
    /// In characters.
    pub caret: usize,
    /// The board as it was when the prompt opened (what gets written).
    pub diagram: DiagramOf,
    pub problem: Option<NameProblem>,
    /// The file exists: asking whether to replace it.
    pub asking_to_replace: bool,
}

impl DiagramPrompt {
    pub fn new(typed: String, diagram: DiagramOf) -> DiagramPrompt {
        DiagramPrompt {
            caret: typed.chars().count(),
            typed,
            diagram,
            problem: None,
            asking_to_replace: false,
        }
    }
}

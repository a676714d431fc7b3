//! The runtime's side of diagrams: a file drawn and written (atomically, the
//! file's permissions kept) on a thread of its own, so a slow disk never holds
//! up the keys and the frames; and the picture a clipboard copy takes, drawn
//! here (a few milliseconds) and handed to the clipboard worker.

use crate::clipboard::worker::CHECK_EVERY;
use crate::clipboard::{ClipboardError, CopyOutcome, Image};
use crate::export::{self, DiagramFormat};
use crate::files::{Reason, write_file};
use crate::tui::app::{DiagramOf, Effect, ExportEffect, ExportNews, expand_home};
use crate::tui::news::News;
use std::path::{Path, PathBuf};
use std::sync::mpsc::{self, Receiver, Sender};
use std::time::Duration;

/// A diagram file to draw and write.
#[derive(Clone, Debug)]
pub struct WriteJob {
    pub path: PathBuf,
    pub format: DiagramFormat,
    pub diagram: DiagramOf,
    pub replace: bool,
}

/// Draw and write at once (a thread of `ExportJobs` does this, and tests).
pub fn write_diagram(job: WriteJob) -> ExportNews {
    let home = std::env::var_os("HOME").map(PathBuf::from);
    let path = expand_home(&job.path, home.as_deref());
    // Asked first: nothing is drawn for a file that is not to be replaced.
    if !job.replace && std::fs::symlink_metadata(&path).is_ok() {
        return ExportNews::Exists {
            path: job.path,
            diagram: Box::new(job.diagram),
        };
    }
    let written = export::diagram(&job.diagram.request(), job.format)
        .map_err(|error| Reason::System(error.to_string()))
        .and_then(|bytes| write_file(&path, &bytes).map_err(|error| Reason::of(&error)));
    match written {
        Ok(()) => ExportNews::Written {
            path: absolute(&path),
        },
        Err(detail) => ExportNews::NotWritten { path, detail },
    }
}

/// Where a file went, to tell the user (as given when that cannot be found).
fn absolute(path: &Path) -> PathBuf {
    std::path::absolute(path).unwrap_or_else(|_| path.to_path_buf())
}

/// The board as a picture for the clipboard, or why it could not be drawn
/// (as news for the app).
pub fn image_of(diagram: &DiagramOf) -> Result<Image, ExportNews> {
    let not_drawn = |detail: String| ExportNews::ImageNotCopied {
        code: "export-cannot-draw",
        detail: Some(detail),
    };
    let (width, height, rgba) =
        export::rgba(&diagram.request()).map_err(|error| not_drawn(error.to_string()))?;
    Image::new(width, height, rgba).ok_or_else(|| not_drawn(format!("{width}×{height}")))
}

/// What the runtime does for a diagram's effect.
pub enum DiagramWork {
    /// A picture for the clipboard.
    Copy(Image),
    /// Answered at once (a picture that could not be drawn).
    Answered(News),
    Write(WriteJob),
}

/// The work a diagram's effect asks for; any other effect is given back
/// (boxed: an effect is large, and the work small).
pub fn diagram_work(effect: Effect) -> Result<DiagramWork, Box<Effect>> {
    match effect {
        Effect::Export(ExportEffect::CopyImage(diagram)) => Ok(match image_of(&diagram) {
            Ok(image) => DiagramWork::Copy(image),
            Err(news) => DiagramWork::Answered(News::Export(news)),
        }),
        Effect::Export(ExportEffect::Write {
            path,
            format,
            diagram,
            replace,
        }) => Ok(DiagramWork::Write(WriteJob {
            path,
            format,
            diagram,
            replace,
        })),
        other => Err(Box::new(other)),
    }
}

/// Draw and write at once, as news for the app.
pub fn written(job: WriteJob) -> News {
    News::Export(write_diagram(job))
}

/// How the copy of a picture went, as news for the app (which offers a file
/// instead when it failed).
pub fn image_copied(result: Result<CopyOutcome, ClipboardError>) -> News {
    News::Export(match result {
        Ok(outcome) => ExportNews::ImageCopied(outcome),
        Err(error) => ExportNews::ImageNotCopied {
            code: error.code(),
            detail: error.detail().map(str::to_string),
        },
    })
}

/// Diagram files being written off the key and draw thread; their news come
/// back as actions.
pub struct ExportJobs {
    done_sender: Sender<ExportNews>,
    done: Receiver<ExportNews>,
    pending: usize,
}

impl Default for ExportJobs {
    fn default() -> Self {
        let (done_sender, done) = mpsc::channel();
        ExportJobs {
            done_sender,
            done,
            pending: 0,
        }
    }
}

impl ExportJobs {
    /// Start writing; when no thread can be started, write here and now.
    pub fn start(&mut self, job: WriteJob) {
        let sender = self.done_sender.clone();
        let spawned = std::thread::Builder::new()
            .name("fen-tui-diagram".into())
            .spawn({
                let job = job.clone();
                move || {
                    let _ = sender.send(write_diagram(job));
                }
            });
        if spawned.is_err() {
            let _ = self.done_sender.send(write_diagram(job));
        }
        self.pending += 1;
    }

    /// How long the loop may wait for input: `None` unless a file is being written.
    pub fn wait(&self) -> Option<Duration> {
        (self.pending > 0).then_some(CHECK_EVERY)
    }

    /// A finished file's news.
    pub fn answer(&mut self) -> Option<News> {
        let news = self.done.try_recv().ok()?;
        self.pending = self.pending.saturating_sub(1);
        Some(News::Export(news))
    }
}

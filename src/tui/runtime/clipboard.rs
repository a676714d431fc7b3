//! The clipboard's requests carried out for the runtime (`runtime::Runtime`):
//! at once with any [`Clipboard`] (tests, the fuzzer), or off the thread that
//! reads keys and draws (the running editor: the system clipboard on its
//! worker thread, OSC 52 written here between frames). One mapping from
//! answers to news serves both. A picture copy is a clipboard request too
//! (never sent to OSC 52, which carries text only).

use crate::clipboard::{
    self, Answer, Clipboard, ClipboardError, ClipboardWorker, Job, JobResult, Osc52Clipboard,
};
use crate::tui::app::ShareTarget;
use crate::tui::news::News;
use crate::tui::runtime::export::image_copied;
use std::io::Write;
use std::time::{Duration, Instant};

/// What a request was for, so its answer becomes the right news.
#[derive(Debug)]
pub(super) enum Purpose {
    Copy(String),
    Share {
        target: ShareTarget,
        text: String,
    },
    Paste,
    /// A diagram as a picture.
    Image,
}

impl Purpose {
    fn copied_text(&self) -> Option<&str> {
        match self {
            Purpose::Copy(text) | Purpose::Share { text, .. } => Some(text),
            Purpose::Paste | Purpose::Image => None,
        }
    }
}

/// The news that tells the app how its request went.
pub(super) fn news_for(purpose: Purpose, result: JobResult) -> News {
    match (purpose, result) {
        (Purpose::Image, JobResult::Copied(Ok(outcome))) => image_copied(Ok(outcome)),
        (Purpose::Image, JobResult::Copied(Err(error)) | JobResult::Pasted(Err(error))) => {
            image_copied(Err(error))
        }
        (Purpose::Share { target, .. }, JobResult::Copied(copied)) => match copied {
            Ok(outcome) => News::Shared { target, outcome },
            Err(error) => News::ShareFailed {
                target,
                code: error.code(),
                detail: error.detail().map(str::to_string),
            },
        },
        (_, JobResult::Copied(Ok(outcome))) => News::Copied(outcome),
        (_, JobResult::Pasted(Ok(text))) if !text.is_empty() => News::Pasted(text),
        // A screenshot copied: read here, once, on the thread that asked.
        (_, JobResult::PastedPicture(image)) => {
            News::PicturePasted(crate::tui::app::picture::read_pixels(
                image.width as usize,
                image.height as usize,
                &image.rgba,
            ))
        }
        (_, JobResult::Pasted(Ok(_) | Err(ClipboardError::Empty))) => News::ClipboardEmpty,
        // Issue 33 case 16: no display, Ctrl-V: the terminal's own paste
        // still works, and the words say so.
        (_, JobResult::Pasted(Err(ClipboardError::NoDisplay))) => News::ClipboardFailed {
            code: "clipboard-no-display-paste",
            detail: None,
        },
        (_, JobResult::Copied(Err(error)) | JobResult::Pasted(Err(error))) => {
            News::ClipboardFailed {
                code: error.code(),
                detail: error.detail().map(str::to_string),
            }
        }
    }
}

/// Where clipboard requests go: answered at once by any [`Clipboard`]
/// (tests, the fuzzer), or the running editor's worker thread with the
/// terminal (OSC 52) as the fallback.
pub(super) enum Clipboards<'c> {
    AtOnce(&'c mut dyn Clipboard),
    Threaded {
        worker: ClipboardWorker<Purpose>,
        terminal: Osc52Clipboard<Box<dyn Write + Send>>,
    },
}

impl Clipboards<'static> {
    /// `system` runs on the worker; OSC 52 goes to `terminal`, the UI's output.
    pub(super) fn threaded(
        system: Box<dyn Clipboard + Send>,
        terminal: Box<dyn Write + Send>,
    ) -> Self {
        Clipboards::Threaded {
            worker: ClipboardWorker::spawn(system),
            terminal: Osc52Clipboard::for_terminal(terminal),
        }
    }
}

impl Clipboards<'_> {
    /// Start a request: its news when it is known now (answered at once, or
    /// a worker still stuck on an earlier request), else `None`: the answer
    /// comes from [`Clipboards::answer`].
    pub(super) fn start(&mut self, job: Job, purpose: Purpose) -> Option<News> {
        match self {
            Clipboards::AtOnce(clipboard) => {
                let result = match job {
                    Job::Copy(text) => JobResult::Copied(clipboard.copy(&text)),
                    Job::Paste => clipboard::paste_text_or_picture(&mut **clipboard),
                    Job::CopyImage(image) => JobResult::Copied(clipboard.copy_image(&image)),
                };
                Some(news_for(purpose, result))
            }
            Clipboards::Threaded { worker, terminal } => {
                let Err((_, purpose)) = worker.start(job, purpose, Instant::now()) else {
                    return None;
                };
                Some(late(terminal, purpose))
            }
        }
    }

    /// How long the loop may wait for input: `None` unless an answer is due.
    pub(super) fn wait(&self) -> Option<Duration> {
        match self {
            Clipboards::AtOnce(_) => None,
            Clipboards::Threaded { worker, .. } => worker.wait(),
        }
    }

    /// An answer, or the news that none came in time.
    pub(super) fn answer(&mut self) -> Option<News> {
        let Clipboards::Threaded { worker, terminal } = self else {
            return None;
        };
        Some(match worker.answer(Instant::now())? {
            // A picture has no terminal fallback.
            Answer::Done(Purpose::Image, result) => news_for(Purpose::Image, result),
            Answer::Done(purpose, JobResult::Copied(Err(system))) => {
                let text = purpose.copied_text().unwrap_or_default().to_string();
                let result = clipboard::fall_back(terminal, &text, system);
                news_for(purpose, JobResult::Copied(result))
            }
            Answer::Done(purpose, result) => news_for(purpose, result),
            Answer::Late(purpose) => late(terminal, purpose),
        })
    }
}

/// No answer in time: a copy goes to the terminal, a paste is left to it.
fn late(terminal: &mut Osc52Clipboard<Box<dyn Write + Send>>, purpose: Purpose) -> News {
    if matches!(purpose, Purpose::Image) {
        return image_copied(Err(ClipboardError::NotAnswering {
            sent_to_terminal: false,
        }));
    }
    let result = match purpose.copied_text() {
        Some(text) => {
            let sent_to_terminal = terminal.copy(text).is_ok();
            JobResult::Copied(Err(ClipboardError::NotAnswering { sent_to_terminal }))
        }
        None => JobResult::Pasted(Err(ClipboardError::NotAnsweringToPaste)),
    };
    news_for(purpose, result)
}

/// The sooner of two waits (`None`: no limit).
pub fn sooner(a: Option<Duration>, b: Option<Duration>) -> Option<Duration> {
    match (a, b) {
        (Some(a), Some(b)) => Some(a.min(b)),
        (a, b) => a.or(b),
    }
}

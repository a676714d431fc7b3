//! The editor's clipboard effects carried out: at once with any [`Clipboard`]
//! ([`perform`], for tests and the fuzzer), or off the thread that reads keys
//! and draws ([`ClipboardJobs`], the running editor: the system clipboard on
//! its worker thread, OSC 52 written here between frames). One mapping from
//! effects to requests, and from answers to news, serves both. Diagrams
//! ride along: a picture copy is a clipboard request (never sent to OSC 52,
//! which carries text only), a diagram file is written on its own thread
//! (`runtime::export`).

use crate::clipboard::{
    self, Answer, Clipboard, ClipboardError, ClipboardWorker, Job, JobResult, Osc52Clipboard,
};
use crate::tui::action::Action;
use crate::tui::app::{App, Effect, ShareTarget};
use crate::tui::news::News;
use crate::tui::runtime::export::{
    DiagramWork, ExportJobs, WriteJob, diagram_work, image_copied, written,
};
use crate::tui::runtime::files::Carried;
use std::io::Write;
use std::time::{Duration, Instant};

/// What a request was for, so its answer becomes the right news.
#[derive(Debug)]
enum Purpose {
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

/// What the runtime does for an effect.
enum Work {
    Clipboard(Job, Purpose),
    /// Answered at once (a picture that could not be drawn).
    Answered(News),
    WriteDiagram(WriteJob),
}

/// The work an effect asks for, if any.
fn work(effect: Effect) -> Option<Work> {
    let clipboard = |job, purpose| Some(Work::Clipboard(job, purpose));
    let effect = match diagram_work(effect) {
        Ok(DiagramWork::Copy(image)) => return clipboard(Job::CopyImage(image), Purpose::Image),
        Ok(DiagramWork::Answered(news)) => return Some(Work::Answered(news)),
        Ok(DiagramWork::Write(job)) => return Some(Work::WriteDiagram(job)),
        Err(effect) => *effect,
    };
    match effect {
        Effect::Copy(text) => clipboard(Job::Copy(text.clone()), Purpose::Copy(text)),
        Effect::CopyShared { target, text } => {
            clipboard(Job::Copy(text.clone()), Purpose::Share { target, text })
        }
        Effect::PasteRequest => clipboard(Job::Paste, Purpose::Paste),
        // A few hundred bytes written at once, as the session is.
        Effect::Practice(path, answer) => Some(Work::Answered(News::Practice(
            crate::tui::runtime::practice::keep(&path, &answer),
        ))),
        // Quitting is the run loop's; a file's effect was carried out before.
        _ => None,
    }
}

/// The news that tells the app how its request went.
fn news_for(purpose: Purpose, result: JobResult) -> News {
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

/// Update the state, then carry out the effects at once (which may answer
/// with news).
pub fn perform(app: &mut App, action: Action, clipboard: &mut dyn Clipboard) {
    for effect in app.update(action) {
        // Done at once, their news given to the app.
        let Some(effect) = crate::tui::runtime::files::carry_out(app, effect) else {
            continue;
        };
        let answer = match work(effect) {
            Some(Work::Clipboard(job, purpose)) => {
                let result = match job {
                    Job::Copy(text) => JobResult::Copied(clipboard.copy(&text)),
                    Job::Paste => JobResult::Pasted(clipboard.paste()),
                    Job::CopyImage(image) => JobResult::Copied(clipboard.copy_image(&image)),
                };
                news_for(purpose, result)
            }
            Some(Work::Answered(news)) => news,
            Some(Work::WriteDiagram(job)) => written(job),
            None => continue,
        };
        app.hear(answer);
    }
}

/// The running editor's clipboard: requests go to the worker thread, answers
/// come back as actions, and a copy the system clipboard refuses or does not
/// answer in time goes to the terminal (OSC 52) instead.
pub struct ClipboardJobs {
    worker: ClipboardWorker<Purpose>,
    terminal: Osc52Clipboard<Box<dyn Write + Send>>,
    exports: ExportJobs,
    /// Reads announced on the status line, to do once it is drawn.
    long_reads: Vec<Effect>,
}

impl ClipboardJobs {
    /// `system` runs on the worker; OSC 52 goes to `terminal`, the UI's output.
    pub fn new(system: Box<dyn Clipboard + Send>, terminal: Box<dyn Write + Send>) -> Self {
        ClipboardJobs {
            worker: ClipboardWorker::spawn(system),
            terminal: Osc52Clipboard::for_terminal(terminal),
            exports: ExportJobs::default(),
            long_reads: Vec::new(),
        }
    }

    /// The long reads announced since the last call.
    pub fn take_long_reads(&mut self) -> Vec<Effect> {
        std::mem::take(&mut self.long_reads)
    }

    /// Update the state and start the clipboard requests its effects ask for.
    pub fn perform(&mut self, app: &mut App, action: Action) {
        for effect in app.update(action) {
            // Done at once, their news given to the app; a long read after
            // the frame that says so (`take_long_reads`).
            let effect = match crate::tui::runtime::files::carry_out_after_a_word(app, effect) {
                Carried::Done => continue,
                Carried::Later(effect) => {
                    self.long_reads.push(effect);
                    continue;
                }
                Carried::NotMine(effect) => effect,
            };
            let (job, purpose) = match work(effect) {
                Some(Work::Clipboard(job, purpose)) => (job, purpose),
                Some(Work::Answered(news)) => {
                    app.hear(news);
                    continue;
                }
                Some(Work::WriteDiagram(job)) => {
                    self.exports.start(job);
                    continue;
                }
                None => continue,
            };
            // A worker still stuck on an earlier request: late at once.
            if let Err((_, purpose)) = self.worker.start(job, purpose, Instant::now()) {
                let late = self.late(purpose);
                app.hear(late);
            }
        }
    }

    /// How long the loop may wait for input: `None` unless an answer is due.
    pub fn wait(&self) -> Option<Duration> {
        sooner(self.worker.wait(), self.exports.wait())
    }

    /// An answer, or the news that none came in time.
    pub fn answer(&mut self) -> Option<News> {
        if let Some(news) = self.exports.answer() {
            return Some(news);
        }
        Some(match self.worker.answer(Instant::now())? {
            // A picture has no terminal fallback.
            Answer::Done(Purpose::Image, result) => news_for(Purpose::Image, result),
            Answer::Done(purpose, JobResult::Copied(Err(system))) => {
                let text = purpose.copied_text().unwrap_or_default().to_string();
                let result = clipboard::fall_back(&mut self.terminal, &text, system);
                news_for(purpose, JobResult::Copied(result))
            }
            Answer::Done(purpose, result) => news_for(purpose, result),
            Answer::Late(purpose) => self.late(purpose),
        })
    }

    /// No answer in time: a copy goes to the terminal, a paste is left to it.
    fn late(&mut self, purpose: Purpose) -> News {
        if matches!(purpose, Purpose::Image) {
            return image_copied(Err(ClipboardError::NotAnswering {
                sent_to_terminal: false,
            }));
        }
        let result = match purpose.copied_text() {
            Some(text) => {
                let sent_to_terminal = self.terminal.copy(text).is_ok();
                JobResult::Copied(Err(ClipboardError::NotAnswering { sent_to_terminal }))
            }
            None => JobResult::Pasted(Err(ClipboardError::NotAnsweringToPaste)),
        };
        news_for(purpose, result)
    }
}

/// The sooner of two waits (`None`: no limit).
pub fn sooner(a: Option<Duration>, b: Option<Duration>) -> Option<Duration> {
    match (a, b) {
        (Some(a), Some(b)) => Some(a.min(b)),
        (a, b) => a.or(b),
    }
}

//! Clipboard work on a thread of its own, never on the thread that reads keys
//! and draws. Talking to an X server can block without end (a display that
//! accepts the connection and never answers, a stopped server): the worker
//! owns the clipboard, takes requests and gives answers over channels, and the
//! editor only looks for an answer while one is due. A request that takes
//! longer than [`PATIENCE`] is reported late, once, so the editor can say so
//! and fall back to the terminal; while the worker is stuck, new requests are
//! refused at once instead of queueing behind it.

use super::{Clipboard, ClipboardError, CopyOutcome, Image};
use std::collections::VecDeque;
use std::sync::mpsc::{self, Receiver, Sender, TryRecvError};
use std::time::{Duration, Instant};

/// How long a copy or paste may take before the user is told.
pub const PATIENCE: Duration = Duration::from_secs(2);

/// How often the editor looks for an answer while one is due.
pub const CHECK_EVERY: Duration = Duration::from_millis(25);

/// What the worker is asked to do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Job {
    Copy(String),
    Paste,
    /// A picture (a diagram): answered as `Copied`, like a text.
    CopyImage(Image),
}

/// What the clipboard answered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum JobResult {
    Copied(Result<CopyOutcome, ClipboardError>),
    Pasted(Result<String, ClipboardError>),
    /// A paste found no text but a picture (a screenshot copied).
    PastedPicture(Image),
}

/// What a paste finds: the clipboard's text, or, when it holds none, its picture.
/// (On X11 arboard refuses the text of a clipboard that offers only a
/// picture, "incorrect type received", rather than saying it has none: a
/// refusal asks for the picture too, and is said only when there is none.)
pub fn paste_text_or_picture(clipboard: &mut dyn Clipboard) -> JobResult {
    let text_error = match clipboard.paste() {
        Ok(text) if !text.is_empty() => return JobResult::Pasted(Ok(text)),
        Ok(_) => ClipboardError::Empty,
        Err(error @ (ClipboardError::Empty | ClipboardError::Refused(_))) => error,
        Err(error) => return JobResult::Pasted(Err(error)),
    };
    match clipboard.paste_image() {
        Ok(image) => JobResult::PastedPicture(image),
        Err(ClipboardError::Empty) => JobResult::Pasted(Err(text_error)),
        Err(error) => JobResult::Pasted(Err(error)),
    }
}

/// News about a request, with the tag it was started with.
#[derive(Debug, PartialEq, Eq)]
pub enum Answer<T> {
    Done(T, JobResult),
    /// No answer after [`PATIENCE`] (or the worker is gone).
    Late(T),
}

/// The handle the editor keeps: send requests, look for answers.
pub struct ClipboardWorker<T> {
    jobs: Sender<(u64, Job)>,
    done: Receiver<(u64, JobResult)>,
    pending: VecDeque<Pending<T>>,
    next_id: u64,
}

struct Pending<T> {
    id: u64,
    /// `None` once reported late: a late answer is dropped.
    tag: Option<T>,
    started: Instant,
}

impl<T> ClipboardWorker<T> {
    /// Start the thread that owns `clipboard` (nothing is opened until the
    /// first request). If no thread can be started, every request is late.
    pub fn spawn(mut clipboard: Box<dyn Clipboard + Send>) -> ClipboardWorker<T> {
        let (jobs, job_queue) = mpsc::channel::<(u64, Job)>();
        let (answers, done) = mpsc::channel();
        let _ = std::thread::Builder::new()
            .name("fen-tui-clipboard".into())
            .spawn(move || {
                for (id, job) in job_queue {
                    let result = match job {
                        Job::Copy(text) => JobResult::Copied(clipboard.copy(&text)),
                        Job::Paste => paste_text_or_picture(clipboard.as_mut()),
                        Job::CopyImage(image) => JobResult::Copied(clipboard.copy_image(&image)),
                    };
                    if answers.send((id, result)).is_err() {
                        break;
                    }
                }
            });
        ClipboardWorker {
            jobs,
            done,
            pending: VecDeque::new(),
            next_id: 0,
        }
    }

    /// Ask for `job`. Refused (the job and tag given back) while an earlier
    /// request is late: the worker is stuck, and this one would wait too.
    pub fn start(&mut self, job: Job, tag: T, now: Instant) -> Result<(), (Job, T)> {
        if self.stuck() {
            return Err((job, tag));
        }
        let id = self.next_id;
        self.next_id += 1;
        match self.jobs.send((id, job)) {
            Ok(()) => {
                self.pending.push_back(Pending {
                    id,
                    tag: Some(tag),
                    started: now,
                });
                Ok(())
            }
            Err(mpsc::SendError((_, job))) => Err((job, tag)),
        }
    }

    /// Whether a request was reported late and has not answered since.
    pub fn stuck(&self) -> bool {
        self.pending.iter().any(|p| p.tag.is_none())
    }

    /// How long the editor may wait for input before looking again: `None`
    /// when no answer is due.
    pub fn wait(&self) -> Option<Duration> {
        self.pending
            .iter()
            .any(|p| p.tag.is_some())
            .then_some(CHECK_EVERY)
    }

    /// The next answer, or the news that one is late; `None` for now.
    pub fn answer(&mut self, now: Instant) -> Option<Answer<T>> {
        loop {
            match self.done.try_recv() {
                Ok((id, result)) => {
                    let index = self.pending.iter().position(|p| p.id == id)?;
                    let pending = self.pending.remove(index)?;
                    if let Some(tag) = pending.tag {
                        return Some(Answer::Done(tag, result));
                    }
                    // Already reported late: the answer comes too late to use.
                }
                Err(TryRecvError::Empty) => break,
                // The worker is gone: nothing pending will ever answer.
                Err(TryRecvError::Disconnected) => {
                    return self
                        .pending
                        .iter_mut()
                        .find_map(|p| p.tag.take())
                        .map(Answer::Late);
                }
            }
        }
        let late = self
            .pending
            .iter_mut()
            .find(|p| p.tag.is_some() && now.duration_since(p.started) >= PATIENCE)?;
        late.tag.take().map(Answer::Late)
    }
}

#[cfg(test)]
mod tests;

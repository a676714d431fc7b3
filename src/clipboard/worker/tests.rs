use super::*;
use crate::clipboard::MemoryClipboard;
use std::sync::{Arc, Mutex};

/// Waits for an answer the way the editor does: a look every few milliseconds.
fn next<T>(worker: &mut ClipboardWorker<T>, now: impl Fn() -> Instant) -> Answer<T> {
    let deadline = Instant::now() + Duration::from_secs(5);
    loop {
        if let Some(answer) = worker.answer(now()) {
            return answer;
        }
        assert!(Instant::now() < deadline, "no answer");
        std::thread::sleep(CHECK_EVERY);
    }
}

#[test]
fn copies_and_pastes_are_answered_in_order() {
    let mut worker = ClipboardWorker::spawn(Box::new(MemoryClipboard::new()));
    assert_eq!(worker.wait(), None);
    worker
        .start(Job::Copy("fen".into()), 1, Instant::now())
        .unwrap();
    worker.start(Job::Paste, 2, Instant::now()).unwrap();
    assert_eq!(worker.wait(), Some(CHECK_EVERY));
    let copied = JobResult::Copied(Ok(CopyOutcome::Memory));
    assert_eq!(next(&mut worker, Instant::now), Answer::Done(1, copied));
    let pasted = JobResult::Pasted(Ok("fen".into()));
    assert_eq!(next(&mut worker, Instant::now), Answer::Done(2, pasted));
    assert_eq!(worker.wait(), None);
}

/// A clipboard that answers only when the test lets it, like an X server
/// that accepted the connection and went silent.
struct Silent(Arc<Mutex<()>>);

impl Clipboard for Silent {
    fn copy(&mut self, _: &str) -> Result<CopyOutcome, ClipboardError> {
        let _held = self.0.lock();
        Ok(CopyOutcome::System)
    }
    fn paste(&mut self) -> Result<String, ClipboardError> {
        let _held = self.0.lock();
        Ok("late".into())
    }
}

#[test]
fn a_silent_clipboard_is_late_once_and_refuses_more_until_it_answers() {
    let gate = Arc::new(Mutex::new(()));
    let held = gate.lock().unwrap();
    let mut worker = ClipboardWorker::spawn(Box::new(Silent(Arc::clone(&gate))));
    let start = Instant::now();
    worker
        .start(Job::Copy("fen".into()), "copy", start)
        .unwrap();
    assert_eq!(worker.answer(start), None);
    // Two seconds on (the clock given, not slept): late, said once.
    let later = start + PATIENCE;
    assert_eq!(worker.answer(later), Some(Answer::Late("copy")));
    assert_eq!(worker.answer(later), None);
    assert_eq!(worker.wait(), None, "nothing more to wait for");
    assert!(worker.stuck());
    assert_eq!(
        worker.start(Job::Paste, "paste", later),
        Err((Job::Paste, "paste"))
    );
    // The clipboard answers at last: the late answer is dropped, and the
    // worker takes requests again.
    drop(held);
    let deadline = Instant::now() + Duration::from_secs(5);
    while worker.stuck() {
        assert_eq!(worker.answer(later), None);
        assert!(Instant::now() < deadline);
        std::thread::sleep(CHECK_EVERY);
    }
    worker.start(Job::Paste, "paste", later).unwrap();
    let pasted = JobResult::Pasted(Ok("late".into()));
    assert_eq!(
        next(&mut worker, Instant::now),
        Answer::Done("paste", pasted)
    );
}

#[test]
fn a_picture_is_copied_on_the_worker_and_answered_like_a_text() {
    let mut worker = ClipboardWorker::spawn(Box::new(MemoryClipboard::new()));
    let image = Image::new(1, 1, vec![10, 20, 30, 255]).unwrap();
    worker
        .start(Job::CopyImage(image), "diagram", Instant::now())
        .unwrap();
    let copied = JobResult::Copied(Ok(CopyOutcome::Memory));
    assert_eq!(
        next(&mut worker, Instant::now),
        Answer::Done("diagram", copied)
    );
    // The terminal's clipboard cannot take one.
    let mut osc52 = crate::clipboard::Osc52Clipboard::new(Vec::new(), false);
    let image = Image::new(1, 1, vec![0; 4]).unwrap();
    assert_eq!(osc52.copy_image(&image), Err(ClipboardError::TextOnly));
    assert!(osc52.output().is_empty());
}

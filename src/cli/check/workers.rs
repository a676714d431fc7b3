//! Checking one source on up to two cores, output in input order. Each
//! worker takes the next batch of lines (one reader at a time), checks it on
//! its own, and writes its verdicts once every earlier batch is written. So
//! reading, checking and writing all overlap, and memory stays two batches.

use super::batch::{Batch, LineSource};
use super::verdict::LineChecker;
use std::io::{self, Read, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Condvar, Mutex, MutexGuard, PoisonError};

/// Why a source stopped early.
#[derive(Debug)]
pub(super) enum Failure {
    Read(io::Error),
    /// The output failed; `invalid` lines were found among those checked,
    /// so a closed pipe's exit status still tells them apart.
    Write {
        error: io::Error,
        invalid: usize,
    },
}

/// How many lines of a source were invalid, or why it stopped.
pub(super) fn check_source<R: Read + Send, W: Write + Send>(
    checker: &LineChecker,
    name: &str,
    reader: R,
    out: &mut W,
    cores: usize,
) -> Result<usize, Failure> {
    let shared = Shared {
        input: Mutex::new(Input {
            lines: LineSource::new(reader),
            next: 0,
            failure: None,
        }),
        output: Mutex::new(Output {
            writer: out,
            next: 0,
            failure: None,
        }),
        turn: Condvar::new(),
        stop: AtomicBool::new(false),
    };
    let invalid = if cores >= 2 {
        std::thread::scope(|scope| {
            let helper = scope.spawn(|| shared.work(checker, name));
            let mine = shared.work(checker, name);
            match helper.join() {
                Ok(theirs) => mine + theirs,
                // A panic in the helper is a bug; let it surface as one.
                Err(panic) => std::panic::resume_unwind(panic),
            }
        })
    } else {
        shared.work(checker, name)
    };
    let input = shared
        .input
        .into_inner()
        .unwrap_or_else(PoisonError::into_inner);
    let output = shared
        .output
        .into_inner()
        .unwrap_or_else(PoisonError::into_inner);
    match (input.failure, output.failure) {
        (_, Some(error)) => Err(Failure::Write { error, invalid }),
        (Some(error), None) => Err(Failure::Read(error)),
        (None, None) => Ok(invalid),
    }
}

struct Shared<'w, R, W> {
    input: Mutex<Input<R>>,
    output: Mutex<Output<'w, W>>,
    /// Signalled whenever a batch's turn to write has passed.
    turn: Condvar,
    /// Set on the first read or write failure: nothing more is read.
    stop: AtomicBool,
}

struct Input<R> {
    lines: LineSource<R>,
    /// Number of the next batch handed out.
    next: u64,
    failure: Option<io::Error>,
}

struct Output<'w, W> {
    writer: &'w mut W,
    /// Number of the next batch to write.
    next: u64,
    failure: Option<io::Error>,
}

fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(PoisonError::into_inner)
}

impl<R: Read, W: Write> Shared<'_, R, W> {
    /// One worker: take, check and write batches until the input ends.
    fn work(&self, checker: &LineChecker, name: &str) -> usize {
        let mut batch = Batch::default();
        let mut text = String::new();
        let mut invalid = 0;
        while let Some(number) = self.take(&mut batch) {
            let turn = Turn {
                shared: self,
                number,
            };
            text.clear();
            invalid += batch
                .lines(0..batch.len())
                .filter(|line| !checker.check(name, *line, &mut text))
                .count();
            turn.write(&text, batch.drained());
        }
        invalid
    }

    /// Fill `batch` with the next lines; its number in the output order.
    fn take(&self, batch: &mut Batch) -> Option<u64> {
        if self.stop.load(Ordering::Relaxed) {
            return None;
        }
        let mut input = lock(&self.input);
        match input.lines.fill(batch) {
            Ok(true) => {
                input.next += 1;
                Some(input.next - 1)
            }
            Ok(false) => None,
            Err(error) => {
                input.failure.get_or_insert(error);
                self.stop.store(true, Ordering::Relaxed);
                None
            }
        }
    }
}

/// A batch's place in the output order. Dropping it passes the turn on, also
/// when unwinding from a bug, so the other worker never waits forever.
struct Turn<'s, 'w, R, W> {
    shared: &'s Shared<'w, R, W>,
    number: u64,
}

impl<'s, 'w, R, W> Turn<'s, 'w, R, W> {
    fn wait(&self) -> MutexGuard<'s, Output<'w, W>> {
        let mut output = lock(&self.shared.output);
        while output.next != self.number {
            output = self
                .shared
                .turn
                .wait(output)
                .unwrap_or_else(PoisonError::into_inner);
        }
        output
    }
}

impl<R, W: Write> Turn<'_, '_, R, W> {
    /// Write the batch's verdicts in its turn; flush them when the input
    /// paused, so whoever feeds lines one by one sees each answer.
    fn write(self, text: &str, flush: bool) {
        let mut output = self.wait();
        if output.failure.is_some() {
            return;
        }
        let mut written = output.writer.write_all(text.as_bytes());
        if flush && written.is_ok() {
            written = output.writer.flush();
        }
        if let Err(error) = written {
            output.failure = Some(error);
            self.shared.stop.store(true, Ordering::Relaxed);
        }
    }
}

impl<R, W> Drop for Turn<'_, '_, R, W> {
    fn drop(&mut self) {
        let mut output = self.wait();
        output.next += 1;
        self.shared.turn.notify_all();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cli::check::OutputFormat;
    use crate::core::fen::ReadOptions;
    use crate::i18n::Lang;

    const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    fn run(input: &str, cores: usize) -> (String, usize) {
        let checker = LineChecker::new(ReadOptions::lenient(), OutputFormat::Json, Lang::En);
        let mut out = Vec::new();
        let invalid = check_source(&checker, "t", input.as_bytes(), &mut out, cores).unwrap();
        (String::from_utf8(out).unwrap(), invalid)
    }

    #[test]
    fn two_workers_write_what_one_writes_in_the_same_order() {
        let mut input = String::new();
        for i in 0..10_000 {
            input.push_str(if i % 5 == 0 { "8/8 w" } else { START });
            input.push('\n');
        }
        let (one, invalid_one) = run(&input, 1);
        let (two, invalid_two) = run(&input, 2);
        assert_eq!(invalid_one, 2_000);
        assert_eq!(invalid_two, 2_000);
        assert_eq!(one.lines().count(), 10_000);
        assert_eq!(one, two);
    }

    /// A writer that fails after a few bytes, like a closed pipe.
    struct Closing(usize);

    impl Write for Closing {
        fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
            if self.0 < buf.len() {
                return Err(io::ErrorKind::BrokenPipe.into());
            }
            self.0 -= buf.len();
            Ok(buf.len())
        }
        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }

    #[test]
    fn a_failing_writer_stops_both_workers() {
        let input = format!("{START}\n").repeat(50_000);
        let checker = LineChecker::new(ReadOptions::lenient(), OutputFormat::Text, Lang::En);
        let result = check_source(&checker, "t", input.as_bytes(), &mut Closing(1000), 2);
        assert!(matches!(result, Err(Failure::Write { .. })), "{result:?}");
    }
}

//! `fen-tui check`: one input per line from files or stdin, one verdict per
//! line. Streams in batches (constant memory), checks a large batch on two
//! cores, and writes the verdicts in input order through one buffered writer.

mod batch;
pub mod format;
pub mod verdict;

pub use batch::{Batch, LINES_PER_BATCH, LineSource};
pub use format::Format;
pub use verdict::{Line, LineChecker};

use super::args::CheckArgs;
use super::{Exit, Words};
use crate::core::fen::{Mode, ReadOptions};
use crate::i18n::Lang;
use std::fs::File;
use std::io::{self, BufRead, BufReader, BufWriter, Write};
use std::path::Path;

/// Below this many lines a batch is checked on one core: a thread costs more.
const PARALLEL_FROM: usize = 256;

/// Check every source named on the command line and say how it went.
pub fn run(args: &CheckArgs, lang: Lang) -> Exit {
    let options = ReadOptions {
        mode: if args.strict {
            Mode::Strict
        } else {
            Mode::Lenient
        },
        variant: args.variant.map(Into::into),
    };
    let mut run = Run::new(LineChecker::new(options, args.format, lang));
    let stdout = io::stdout();
    let mut out = BufWriter::with_capacity(1 << 16, stdout.lock());
    let stdin_only = [Path::new("-").to_path_buf()];
    let files = if args.files.is_empty() {
        &stdin_only[..]
    } else {
        &args.files[..]
    };
    let words = Words::new(lang);
    let mut failed = false;
    for file in files {
        let result = if file.as_os_str() == "-" {
            run.source("<stdin>", io::stdin().lock(), &mut out)
        } else {
            match File::open(file) {
                Ok(opened) => run.source(
                    &file.display().to_string(),
                    BufReader::with_capacity(1 << 16, opened),
                    &mut out,
                ),
                Err(error) => Err(Failure::Read(error)),
            }
        };
        match result {
            Ok(()) => {}
            // The reader of our output went away (`| head`): nothing more to do.
            Err(Failure::Write(error)) if error.kind() == io::ErrorKind::BrokenPipe => {
                return run.exit(false);
            }
            Err(Failure::Write(error)) => {
                words.complain("cli-cannot-write", &[("reason", error.to_string().into())]);
                return Exit::Trouble;
            }
            Err(Failure::Read(error)) => {
                failed = true;
                let _ = out.flush();
                words.complain(
                    "cli-cannot-read",
                    &[
                        ("file", file.display().to_string().into()),
                        ("reason", error.to_string().into()),
                    ],
                );
            }
        }
    }
    if let Err(error) = out.flush()
        && error.kind() != io::ErrorKind::BrokenPipe
    {
        words.complain("cli-cannot-write", &[("reason", error.to_string().into())]);
        return Exit::Trouble;
    }
    run.exit(failed)
}

enum Failure {
    Read(io::Error),
    Write(io::Error),
}

/// The state of one `check` run: the checker, reused buffers, the count of invalid lines.
struct Run {
    checker: LineChecker,
    batch: Batch,
    /// Output of the first and second half of a batch.
    halves: [String; 2],
    cores: usize,
    invalid: usize,
}

impl Run {
    fn new(checker: LineChecker) -> Run {
        Run {
            checker,
            batch: Batch::default(),
            halves: [String::new(), String::new()],
            cores: std::thread::available_parallelism().map_or(1, |n| n.get().min(2)),
            invalid: 0,
        }
    }

    fn exit(&self, failed: bool) -> Exit {
        if failed {
            Exit::Trouble
        } else if self.invalid > 0 {
            Exit::Invalid
        } else {
            Exit::Valid
        }
    }

    fn source(
        &mut self,
        name: &str,
        reader: impl BufRead,
        out: &mut impl Write,
    ) -> Result<(), Failure> {
        let mut lines = LineSource::new(reader);
        while lines.fill(&mut self.batch).map_err(Failure::Read)? {
            self.check_batch(name);
            for half in &self.halves {
                out.write_all(half.as_bytes()).map_err(Failure::Write)?;
            }
        }
        Ok(())
    }

    /// Check the batch into `halves`, on two cores when it is large.
    fn check_batch(&mut self, name: &str) {
        let count = self.batch.len();
        let [first, second] = &mut self.halves;
        first.clear();
        second.clear();
        let checker = &self.checker;
        let batch = &self.batch;
        let check = |range: std::ops::Range<usize>, out: &mut String| {
            batch
                .lines(range)
                .filter(|line| !checker.check(name, *line, out))
                .count()
        };
        if self.cores < 2 || count < PARALLEL_FROM {
            self.invalid += check(0..count, first);
            return;
        }
        let middle = count / 2;
        self.invalid += std::thread::scope(|scope| {
            let helper = scope.spawn(|| check(0..middle, first));
            let later = check(middle..count, second);
            match helper.join() {
                Ok(earlier) => earlier + later,
                // A panic in the helper is a bug; let it surface as one.
                Err(panic) => std::panic::resume_unwind(panic),
            }
        });
    }
}

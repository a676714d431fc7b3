//! `fen-tui check`: one input per line from files or stdin, one verdict per
//! line. Streams in batches (constant memory), checks on two cores, and
//! writes the verdicts in input order through one buffered writer.

mod batch;
pub mod format;
mod strict;
pub mod verdict;
mod workers;

pub use verdict::{Line, LineChecker};

use super::common::chess960::Chess960Args;
use super::common::lines::complain_unread;
use super::common::output::write_failed;
use super::{Exit, Words};
pub use crate::cli::common::shared_args::OutputFormat;
use crate::cli::common::shared_args::VariantArg;
use crate::core::fen::{Mode, ReadOptions};
use crate::i18n::Lang;
use clap::Args;
use std::fs::File;
use std::io::{self, BufWriter, Write};
use std::path::Path;
use std::path::PathBuf;
use workers::{Failure, check_source};

/// Check every source named on the command line and say how it went.
pub fn run(args: &CheckArgs, c960: Chess960Args, lang: Lang) -> Exit {
    let options = ReadOptions {
        mode: if args.strict {
            Mode::Strict
        } else {
            Mode::Lenient
        },
        variant: args.variant.map(Into::into),
        chess960: c960.chess960,
        standard: c960.standard,
        ..ReadOptions::default()
    };
    let checker = LineChecker::new(options, args.format, lang)
        .naming_files(!args.files.is_empty())
        .errors_only(args.errors_only)
        .writing_en_passant(args.en_passant.writing())
        .with_notation(c960.notation());
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get().min(2));
    let mut out = BufWriter::with_capacity(1 << 16, io::stdout());
    let stdin_only = [Path::new("-").to_path_buf()];
    let files = if args.files.is_empty() {
        &stdin_only[..]
    } else {
        &args.files[..]
    };
    let words = Words::new(lang);
    let mut invalid = 0;
    let mut unreadable = false;
    for file in files {
        let result = if file.as_os_str() == "-" {
            check_source(&checker, "<stdin>", io::stdin(), &mut out, cores)
        } else {
            let as_fen = fen_argument(file, options);
            match File::open(file) {
                Ok(opened) => {
                    let name = file.display().to_string();
                    if as_fen.is_some() {
                        // Both a file and a FEN: say which was read.
                        let _ = out.flush();
                        words.complain("cli-check-file-not-fen", &[("file", name.clone().into())]);
                    }
                    check_source(&checker, &name, opened, &mut out, cores)
                }
                // Issue 33 case 12: `check 'FEN'`, no file of that name, a
                // text that reads as a position: checked as one line.
                Err(error) if error.kind() == io::ErrorKind::NotFound && as_fen.is_some() => {
                    let line = as_fen.unwrap_or_default();
                    check_source(&checker, ARGUMENT, io::Cursor::new(line), &mut out, cores)
                }
                Err(error) => Err(Failure::Read(error)),
            }
        };
        match result {
            Ok(count) => invalid += count,
            // The reader of our output went away (`| head`): nothing more to
            // do, and the status still says whether the lines read were valid.
            Err(Failure::Write {
                error,
                invalid: more,
            }) => {
                let read = exit(invalid + more, unreadable);
                return write_failed(&error, &words).unwrap_or(read);
            }
            Err(Failure::Read(error)) => {
                unreadable = true;
                // What was checked so far comes before the complaint.
                let _ = out.flush();
                complain_unread(file, &error, &words);
            }
        }
    }
    match out.flush() {
        Err(error) => write_failed(&error, &words).unwrap_or(exit(invalid, unreadable)),
        Ok(()) => exit(invalid, unreadable),
    }
}

/// How a FEN given in place of a file is named in the verdicts.
const ARGUMENT: &str = "<argument>";

/// The argument as one line of input when it reads as a position (what the
/// editor's argument would show), so `check 'FEN'` checks it; `None` for a
/// text that is no FEN (a file name that is missing stays a missing file).
fn fen_argument(file: &Path, options: ReadOptions) -> Option<Vec<u8>> {
    let text = file.to_str()?;
    if text.contains('\n') || !text.contains('/') {
        return None;
    }
    let reading = crate::core::fen::read_input(text, options);
    reading
        .position
        .is_some()
        .then(|| format!("{text}\n").into_bytes())
}

fn exit(invalid: usize, unreadable: bool) -> Exit {
    if unreadable {
        Exit::Trouble
    } else if invalid > 0 {
        Exit::Invalid
    } else {
        Exit::Valid
    }
}

#[derive(Debug, Args)]
pub struct CheckArgs {
    /// Files to read, one input per line; `-` or nothing reads stdin. An
    /// argument that is no file but reads as a FEN is checked as one.
    pub files: Vec<PathBuf>,
    /// Read FEN exactly as the standard writes it (deviations become errors).
    #[arg(long)]
    pub strict: bool,
    /// Read every line as this game instead of detecting it.
    #[arg(long, value_enum)]
    pub variant: Option<VariantArg>,
    /// Output: compiler-style text or one JSON object per line.
    #[arg(long, value_enum, default_value_t = OutputFormat::Text)]
    pub format: OutputFormat,
    /// Print only the lines that have errors (nothing for a valid line).
    #[arg(short = 'q', long)]
    pub errors_only: bool,
    #[command(flatten)]
    pub en_passant: super::common::en_passant::EnPassantArgs,
    #[command(flatten)]
    pub c960: crate::cli::common::chess960::Chess960Args,
}

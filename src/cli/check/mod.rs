//! `fen-tui check`: one input per line from files or stdin, one verdict per
//! line. Streams in batches (constant memory), checks on two cores, and
//! writes the verdicts in input order through one buffered writer.

mod batch;
pub mod format;
mod strict;
pub mod verdict;
mod workers;

pub use verdict::{Line, LineChecker};

use super::chess960::Chess960Args;
use super::lines::complain_unread;
use super::output::write_failed;
use super::{Exit, Words};
pub use crate::cli::shared_args::OutputFormat;
use crate::cli::shared_args::VariantArg;
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
            match File::open(file) {
                Ok(opened) => {
                    let name = file.display().to_string();
                    check_source(&checker, &name, opened, &mut out, cores)
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
    /// Files to read, one input per line; `-` or nothing reads stdin.
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
    pub en_passant: super::en_passant::EnPassantArgs,
    #[command(flatten)]
    pub c960: crate::cli::chess960::Chess960Args,
}

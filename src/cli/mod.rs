//! The command line: `fen-tui [INPUT]` opens the editor; `check`, `show`,
//! `explain`, `url` and `completions` work without it, for scripts and pipes.
//! Exit status: 0 all valid, 1 something invalid, 2 usage or I/O trouble.

pub mod args;
pub mod check;
mod editor;
pub mod explain;
mod input;
mod show;
mod url;

use crate::core::Arg;
use crate::i18n::{Lang, Localizer};
use args::{Cli, Command};
use clap::{CommandFactory, Parser};
use std::process::ExitCode;

/// How a command ended, as the exit status scripts see.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Exit {
    /// Every position read and valid.
    Valid = 0,
    /// Some input did not read or broke the rules.
    Invalid = 1,
    /// Usage or I/O error (clap uses 2 for bad arguments too).
    Trouble = 2,
    /// The editor was left without printing (as fzf's Esc: 128 + SIGINT).
    Cancelled = 130,
}

impl From<Exit> for ExitCode {
    fn from(exit: Exit) -> ExitCode {
        ExitCode::from(exit as u8)
    }
}

/// The whole program after the process starts: parse, dispatch, exit status.
pub fn main() -> ExitCode {
    // Only the editor can fail with a report; without colour-eyre it is still printed.
    let _ = color_eyre::install();
    let cli = Cli::parse();
    run(cli).into()
}

/// Run parsed arguments.
pub fn run(cli: Cli) -> Exit {
    let lang = Lang::detect(cli.editor.lang.as_deref());
    match cli.command {
        None => editor::run(cli.input.as_deref(), &cli.editor, lang),
        Some(Command::Check(args)) => check::run(&args, lang),
        Some(Command::Show(args)) => show::run(&args, lang),
        Some(Command::Explain(args)) => explain(&args, lang),
        Some(Command::Url(args)) => url::run(&args, lang),
        Some(Command::Completions(args)) => {
            let mut command = Cli::command();
            clap_complete::generate(
                clap_complete::Shell::from(args.shell),
                &mut command,
                "fen-tui",
                &mut std::io::stdout(),
            );
            Exit::Valid
        }
    }
}

/// `explain`: the walk-through of `cli::explain` for the input read here, so
/// an unreadable input is pointed at like in `show` and `url`.
fn explain(args: &args::ExplainArgs, lang: Lang) -> Exit {
    let words = Words::new(lang);
    let variant = args.variant.map(Into::into);
    let Some(read) = input::read_argument(&args.input, variant, &words) else {
        return Exit::Invalid;
    };
    match explain::render_reading(&read.reading, explain::ExplainOptions { lang, variant }) {
        Ok(text) => {
            print!("{text}");
            Exit::Valid
        }
        Err(error) => {
            eprintln!("{}", error.describe(lang));
            Exit::Invalid
        }
    }
}

/// The command line's own words (headings, complaints), from `cli.ftl`.
pub(crate) struct Words {
    localizer: Localizer,
}

impl Words {
    pub(crate) fn new(lang: Lang) -> Words {
        Words {
            localizer: Localizer::new(lang),
        }
    }

    pub(crate) fn localizer(&self) -> &Localizer {
        &self.localizer
    }

    pub(crate) fn text(&self, id: &str) -> String {
        self.localizer.text(id)
    }

    /// A message on stderr, prefixed with the program name like other tools do.
    pub(crate) fn complain(&self, id: &str, args: &[(&str, Arg)]) {
        eprintln!("fen-tui: {}", self.localizer.format(id, args));
    }
}

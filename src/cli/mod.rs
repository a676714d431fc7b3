//! The command line: `fen-tui [INPUT]` opens the editor; `check`, `show`,
//! `explain`, `url`, `analyse` and `completions` work without it, for scripts and pipes.
//! Exit status: 0 all valid, 1 something invalid, 2 usage or I/O trouble.

pub mod analyse;
pub mod args;
pub mod check;
mod chess960;
mod config;
pub mod diagram;
mod editor;
mod en_passant;
pub mod explain;
mod input;
mod inputs;
mod library;
mod moves;
pub(crate) mod output;
mod perft;
mod pgn;
mod pgn_encoding;
mod position_json;
mod report;
pub mod shared_args;
mod show;
mod stream;
mod transform;
mod url;
pub mod worksheet;
mod worksheet_out;
mod worksheet_pgn;

use crate::core::Arg;
use crate::core::fen::ReadOptions;
use crate::i18n::{Lang, Localizer};
use args::{Cli, Command};
use clap::{Args, ValueEnum};
use clap::{CommandFactory, Parser};
use clap_complete::Shell;
use shared_args::VariantArg;
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
    report::install();
    match Cli::try_parse() {
        Ok(cli) => run(cli).into(),
        Err(error) => clap_answer(&error).into(),
    }
}

/// clap's help, version or complaint: through the same safe output as the
/// rest (a bad argument is quoted back, so it is shown safely; a closed pipe
/// or a full disk is handled like every command's output).
fn clap_answer(error: &clap::Error) -> Exit {
    let rendered = error.render();
    if error.use_stderr() {
        output::to_stderr(&rendered.to_string());
        return Exit::Trouble;
    }
    let text = if output::wants_colour(&std::io::stdout()) {
        rendered.ansi().to_string()
    } else {
        rendered.to_string()
    };
    output::print_then(&text, &Words::new(Lang::detect(None)), Exit::Valid)
}

/// Run parsed arguments.
pub fn run(cli: Cli) -> Exit {
    let loaded = config::load();
    let lang = config::language(cli.editor.lang.as_deref(), &loaded);
    if let Some(asked) = cli.editor.lang.as_deref()
        && Lang::parse(asked).is_none()
    {
        return unknown_lang(asked, lang);
    }
    if cli.editor.print_config {
        return config::print(&loaded, lang, &Words::new(lang));
    }
    let c960 = cli.editor.chess960;
    match cli.command {
        // The editor shows the config's problems itself.
        None => editor::run(cli.input.as_deref(), &cli.editor, &loaded, lang),
        Some(Command::Analyse(args)) => {
            let c960 = args.c960.with_outer(c960);
            analyse::run(&args, c960, lang, &loaded.config.engines)
        }
        Some(Command::Diagram(args)) => diagram::run(&args, args.c960.with_outer(c960), lang),
        Some(Command::Worksheet(args)) => worksheet::run(&args, args.c960.with_outer(c960), lang),
        Some(Command::Check(args)) => check::run(&args, args.c960.with_outer(c960), lang),
        Some(Command::Show(args)) => show::run(&args, args.c960.with_outer(c960), lang),
        Some(Command::Explain(args)) => explain(&args, args.c960.with_outer(c960), lang),
        Some(Command::Url(args)) => url::run(&args, args.c960.with_outer(c960), lang),
        Some(Command::Transform(args)) => transform::run(&args, args.c960.with_outer(c960), lang),
        Some(Command::Perft(args)) => perft::run(&args, args.c960.with_outer(c960), lang),
        Some(Command::Moves(args)) => moves::run(&args, args.c960.with_outer(c960), lang),
        Some(Command::Pgn(args)) => pgn::run(&args, args.c960.with_outer(c960), lang),
        Some(Command::Library(args)) => library::run(&args, lang),
        Some(Command::Completions(args)) => {
            let mut command = Cli::command();
            let mut script = Vec::new();
            clap_complete::generate(
                clap_complete::Shell::from(args.shell),
                &mut command,
                "fen-tui",
                &mut script,
            );
            let script = String::from_utf8_lossy(&script);
            output::print_then(&script, &Words::new(lang), Exit::Valid)
        }
    }
}

/// `--lang xx`: refused with the list of languages, rather than English unasked.
fn unknown_lang(asked: &str, lang: Lang) -> Exit {
    let known: Vec<&str> = Lang::ALL.iter().map(|lang| lang.code()).collect();
    Words::new(lang).complain(
        "cli-unknown-lang",
        &[
            ("lang", asked.to_string().into()),
            ("known", known.join(", ").into()),
        ],
    );
    Exit::Trouble
}

/// `explain`: the walk-through of `cli::explain` for each input read here
/// (arguments, or stdin's lines), so an unreadable input is pointed at like
/// in `show` and `url`.
fn explain(args: &ExplainArgs, c960: chess960::Chess960Args, lang: Lang) -> Exit {
    let words = Words::new(lang);
    let variant = args.variant.map(Into::into);
    let options = c960.read_options(ReadOptions::lenient().with_variant(variant));
    stream::answer_each(&args.inputs, &words, true, |text, origin| {
        let label = stream::label(origin);
        let Some(read) = input::read_labelled(text, options, &words, label.as_deref()) else {
            return stream::Answer::silent(Exit::Invalid);
        };
        match explain::render_reading(&read.reading, explain::ExplainOptions { lang, variant }) {
            Ok(text) => stream::Answer::new(text, Exit::Valid),
            Err(error) => {
                let mut messages = stream::Messages::new(label, !read.reading.warnings.is_empty());
                messages.say(&format!("{}\n", error.describe(lang)));
                stream::Answer::silent(Exit::Invalid)
            }
        }
    })
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

    /// A message on stderr, prefixed with the program name like other tools
    /// do; the file names and reasons in it are shown safely.
    pub(crate) fn complain(&self, id: &str, args: &[(&str, Arg)]) {
        output::complain(&self.localizer.format(id, args));
    }
}

#[derive(Debug, Args)]
pub struct ExplainArgs {
    /// The positions to explain; `-` or none: stdin's lines, a blank line
    /// between two walk-throughs.
    pub inputs: Vec<String>,
    /// Read INPUT as this game instead of detecting it.
    #[arg(long, value_enum)]
    pub variant: Option<VariantArg>,
    #[command(flatten)]
    pub c960: crate::cli::chess960::Chess960Args,
}

#[derive(Debug, Args)]
pub struct CompletionsArgs {
    /// The shell to write the script for.
    #[arg(value_enum)]
    pub shell: ShellArg,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum ShellArg {
    Bash,
    Zsh,
    Fish,
}

impl From<ShellArg> for Shell {
    fn from(arg: ShellArg) -> Shell {
        match arg {
            ShellArg::Bash => Shell::Bash,
            ShellArg::Zsh => Shell::Zsh,
            ShellArg::Fish => Shell::Fish,
        }
    }
}

//! The command line: `fen-tui [INPUT]` opens the editor; the subcommands
//! (`check`, `show`, `explain`, `url`, `transform`, `perft`, `moves`, `pgn`,
//! `library`, `completions`, `diagram`, `analyse`, `worksheet`: `args::Command`)
//! work without it, for scripts and pipes.
//! Exit status: 0 all valid, 1 something invalid, 2 usage or I/O trouble.

pub mod analyse;
pub mod args;
pub mod check;
pub mod common;
mod completions;
pub mod diagram;
mod editor;
pub mod explain;
pub mod help_words;
pub mod image;
mod library;
mod moves;
mod perft;
mod pgn;
mod practice;
mod show;
mod transform;
mod url;
pub mod worksheet;

use crate::i18n::Lang;
use args::{Cli, Command};
use clap::CommandFactory;
use std::process::ExitCode;

pub use common::Exit;
pub(crate) use common::Words;
use common::{config, output, report};
pub use completions::{CompletionsArgs, ShellArg};
pub use explain::ExplainArgs;

/// The whole program after the process starts: parse, dispatch, exit status.
pub fn main() -> ExitCode {
    // Only the editor can fail with a report; without colour-eyre it is still printed.
    report::install();
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    // `--help` and clap's complaints in the user's language.
    let lang = help_words::lang_of_args(&args);
    let command = help_words::localized(Cli::command(), lang);
    match command
        .try_get_matches_from(args)
        .and_then(|matches| <Cli as clap::FromArgMatches>::from_arg_matches(&matches))
    {
        Ok(cli) => run(cli).into(),
        Err(error) => clap_answer(&error, lang).into(),
    }
}

/// clap's help, version or complaint: through the same safe output as the
/// rest (a bad argument is quoted back, so it is shown safely; a closed pipe
/// or a full disk is handled like every command's output).
fn clap_answer(error: &clap::Error, lang: Lang) -> Exit {
    let rendered = error.render();
    if error.use_stderr() {
        let text = help_words::error_words(error, lang).unwrap_or_else(|| {
            // A kind we do not word: clap's sentence, our tag.
            let text = rendered.to_string();
            match text.strip_prefix("error:") {
                Some(rest) if lang != Lang::En => {
                    format!("{}:{rest}", crate::i18n::Localizer::new(lang).tag("error"))
                }
                _ => text,
            }
        });
        output::to_stderr(&text);
        return Exit::Trouble;
    }
    let text = if output::wants_colour(&std::io::stdout()) {
        rendered.ansi().to_string()
    } else {
        rendered.to_string()
    };
    output::print_then(&text, &Words::new(lang), Exit::Valid)
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
        Some(Command::Diagram(args)) => {
            // An interrupted `-o` leaves no temporary beside its file.
            let _ = crate::files::remove_temporaries_on_signals();
            diagram::run(&args, args.c960.with_outer(c960), lang)
        }
        Some(Command::Worksheet(args)) => {
            let _ = crate::files::remove_temporaries_on_signals();
            worksheet::run(&args, args.c960.with_outer(c960), lang)
        }
        Some(Command::Check(args)) => check::run(&args, args.c960.with_outer(c960), lang),
        Some(Command::Show(args)) => show::run(&args, args.c960.with_outer(c960), lang),
        Some(Command::Explain(args)) => explain::run(&args, args.c960.with_outer(c960), lang),
        Some(Command::Url(args)) => url::run(&args, args.c960.with_outer(c960), lang),
        Some(Command::Transform(args)) => transform::run(&args, args.c960.with_outer(c960), lang),
        Some(Command::Perft(args)) => perft::run(&args, args.c960.with_outer(c960), lang),
        Some(Command::Moves(args)) => moves::run(&args, args.c960.with_outer(c960), lang),
        Some(Command::Pgn(args)) => pgn::run(&args, args.c960.with_outer(c960), lang),
        Some(Command::Library(args)) => library::run(&args, lang),
        Some(Command::Image(args)) => image::run(&args, lang),
        Some(Command::Completions(args)) => completions::run(&args, Cli::command(), lang),
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

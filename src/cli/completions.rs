//! `fen-tui completions SHELL`: the shell's completion script, made by clap
//! from the command line's own definition (handed in, so this file does not
//! import the argument tree).

use super::common::output;
use super::{Exit, Words};
use crate::i18n::Lang;
use clap::{Args, ValueEnum};
use clap_complete::Shell;

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

/// Print the completion script for `args.shell` of `command`.
pub(crate) fn run(args: &CompletionsArgs, mut command: clap::Command, lang: Lang) -> Exit {
    let mut script = Vec::new();
    clap_complete::generate(
        Shell::from(args.shell),
        &mut command,
        "fen-tui",
        &mut script,
    );
    let script = String::from_utf8_lossy(&script);
    output::print_then(&script, &Words::new(lang), Exit::Valid)
}

//! `--help` and clap's complaints in the user's language (issue 38: children
//! met English `--help` in the Russian interface). clap's words are English
//! and it has no catalogue; what it lets us set is set from the Fluent files
//! (`cli-help.ftl`): each command's about, each flag's and argument's help,
//! the headings (Usage, Options, Arguments, Commands), the help and version
//! flags, the examples after the help; its commonest errors are said in our
//! own words from the context it gives. Left in clap's English: the `help`
//! subcommand's line, `[possible values: …]`, `[default: …]`, and the rarer
//! errors (their tag is still said in the user's language).

use crate::i18n::{Lang, Localizer};
use clap::error::{ContextKind, ContextValue, ErrorKind};
use clap::{Arg, ArgAction, Command};
use std::ffi::OsString;

/// The language of the help before clap reads the arguments: `--lang xx`
/// (or `--lang=xx`) if given, else the environment's.
pub fn lang_of_args(args: &[OsString]) -> Lang {
    let mut asked = None;
    let mut words = args.iter().skip(1).map(|a| a.to_str());
    while let Some(word) = words.next() {
        match word {
            Some("--") => break,
            Some("--lang") => asked = words.next().flatten().map(str::to_string),
            Some(word) => {
                if let Some(value) = word.strip_prefix("--lang=") {
                    asked = Some(value.to_string());
                }
            }
            None => {}
        }
    }
    Lang::detect(asked.as_deref())
}

/// The command line's definition with its words in `lang` (English: clap's
/// own, from the doc comments, unchanged).
pub fn localized(command: Command, lang: Lang) -> Command {
    if lang == Lang::En {
        return command;
    }
    let loc = Localizer::new(lang);
    localize(command, &loc, None)
        .disable_version_flag(true)
        .arg(
            Arg::new("version")
                .short('V')
                .long("version")
                .action(ArgAction::Version)
                .help(loc.text("cli-help-flag-version"))
                .help_heading(loc.text("cli-heading-options")),
        )
        .after_help(loc.text("cli-after-help"))
        .after_long_help(None::<&str>)
}

/// The message id of a command's about (`None`: the program itself).
pub fn about_id(sub: Option<&str>) -> String {
    match sub {
        None => "cli-about".to_string(),
        Some(sub) => format!("cli-about-{sub}"),
    }
}

/// The message ids of an argument's help, the command's own first, then the
/// one every command shares (`--lang`, the Chess960 and e.p. flags).
pub fn arg_ids(sub: Option<&str>, arg: &str) -> [String; 2] {
    let arg = arg.replace('_', "-");
    let shared = format!("cli-arg-{arg}");
    match sub {
        None => [format!("cli-arg-editor-{arg}"), shared],
        Some(sub) => [format!("cli-arg-{sub}-{arg}"), shared],
    }
}

fn localize(command: Command, loc: &Localizer, sub: Option<&str>) -> Command {
    let mut command = command;
    let about = about_id(sub);
    if loc.has(&about) {
        command = command.about(loc.text(&about)).long_about(None::<&str>);
    }
    let ids: Vec<String> = command
        .get_arguments()
        .map(|arg| arg.get_id().to_string())
        .collect();
    for id in ids {
        let words = arg_ids(sub, &id).into_iter().find(|id| loc.has(id));
        command = command.mut_arg(id, |arg| {
            let heading = if arg.is_positional() {
                "cli-heading-arguments"
            } else {
                "cli-heading-options"
            };
            let arg = match &words {
                Some(words) => arg.help(loc.text(words)).long_help(None::<&str>),
                None => arg,
            };
            arg.help_heading(loc.text(heading))
        });
    }
    let subs: Vec<String> = command
        .get_subcommands()
        .map(|c| c.get_name().to_string())
        .filter(|name| name != "help")
        .collect();
    for name in subs {
        command = command.mut_subcommand(name.clone(), |c| localize(c, loc, Some(&name)));
    }
    let usage = loc.text("cli-heading-usage");
    command
        .help_template(format!(
            "{{before-help}}{{about-with-newline}}\n{usage} {{usage}}\n\n{{all-args}}{{after-help}}"
        ))
        .subcommand_help_heading(loc.text("cli-heading-commands"))
        .disable_help_flag(true)
        .arg(
            Arg::new("help")
                .short('h')
                .long("help")
                .action(ArgAction::Help)
                .global(false)
                .help(loc.text("cli-help-flag-help"))
                .help_heading(loc.text("cli-heading-options")),
        )
}

/// clap's complaint in the user's words (`None`: English, or a kind we do
/// not word, which clap then says itself).
pub fn error_words(error: &clap::Error, lang: Lang) -> Option<String> {
    if lang == Lang::En {
        return None;
    }
    let loc = Localizer::new(lang);
    let get = |kind| error.get(kind).and_then(value_text);
    let arg = || get(ContextKind::InvalidArg);
    let (id, args): (&str, Vec<(&str, String)>) = match error.kind() {
        ErrorKind::UnknownArgument => ("cli-error-unknown-argument", vec![("arg", arg()?)]),
        ErrorKind::InvalidSubcommand => (
            "cli-error-unknown-subcommand",
            vec![("subcommand", get(ContextKind::InvalidSubcommand)?)],
        ),
        ErrorKind::InvalidValue => (
            "cli-error-invalid-value",
            vec![("value", get(ContextKind::InvalidValue)?), ("arg", arg()?)],
        ),
        ErrorKind::ValueValidation => (
            "cli-error-invalid-value-because",
            vec![
                ("value", get(ContextKind::InvalidValue)?),
                ("arg", arg()?),
                (
                    "reason",
                    std::error::Error::source(error).map_or_else(String::new, |e| e.to_string()),
                ),
            ],
        ),
        ErrorKind::MissingRequiredArgument => ("cli-error-missing", vec![("arg", arg()?)]),
        ErrorKind::ArgumentConflict => (
            "cli-error-conflict",
            vec![("arg", arg()?), ("other", get(ContextKind::PriorArg)?)],
        ),
        ErrorKind::NoEquals => ("cli-error-no-equals", vec![("arg", arg()?)]),
        ErrorKind::TooManyValues | ErrorKind::WrongNumberOfValues => (
            "cli-error-values",
            vec![
                ("value", get(ContextKind::InvalidValue).unwrap_or_default()),
                ("arg", arg()?),
            ],
        ),
        _ => return None,
    };
    let args: Vec<(&str, crate::core::Arg)> =
        args.into_iter().map(|(k, v)| (k, v.into())).collect();
    let said = loc.format(
        "cli-error-said",
        &[
            ("tag", loc.tag("error").into()),
            ("message", loc.format(id, &args).into()),
        ],
    );
    let mut text = format!("{said}\n");
    if let Some(valid) = get(ContextKind::ValidValue) {
        text.push_str(&format!(
            "  {}\n",
            loc.format("cli-error-possible", &[("values", valid.into())])
        ));
    }
    for kind in [ContextKind::SuggestedArg, ContextKind::SuggestedSubcommand] {
        if let Some(similar) = get(kind) {
            text.push_str(&format!(
                "  {}\n",
                loc.format("cli-error-similar", &[("similar", similar.into())])
            ));
        }
    }
    if let Some(usage) = get(ContextKind::Usage) {
        let usage = usage.trim();
        let usage = usage.strip_prefix("Usage:").unwrap_or(usage).trim();
        text.push_str(&format!("\n{} {usage}\n", loc.text("cli-heading-usage")));
    }
    text.push_str(&format!("\n{}\n", loc.text("cli-error-more")));
    Some(text)
}

/// A context value as plain text (several joined with commas).
fn value_text(value: &ContextValue) -> Option<String> {
    match value {
        ContextValue::String(text) => Some(text.clone()),
        ContextValue::Strings(texts) => Some(texts.join(", ")),
        ContextValue::StyledStr(text) => Some(text.to_string()),
        ContextValue::StyledStrs(texts) => Some(
            texts
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(", "),
        ),
        ContextValue::Number(n) => Some(n.to_string()),
        _ => None,
    }
}

#[cfg(test)]
#[path = "help_words_tests.rs"]
mod tests;

//! One answer per input, streamed: how `url`, `show`, `perft` and
//! `transform` run over their INPUTs and stdin's lines (see `inputs`). Each
//! answer is written as soon as it is made, so memory does not grow with the
//! stream; the exit status is the worst of the answers', as `check` has it;
//! messages go to stderr after the `<stdin>:N:` label of the line they are
//! about.

use super::inputs::{Origin, for_each_input};
use super::lines::complain_unread;
use super::output::{to_stderr, write_failed};
use super::{Exit, Words};
use crate::core::Position;
use std::io::Write;

/// What a command says about one input: its text for stdout (None when it has
/// nothing to print, its reasons being on stderr) and its exit status.
pub(crate) struct Answer {
    pub text: Option<String>,
    pub exit: Exit,
}

impl Answer {
    pub(crate) fn new(text: impl Into<String>, exit: Exit) -> Answer {
        Answer {
            text: Some(text.into()),
            exit,
        }
    }

    pub(crate) fn silent(exit: Exit) -> Answer {
        Answer { text: None, exit }
    }
}

/// The worse of two statuses: trouble over invalid over valid.
fn worse(a: Exit, b: Exit) -> Exit {
    let rank = |exit: Exit| match exit {
        Exit::Valid => 0,
        Exit::Invalid => 1,
        Exit::Trouble | Exit::Cancelled => 2,
    };
    if rank(b) > rank(a) { b } else { a }
}

/// Run `answer` over every input in order and write each answer to stdout;
/// `blank_between` puts an empty line between answers of several lines.
pub(crate) fn answer_each(
    inputs: &[String],
    words: &Words,
    blank_between: bool,
    mut answer: impl FnMut(&str, Origin) -> Answer,
) -> Exit {
    let mut stdout = std::io::stdout().lock();
    let mut worst = Exit::Valid;
    let mut write_error = None;
    let mut first = true;
    let read = for_each_input(inputs, |input, origin| {
        let Answer { text, exit } = answer(input, origin);
        worst = worse(worst, exit);
        let Some(text) = text else {
            return true;
        };
        let gap = if blank_between && !first { "\n" } else { "" };
        first = false;
        match write!(stdout, "{gap}{text}").and_then(|()| stdout.flush()) {
            Ok(()) => true,
            Err(error) => {
                write_error = Some(error);
                false
            }
        }
    });
    if let Some(error) = write_error {
        return write_failed(&error, words).unwrap_or(worst);
    }
    match read {
        Err(error) => {
            complain_unread(std::path::Path::new("-"), &error, words);
            Exit::Trouble
        }
        Ok(()) => worst,
    }
}

/// The `<stdin>:N:` label of a stdin line (an argument needs none).
pub(crate) fn label(origin: Origin) -> Option<String> {
    match origin {
        Origin::StdinLine(number) => Some(format!("<stdin>:{number}:")),
        Origin::Argument => None,
    }
}

/// Messages about one input on stderr, its label before the first of them
/// (unless the reader already printed it with its own messages).
pub(crate) struct Messages {
    label: Option<String>,
    labelled: bool,
}

impl Messages {
    pub(crate) fn new(label: Option<String>, already_labelled: bool) -> Messages {
        Messages {
            label,
            labelled: already_labelled,
        }
    }

    pub(crate) fn say(&mut self, text: &str) {
        if !self.labelled {
            self.labelled = true;
            if let Some(label) = &self.label {
                to_stderr(&format!("{label}\n"));
            }
        }
        to_stderr(text);
    }

    /// The rule problems of `position`, `error[code]: message` each;
    /// `Exit::Invalid` when there are any.
    pub(crate) fn problems(&mut self, position: &Position, words: &Words) -> Exit {
        let problems = crate::core::rules::problems(position);
        for problem in &problems {
            let message = words.localizer().diagnostic(problem, position.variant);
            self.say(&format!("error[{}]: {message}\n", problem.code));
        }
        if problems.is_empty() {
            Exit::Valid
        } else {
            Exit::Invalid
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn trouble_outweighs_invalid_outweighs_valid() {
        assert_eq!(worse(Exit::Valid, Exit::Invalid), Exit::Invalid);
        assert_eq!(worse(Exit::Invalid, Exit::Valid), Exit::Invalid);
        assert_eq!(worse(Exit::Trouble, Exit::Invalid), Exit::Trouble);
        assert_eq!(worse(Exit::Valid, Exit::Valid), Exit::Valid);
    }
}

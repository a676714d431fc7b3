//! Print to stdout, quiet on EPIPE, exit 2 on other write errors: how every
//! command writes its result. `println!` panics when the reader went away
//! (`fen-tui url … | head -c1`) or the disk is full (`> /dev/full`); here a
//! closed pipe ends the command quietly with the status it would have had (the
//! reader chose to stop), and any other write error is one line on stderr and
//! exit status 2. Messages on stderr go through [`complain`], which shows user
//! text safely (`crate::safe_text`) and never panics, whatever stderr is.

use super::{Exit, Words};
use crate::safe_text::shown;
use std::io::{self, Write};

/// Write `text` to stdout and flush it, then end with `exit`: the same `exit`
/// when it was written or the reader closed the pipe, `Exit::Trouble` (after
/// one line on stderr) when it could not be written.
pub(crate) fn print_then(text: &str, words: &Words, exit: Exit) -> Exit {
    let mut out = io::stdout().lock();
    let written = out.write_all(text.as_bytes()).and_then(|()| out.flush());
    match written {
        Ok(()) => exit,
        Err(error) => write_failed(&error, words).unwrap_or(exit),
    }
}

/// What a failed write to stdout means: `None` for a closed pipe (stop
/// quietly), else the complaint is made and the exit status is 2.
pub(crate) fn write_failed(error: &io::Error, words: &Words) -> Option<Exit> {
    if error.kind() == io::ErrorKind::BrokenPipe {
        return None;
    }
    words.complain("cli-cannot-write", &[("reason", error.to_string().into())]);
    Some(Exit::Trouble)
}

/// Colour is for people at a terminal who did not ask for none (no-color.org):
/// `stream` is a terminal and `NO_COLOR` is unset or empty.
pub(crate) fn wants_colour(stream: &impl std::io::IsTerminal) -> bool {
    stream.is_terminal() && std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
}

/// Write `text` to stderr with user text made safe to show; a stderr that is
/// closed or full loses the message rather than stopping the program.
pub(crate) fn to_stderr(text: &str) {
    let mut err = io::stderr().lock();
    let _ = err.write_all(shown_keeping_lines(text).as_bytes());
    let _ = err.flush();
}

/// `shown` line by line: the line breaks of a multi-line message stay.
fn shown_keeping_lines(text: &str) -> String {
    text.split_inclusive('\n')
        .map(|line| match line.strip_suffix('\n') {
            Some(line) => format!("{}\n", shown(line)),
            None => shown(line).into_owned(),
        })
        .collect()
}

/// `fen-tui: <message>` on stderr, like other tools, user text made safe.
pub(crate) fn complain(message: &str) {
    to_stderr(&format!("fen-tui: {message}\n"));
}

/// The rule problems of a position shown anyway (a link or a picture of an
/// invalid position is still useful), on stderr; `Exit::Invalid` when any.
pub(crate) fn say_problems(position: &crate::core::Position, words: &Words, exit: Exit) -> Exit {
    let problems = crate::core::rules::problems(position);
    for problem in &problems {
        let message = words.localizer().diagnostic(problem, position.variant);
        to_stderr(&format!("error[{}]: {message}\n", problem.code));
    }
    if problems.is_empty() || exit != Exit::Valid {
        exit
    } else {
        Exit::Invalid
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn line_breaks_stay_and_the_rest_is_shown_safely() {
        assert_eq!(
            shown_keeping_lines("a\u{1b}]2;x\u{7}\nb\u{202e}\n"),
            "a␛]2;x␇\nb\\u{202e}\n"
        );
        assert_eq!(shown_keeping_lines("no end"), "no end");
    }
}

//! The pipeline convention for commands that take positions: each INPUT
//! argument in turn, and `-` (or no INPUT at all) for the lines of stdin,
//! read one at a time so a long stream runs in constant memory. Blank lines
//! and `#` comments on stdin (whole lines, or after a position) are passed
//! over, as `check` passes them; a line with no end stops stdin after a
//! bounded read (`lines.rs`), as in `check`.

use super::lines::read_line;

/// Where an input came from, for messages: an argument, or a line of stdin.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Origin {
    Argument,
    StdinLine(usize),
}

/// Call `each` with every input in order; stops early when it returns false
/// (the reader of our output went away). An unreadable stdin ends the stream
/// with its error.
pub(crate) fn for_each_input(
    inputs: &[String],
    mut each: impl FnMut(&str, Origin) -> bool,
) -> std::io::Result<()> {
    if inputs.is_empty() {
        return stdin_lines(&mut each);
    }
    for input in inputs {
        let go_on = if input == "-" {
            stdin_lines(&mut each).map(|()| true)?
        } else {
            each(input, Origin::Argument)
        };
        if !go_on {
            break;
        }
    }
    Ok(())
}

fn stdin_lines(each: &mut impl FnMut(&str, Origin) -> bool) -> std::io::Result<()> {
    let stdin = std::io::stdin();
    let mut lock = stdin.lock();
    let mut bytes = Vec::new();
    let mut number = 0;
    loop {
        bytes.clear();
        number += 1;
        // One line at a time, however long the stream: a line longer than
        // the readers accept is kept just past their limit (so they refuse
        // it in words), and a line with no end stops the stream (an error).
        if read_line(&mut lock, &mut bytes, number)?.is_none() {
            return Ok(());
        }
        let text = String::from_utf8_lossy(&bytes);
        let line = text.trim_end_matches('\r');
        if line.trim().is_empty() || line.trim_start().starts_with('#') {
            continue;
        }
        // `<fen> # note`: the note is the file's, as `check` reads it.
        let line = crate::core::fen::line_comment::split_comment(line).0;
        if !each(line, Origin::StdinLine(number)) {
            return Ok(());
        }
    }
}

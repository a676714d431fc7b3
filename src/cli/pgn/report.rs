//! How `pgn` says what went wrong: compiler style on stderr, a DhtmlXQ
//! text's moves where the text has them; a closed pipe ends quietly.

use crate::cli::common::output::{to_stderr, write_failed};
use crate::cli::{Exit, Words};
use crate::core::Diagnostic;
use crate::core::pgn::{DhtmlxqMove, PgnGame};
use std::io;

/// A closed pipe (`| head`) ends with the status so far; anything else is trouble.
pub(super) fn broken(error: &io::Error, words: &Words, exit: Exit) -> Exit {
    write_failed(error, words).unwrap_or(exit)
}

/// The game's errors on stderr, compiler style: `file:line:col: error[code]: message`.
/// A DhtmlXQ text's moves are named where the text has them (line, column,
/// the digits as written), not where the PGN made of it does.
pub(super) fn report(game: &PgnGame, name: &str, words: &Words, placed: &[DhtmlxqMove]) {
    for error in &game.errors {
        let line = match error.arg_value("line") {
            Some(crate::core::Arg::Num(n)) => usize::try_from(*n).ok(),
            _ => None,
        };
        let found = placed
            .iter()
            .find(|m| Some(m.pgn_line) == line && Some(m.pgn_column) == error.column);
        match found {
            Some(found) => {
                let mut error = error.clone();
                error.column = Some(found.column);
                for (key, value) in &mut error.args {
                    match *key {
                        "line" => *value = crate::core::Arg::from(found.line),
                        "move" => *value = crate::core::Arg::from(found.written.clone()),
                        _ => {}
                    }
                }
                report_one(&error, "error", name, words);
            }
            None => report_one(error, "error", name, words),
        }
    }
}

pub(super) fn report_one(diagnostic: &Diagnostic, kind: &str, name: &str, words: &Words) {
    let line = match diagnostic.arg_value("line") {
        Some(crate::core::Arg::Num(n)) => *n,
        _ => 1,
    };
    to_stderr(&format!(
        "{name}:{line}:{}: {}[{}]: {}\n",
        diagnostic.column.unwrap_or(1),
        words.localizer().tag(kind),
        diagnostic.code,
        words.localizer().format(diagnostic.code, &diagnostic.args)
    ));
}

//! The INPUT argument of `show`, `url`, `explain` and the editor: read like a
//! paste (lenient), with any error shown under the text it points at. Text of
//! several lines (`"$(cat game.pgn)"`) is read as the editor reads a paste: a
//! PGN game, moves over several lines, or the first line that reads.

use super::Words;
use super::output::to_stderr;
use crate::core::fen::{InputReading, ReadOptions, read_input, read_paste};
use crate::core::{Diagnostic, Position, Severity, Variant};
use crate::safe_text::{caret_offset, shown};

/// The input read without errors: its position and what the reader said.
pub(crate) struct ReadArgument {
    pub position: Position,
    pub reading: InputReading,
}

/// Read `text`; print errors and warnings to stderr (with a caret under the
/// column). None when the text did not read.
pub(crate) fn read_argument(
    text: &str,
    options: ReadOptions,
    words: &Words,
) -> Option<ReadArgument> {
    read_labelled(text, options, words, None)
}

/// As `read_argument`, with `label` (`<stdin>:7:`) printed before the first
/// message, so a message about one line of a stream says which line.
pub(crate) fn read_labelled(
    text: &str,
    options: ReadOptions,
    words: &Words,
    label: Option<&str>,
) -> Option<ReadArgument> {
    let reading = read_any(text, options);
    if let Some(label) = label
        && !(reading.errors.is_empty() && reading.warnings.is_empty())
    {
        to_stderr(&format!("{label}\n"));
    }
    let shown_variant = reading
        .position
        .map_or(options.variant.unwrap_or_default(), |p| p.variant);
    for error in &reading.errors {
        to_stderr(&pointed(text, error, "error", words, shown_variant));
    }
    for warning in &reading.warnings {
        let kind = match warning.severity {
            Severity::Note => "note",
            _ => "warning",
        };
        to_stderr(&pointed(text, warning, kind, words, shown_variant));
    }
    match reading.position {
        Some(position) if reading.errors.is_empty() => Some(ReadArgument { position, reading }),
        _ => None,
    }
}

/// One line as a position (FEN, `FEN moves …`, a link…); several lines as a paste.
pub(crate) fn read_any(text: &str, options: ReadOptions) -> InputReading {
    if text.trim_end_matches(['\n', '\r']).contains('\n') {
        read_paste(text, options)
    } else {
        read_input(text, options)
    }
}

/// `error[code]: message`, then the input and a caret under the column, both
/// shown safely: the caret counts the columns of the text as shown.
fn pointed(
    text: &str,
    diagnostic: &Diagnostic,
    kind: &str,
    words: &Words,
    variant: Variant,
) -> String {
    let message = words.localizer().diagnostic(diagnostic, variant);
    let mut out = format!("{kind}[{}]: {message}\n", diagnostic.code);
    if let Some(column) = diagnostic.column
        && !text.contains('\n')
    {
        out.push_str(&format!(
            "  {}\n  {}^\n",
            shown(text),
            " ".repeat(caret_offset(text, column))
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    #[test]
    fn the_caret_sits_under_the_column() {
        let words = Words::new(Lang::En);
        let error = Diagnostic::error("invalid-side").at(5);
        let shown = pointed("8/8 x", &error, "error", &words, Variant::Chess);
        let lines: Vec<&str> = shown.lines().collect();
        assert!(lines[0].starts_with("error[invalid-side]: "), "{shown}");
        assert_eq!(lines[1], "  8/8 x");
        assert_eq!(lines[2].find('^'), lines[1].find('x'));
    }

    #[test]
    fn the_caret_lines_up_under_hostile_and_wide_text() {
        let words = Words::new(Lang::En);
        let text = "\u{1b}]2;\u{202e}楚 x";
        let error = Diagnostic::error("invalid-side").at(8);
        let shown = pointed(text, &error, "error", &words, Variant::Chess);
        let safe = |line: &str| !line.chars().any(crate::safe_text::needs_placeholder);
        assert!(shown.lines().all(safe), "{shown}");
        let lines: Vec<&str> = shown.lines().collect();
        let before_x = lines[1].split('x').next().unwrap();
        assert_eq!(lines[2].find('^'), Some(crate::safe_text::width(before_x)));
    }
}

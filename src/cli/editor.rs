//! `fen-tui [INPUT]`: the full-screen editor, started from INPUT or the start
//! position; on quit the final FEN goes to stdout.

use super::args::EditorArgs;
use super::input::read_argument;
use super::{Exit, Words};
use crate::i18n::Lang;

/// The editor (`crate::tui`) is not on this branch yet: read INPUT so a bad
/// one is still reported, then say plainly that the editor is missing.
pub(super) fn run(input: Option<&str>, args: &EditorArgs, lang: Lang) -> Exit {
    let words = Words::new(lang);
    if let Some(text) = input
        && read_argument(text, args.variant.map(Into::into), &words).is_none()
    {
        return Exit::Invalid;
    }
    words.complain("cli-not-yet-available", &[("command", "editor".into())]);
    Exit::Trouble
}

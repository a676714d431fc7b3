//! `fen-tui [INPUT]`: the full-screen editor, started from INPUT or the start
//! position; on quit the final FEN goes to stdout (the screen is drawn
//! elsewhere), so `fen=$(fen-tui)` works.

use super::args::{EditorArgs, ThemeArg};
use super::input::read_argument;
use super::{Exit, Words};
use crate::core::fen::{ReadOptions, read_fen};
use crate::core::{Position, Variant};
use crate::i18n::Lang;
use crate::tui::{self, EditorOptions};

pub(super) fn run(input: Option<&str>, args: &EditorArgs, lang: Lang) -> Exit {
    let words = Words::new(lang);
    let variant = args.variant.map(Into::into);
    // A bad INPUT is shown under the shell prompt like in `show`, not hidden
    // behind a full screen.
    let start = match input {
        Some(text) => match read_argument(text, variant, &words) {
            Some(read) => read.position,
            None => return Exit::Invalid,
        },
        None => start_position(variant.unwrap_or_default()),
    };
    let mut options = EditorOptions::new(start);
    options.start_text = input.map(str::to_string);
    options.lang = lang;
    options.glyphs = args.theme == ThemeArg::Glyphs;
    options.flip = args.flip;
    options.clipboard = tui::terminal_clipboard();
    match tui::run(options) {
        Ok(outcome) => {
            println!("{}", outcome.final_fen);
            Exit::Valid
        }
        Err(report) => {
            eprintln!("{report:?}");
            Exit::Trouble
        }
    }
}

fn start_position(variant: Variant) -> Position {
    read_fen(variant.start_fen(), ReadOptions::strict())
        .map_or_else(|_| Position::empty(variant), |read| read.position)
}

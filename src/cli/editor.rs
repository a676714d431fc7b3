//! `fen-tui [INPUT]`: the full-screen editor, started from INPUT or the start
//! position; on quit the final FEN goes to stdout (the screen is drawn
//! elsewhere), so `fen=$(fen-tui)` works.

use super::Exit;
use super::args::{EditorArgs, ThemeArg};
use crate::core::fen::{ReadOptions, read_fen, read_input};
use crate::core::{Position, Variant};
use crate::i18n::Lang;
use crate::tui::{self, EditorOptions, Ending};

pub(super) fn run(input: Option<&str>, args: &EditorArgs, lang: Lang) -> Exit {
    let variant = args.variant.map(Into::into);
    // An INPUT that does not read still opens the editor: the text waits in
    // the FEN field with its errors, to be fixed rather than typed again.
    let start = input
        .and_then(|text| read_input(text, ReadOptions::lenient().with_variant(variant)).position)
        .unwrap_or_else(|| start_position(variant.unwrap_or_default()));
    let mut options = EditorOptions::new(start);
    options.resume = args.resume;
    options.start_text = input.map(str::to_string);
    options.lang = lang;
    options.glyphs = args.theme == ThemeArg::Glyphs;
    options.flip = args.flip;
    options.clipboard = tui::terminal_clipboard();
    match tui::run(options) {
        Ok(outcome) => match outcome.ending {
            Ending::WithoutPrinting => Exit::Cancelled,
            Ending::Valid => {
                println!("{}", outcome.final_fen);
                Exit::Valid
            }
            // Printed, but the position has problems: scripts can tell.
            Ending::Problems => {
                println!("{}", outcome.final_fen);
                Exit::Invalid
            }
        },
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

//! `fen-tui [INPUT]`: the full-screen editor, started from INPUT or the start
//! position; on quit the final FEN goes to stdout (the screen is drawn
//! elsewhere), so `fen=$(fen-tui)` works.

use super::args::{EditorArgs, EditorTheme, PiecesArg};
use super::input::read_any;
use super::output::{print_then, to_stderr};
use super::{Exit, Words, report};
use crate::config::Loaded;
use crate::core::fen::{ReadOptions, read_fen};
use crate::core::{Position, Variant};
use crate::i18n::Lang;
use crate::tui::{self, EditorOptions, Ending};

pub(super) fn run(input: Option<&str>, args: &EditorArgs, loaded: &Loaded, lang: Lang) -> Exit {
    let config = &loaded.config;
    let words = Words::new(lang);
    // A picture (PNG, JPEG, WebP, BMP) opens on the position read from it;
    // one with no board is refused in words, nothing opened.
    let picture = match input.filter(|text| super::image::names_a_picture(text)) {
        Some(path) => match super::image::for_editor(path, &words) {
            Ok(read) => Some(read),
            Err(exit) => return exit,
        },
        None => None,
    };
    // Without a terminal (a cron job, `setsid … </dev/null`) there is nothing
    // to draw on: one plain line that says where to go instead.
    if !tui::terminal::available() {
        words.complain("cli-editor-needs-terminal", &[]);
        return Exit::Trouble;
    }
    let variant = args.variant.map(Into::into);
    let input = input.filter(|_| picture.is_none());
    // A `.fen`, `.epd` or `.pgn` file is opened, not read as a position.
    let file = input.filter(|text| names_a_file(text));
    let input = input.filter(|_| file.is_none());
    // An INPUT that does not read still opens the editor: the text waits in
    // the FEN field with its errors, to be fixed rather than typed again.
    let start = match &picture {
        Some(read) => read.position.clone(),
        None => input
            .and_then(|text| read_any(text, ReadOptions::lenient().with_variant(variant)).position)
            .unwrap_or_else(|| start_position(variant.unwrap_or(config.variant))),
    };
    let mut options = EditorOptions::new(start);
    options.resume = args.resume;
    options.analyse = args.analyse;
    options.start_text = input.map(str::to_string);
    options.open = file.map(std::path::PathBuf::from);
    options.lang = lang;
    let pieces = match &args.theme {
        Some(EditorTheme::Pieces(pieces)) => args.pieces.or(Some(*pieces)),
        _ => args.pieces,
    };
    options.glyphs = pieces.map_or(config.glyphs, |p| p == PiecesArg::Glyphs);
    options.flip = args.flip != picture.as_ref().is_some_and(|read| read.flipped);
    options.picture = picture.map(|read| read.note);
    options.clipboard = tui::terminal_clipboard();
    options.user_keys = tui::keymap::user::UserKeys::new(&config.keys);
    options.config = loaded.clone();
    // A board theme named on the command line is for this run: the file is
    // only written when the editor changes the look.
    if let Some(EditorTheme::Board(name)) = &args.theme {
        options.config.config.theme = name.clone();
    }
    match tui::run(options) {
        Ok(outcome) => {
            let fen = format!("{}\n", outcome.final_fen);
            match outcome.ending {
                Ending::WithoutPrinting => Exit::Cancelled,
                Ending::Valid => print_then(&fen, &words, Exit::Valid),
                // Printed, but the position has problems: scripts can tell.
                Ending::Problems => print_then(&fen, &words, Exit::Invalid),
            }
        }
        Err(error) if report::colour_on_stderr() => {
            // The report's own colours; what it quotes is the system's words.
            use std::io::Write as _;
            let _ = writeln!(std::io::stderr(), "{error:?}");
            Exit::Trouble
        }
        Err(error) => {
            to_stderr(&format!("{error:?}\n"));
            Exit::Trouble
        }
    }
}

/// A name ending in `.fen`, `.epd` or `.pgn` (no position does).
fn names_a_file(text: &str) -> bool {
    let lower = text.trim_end().to_ascii_lowercase();
    [".fen", ".epd", ".pgn"]
        .iter()
        .any(|ext| lower.ends_with(ext))
}

fn start_position(variant: Variant) -> Position {
    read_fen(variant.start_fen(), ReadOptions::strict())
        .map_or_else(|_| Position::empty(variant), |read| read.position)
}

//! `fen-tui [INPUT]`: the full-screen editor, started from INPUT or the start
//! position; on quit the final FEN goes to stdout (the screen is drawn
//! elsewhere), so `fen=$(fen-tui)` works.

use super::args::{EditorArgs, EditorTheme, PiecesArg};
use super::common::input::read_any;
use super::common::output::{print_then, to_stderr};
use super::common::report;
use super::{Exit, Words};
use crate::config::Loaded;
use crate::core::fen::{ReadOptions, read_fen};
use crate::core::{Position, Variant};
use crate::i18n::Lang;
use crate::tui::{self, EditorOptions, Ending};

pub(super) fn run(input: Option<&str>, args: &EditorArgs, loaded: &Loaded, lang: Lang) -> Exit {
    let config = &loaded.config;
    let words = Words::new(lang);
    let reader = args
        .screen_reader
        .or_else(|| crate::reader::wanted_by(|name| std::env::var(name).ok()));
    if let Some(style) = reader {
        return screen_reader(input, args, loaded, lang, style, &words);
    }
    // A picture (PNG, JPEG, WebP, BMP) opens on the position read from it;
    // one with no board is refused in words, nothing opened.
    let picture = match input.filter(|text| super::image::names_a_picture(text)) {
        Some(path) => match super::image::for_editor(path, &words) {
            Ok(read) => Some(read),
            Err(exit) => return exit,
        },
        None => None,
    };
    // A teacher's lesson file is read first: a mistake in it is told, with
    // its line and column, before any screen is drawn.
    let practice = match &args.practice {
        Some(path) => match super::practice::read_lessons(path, &words) {
            Ok(set) => Some(set),
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
        Some(read) => read.position,
        None => input
            .and_then(|text| {
                // `--chess960` (or `--standard`) as `check` takes it.
                let read = args
                    .chess960
                    .read_options(ReadOptions::lenient().with_variant(variant));
                read_any(text, read).position
            })
            .unwrap_or_else(|| start_position(variant.unwrap_or(config.variant))),
    };
    let mut options = EditorOptions::new(start);
    options.resume = args.resume;
    options.analyse = args.analyse;
    options.start_text = input.map(str::to_string);
    options.chess960 = args.chess960.chess960;
    options.open = file.map(std::path::PathBuf::from);
    options.lang = lang;
    options.practice = practice;
    options.learner = args.learner.clone();
    options.simplified = args.characters == Some(super::diagram::CharactersArg::Simplified);
    let pieces = match &args.theme {
        Some(EditorTheme::Pieces(pieces)) => args.pieces.or(Some(*pieces)),
        _ => args.pieces,
    };
    options.glyphs = pieces.map_or(config.glyphs, |p| p == PiecesArg::Glyphs);
    options.flip = args.flip != picture.as_ref().is_some_and(|read| read.flipped);
    options.picture = picture.map(|read| read.note);
    options.clipboard = tui::terminal_clipboard();
    options.user_keys = tui::keymap::UserKeys::new(&config.keys);
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

/// `--screen-reader`: plain lines on stdin and stderr, the FEN on stdout at
/// the end, the exit status as the editor's.
fn screen_reader(
    input: Option<&str>,
    args: &EditorArgs,
    loaded: &Loaded,
    lang: Lang,
    style: crate::reader::Style,
    words: &Words,
) -> Exit {
    let variant = args.variant.map(Into::into);
    let start = start_position(variant.unwrap_or(loaded.config.variant));
    let outcome = crate::reader::run(start, input, lang, style, &loaded.config.engines);
    let exit = if outcome.legal {
        Exit::Valid
    } else {
        Exit::Invalid
    };
    match outcome.fen {
        Some(fen) => print_then(&format!("{fen}\n"), words, exit),
        None => Exit::Cancelled,
    }
}

/// A name ending in `.fen`, `.epd`, `.pgn`, `.xqf`, `.cbr` or `.cbl` (no position does), or
/// a file that holds a DhtmlXQ game (a saved xiangqi web page, `dhtml.txt`).
fn names_a_file(text: &str) -> bool {
    let lower = text.trim_end().to_ascii_lowercase();
    let known = [".fen", ".epd", ".pgn", ".xqf", ".cbr", ".cbl"]
        .iter()
        .any(|ext| lower.ends_with(ext));
    known
        || (!text.contains('\n')
            && crate::files::read_regular(std::path::Path::new(text), 1 << 16)
                .is_ok_and(|bytes| String::from_utf8_lossy(&bytes).contains("[DhtmlXQ")))
}

fn start_position(variant: Variant) -> Position {
    read_fen(variant.start_fen(), ReadOptions::strict())
        .map_or_else(|_| Position::empty(variant), |read| read.position)
}

//! The screen-reader face (`fen-tui --screen-reader`, also on `TERM=dumb` or
//! `FEN_TUI_SCREEN_READER=1`): a third face beside the editor and the command
//! line, on the same core. No alternate screen, no raw mode, no redraw, no
//! box drawing, no escape sequence at all: a prompt takes one command a line
//! (after Lichess's blind mode and chess-cli) and every change is said as one
//! line of plain words. Speech goes to stderr; on quitting the FEN goes to
//! stdout as the editor prints it, so `fen=$(fen-tui --screen-reader)` works.

mod analyst;
mod session;
mod speech;
mod tokens;

pub use analyst::EngineAnalyst;
pub use session::{Analyst, Quit, Session};
pub use speech::Speech;

use crate::cli::common::lines::{KEPT_BYTES, read_line};
use crate::core::Position;
use crate::i18n::{Lang, Localizer};
use crate::safe_text::shown;
use std::io::{BufRead, IsTerminal, Write};

/// The environment variable that asks for this mode (`1`, or `letters` for
/// pieces as letters only).
pub const ENV: &str = "FEN_TUI_SCREEN_READER";

/// How pieces are said.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, clap::ValueEnum)]
pub enum Style {
    /// "White knight on f3".
    #[default]
    Words,
    /// "wN on f3", for braille displays.
    Letters,
}

/// Whether the screen-reader mode is wanted though not asked on the command
/// line: `FEN_TUI_SCREEN_READER` set (not `0`), or `TERM=dumb` (a terminal
/// that cannot take the editor's screen). `Some(style)` when it is.
pub fn wanted_by(env: impl Fn(&str) -> Option<String>) -> Option<Style> {
    match env(ENV).as_deref() {
        Some("letters") => return Some(Style::Letters),
        Some("" | "0") | None => {}
        Some(_) => return Some(Style::Words),
    }
    (env("TERM").as_deref() == Some("dumb")).then_some(Style::Words)
}

/// How a session ended: the FEN to print (unless `q!`) and whether the
/// position is legal (the exit status, as the editor's).
pub struct Outcome {
    pub fen: Option<String>,
    pub legal: bool,
}

/// Run a session on stdin, speaking on stderr.
pub fn run(
    start: Position,
    first: Option<&str>,
    lang: Lang,
    style: Style,
    engines: &crate::config::Engines,
) -> Outcome {
    let loc = Localizer::new(lang);
    let speech = Speech {
        loc,
        letters: style == Style::Letters,
    };
    // The system clipboard alone: the terminal's (OSC 52) is an escape sequence.
    let clipboard = Box::new(crate::clipboard::SystemClipboard::new());
    let analyst = Box::new(EngineAnalyst::new(engines.clone()));
    let mut session = Session::new(start, speech, clipboard, analyst);
    let prompt = std::io::stdin().is_terminal();
    let mut err = std::io::stderr();
    let mut say = |line: String| {
        // Every line said is shown safely: nothing typed reaches the terminal raw.
        let _ = writeln!(err, "{}", shown(&line));
        let _ = err.flush();
    };
    let game = start.variant.name();
    say(session
        .speech
        .say("reader-welcome", &[("game", game.into())]));
    // A position given on the command line is read as if typed first.
    if let Some(first) = first {
        let _ = session.command(first, &mut say);
    }
    let stdin = std::io::stdin();
    let mut input = stdin.lock();
    let quit = lines(&mut input, &mut session, prompt, &mut say);
    let position = *session.position();
    Outcome {
        fen: (quit == Quit::Print).then(|| crate::core::fen::write_fen(&position)),
        legal: crate::core::rules::problems(&position).is_empty(),
    }
}

/// Read and do command lines until `q` or the end of input.
fn lines(
    input: &mut impl BufRead,
    session: &mut Session,
    prompt: bool,
    say: &mut dyn FnMut(String),
) -> Quit {
    let mut buffer = Vec::new();
    for number in 1.. {
        if prompt {
            let mut err = std::io::stderr();
            let _ = write!(err, "{} ", session.speech.loc.text("reader-prompt"));
            let _ = err.flush();
        }
        buffer.clear();
        let length = match read_line(input, &mut buffer, number) {
            Ok(Some(length)) => length,
            Ok(None) | Err(_) => return Quit::Print,
        };
        if length >= KEPT_BYTES {
            say(session.speech.say(
                "reader-line-too-long",
                &[("limit", crate::core::fen::MAX_INPUT_BYTES.into())],
            ));
            continue;
        }
        let line = String::from_utf8_lossy(&buffer);
        let line = line.trim_end_matches('\r');
        if let Some(quit) = session.command(line, say) {
            return quit;
        }
    }
    Quit::Print
}

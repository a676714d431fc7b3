//! One screen-reader session: the position, its undo history, and what each
//! command line does to it, said as plain lines. The rules, the FEN reader
//! and writer are the core's; this file only maps words to them.

mod edits;
mod reads;

use super::speech::Speech;
use super::tokens::{Word, piece_token, words};
use crate::clipboard::Clipboard;
use crate::core::fen::{ReadOptions, read_input_on, write_fen};
use crate::core::rules;
use crate::core::{Position, Square, Variant};
use crate::safe_text::shown;

/// How a session ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Quit {
    /// Print the FEN on stdout, as the editor does.
    Print,
    /// `q!`: leave without printing.
    WithoutPrinting,
}

/// What the analysis command needs from outside (an engine), so tests can
/// run without one.
pub trait Analyst {
    /// Say the evaluation of a valid `position` through `say`.
    fn analyse(&mut self, position: &Position, speech: &Speech, say: &mut dyn FnMut(String));
}

pub struct Session {
    position: Position,
    undo: Vec<Position>,
    redo: Vec<Position>,
    pub(super) speech: Speech,
    clipboard: Box<dyn Clipboard>,
    analyst: Box<dyn Analyst>,
}

/// The commands' names, for `Nf3` against `f` (a command wins).
const COMMANDS: &[&str] = &[
    "h", "help", "?", "q", "quit", "exit", "q!", "p", "pieces", "f", "fen", "s", "scan", "x",
    "clear", "put", "setup", "side", "castling", "ep", "clocks", "pr", "problems", "v", "analyse",
    "analyze", "copy", "paste", "u", "undo", "redo", "new", "letters", "m", "move", "i", "info",
];

impl Session {
    pub fn new(
        position: Position,
        speech: Speech,
        clipboard: Box<dyn Clipboard>,
        analyst: Box<dyn Analyst>,
    ) -> Session {
        Session {
            position,
            undo: Vec::new(),
            redo: Vec::new(),
            speech,
            clipboard,
            analyst,
        }
    }

    pub fn position(&self) -> &Position {
        &self.position
    }

    pub(super) fn variant(&self) -> Variant {
        self.position.variant
    }

    /// Do one command line; each line said goes through `say`. `Some` when
    /// the session ends.
    pub fn command(&mut self, line: &str, say: &mut dyn FnMut(String)) -> Option<Quit> {
        let all = words(line);
        let first = all.first().copied()?;
        let rest = &all[1..];
        let mut out = Vec::new();
        match first.text {
            "q" | "quit" | "exit" => return Some(Quit::Print),
            "q!" => return Some(Quit::WithoutPrinting),
            "h" | "help" | "?" => out = self.help(),
            "p" | "pieces" => out = self.speech.pieces(&self.position),
            "f" | "fen" => out.push(write_fen(&self.position)),
            "i" | "info" => out = self.info(),
            "s" | "scan" => out.push(self.scan(first, rest)),
            "x" => out.push(self.clear_squares(first, rest)),
            "clear" if rest.is_empty() => {
                // As the editor's F4: no piece, so no castling or en passant either.
                let mut position = self.position;
                position.board = Default::default();
                position.castling = Default::default();
                position.en_passant = None;
                self.change(position);
                out.push(self.speech.loc.text("reader-board-cleared"));
            }
            "clear" => out.push(self.clear_squares(first, rest)),
            "put" => out.push(self.put(first, rest, false)),
            "setup" => out.push(self.put(first, rest, true)),
            "side" => out.push(self.side(rest)),
            "castling" => out.push(self.field(2, rest, "castling")),
            "ep" => out.push(self.field(3, rest, "ep")),
            "clocks" => out.push(self.clocks(rest)),
            "pr" | "problems" => out = self.problems(),
            "v" | "analyse" | "analyze" => self.analyse(say),
            "copy" => out.push(self.copy()),
            "paste" => out = self.paste(),
            "u" | "undo" => out.push(self.undo()),
            "redo" => out.push(self.redo()),
            "new" => out.push(self.new_game(rest)),
            "letters" => out.push(self.letters(rest)),
            "m" | "move" => out.push(self.play(first, rest)),
            _ => out = self.other(line, &all),
        }
        for line in out {
            say(line);
        }
        None
    }

    /// A change to the position, kept for undo.
    pub(super) fn change(&mut self, position: Position) {
        if position != self.position {
            self.undo.push(self.position);
            self.redo.clear();
            self.position = position;
        }
    }

    pub(super) fn error(
        &self,
        word: Word<'_>,
        id: &str,
        args: &[(&str, crate::core::Arg)],
    ) -> String {
        let mut all: Vec<(&str, crate::core::Arg)> =
            vec![("word", shown(word.text).into_owned().into())];
        all.extend(args.iter().cloned());
        self.speech.error(word.column, self.speech.say(id, &all))
    }

    pub(super) fn not_square(&self, word: Word<'_>) -> String {
        self.error(
            word,
            "reader-not-square",
            &[("game", self.variant().name().into())],
        )
    }

    pub(super) fn example(&self) -> &'static str {
        match self.variant() {
            Variant::Chess => "wNf3",
            Variant::Xiangqi => "rNh0",
        }
    }

    pub(super) fn too_much(&self, word: Word<'_>, command: &str) -> String {
        self.error(
            word,
            "reader-too-much",
            &[("command", command.to_string().into())],
        )
    }

    fn analyse(&mut self, say: &mut dyn FnMut(String)) {
        let problems = rules::problems(&self.position);
        if !problems.is_empty() {
            say(crate::engine::words::invalid(
                &problems,
                self.variant(),
                &self.speech.loc,
            ));
            return;
        }
        self.analyst.analyse(&self.position, &self.speech, say);
    }

    /// `Nf3`, `e4?`, `e4`, a FEN or a link; else not a command.
    fn other(&mut self, line: &str, all: &[Word<'_>]) -> Vec<String> {
        let variant = self.variant();
        let first = all[0];
        if all.len() == 1 {
            let text = first.text.strip_suffix('?').unwrap_or(first.text);
            if let Some(square) = Square::parse(text, variant) {
                return vec![self.speech.square(&self.position, square)];
            }
            if piece_token(text, variant).is_some_and(|t| t.role.is_some()) {
                return vec![self.put(
                    Word {
                        text: "put",
                        column: 1,
                    },
                    all,
                    false,
                )];
            }
        }
        if looks_like_a_position(line) {
            let options = ReadOptions::lenient().with_chess960(self.position.chess960);
            let reading = read_input_on(line, options, variant);
            return self.take_reading(reading);
        }
        debug_assert!(!COMMANDS.contains(&first.text));
        vec![self.error(first, "reader-unknown-command", &[])]
    }
}

/// A FEN, `position …`, `startpos …` or a link: something the one reader
/// reads as a position, not a command misspelt.
fn looks_like_a_position(line: &str) -> bool {
    let trimmed = line.trim_start().trim_start_matches(['"', '\'', '`']);
    trimmed.contains('/')
        || trimmed.starts_with("position")
        || trimmed.starts_with("startpos")
        || trimmed.contains("://")
}

//! The commands that read the position out (help, `i`, `s`, `pr`), the
//! clipboard, undo and redo, and the letters-only setting.

use super::super::tokens::Word;
use super::Session;
use crate::core::Square;
use crate::core::fen::{ReadOptions, read_paste_on, write_fen};
use crate::core::rules::{self, Status};
use crate::core::{Diagnostic, Variant};
use crate::safe_text::shown;

impl Session {
    pub(super) fn help(&self) -> Vec<String> {
        [
            "title", "put", "x", "setup", "side", "castling", "ep", "clocks", "p", "s", "f",
            "problems", "v", "move", "copy", "fen", "new", "undo", "letters", "quit",
        ]
        .iter()
        .map(|id| self.speech.loc.text(&format!("reader-help-{id}")))
        .collect()
    }

    pub(super) fn info(&self) -> Vec<String> {
        let position = &self.position;
        let mut out = vec![self.speech.side(position)];
        if position.variant == Variant::Chess {
            out.push(self.speech.castling(position));
            out.push(self.speech.en_passant(position));
        }
        out.push(self.speech.clocks(position));
        out
    }

    /// `s 4` a rank, `s e` a file, `s e4` a square.
    pub(super) fn scan(&self, command: Word<'_>, rest: &[Word<'_>]) -> String {
        let variant = self.variant();
        let Some(word) = rest.first().copied() else {
            return self.error(
                command,
                "reader-needs-square",
                &[("example", "s 4, s e, s e4".into())],
            );
        };
        if let Some(extra) = rest.get(1) {
            return self.too_much(*extra, command.text);
        }
        let text = word.text;
        if let Some(square) = Square::parse(text, variant) {
            return self.speech.square(&self.position, square);
        }
        let mut chars = text.chars();
        let (Some(c), None) = (chars.next(), chars.next()) else {
            return self.not_square(word);
        };
        if let Some(rank) = c
            .to_digit(10)
            .and_then(|d| u8::try_from(d).ok())
            .and_then(|d| d.checked_sub(variant.first_rank_number()))
            .filter(|rank| *rank < variant.ranks())
        {
            let squares: Vec<Square> = (0..variant.files()).map(|f| Square::new(f, rank)).collect();
            return self.speech.say(
                "reader-rank",
                &[
                    ("rank", c.into()),
                    ("list", self.speech.line_of(&self.position, &squares).into()),
                ],
            );
        }
        let file = (c as u32).wrapping_sub('a' as u32);
        if let Some(file) = u8::try_from(file).ok().filter(|f| *f < variant.files()) {
            // From the near side up, as the board is read from White's/Red's side.
            let squares: Vec<Square> = (0..variant.ranks()).map(|r| Square::new(file, r)).collect();
            return self.speech.say(
                "reader-file",
                &[
                    ("file", c.into()),
                    ("list", self.speech.line_of(&self.position, &squares).into()),
                ],
            );
        }
        self.not_square(word)
    }

    pub(super) fn problems(&self) -> Vec<String> {
        let position = &self.position;
        let problems = rules::problems(position);
        let loc = &self.speech.loc;
        if problems.is_empty() {
            let mut out = vec![loc.text("reader-no-problems")];
            let side = position.side_to_move.key(position.variant);
            match rules::status(position) {
                Status::Check => {
                    out.push(loc.format("reader-status-check", &[("side", side.into())]))
                }
                Status::Checkmate => out.push(loc.text("reader-status-mate")),
                Status::Stalemate => out.push(loc.text("reader-status-stalemate")),
                Status::Ongoing => {}
            }
            return out;
        }
        let mut out = vec![loc.format("reader-problems", &[("count", problems.len().into())])];
        out.extend(
            problems
                .iter()
                .map(|problem| loc.diagnostic(problem, position.variant)),
        );
        out
    }

    pub(super) fn copy(&mut self) -> String {
        let fen = write_fen(&self.position);
        match self.clipboard.copy(&fen) {
            Ok(_) => self.speech.loc.text("reader-copied"),
            Err(error) => self.speech.say(
                "reader-copy-failed",
                &[("reason", self.clipboard_words(&error).into())],
            ),
        }
    }

    pub(super) fn clipboard_words(&self, error: &crate::clipboard::ClipboardError) -> String {
        let loc = &self.speech.loc;
        let mut text = loc.text(error.code());
        if let Some(detail) = error.detail() {
            text.push_str(" (");
            text.push_str(&shown(detail));
            text.push(')');
        }
        text
    }

    pub(super) fn paste(&mut self) -> Vec<String> {
        match self.clipboard.paste() {
            Ok(text) => {
                let options = ReadOptions::lenient().with_chess960(self.position.chess960);
                let reading = read_paste_on(&text, options, self.variant());
                self.take_reading(reading)
            }
            Err(error) => vec![self.speech.say(
                "reader-paste-failed",
                &[("reason", self.clipboard_words(&error).into())],
            )],
        }
    }

    /// A position read from a typed or pasted text: taken and announced, or
    /// its first error said with the column.
    pub(super) fn take_reading(&mut self, reading: crate::core::fen::InputReading) -> Vec<String> {
        let variant = reading.position.map_or(self.variant(), |p| p.variant);
        match (reading.position, reading.errors.first()) {
            (Some(position), None) => {
                self.change(position);
                let mut out = vec![self.speech.read(&self.position)];
                out.extend(reading.warnings.iter().map(|warning| {
                    let message = self.speech.loc.diagnostic(warning, variant);
                    self.speech.error(warning.column.unwrap_or(1), message)
                }));
                out
            }
            (_, error) => {
                let error = error
                    .cloned()
                    .unwrap_or_else(|| Diagnostic::error("no-fen-found"));
                let message = self.speech.loc.diagnostic(&error, variant);
                vec![
                    self.speech.error(
                        error.column.unwrap_or(1),
                        self.speech
                            .say("reader-not-a-position", &[("message", message.into())]),
                    ),
                ]
            }
        }
    }

    pub(super) fn undo(&mut self) -> String {
        match self.undo.pop() {
            Some(before) => {
                self.redo.push(self.position);
                self.position = before;
                let loc = &self.speech.loc;
                format!(
                    "{} {}",
                    loc.text("reader-undone"),
                    write_fen(&self.position)
                )
            }
            None => self.speech.loc.text("reader-nothing-to-undo"),
        }
    }

    pub(super) fn redo(&mut self) -> String {
        match self.redo.pop() {
            Some(after) => {
                self.undo.push(self.position);
                self.position = after;
                let loc = &self.speech.loc;
                format!(
                    "{} {}",
                    loc.text("reader-redone"),
                    write_fen(&self.position)
                )
            }
            None => self.speech.loc.text("reader-nothing-to-redo"),
        }
    }

    pub(super) fn letters(&mut self, rest: &[Word<'_>]) -> String {
        self.speech.letters = match rest {
            [] => !self.speech.letters,
            [word] => match word.text.to_ascii_lowercase().as_str() {
                "on" => true,
                "off" => false,
                _ => return self.error(*word, "reader-unknown-command", &[]),
            },
            [_, extra, ..] => return self.too_much(*extra, "letters"),
        };
        let id = if self.speech.letters {
            "reader-letters-on"
        } else {
            "reader-letters-off"
        };
        self.speech.loc.text(id)
    }
}

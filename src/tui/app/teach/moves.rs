//! The moves view: moves typed (SAN or coordinates) are played one after the
//! other from the board's position, each with its explanation, and ←/→ walk
//! back and forth through them. The line stays in the app after leaving, so
//! "FEN moves m1 m2" can be copied.

use crate::core::fen::write_fen;
use crate::core::rules::{self, Move};
use crate::core::teach::{MoveExplanation, explain_move};
use crate::core::{Color, Diagnostic, Position};
use crate::tui::action::{Action, StepTo};

/// One move played, with what it did to the FEN.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayedMove {
    /// As people write it: SAN in chess, coordinates in xiangqi.
    pub text: String,
    /// Move number and side of the position the move was played from.
    pub number: u32,
    pub side: Color,
    pub explanation: MoveExplanation,
    pub after: Position,
}

/// A start position and the moves played from it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveLine {
    start: Position,
    played: Vec<PlayedMove>,
    /// How many moves lead to the position shown (0: the start).
    at: usize,
}

impl MoveLine {
    pub fn new(start: Position) -> MoveLine {
        MoveLine {
            start,
            played: Vec::new(),
            at: 0,
        }
    }

    pub fn start(&self) -> &Position {
        &self.start
    }

    pub fn played(&self) -> &[PlayedMove] {
        &self.played
    }

    pub fn at(&self) -> usize {
        self.at
    }

    /// The position shown: after the first `at` moves.
    pub fn position(&self) -> &Position {
        self.at
            .checked_sub(1)
            .and_then(|i| self.played.get(i))
            .map_or(&self.start, |m| &m.after)
    }

    pub fn fen(&self) -> String {
        write_fen(self.position())
    }

    /// The move that led to the position shown, if any.
    pub fn current(&self) -> Option<&PlayedMove> {
        self.at.checked_sub(1).and_then(|i| self.played.get(i))
    }

    /// The moves that lead to the position shown.
    pub fn moves(&self) -> Vec<Move> {
        self.played[..self.at]
            .iter()
            .map(|played| played.explanation.mv)
            .collect()
    }

    /// `FEN moves m1 m2 ...` up to the position shown, in coordinates.
    pub fn text(&self) -> String {
        let mut text = write_fen(&self.start);
        if self.at > 0 {
            text.push_str(" moves");
            for played in &self.played[..self.at] {
                text.push(' ');
                text.push_str(&played.explanation.mv.coordinates(self.start.variant));
            }
        }
        text
    }

    /// Play `mv` from the position shown; moves after it are dropped, as a
    /// new move from an earlier position starts a new line.
    pub fn play(&mut self, mv: Move) {
        let before = *self.position();
        let after = rules::play(&before, mv);
        self.played.truncate(self.at);
        self.played.push(PlayedMove {
            text: rules::move_text(&before, mv),
            number: before.fullmove_number,
            side: before.side_to_move,
            explanation: explain_move(&before, &after, mv),
            after,
        });
        self.at = self.played.len();
    }

    fn step(&mut self, to: StepTo) {
        self.at = match to {
            StepTo::Next => (self.at + 1).min(self.played.len()),
            StepTo::Back => self.at.saturating_sub(1),
            StepTo::First => 0,
            StepTo::Last => self.played.len(),
        };
    }
}

/// What the user is typing, and why the last moves typed did not play.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MovesView {
    pub input: String,
    /// The move that could not be played, with its 1-based column in `input`.
    pub error: Option<Diagnostic>,
}

impl MovesView {
    pub fn update(&mut self, line: &mut MoveLine, action: &Action) {
        match action {
            Action::Step(to) => line.step(*to),
            Action::Type(c) => {
                self.input.push(*c);
                self.error = None;
            }
            Action::Paste(text) => {
                self.input.push_str(text.trim());
                self.error = None;
            }
            Action::EraseBack => {
                self.input.pop();
                self.error = None;
            }
            Action::Submit => self.play_input(line),
            _ => {}
        }
    }

    /// Play every move typed, in order; stop at the first that does not play
    /// and keep it (and what follows) in the input, with its column.
    fn play_input(&mut self, line: &mut MoveLine) {
        let input = std::mem::take(&mut self.input);
        for (start, word) in words(&input) {
            let word = strip_move_number(word);
            if word.is_empty() {
                continue;
            }
            match rules::parse_move(line.position(), word) {
                Ok(mv) => line.play(mv),
                Err(error) => {
                    // Columns count characters in what remains, the word first.
                    let rest = input.get(start..).unwrap_or_default();
                    self.input = rest.to_string();
                    self.error = Some(error.at(1));
                    return;
                }
            }
        }
    }
}

/// The words of `text` with their byte offsets.
fn words(text: &str) -> impl Iterator<Item = (usize, &str)> {
    text.split(' ')
        .scan(0, |offset, word| {
            let start = *offset;
            *offset += word.len() + 1;
            Some((start, word))
        })
        .filter(|(_, word)| !word.is_empty())
}

/// `1.e4` and `12...Nf6` are moves with their numbers; `1.` alone is none.
fn strip_move_number(word: &str) -> &str {
    let digits = word.trim_start_matches(|c: char| c.is_ascii_digit());
    if digits.len() < word.len() && digits.starts_with('.') {
        digits.trim_start_matches('.')
    } else {
        word
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn move_numbers_are_not_moves() {
        assert_eq!(strip_move_number("1.e4"), "e4");
        assert_eq!(strip_move_number("12...Nf6"), "Nf6");
        assert_eq!(strip_move_number("1."), "");
        assert_eq!(strip_move_number("e4"), "e4");
        // A UCCI move starts with a letter; a bare number stays what it is.
        assert_eq!(strip_move_number("h2e2"), "h2e2");
        assert_eq!(strip_move_number("42"), "42");
    }

    #[test]
    fn words_keep_their_offsets() {
        let found: Vec<_> = words("e4  e5 Nf3").collect();
        assert_eq!(found, [(0, "e4"), (4, "e5"), (7, "Nf3")]);
    }
}

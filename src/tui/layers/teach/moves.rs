//! The moves view: moves typed (SAN or coordinates) are played one after the
//! other from the board's position, each with its explanation, and ←/→ walk
//! back and forth through them. The line stays in the app after leaving, so
//! "FEN moves m1 m2" can be copied.

use crate::core::fen::movetext::move_tokens;
use crate::core::fen::write_fen;
use crate::core::rules::xiangqi::{self, notation::Notation};
use crate::core::rules::{self, Move};
use crate::core::teach::{MoveExplanation, explain_move};
use crate::core::{Color, Diagnostic, Position, Variant};
use crate::i18n::Lang;
use crate::tui::action::{Action, StepTo};
use crate::tui::app::fen_field::{apply_edit, erase_back, erase_here, insert};

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

    /// Each move as shown: xiangqi moves in `notation`, chess moves in SAN.
    pub fn texts(&self, notation: Notation) -> Vec<String> {
        let mut before = self.start;
        self.played
            .iter()
            .map(|played| {
                let text = match before.variant {
                    Variant::Xiangqi => {
                        xiangqi::notation::write(&before, played.explanation.mv, notation)
                    }
                    Variant::Chess => played.text.clone(),
                };
                before = played.after;
                text
            })
            .collect()
    }

    /// The move shown in `notation` first, then in the other two, for a
    /// xiangqi move (`C2=5 (h2e2, 炮二平五)`); SAN alone in chess.
    pub fn current_in_all(&self, notation: Notation) -> Option<String> {
        let index = self.at.checked_sub(1)?;
        let played = self.played.get(index)?;
        let before = index
            .checked_sub(1)
            .and_then(|i| self.played.get(i))
            .map_or(self.start, |m| m.after);
        if before.variant == Variant::Chess {
            return Some(played.text.clone());
        }
        Some(xiangqi::notation::in_all(
            &before,
            played.explanation.mv,
            notation,
        ))
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
    /// The caret in `input`, in characters (at the end while typing on).
    pub caret: usize,
    /// The move that could not be played, with its 1-based column in `input`.
    pub error: Option<Diagnostic>,
    /// How xiangqi moves are shown; None: as the language's players write
    /// them (see [`default_notation`]). Any notation is read.
    pub notation: Option<Notation>,
}

/// Chinese for a Chinese interface, WXF (as English sources write) otherwise.
pub fn default_notation(lang: Lang) -> Notation {
    match lang {
        Lang::Zh => Notation::Chinese,
        _ => Notation::Wxf,
    }
}

impl MovesView {
    /// The notation xiangqi moves are shown in.
    pub fn notation(&self, lang: Lang) -> Notation {
        self.notation.unwrap_or_else(|| default_notation(lang))
    }

    /// ICCS → WXF → Chinese → ICCS.
    pub fn cycle_notation(&mut self, lang: Lang) {
        self.notation = Some(self.notation(lang).next());
    }

    pub fn update(&mut self, line: &mut MoveLine, action: &Action) {
        let caret = self.caret.min(self.input.chars().count());
        let mut edited = |edit: &dyn Fn(&mut String, &mut usize)| {
            let mut caret = caret;
            edit(&mut self.input, &mut caret);
            self.caret = caret;
            self.error = None;
        };
        match action {
            Action::Step(to) => line.step(*to),
            Action::Type(c) => {
                edited(&|text, caret| insert(text, caret, c.encode_utf8(&mut [0; 4])))
            }
            Action::Paste(text) => edited(&|input, caret| insert(input, caret, text.trim())),
            Action::EraseBack => edited(&erase_back),
            Action::EraseHere => edited(&|text, caret| erase_here(text, *caret)),
            Action::Edit(edit) => edited(&|text, caret| apply_edit(text, caret, *edit)),
            Action::Submit => self.play_input(line),
            _ => {}
        }
    }

    /// Play every move typed, in order; stop at the first that does not play
    /// and keep it (and what follows) in the input, with its column.
    fn play_input(&mut self, line: &mut MoveLine) {
        let input = std::mem::take(&mut self.input);
        for (start, word) in move_tokens(&input) {
            match rules::parse_move(line.position(), word) {
                Ok(mv) => line.play(mv),
                Err(error) => {
                    // Columns count characters in what remains, the word first.
                    let rest = input.get(start..).unwrap_or_default();
                    self.input = rest.to_string();
                    self.caret = self.input.chars().count();
                    self.error = Some(error.at(1));
                    return;
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pasted_game_plays_with_its_numbers_comments_and_marks() {
        let start = crate::core::fen::input::start_position(crate::core::Variant::Chess).unwrap();
        let mut line = MoveLine::new(start);
        let mut view = MovesView::default();
        view.update(
            &mut line,
            &Action::Paste("1. e4 {best} e5 2. Nf3!? $1 Ke6 *".into()),
        );
        view.update(&mut line, &Action::Submit);
        assert_eq!(line.played().len(), 3);
        assert_eq!(view.input, "Ke6 *");
        assert_eq!(view.error.as_ref().and_then(|e| e.column), Some(1));
    }
}

//! The moves view: moves typed (SAN or coordinates) are played one after the
//! other from the board's position, each with its explanation, and ←/→ walk
//! back and forth through them (the line itself: `move_line.rs`; a game's
//! variations: `variations.rs`). The line stays in the app after leaving, so
//! "FEN moves m1 m2" can be copied.

use super::move_line::MoveLine;
use crate::core::fen::movetext::move_tokens;
use crate::core::rules::chess::ChessNotation;
use crate::core::rules::xiangqi::notation::Notation;
use crate::core::rules::{self, Move};
use crate::core::{Diagnostic, Position, Variant};
use crate::i18n::Lang;
use crate::tui::action::{Action, Direction};
use crate::tui::app::fen_field::{apply_edit, erase_back, erase_here, insert};

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
    /// How chess moves are shown; None: as the language's players write
    /// them (see [`default_chess_notation`]). Any notation is read.
    pub chess_notation: Option<ChessNotation>,
    /// The lines left to step into an engine's line (Alt-V, Alt-E), the
    /// last left last: Esc goes back to it as it was.
    pub outer: Vec<OuterLine>,
    /// Opened from the editor on an engine's line: leaving puts nothing on
    /// the board (the line was only looked at).
    pub back_to_board: bool,
    /// The game the line was opened from, with its comments and variations
    /// (`variations.rs`: ↓ into them, ↑ back).
    pub game: Option<std::sync::Arc<crate::core::pgn::GameNodes>>,
}

/// A line left for an engine's line, kept as data to go back to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OuterLine {
    pub start: Position,
    pub moves: Vec<Move>,
    pub at: usize,
}

impl OuterLine {
    pub fn of(line: &MoveLine) -> OuterLine {
        OuterLine {
            start: *line.start(),
            moves: line.all_moves().to_vec(),
            at: line.at(),
        }
    }

    pub fn line(&self) -> MoveLine {
        MoveLine::from_moves(self.start, self.moves.iter().copied()).showing(self.at)
    }
}

/// Russian piece letters (Кf3) in a Russian interface, SAN otherwise.
pub fn default_chess_notation(lang: Lang) -> ChessNotation {
    match lang {
        Lang::Ru => ChessNotation::Ru,
        _ => ChessNotation::San,
    }
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

    /// The notation chess moves are shown in.
    pub fn chess_notation(&self, lang: Lang) -> ChessNotation {
        self.chess_notation
            .unwrap_or_else(|| default_chess_notation(lang))
    }

    /// Xiangqi: ICCS → WXF → Chinese → ICCS; chess: SAN → LAN → FAN →
    /// Russian letters → UCI → SAN.
    pub fn cycle_notation(&mut self, lang: Lang, variant: Variant) {
        match variant {
            Variant::Xiangqi => self.notation = Some(self.notation(lang).next()),
            Variant::Chess => self.chess_notation = Some(self.chess_notation(lang).next()),
        }
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
            Action::Move(Direction::Down) => {
                self.next_variation(line);
            }
            Action::Move(Direction::Up) => {
                self.leave_variation(line);
            }
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
        assert_eq!(line.len(), 3);
        assert_eq!(view.input, "Ke6 *");
        assert_eq!(view.error.as_ref().and_then(|e| e.column), Some(1));
    }
}

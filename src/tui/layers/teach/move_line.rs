//! The line of the moves view: a start position and the moves played from
//! it, the position shown among them, each move's words worked out when it
//! is shown or listed (positions kept only every [`CHECKPOINT_EVERY`]
//! moves, so a long game costs little).

use crate::core::fen::write_fen;
use crate::core::rules::chess::ChessNotation;
use crate::core::rules::xiangqi::{self, notation::Notation};
use crate::core::rules::{self, Move};
use crate::core::teach::{MoveExplanation, explain_move};
use crate::core::{Color, Position, Variant};
use crate::tui::action::StepTo;
use std::cell::Cell;
use std::ops::Range;

/// A position is kept every this many moves: showing any move replays at
/// most this many from the one kept before it, and a game of a million
/// moves keeps about 4,000 positions, not a million.
pub const CHECKPOINT_EVERY: usize = 256;

/// The move shown, with what it did to the FEN.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayedMove {
    /// As people write it: SAN in chess, coordinates in xiangqi.
    pub text: String,
    /// Move number and side of the position the move was played from.
    pub number: u32,
    pub side: Color,
    pub explanation: MoveExplanation,
    pub before: Position,
    pub after: Position,
}

impl PlayedMove {
    fn new(before: Position, mv: Move, after: Position) -> PlayedMove {
        PlayedMove {
            text: rules::move_text(&before, mv),
            number: before.fullmove_number,
            side: before.side_to_move,
            explanation: explain_move(&before, &after, mv),
            before,
            after,
        }
    }
}

/// A move of the move list: its words, and who played it at which number.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ListedMove {
    pub text: String,
    pub number: u32,
    pub side: Color,
}

/// A start position and the moves played from it. Only the moves are kept
/// for every ply, with a position every [`CHECKPOINT_EVERY`] moves; the
/// position shown and its explanation are worked out when a move is shown,
/// the move list's words only for the moves listed.
#[derive(Clone, Debug)]
pub struct MoveLine {
    start: Position,
    moves: Vec<Move>,
    /// `checkpoints[k]`: the position after `k * CHECKPOINT_EVERY` moves
    /// (the start first), for every such point within `moves`.
    checkpoints: Vec<Position>,
    /// How many moves lead to the position shown (0: the start).
    at: usize,
    shown: Position,
    /// The move that led to the position shown, explained.
    current: Option<PlayedMove>,
    /// Moves played again to work out positions (the work done, counted).
    replayed: Cell<usize>,
}

impl MoveLine {
    pub fn new(start: Position) -> MoveLine {
        MoveLine {
            start,
            moves: Vec::new(),
            checkpoints: vec![start],
            at: 0,
            shown: start,
            current: None,
            replayed: Cell::new(0),
        }
    }

    /// `moves` played one after the other from `start`, shown from the start.
    pub fn from_moves(start: Position, moves: impl IntoIterator<Item = Move>) -> MoveLine {
        let mut line = MoveLine::new(start);
        let mut position = start;
        for mv in moves {
            position = rules::play(&position, mv);
            line.moves.push(mv);
            if line.moves.len().is_multiple_of(CHECKPOINT_EVERY) {
                line.checkpoints.push(position);
            }
        }
        line.moves.shrink_to_fit();
        line.checkpoints.shrink_to_fit();
        line
    }

    /// Every move of the line, those after the one shown too.
    pub fn all_moves(&self) -> &[Move] {
        &self.moves
    }

    /// The same line, showing the position after `at` moves.
    pub fn showing(mut self, at: usize) -> MoveLine {
        self.show_at(at);
        self
    }

    /// Show the position after `at` moves (at most all of them).
    pub fn show_at(&mut self, at: usize) {
        self.show(at.min(self.moves.len()));
    }

    /// A line that leaves this one at the position shown and goes on with
    /// `moves` (legal from there), showing the first of them.
    pub fn branch(&self, moves: &[Move]) -> MoveLine {
        let played = self.moves[..self.at].iter().chain(moves).copied();
        MoveLine::from_moves(self.start, played).showing(self.at + 1)
    }

    /// The same line, showing its last move.
    pub fn at_end(mut self) -> MoveLine {
        self.step(StepTo::Last);
        self
    }

    pub fn start(&self) -> &Position {
        &self.start
    }

    /// How many moves the line has.
    pub fn len(&self) -> usize {
        self.moves.len()
    }

    pub fn is_empty(&self) -> bool {
        self.moves.is_empty()
    }

    pub fn at(&self) -> usize {
        self.at
    }

    /// The position shown: after the first `at` moves.
    pub fn position(&self) -> &Position {
        &self.shown
    }

    pub fn fen(&self) -> String {
        write_fen(self.position())
    }

    /// The move that led to the position shown, if any.
    pub fn current(&self) -> Option<&PlayedMove> {
        self.current.as_ref()
    }

    /// The moves that lead to the position shown.
    pub fn moves(&self) -> Vec<Move> {
        self.moves[..self.at].to_vec()
    }

    /// How many positions are kept besides the one shown (bounded by the
    /// line's length over [`CHECKPOINT_EVERY`]).
    pub fn positions_kept(&self) -> usize {
        self.checkpoints.len()
    }

    /// Moves played again so far to show positions and list moves.
    pub fn replayed(&self) -> usize {
        self.replayed.get()
    }

    /// The position after the first `count` moves, replayed from the
    /// position kept before it.
    fn position_after(&self, count: usize) -> Position {
        let count = count.min(self.moves.len());
        let kept = (count / CHECKPOINT_EVERY).min(self.checkpoints.len().saturating_sub(1));
        let mut position = self.checkpoints.get(kept).copied().unwrap_or(self.start);
        let from = kept * CHECKPOINT_EVERY;
        for mv in &self.moves[from..count] {
            position = rules::play(&position, *mv);
        }
        self.replayed.set(self.replayed.get() + (count - from));
        position
    }

    /// The moves in `range` as the move list shows them: xiangqi moves in
    /// `notation`, chess moves in SAN.
    pub fn listed(&self, range: Range<usize>, notation: Notation) -> Vec<ListedMove> {
        self.listed_in(range, notation, ChessNotation::San)
    }

    /// The moves in `range`, xiangqi moves in `notation`, chess moves in `chess`.
    pub fn listed_in(
        &self,
        range: Range<usize>,
        notation: Notation,
        chess: ChessNotation,
    ) -> Vec<ListedMove> {
        let end = range.end.min(self.moves.len());
        let first = range.start.min(end);
        let mut before = self.position_after(first);
        self.replayed.set(self.replayed.get() + (end - first));
        self.moves[first..end]
            .iter()
            .map(|&mv| {
                let text = match before.variant {
                    Variant::Xiangqi => xiangqi::notation::write(&before, mv, notation),
                    Variant::Chess => rules::chess::notation::write(&before, mv, chess),
                };
                let listed = ListedMove {
                    text,
                    number: before.fullmove_number,
                    side: before.side_to_move,
                };
                before = rules::play(&before, mv);
                listed
            })
            .collect()
    }

    /// The move shown in `notation` first, then in the other two, for a
    /// xiangqi move (`C2=5 (h2e2, 炮二平五)`); SAN alone in chess.
    pub fn current_in_all(&self, notation: Notation) -> Option<String> {
        self.current_in(notation, ChessNotation::San)
    }

    /// The move shown: a xiangqi move as [`Self::current_in_all`], a chess
    /// move in `chess`.
    pub fn current_in(&self, notation: Notation, chess: ChessNotation) -> Option<String> {
        let played = self.current.as_ref()?;
        if played.before.variant == Variant::Chess {
            return Some(rules::chess::notation::write(
                &played.before,
                played.explanation.mv,
                chess,
            ));
        }
        Some(xiangqi::notation::in_all(
            &played.before,
            played.explanation.mv,
            notation,
        ))
    }

    /// `FEN moves m1 m2 ...` up to the position shown, in coordinates.
    pub fn text(&self) -> String {
        let mut text = write_fen(&self.start);
        if self.at > 0 {
            text.push_str(" moves");
            for mv in &self.moves[..self.at] {
                text.push(' ');
                text.push_str(&mv.coordinates(self.start.variant));
            }
        }
        text
    }

    /// Play `mv` from the position shown; moves after it are dropped, as a
    /// new move from an earlier position starts a new line.
    pub fn play(&mut self, mv: Move) {
        let before = self.shown;
        let after = rules::play(&before, mv);
        self.moves.truncate(self.at);
        self.checkpoints.truncate(self.at / CHECKPOINT_EVERY + 1);
        self.moves.push(mv);
        self.at = self.moves.len();
        if self.at.is_multiple_of(CHECKPOINT_EVERY) {
            self.checkpoints.push(after);
        }
        self.shown = after;
        self.current = Some(PlayedMove::new(before, mv, after));
    }

    pub(super) fn step(&mut self, to: StepTo) {
        let at = match to {
            StepTo::Next => (self.at + 1).min(self.moves.len()),
            StepTo::Back => self.at.saturating_sub(1),
            StepTo::First => 0,
            StepTo::Last => self.moves.len(),
        };
        self.show(at);
    }

    /// Show the position after `at` moves, with the move that led there.
    fn show(&mut self, at: usize) {
        if at == self.at {
            return;
        }
        let Some(index) = at.checked_sub(1) else {
            (self.at, self.shown, self.current) = (0, self.start, None);
            return;
        };
        // One step on needs no replay: the position shown is the one before.
        let before = if index == self.at {
            self.shown
        } else {
            self.position_after(index)
        };
        let mv = self.moves[index];
        let after = rules::play(&before, mv);
        self.at = at;
        self.shown = after;
        self.current = Some(PlayedMove::new(before, mv, after));
    }
}

//! A game's variations in the moves view, as Lichess, ChessBase and
//! XQStudio users step through them: ↓ leaves the line for the first move
//! played instead of the move shown (at a move with none, instead of the
//! next move), ↓ again for the next one, and after the last back to the
//! line left; ↑ (or Esc) goes back to the line left, where it was left. The
//! line left is kept as the engine's lines are (`MovesView::outer`), so
//! Esc's way back is the same for both.

use super::move_line::MoveLine;
use super::moves::{MovesView, OuterLine};
use crate::core::pgn::{GameNodes, Node};
use crate::core::rules::Move;

/// The moves the game's tree has at the move shown: the move shown and
/// those played instead of it (`ply`: the move shown), or, when it has
/// none, the next move and those played instead of it (`ply`: the next).
pub struct Branch<'a> {
    pub game: &'a GameNodes,
    /// The 1-based number of the move the choices stand for, in the line.
    pub ply: usize,
    /// The moves played there, the line's own first (ids in `game`).
    pub choices: &'a [usize],
    /// Which of `choices` the line shown plays (`None`: none of them, a
    /// line typed or an engine's).
    pub on_line: Option<usize>,
}

impl MovesView {
    /// The game's node of each position of the line up to `count` moves
    /// (the start first), as far as the line is the game's.
    pub fn game_path(&self, line: &MoveLine, count: usize) -> Vec<usize> {
        let Some(game) = &self.game else {
            return Vec::new();
        };
        let moves = line.all_moves();
        game.path(&moves[..count.min(moves.len())])
    }

    /// The game's node of the position shown, when the line is the game's there.
    pub fn node_shown<'a>(&'a self, line: &MoveLine) -> Option<&'a Node> {
        let game = self.game.as_deref()?;
        let path = self.game_path(line, line.at());
        (path.len() == line.at() + 1)
            .then(|| path.last().and_then(|&id| game.node(id)))
            .flatten()
    }

    /// The choices ↓ goes through at the position shown.
    pub fn branch(&self, line: &MoveLine) -> Option<Branch<'_>> {
        let game = self.game.as_deref()?;
        let path = self.game_path(line, line.at() + 1);
        let shown = *path.get(line.at())?;
        let alternatives = game.alternatives(shown);
        let (ply, choices) = if alternatives.len() > 1 {
            (line.at(), alternatives)
        } else {
            let children = &game.node(shown)?.children;
            if children.len() < 2 {
                return None;
            }
            (line.at() + 1, &children[..])
        };
        let on_line = path
            .get(ply)
            .and_then(|id| choices.iter().position(|c| c == id));
        Some(Branch {
            game,
            ply,
            choices,
            on_line,
        })
    }

    /// ↓: the next move played at this branch, its line on from it (see
    /// the module's words). False when the position shown has no variation.
    pub(super) fn next_variation(&mut self, line: &mut MoveLine) -> bool {
        let Some(branch) = self.branch(line) else {
            return false;
        };
        let next = branch.on_line.map_or(0, |at| at + 1) % branch.choices.len();
        let (ply, moves) = (branch.ply, branch.game.line_through(branch.choices[next]));
        // Already in a variation of this branch, left from the last line kept?
        let left_here = self.outer.last().is_some_and(|outer| {
            let shared = |m: &[Move]| m.get(..ply - 1).map(<[Move]>::to_vec);
            shared(&outer.moves) == shared(line.all_moves())
                && outer.moves.get(ply - 1) != line.all_moves().get(ply - 1)
        });
        let back = left_here
            && self
                .outer
                .last()
                .is_some_and(|outer| outer.moves.get(ply - 1) == moves.get(ply - 1));
        if back {
            return self.leave_variation(line);
        }
        if !left_here {
            self.outer.push(OuterLine::of(line));
        }
        *line = MoveLine::from_moves(*line.start(), moves).showing(ply);
        true
    }

    /// ↑: back to the line left, where it was left. False when no line was left.
    pub(super) fn leave_variation(&mut self, line: &mut MoveLine) -> bool {
        match self.outer.pop() {
            Some(outer) => {
                *line = outer.line();
                true
            }
            None => false,
        }
    }
}

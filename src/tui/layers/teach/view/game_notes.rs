//! What a game opened from a file adds to the moves view: each move's NAGs
//! as signs beside it (`!`, `?!`, `±`), the variations written for a move
//! after it in the list (`(2... d6 3. d4 …)`, as Lichess and ChessBase show
//! them), the comment of the move shown under its heading, and the row that
//! says which moves ↓ goes through at the position shown.

use crate::core::pgn::{GameNodes, Node, nag_sign};
use crate::core::rules::chess::ChessNotation;
use crate::core::rules::xiangqi::notation::Notation;
use crate::core::{Arg, Color};
use crate::i18n::Localizer;
use crate::tui::app::{MoveLine, MovesView};
use crate::tui::theme::Styles;
use ratatui::style::Style;

/// How many moves of a variation the list shows after the move it stands for.
const VARIATION_MOVES: usize = 3;

/// A move's NAGs as written beside it: `!?`, `±`; `$n` for the rest.
pub(super) fn nag_signs(node: &Node) -> String {
    node.nags
        .iter()
        .map(|&nag| nag_sign(nag).map_or_else(|| format!(" ${nag}"), str::to_string))
        .collect()
}

/// `number. move` or `number... move`, as the list writes a move.
fn numbered(number: u32, side: Color, text: &str, first: bool) -> String {
    match side {
        Color::White => format!("{number}. {text}"),
        Color::Black if first => format!("{number}... {text}"),
        Color::Black => text.to_string(),
    }
}

/// The game's notes for the moves listed: for each move of `range` that the
/// game has, its NAG signs and the variations written for it (each a
/// bracketed word), the line's words in `notation` / `chess`.
pub(super) struct Notes<'a> {
    game: Option<&'a GameNodes>,
    path: Vec<usize>,
}

impl<'a> Notes<'a> {
    pub(super) fn new(view: &'a MovesView, line: &MoveLine, end: usize) -> Notes<'a> {
        Notes {
            game: view.game.as_deref(),
            path: view.game_path(line, end),
        }
    }

    fn node(&self, index: usize) -> Option<&'a Node> {
        self.game?.node(*self.path.get(index + 1)?)
    }

    /// The signs after move `index` (0-based) of the line.
    pub(super) fn signs(&self, index: usize) -> String {
        self.node(index).map(nag_signs).unwrap_or_default()
    }

    /// `(2... d6 3. d4 …)` for each move played instead of move `index`.
    pub(super) fn variations(
        &self,
        line: &MoveLine,
        index: usize,
        (notation, chess): (Notation, ChessNotation),
    ) -> Vec<String> {
        let (Some(game), Some(&id)) = (self.game, self.path.get(index + 1)) else {
            return Vec::new();
        };
        let mut words = Vec::new();
        for &other in game.alternatives(id).iter().filter(|&&other| other != id) {
            let moves = game.line_through(other);
            let shown = (index + VARIATION_MOVES).min(moves.len());
            let variation = MoveLine::from_moves(*line.start(), moves[..shown].iter().copied());
            let listed = variation.listed_in(index..shown, notation, chess);
            let path = game.path(&moves[..shown]);
            let signs = |at: usize| {
                path.get(at + 1)
                    .and_then(|&id| game.node(id))
                    .map(nag_signs)
                    .unwrap_or_default()
            };
            let mut text: Vec<String> = listed
                .iter()
                .enumerate()
                .map(|(at, m)| {
                    let written = format!("{}{}", m.text, signs(index + at));
                    numbered(m.number, m.side, &written, at == 0)
                })
                .collect();
            if moves.len() > shown {
                text.push("…".to_string());
            }
            words.push(format!("({})", text.join(" ")));
        }
        words
    }
}

/// Under the heading of the move shown: the comments written before and
/// after it (at the start: the game's first comment), and which moves ↓
/// goes through here. Outside text, shown safe, on one line each.
pub(super) fn rows(
    view: &MovesView,
    line: &MoveLine,
    (notation, chess): (Notation, ChessNotation),
    loc: &Localizer,
    styles: Styles,
) -> Vec<(String, Style, &'static str, &'static str)> {
    let mut rows = Vec::new();
    if let Some(node) = view.node_shown(line) {
        for comment in node.before.iter().chain(&node.comments) {
            let words: Vec<&str> = comment.split_whitespace().collect();
            if !words.is_empty() {
                let text = crate::safe_text::visible_text(&words.join(" "));
                rows.push((text, styles.label(), "» ", "  "));
            }
        }
    }
    let Some(branch) = view.branch(line) else {
        return rows;
    };
    // The choices' words, from the position before the move they stand for.
    let mut moves: Vec<_> = line.all_moves()[..branch.ply - 1].to_vec();
    let mut choices = Vec::new();
    for (at, &id) in branch.choices.iter().enumerate() {
        let Some(node) = branch.game.node(id) else {
            continue;
        };
        moves.truncate(branch.ply - 1);
        moves.extend(node.mv);
        let listed = MoveLine::from_moves(*line.start(), moves.iter().copied()).listed_in(
            branch.ply - 1..branch.ply,
            notation,
            chess,
        );
        let Some(listed) = listed.first() else {
            continue;
        };
        let mark = if branch.on_line == Some(at) {
            "▸"
        } else {
            ""
        };
        choices.push(format!("{mark}{}{}", listed.text, nag_signs(node)));
    }
    let id = if branch.ply == line.at() {
        "moves-variations-here"
    } else {
        "moves-variations-next"
    };
    let text = loc.format(id, &[("moves", Arg::from(choices.join(" · ")))]);
    rows.push((text, styles.dim(), "", ""));
    rows
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbered_words() {
        assert_eq!(numbered(2, Color::Black, "d6", true), "2... d6");
        assert_eq!(numbered(3, Color::White, "d4", false), "3. d4");
        assert_eq!(numbered(3, Color::Black, "g6", false), "g6");
    }
}

//! Acting on the engine's lines (Nibbler, En Croissant and Lichess's ceval
//! do the same with the mouse): Alt-E plays the best move, Alt-V steps into
//! the chosen line in the moves view, Alt-Y / Alt-G / Alt-U copy it as moves,
//! as PGN from the position, or as UCI. On the editor's board or, while the
//! moves view is open, on the position it shows (its line kept to go back
//! to with Esc).

use super::state::AnalysisPanel;
use crate::core::pgn::write_game_in;
use crate::core::rules::xiangqi::notation::Notation;
use crate::core::rules::{self, Move};
use crate::core::{Color, Position, Variant};
use crate::tui::action::LineFormat;
use crate::tui::app::{App, Effect, MoveLine, MovesView, Notice, Teaching};
use crate::tui::layers::Layer;
use crate::tui::layers::teach::OuterLine;

pub use super::notice::LineNotice;

impl App {
    /// The position the engine looks at: the moves view's while it is open
    /// (a game stepped through, a line stepped into), else the board's.
    pub fn analysed_board(&self) -> Position {
        match (self.teaching(), self.move_line_in_view()) {
            (Some(Teaching::Moves(_)), Some(line)) => *line.position(),
            _ => self.position,
        }
    }

    /// Run `act` with the open moves view taken out of the layers (so that
    /// the app can be changed beside it), or with none.
    fn with_moves_view<R>(&mut self, act: impl FnOnce(&mut App, Option<&mut MovesView>) -> R) -> R {
        let at = self
            .layers
            .iter()
            .position(|l| matches!(l, Layer::Teach(Teaching::Moves(_))));
        let Some(at) = at else {
            return act(self, None);
        };
        let mut layer = self.layers.remove(at);
        let done = match &mut layer {
            Layer::Teach(Teaching::Moves(view)) => act(self, Some(view)),
            _ => act(self, None),
        };
        self.layers.insert(at.min(self.layers.len()), layer);
        done
    }

    /// Alt-E: the best move played, as one undo step on the board (the
    /// clocks and move number as the move makes them), or as the next move
    /// of the moves view.
    pub(crate) fn play_best(&mut self, panel: &AnalysisPanel) {
        let board = self.analysed_board();
        let Some(best) = panel.best_move_of(&board) else {
            self.notice = Notice::Line(LineNotice::NoLine);
            return;
        };
        let said = self.line_text(&board, &[best], false);
        self.with_moves_view(|app, view| match (view, app.move_line.as_mut()) {
            (Some(view), Some(line)) => go_on(view, line, &[best], false),
            _ => app.replace_position(rules::play(&board, best)),
        });
        self.notice = Notice::Line(LineNotice::Played(said));
    }

    /// Alt-V: into the chosen line, its first move shown; ← → step through
    /// it, Esc comes back out.
    pub(crate) fn step_into_line(&mut self, panel: &AnalysisPanel) {
        let board = self.analysed_board();
        let Some((index, _, moves)) = panel.chosen_line(&board) else {
            self.notice = Notice::Line(LineNotice::NoLine);
            return;
        };
        let in_view = self.with_moves_view(|app, view| match (view, app.move_line.as_mut()) {
            (Some(view), Some(line)) => {
                go_on(view, line, &moves, true);
                true
            }
            _ => false,
        });
        if !in_view {
            // From the editor: a moves view of its own, the board left as it is.
            self.move_line = Some(MoveLine::from_moves(board, moves).showing(1));
            self.open(Layer::Teach(Teaching::Moves(MovesView {
                back_to_board: true,
                ..MovesView::default()
            })));
        }
        self.notice = Notice::Line(LineNotice::SteppedIn(index + 1));
    }

    /// Alt-Y / Alt-G / Alt-U: the chosen line copied.
    pub(crate) fn copy_line(&mut self, panel: &AnalysisPanel, format: LineFormat) -> Vec<Effect> {
        let board = self.analysed_board();
        let Some((_, start, moves)) = panel.chosen_line(&board) else {
            self.notice = Notice::Line(LineNotice::NoLine);
            return Vec::new();
        };
        let text = match format {
            LineFormat::Moves => self.line_text(&start, &moves, true),
            LineFormat::Pgn => {
                let notation = (start.variant == Variant::Xiangqi).then(|| self.line_notation());
                // A chess game with a xiangqi notation is the only refusal.
                write_game_in(&start, &moves, notation).unwrap_or_default()
            }
            LineFormat::Uci => uci_text(&start, &moves),
        };
        self.line_copy = Some(format);
        vec![Effect::Copy(text)]
    }

    /// The notation lines are written in: the moves view's, else the language's.
    fn line_notation(&self) -> Notation {
        self.move_notation(self.lang)
    }

    /// `moves` from `start` as the moves view writes them; `numbered`:
    /// with move numbers (`12... Nf6 13. Bg5`), as a line is copied.
    fn line_text(&self, start: &Position, moves: &[Move], numbered: bool) -> String {
        let chess = match self.teaching() {
            Some(Teaching::Moves(view)) => view.chess_notation(self.lang),
            _ => crate::tui::layers::teach::moves::default_chess_notation(self.lang),
        };
        let listed = MoveLine::from_moves(*start, moves.iter().copied()).listed_in(
            0..moves.len(),
            self.line_notation(),
            chess,
        );
        let mut words = Vec::with_capacity(listed.len() * 3 / 2);
        for (index, listed) in listed.into_iter().enumerate() {
            if numbered {
                match listed.side {
                    Color::White => words.push(format!("{}.", listed.number)),
                    Color::Black if index == 0 => words.push(format!("{}...", listed.number)),
                    Color::Black => {}
                }
            }
            words.push(listed.text);
        }
        words.join(" ")
    }
}

/// The moves view goes on with `moves` from the position it shows: when the
/// line already does (a game's next move is the engine's), it steps on;
/// else the line is kept to go back to (at its end only when `keep`: a
/// move played there is a move as any other) and a new one goes on with them.
fn go_on(view: &mut MovesView, line: &mut MoveLine, moves: &[Move], keep: bool) {
    let at = line.at();
    let follows = line.all_moves().get(at..at + moves.len()) == Some(moves);
    if follows {
        line.show_at(at + 1);
        return;
    }
    if keep || line.len() > at {
        view.outer.push(OuterLine::of(line));
    }
    *line = line.branch(moves);
}

/// The moves in coordinates, as UCI (UCCI) sends them.
fn uci_text(start: &Position, moves: &[Move]) -> String {
    moves
        .iter()
        .map(|mv| mv.coordinates(start.variant))
        .collect::<Vec<_>>()
        .join(" ")
}

/// The status line's words for a line key.
pub fn notice_text(notice: &LineNotice, loc: &crate::i18n::Localizer) -> String {
    use crate::core::Arg;
    match notice {
        LineNotice::NoLine => loc.text("line-none"),
        LineNotice::Played(text) => loc.format("line-played", &[("move", Arg::from(text.clone()))]),
        LineNotice::SteppedIn(n) => loc.format("line-stepped-in", &[("number", Arg::from(*n))]),
        LineNotice::SteppedOut => loc.text("line-stepped-out"),
        LineNotice::Copied(format, outcome) => {
            use crate::clipboard::CopyOutcome;
            let format = match format {
                LineFormat::Moves => "moves",
                LineFormat::Pgn => "pgn",
                LineFormat::Uci => "uci",
            };
            let (way, tmux) = match outcome {
                CopyOutcome::System => ("system", "no"),
                CopyOutcome::Osc52 { tmux } => ("osc52", if *tmux { "yes" } else { "no" }),
                CopyOutcome::Memory => ("memory", "no"),
            };
            loc.format(
                "line-copied",
                &[
                    ("format", Arg::from(format)),
                    ("way", Arg::from(way)),
                    ("tmux", Arg::from(tmux)),
                ],
            )
        }
    }
}

#[cfg(test)]
#[path = "lines_tests.rs"]
mod tests;

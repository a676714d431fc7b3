//! The lines' first moves marked on a board, as pairs: the line's number in
//! the cell before the piece that moves (its square or point) and in the
//! cell after the square it goes to, in the line's colour (`Styles::engine_line`).
//! The best line's squares are lit besides, as a teaching step's are. Drawn
//! on the editor's board (`view.rs`) and on the moves view's (`teach/view`),
//! both orientations, every board size (at 80×24 a chess square is three
//! cells: the mark, the piece, the mark).

use super::state::AnalysisPanel;
use crate::core::{Position, Square, Variant};
use crate::tui::view::BoardGeometry;
use crate::tui::view::piece_text;
use crate::tui::view::screen::Screen;
use ratatui::buffer::Buffer;
use unicode_width::UnicodeWidthStr;

/// Mark the open panel's lines on a board showing `position` (nothing when
/// the panel is closed, in threat mode or its figures are of another position).
pub(crate) fn mark_lines(
    screen: &Screen<'_>,
    board: &BoardGeometry,
    position: &Position,
    buf: &mut Buffer,
) {
    let Some(panel) = screen.app.analysis() else {
        return;
    };
    let moves = panel.first_moves(position);
    // The best line drawn last: where two lines share a square, its mark shows.
    for (index, (from, to)) in moves.iter().enumerate().rev() {
        if index == 0 {
            light(screen, board, &[*from, *to], buf);
        }
        let digit = char::from_digit(u32::try_from(index + 1).unwrap_or(9), 10).unwrap_or('?');
        let style = screen.styles.engine_line(board.variant, index);
        for (square, after) in [(*from, false), (*to, true)] {
            let Some((x, y)) = mark_cell(screen, board, position, square, after) else {
                continue;
            };
            if let Some(cell) = buf.cell_mut((x, y)) {
                // The cursor's brackets (and a drag's braces) stay.
                if !matches!(cell.symbol(), "[" | "]" | "{" | "}") {
                    cell.set_char(digit);
                    cell.set_style(style);
                }
            }
        }
    }
}

/// The best move's squares (or points) lit.
fn light(screen: &Screen<'_>, board: &BoardGeometry, squares: &[Square], buf: &mut Buffer) {
    let style = screen.styles.lit(board.variant);
    for square in squares {
        let (x, y) = board.cell_of(*square);
        let (width, height) = match board.variant {
            Variant::Chess => (board.step_x, board.step_y.max(1)),
            Variant::Xiangqi => (1, 1),
        };
        for dy in 0..height {
            for dx in 0..width {
                if let Some(cell) = buf.cell_mut((x + dx, y + dy)) {
                    cell.set_style(style);
                }
            }
        }
    }
}

/// The cell before (`after` false) or after the piece (or the empty
/// square's middle, the point) drawn at `square`.
fn mark_cell(
    screen: &Screen<'_>,
    board: &BoardGeometry,
    position: &Position,
    square: Square,
    after: bool,
) -> Option<(u16, u16)> {
    let width = position.get(square).map_or(1, |piece| {
        piece_text(piece, board.variant, screen.app.piece_style()).width()
    });
    let width = u16::try_from(width).unwrap_or(1).max(1);
    let (x, y) = board.cell_of(square);
    match board.variant {
        Variant::Chess => {
            // The square's middle row holds "mark piece mark", centred.
            let left = x + board.step_x.saturating_sub(width + 2) / 2;
            let y = y + board.step_y / 2;
            Some((if after { left + 1 + width } else { left }, y))
        }
        Variant::Xiangqi => Some((if after { x + width } else { x.checked_sub(1)? }, y)),
    }
}

impl AnalysisPanel {
    /// Each line's first move as (from, to), best first, when the figures
    /// are of `board` (not a threat mode's).
    pub fn first_moves(&self, board: &Position) -> Vec<(Square, Square)> {
        if self.threat {
            return Vec::new();
        }
        let Some(analysis) = self.shown().filter(|a| a.position == *board) else {
            return Vec::new();
        };
        analysis
            .lines
            .iter()
            .filter_map(|line| line.moves.first().map(|m| (m.from, m.to)))
            .collect()
    }
}

#[cfg(test)]
#[path = "marks_tests.rs"]
mod marks_tests;

//! The board: chess squares or xiangqi points with river and palaces, the
//! coordinates around them, the cursor and the squares the problems name.
//! Pieces are text in width-aware spans, so two-cell CJK glyphs line up.

use super::geometry::BoardGeometry;
use super::pieces::app_piece_text;
use crate::core::{Piece, Position, Square, Variant};
use crate::tui::app::{App, Grab};
use crate::tui::theme::Styles;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

pub struct BoardView<'a> {
    pub app: &'a App,
    pub styles: Styles,
    pub geometry: BoardGeometry,
    /// A teaching view's board, drawn instead of the editor's own.
    pub teaching: Option<TeachingBoard<'a>>,
}

/// What a teaching view shows on the board: a position (the editor's or
/// another), the squares the current step is about, the squares that are
/// wrong, and whether the cursor belongs there.
#[derive(Clone, Copy, Debug)]
pub struct TeachingBoard<'a> {
    pub position: &'a Position,
    pub lit: &'a [Square],
    pub wrong: &'a [Square],
    pub cursor: bool,
}

impl Widget for BoardView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let area = self.geometry.area.intersection(area);
        if area.is_empty() {
            return;
        }
        if self.app.coordinates() {
            self.render_coordinates(buf);
        }
        match self.geometry.variant {
            Variant::Chess => self.render_chess(buf),
            Variant::Xiangqi => self.render_xiangqi(buf),
        }
    }
}

impl BoardView<'_> {
    fn flagged(&self, square: Square) -> bool {
        match self.teaching {
            Some(teaching) => teaching.wrong.contains(&square),
            None => {
                self.app
                    .verdict()
                    .problems
                    .iter()
                    .any(|p| p.squares.contains(&square))
                    || self.app.picture_doubt(square)
            }
        }
    }

    fn lit(&self, square: Square) -> bool {
        self.teaching.is_some_and(|t| t.lit.contains(&square))
    }

    /// Whether the keyboard is on the board (the hardware cursor goes there).
    fn board_has_focus(&self) -> bool {
        self.app.focus() == crate::tui::app::Focus::Board
    }

    fn is_cursor(&self, square: Square) -> bool {
        self.teaching.is_none_or(|t| t.cursor) && square == self.app.cursor()
    }

    /// Palette and mouse: the piece held by a drag, over `square`.
    fn dragged_over(&self, square: Square) -> Option<Piece> {
        if self.teaching.is_some() {
            return None;
        }
        if let Some((_, piece)) = self.app.carried() {
            return (square == self.app.cursor()).then_some(piece);
        }
        let drag = self.app.drag()?;
        (drag.over == Some(square)).then_some(drag.piece)
    }

    /// Palette and mouse: the square a held piece was lifted from (it stays
    /// there, dimmed, until it lands).
    fn dragged_from(&self, square: Square) -> bool {
        let carried_from = self.app.carried().is_some_and(|(from, _)| {
            self.teaching.is_none() && from == square && self.app.cursor() != square
        });
        carried_from
            || self.app.drag().is_some_and(|d| {
                self.teaching.is_none() && d.from == Grab::Square(square) && d.over != Some(square)
            })
    }

    fn piece_span(&self, square: Square) -> Option<Span<'static>> {
        let variant = self.geometry.variant;
        if let Some(piece) = self.dragged_over(square) {
            return Some(Span::styled(
                app_piece_text(self.app, piece, variant, self.app.piece_style()),
                self.styles
                    .piece(piece.color, variant)
                    .patch(self.styles.cursor(variant)),
            ));
        }
        let position = self.teaching.map_or(self.app.position(), |t| t.position);
        let piece = position.get(square)?;
        let style = if self.dragged_from(square) {
            self.styles.dim()
        } else {
            self.styles.piece(piece.color, variant)
        };
        Some(Span::styled(
            app_piece_text(self.app, piece, variant, self.app.piece_style()),
            style,
        ))
    }

    fn render_coordinates(&self, buf: &mut Buffer) {
        let g = &self.geometry;
        let style = self.styles.label();
        let (bottom, right) = (g.area.bottom() - 1, g.area.right() - 1);
        for file in 0..g.variant.files() {
            let (x, _) = g.cell_of(Square::new(file, 0));
            let x = x + if g.variant == Variant::Chess {
                g.step_x / 2
            } else {
                0
            };
            let name = (b'a' + file) as char;
            for y in [g.area.y, bottom] {
                buf.set_string(x, y, name.to_string(), style);
            }
        }
        for rank in 0..g.variant.ranks() {
            let (_, y) = g.cell_of(Square::new(0, rank));
            let y = y + if g.variant == Variant::Chess {
                g.step_y / 2
            } else {
                0
            };
            let number = (u32::from(rank) + u32::from(g.variant.first_rank_number())).to_string();
            buf.set_string(g.area.x, y, &number, style);
            buf.set_string(right, y, &number, style);
        }
    }

    fn render_chess(&self, buf: &mut Buffer) {
        let g = &self.geometry;
        for square in Square::fen_order(Variant::Chess) {
            let (x, y) = g.cell_of(square);
            let light = (square.file + square.rank) % 2 == 1;
            let mut background = self.styles.square(Variant::Chess, light);
            let flagged = self.flagged(square);
            let lit = self.lit(square);
            if lit {
                background = background.patch(self.styles.lit(Variant::Chess));
            }
            if flagged {
                background = background.patch(self.styles.flagged(Variant::Chess));
            }
            buf.set_style(Rect::new(x, y, g.step_x, g.step_y), background);
            let is_cursor = self.is_cursor(square);
            let piece = self.piece_span(square).unwrap_or_else(|| {
                // Without colour, dark squares need a mark to tell them apart.
                let mark = if !self.styles.colour && !light {
                    "·"
                } else {
                    " "
                };
                Span::styled(mark, self.styles.dim())
            });
            let dragged_over = self.dragged_over(square).is_some();
            let (open, close) = match (is_cursor, flagged && !self.styles.colour) {
                _ if dragged_over => ("{", "}"),
                (true, _) => ("[", "]"),
                (false, true) => ("!", "!"),
                // Lit squares are marked in colour too: the marks carry the step.
                (false, false) if lit => ("‹", "›"),
                (false, false) => (" ", " "),
            };
            let cursor = self.styles.cursor(Variant::Chess);
            let square_style = if is_cursor || dragged_over {
                background.patch(cursor)
            } else {
                background
            };
            if is_cursor {
                // The whole square, so the cursor shows at every board size.
                buf.set_style(Rect::new(x, y, g.step_x, g.step_y), square_style);
            }
            let mark_style = square_style.patch(self.styles.board_mark());
            let piece = piece.patch_style(square_style);
            let content = Line::from(vec![
                Span::styled(open, mark_style),
                piece,
                Span::styled(close, mark_style),
            ]);
            let left = g.step_x.saturating_sub(content.width() as u16) / 2;
            buf.set_line(x + left, y + g.step_y / 2, &content, g.step_x - left);
            if is_cursor && self.board_has_focus() {
                // The hardware cursor on the piece (or the empty square's middle).
                super::caret::mark_cell(buf, x + left + 1, y + g.step_y / 2);
            }
        }
    }

    fn render_xiangqi(&self, buf: &mut Buffer) {
        let g = &self.geometry;
        for row in 0..10u16 {
            let y = g.inner_y() + g.xiangqi_row_offset(row);
            let line = self.xiangqi_point_row(row);
            buf.set_line(g.inner_x() - 1, y, &line, line.width() as u16);
            if row < 9 {
                let gaps = if g.step_y == 0 {
                    u16::from(row == 4)
                } else {
                    g.step_y
                };
                for j in 1..=gaps {
                    let line = self.xiangqi_line_row(row, j, gaps);
                    buf.set_line(g.inner_x() - 1, y + j, &line, line.width() as u16);
                }
            }
        }
    }

    /// The grid's character at an empty point, by where the point is.
    fn point_mark(&self, column: u16, row: u16) -> &'static str {
        let compact_palace_centre =
            self.geometry.step_y == 0 && column == 4 && (row == 1 || row == 8);
        // The outer frame runs through the river; the inner files stop at its banks.
        let top = row == 0 || (row == 5 && column != 0 && column != 8);
        let bottom = row == 9 || (row == 4 && column != 0 && column != 8);
        match (column, top, bottom) {
            _ if compact_palace_centre => "╳",
            (0, true, _) => "┌",
            (0, _, true) => "└",
            (8, true, _) => "┐",
            (8, _, true) => "┘",
            (0, _, _) => "├",
            (8, _, _) => "┤",
            (_, true, _) => "┬",
            (_, _, true) => "┴",
            _ => "┼",
        }
    }

    fn xiangqi_point_row(&self, row: u16) -> Line<'static> {
        let g = &self.geometry;
        let grid = self
            .styles
            .grid()
            .patch(self.styles.square(Variant::Xiangqi, true));
        let cursor_style = self.styles.cursor(Variant::Xiangqi);
        let cursor_mark = grid.patch(cursor_style).patch(self.styles.board_mark());
        let mut spans = Vec::with_capacity(40);
        let cursor_at = |column: u16| g.square_of(column, row).is_some_and(|s| self.is_cursor(s));
        let dragged_over = |column: u16| {
            g.square_of(column, row)
                .is_some_and(|s| self.dragged_over(s).is_some())
        };
        // Brackets around the cursor's point; without colour, `!` around
        // flagged ones; `‹ ›` around the points a teaching step is about.
        let mark = |column: u16, bracket: &'static str, otherwise: &'static str| {
            let flagged = g.square_of(column, row).is_some_and(|s| self.flagged(s));
            let lit = g.square_of(column, row).is_some_and(|s| self.lit(s));
            if dragged_over(column) {
                let mark = if bracket == "[" { "{" } else { "}" };
                Span::styled(mark, cursor_mark)
            } else if cursor_at(column) {
                Span::styled(bracket, cursor_mark)
            } else if flagged && !self.styles.colour {
                Span::styled("!", grid)
            } else if lit {
                let mark = if bracket == "[" { "‹" } else { "›" };
                Span::styled(
                    mark,
                    grid.patch(self.styles.lit(Variant::Xiangqi))
                        .patch(self.styles.board_mark()),
                )
            } else {
                Span::styled(otherwise, grid)
            }
        };
        spans.push(mark(0, "[", " "));
        for column in 0..9u16 {
            let Some(square) = g.square_of(column, row) else {
                continue;
            };
            let mut point = self
                .piece_span(square)
                .map(|p| p.patch_style(self.styles.square(Variant::Xiangqi, true)))
                .unwrap_or_else(|| Span::styled(self.point_mark(column, row), grid));
            if self.lit(square) {
                point = point.patch_style(self.styles.lit(Variant::Xiangqi));
            }
            if self.flagged(square) {
                point = point.patch_style(self.styles.flagged(Variant::Xiangqi));
            }
            if cursor_at(column) || dragged_over(column) {
                point = point.patch_style(cursor_style);
            }
            if cursor_at(column) && self.board_has_focus() {
                point = point.patch_style(super::caret::mark(Style::new()));
            }
            let width = point.width() as u16;
            spans.push(point);
            spans.push(mark(column, "]", if column == 8 { " " } else { "─" }));
            if column < 8 {
                let middle = g.step_x.saturating_sub(width + 2) as usize;
                spans.push(Span::styled("─".repeat(middle), grid));
                spans.push(mark(column + 1, "[", "─"));
            }
        }
        Line::from(spans)
    }

    /// Line row `j` of `gaps` between point rows `row` and `row + 1`: the files'
    /// vertical lines, the palace diagonals, and the river with its words.
    fn xiangqi_line_row(&self, row: u16, j: u16, gaps: u16) -> Line<'static> {
        let g = &self.geometry;
        let grid = self
            .styles
            .grid()
            .patch(self.styles.square(Variant::Xiangqi, true));
        let width = usize::from(8 * g.step_x + 3);
        let mut cells = vec![" "; width];
        let river = row == 4;
        for column in 0..9u16 {
            if !river || column == 0 || column == 8 {
                cells[usize::from(1 + column * g.step_x)] = "│";
            }
        }
        let palace = row <= 1 || row >= 7;
        if palace && g.step_y > 0 {
            // Diagonals from the palace's corners through its centre.
            let rows = f32::from(g.step_y + 1);
            let t = f32::from(j) / rows;
            let offset = (t * f32::from(g.step_x)).round() as u16;
            let (a, b) = if row == 0 || row == 7 {
                (3 * g.step_x + offset, 5 * g.step_x - offset)
            } else {
                (4 * g.step_x + offset, 4 * g.step_x - offset)
            };
            cells[usize::from(1 + a)] = "╲";
            cells[usize::from(1 + b)] = "╱";
        }
        let mut spans = Vec::new();
        if river && j == gaps.div_ceil(2) {
            let left = usize::from(1 + 2 * g.step_x) - 2;
            let right = usize::from(1 + 6 * g.step_x) - 2;
            spans.push(Span::styled(cells[..left].concat(), grid));
            spans.push(Span::styled("楚河", grid));
            spans.push(Span::styled(cells[left + 4..right].concat(), grid));
            spans.push(Span::styled("汉界", grid));
            spans.push(Span::styled(cells[right + 4..].concat(), grid));
        } else {
            spans.push(Span::styled(cells.concat(), grid));
        }
        Line::from(spans)
    }
}

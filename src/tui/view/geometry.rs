//! Where the board's squares and points (and the palette beside them) are on
//! the screen, for drawing and for mouse clicks alike. The board grows in
//! steps with the space it is given.

use crate::core::{Square, Variant};
use ratatui::layout::Rect;

/// Columns for the rank numbers on each side ("8 " and " 8").
const LABEL: u16 = 2;

/// Chess square sizes (width, height): about twice as wide as tall, like a square.
const CHESS_SIZES: [(u16, u16); 6] = [(3, 1), (5, 2), (7, 3), (9, 4), (11, 5), (13, 6)];
/// Xiangqi (columns between points, line rows between points).
const XIANGQI_SIZES: [(u16, u16); 4] = [(4, 0), (4, 1), (6, 2), (8, 3)];

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardGeometry {
    pub variant: Variant,
    pub flipped: bool,
    /// The board with its coordinates.
    pub area: Rect,
    /// Chess: a square's width. Xiangqi: columns from one point to the next.
    pub step_x: u16,
    /// Chess: a square's height. Xiangqi: line rows between two point rows.
    pub step_y: u16,
}

impl BoardGeometry {
    /// The smallest board of `variant`, for the "enlarge to" message.
    pub fn minimum_size(variant: Variant) -> (u16, u16) {
        match variant {
            Variant::Chess => outer_size(variant, CHESS_SIZES[0]),
            Variant::Xiangqi => outer_size(variant, XIANGQI_SIZES[0]),
        }
    }

    /// The largest board that fits in `space`, placed at its top left.
    pub fn fit(variant: Variant, flipped: bool, space: Rect) -> Option<BoardGeometry> {
        let sizes: &[(u16, u16)] = match variant {
            Variant::Chess => &CHESS_SIZES,
            Variant::Xiangqi => &XIANGQI_SIZES,
        };
        let size = sizes.iter().rev().copied().find(|s| {
            let (w, h) = outer_size(variant, *s);
            w <= space.width && h <= space.height
        })?;
        let (width, height) = outer_size(variant, size);
        Some(BoardGeometry {
            variant,
            flipped,
            area: Rect::new(space.x, space.y, width, height),
            step_x: size.0,
            step_y: size.1,
        })
    }

    /// The largest board that fits in `space` with the palette: rows over
    /// and under it, or a column `column_width` wide at its right, whichever
    /// leaves the larger board (rows when equal); the board alone when the
    /// palette fits neither way.
    pub fn fit_with_palette(
        variant: Variant,
        flipped: bool,
        space: Rect,
        column_width: u16,
    ) -> Option<(BoardGeometry, Option<PaletteArea>)> {
        let rows = (space.height > 2)
            .then(|| {
                let inside = Rect::new(space.x, space.y + 1, space.width, space.height - 2);
                BoardGeometry::fit(variant, flipped, inside)
            })
            .flatten()
            .map(|board| {
                let row = |y| Rect::new(board.area.x, y, board.area.width, 1);
                let (top, bottom) = (row(board.area.y - 1), row(board.area.bottom()));
                (board, PaletteArea::Rows { top, bottom })
            });
        let column = (space.width > column_width)
            .then(|| {
                let inside = Rect::new(space.x, space.y, space.width - column_width, space.height);
                BoardGeometry::fit(variant, flipped, inside)
            })
            .flatten()
            .map(|board| {
                let (x, y, height) = (board.area.right(), board.area.y, board.area.height);
                let area = Rect::new(x, y, column_width - 1, height);
                (board, PaletteArea::Column(area))
            });
        let size = |(board, _): &(BoardGeometry, PaletteArea)| (board.step_x, board.step_y);
        match (rows, column) {
            (Some(rows), Some(column)) if size(&column) > size(&rows) => {
                Some((column.0, Some(column.1)))
            }
            (Some((board, area)), _) | (None, Some((board, area))) => Some((board, Some(area))),
            (None, None) => BoardGeometry::fit(variant, flipped, space).map(|board| (board, None)),
        }
    }

    /// Screen column (0 = left) and row (0 = top) of a square.
    pub fn column_row(&self, square: Square) -> (u16, u16) {
        let (files, ranks) = (self.variant.files(), self.variant.ranks());
        let column = if self.flipped {
            files - 1 - square.file
        } else {
            square.file
        };
        let row = if self.flipped {
            square.rank
        } else {
            ranks - 1 - square.rank
        };
        (u16::from(column), u16::from(row))
    }

    /// The square at a screen column and row.
    pub fn square_of(&self, column: u16, row: u16) -> Option<Square> {
        let (files, ranks) = (self.variant.files(), self.variant.ranks());
        let column = u8::try_from(column).ok().filter(|c| *c < files)?;
        let row = u8::try_from(row).ok().filter(|r| *r < ranks)?;
        let file = if self.flipped {
            files - 1 - column
        } else {
            column
        };
        let rank = if self.flipped { row } else { ranks - 1 - row };
        Some(Square::new(file, rank))
    }

    /// Left edge of the playing area (after the rank numbers).
    pub fn inner_x(&self) -> u16 {
        self.area.x + LABEL + u16::from(self.variant == Variant::Xiangqi)
    }

    pub fn inner_y(&self) -> u16 {
        self.area.y + 1
    }

    /// Chess: the top-left cell of a square. Xiangqi: the cell of a point.
    pub fn cell_of(&self, square: Square) -> (u16, u16) {
        let (column, row) = self.column_row(square);
        let x = self.inner_x() + column * self.step_x;
        let y = match self.variant {
            Variant::Chess => self.inner_y() + row * self.step_y,
            Variant::Xiangqi => self.inner_y() + self.xiangqi_row_offset(row),
        };
        (x, y)
    }

    /// Rows from the top point row to point row `row` (compact boards spend one
    /// extra row on the river).
    pub fn xiangqi_row_offset(&self, row: u16) -> u16 {
        let river = u16::from(self.step_y == 0 && row >= 5);
        row * (self.step_y + 1) + river
    }

    /// The square or point under a mouse click.
    pub fn square_at(&self, x: u16, y: u16) -> Option<Square> {
        let dx = x.checked_sub(self.inner_x())?;
        let dy = y.checked_sub(self.inner_y())?;
        match self.variant {
            Variant::Chess => self.square_of(dx / self.step_x, dy / self.step_y),
            Variant::Xiangqi => {
                // The nearest point; a click on a piece's second cell still counts.
                let column = (dx + 1) / self.step_x;
                let row = (0..10u16).min_by_key(|r| self.xiangqi_row_offset(*r).abs_diff(dy))?;
                if self.xiangqi_row_offset(row).abs_diff(dy) > self.step_y {
                    return None;
                }
                self.square_of(column, row)
            }
        }
    }
}

/// Where the palette goes beside the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PaletteArea {
    /// A row over the board and one under it, each with the pieces of the
    /// side drawn nearest (as on Lichess).
    Rows { top: Rect, bottom: Rect },
    /// A narrow column right of the board, for boards as tall as the terminal.
    Column(Rect),
}

impl PaletteArea {
    /// The rightmost column the board and palette take.
    pub fn right(self, board: &BoardGeometry) -> u16 {
        match self {
            PaletteArea::Rows { .. } => board.area.right(),
            PaletteArea::Column(column) => column.right(),
        }
    }
}

fn outer_size(variant: Variant, (step_x, step_y): (u16, u16)) -> (u16, u16) {
    match variant {
        Variant::Chess => (LABEL + 8 * step_x + LABEL, 1 + 8 * step_y + 1),
        // A bracket before the first point, a wide glyph and a bracket after the last.
        Variant::Xiangqi => {
            let rows = 10 + 9 * step_y + u16::from(step_y == 0);
            (LABEL + 1 + 8 * step_x + 3 + LABEL, 1 + rows + 1)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clicks_find_the_square_they_hit_even_flipped() {
        for variant in Variant::ALL {
            for flipped in [false, true] {
                let g = BoardGeometry::fit(variant, flipped, Rect::new(3, 2, 120, 50)).unwrap();
                for square in Square::fen_order(variant) {
                    let (x, y) = g.cell_of(square);
                    assert_eq!(g.square_at(x, y), Some(square), "{variant:?} {flipped}");
                }
            }
        }
    }

    #[test]
    fn boards_grow_with_the_space() {
        let small = BoardGeometry::fit(Variant::Chess, false, Rect::new(0, 0, 30, 12)).unwrap();
        let big = BoardGeometry::fit(Variant::Chess, false, Rect::new(0, 0, 200, 60)).unwrap();
        assert!(big.area.width > small.area.width && big.area.height > small.area.height);
        assert!(BoardGeometry::fit(Variant::Xiangqi, false, Rect::new(0, 0, 20, 10)).is_none());
    }
}

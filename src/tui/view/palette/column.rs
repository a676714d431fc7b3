//! The palette as a column beside the board (`PaletteArea::Column`, where the
//! layout puts it there): pieces by role, then delete, the buttons, which way
//! typing walks, and the library's and colours' buttons. A short board loses
//! the blank rows first, then the buttons' words, before any button.

use super::{Cells, PaletteCell, PaletteItem};
use crate::core::{Color, Role};
use ratatui::layout::Rect;
use ratatui::text::Span;

/// How much air the column has: how many blank rows between the groups
/// (the first ones, from the top), and the buttons' words under their keys.
#[derive(Clone, Copy)]
struct Spacing {
    gaps: u16,
    words: bool,
}

/// Blank rows between the column's groups: pieces, delete, buttons, "FEN",
/// library, colours.
const GROUP_GAPS: u16 = 5;

impl Cells<'_> {
    /// The roomiest spacing that shows every cell: blank rows go before the
    /// buttons' words do. On a board too short even for keys alone, the library's and the colours' buttons are the ones
    /// left out.
    pub(super) fn column(&self, area: Rect) -> Vec<PaletteCell> {
        let spacings = [true, false].into_iter().flat_map(|words| {
            (0..=GROUP_GAPS)
                .rev()
                .map(move |gaps| Spacing { gaps, words })
        });
        let mut cells = Vec::new();
        for spacing in spacings {
            cells = self.column_with(area, spacing);
            if cells.iter().all(|c| c.area.bottom() <= area.bottom()) {
                return cells;
            }
        }
        cells.retain(|c| c.area.bottom() <= area.bottom());
        cells
    }

    fn column_with(&self, area: Rect, Spacing { gaps, words }: Spacing) -> Vec<PaletteCell> {
        let mut left = gaps;
        let mut gap = move || {
            let blank = u16::from(left > 0);
            left = left.saturating_sub(1);
            blank
        };
        let width = self.cell_width();
        let roles = u16::try_from(Role::all(self.variant()).len()).unwrap_or(0);
        // One row per role, White/Red at the left, Black at the right, level
        // with the board's first rank of squares.
        let mut cells = Vec::new();
        for (left, color) in [(area.x, Color::White), (area.x + width, Color::Black)] {
            for (i, cell) in (0u16..).zip(self.piece_cells(color, left, area.y)) {
                cells.push(PaletteCell {
                    area: Rect::new(left, area.y + 1 + i, width, 1),
                    ..cell
                });
            }
        }
        let mut y = area.y + 1 + roles + gap();
        cells.push(self.delete_cell(area.x, y));
        y += 1 + gap();
        let fits = |word: &str| {
            words && !word.is_empty() && Span::raw(word).width() < usize::from(area.width)
        };
        // Each button's key, and under it its word when the word fits.
        for (item, text) in self.buttons(false) {
            let (key, word) = text.split_once(' ').unwrap_or((&text, ""));
            cells.push(Self::button_cell(item, key.to_string(), area.x + 1, y));
            y += 1;
            if fits(word) {
                cells.push(Self::text_cell(item, word.to_string(), area.x + 1, y));
                y += 1;
            }
        }
        // "FEN" and, under it, its arrows.
        y += gap();
        for (i, part) in (0u16..).zip(self.direction_text().split(' ')) {
            let x = area.x + 1;
            let part = part.to_string();
            cells.push(Self::text_cell(
                PaletteItem::TypingDirection,
                part,
                x,
                y + i,
            ));
        }
        // The library's and the colours' buttons last.
        let extras = self.extra_buttons().map(|(item, [long, key])| {
            let word = long[key.len()..].trim().to_string();
            (item, key, word)
        });
        y += 2 + gap();
        for (i, (item, key, word)) in extras.into_iter().enumerate() {
            if i > 0 {
                y += gap();
            }
            cells.push(Self::button_cell(item, key, area.x + 1, y));
            y += 1;
            if fits(&word) {
                cells.push(Self::text_cell(item, word, area.x + 1, y));
                y += 1;
            }
        }
        cells
    }
}

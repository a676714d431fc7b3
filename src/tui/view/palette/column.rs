//! The palette as a column beside the board (`PaletteArea::Column`, where the
//! layout puts it there): pieces by role, then delete, the buttons, which way
//! typing walks, and the library's and colours' buttons.

use super::{Cells, PaletteCell, PaletteItem};
use crate::core::{Color, Role};
use ratatui::layout::Rect;
use ratatui::text::Span;

impl Cells<'_> {
    pub(super) fn column(&self, area: Rect) -> Vec<PaletteCell> {
        let width = self.cell_width();
        let roles = u16::try_from(Role::all(self.variant()).len()).unwrap_or(0);
        // Blank rows between the groups, and the buttons' words under their
        // keys, only on a board tall enough for them all.
        let roomy = area.height >= roles + 11;
        let gap = u16::from(roomy);
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
        let mut y = area.y + 1 + roles + gap;
        cells.push(self.delete_cell(area.x, y));
        y += 1 + gap;
        // Each button's key, and under it its word when the word fits.
        for (item, text) in self.buttons(false) {
            let (key, word) = text.split_once(' ').unwrap_or((&text, ""));
            cells.push(Self::button_cell(item, key.to_string(), area.x + 1, y));
            y += 1;
            if roomy && !word.is_empty() && Span::raw(word).width() < usize::from(area.width) {
                cells.push(Self::text_cell(item, word.to_string(), area.x + 1, y));
                y += 1;
            }
        }
        // "FEN" and, under it, its arrows.
        y += gap;
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
        // The library's and the colours' buttons last: on a short board they
        // are the ones left out.
        let extras = self.extra_buttons().map(|(item, [long, key])| {
            let word = long[key.len()..].trim().to_string();
            (item, key, word)
        });
        y += 2 + gap;
        for (item, key, word) in extras {
            cells.push(Self::button_cell(item, key, area.x + 1, y));
            y += 1;
            if roomy
                && !word.is_empty()
                && Span::raw(word.as_str()).width() < usize::from(area.width)
            {
                cells.push(Self::text_cell(item, word, area.x + 1, y));
                y += 1;
            }
            y += gap;
        }
        cells.retain(|c| c.area.bottom() <= area.bottom());
        cells
    }
}

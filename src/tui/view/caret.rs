//! The terminal's hardware cursor follows the focus, so screen readers and
//! magnifiers track it (ratatui shows it only through
//! `Frame::set_cursor_position`). Whatever has the focus — the board's cursor
//! square, the focused panel's value, the FEN field's caret, a prompt's or
//! the moves input's caret — marks its cell with [`MARK`] as it is drawn; the
//! frame then takes the cursor from the topmost mark and clears the marks, so
//! no terminal ever sees them.

use ratatui::buffer::Buffer;
use ratatui::style::{Modifier, Style};

/// The modifier that marks the focus's cell while a frame is drawn (one no
/// view uses for looks).
pub const MARK: Modifier = Modifier::RAPID_BLINK;

/// `style` marking the cell it is drawn on as the focus.
pub fn mark(style: Style) -> Style {
    style.add_modifier(MARK)
}

/// Mark the cell at (x, y) as the focus, if it is in the buffer.
pub fn mark_cell(buf: &mut Buffer, x: u16, y: u16) {
    if let Some(cell) = buf.cell_mut((x, y)) {
        cell.modifier.insert(MARK);
    }
}

/// The marked cells, top to bottom, left to right.
pub fn marks(buf: &Buffer) -> Vec<(u16, u16)> {
    buf.content
        .iter()
        .enumerate()
        .filter(|(_, cell)| cell.modifier.contains(MARK))
        .map(|(i, _)| buf.pos_of(i))
        .collect()
}

fn unmark(buf: &mut Buffer, (x, y): (u16, u16)) {
    if let Some(cell) = buf.cell_mut((x, y)) {
        cell.modifier.remove(MARK);
    }
}

/// Marks drawn so far; after a layer is drawn, `after_layer` keeps the
/// layer's own marks (when it made any) and drops those under it.
pub(crate) struct Marks {
    kept: Vec<(u16, u16)>,
}

impl Marks {
    pub(crate) fn start(buf: &Buffer) -> Marks {
        Marks { kept: marks(buf) }
    }

    pub(crate) fn after_layer(&mut self, buf: &mut Buffer) {
        let now = marks(buf);
        let new: Vec<(u16, u16)> = now
            .iter()
            .copied()
            .filter(|at| !self.kept.contains(at))
            .collect();
        if new.is_empty() {
            self.kept = now;
            return;
        }
        for old in now.iter().filter(|at| !new.contains(at)) {
            unmark(buf, *old);
        }
        self.kept = new;
    }

    /// The cursor's cell (the first mark left), every mark cleared. A
    /// marked value wider than a cell (a panel's `[White]`, ` 5 `) puts the
    /// cursor on its first letter, past the brackets or the space around it.
    pub(crate) fn finish(self, buf: &mut Buffer) -> Option<(u16, u16)> {
        let all = marks(buf);
        let first = all.first().copied().map(|(x, y)| {
            let run = all
                .iter()
                .filter(|(rx, ry)| *ry == y && *rx >= x)
                .enumerate()
                .take_while(|(i, (rx, _))| usize::from(*rx - x) == *i)
                .count();
            let skipped = (0..run)
                .map(|i| x + u16::try_from(i).unwrap_or(0))
                .take_while(|at| {
                    let symbol = buf.cell((*at, y)).map_or(" ", |cell| cell.symbol());
                    matches!(symbol, " " | "[" | "(" | "!")
                })
                .count();
            let skipped = if skipped >= run { 0 } else { skipped };
            (x + u16::try_from(skipped).unwrap_or(0), y)
        });
        for at in &all {
            unmark(buf, *at);
        }
        first
    }
}

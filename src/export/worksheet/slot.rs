//! One page's grid of slots, and one slot: the board fitted to its room
//! (coordinates grown to print at 7.5 pt or more), under it the caption
//! (wrapped, the side to move kept whole), the fields in words, and the ruled
//! line for the pupil's FEN or the FEN printed.

use super::super::glyphs::{self, Anchor, num};
use super::super::pieces::Defs;
use super::super::{Style, svg};
use super::canvas::Canvas;
use super::sheet::{
    CAPTION, FOOTER, GAP, HEADER, Headings, Item, LEAST_COORDINATES, Layout, MARGIN, grid_shape,
    words_size,
};
use crate::core::diagram::Diagram;
use std::fmt::Write as _;

/// What a slot shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Slot {
    /// The position, and a ruled line for its FEN.
    BlankLine,
    /// The FEN, over an empty board.
    EmptyBoard,
    /// The position with its FEN under it.
    Answer,
}

/// The items in a grid of equal slots below the header.
pub(super) fn grid(
    canvas: &mut Canvas,
    items: &[Item],
    layout: &Layout,
    headings: &Headings,
    defs: &mut Defs,
    kind: Slot,
) {
    let paper = layout.paper;
    let (columns, rows) = grid_shape(layout.per_page);
    let slot_w = (paper.width - 2.0 * MARGIN - GAP * (columns as f32 - 1.0)) / columns as f32;
    let slot_h =
        (paper.height - MARGIN - HEADER - FOOTER - GAP * (rows as f32 - 1.0)) / rows as f32;
    // Every board of the page as large as the one with the most words
    // under it allows: boards of one size, their words right under them.
    let below = items
        .iter()
        .map(|item| Lines::of(item, layout, kind, slot_w).height())
        .fold(0.0, f32::max);
    for (index, item) in items.iter().enumerate() {
        let x = MARGIN + (index % columns) as f32 * (slot_w + GAP);
        let y = MARGIN + HEADER + (index / columns) as f32 * (slot_h + GAP);
        let area = (x, y, slot_w, slot_h);
        slot(canvas, item, area, below, layout, headings, defs, kind);
    }
}

/// The words of a slot under its board, as lines for its width.
struct Lines {
    size: f32,
    captions: Vec<String>,
    fields: Vec<String>,
    fen: Vec<String>,
    fen_size: f32,
    kind: Slot,
}

impl Lines {
    fn of(item: &Item, layout: &Layout, kind: Slot, w: f32) -> Lines {
        let size = words_size(layout);
        let (fen, fen_size) = if kind == Slot::BlankLine {
            (Vec::new(), size)
        } else {
            fen_lines(&item.fen, w, size)
        };
        Lines {
            size,
            captions: caption_lines(item, size, w),
            fields: item
                .fields
                .iter()
                .flat_map(|field| glyphs::wrap(field, size, w))
                .collect(),
            fen,
            fen_size,
            kind,
        }
    }

    fn leading(&self) -> f32 {
        if self.size < CAPTION {
            self.size * 1.2
        } else {
            self.size * 1.25
        }
    }

    /// The height they take under the board, with room to write the FEN.
    fn height(&self) -> f32 {
        let lines = (self.captions.len() + self.fields.len()) as f32;
        let fen_room = if self.kind == Slot::BlankLine {
            1.9
        } else {
            self.fen.len() as f32 + 0.6
        };
        (lines + fen_room) * self.leading() + 4.0
    }
}

/// The caption line(s) of an item: "3. Caption — White to move", wrapped,
/// the side to move kept whole (on the caption's last line if it fits).
pub fn caption_lines(item: &Item, size: f32, w: f32) -> Vec<String> {
    let mut lines = glyphs::wrap(&item.caption, size, w);
    let side = format!("— {}", item.to_move);
    match lines.last_mut() {
        Some(last) if glyphs::width(&format!("{last} {side}"), size) <= w => {
            last.push(' ');
            last.push_str(&side);
        }
        _ => lines.extend(glyphs::wrap(&side, size, w)),
    }
    lines
}

/// One item in its area (x, y, width, height): the board, under it the
/// caption and the fields in words (`below` high at most), then the FEN
/// line or the printed FEN.
#[allow(clippy::too_many_arguments)]
fn slot(
    canvas: &mut Canvas,
    item: &Item,
    area: (f32, f32, f32, f32),
    below: f32,
    layout: &Layout,
    headings: &Headings,
    defs: &mut Defs,
    kind: Slot,
) {
    let (x, y, w, h) = area;
    let words = Lines::of(item, layout, kind, w);
    let (size, leading) = (words.size, words.leading());
    let emptied;
    let diagram = if kind == Slot::EmptyBoard {
        emptied = item.diagram.emptied();
        &emptied
    } else {
        &item.diagram
    };
    let (drawing, scale) = fitted_board(diagram, &layout.style, defs, w, h - below);
    let board_w = drawing.width * scale;
    let bx = x + (w - board_w) / 2.0;
    let _ = write!(
        canvas.svg,
        "<g class=\"board\" transform=\"translate({} {}) scale({})\">{}</g>",
        num(bx),
        num(y),
        glyphs::scale(scale),
        drawing.body
    );
    let mut line_y = y + drawing.height * scale + 2.0;
    for line in &words.captions {
        line_y += leading;
        canvas.words(line, x, line_y, size, Anchor::Start, "#000000");
    }
    for line in &words.fields {
        line_y += leading;
        canvas.words(line, x, line_y, size, Anchor::Start, "#222222");
    }
    if kind == Slot::BlankLine {
        line_y += leading * 1.7;
        canvas.words(
            &headings.fen_label,
            x,
            line_y,
            size,
            Anchor::Start,
            "#000000",
        );
        let start = x + glyphs::width(&headings.fen_label, size) + 4.0;
        let _ = write!(
            canvas.svg,
            "<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" stroke=\"#000000\" stroke-width=\"0.6\"/>",
            num(start),
            num(line_y + 2.0),
            num(x + w),
            num(line_y + 2.0)
        );
    } else {
        line_y += leading * 0.4;
        for line in &words.fen {
            line_y += leading;
            canvas.words(line, x, line_y, words.fen_size, Anchor::Start, "#000000");
        }
    }
}

/// The board drawn to fit `w` × `h` points, its coordinates grown where the
/// board is small so that they print at [`LEAST_COORDINATES`] or more: the
/// drawing and its scale (points per SVG unit).
fn fitted_board(
    diagram: &Diagram,
    style: &Style,
    defs: &mut Defs,
    w: f32,
    h: f32,
) -> (svg::Drawing, f32) {
    let fit = |drawing: &svg::Drawing| (w / drawing.width).min(h.max(1.0) / drawing.height);
    let mut label = svg::LABEL_SIZE;
    let mut drawing = svg::board_labelled(diagram, style, defs, label);
    let mut scale = fit(&drawing);
    // A larger label takes room from the board; a few rounds settle it.
    for _ in 0..6 {
        if !style.coordinates || label * scale >= LEAST_COORDINATES {
            break;
        }
        label = LEAST_COORDINATES / scale * 1.01;
        drawing = svg::board_labelled(diagram, style, defs, label);
        scale = fit(&drawing);
    }
    (drawing, scale)
}

/// A FEN as lines for a slot `w` wide, and their size: one line at `size`
/// when it fits; else two, broken at the `/` or space nearest the middle,
/// so that a long (xiangqi) FEN prints as large as a short one; smaller
/// only when even the longer half does not fit.
pub(super) fn fen_lines(fen: &str, w: f32, size: f32) -> (Vec<String>, f32) {
    if glyphs::width(fen, size) <= w {
        return (vec![fen.to_string()], size);
    }
    let middle = fen.len() / 2;
    let Some(cut) = fen
        .char_indices()
        .filter(|&(_, c)| c == '/' || c == ' ')
        .map(|(i, _)| i + 1)
        .min_by_key(|&i| i.abs_diff(middle))
    else {
        let fitted = (size * w / glyphs::width(fen, size)).min(size);
        return (vec![fen.to_string()], fitted);
    };
    let (first, second) = fen.split_at(cut);
    let lines = vec![first.trim_end().to_string(), second.to_string()];
    let widest = lines
        .iter()
        .map(|l| glyphs::width(l, size))
        .fold(0.0, f32::max);
    (lines, (size * w / widest).min(size))
}

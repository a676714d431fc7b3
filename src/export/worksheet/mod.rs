//! Worksheet pages for teaching FEN: a grid of diagrams, each with its caption
//! and either a ruled line for the student's FEN ("write the FEN") or the FEN
//! printed over an empty board ("set up the position"); then the answer key
//! (the FENs, or the diagrams). Pages are SVG in PDF points; the words come
//! from the face as `Headings` and each exercise's own strings.

mod canvas;
mod sheet;
mod slot;

pub use sheet::{
    Drawn, Exercise, Headings, Item, KEY_LINES, LEAST_COORDINATES, Layout, Paper, grid_shape,
};
pub use slot::caption_lines;

use super::glyphs::{self, Anchor};
use super::pieces::Defs;
use canvas::{Canvas, finished_page, header};
use sheet::{CAPTION, FOOTER, HEADER, MARGIN};
use slot::{Slot, grid};
use std::ops::ControlFlow;

/// Every page of the worksheet as an SVG document `paper` sized, the exercise
/// pages first, then the answer key. `page_label(page, pages)` words the footer.
pub fn pages(
    items: &[Item],
    layout: &Layout,
    headings: &Headings,
    page_label: &dyn Fn(usize, usize) -> String,
) -> Vec<Drawn> {
    let mut pages = Vec::new();
    each_page(items, layout, headings, page_label, &mut |page| {
        pages.push(page);
        ControlFlow::Continue(())
    });
    pages
}

/// How many pages the worksheet of `items` has.
pub fn page_count(items: &[Item], layout: &Layout) -> usize {
    let diagrams = items.len().div_ceil(layout.per_page.max(1));
    match layout.exercise {
        Exercise::WriteFen => diagrams + key_pages(items, layout).len(),
        Exercise::SetUp => diagrams * 2,
    }
}

/// As [`pages`], each page given to `emit` as soon as it is drawn, so that a
/// worksheet of 50,000 positions never holds more than one page's drawing.
/// Each page carries the drawings of the pieces it shows. `emit` says
/// whether to go on (a page that could not be written stops the rest).
pub fn each_page(
    items: &[Item],
    layout: &Layout,
    headings: &Headings,
    page_label: &dyn Fn(usize, usize) -> String,
    emit: &mut dyn FnMut(Drawn) -> ControlFlow<()>,
) {
    let per_page = layout.per_page.max(1);
    let count = page_count(items, layout);
    let mut number = 0;
    let mut page = |canvas: Canvas, defs: Defs| {
        number += 1;
        emit(finished_page(
            canvas,
            &defs,
            layout,
            &page_label(number, count),
        ))
    };
    let exercise = match layout.exercise {
        Exercise::WriteFen => Slot::BlankLine,
        Exercise::SetUp => Slot::EmptyBoard,
    };
    for chunk in items.chunks(per_page) {
        let mut defs = Defs::default();
        let mut canvas = Canvas::new(layout);
        header(
            &mut canvas,
            &headings.title,
            &headings.name_line,
            layout.paper,
        );
        grid(&mut canvas, chunk, layout, headings, &mut defs, exercise);
        if page(canvas, defs).is_break() {
            return;
        }
    }
    match layout.exercise {
        Exercise::WriteFen => {
            for range in key_pages(items, layout) {
                let mut canvas = Canvas::new(layout);
                fen_key_page(&mut canvas, &items[range], layout, headings);
                if page(canvas, Defs::default()).is_break() {
                    return;
                }
            }
        }
        Exercise::SetUp => {
            for chunk in items.chunks(per_page) {
                let mut defs = Defs::default();
                let mut canvas = Canvas::new(layout);
                header(&mut canvas, &headings.answers, "", layout.paper);
                grid(
                    &mut canvas,
                    chunk,
                    layout,
                    headings,
                    &mut defs,
                    Slot::Answer,
                );
                if page(canvas, defs).is_break() {
                    return;
                }
            }
        }
    }
}

/// The key's lines for one item: its caption (wrapped), then its FEN.
fn key_lines(item: &Item, width: f32) -> Vec<String> {
    glyphs::wrap(&item.caption, 9.0, width)
}

/// Which items each answer-key page holds: as many as fit its
/// [`KEY_LINES`] lines, a caption's every line and its FEN's.
fn key_pages(items: &[Item], layout: &Layout) -> Vec<std::ops::Range<usize>> {
    let width = layout.paper.width - 2.0 * MARGIN;
    let mut pages = Vec::new();
    let (mut start, mut used) = (0, 0);
    for (index, item) in items.iter().enumerate() {
        let lines = key_lines(item, width).len() + 1;
        if used + lines > KEY_LINES && index > start {
            pages.push(start..index);
            (start, used) = (index, 0);
        }
        used += lines;
    }
    if start < items.len() {
        pages.push(start..items.len());
    }
    pages
}

/// The answer key for "write the FEN": each caption whole, then its FEN.
fn fen_key_page(canvas: &mut Canvas, items: &[Item], layout: &Layout, headings: &Headings) {
    let paper = layout.paper;
    header(canvas, &headings.answers, "", paper);
    let width = paper.width - 2.0 * MARGIN;
    let step = (paper.height - MARGIN - HEADER - FOOTER) / KEY_LINES as f32;
    let mut y = MARGIN + HEADER;
    for item in items {
        for line in key_lines(item, width) {
            canvas.words(&line, MARGIN, y, 9.0, Anchor::Start, "#555555");
            y += step;
        }
        let size = (CAPTION * (width - 12.0) / glyphs::width(&item.fen, CAPTION)).min(CAPTION);
        canvas.words(&item.fen, MARGIN + 12.0, y, size, Anchor::Start, "#000000");
        y += step;
    }
}

#[cfg(test)]
mod tests;

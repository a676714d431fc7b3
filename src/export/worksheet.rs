//! Worksheet pages for teaching FEN: a grid of diagrams, each with its caption
//! and either a ruled line for the student's FEN ("write the FEN") or the FEN
//! printed over an empty board ("set up the position"); then the answer key
//! (the FENs, or the diagrams). Pages are SVG in PDF points; the words come
//! from the face as `Headings` and each exercise's own strings.

use super::glyphs::{self, Anchor, num};
use super::pieces::Defs;
use super::{Style, svg};
use crate::core::diagram::Diagram;
use std::fmt::Write as _;
use std::ops::ControlFlow;

/// What the student does with each diagram.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Exercise {
    /// See the position, write its FEN.
    WriteFen,
    /// Read the FEN, draw the position on an empty board.
    SetUp,
}

/// A sheet of paper, in points (1/72 inch).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Paper {
    pub width: f32,
    pub height: f32,
}

impl Paper {
    pub const A4: Paper = Paper {
        width: 595.0,
        height: 842.0,
    };
    pub const LETTER: Paper = Paper {
        width: 612.0,
        height: 792.0,
    };
}

/// One position on the sheet, with the words shown beside it.
#[derive(Clone, Debug)]
pub struct Item {
    /// "3. Opening trap", or "Position 3".
    pub caption: String,
    /// "White to move".
    pub to_move: String,
    pub fen: String,
    pub diagram: Diagram,
}

/// The face's words for the sheet.
#[derive(Clone, Debug)]
pub struct Headings {
    pub title: String,
    pub answers: String,
    pub name_line: String,
    pub fen_label: String,
}

/// The layout asked for.
#[derive(Clone, Copy, Debug)]
pub struct Layout {
    pub exercise: Exercise,
    pub per_page: usize,
    pub paper: Paper,
    pub style: Style,
}

const MARGIN: f32 = 42.0;
const HEADER: f32 = 58.0;
const FOOTER: f32 = 28.0;
const GAP: f32 = 18.0;
const CAPTION: f32 = 10.0;
/// Answer-key FENs per page.
pub const FENS_PER_PAGE: usize = 30;

/// Every page of the worksheet as an SVG document `paper` sized, the exercise
/// pages first, then the answer key. `page_label(page, pages)` words the footer.
pub fn pages(
    items: &[Item],
    layout: &Layout,
    headings: &Headings,
    page_label: &dyn Fn(usize, usize) -> String,
) -> Vec<String> {
    let mut pages = Vec::new();
    each_page(items, layout, headings, page_label, &mut |page| {
        pages.push(page);
        ControlFlow::Continue(())
    });
    pages
}

/// How many pages the worksheet of `items` positions has.
pub fn page_count(items: usize, layout: &Layout) -> usize {
    let diagrams = items.div_ceil(layout.per_page.max(1));
    match layout.exercise {
        Exercise::WriteFen => diagrams + items.div_ceil(FENS_PER_PAGE),
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
    emit: &mut dyn FnMut(String) -> ControlFlow<()>,
) {
    let per_page = layout.per_page.max(1);
    let count = page_count(items.len(), layout);
    let mut number = 0;
    let mut page = |body: String, defs: Defs| {
        number += 1;
        emit(finished_page(
            body,
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
        let mut body = header(&headings.title, &headings.name_line, layout.paper);
        body.push_str(&grid(chunk, layout, headings, &mut defs, exercise));
        if page(body, defs).is_break() {
            return;
        }
    }
    match layout.exercise {
        Exercise::WriteFen => {
            for chunk in items.chunks(FENS_PER_PAGE) {
                if page(fen_key_page(chunk, layout, headings), Defs::default()).is_break() {
                    return;
                }
            }
        }
        Exercise::SetUp => {
            for chunk in items.chunks(per_page) {
                let mut defs = Defs::default();
                let mut body = header(&headings.answers, "", layout.paper);
                body.push_str(&grid(chunk, layout, headings, &mut defs, Slot::Answer));
                if page(body, defs).is_break() {
                    return;
                }
            }
        }
    }
}

/// A page's body in its SVG document, with its pieces' drawings and footer.
fn finished_page(body: String, defs: &Defs, layout: &Layout, label: &str) -> String {
    let paper = layout.paper;
    let mut page = svg::open(paper.width, paper.height, paper.width, paper.height);
    page.push_str(&defs.write(&layout.style.theme, layout.style.xiangqi_pieces));
    let _ = write!(
        page,
        "<rect width=\"{}\" height=\"{}\" fill=\"#ffffff\"/>",
        num(paper.width),
        num(paper.height)
    );
    page.push_str(&body);
    page.push_str(&glyphs::text(
        label,
        paper.width / 2.0,
        paper.height - FOOTER / 2.0,
        9.0,
        Anchor::Middle,
        "#444444",
    ));
    page.push_str("</svg>\n");
    page
}

/// What a slot shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Slot {
    /// The position, and a ruled line for its FEN.
    BlankLine,
    /// The FEN, over an empty board.
    EmptyBoard,
    /// The position with its FEN under it.
    Answer,
}

/// The items in a grid of equal slots below the header.
fn grid(
    items: &[Item],
    layout: &Layout,
    headings: &Headings,
    defs: &mut Defs,
    kind: Slot,
) -> String {
    let paper = layout.paper;
    let mut out = String::new();
    let per_page = layout.per_page.max(1);
    let columns = if per_page == 1 { 1 } else { 2 };
    let rows = per_page.div_ceil(columns);
    let slot_w = (paper.width - 2.0 * MARGIN - GAP * (columns as f32 - 1.0)) / columns as f32;
    let slot_h =
        (paper.height - MARGIN - HEADER - FOOTER - GAP * (rows as f32 - 1.0)) / rows as f32;
    for (index, item) in items.iter().enumerate() {
        let x = MARGIN + (index % columns) as f32 * (slot_w + GAP);
        let y = MARGIN + HEADER + (index / columns) as f32 * (slot_h + GAP);
        let area = (x, y, slot_w, slot_h);
        out.push_str(&slot(
            item,
            area,
            &layout.style,
            &headings.fen_label,
            defs,
            kind,
        ));
    }
    out
}

fn header(title: &str, name_line: &str, paper: Paper) -> String {
    let mut out = glyphs::text(
        &glyphs::fit(title, 16.0, paper.width - 2.0 * MARGIN),
        MARGIN,
        MARGIN + 16.0,
        16.0,
        Anchor::Start,
        "#000000",
    );
    if !name_line.is_empty() {
        out.push_str(&glyphs::text(
            name_line,
            MARGIN,
            MARGIN + 38.0,
            10.0,
            Anchor::Start,
            "#000000",
        ));
    }
    out
}

/// One item in its area (x, y, width, height): caption, board, and the FEN
/// line or the printed FEN.
fn slot(
    item: &Item,
    area: (f32, f32, f32, f32),
    style: &Style,
    fen_label: &str,
    defs: &mut Defs,
    kind: Slot,
) -> String {
    let (x, y, w, h) = area;
    let mut out = String::new();
    let caption = glyphs::fit(&format!("{} — {}", item.caption, item.to_move), CAPTION, w);
    out.push_str(&glyphs::text(
        &caption,
        x,
        y + CAPTION,
        CAPTION,
        Anchor::Start,
        "#000000",
    ));
    let fen = if kind == Slot::BlankLine {
        None
    } else {
        Some(fen_lines(&item.fen, w))
    };
    let extra_lines = fen
        .as_ref()
        .map_or(0, |(lines, _)| lines.len().saturating_sub(1));
    let below = 26.0 + extra_lines as f32 * (CAPTION + 2.0);
    let board_top = y + CAPTION + 6.0;
    let drawing = if kind == Slot::EmptyBoard {
        svg::board(&item.diagram.emptied(), style, defs)
    } else {
        svg::board(&item.diagram, style, defs)
    };
    let room_h = h - CAPTION - 6.0 - below;
    let scale = (w / drawing.width).min(room_h / drawing.height);
    let board_w = drawing.width * scale;
    let bx = x + (w - board_w) / 2.0;
    let _ = write!(
        out,
        "<g transform=\"translate({} {}) scale({})\">{}</g>",
        num(bx),
        num(board_top),
        glyphs::scale(scale),
        drawing.body
    );
    let line_y = board_top + drawing.height * scale + 20.0;
    if let Some((lines, size)) = fen {
        for (i, line) in lines.iter().enumerate() {
            let y = line_y + i as f32 * (CAPTION + 2.0);
            out.push_str(&glyphs::text(line, x, y, size, Anchor::Start, "#000000"));
        }
    } else {
        out.push_str(&glyphs::text(
            fen_label,
            x,
            line_y,
            CAPTION,
            Anchor::Start,
            "#000000",
        ));
        let start = x + glyphs::width(fen_label, CAPTION) + 4.0;
        let _ = write!(
            out,
            "<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" stroke=\"#000000\" stroke-width=\"0.6\"/>",
            num(start),
            num(line_y + 2.0),
            num(x + w),
            num(line_y + 2.0)
        );
    }
    out
}

/// A FEN as lines for a slot `w` wide, and their size: one line at the
/// caption's size when it fits; else two, broken at the `/` or space nearest
/// the middle, so that a long (xiangqi) FEN prints as large as a short one;
/// smaller only when even the longer half does not fit.
fn fen_lines(fen: &str, w: f32) -> (Vec<String>, f32) {
    if glyphs::width(fen, CAPTION) <= w {
        return (vec![fen.to_string()], CAPTION);
    }
    let middle = fen.len() / 2;
    let Some(cut) = fen
        .char_indices()
        .filter(|&(_, c)| c == '/' || c == ' ')
        .map(|(i, _)| i + 1)
        .min_by_key(|&i| i.abs_diff(middle))
    else {
        let size = (CAPTION * w / glyphs::width(fen, CAPTION)).min(CAPTION);
        return (vec![fen.to_string()], size);
    };
    let (first, second) = fen.split_at(cut);
    let lines = vec![first.trim_end().to_string(), second.to_string()];
    let widest = lines
        .iter()
        .map(|l| glyphs::width(l, CAPTION))
        .fold(0.0, f32::max);
    (lines, (CAPTION * w / widest).min(CAPTION))
}

/// A FEN in a size that fits the width.
fn fen_text(fen: &str, x: f32, y: f32, w: f32) -> String {
    let size = (CAPTION * w / glyphs::width(fen, CAPTION)).min(CAPTION);
    glyphs::text(fen, x, y, size, Anchor::Start, "#000000")
}

/// The answer key for "write the FEN": one line per position.
fn fen_key_page(items: &[Item], layout: &Layout, headings: &Headings) -> String {
    let paper = layout.paper;
    let mut out = header(&headings.answers, "", paper);
    let width = paper.width - 2.0 * MARGIN;
    let step = (paper.height - MARGIN - HEADER - FOOTER) / FENS_PER_PAGE as f32;
    for (index, item) in items.iter().enumerate() {
        let y = MARGIN + HEADER + index as f32 * step;
        out.push_str(&glyphs::text(
            &glyphs::fit(&item.caption, 9.0, width),
            MARGIN,
            y,
            9.0,
            Anchor::Start,
            "#555555",
        ));
        out.push_str(&fen_text(&item.fen, MARGIN + 12.0, y + 11.0, width - 12.0));
    }
    out
}

#[cfg(test)]
#[path = "worksheet_tests.rs"]
mod tests;

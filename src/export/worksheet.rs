//! Worksheet pages for teaching FEN: a grid of diagrams, each with its caption
//! and either a ruled line for the student's FEN ("write the FEN") or the FEN
//! printed over an empty board ("set up the position"); then the answer key
//! (the FENs, or the diagrams). Pages are SVG in PDF points; the words come
//! from the face as `Headings` and each exercise's own strings.

use super::glyphs::{self, Anchor, num};
use super::pdf::Text;
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
    /// "White to move" (after the caption, behind a dash).
    pub to_move: String,
    /// The other fields a pupil needs to write the FEN, in words
    /// ("castling: …", "en passant: …", the clocks), shown under the board,
    /// each on a line of its own.
    pub fields: Vec<String>,
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
    /// The words as text (PDF), which a reader can copy and search, instead
    /// of outlines in the SVG (what an SVG file shows the same everywhere).
    pub words_as_text: bool,
}

/// One page: its drawing, and (with `words_as_text`) its words apart.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Drawn {
    pub svg: String,
    pub text: Vec<Text>,
}

const MARGIN: f32 = 34.0;
const HEADER: f32 = 50.0;
const FOOTER: f32 = 26.0;
const GAP: f32 = 14.0;
const CAPTION: f32 = 10.0;
/// The words' size when more than six boards share a page.
const SMALL: f32 = 7.5;
/// The least size, in points, that a board's coordinates print at.
pub const LEAST_COORDINATES: f32 = 7.5;
/// Answer-key lines a page holds (a caption of two lines takes two).
pub const KEY_LINES: usize = 40;

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

/// Columns and rows of boards on a page: 4 as 2 × 2, 6 as 2 × 3, 9 as
/// 3 × 3, 12 as 3 × 4 (more than six take three columns).
pub fn grid_shape(per_page: usize) -> (usize, usize) {
    let per_page = per_page.max(1);
    let columns = match per_page {
        1 => 1,
        2..=6 => 2,
        _ => 3,
    };
    (columns, per_page.div_ceil(columns))
}

/// The size of the words beside the boards.
fn words_size(layout: &Layout) -> f32 {
    if layout.per_page > 6 { SMALL } else { CAPTION }
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

/// A page being drawn: shapes into the SVG, words into the SVG as outlines
/// or apart as text.
struct Canvas {
    svg: String,
    text: Option<Vec<Text>>,
}

impl Canvas {
    fn new(layout: &Layout) -> Canvas {
        Canvas {
            svg: String::new(),
            text: layout.words_as_text.then(Vec::new),
        }
    }

    /// A line of words with its baseline at `y`.
    fn words(&mut self, line: &str, x: f32, y: f32, size: f32, anchor: Anchor, fill: &str) {
        match &mut self.text {
            Some(runs) => {
                let shift = match anchor {
                    Anchor::Start => 0.0,
                    Anchor::Middle => glyphs::width(line, size) / 2.0,
                    Anchor::End => glyphs::width(line, size),
                };
                runs.push(Text {
                    text: line.to_string(),
                    x: x - shift,
                    y,
                    size,
                    fill: rgb(fill),
                });
            }
            None => self
                .svg
                .push_str(&glyphs::text(line, x, y, size, anchor, fill)),
        }
    }
}

/// `#rrggbb` as three bytes (black for anything else).
fn rgb(fill: &str) -> [u8; 3] {
    let hex = fill.trim_start_matches('#');
    let byte = |at: usize| {
        hex.get(at..at + 2)
            .and_then(|h| u8::from_str_radix(h, 16).ok())
            .unwrap_or(0)
    };
    [byte(0), byte(2), byte(4)]
}

/// A page's body in its SVG document, with its pieces' drawings and footer.
fn finished_page(mut canvas: Canvas, defs: &Defs, layout: &Layout, label: &str) -> Drawn {
    let paper = layout.paper;
    let mut page = svg::open(paper.width, paper.height, paper.width, paper.height);
    page.push_str(&defs.write(&layout.style.theme, layout.style.xiangqi_pieces));
    let _ = write!(
        page,
        "<rect width=\"{}\" height=\"{}\" fill=\"#ffffff\"/>",
        num(paper.width),
        num(paper.height)
    );
    canvas.words(
        label,
        paper.width / 2.0,
        paper.height - FOOTER / 2.0,
        9.0,
        Anchor::Middle,
        "#444444",
    );
    page.push_str(&canvas.svg);
    page.push_str("</svg>\n");
    Drawn {
        svg: page,
        text: canvas.text.unwrap_or_default(),
    }
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

fn header(canvas: &mut Canvas, title: &str, name_line: &str, paper: Paper) {
    canvas.words(
        &glyphs::fit(title, 16.0, paper.width - 2.0 * MARGIN),
        MARGIN,
        MARGIN + 16.0,
        16.0,
        Anchor::Start,
        "#000000",
    );
    if !name_line.is_empty() {
        canvas.words(
            name_line,
            MARGIN,
            MARGIN + 36.0,
            10.0,
            Anchor::Start,
            "#000000",
        );
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
fn fen_lines(fen: &str, w: f32, size: f32) -> (Vec<String>, f32) {
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
#[path = "worksheet_tests.rs"]
mod tests;

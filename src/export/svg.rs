//! A diagram as SVG: the board (squares, or xiangqi's lines, palaces and
//! river), the marks, the pieces and the coordinates, all as shapes and
//! outlines (no `<text>`), so that it draws the same everywhere. One cell is
//! 100 units; `document` scales the whole to the pixel width asked for.

use super::Style;
use super::glyphs::{self, Anchor, num};
use super::pieces::Defs;
use crate::core::Variant;
use crate::core::diagram::{Cell, Diagram, MarkKind, Shade, xiangqi_lines, xiangqi_star_points};
use std::fmt::Write as _;

/// One cell's side, in SVG units.
pub const CELL: f32 = 100.0;
/// The coordinates' size (the em of their letters), unless a page that
/// draws boards small asks for larger ones.
pub const LABEL_SIZE: f32 = 28.0;
/// Room for the coordinates on the left and below the board beyond their
/// size (the left one is kept without coordinates: the side-to-move mark
/// is there).
const LABEL_PAD: f32 = 12.0;
/// The narrow edge on the other sides (and below, without coordinates).
const EDGE: f32 = 12.0;
/// Radius of the side-to-move disc; it sits in the left column (the rank
/// numbers' room, or as wide a room without coordinates), beyond the end
/// rank's number, so the mark costs the picture no width of its own.
const MOVER_RADIUS: f32 = 13.0;

/// A board drawn with its top-left corner at (0, 0), and its size.
#[derive(Clone, Debug)]
pub struct Drawing {
    pub width: f32,
    pub height: f32,
    pub body: String,
}

/// The whole diagram as a standalone SVG document `width_px` pixels wide.
pub fn document(diagram: &Diagram, style: &Style, width_px: u32) -> String {
    let mut defs = Defs::default();
    let drawing = board(diagram, style, &mut defs);
    let height_px = (width_px as f32 * drawing.height / drawing.width).round();
    let mut out = open(width_px as f32, height_px, drawing.width, drawing.height);
    out.push_str(&defs.write(&style.theme, style.xiangqi_pieces));
    if !style.transparent {
        // The margins in the paper's colour: coordinates stay readable on
        // any background (a dark slide).
        let _ = write!(
            out,
            "<rect class=\"paper\" width=\"{}\" height=\"{}\" fill=\"{}\"/>",
            num(drawing.width),
            num(drawing.height),
            style.theme.paper
        );
    }
    out.push_str(&drawing.body);
    out.push_str("</svg>\n");
    out
}

/// The opening `<svg>` tag: `width` × `height` as shown, `view_w` × `view_h` units inside.
pub fn open(width: f32, height: f32, view_w: f32, view_h: f32) -> String {
    format!(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" \
         xmlns:xlink=\"http://www.w3.org/1999/xlink\" width=\"{}\" height=\"{}\" viewBox=\"0 0 {} {}\">",
        num(width),
        num(height),
        num(view_w),
        num(view_h)
    )
}

/// The board with its frame and coordinates; pieces are `<use>`s of `defs`.
pub fn board(diagram: &Diagram, style: &Style, defs: &mut Defs) -> Drawing {
    board_labelled(diagram, style, defs, LABEL_SIZE)
}

/// As [`board`], the coordinates `label` units high (a cell is 100), their
/// room grown to hold them: a worksheet that draws small boards asks for
/// larger ones so that they still print at a size one can read.
pub fn board_labelled(diagram: &Diagram, style: &Style, defs: &mut Defs, label: f32) -> Drawing {
    let label = label.max(LABEL_SIZE);
    let room = label + LABEL_PAD;
    // The left column holds the rank numbers and the side-to-move mark;
    // numbers grown for a small board would reach the mark, which then
    // gets a strip of its own on their left.
    let mover_room = if label > LABEL_SIZE && style.coordinates {
        2.0 * MOVER_RADIUS + 6.0
    } else {
        0.0
    };
    // Chinese coordinates number the far side's files along the top edge.
    let top_labels = style.coordinates && !diagram.top_files.is_empty();
    let (left, top) = (room + mover_room, if top_labels { room } else { EDGE });
    let bottom = if style.coordinates { room } else { EDGE };
    let inner_w = f32::from(diagram.columns) * CELL;
    let inner_h = f32::from(diagram.rows) * CELL;
    let width = left + inner_w + EDGE;
    let height = top + inner_h + bottom;
    let mut body = format!("<g transform=\"translate({} {})\">", num(left), num(top));
    match diagram.variant {
        Variant::Chess => chess_board(&mut body, diagram, style),
        Variant::Xiangqi => xiangqi_board(&mut body, diagram, style),
    }
    marks_under(&mut body, diagram, style);
    for (cell, piece) in &diagram.pieces {
        let (x, y) = corner(*cell);
        body.push_str(&defs.place(diagram.variant, *piece, x, y));
    }
    marks_over(&mut body, diagram, style);
    if style.coordinates {
        coordinates(&mut body, diagram, style, inner_h, label);
    }
    mover(&mut body, diagram, style, inner_h, room, mover_room);
    body.push_str("</g>");
    Drawing {
        width,
        height,
        body,
    }
}

fn corner(cell: Cell) -> (f32, f32) {
    (f32::from(cell.column) * CELL, f32::from(cell.row) * CELL)
}

fn chess_board(out: &mut String, diagram: &Diagram, style: &Style) {
    let theme = &style.theme;
    let size = f32::from(diagram.columns) * CELL;
    let _ = write!(
        out,
        "<rect x=\"-3\" y=\"-3\" width=\"{s}\" height=\"{s}\" fill=\"{}\"/>\
         <rect width=\"{}\" height=\"{}\" fill=\"{}\"/>",
        theme.frame,
        num(size),
        num(size),
        theme.light,
        s = num(size + 6.0),
    );
    for cell in diagram.cells() {
        if diagram.shade(cell) == Some(Shade::Dark) {
            let (x, y) = corner(cell);
            let _ = write!(
                out,
                "<rect x=\"{}\" y=\"{}\" width=\"100\" height=\"100\" fill=\"{}\"/>",
                num(x),
                num(y),
                theme.dark
            );
        }
    }
}

fn xiangqi_board(out: &mut String, diagram: &Diagram, style: &Style) {
    let theme = &style.theme;
    let w = f32::from(diagram.columns) * CELL;
    let h = f32::from(diagram.rows) * CELL;
    let _ = write!(
        out,
        "<rect width=\"{}\" height=\"{}\" fill=\"{}\"/>\
         <rect x=\"38\" y=\"38\" width=\"{}\" height=\"{}\" fill=\"none\" stroke=\"{}\" stroke-width=\"5\"/>",
        num(w),
        num(h),
        theme.wood,
        num(w - 76.0),
        num(h - 76.0),
        theme.lines
    );
    let _ = write!(
        out,
        "<g stroke=\"{}\" stroke-width=\"2.5\" stroke-linecap=\"square\" fill=\"none\">",
        theme.lines
    );
    for line in xiangqi_lines() {
        let _ = write!(
            out,
            "<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\"/>",
            num(line.from.0 * CELL),
            num(line.from.1 * CELL),
            num(line.to.0 * CELL),
            num(line.to.1 * CELL)
        );
    }
    for (column, row) in xiangqi_star_points() {
        star(out, column, row, diagram.columns);
    }
    out.push_str("</g>");
    river(out, theme.lines);
}

/// The small corners that mark a cannon's or soldier's start point.
fn star(out: &mut String, column: u8, row: u8, columns: u8) {
    let (cx, cy) = (
        (f32::from(column) + 0.5) * CELL,
        (f32::from(row) + 0.5) * CELL,
    );
    let (gap, arm) = (7.0, 15.0);
    for (dx, dy) in [(-1.0, -1.0), (1.0, -1.0), (-1.0, 1.0), (1.0, 1.0)] {
        if (dx < 0.0 && column == 0) || (dx > 0.0 && column + 1 == columns) {
            continue;
        }
        let (x, y) = (cx + dx * gap, cy + dy * gap);
        let _ = write!(
            out,
            "<polyline points=\"{},{} {},{} {},{}\"/>",
            num(x + dx * arm),
            num(y),
            num(x),
            num(y),
            num(x),
            num(y + dy * arm)
        );
    }
}

/// 楚河 and 汉界 in the river, as on a real board: in simplified characters
/// like the interface's words (the traditional forms are a piece style).
fn river(out: &mut String, ink: &str) {
    out.push_str("<g fill-opacity=\"0.75\">");
    for (character, centre) in [("楚", 170.0), ("河", 270.0), ("汉", 630.0), ("界", 730.0)] {
        // Noto Sans CJK's characters stand about 0.38 em above the baseline's
        // middle: the baseline so puts each at the river's centre line (500).
        out.push_str(&glyphs::text(
            character,
            centre,
            526.0,
            68.0,
            Anchor::Middle,
            ink,
        ));
    }
    out.push_str("</g>");
}

fn marks_under(out: &mut String, diagram: &Diagram, style: &Style) {
    for mark in &diagram.marks {
        let (x, y) = corner(mark.cell);
        match (mark.kind, diagram.variant) {
            (_, Variant::Chess) if style.theme.outlined_marks => {}
            (MarkKind::MovedFrom | MarkKind::MovedTo, Variant::Chess) => {
                let _ = write!(
                    out,
                    "<rect x=\"{}\" y=\"{}\" width=\"100\" height=\"100\" fill=\"{}\" fill-opacity=\"0.8\"/>",
                    num(x),
                    num(y),
                    style.theme.last_move
                );
            }
            (MarkKind::Check, Variant::Chess) => {
                let _ = write!(
                    out,
                    "<circle cx=\"{}\" cy=\"{}\" r=\"50\" fill=\"url(#check)\"/>",
                    num(x + 50.0),
                    num(y + 50.0)
                );
            }
            (_, Variant::Xiangqi) => {}
        }
    }
}

/// On xiangqi's points: corners round the last move's two points, a ring
/// round a general in check (over the discs, which hide most of a point).
fn marks_over(out: &mut String, diagram: &Diagram, style: &Style) {
    if diagram.variant == Variant::Chess {
        if style.theme.outlined_marks {
            outlined_chess_marks(out, diagram);
        }
        return;
    }
    for mark in &diagram.marks {
        let (x, y) = corner(mark.cell);
        if mark.kind != MarkKind::Check {
            let _ = write!(
                out,
                "<path fill=\"none\" stroke=\"{}\" stroke-width=\"6\" d=\"{}\"/>",
                style.theme.marker,
                brackets(x, y)
            );
            continue;
        }
        let _ = write!(
            out,
            "<circle cx=\"{}\" cy=\"{}\" r=\"47\" fill=\"none\" stroke=\"{}\" stroke-width=\"7\"/>",
            num(x + 50.0),
            num(y + 50.0),
            style.theme.check
        );
    }
}

/// Chess marks that print in black and white: a thick black frame inside
/// each square of the last move, and a black ring round a king in check
/// (its square tinted under it as well), over the pieces.
fn outlined_chess_marks(out: &mut String, diagram: &Diagram) {
    for mark in &diagram.marks {
        let (x, y) = corner(mark.cell);
        if mark.kind == MarkKind::Check {
            let _ = write!(
                out,
                "<circle class=\"check\" cx=\"{}\" cy=\"{}\" r=\"46\" fill=\"none\" \
                 stroke=\"#000000\" stroke-width=\"7\" stroke-dasharray=\"14 8\"/>",
                num(x + 50.0),
                num(y + 50.0)
            );
        } else {
            let _ = write!(
                out,
                "<rect class=\"last-move\" x=\"{}\" y=\"{}\" width=\"88\" height=\"88\" \
                 fill=\"none\" stroke=\"#000000\" stroke-width=\"8\"/>",
                num(x + 6.0),
                num(y + 6.0)
            );
        }
    }
}

/// Four corner brackets just inside a cell.
fn brackets(x: f32, y: f32) -> String {
    let (a, b, arm) = (4.0, 96.0, 22.0);
    let mut d = String::new();
    for (cx, cy, dx, dy) in [
        (a, a, 1.0, 1.0),
        (b, a, -1.0, 1.0),
        (a, b, 1.0, -1.0),
        (b, b, -1.0, -1.0),
    ] {
        let _ = write!(
            d,
            "M{} {}V{}H{}",
            num(x + cx),
            num(y + cy + dy * arm),
            num(y + cy),
            num(x + cx + dx * arm)
        );
    }
    d
}

/// The side to move: a disc left of the board at that side's edge (white
/// or, in xiangqi, red; or black), in the corner of the rank numbers'
/// column, clear of the end rank's number.
fn mover(
    out: &mut String,
    diagram: &Diagram,
    style: &Style,
    inner_h: f32,
    room: f32,
    mover_room: f32,
) {
    let fill = match (diagram.to_move, diagram.variant) {
        (crate::core::Color::Black, _) => "#000000",
        (crate::core::Color::White, Variant::Xiangqi) => "#c8102e",
        (crate::core::Color::White, Variant::Chess) => "#ffffff",
    };
    let y = if diagram.mover_row() == 0 {
        MOVER_RADIUS - 1.0
    } else {
        inner_h - MOVER_RADIUS + 1.0
    };
    let _ = write!(
        out,
        "<circle cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"{fill}\" stroke=\"{}\" stroke-width=\"3\"/>",
        num(if mover_room > 0.0 {
            -room - mover_room / 2.0
        } else {
            -room / 2.0
        }),
        num(y),
        num(MOVER_RADIUS),
        style.theme.coordinates
    );
}

/// The file and rank labels, `size` units high, in a group of their own
/// (`class="coordinates"`, which a test reads their printed size from).
fn coordinates(out: &mut String, diagram: &Diagram, style: &Style, inner_h: f32, size: f32) {
    let ink = style.theme.coordinates;
    let room = size + LABEL_PAD;
    out.push_str("<g class=\"coordinates\">");
    for label in &diagram.files {
        let x = (f32::from(label.index) + 0.5) * CELL;
        out.push_str(&glyphs::text(
            &label.text,
            x,
            inner_h + room - 8.0,
            size,
            Anchor::Middle,
            ink,
        ));
    }
    for label in &diagram.top_files {
        let x = (f32::from(label.index) + 0.5) * CELL;
        out.push_str(&glyphs::text(
            &label.text,
            x,
            -LABEL_PAD,
            size,
            Anchor::Middle,
            ink,
        ));
    }
    for label in diagram.ranks.iter().filter(|l| !l.text.is_empty()) {
        // Digits stand about 0.36 em above the centre of their baseline.
        let y = (f32::from(label.index) + 0.5) * CELL + size * 0.36;
        out.push_str(&glyphs::text(
            &label.text,
            -room / 2.0,
            y,
            size,
            Anchor::Middle,
            ink,
        ));
    }
    out.push_str("</g>");
}

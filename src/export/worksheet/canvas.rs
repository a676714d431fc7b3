//! A worksheet page being drawn: shapes into its SVG, words into the SVG as
//! outlines or apart as PDF text; the page's header and its finished SVG
//! document with the footer.

use super::super::glyphs::{self, Anchor, num};
use super::super::pdf::Text;
use super::super::pieces::Defs;
use super::super::svg;
use super::sheet::{Drawn, FOOTER, Layout, MARGIN, Paper};
use std::fmt::Write as _;

/// A page being drawn: shapes into the SVG, words into the SVG as outlines
/// or apart as text.
pub(super) struct Canvas {
    pub(super) svg: String,
    text: Option<Vec<Text>>,
}

impl Canvas {
    pub(super) fn new(layout: &Layout) -> Canvas {
        Canvas {
            svg: String::new(),
            text: layout.words_as_text.then(Vec::new),
        }
    }

    /// A line of words with its baseline at `y`.
    pub(super) fn words(
        &mut self,
        line: &str,
        x: f32,
        y: f32,
        size: f32,
        anchor: Anchor,
        fill: &str,
    ) {
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
pub(super) fn finished_page(
    mut canvas: Canvas,
    defs: &Defs,
    layout: &Layout,
    label: &str,
) -> Drawn {
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

/// The page's title and the pupil's name line.
pub(super) fn header(canvas: &mut Canvas, title: &str, name_line: &str, paper: Paper) {
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

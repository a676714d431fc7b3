//! What a worksheet is made of, as the faces describe it: the exercise,
//! the paper, each position with its words, the headings, the layout asked
//! for, a page drawn; and the measures every part of the page keeps. Data
//! only: the pages (`mod.rs`), their canvas and a slot's drawing import it.

use super::super::Style;
use super::super::pdf::Text;
use crate::core::diagram::Diagram;

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

pub(super) const MARGIN: f32 = 34.0;
pub(super) const HEADER: f32 = 50.0;
pub(super) const FOOTER: f32 = 26.0;
pub(super) const GAP: f32 = 14.0;
pub(super) const CAPTION: f32 = 10.0;
/// The words' size when more than six boards share a page.
pub(super) const SMALL: f32 = 7.5;
/// The least size, in points, that a board's coordinates print at.
pub const LEAST_COORDINATES: f32 = 7.5;
/// Answer-key lines a page holds (a caption of two lines takes two).
pub const KEY_LINES: usize = 40;

/// The size of the words beside the boards.
pub(super) fn words_size(layout: &Layout) -> f32 {
    if layout.per_page > 6 { SMALL } else { CAPTION }
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

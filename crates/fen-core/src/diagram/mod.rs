//! A position as a picture description: which cells the board has and their
//! colours, where each piece stands, the marks (last move, a king in check),
//! the coordinates and, for xiangqi, the lines, palaces and river. All in
//! board cells (one cell per square or point, the top-left corner at 0,0), so
//! every writer (SVG, PNG, text, LaTeX) draws the same picture. Pure: no words,
//! no sizes in pixels, no I/O.

mod lines;

pub use lines::{Line, xiangqi_lines, xiangqi_star_points};

use crate::rules::{self, Move, Status};
use crate::{Color, Piece, Position, Role, Square, Variant};

/// What the picture should show besides the pieces.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DiagramOptions {
    /// Black's side at the bottom.
    pub flip: bool,
    /// The move that led to the position, marked on its two squares.
    pub last_move: Option<Move>,
}

/// A square's shade on a chess board; xiangqi points have none.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shade {
    /// A light square.
    Light,
    /// A dark square.
    Dark,
}

/// A cell of the picture: its column and row from the top left.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Cell {
    /// Column from the left as drawn, from 0.
    pub column: u8,
    /// Row from the top as drawn, from 0.
    pub row: u8,
}

/// Something drawn on a cell under the pieces.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MarkKind {
    /// Where the last move started.
    MovedFrom,
    /// Where the last move ended.
    MovedTo,
    /// The king (general) of the side to move, which is in check.
    Check,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
/// A mark and the cell it is drawn on.
pub struct Mark {
    /// The cell under the mark.
    pub cell: Cell,
    /// What the mark says.
    pub kind: MarkKind,
}

/// A coordinate written beside the board: the letter under a column or the
/// number beside a row.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Label {
    /// The column (for files) or row (for ranks) it names.
    pub index: u8,
    /// The words written: `a`…`h`, `1`…`10`.
    pub text: String,
}

/// The picture of one position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagram {
    /// The game, which decides the board drawn.
    pub variant: Variant,
    /// Cells across: 8 in chess, 9 in xiangqi.
    pub columns: u8,
    /// Cells down: 8 in chess, 10 in xiangqi.
    pub rows: u8,
    /// Drawn from Black's side (Black's pieces at the bottom).
    pub flipped: bool,
    /// Every piece with the cell it is drawn in.
    pub pieces: Vec<(Cell, Piece)>,
    /// Marks drawn under the pieces (last move, check).
    pub marks: Vec<Mark>,
    /// File letters, left to right as drawn.
    pub files: Vec<Label>,
    /// Rank numbers, top to bottom as drawn.
    pub ranks: Vec<Label>,
    /// Numbers along the top edge, left to right: the far side's file numbers
    /// in Chinese coordinates ([`Diagram::with_chinese_coordinates`]), else none.
    pub top_files: Vec<Label>,
    /// The side to move, marked beside the board on its own side's edge.
    pub to_move: Color,
}

impl Diagram {
    /// The picture of `position` as `options` ask.
    pub fn new(position: &Position, options: DiagramOptions) -> Diagram {
        let variant = position.variant;
        let flip = options.flip;
        let cell = |sq: Square| cell_of(sq, variant, flip);
        let pieces = Square::fen_order(variant)
            .filter_map(|sq| position.get(sq).map(|piece| (cell(sq), piece)))
            .collect();
        let mut marks = Vec::new();
        if let Some(mv) = options.last_move {
            marks.push(Mark {
                cell: cell(mv.from),
                kind: MarkKind::MovedFrom,
            });
            marks.push(Mark {
                cell: cell(mv.to),
                kind: MarkKind::MovedTo,
            });
        }
        if let Some(king) = king_in_check(position) {
            marks.push(Mark {
                cell: cell(king),
                kind: MarkKind::Check,
            });
        }
        let files = (0..variant.files())
            .map(|file| Label {
                index: cell(Square::new(file, 0)).column,
                text: Square::new(file, 0).file_char().to_string(),
            })
            .collect::<Vec<_>>();
        let ranks = (0..variant.ranks())
            .map(|rank| Label {
                index: cell(Square::new(0, rank)).row,
                text: (u32::from(rank) + u32::from(variant.first_rank_number())).to_string(),
            })
            .collect::<Vec<_>>();
        Diagram {
            variant,
            columns: variant.files(),
            rows: variant.ranks(),
            flipped: flip,
            pieces,
            marks,
            files: sorted(files),
            ranks: sorted(ranks),
            top_files: Vec::new(),
            to_move: position.side_to_move,
        }
    }

    /// Xiangqi coordinates as Chinese players read them: each side's files
    /// numbered from its own right along its own edge, Red's in Chinese
    /// numerals (九…一 from left to right under an unflipped board), Black's
    /// in digits (1…9 along the top); ranks are not numbered. A chess
    /// diagram is returned as it was.
    pub fn with_chinese_coordinates(mut self) -> Diagram {
        if self.variant != Variant::Xiangqi {
            return self;
        }
        const RED: [&str; 9] = ["九", "八", "七", "六", "五", "四", "三", "二", "一"];
        let columns = self.columns;
        let flipped = self.flipped;
        let numbers = |color: Color| -> Vec<Label> {
            (0..columns)
                .map(|column| {
                    let file = if flipped {
                        columns - 1 - column
                    } else {
                        column
                    };
                    let text = match color {
                        Color::White => {
                            RED.get(usize::from(file)).copied().unwrap_or("").to_owned()
                        }
                        Color::Black => (u32::from(file) + 1).to_string(),
                    };
                    Label {
                        index: column,
                        text,
                    }
                })
                .collect()
        };
        let (bottom, top) = if flipped {
            (Color::Black, Color::White)
        } else {
            (Color::White, Color::Black)
        };
        self.files = numbers(bottom);
        self.top_files = numbers(top);
        for rank in &mut self.ranks {
            rank.text.clear();
        }
        self
    }

    /// The row beside which the side to move is marked: the bottom one when
    /// that side plays up the picture (White/Red unless flipped), else the top.
    pub fn mover_row(&self) -> u8 {
        let at_bottom = (self.to_move == Color::White) != self.flipped;
        if at_bottom { self.rows - 1 } else { 0 }
    }

    /// The shade of a cell on a chess board (a1 is dark); None for xiangqi.
    pub fn shade(&self, cell: Cell) -> Option<Shade> {
        if self.variant == Variant::Xiangqi {
            return None;
        }
        // Rotating the board by 180° keeps every square's shade, so the
        // picture's own parity decides: the top-left cell is light.
        Some(if (cell.column + cell.row).is_multiple_of(2) {
            Shade::Light
        } else {
            Shade::Dark
        })
    }

    /// Every cell, row by row from the top left.
    pub fn cells(&self) -> impl Iterator<Item = Cell> + '_ {
        (0..self.rows)
            .flat_map(move |row| (0..self.columns).map(move |column| Cell { column, row }))
    }

    /// The piece drawn on `cell`, if any.
    pub fn piece_at(&self, cell: Cell) -> Option<Piece> {
        self.pieces
            .iter()
            .find(|(c, _)| *c == cell)
            .map(|(_, p)| *p)
    }

    /// The marks on `cell`.
    pub fn marks_at(&self, cell: Cell) -> impl Iterator<Item = MarkKind> + '_ {
        self.marks
            .iter()
            .filter(move |m| m.cell == cell)
            .map(|m| m.kind)
    }

    /// The same board with no pieces and no marks (for "set up the position").
    pub fn emptied(&self) -> Diagram {
        Diagram {
            pieces: Vec::new(),
            marks: Vec::new(),
            ..self.clone()
        }
    }
}

/// Where a square is drawn: White/Red at the bottom unless flipped.
pub fn cell_of(sq: Square, variant: Variant, flip: bool) -> Cell {
    let top = variant.ranks() - 1;
    let right = variant.files() - 1;
    if flip {
        Cell {
            column: right - sq.file,
            row: sq.rank,
        }
    } else {
        Cell {
            column: sq.file,
            row: top - sq.rank,
        }
    }
}

/// The king (general) of the side to move when it is in check in a valid position.
fn king_in_check(position: &Position) -> Option<Square> {
    if !rules::problems(position).is_empty() {
        return None;
    }
    if !matches!(rules::status(position), Status::Check | Status::Checkmate) {
        return None;
    }
    let king = Piece::new(position.side_to_move, Role::King);
    position.board.find(king).next()
}

fn sorted(mut labels: Vec<Label>) -> Vec<Label> {
    labels.sort_by_key(|l| l.index);
    labels
}

#[cfg(test)]
mod tests;

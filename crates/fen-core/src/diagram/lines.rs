//! The xiangqi board's drawing: nine files and ten ranks of lines through the
//! points, the river that cuts the inner files, the palaces' diagonals, and
//! the marks at the cannons' and soldiers' start points. In the cell units of
//! `Diagram` (a point sits at the centre of its cell); the board is the same
//! turned by 180°, so flipping does not change it.

/// A straight line between two points, in cell units from the top left.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Line {
    /// Where it starts: (column, row) in cell units.
    pub from: (f32, f32),
    /// Where it ends: (column, row) in cell units.
    pub to: (f32, f32),
}

const FILES: u8 = 9;
const RANKS: u8 = 10;

fn centre(column: u8, row: u8) -> (f32, f32) {
    (f32::from(column) + 0.5, f32::from(row) + 0.5)
}

fn line(from: (u8, u8), to: (u8, u8)) -> Line {
    Line {
        from: centre(from.0, from.1),
        to: centre(to.0, to.1),
    }
}

/// Every line of the board: ranks, files (the inner ones stop at the river)
/// and the two palaces' diagonals.
pub fn xiangqi_lines() -> Vec<Line> {
    let mut lines = Vec::new();
    for row in 0..RANKS {
        lines.push(line((0, row), (FILES - 1, row)));
    }
    for column in 0..FILES {
        if column == 0 || column == FILES - 1 {
            lines.push(line((column, 0), (column, RANKS - 1)));
        } else {
            lines.push(line((column, 0), (column, 4)));
            lines.push(line((column, 5), (column, RANKS - 1)));
        }
    }
    for top in [0, 7] {
        lines.push(line((3, top), (5, top + 2)));
        lines.push(line((5, top), (3, top + 2)));
    }
    lines
}

/// The points marked with small corners: the cannons' and soldiers' starts.
pub fn xiangqi_star_points() -> Vec<(u8, u8)> {
    let mut points = Vec::new();
    for row in [2, 7] {
        points.extend([(1, row), (7, row)]);
    }
    for row in [3, 6] {
        points.extend([0, 2, 4, 6, 8].map(|column| (column, row)));
    }
    points
}

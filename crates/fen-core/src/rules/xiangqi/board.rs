//! The board the move generator works on: the 90 points inside a border two
//! points wide (13 × 14 cells), so a horse's or elephant's jump off the edge
//! lands on a border cell instead of needing a bounds test, plus a 90-bit set
//! of each side's points to visit only the side's own pieces.
//!
//! `Position`'s board converts to and from this one; nothing here allocates.

use crate::{Board, Color, Piece, Role, Square};

pub(super) const WIDTH: i16 = 13;
const CELLS: usize = 13 * 14;

/// Cell contents: 0 empty, `OFF` the border, otherwise a piece code: the role
/// (see [`role`]), with `BLACK` set for Black.
pub(super) const EMPTY: u8 = 0;
pub(super) const OFF: u8 = 0x40;
pub(super) const BLACK: u8 = 0x08;

pub(super) const KING: u8 = 1;
pub(super) const ADVISOR: u8 = 2;
pub(super) const ELEPHANT: u8 = 3;
pub(super) const HORSE: u8 = 4;
pub(super) const CHARIOT: u8 = 5;
pub(super) const CANNON: u8 = 6;
pub(super) const SOLDIER: u8 = 7;
/// A queen, which xiangqi has not: it stands in the way and never moves.
const STRANGER: u8 = 0x10;

/// The cell of a point (file a-i, rank 0-9).
#[inline]
pub(super) const fn cell(file: u8, rank: u8) -> usize {
    (rank as usize + 2) * WIDTH as usize + file as usize + 2
}

/// Facts about each cell, for both sides, computed once at compile time.
pub(super) struct Geometry {
    /// Index 0-89 of the point (rank × 9 + file), or 255 on the border.
    pub point: [u8; CELLS],
    pub file: [u8; CELLS],
    pub rank: [u8; CELLS],
    /// Per side (0 Red, 1 Black): inside the side's palace.
    pub palace: [[bool; CELLS]; 2],
    /// Per side: on the side's own half of the river.
    pub own_half: [[bool; CELLS]; 2],
}

pub(super) static GEOMETRY: Geometry = geometry();

const fn geometry() -> Geometry {
    let mut g = Geometry {
        point: [255; CELLS],
        file: [255; CELLS],
        rank: [255; CELLS],
        palace: [[false; CELLS]; 2],
        own_half: [[false; CELLS]; 2],
    };
    let mut rank = 0;
    while rank < 10 {
        let mut file = 0;
        while file < 9 {
            let c = cell(file, rank);
            g.point[c] = rank * 9 + file;
            g.file[c] = file;
            g.rank[c] = rank;
            let in_files = file >= 3 && file <= 5;
            g.palace[0][c] = in_files && rank <= 2;
            g.palace[1][c] = in_files && rank >= 7;
            g.own_half[0][c] = rank <= 4;
            g.own_half[1][c] = rank >= 5;
            file += 1;
        }
        rank += 1;
    }
    g
}

/// Cells of the points 0-89.
pub(super) static CELL_OF: [u8; 90] = cells_of_points();

const fn cells_of_points() -> [u8; 90] {
    let mut out = [0; 90];
    let mut p = 0;
    while p < 90 {
        out[p] = cell((p % 9) as u8, (p / 9) as u8) as u8;
        p += 1;
    }
    out
}

/// The side index (0 Red, 1 Black).
#[inline]
pub(super) const fn side(color: Color) -> usize {
    match color {
        Color::White => 0,
        Color::Black => 1,
    }
}

const fn code(piece: Piece) -> u8 {
    let role = match piece.role {
        Role::King => KING,
        Role::Advisor => ADVISOR,
        Role::Bishop => ELEPHANT,
        Role::Knight => HORSE,
        Role::Rook => CHARIOT,
        Role::Cannon => CANNON,
        Role::Pawn => SOLDIER,
        Role::Queen => STRANGER,
    };
    match piece.color {
        Color::White => role,
        Color::Black => role | BLACK,
    }
}

/// The generator's board.
#[derive(Clone)]
pub(super) struct Cells {
    pub cells: [u8; CELLS],
    /// Each side's points (bit = point index 0-89).
    pub occupied: [u128; 2],
}

impl Cells {
    pub fn new(board: &Board) -> Cells {
        let mut cells = [OFF; CELLS];
        let mut occupied = [0u128; 2];
        for p in 0..90u8 {
            let sq = Square::new(p % 9, p / 9);
            let c = CELL_OF[p as usize] as usize;
            cells[c] = EMPTY;
            if let Some(piece) = board.get(sq) {
                cells[c] = code(piece);
                occupied[side(piece.color)] |= 1u128 << p;
            }
        }
        Cells { cells, occupied }
    }

    /// Move what stands on `from` to `to`; returns what `to` held.
    #[inline]
    pub fn make(&mut self, us: usize, from: usize, to: usize) -> u8 {
        let captured = self.cells[to];
        self.cells[to] = self.cells[from];
        self.cells[from] = EMPTY;
        let (f, t) = (bit(from), bit(to));
        self.occupied[us] ^= f | t;
        if captured != EMPTY {
            self.occupied[us ^ 1] ^= t;
        }
        captured
    }

    #[inline]
    pub fn unmake(&mut self, us: usize, from: usize, to: usize, captured: u8) {
        self.cells[from] = self.cells[to];
        self.cells[to] = captured;
        let (f, t) = (bit(from), bit(to));
        self.occupied[us] ^= f | t;
        if captured != EMPTY {
            self.occupied[us ^ 1] ^= t;
        }
    }
}

#[inline]
fn bit(cell: usize) -> u128 {
    1u128 << GEOMETRY.point[cell]
}

/// The point of a cell on the board.
#[inline]
pub(super) fn square(cell: usize) -> Square {
    Square::new(GEOMETRY.file[cell], GEOMETRY.rank[cell])
}

/// Whether `code` is a piece of side `us` (0 Red, 1 Black).
#[inline]
pub(super) const fn is_side(code: u8, us: usize) -> bool {
    code != EMPTY && code < OFF && ((code & BLACK) != 0) == (us == 1)
}

/// The role bits of a piece code.
#[inline]
pub(super) const fn role(code: u8) -> u8 {
    code & 0x17
}

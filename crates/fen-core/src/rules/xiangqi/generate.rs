//! The move generator: each piece's moves on the bordered board, and which of
//! them leave the mover's general safe.
//!
//! Most moves cannot change the general's safety, and are kept without being
//! tried: a move can only expose the general if the mover is the general, or
//! leaves its file or rank (a chariot's line opens, a cannon loses or gains a
//! screen, the generals come face to face), or leaves a point diagonally next
//! to it (a horse's leg, an elephant's eye), or steps onto an empty point of
//! its file or rank (a new cannon screen). Only those, and every move when in
//! check, are made on the board and tested.

use super::board::{
    ADVISOR, CANNON, CELL_OF, CHARIOT, Cells, ELEPHANT, EMPTY, GEOMETRY, HORSE, KING, SOLDIER,
    WIDTH, is_side, role,
};

/// A move as two cells, `from << 8 | to`.
pub(super) type CellMove = u16;

const N: isize = WIDTH as isize;
const ORTHOGONAL: [isize; 4] = [N, -N, 1, -1];
const DIAGONAL: [isize; 4] = [N + 1, N - 1, -N + 1, -N - 1];
/// Each horse jump with its leg (the point next to the horse).
const HORSE_JUMPS: [(isize, isize); 8] = [
    (2 * N + 1, N),
    (2 * N - 1, N),
    (-2 * N + 1, -N),
    (-2 * N - 1, -N),
    (N + 2, 1),
    (-N + 2, 1),
    (N - 2, -1),
    (-N - 2, -1),
];

#[inline]
fn at(c: usize, d: isize) -> usize {
    c.wrapping_add_signed(d)
}

/// Whether side `them` attacks `target` (a general facing it down an open
/// file included). The same rules as `attacks::visit_attackers`.
pub(super) fn attacked(b: &Cells, target: usize, them: usize) -> bool {
    let g = &GEOMETRY;
    let cells = &b.cells;
    let in_their_palace = g.palace[them][target];
    for d in ORTHOGONAL {
        let mut c = target;
        let mut between = 0;
        let mut distance = 0;
        loop {
            c = at(c, d);
            distance += 1;
            let v = cells[c];
            if v == EMPTY {
                continue;
            }
            if !is_side(v, them) {
                if v > 0x3f {
                    break; // the border
                }
            } else {
                let hit = match (between, role(v)) {
                    (0, CHARIOT) => true,
                    (0, KING) => d.abs() == N || (distance == 1 && in_their_palace),
                    (1, CANNON) => true,
                    _ => false,
                };
                if hit {
                    return true;
                }
            }
            between += 1;
            if between == 2 {
                break;
            }
        }
    }
    let ours_here = g.own_half[them][target];
    for d in DIAGONAL {
        let corner = at(target, d);
        let v = cells[corner];
        if v == EMPTY {
            // A horse reaching the target jumps over this corner.
            let (dx, dy) = if d > 0 { (d - N, N) } else { (d + N, -N) };
            for h in [at(corner, dx), at(corner, dy)] {
                let p = cells[h];
                if is_side(p, them) && role(p) == HORSE {
                    return true;
                }
            }
            let e = cells[at(corner, d)];
            if ours_here && is_side(e, them) && role(e) == ELEPHANT {
                return true;
            }
        } else if is_side(v, them) && role(v) == ADVISOR && in_their_palace {
            return true;
        }
    }
    let behind = if them == 0 { -N } else { N };
    let p = cells[at(target, behind)];
    if is_side(p, them) && role(p) == SOLDIER {
        return true;
    }
    for d in [1, -1] {
        let c = at(target, d);
        let p = cells[c];
        if is_side(p, them) && role(p) == SOLDIER && !g.own_half[them][c] {
            return true;
        }
    }
    false
}

/// Appends the pseudo-legal moves of side `us` to `out`.
pub(super) fn pseudo_legal(b: &Cells, us: usize, out: &mut Vec<CellMove>) {
    let g = &GEOMETRY;
    let cells = &b.cells;
    let them = us ^ 1;
    let lands = |v: u8| v == EMPTY || is_side(v, them);
    let mut bits = b.occupied[us];
    while bits != 0 {
        let from = CELL_OF[bits.trailing_zeros() as usize] as usize;
        bits &= bits - 1;
        let mut add = |to: usize| out.push(((from as u16) << 8) | to as u16);
        match role(cells[from]) {
            KING => {
                for d in ORTHOGONAL {
                    let to = at(from, d);
                    if g.palace[us][to] && lands(cells[to]) {
                        add(to);
                    }
                }
            }
            ADVISOR => {
                for d in DIAGONAL {
                    let to = at(from, d);
                    if g.palace[us][to] && lands(cells[to]) {
                        add(to);
                    }
                }
            }
            ELEPHANT => {
                for d in DIAGONAL {
                    let to = at(from, 2 * d);
                    if cells[at(from, d)] == EMPTY && g.own_half[us][to] && lands(cells[to]) {
                        add(to);
                    }
                }
            }
            HORSE => {
                for (jump, leg) in HORSE_JUMPS {
                    let to = at(from, jump);
                    if cells[at(from, leg)] == EMPTY && lands(cells[to]) {
                        add(to);
                    }
                }
            }
            SOLDIER => {
                let to = at(from, if us == 0 { N } else { -N });
                if lands(cells[to]) {
                    add(to);
                }
                if !g.own_half[us][from] {
                    for d in [1, -1] {
                        let to = at(from, d);
                        if lands(cells[to]) {
                            add(to);
                        }
                    }
                }
            }
            CHARIOT => {
                for d in ORTHOGONAL {
                    let mut to = at(from, d);
                    while cells[to] == EMPTY {
                        add(to);
                        to = at(to, d);
                    }
                    if is_side(cells[to], them) {
                        add(to);
                    }
                }
            }
            CANNON => {
                for d in ORTHOGONAL {
                    let mut to = at(from, d);
                    while cells[to] == EMPTY {
                        add(to);
                        to = at(to, d);
                    }
                    if is_side(cells[to], us) || is_side(cells[to], them) {
                        to = at(to, d);
                        while cells[to] == EMPTY {
                            to = at(to, d);
                        }
                        if is_side(cells[to], them) {
                            add(to);
                        }
                    }
                }
            }
            _ => {}
        }
    }
}

/// Whether the general of side `us`, on `general`, is safe after `mv`.
#[inline]
fn safe_after(b: &mut Cells, us: usize, general: usize, mv: CellMove) -> bool {
    let (from, to) = ((mv >> 8) as usize, (mv & 0xff) as usize);
    let captured = b.make(us, from, to);
    let general = if from == general { to } else { general };
    let safe = !attacked(b, general, us ^ 1);
    b.unmake(us, from, to, captured);
    safe
}

/// What the general's position says about which moves need trying.
struct Guard {
    general: usize,
    in_check: bool,
    file: u8,
    rank: u8,
}

impl Guard {
    fn new(b: &Cells, us: usize, general: usize) -> Guard {
        Guard {
            general,
            in_check: attacked(b, general, us ^ 1),
            file: GEOMETRY.file[general],
            rank: GEOMETRY.rank[general],
        }
    }

    /// Whether `mv` could change the general's safety (see the module's notes).
    #[inline]
    fn must_try(&self, b: &Cells, mv: CellMove) -> bool {
        let g = &GEOMETRY;
        let (from, to) = ((mv >> 8) as usize, (mv & 0xff) as usize);
        let on_lines = |c: usize| g.file[c] == self.file || g.rank[c] == self.rank;
        self.in_check
            || on_lines(from)
            || matches!(
                from.wrapping_sub(self.general) as isize,
                -14 | -12 | 12 | 14
            )
            || (b.cells[to] == EMPTY && on_lines(to))
    }
}

/// Appends the legal moves of side `us`, whose general is on `general`, to `out`.
pub(super) fn legal(b: &mut Cells, us: usize, general: usize, out: &mut Vec<CellMove>) {
    let first = out.len();
    pseudo_legal(b, us, out);
    let guard = Guard::new(b, us, general);
    let mut kept = first;
    for i in first..out.len() {
        let mv = out[i];
        if !guard.must_try(b, mv) || safe_after(b, us, general, mv) {
            out[kept] = mv;
            kept += 1;
        }
    }
    out.truncate(kept);
}

/// How many legal moves side `us` has (`scratch` is left as it was).
pub(super) fn count_legal(
    b: &mut Cells,
    us: usize,
    general: usize,
    scratch: &mut Vec<CellMove>,
) -> u64 {
    let first = scratch.len();
    pseudo_legal(b, us, scratch);
    let guard = Guard::new(b, us, general);
    let count = scratch[first..]
        .iter()
        .filter(|&&mv| !guard.must_try(b, mv) || safe_after(b, us, general, mv))
        .count();
    scratch.truncate(first);
    count as u64
}

//! What is wrong with a xiangqi position: every problem at once, each with the
//! points to highlight and the values its message needs.

use super::attacks::{generals, visit_attackers};
use super::geometry::{
    SoldierFault, in_palace, is_advisor_point, is_elephant_point, soldier_fault,
};
use crate::{Board, Color, Diagnostic, Piece, Position, Role, Square, Variant};

const VARIANT: Variant = Variant::Xiangqi;

/// Most pieces of one kind a side can have: its starting count.
const fn piece_limit(role: Role) -> usize {
    match role {
        Role::King => 1,
        Role::Pawn => 5,
        _ => 2,
    }
}

/// How many of each piece a side has, gathered in one pass over the board.
#[derive(Default)]
struct Census {
    counts: [[usize; 8]; 2],
}

impl Census {
    fn of(board: &Board) -> Census {
        let mut census = Census::default();
        for (_, piece) in board.pieces() {
            census.counts[piece.color as usize][piece.role as usize] += 1;
        }
        census
    }

    fn count(&self, color: Color, role: Role) -> usize {
        self.counts[color as usize][role as usize]
    }
}

pub(super) fn problems(pos: &Position) -> Vec<Diagnostic> {
    let board = &pos.board;
    if board.is_empty() {
        return vec![Diagnostic::error("empty-board")];
    }
    let census = Census::of(board);
    let mut found = Vec::new();
    for color in [Color::White, Color::Black] {
        general_count(board, &census, color, &mut found);
    }
    misplaced_pieces(board, &mut found);
    for color in [Color::White, Color::Black] {
        too_many_pieces(board, &census, color, &mut found);
    }
    kings_facing(board, &mut found);
    opposite_check(board, pos.side_to_move, &mut found);
    found
}

pub(super) fn notes(pos: &Position) -> Vec<Diagnostic> {
    let plies = VARIANT.draw_rule_plies();
    if pos.halfmove_clock >= plies {
        vec![Diagnostic::note("sixty-move-rule").arg("halfmoves", pos.halfmove_clock)]
    } else {
        Vec::new()
    }
}

fn side(color: Color) -> &'static str {
    color.key(VARIANT)
}

fn names(squares: &[Square]) -> String {
    let names: Vec<String> = squares.iter().map(|sq| sq.name(VARIANT)).collect();
    names.join(crate::LIST_SEPARATOR)
}

fn squares_of(board: &Board, piece: Piece) -> Vec<Square> {
    board.find(piece).collect()
}

fn general_count(board: &Board, census: &Census, color: Color, found: &mut Vec<Diagnostic>) {
    match census.count(color, Role::King) {
        0 => found.push(Diagnostic::error("missing-king").arg("color", side(color))),
        1 => {}
        count => {
            let squares = squares_of(board, Piece::new(color, Role::King));
            found.push(
                Diagnostic::error("too-many-kings")
                    .arg("color", side(color))
                    .arg("count", count)
                    .arg("squares", names(&squares))
                    .squares(squares),
            );
        }
    }
}

/// Generals, advisors, elephants and soldiers standing where their moves can
/// never bring them. Soldiers are named together, one problem for each side
/// and reason (as chess names its pawns on the first or last rank): a board
/// of soldiers behind their line is one thing to fix, not sixteen.
fn misplaced_pieces(board: &Board, found: &mut Vec<Diagnostic>) {
    let mut soldiers: Vec<(Color, SoldierFault, Vec<Square>)> = Vec::new();
    for (sq, piece) in board.pieces() {
        let color = piece.color;
        let problem = match piece.role {
            Role::King if !in_palace(sq, color) => Diagnostic::error("king-outside-palace"),
            Role::Advisor if !is_advisor_point(sq, color) => Diagnostic::error("advisor-misplaced"),
            Role::Bishop if !is_elephant_point(sq, color) => {
                Diagnostic::error("elephant-misplaced")
            }
            Role::Pawn => {
                if let Some(fault) = soldier_fault(sq, color) {
                    match soldiers
                        .iter_mut()
                        .find(|(c, f, _)| (*c, *f) == (color, fault))
                    {
                        Some((_, _, squares)) => squares.push(sq),
                        None => soldiers.push((color, fault, vec![sq])),
                    }
                }
                continue;
            }
            _ => continue,
        };
        found.push(
            problem
                .arg("color", side(color))
                .arg("square", sq.name(VARIANT))
                .squares([sq]),
        );
    }
    for (color, fault, squares) in soldiers {
        found.push(
            Diagnostic::error("pawn-misplaced")
                .arg("color", side(color))
                .arg("reason", fault.key())
                .arg("count", squares.len())
                .arg("squares", names(&squares))
                .squares(squares),
        );
    }
}

fn too_many_pieces(board: &Board, census: &Census, color: Color, found: &mut Vec<Diagnostic>) {
    for &role in Role::XIANGQI.iter().filter(|&&r| r != Role::King) {
        let count = census.count(color, role);
        let limit = piece_limit(role);
        if count > limit {
            let squares = squares_of(board, Piece::new(color, role));
            found.push(
                Diagnostic::error("too-many-pieces")
                    .arg("color", side(color))
                    .arg("piece", role.key(VARIANT))
                    .arg("count", count)
                    .arg("limit", limit)
                    .arg("squares", names(&squares))
                    .squares(squares),
            );
        }
    }
}

/// The flying-general rule: two generals may never see each other down an open file.
fn kings_facing(board: &Board, found: &mut Vec<Diagnostic>) {
    for red in generals(board, Color::White) {
        let mut black_general = None;
        visit_attackers(board, red, Color::Black, |attacker| {
            if attacker.facing {
                black_general = Some(attacker.square);
            }
            attacker.facing
        });
        if let Some(black) = black_general {
            found.push(
                Diagnostic::error("kings-facing")
                    .arg("red_general", red.name(VARIANT))
                    .arg("black_general", black.name(VARIANT))
                    .squares([red, black]),
            );
        }
    }
}

/// The side that just moved cannot have left its general attacked. The facing
/// generals are their own problem (`kings-facing`), so that attack is left out.
fn opposite_check(board: &Board, to_move: Color, found: &mut Vec<Diagnostic>) {
    let waiting = to_move.other();
    for general in generals(board, waiting) {
        let mut attackers = Vec::new();
        visit_attackers(board, general, to_move, |attacker| {
            if !attacker.facing {
                attackers.push(attacker.square);
            }
            false
        });
        if !attackers.is_empty() {
            // One checking piece is named by its role too ("in check from
            // the chariot on e2"); several by their points alone.
            let piece = match attackers.as_slice() {
                [one] => board.get(*one).map_or("other", |p| p.role.key(VARIANT)),
                _ => "other",
            };
            found.push(
                Diagnostic::error("opposite-check")
                    .arg("color", side(waiting))
                    .arg("square", general.name(VARIANT))
                    .arg("count", attackers.len())
                    .arg("attackers", names(&attackers))
                    .arg("piece", piece)
                    .squares(std::iter::once(general).chain(attackers)),
            );
        }
    }
}

//! The walk-through: a position's FEN written out step by step, as the xiangqi
//! seed document teaches it ("3 empty squares, so we write 3; then the Black
//! General, k; ..."), then one step per remaining field with its meaning, the
//! reason for its value here and the rule behind it.

use super::{FenLayout, Part, Step, yes_no};
use crate::fen::write_fen;
use crate::{Color, Piece, Position, Role, Square, Variant};

/// Every step that writes the FEN of one position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WalkThrough {
    /// The game.
    pub variant: Variant,
    /// The canonical FEN the steps write, in order, piece by piece.
    pub fen: String,
    /// The steps, in the order they write the FEN.
    pub steps: Vec<Step>,
}

impl WalkThrough {
    /// The FEN as written up to and including step `index`: the growing line.
    pub fn fen_so_far(&self, index: usize) -> &str {
        let end = self.steps.get(index).map_or(0, |s| s.fen_span.end);
        self.fen.get(..end).unwrap_or_default()
    }
}

/// The steps that write the FEN of `pos`, field by field, piece by piece.
pub fn walk_through(pos: &Position) -> WalkThrough {
    let fen = write_fen(pos);
    let layout = FenLayout::of(&fen);
    let mut steps = placement_steps(pos, &fen);
    steps.extend(field_steps(pos, &fen, &layout));
    WalkThrough {
        variant: pos.variant,
        fen,
        steps,
    }
}

/// One step per stretch of each rank, and a `/` step between ranks.
fn placement_steps(pos: &Position, fen: &str) -> Vec<Step> {
    let variant = pos.variant;
    let mut steps = Vec::new();
    let mut offset = 0;
    for rank in (0..variant.ranks()).rev() {
        let context = RankContext::new(variant, rank);
        for (index, stretch) in stretches(pos, rank).into_iter().enumerate() {
            let written = stretch.text();
            let step = context
                .stretch_step(&stretch, index == 0)
                .writes(fen, offset..offset + written.len());
            offset += written.len();
            steps.push(step);
        }
        if rank > 0 {
            // The whole rank lights up: it is finished.
            let whole_rank = (0..variant.files()).map(|file| Square::new(file, rank));
            let step = Step::new(Part::RankEnd, "teach-rank-end")
                .arg("variant", variant.name())
                .arg("rank", context.number)
                .arg("edge", context.edge)
                .squares(whole_rank)
                .writes(fen, offset..offset + 1);
            offset += 1;
            steps.push(step);
        }
    }
    steps
}

/// A run of empty squares, or a run of equal pieces side by side (one or
/// more: a rank of eight pawns is one step, «8 пешек», not eight), left to
/// right within a rank.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Stretch {
    Empty(Vec<Square>),
    Pieces(Vec<Square>, Piece),
}

impl Stretch {
    fn text(&self) -> String {
        match self {
            Stretch::Empty(squares) => squares.len().to_string(),
            Stretch::Pieces(squares, piece) => piece.fen_char().to_string().repeat(squares.len()),
        }
    }
}

fn stretches(pos: &Position, rank: u8) -> Vec<Stretch> {
    let mut out = Vec::new();
    let mut empty = Vec::new();
    for file in 0..pos.variant.files() {
        let sq = Square::new(file, rank);
        match pos.get(sq) {
            Some(piece) => {
                if !empty.is_empty() {
                    out.push(Stretch::Empty(std::mem::take(&mut empty)));
                }
                match out.last_mut() {
                    Some(Stretch::Pieces(squares, same)) if *same == piece => squares.push(sq),
                    _ => out.push(Stretch::Pieces(vec![sq], piece)),
                }
            }
            None => empty.push(sq),
        }
    }
    if !empty.is_empty() {
        out.push(Stretch::Empty(empty));
    }
    out
}

/// What the steps of one rank say about the rank itself.
struct RankContext {
    variant: Variant,
    /// The rank as its squares are named (chess 1-8, xiangqi 0-9).
    number: u8,
    /// `black-back`, `white-back`, `red-back` or `other`.
    edge: &'static str,
    is_top: bool,
}

impl RankContext {
    fn new(variant: Variant, rank: u8) -> RankContext {
        let is_top = rank + 1 == variant.ranks();
        let edge = match (is_top, rank, variant) {
            (true, _, _) => "black-back",
            (false, 0, Variant::Chess) => "white-back",
            (false, 0, Variant::Xiangqi) => "red-back",
            _ => "other",
        };
        RankContext {
            variant,
            number: rank + variant.first_rank_number(),
            edge,
            is_top,
        }
    }

    fn stretch_step(&self, stretch: &Stretch, first_of_rank: bool) -> Step {
        let (code, squares) = match stretch {
            Stretch::Empty(squares) => ("teach-empty-run", squares.clone()),
            Stretch::Pieces(squares, _) if squares.len() == 1 => {
                ("teach-piece-step", squares.clone())
            }
            Stretch::Pieces(squares, _) => ("teach-piece-run", squares.clone()),
        };
        let name = |sq: Option<&Square>| sq.map(|s| s.name(self.variant)).unwrap_or_default();
        let mut step = Step::new(Part::Stretch, code)
            .arg("variant", self.variant.name())
            .arg("rank", self.number)
            .arg("edge", self.edge)
            .arg("first", yes_no(first_of_rank))
            .arg("rank-order", if self.is_top { "first" } else { "next" })
            .arg("from", name(squares.first()))
            .arg("to", name(squares.last()))
            .arg("count", squares.len());
        if let Stretch::Pieces(_, piece) = stretch {
            step = step
                .arg("piece", piece.role.key(self.variant))
                .arg("color", piece.color.key(self.variant))
                .arg("letter", piece.fen_char());
        }
        step.squares(squares)
    }
}

/// One step per field after the placement.
fn field_steps(pos: &Position, fen: &str, layout: &FenLayout) -> Vec<Step> {
    let variant = pos.variant;
    let side = pos.side_to_move;
    let mut steps = Vec::new();
    let side_code = match variant {
        Variant::Chess => "teach-side",
        Variant::Xiangqi => "teach-xiangqi-side",
    };
    steps.push(
        Step::new(Part::SideToMove, side_code)
            .arg("color", side.key(variant))
            .arg("next", side.other().key(variant))
            .writes(fen, layout.field(1)),
    );
    match variant {
        Variant::Chess => {
            steps.push(castling_step(pos).writes(fen, layout.field(2)));
            steps.push(en_passant_step(pos).writes(fen, layout.field(3)));
        }
        Variant::Xiangqi => {
            let span = layout.field(2).start..layout.field(3).end;
            steps.push(Step::new(Part::Unused, "teach-xiangqi-unused").writes(fen, span));
        }
    }
    let limit = variant.draw_rule_plies();
    let clock = pos.halfmove_clock;
    let clock_code = match variant {
        Variant::Chess => "teach-halfmove",
        Variant::Xiangqi => "teach-xiangqi-halfmove",
    };
    steps.push(
        Step::new(Part::HalfmoveClock, clock_code)
            .arg("value", clock)
            .arg("limit", limit)
            .arg("left", limit.saturating_sub(clock))
            .writes(fen, layout.field(4)),
    );
    steps.push(
        Step::new(Part::FullmoveNumber, "teach-fullmove")
            .arg("variant", variant.name())
            .arg("value", pos.fullmove_number)
            .arg("color", side.key(variant))
            .writes(fen, layout.field(5)),
    );
    steps
}

/// Which castling rights a side still has: `both`, `king`, `queen` or `none`.
pub(super) fn castling_sides(pos: &Position, color: Color) -> &'static str {
    let back_rank = back_rank(color);
    let king_file = (0..8).find(|&f| {
        pos.get(Square::new(f, back_rank))
            .is_some_and(|p| p.color == color && p.role == Role::King)
    });
    // Without a king on the back rank, the standard files decide the side.
    let king_file = king_file.unwrap_or(4);
    let files: Vec<u8> = pos.castling.files(color).collect();
    let king_side = files.iter().any(|&f| f > king_file);
    let queen_side = files.iter().any(|&f| f < king_file);
    match (king_side, queen_side) {
        (true, true) => "both",
        (true, false) => "king",
        (false, true) => "queen",
        (false, false) => "none",
    }
}

/// The castling field, with the rooks that keep a right (and their kings) to light up.
fn castling_step(pos: &Position) -> Step {
    let rights = [Color::White, Color::Black].into_iter().flat_map(|color| {
        let back_rank = back_rank(color);
        let king = pos
            .board
            .find(Piece::new(color, Role::King))
            .filter(move |sq| sq.rank == back_rank);
        let rooks = pos
            .castling
            .files(color)
            .map(move |file| Square::new(file, back_rank));
        let has_rights = pos.castling.mask(color) != 0;
        king.filter(move |_| has_rights)
            .chain(rooks)
            .collect::<Vec<_>>()
    });
    Step::new(Part::Castling, "teach-castling")
        .arg("white", castling_sides(pos, Color::White))
        .arg("black", castling_sides(pos, Color::Black))
        .squares(rights)
}

/// The rank a side's king and rooks start on (chess).
pub(super) fn back_rank(color: Color) -> u8 {
    match color {
        Color::White => 0,
        Color::Black => 7,
    }
}

fn en_passant_step(pos: &Position) -> Step {
    let Some(target) = pos.en_passant else {
        // Move 1 with White to move: no move was played, so there is no
        // "last move" to speak of.
        let before_any_move = pos.fullmove_number == 1 && pos.side_to_move == Color::White;
        return Step::new(
            Part::EnPassant,
            if before_any_move {
                "teach-en-passant-none-start"
            } else {
                "teach-en-passant-none"
            },
        );
    };
    // A square `check` rejects (the wrong rank for the side to move, no
    // pawn past it, …) is written as given but no move is told that cannot
    // have been played: the step says why the square cannot be, in the
    // words of `check`'s own problem (issue 38).
    if let Some(problem) = crate::rules::problems(pos)
        .into_iter()
        .find(|d| d.code == "invalid-en-passant")
    {
        let mut step = Step::new(Part::EnPassant, "teach-en-passant-impossible");
        step.args.extend(problem.args);
        return step.squares(problem.squares);
    }
    // The pawn that jumped belongs to the side that just moved.
    let jumper = pos.side_to_move.other();
    let forward: i8 = match jumper {
        Color::White => 1,
        Color::Black => -1,
    };
    let from = target.offset(0, -forward, Variant::Chess);
    let to = target.offset(0, forward, Variant::Chess);
    let name = |sq: Option<Square>| sq.map(|s| s.name(Variant::Chess)).unwrap_or_default();
    Step::new(Part::EnPassant, "teach-en-passant")
        .arg("square", target.name(Variant::Chess))
        .arg("color", jumper.key(Variant::Chess))
        .arg("captor", pos.side_to_move.key(Variant::Chess))
        .arg("can-capture", yes_no(can_capture_en_passant(pos)))
        .arg("pawn-from", name(from))
        .arg("pawn-to", name(to))
        .squares([from, Some(target), to].into_iter().flatten())
}

/// Whether the side to move has a pawn that can take en passant now. The
/// target is written either way (as the FEN standard does); the words differ.
pub(super) fn can_capture_en_passant(pos: &Position) -> bool {
    let Some(target) = pos.en_passant else {
        return false;
    };
    crate::rules::legal_moves(pos)
        .iter()
        .any(|mv| mv.to == target && pos.get(mv.from).is_some_and(|p| p.role == Role::Pawn))
}

#[cfg(test)]
#[path = "walk_tests.rs"]
mod tests;

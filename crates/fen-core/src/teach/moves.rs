//! What a move changes in the FEN, field by field, and why: the seed's
//! "after 1. e4 e5" made explicit ("the pawn moved two squares: en passant
//! target e3 is written"; "a pawn moved, so the half-move clock resets to 0").
//!
//! Works from the positions before and after the move, so it explains whatever
//! the rules' `play` produced without re-deciding the rules.

use super::walk::{back_rank, can_capture_en_passant, castling_sides};
use super::{FenLayout, Part, Step, yes_no};
use crate::fen::write_fen;
use crate::rules::Move;
use crate::{Color, Piece, Position, Role, Square, Variant};
use std::ops::Range;

/// One move and every change it made to the FEN.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveExplanation {
    /// The move.
    pub mv: Move,
    /// The canonical FEN before the move.
    pub fen_before: String,
    /// The FEN after the move; every span below points into it.
    pub fen: String,
    /// The characters of `fen` that differ from `fen_before`: whole ranks of
    /// the placement and whole fields after it.
    pub changed: Vec<Range<usize>>,
    /// What happened on the board, each changed rank, then one step per field.
    pub steps: Vec<Step>,
}

/// Explain `mv`, played from `before`, which led to `after`.
pub fn explain_move(before: &Position, after: &Position, mv: Move) -> MoveExplanation {
    let fen_before = write_fen(before);
    let fen = write_fen(after);
    let old = FenLayout::of(&fen_before);
    let new = FenLayout::of(&fen);
    let facts = MoveFacts::new(before, mv);

    let changes = Changes::between(&fen_before, &old, &fen, &new);
    let rank_steps: Vec<Step> = changes
        .ranks
        .iter()
        .map(|rank| {
            rank_step(before, after, rank.index, &rank.before).writes(&fen, rank.span.clone())
        })
        .collect();

    let mut steps = Vec::new();
    if let Some(step) = facts.board_step() {
        let first = rank_steps.first().map_or(0, |s| s.fen_span.start);
        let last = rank_steps.last().map_or(0, |s| s.fen_span.end);
        steps.push(step.writes(&fen, first..last));
    }
    steps.extend(rank_steps);
    steps.push(side_step(before, after).writes(&fen, new.field(1)));
    if after.variant == Variant::Chess {
        let old_castling = fen_before.get(old.field(2)).unwrap_or_default();
        let castling = castling_steps(before, after, &facts, old_castling);
        steps.extend(castling.map(|s| s.writes(&fen, new.field(2))));
        if before.en_passant.is_some() || after.en_passant.is_some() {
            steps.push(en_passant_step(before, after, &facts).writes(&fen, new.field(3)));
        }
    }
    steps.push(clock_step(after, &facts).writes(&fen, new.field(4)));
    steps.push(fullmove_step(before, after).writes(&fen, new.field(5)));
    MoveExplanation {
        mv,
        fen_before,
        fen,
        changed: changes.spans,
        steps,
    }
}

/// A rank of the placement whose text a move changed.
struct RankChange {
    /// 0 = the top rank, as the FEN lists them.
    index: usize,
    /// Where the new text sits in the new FEN.
    span: Range<usize>,
    before: String,
}

/// What differs between two FENs: ranks of the placement, then whole fields.
struct Changes {
    ranks: Vec<RankChange>,
    /// Every changed span of the new FEN, changed ranks included.
    spans: Vec<Range<usize>>,
}

impl Changes {
    fn between(fen_before: &str, old: &FenLayout, fen: &str, new: &FenLayout) -> Changes {
        let text = |fen: &'_ str, span: Option<&Range<usize>>| -> String {
            span.and_then(|s| fen.get(s.clone()))
                .unwrap_or_default()
                .to_string()
        };
        let mut changes = Changes {
            ranks: Vec::new(),
            spans: Vec::new(),
        };
        for (index, span) in new.ranks.iter().enumerate() {
            let before = text(fen_before, old.ranks.get(index));
            if before != text(fen, Some(span)) {
                changes.spans.push(span.clone());
                changes.ranks.push(RankChange {
                    index,
                    span: span.clone(),
                    before,
                });
            }
        }
        for (index, span) in new.fields.iter().enumerate().skip(1) {
            if text(fen_before, old.fields.get(index)) != text(fen, Some(span)) {
                changes.spans.push(span.clone());
            }
        }
        changes
    }
}

/// The kinds of move the board step tells apart (its `kind` selector).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum MoveKind {
    Move,
    DoubleStep,
    Capture,
    Promotion,
    CapturePromotion,
    EnPassant,
    CastleKingSide,
    CastleQueenSide,
}

impl MoveKind {
    const fn key(self) -> &'static str {
        match self {
            MoveKind::Move => "move",
            MoveKind::DoubleStep => "double-step",
            MoveKind::Capture => "capture",
            MoveKind::Promotion => "promotion",
            MoveKind::CapturePromotion => "capture-promotion",
            MoveKind::EnPassant => "en-passant",
            MoveKind::CastleKingSide => "castle-king",
            MoveKind::CastleQueenSide => "castle-queen",
        }
    }

    fn is_castling(self) -> bool {
        matches!(self, MoveKind::CastleKingSide | MoveKind::CastleQueenSide)
    }
}

/// What the move was, read from the position before it.
struct MoveFacts {
    variant: Variant,
    mv: Move,
    piece: Option<Piece>,
    captured: Option<Piece>,
    kind: MoveKind,
}

impl MoveFacts {
    fn new(before: &Position, mv: Move) -> MoveFacts {
        let variant = before.variant;
        let piece = before.get(mv.from);
        let target = before.get(mv.to);
        let mover = piece.map(|p| p.color);
        let chess_role =
            |role: Role| variant == Variant::Chess && piece.is_some_and(|p| p.role == role);
        let files_moved = mv.to.file.abs_diff(mv.from.file);
        // Castling is the king's move: two files, or onto its own rook (Chess960).
        let onto_own = target.is_some_and(|p| Some(p.color) == mover);
        let castles = chess_role(Role::King) && (files_moved == 2 || onto_own);
        let en_passant = chess_role(Role::Pawn) && files_moved == 1 && target.is_none();
        let captured = if en_passant {
            before.get(Square::new(mv.to.file, mv.from.rank))
        } else {
            target.filter(|p| Some(p.color) != mover)
        };
        let kind = match () {
            _ if castles && mv.to.file > mv.from.file => MoveKind::CastleKingSide,
            _ if castles => MoveKind::CastleQueenSide,
            _ if en_passant => MoveKind::EnPassant,
            _ if mv.promotion.is_some() && captured.is_some() => MoveKind::CapturePromotion,
            _ if mv.promotion.is_some() => MoveKind::Promotion,
            _ if captured.is_some() => MoveKind::Capture,
            _ if chess_role(Role::Pawn) && mv.to.rank.abs_diff(mv.from.rank) == 2 => {
                MoveKind::DoubleStep
            }
            _ => MoveKind::Move,
        };
        MoveFacts {
            variant,
            mv,
            piece,
            captured,
            kind,
        }
    }

    fn mover(&self) -> Option<Color> {
        self.piece.map(|p| p.color)
    }

    fn moved(&self, role: Role) -> bool {
        self.piece.is_some_and(|p| p.role == role)
    }

    /// Where the piece ends up: a castling king always lands on the g- or
    /// c-file, even when the move is written as king-takes-rook.
    fn destination(&self) -> Square {
        match self.kind {
            MoveKind::CastleKingSide => Square::new(6, self.mv.from.rank),
            MoveKind::CastleQueenSide => Square::new(2, self.mv.from.rank),
            _ => self.mv.to,
        }
    }

    /// "The White pawn goes from e2 to e4", with captures, castling, promotion.
    fn board_step(&self) -> Option<Step> {
        let piece = self.piece?;
        let variant = self.variant;
        let to = self.destination();
        let mut step = Step::new(Part::Move, "teach-move-board")
            .arg("variant", variant.name())
            .arg("kind", self.kind.key())
            .arg("piece", piece.role.key(variant))
            .arg("color", piece.color.key(variant))
            .arg("from", self.mv.from.name(variant))
            .arg("to", to.name(variant))
            .arg("move", self.mv.coordinates(variant))
            .squares([self.mv.from, to]);
        if let Some(captured) = self.captured {
            step = step
                .arg("captured", captured.role.key(variant))
                .arg("captured-color", captured.color.key(variant));
        }
        if let Some(role) = self.mv.promotion {
            step = step.arg("promotion", role.key(variant));
        }
        Some(step)
    }
}

/// A rank whose text changed: what it was and what it is now.
fn rank_step(before: &Position, after: &Position, index: usize, old_text: &str) -> Step {
    let variant = after.variant;
    let rank = u8::try_from(index)
        .ok()
        .and_then(|i| variant.ranks().checked_sub(i + 1))
        .unwrap_or(0);
    let squares = (0..variant.files())
        .map(|file| Square::new(file, rank))
        .filter(|sq| before.get(*sq) != after.get(*sq));
    Step::new(Part::Rank, "teach-move-rank")
        .arg("variant", variant.name())
        .arg("rank", rank + variant.first_rank_number())
        .arg("before", old_text.to_string())
        .squares(squares)
}

fn side_step(before: &Position, after: &Position) -> Step {
    let variant = after.variant;
    Step::new(Part::SideToMove, "teach-move-side")
        .arg("variant", variant.name())
        .arg("color", before.side_to_move.key(variant))
        .arg("next", after.side_to_move.key(variant))
}

/// One step per side that lost castling rights, saying why.
fn castling_steps<'a>(
    before: &'a Position,
    after: &'a Position,
    facts: &'a MoveFacts,
    old_field: &'a str,
) -> impl Iterator<Item = Step> + 'a {
    [Color::White, Color::Black]
        .into_iter()
        .filter(|&color| before.castling.mask(color) != after.castling.mask(color))
        .map(move |color| {
            let back_rank = back_rank(color);
            let lost = before
                .castling
                .files(color)
                .filter(|&f| !after.castling.has(color, f))
                .map(|f| Square::new(f, back_rank));
            Step::new(Part::Castling, "teach-move-castling")
                .arg("color", color.key(Variant::Chess))
                .arg("reason", castling_loss(before, facts, color))
                .arg("had", castling_sides(before, color))
                .arg("keeps", castling_sides(after, color))
                .arg("before", old_field.to_string())
                .squares(lost)
        })
}

/// Why `color` lost castling rights with this move.
fn castling_loss(before: &Position, facts: &MoveFacts, color: Color) -> &'static str {
    let on_rook_square =
        |sq: Square| sq.rank == back_rank(color) && before.castling.has(color, sq.file);
    let own_move = facts.mover() == Some(color);
    match () {
        _ if own_move && facts.kind.is_castling() => "castled",
        _ if own_move && facts.moved(Role::King) => "king-moved",
        _ if own_move && on_rook_square(facts.mv.from) => "rook-moved",
        _ if !own_move && on_rook_square(facts.mv.to) => "rook-captured",
        _ => "other",
    }
}

fn en_passant_step(before: &Position, after: &Position, facts: &MoveFacts) -> Step {
    let name = |sq: Option<Square>| sq.map(|s| s.name(Variant::Chess)).unwrap_or_default();
    let previous = name(before.en_passant);
    match after.en_passant {
        Some(target) => Step::new(Part::EnPassant, "teach-move-en-passant")
            .arg("square", target.name(Variant::Chess))
            .arg("color", before.side_to_move.key(Variant::Chess))
            .arg("next", after.side_to_move.key(Variant::Chess))
            .arg("pawn-from", facts.mv.from.name(Variant::Chess))
            .arg("pawn-to", facts.mv.to.name(Variant::Chess))
            .arg("replaces", if previous.is_empty() { "no" } else { "yes" })
            .arg("can-capture", yes_no(can_capture_en_passant(after)))
            .arg("previous", previous)
            .squares([target]),
        None => Step::new(Part::EnPassant, "teach-move-en-passant-gone")
            .arg("previous", previous)
            .squares(before.en_passant),
    }
}

fn clock_step(after: &Position, facts: &MoveFacts) -> Step {
    let variant = after.variant;
    let reason = if facts.captured.is_some() {
        "capture"
    } else if variant == Variant::Chess && facts.moved(Role::Pawn) {
        "pawn"
    } else {
        "quiet"
    };
    let limit = variant.draw_rule_plies();
    let value = after.halfmove_clock;
    Step::new(Part::HalfmoveClock, "teach-move-halfmove")
        .arg("variant", variant.name())
        .arg("reason", reason)
        .arg("value", value)
        .arg("limit", limit)
        .arg("left", limit.saturating_sub(value))
}

fn fullmove_step(before: &Position, after: &Position) -> Step {
    let variant = after.variant;
    let grows = after.fullmove_number != before.fullmove_number;
    Step::new(Part::FullmoveNumber, "teach-move-fullmove")
        .arg("variant", variant.name())
        .arg("color", before.side_to_move.key(variant))
        .arg("grows", super::yes_no(grows))
        .arg("value", after.fullmove_number)
}

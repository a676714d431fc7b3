//! Why a move cannot be played: a reason key for the message, found by
//! looking at the move the way a teacher would (whose piece, its shape, what
//! is in the way, the king's safety) once shakmaty has said it is not legal.

use shakmaty::{self as sm, Bitboard, CastlingSide, Chess, EnPassantMode, Position as _, attacks};

/// How close an explanation came to a playable move: when several pieces
/// could have been meant (SAN), the closest one's reason is given.
pub(super) fn closeness(reason: &str) -> u8 {
    match reason {
        "leaves-king-in-check" | "castling-through-check" => 6,
        "promotion-missing" | "bad-promotion" => 5,
        "blocked" | "own-piece" => 4,
        "pawn-no-capture" => 3,
        "pawn-shape" | "piece-shape" => 2,
        _ => 1,
    }
}

/// The reason `from`→`to` (promoting to `promotion`) is not a legal move.
pub(super) fn why_not(
    chess: &Chess,
    from: sm::Square,
    to: sm::Square,
    promotion: Option<sm::Role>,
) -> &'static str {
    let board = chess.board();
    let Some(piece) = board.piece_at(from) else {
        return "no-piece";
    };
    if piece.color != chess.turn() {
        return "not-your-piece";
    }
    if let Some(side) = castling_side(chess, piece, from, to) {
        return why_not_castle(chess, side);
    }
    if chess.us().contains(to) {
        return if from == to {
            shape(piece.role)
        } else {
            "own-piece"
        };
    }
    let path = if piece.role == sm::Role::Pawn {
        pawn_path(chess, from, to)
    } else if !attacks::attacks(from, piece, Bitboard::EMPTY).contains(to) {
        Err("piece-shape")
    } else if !attacks::attacks(from, piece, board.occupied()).contains(to) {
        Err("blocked")
    } else {
        Ok(())
    };
    if let Err(reason) = path {
        return reason;
    }
    let last_rank = chess.turn().fold_wb(sm::Rank::Eighth, sm::Rank::First);
    let promotes = piece.role == sm::Role::Pawn && to.rank() == last_rank;
    match (promotes, promotion) {
        (true, None) => "promotion-missing",
        (true, Some(sm::Role::King | sm::Role::Pawn)) | (false, Some(_)) => "bad-promotion",
        _ => "leaves-king-in-check",
    }
}

fn shape(role: sm::Role) -> &'static str {
    if role == sm::Role::Pawn {
        "pawn-shape"
    } else {
        "piece-shape"
    }
}

/// Pawns go one square forward (two from their start) onto an empty square,
/// or one diagonally forward to capture (en passant included).
fn pawn_path(chess: &Chess, from: sm::Square, to: sm::Square) -> Result<(), &'static str> {
    let occupied = chess.board().occupied();
    let forward: i32 = chess.turn().fold_wb(8, -8);
    let start_rank = chess.turn().fold_wb(sm::Rank::Second, sm::Rank::Seventh);
    let step = i32::from(to) - i32::from(from);
    let file_gap = u32::from(from.file()).abs_diff(u32::from(to.file()));
    if step == forward && file_gap == 0 {
        return if occupied.contains(to) {
            Err("blocked")
        } else {
            Ok(())
        };
    }
    if step == 2 * forward && file_gap == 0 {
        if from.rank() != start_rank {
            return Err("pawn-shape");
        }
        let middle = from.offset(forward);
        let blocked = middle.is_some_and(|m| occupied.contains(m)) || occupied.contains(to);
        return if blocked { Err("blocked") } else { Ok(()) };
    }
    if file_gap == 1 && (step == forward + 1 || step == forward - 1) {
        let en_passant = chess.ep_square(EnPassantMode::Always) == Some(to);
        return if chess.them().contains(to) || en_passant {
            Ok(())
        } else {
            Err("pawn-no-capture")
        };
    }
    Err("pawn-shape")
}

/// The castling a king's move stands for: two squares along its back rank
/// from the e-file, or onto its own rook (Chess960 style).
fn castling_side(
    chess: &Chess,
    piece: sm::Piece,
    from: sm::Square,
    to: sm::Square,
) -> Option<CastlingSide> {
    let back_rank = chess.turn().fold_wb(sm::Rank::First, sm::Rank::Eighth);
    if piece.role != sm::Role::King || from.rank() != back_rank || to.rank() != back_rank {
        return None;
    }
    let onto_own_rook = (chess.board().rooks() & chess.us()).contains(to);
    let two_steps = from.file() == sm::File::E && from.distance(to) == 2;
    (onto_own_rook || two_steps).then(|| CastlingSide::from_king_side(to.file() > from.file()))
}

/// Why castling on `side` is not legal now.
pub(super) fn why_not_castle(chess: &Chess, side: CastlingSide) -> &'static str {
    let castles = chess.castles();
    let Some(rook) = castles.rook(chess.turn(), side) else {
        return "no-castling-right";
    };
    let path = castles.path(chess.turn(), side);
    let king = chess.board().king_of(chess.turn());
    let in_the_way = (path & chess.board().occupied()).without(rook);
    let in_the_way = king.map_or(in_the_way, |k| in_the_way.without(k));
    if in_the_way.any() {
        "blocked"
    } else {
        "castling-through-check"
    }
}

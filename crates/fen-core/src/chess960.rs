//! The 960 start positions of Chess960 by their standard number (Scharnagl's
//! numbering, 0-959; 518 is the standard start), both ways.

use crate::{CastlingRights, Color, Piece, Position, Role, Square, Variant};

/// The number of the standard chess start among the 960.
pub const STANDARD: u16 = 518;

/// The five squares left after the bishops and queen, and where the two
/// knights go on them, by the number's last digit (0-9).
const KNIGHTS: [(usize, usize); 10] = [
    (0, 1),
    (0, 2),
    (0, 3),
    (0, 4),
    (1, 2),
    (1, 3),
    (1, 4),
    (2, 3),
    (2, 4),
    (3, 4),
];

/// White's back rank for start number `n` (files a-h), or `None` past 959.
pub fn back_rank(n: u16) -> Option<[Role; 8]> {
    if n > 959 {
        return None;
    }
    let mut rank: [Option<Role>; 8] = [None; 8];
    let n = usize::from(n);
    // Light-squared bishop on b, d, f or h; dark-squared on a, c, e or g.
    rank[n % 4 * 2 + 1] = Some(Role::Bishop);
    rank[n / 4 % 4 * 2] = Some(Role::Bishop);
    let n = n / 16;
    place_in_empty(&mut rank, n % 6, Role::Queen);
    let (first, second) = KNIGHTS[n / 6];
    // The second knight's index counts the squares left before the first was placed.
    place_in_empty(&mut rank, second, Role::Knight);
    place_in_empty(&mut rank, first, Role::Knight);
    for role in [Role::Rook, Role::King, Role::Rook] {
        place_in_empty(&mut rank, 0, role);
    }
    let mut roles = [Role::Pawn; 8];
    for (slot, role) in roles.iter_mut().zip(rank) {
        *slot = role?;
    }
    Some(roles)
}

fn place_in_empty(rank: &mut [Option<Role>; 8], index: usize, role: Role) {
    if let Some(slot) = rank.iter_mut().filter(|s| s.is_none()).nth(index) {
        *slot = Some(role);
    }
}

/// Start position number `n`: both back ranks, all pawns, every right, in
/// Chess960 mode (518 too: it is standard chess played with Chess960 rules).
pub fn start_position(n: u16) -> Option<Position> {
    let roles = back_rank(n)?;
    let mut pos = Position::empty(Variant::Chess);
    pos.chess960 = true;
    for (file, role) in (0..8u8).zip(roles) {
        pos.set(Square::new(file, 0), Some(Piece::new(Color::White, role)));
        pos.set(Square::new(file, 7), Some(Piece::new(Color::Black, role)));
        pos.set(
            Square::new(file, 1),
            Some(Piece::new(Color::White, Role::Pawn)),
        );
        pos.set(
            Square::new(file, 6),
            Some(Piece::new(Color::Black, Role::Pawn)),
        );
    }
    let mut rights = CastlingRights::NONE;
    for (file, role) in (0..8u8).zip(roles) {
        if role == Role::Rook {
            rights.set(Color::White, file, true);
            rights.set(Color::Black, file, true);
        }
    }
    pos.castling = rights;
    Some(pos)
}

/// The number of a start position's arrangement: White's back rank is one of
/// the 960, Black's mirrors it, and the pawns stand on their ranks.
pub fn number_of(pos: &Position) -> Option<u16> {
    if pos.variant != Variant::Chess {
        return None;
    }
    let mut roles = [Role::Pawn; 8];
    for (file, slot) in (0..8u8).zip(roles.iter_mut()) {
        let piece = pos.get(Square::new(file, 0))?;
        if piece.color != Color::White
            || pos.get(Square::new(file, 7)) != Some(Piece::new(Color::Black, piece.role))
            || pos.get(Square::new(file, 1)) != Some(Piece::new(Color::White, Role::Pawn))
            || pos.get(Square::new(file, 6)) != Some(Piece::new(Color::Black, Role::Pawn))
        {
            return None;
        }
        *slot = piece.role;
    }
    (0..960u16).find(|&n| back_rank(n) == Some(roles))
}

/// A Chess960 start asked for by number: `960 N`, `chess960 N` or
/// `chess960 #N` (any case). `Err` holds a number past 959.
pub fn parse_start(text: &str) -> Option<Result<u16, u32>> {
    let lower = text.trim().to_ascii_lowercase();
    let rest = ["chess960", "960"]
        .iter()
        .find_map(|prefix| lower.strip_prefix(prefix))?;
    if !rest.starts_with([' ', '\t', '#', ':']) {
        return None;
    }
    let digits = rest
        .trim_start()
        .trim_start_matches(['#', ':'])
        .trim_start();
    if digits.is_empty() || digits.len() > 6 || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let number: u32 = digits.parse().ok()?;
    Some(
        u16::try_from(number)
            .ok()
            .filter(|n| *n < 960)
            .ok_or(number),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fen::{ReadOptions, read_fen, write_fen};

    fn letters(n: u16) -> String {
        back_rank(n)
            .unwrap()
            .iter()
            .map(|r| r.letter().to_ascii_uppercase())
            .collect()
    }

    #[test]
    fn a_start_is_asked_for_by_number() {
        assert_eq!(parse_start("960 518"), Some(Ok(518)));
        assert_eq!(parse_start(" Chess960 #7 "), Some(Ok(7)));
        assert_eq!(parse_start("chess960:0"), Some(Ok(0)));
        assert_eq!(parse_start("960 960"), Some(Err(960)));
        assert_eq!(parse_start("960"), None);
        assert_eq!(parse_start("9601"), None);
        assert_eq!(parse_start("960 x"), None);
    }

    #[test]
    fn numbers_match_the_published_table() {
        // As python-chess 1.11.2 (`Board.from_chess960_pos`) numbers them.
        assert_eq!(letters(0), "BBQNNRKR");
        assert_eq!(letters(518), "RNBQKBNR");
        assert_eq!(letters(959), "RKRNNQBB");
        assert_eq!(letters(1), "BQNBNRKR");
        assert_eq!(letters(100), "QBBNRNKR");
        assert_eq!(back_rank(960), None);
    }

    #[test]
    fn every_number_is_a_distinct_legal_arrangement_and_reads_back() {
        let mut seen = std::collections::HashSet::new();
        for n in 0..960 {
            let pos = start_position(n).unwrap();
            assert!(seen.insert(letters(n)), "{n}");
            assert_eq!(number_of(&pos), Some(n));
            assert!(crate::rules::problems(&pos).is_empty(), "{n}");
            let fen = write_fen(&pos);
            let read = read_fen(&fen, ReadOptions::strict().with_chess960(true)).unwrap();
            assert_eq!(read.position, pos, "{fen}");
        }
        let standard = start_position(STANDARD).unwrap();
        assert_eq!(
            write_fen(&standard),
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
        );
    }
}

//! ICCS coordinates: written `h2e2` (ranks 0-9, as UCCI and pychess store
//! them) or `h3e3` (ranks 1-10, Fairy-Stockfish's UCI); read also in capitals
//! with a dash, `H2-E2`, as the ICCS format of xqbase's PGN files writes them.

use super::RankNumbering;
use crate::rules::Move;

pub fn write(mv: Move, numbering: RankNumbering) -> String {
    let first = match numbering {
        RankNumbering::FromZero => 0,
        RankNumbering::FromOne => 1,
    };
    let point = |sq: crate::Square| {
        format!(
            "{}{}",
            char::from(b'a' + sq.file),
            u32::from(sq.rank) + first
        )
    };
    format!("{}{}", point(mv.from), point(mv.to))
}

/// `H2-E2` or `h2e2` → `h2e2`; None unless the token is two file letters
/// each followed by a rank (one or two digits), with at most one dash
/// between the points. Whether the ranks fit the board is checked later.
pub fn normalise(token: &str) -> Option<String> {
    let lower = token.to_ascii_lowercase();
    let joined = match lower.split_once('-') {
        Some((from, to)) => format!("{from}{to}"),
        None => lower,
    };
    let bytes = joined.as_bytes();
    let file = |b: u8| (b'a'..=b'i').contains(&b);
    let mut at = 0;
    for _ in 0..2 {
        if !bytes.get(at).copied().is_some_and(file) {
            return None;
        }
        at += 1;
        let digits = bytes[at..]
            .iter()
            .take_while(|b| b.is_ascii_digit())
            .count();
        if !(1..=2).contains(&digits) {
            return None;
        }
        at += digits;
    }
    (at == bytes.len()).then_some(joined)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn capitals_and_a_dash_are_the_same_coordinates() {
        assert_eq!(normalise("H2-E2").as_deref(), Some("h2e2"));
        assert_eq!(normalise("h2e2").as_deref(), Some("h2e2"));
        assert_eq!(normalise("h10g8").as_deref(), Some("h10g8"));
        for other in ["C2=5", "h2", "j2e2", "h2-e2-", "H2--E2", "炮二平五"] {
            assert_eq!(normalise(other), None, "{other}");
        }
    }
}

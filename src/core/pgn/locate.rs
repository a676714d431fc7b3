//! Where a main-line move stands in a game's text, for error messages only:
//! pgn-reader hands over moves without their places. The walk passes over
//! what pgn-reader passes over (tags, comments, `%` lines, variations, move
//! numbers, NAGs, results) and counts the tokens pgn-reader takes for moves.

use shakmaty::san::SanPlus;

/// Byte offset in `game` (the text from the game's first byte on) of the
/// main line's move number `index` (0-based), if it is there.
pub(super) fn main_line_move(game: &[u8], index: usize) -> Option<usize> {
    let mut at = skip_tags(game);
    let mut seen = 0;
    while let Some(&byte) = game.get(at) {
        match byte {
            b'{' => at = after(game, at, b'}'),
            b';' => at = before(game, at, b'\n'),
            b'(' => at = skip_variation(game, at + 1),
            b'\n' => {
                at += 1;
                match game.get(at) {
                    Some(b'%') => at = before(game, at, b'\n'),
                    Some(b'[' | b'\n') => return None,
                    Some(b'\r') if game.get(at + 1) == Some(&b'\n') => return None,
                    _ => {}
                }
            }
            _ if is_token_end(byte) => at += 1,
            _ => {
                let end = token_end(game, at);
                if is_move(&game[at..end]) {
                    if seen == index {
                        return Some(at);
                    }
                    seen += 1;
                }
                at = end.max(at + 1);
            }
        }
    }
    None
}

/// Past the tag pairs and the whitespace after them.
fn skip_tags(game: &[u8]) -> usize {
    let mut at = 0;
    loop {
        while let Some(&byte) = game.get(at) {
            match byte {
                b' ' | b'\t' | b'\r' | b'\n' => at += 1,
                b'%' if at == 0 || game[at - 1] == b'\n' => at = before(game, at, b'\n'),
                _ => break,
            }
        }
        if game.get(at) != Some(&b'[') {
            return at;
        }
        at = before(game, at, b'\n');
    }
}

/// Past a variation whose `(` ends before `at`, nested ones included; stops
/// at a blank line like pgn-reader.
fn skip_variation(game: &[u8], mut at: usize) -> usize {
    let mut depth = 0usize;
    while let Some(&byte) = game.get(at) {
        match byte {
            b'(' => depth += 1,
            b')' => match depth.checked_sub(1) {
                Some(d) => depth = d,
                None => return at + 1,
            },
            b'{' => {
                at = after(game, at, b'}');
                continue;
            }
            b';' => {
                at = before(game, at, b'\n');
                continue;
            }
            b'\n' if matches!(game.get(at + 1), Some(b'[' | b'\n')) => return at,
            _ => {}
        }
        at += 1;
    }
    at
}

/// The offset just after the next `needle` at or after `at` (the end if none).
fn after(game: &[u8], at: usize, needle: u8) -> usize {
    before(game, at, needle).saturating_add(1).min(game.len())
}

/// The offset of the next `needle` at or after `at` (the end if none).
fn before(game: &[u8], at: usize, needle: u8) -> usize {
    game.get(at..)
        .and_then(|rest| rest.iter().position(|&b| b == needle))
        .map_or(game.len(), |found| at + found)
}

fn token_end(game: &[u8], at: usize) -> usize {
    game.get(at..)
        .and_then(|rest| rest.iter().position(|&b| is_token_end(b)))
        .map_or(game.len(), |found| at + found)
}

/// A token pgn-reader reads as a move: SAN all through, or castling with zeros.
fn is_move(token: &[u8]) -> bool {
    let castles = [
        &b"0-0"[..],
        b"0-0-0",
        b"0-0+",
        b"0-0#",
        b"0-0-0+",
        b"0-0-0#",
    ];
    castles.contains(&token)
        || SanPlus::from_ascii_prefix(token).is_ok_and(|(_, used)| used == token.len())
}

/// pgn-reader's token ends.
fn is_token_end(byte: u8) -> bool {
    matches!(
        byte,
        b' ' | b'\t'
            | b'\n'
            | b'\r'
            | b'{'
            | b'}'
            | b'('
            | b')'
            | b'!'
            | b'?'
            | b'$'
            | b';'
            | b'.'
            | b'*'
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn nth(text: &str, index: usize) -> Option<&str> {
        let at = main_line_move(text.as_bytes(), index)?;
        let end = token_end(text.as_bytes(), at);
        Some(&text[at..end])
    }

    #[test]
    fn moves_are_found_past_tags_comments_and_variations() {
        let game = "[Event \"a [b] \\\"c\\\"\"]\r\n[Site \"?\"]\r\n\r\n\
                    1. e4 {a (comment} e5 ; rest of line Nf6\r\n\
                    2. Nf3!? (2. f4 exf4 (2... d5)) $1 2... Nc6 3. O-O 0-0 1-0\r\n";
        let found: Vec<_> = (0..6).map(|i| nth(game, i)).collect();
        assert_eq!(
            found,
            [
                Some("e4"),
                Some("e5"),
                Some("Nf3"),
                Some("Nc6"),
                Some("O-O"),
                Some("0-0")
            ]
        );
        assert_eq!(nth(game, 6), None);
    }

    #[test]
    fn the_search_stops_at_the_blank_line_that_ends_the_game() {
        let text = "1. e4 e5\n\n1. d4 d5";
        assert_eq!(nth(text, 1), Some("e5"));
        assert_eq!(nth(text, 2), None);
    }
}

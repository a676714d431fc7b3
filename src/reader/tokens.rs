//! The words of one command line, each with the column it starts at, and the
//! piece tokens of `put` and `setup` (`wNf3`, `Nf3`, `nf3`, `f3`).

use crate::core::{Color, Role, Square, Variant};

/// One word of a line and its 1-based column (in characters).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Word<'a> {
    pub text: &'a str,
    pub column: usize,
}

/// The words of `line`, split at spaces and commas.
pub(super) fn words(line: &str) -> Vec<Word<'_>> {
    let mut out = Vec::new();
    let mut start: Option<(usize, usize)> = None;
    for (column, (at, c)) in line.char_indices().enumerate() {
        let separator = c.is_whitespace() || c == ',';
        match (separator, start) {
            (true, Some((from, col))) => {
                out.push(Word {
                    text: &line[from..at],
                    column: col + 1,
                });
                start = None;
            }
            (false, None) => start = Some((at, column)),
            _ => {}
        }
    }
    if let Some((from, col)) = start {
        out.push(Word {
            text: &line[from..],
            column: col + 1,
        });
    }
    out
}

/// What a piece token says: the square, and the piece if it names one (a
/// square alone repeats the piece before it in `setup`); whether it named
/// its colour with a letter (`w`, `b`, `r`) rather than by case.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct PieceToken {
    pub square: Square,
    pub role: Option<Role>,
    pub color: Option<Color>,
    /// The colour was given by a letter before the piece.
    pub color_named: bool,
}

/// Reads `wNf3`, `bKe8`, `Nf3` (uppercase White/Red), `nf3` (Black), `f3`.
pub(super) fn piece_token(text: &str, variant: Variant) -> Option<PieceToken> {
    if !text.is_ascii() || text.len() < 2 {
        return None;
    }
    // A square is a file letter and one digit (ranks 1-8, or 0-9 in xiangqi).
    let (head, tail) = text.split_at(text.len() - 2);
    let square = Square::parse(tail, variant)?;
    let mut chars = head.chars();
    match (chars.next(), chars.next(), chars.next()) {
        (None, ..) => Some(PieceToken {
            square,
            role: None,
            color: None,
            color_named: false,
        }),
        (Some(letter), None, _) => {
            let role = Role::from_letter(letter.to_ascii_lowercase(), variant)?;
            let color = if letter.is_ascii_uppercase() {
                Color::White
            } else {
                Color::Black
            };
            Some(PieceToken {
                square,
                role: Some(role),
                color: Some(color),
                color_named: false,
            })
        }
        (Some(colour), Some(letter), None) => {
            let color = match colour {
                'w' | 'W' => Color::White,
                'r' | 'R' if variant == Variant::Xiangqi => Color::White,
                'b' | 'B' => Color::Black,
                _ => return None,
            };
            let role = Role::from_letter(letter.to_ascii_lowercase(), variant)?;
            Some(PieceToken {
                square,
                role: Some(role),
                color: Some(color),
                color_named: true,
            })
        }
        _ => None,
    }
}

#[cfg(test)]
impl PieceToken {
    pub(super) fn piece(self) -> Option<crate::core::Piece> {
        Some(crate::core::Piece::new(self.color?, self.role?))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Piece;

    #[test]
    fn words_keep_their_columns() {
        let got: Vec<(&str, usize)> = words("setup wKg1,Pa2, b2  bKe8")
            .iter()
            .map(|w| (w.text, w.column))
            .collect();
        assert_eq!(
            got,
            [
                ("setup", 1),
                ("wKg1", 7),
                ("Pa2", 12),
                ("b2", 17),
                ("bKe8", 21)
            ]
        );
        // Columns count characters, not bytes.
        assert_eq!(words("é x")[1].column, 3);
    }

    #[test]
    fn piece_tokens_name_colour_by_letter_or_case() {
        let chess = Variant::Chess;
        let token = |t| piece_token(t, chess).and_then(PieceToken::piece);
        assert_eq!(token("Nf3"), Some(Piece::new(Color::White, Role::Knight)));
        assert_eq!(token("nf3"), Some(Piece::new(Color::Black, Role::Knight)));
        assert_eq!(token("bKe8"), Some(Piece::new(Color::Black, Role::King)));
        assert_eq!(token("wke1"), Some(Piece::new(Color::White, Role::King)));
        assert_eq!(token("bb3"), Some(Piece::new(Color::Black, Role::Bishop)));
        assert_eq!(piece_token("b2", chess).map(|t| t.role), Some(None));
        for bad in ["Nz3", "Xf3", "Nf9", "wwNf3", "Af3", "", "f", "é3"] {
            assert_eq!(piece_token(bad, chess), None, "{bad}");
        }
        let xiangqi = Variant::Xiangqi;
        let red_horse = piece_token("rNh0", xiangqi).and_then(PieceToken::piece);
        assert_eq!(red_horse, Some(Piece::new(Color::White, Role::Knight)));
        assert_eq!(
            piece_token("Ce2", xiangqi).map(|t| t.square),
            Some(Square::new(4, 2))
        );
        assert_eq!(piece_token("Qd1", xiangqi), None);
    }
}

//! How pieces are drawn as text: the Unicode chess symbols (♔ … ♟), the
//! traditional characters of xiangqi pieces (帥仕相傌俥炮兵 for Red, 將士象馬車砲卒
//! for Black), and the WXF letters (K A E H R C P).
//!
//! One table for every face that draws a piece as a character: the editor's
//! glyph style, `show --pieces glyphs`, text, LaTeX and SVG diagrams.

use crate::{Color, Piece, Role, Variant};

/// The symbol of `piece` on a `variant` board: a Unicode chess symbol, or
/// the traditional character of a xiangqi piece (Red's and Black's differ).
/// A role the game does not have (a queen on a xiangqi board) is written
/// as its FEN letter.
///
/// # Examples
///
/// ```
/// use fen_core::symbols::symbol;
/// use fen_core::{Color, Piece, Role, Variant};
///
/// assert_eq!(symbol(Piece::new(Color::White, Role::Knight), Variant::Chess), "♘");
/// assert_eq!(symbol(Piece::new(Color::Black, Role::Knight), Variant::Chess), "♞");
/// assert_eq!(symbol(Piece::new(Color::White, Role::Cannon), Variant::Xiangqi), "炮");
/// assert_eq!(symbol(Piece::new(Color::Black, Role::Cannon), Variant::Xiangqi), "砲");
/// assert_eq!(symbol(Piece::new(Color::Black, Role::Queen), Variant::Xiangqi), "q");
/// ```
pub fn symbol(piece: Piece, variant: Variant) -> &'static str {
    let side = usize::from(piece.color == Color::Black);
    let pair = match (variant, piece.role) {
        (Variant::Chess, Role::King) => ["♔", "♚"],
        (Variant::Chess, Role::Queen) => ["♕", "♛"],
        (Variant::Chess, Role::Rook) => ["♖", "♜"],
        (Variant::Chess, Role::Bishop) => ["♗", "♝"],
        (Variant::Chess, Role::Knight) => ["♘", "♞"],
        (Variant::Chess, Role::Pawn) => ["♙", "♟"],
        (Variant::Xiangqi, Role::King) => ["帥", "將"],
        (Variant::Xiangqi, Role::Advisor) => ["仕", "士"],
        (Variant::Xiangqi, Role::Bishop) => ["相", "象"],
        (Variant::Xiangqi, Role::Knight) => ["傌", "馬"],
        (Variant::Xiangqi, Role::Rook) => ["俥", "車"],
        (Variant::Xiangqi, Role::Cannon) => ["炮", "砲"],
        (Variant::Xiangqi, Role::Pawn) => ["兵", "卒"],
        _ => return fen_letter(piece),
    };
    pair[side]
}

/// The simplified character of a xiangqi piece, as mainland books print
/// them: 帅仕相马车炮兵 for Red, 将士象马车炮卒 for Black (where [`symbol`]
/// gives the traditional 帥仕相傌俥炮兵 / 將士象馬車砲卒). Any other piece
/// is written as [`symbol`] writes it.
///
/// ```
/// use fen_core::symbols::simplified;
/// use fen_core::{Color, Piece, Role, Variant};
///
/// assert_eq!(simplified(Piece::new(Color::White, Role::Knight), Variant::Xiangqi), "马");
/// assert_eq!(simplified(Piece::new(Color::Black, Role::Cannon), Variant::Xiangqi), "炮");
/// assert_eq!(simplified(Piece::new(Color::Black, Role::King), Variant::Xiangqi), "将");
/// ```
pub fn simplified(piece: Piece, variant: Variant) -> &'static str {
    let side = usize::from(piece.color == Color::Black);
    let pair = match (variant, piece.role) {
        (Variant::Xiangqi, Role::King) => ["帅", "将"],
        (Variant::Xiangqi, Role::Advisor) => ["仕", "士"],
        (Variant::Xiangqi, Role::Bishop) => ["相", "象"],
        (Variant::Xiangqi, Role::Knight) => ["马", "马"],
        (Variant::Xiangqi, Role::Rook) => ["车", "车"],
        (Variant::Xiangqi, Role::Cannon) => ["炮", "炮"],
        (Variant::Xiangqi, Role::Pawn) => ["兵", "卒"],
        _ => return symbol(piece, variant),
    };
    pair[side]
}

/// [`symbol`] as one character.
pub fn symbol_char(piece: Piece, variant: Variant) -> char {
    symbol(piece, variant).chars().next().unwrap_or('?')
}

/// The FEN letter of `piece` as a string: uppercase for White/Red.
///
/// ```
/// use fen_core::symbols::fen_letter;
/// use fen_core::{Color, Piece, Role};
///
/// assert_eq!(fen_letter(Piece::new(Color::White, Role::Advisor)), "A");
/// assert_eq!(fen_letter(Piece::new(Color::Black, Role::Pawn)), "p");
/// ```
pub fn fen_letter(piece: Piece) -> &'static str {
    const LETTERS: &str = "KQRBNPACkqrbnpac";
    let index = LETTERS.find(piece.fen_char()).unwrap_or(0);
    LETTERS.get(index..index + 1).unwrap_or("?")
}

/// The WXF letter of a xiangqi role, the same for both sides: K (general),
/// A (advisor), E (elephant), H (horse), R (chariot), C (cannon), P (soldier).
/// What WXF notation writes (`C2=5`) and what diagrams print on the discs.
///
/// ```
/// use fen_core::symbols::wxf_letter;
/// use fen_core::Role;
///
/// assert_eq!(wxf_letter(Role::Knight), 'H');
/// assert_eq!(wxf_letter(Role::Bishop), 'E');
/// ```
pub const fn wxf_letter(role: Role) -> char {
    match role {
        Role::King => 'K',
        Role::Advisor => 'A',
        Role::Bishop => 'E',
        Role::Knight => 'H',
        Role::Rook => 'R',
        Role::Cannon => 'C',
        Role::Pawn | Role::Queen => 'P',
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_piece_of_each_game_has_its_own_symbol_and_the_chess_ones_are_unicodes_block() {
        for variant in Variant::ALL {
            let mut seen = std::collections::BTreeSet::new();
            for &role in Role::all(variant) {
                for color in [Color::White, Color::Black] {
                    let text = symbol(Piece::new(color, role), variant);
                    assert_eq!(text.chars().count(), 1, "{text}");
                    assert!(seen.insert(text), "{text} twice in {variant:?}");
                }
            }
        }
        // U+2654..U+265F: white king … black pawn, in Unicode's order.
        let chess: String = [Color::White, Color::Black]
            .into_iter()
            .flat_map(|c| Role::CHESS.map(|r| symbol_char(Piece::new(c, r), Variant::Chess)))
            .collect();
        assert_eq!(chess, "♔♕♖♗♘♙♚♛♜♝♞♟");
    }
}

//! How a piece is written in the piece style chosen: its FEN letter, or its
//! symbol (♔, 帥) from fen-core's one piece table. The board colours are
//! `theme`'s, not this.

use crate::core::symbols::{fen_letter, simplified, symbol};
use crate::core::{Piece, Variant};
use crate::tui::app::{App, PieceStyle};

/// How a piece is written in the chosen style.
pub fn piece_text(piece: Piece, variant: Variant, style: PieceStyle) -> &'static str {
    if style == PieceStyle::Letters {
        fen_letter(piece)
    } else {
        symbol(piece, variant)
    }
}

/// How the editor writes a piece: its style, and xiangqi's glyphs in
/// simplified characters when asked (`--characters simplified`).
pub fn app_piece_text(
    app: &App,
    piece: Piece,
    variant: Variant,
    style: PieceStyle,
) -> &'static str {
    if style == PieceStyle::Glyphs && variant == Variant::Xiangqi && app.simplified_characters() {
        simplified(piece, variant)
    } else {
        piece_text(piece, variant, style)
    }
}

#[cfg(test)]
mod tests {
    use crate::i18n::Lang;
    use crate::tui::action::Action;

    /// `--characters simplified`: the editor's xiangqi glyphs on the board
    /// and the palette in simplified characters (帅 车 马), as diagrams can
    /// print them; traditional (帥 俥 傌) by default (issue 38).
    #[test]
    fn xiangqi_glyphs_are_simplified_when_asked() {
        let mut app = crate::tui::app::tests::app_xiangqi();
        app.update(Action::TogglePieceStyle);
        let traditional = crate::tui::view::text_in(&app, Lang::Zh, 120, 40);
        for glyph in ["帥", "俥", "傌", "將", "車", "馬", "砲"] {
            assert!(
                traditional.contains(glyph),
                "{glyph} not in:\n{traditional}"
            );
        }
        app.set_simplified_characters(true);
        let simplified = crate::tui::view::text_in(&app, Lang::Zh, 120, 40);
        for glyph in ["帅", "车", "马", "将", "卒"] {
            assert!(simplified.contains(glyph), "{glyph} not in:\n{simplified}");
        }
        for glyph in ["帥", "俥", "傌", "將", "車", "馬", "砲"] {
            assert!(!simplified.contains(glyph), "{glyph} in:\n{simplified}");
        }
        // Letters stay letters.
        app.update(Action::TogglePieceStyle);
        // (The Problems panel's words may name 帅 themselves: the spare pieces'
        // row, the screen's first line, is where the glyphs would show.)
        let letters = crate::tui::view::text_in(&app, Lang::Zh, 120, 40);
        let spare = letters.lines().next().unwrap_or_default();
        assert!(
            spare.contains(" k ") && !spare.contains('帅') && !spare.contains('帥'),
            "{letters}"
        );
    }
}

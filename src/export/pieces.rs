//! The pieces as reusable SVG drawings, each in a 100 × 100 cell: chess pieces
//! from DejaVu Sans's chess symbols (the shape filled white, the outline in
//! ink), xiangqi pieces as discs with their Chinese character (traditional
//! forms, as on the editor's glyph theme) or their WXF letter, both from
//! fen-core's piece table (`core::symbols`).

use super::glyphs::{self, Anchor};
use super::theme::Theme;
use crate::core::symbols::{simplified, symbol, wxf_letter};
use crate::core::{Color, Piece, Variant};
use std::collections::BTreeMap;
use std::fmt::Write as _;

/// How xiangqi pieces are written on their discs.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum XiangqiPieces {
    /// 帥仕相傌俥炮兵 / 將士象馬車砲卒.
    #[default]
    Characters,
    /// 帅仕相马车炮兵 / 将士象马车炮卒, as mainland books print them
    /// (`--characters simplified`).
    Simplified,
    /// K A E H R C P (the World Xiangqi Federation's letters).
    Wxf,
}

/// The pieces a document uses, written once in its `<defs>`.
#[derive(Debug, Default)]
pub struct Defs {
    used: BTreeMap<String, (Variant, Piece)>,
}

/// The id a piece's drawing has in `<defs>`.
pub fn id(variant: Variant, piece: Piece) -> String {
    let side = if piece.color == Color::White {
        'w'
    } else {
        'b'
    };
    let game = if variant == Variant::Chess { "c" } else { "x" };
    format!("{game}{side}{}", piece.role.letter())
}

impl Defs {
    /// A `<use>` of `piece` with its cell's top-left corner at (x, y).
    pub fn place(&mut self, variant: Variant, piece: Piece, x: f32, y: f32) -> String {
        let id = id(variant, piece);
        let placed = format!(
            "<use xlink:href=\"#{id}\" x=\"{}\" y=\"{}\"/>",
            glyphs::num(x),
            glyphs::num(y)
        );
        self.used.insert(id, (variant, piece));
        placed
    }

    /// The `<defs>` element with every piece placed so far.
    pub fn write(&self, theme: &Theme, letters: XiangqiPieces) -> String {
        let mut out = String::from("<defs>");
        out.push_str(&check_gradient(theme));
        for (id, (variant, piece)) in &self.used {
            let _ = write!(out, "<g id=\"{id}\">");
            out.push_str(&match variant {
                Variant::Chess => chess_piece(*piece),
                Variant::Xiangqi => xiangqi_piece(*piece, theme, letters),
            });
            out.push_str("</g>");
        }
        out.push_str("</defs>");
        out
    }
}

/// The glow under a chess king in check.
fn check_gradient(theme: &Theme) -> String {
    format!(
        "<radialGradient id=\"check\"><stop offset=\"0\" stop-color=\"{c}\"/>\
         <stop offset=\"0.5\" stop-color=\"{c}\" stop-opacity=\"0.85\"/>\
         <stop offset=\"1\" stop-color=\"{c}\" stop-opacity=\"0\"/></radialGradient>",
        c = theme.check
    )
}

fn chess_piece(piece: Piece) -> String {
    let letter = piece.role.letter();
    let ink = if piece.color == Color::White {
        "white"
    } else {
        "black"
    };
    let shape = glyphs::piece_path(&format!("chess-{letter}-shape")).unwrap_or("");
    let outline = glyphs::piece_path(&format!("chess-{letter}-{ink}")).unwrap_or("");
    format!(
        "<g transform=\"scale(0.1)\"><path fill=\"#ffffff\" d=\"{shape}\"/>\
         <path fill=\"#000000\" d=\"{outline}\"/></g>"
    )
}

fn xiangqi_piece(piece: Piece, theme: &Theme, letters: XiangqiPieces) -> String {
    let (disc, ink) = if piece.color == Color::White {
        (theme.red_disc, theme.red_ink)
    } else {
        (theme.black_disc, theme.black_ink)
    };
    let mut out = format!(
        "<circle cx=\"50\" cy=\"50\" r=\"45\" fill=\"{disc}\" stroke=\"{ink}\" stroke-width=\"3\"/>\
         <circle cx=\"50\" cy=\"50\" r=\"38\" fill=\"none\" stroke=\"{ink}\" stroke-width=\"1.5\"/>"
    );
    match letters {
        XiangqiPieces::Characters => {
            let path = glyphs::piece_path(&format!("xiangqi-{}", symbol(piece, Variant::Xiangqi)))
                .unwrap_or("");
            let _ = write!(
                out,
                "<path fill=\"{ink}\" transform=\"translate(18 18) scale(0.064)\" d=\"{path}\"/>"
            );
        }
        XiangqiPieces::Simplified => {
            let character = simplified(piece, Variant::Xiangqi);
            out.push_str(&glyphs::text(
                character,
                50.0,
                72.0,
                60.0,
                Anchor::Middle,
                ink,
            ));
        }
        XiangqiPieces::Wxf => {
            let letter = wxf_letter(piece.role).to_string();
            out.push_str(&glyphs::text(
                &letter,
                50.0,
                68.0,
                52.0,
                Anchor::Middle,
                ink,
            ));
        }
    }
    out
}

//! Words for the editor's Chess960 keys and the castling panel's marks.

use crate::core::fen::CastlingNotation;
use crate::core::transform::Transform;
use crate::core::{Arg, Color, Variant};
use crate::i18n::Localizer;
use crate::tui::app::Chess960Notice;

/// The status line after a Chess960 or transform key.
pub fn notice_text(loc: &Localizer, notice: &Chess960Notice) -> String {
    match notice {
        Chess960Notice::Mode(on) => loc.text(if *on {
            "notice-chess960-on"
        } else {
            "notice-chess960-off"
        }),
        Chess960Notice::Notation(notation) => loc.format(
            "notice-castling-notation",
            &[("notation", Arg::from(notation_key(*notation)))],
        ),
        Chess960Notice::Start(number) => loc.format(
            "notice-chess960-start",
            &[("number", Arg::from(u32::from(*number)))],
        ),
        Chess960Notice::Transformed(transform, notes) => {
            let mut text = loc.text(transform_id(*transform));
            for note in notes {
                text.push_str("; ");
                text.push_str(&loc.diagnostic(note, Variant::Chess));
            }
            text
        }
        Chess960Notice::ChessOnly => loc.text("notice-chess960-chess-only"),
    }
}

pub fn notation_key(notation: CastlingNotation) -> &'static str {
    match notation {
        CastlingNotation::XFen => "xfen",
        CastlingNotation::Shredder => "shredder",
    }
}

fn transform_id(transform: Transform) -> &'static str {
    match transform {
        Transform::SwapColors => "notice-swapped-colors",
        Transform::Mirror => "notice-mirrored",
        Transform::Rotate => "notice-rotated",
        Transform::Clear(Color::White) => "notice-cleared-white",
        Transform::Clear(Color::Black) => "notice-cleared-black",
    }
}

/// The Chess960 line under the castling toggles: the mode, the notation, and
/// the start number when the board is one of the 960 starts.
pub fn mode_line(loc: &Localizer, notation: CastlingNotation, number: Option<u16>) -> String {
    let mode = loc.format(
        "panel-chess960",
        &[("notation", Arg::from(notation_key(notation)))],
    );
    match number {
        Some(n) => format!(
            "{mode} · {}",
            loc.format(
                "panel-chess960-start",
                &[("number", Arg::from(u32::from(n)))]
            )
        ),
        None => mode,
    }
}

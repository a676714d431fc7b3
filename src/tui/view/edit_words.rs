//! The status line's words for what the spare pieces, the mouse and typing
//! on the board did.

use super::panels::side_name;
use crate::core::{Arg, Piece, Square, Variant};
use crate::i18n::Localizer;
use crate::tui::app::{App, EditNotice, Tool};

/// The status line's words for what the palette, the mouse and typing did.
pub fn notice_text(app: &App, notice: &EditNotice, loc: &Localizer) -> String {
    let variant = app.variant();
    let square = |s: Square| Arg::from(s.name(variant));
    match *notice {
        EditNotice::Picking => loc.text("notice-pick-tool"),
        EditNotice::ToolChosen(Some(Tool::Piece(piece))) => {
            loc.format("notice-tool-piece", &piece_args(piece, variant, loc))
        }
        EditNotice::ToolChosen(Some(Tool::Delete)) => loc.text("notice-tool-delete"),
        EditNotice::ToolChosen(None) => loc.text("notice-tool-none"),
        EditNotice::NoTool => loc.text("notice-no-tool"),
        EditNotice::NotATool(c) => loc.format(
            "notice-not-a-tool",
            &[(
                "letter",
                Arg::from(super::visible::visible_text(&c.to_string())),
            )],
        ),
        EditNotice::Moved { piece, from, to } => {
            let mut args = piece_args(piece, variant, loc).to_vec();
            args.extend([("from", square(from)), ("to", square(to))]);
            loc.format("notice-moved", &args)
        }
        EditNotice::Removed { piece, square: at } => {
            let mut args = piece_args(piece, variant, loc).to_vec();
            args.push(("square", square(at)));
            loc.format("notice-removed", &args)
        }
        EditNotice::Carrying { piece, from } => {
            let mut args = piece_args(piece, variant, loc).to_vec();
            args.push(("square", square(from)));
            loc.format("notice-carrying", &args)
        }
        EditNotice::NothingToCarry(at) => {
            loc.format("notice-nothing-to-carry", &[("square", square(at))])
        }
        EditNotice::PutBack { piece, square: at } => {
            let mut args = piece_args(piece, variant, loc).to_vec();
            args.push(("square", square(at)));
            loc.format("notice-put-back", &args)
        }
        EditNotice::EndReached(at) => loc.format("notice-end-reached", &[("square", square(at))]),
        EditNotice::PastEnd(at) => loc.format("notice-past-end", &[("square", square(at))]),
        EditNotice::NextRank(at) => loc.format("notice-next-rank", &[("square", square(at))]),
        EditNotice::RankEnded(at) => loc.format("notice-rank-ended", &[("square", square(at))]),
        EditNotice::NoRankBelow(at) => {
            loc.format("notice-no-rank-below", &[("square", square(at))])
        }
        EditNotice::EnPassantDropped(at) => {
            loc.format("notice-en-passant-dropped", &[("square", square(at))])
        }
    }
}

fn piece_args(piece: Piece, variant: Variant, loc: &Localizer) -> [(&'static str, Arg); 3] {
    [
        ("letter", Arg::from(piece.fen_char())),
        ("side", Arg::from(side_name(loc, piece.color, variant))),
        (
            "piece",
            Arg::from(super::panels::piece_name(loc, piece, variant)),
        ),
    ]
}

//! A picture's reading in words, for the status line and the Problems
//! panel: "3 squares uncertain: d4 (N or B?) …", that the side to move,
//! castling and en passant are guesses, and why a pasted picture gave no
//! position.

use crate::core::{Arg, Variant};
use crate::i18n::Localizer;
use crate::tui::app::{PictureNote, PictureRefusal};
use crate::tui::view::visible::visible_text;

/// The status line after a picture was read: its doubts, or that the other fields are guesses.
pub fn notice(loc: &Localizer, note: &PictureNote) -> String {
    if note.doubts.is_empty() {
        guessed(loc, note)
    } else {
        uncertain(loc, note)
    }
}

/// "3 squares uncertain: d4 (N or B?), …".
pub fn uncertain(loc: &Localizer, note: &PictureNote) -> String {
    let name = |c: char| match c {
        '.' => loc.text("image-empty"),
        c => c.to_string(),
    };
    let list: Vec<String> = note
        .doubts
        .iter()
        .map(|d| {
            loc.format(
                "image-doubt",
                &[
                    ("square", Arg::from(d.square.name(note.variant))),
                    ("read", Arg::from(name(d.read))),
                    ("or", Arg::from(name(d.or))),
                ],
            )
        })
        .collect();
    loc.format(
        match note.variant {
            Variant::Chess => "image-uncertain",
            Variant::Xiangqi => "image-uncertain-points",
        },
        &[
            ("count", Arg::from(note.doubts.len())),
            ("list", Arg::from(list.join(", "))),
        ],
    )
}

/// That the side to move, castling and en passant are guesses, and where the picture came from.
pub fn guessed(loc: &Localizer, note: &PictureNote) -> String {
    let xiangqi = note.variant == Variant::Xiangqi;
    if note.file.is_empty() {
        loc.text(if xiangqi {
            "image-guessed-clipboard-xiangqi"
        } else {
            "image-guessed-clipboard"
        })
    } else {
        loc.format(
            if xiangqi {
                "image-guessed-xiangqi"
            } else {
                "image-guessed"
            },
            &[("file", Arg::from(visible_text(&note.file)))],
        )
    }
}

/// Why a pasted picture gave no position (the board is unchanged).
pub fn refused(loc: &Localizer, refusal: &PictureRefusal) -> String {
    match refusal {
        PictureRefusal::NoBoard => loc.text("image-pasted-no-board"),
        PictureRefusal::Damaged(why) => loc.format(
            "image-pasted-damaged",
            &[("reason", Arg::from(visible_text(why)))],
        ),
    }
}

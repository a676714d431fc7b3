//! What the teaching views tell the status line, and in which words.

use crate::core::Arg;
use crate::i18n::Localizer;

/// What the teaching views tell on the status line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TeachNotice {
    /// Leaving the moves view kept the position after this many moves.
    MovesKept(usize),
    /// An exercise started: "build the position" cleared the board.
    BoardCleared,
}

pub fn notice_text(notice: &TeachNotice, loc: &Localizer) -> String {
    match notice {
        TeachNotice::MovesKept(count) => {
            loc.format("notice-moves-kept", &[("count", Arg::from(*count))])
        }
        TeachNotice::BoardCleared => loc.text("notice-build-started"),
    }
}

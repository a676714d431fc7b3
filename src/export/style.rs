//! How a diagram looks, whatever its format: the one setting the writers
//! of every format (`svg`, `latex`, `png`, `pdf`) take.

use super::{Theme, XiangqiPieces};

/// How a diagram looks, whatever the format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Style {
    pub theme: Theme,
    /// File letters below and rank numbers beside the board.
    pub coordinates: bool,
    /// Xiangqi coordinates as Chinese players read them (九…一 under Red's
    /// edge, 1…9 along Black's; `--coordinates chinese`).
    pub chinese_coordinates: bool,
    pub xiangqi_pieces: XiangqiPieces,
    /// Leave the margins round the board (the coordinates' room) see-through,
    /// instead of the paper colour under them (what shows the coordinates on
    /// a dark slide too).
    pub transparent: bool,
}

impl Default for Style {
    fn default() -> Style {
        Style {
            theme: Theme::default(),
            coordinates: true,
            chinese_coordinates: false,
            xiangqi_pieces: XiangqiPieces::Characters,
            transparent: false,
        }
    }
}

//! The parts of the editor's state that its behaviour files change (focus,
//! piece style, looks, the spare pieces, the moves played): data and their
//! own small methods, beneath `App`, which holds them.

use crate::core::rules::Move;
use crate::core::{Piece, Position, Square, Variant};
use crate::tui::action::{Grab, Tool};
use crate::tui::keymap::UserKeys;
use crate::tui::reading::Reading;
use crate::tui::theme::BoardTheme;

/// Where the keyboard goes, in Tab order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Focus {
    Board,
    SideToMove,
    Castling,
    EnPassant,
    HalfmoveClock,
    FullmoveNumber,
    FenField,
}

impl Focus {
    const ORDER: [Focus; 7] = [
        Focus::Board,
        Focus::SideToMove,
        Focus::Castling,
        Focus::EnPassant,
        Focus::HalfmoveClock,
        Focus::FullmoveNumber,
        Focus::FenField,
    ];

    /// Xiangqi has no castling or en passant, so those panels are skipped.
    pub fn exists_in(self, variant: Variant) -> bool {
        variant == Variant::Chess || !matches!(self, Focus::Castling | Focus::EnPassant)
    }

    pub(super) fn step(self, variant: Variant, forward: bool) -> Focus {
        let n = Self::ORDER.len();
        let mut i = Self::ORDER.iter().position(|f| *f == self).unwrap_or(0);
        loop {
            i = if forward {
                (i + 1) % n
            } else {
                (i + n - 1) % n
            };
            let next = Self::ORDER[i];
            if next.exists_in(variant) {
                return next;
            }
        }
    }
}

/// How pieces are drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum PieceStyle {
    /// FEN letters: the tool teaches FEN.
    #[default]
    Letters,
    /// ♔♕♖… or 帥仕相…
    Glyphs,
}

/// The choices the editor remembers across runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Look {
    pub board: BoardTheme,
    pub glyphs: bool,
    pub coordinates: bool,
}

/// The look's part of the state, and the config's keys.
#[derive(Clone, Debug)]
pub(crate) struct Looks {
    pub(super) board: BoardTheme,
    pub(super) coordinates: bool,
    pub(super) user_keys: UserKeys,
    /// Xiangqi glyphs in simplified characters (帅 车 马), not traditional.
    pub(super) simplified: bool,
}

impl Default for Looks {
    fn default() -> Looks {
        Looks {
            board: BoardTheme::Default,
            coordinates: true,
            user_keys: UserKeys::default(),
            simplified: false,
        }
    }
}

/// A piece held under the mouse button.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Drag {
    pub from: Grab,
    /// The piece held (for drawing it where it would land).
    pub piece: Piece,
    /// The square under the pointer now (`None`: off the board).
    pub over: Option<Square>,
    /// The grabbed spare piece was the chosen tool already: letting it go
    /// off the board puts the tool away, as a second click on it would.
    pub(super) put_away_on_release: bool,
}

/// The palette's state: the chosen tool, whether the next key chooses one,
/// and the drag in progress.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Palette {
    pub(super) tool: Option<Tool>,
    pub(super) picking: bool,
    pub(super) drag: Option<Drag>,
    /// The square of the piece Space lifted (see `palette.rs`: the keyboard's carry).
    pub(super) carried: Option<Square>,
}

/// The moves a text played (`FEN moves ...`, `position startpos moves ...`),
/// kept while the board still shows the position they lead to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MovesPlayed {
    pub(super) start: Position,
    pub(super) moves: Vec<Move>,
    /// Where the moves lead; any other position on the board makes them stale.
    pub(super) after: Position,
}

impl MovesPlayed {
    /// The moves of a reading, when it read and played at least one.
    pub fn of(reading: &Reading) -> Option<MovesPlayed> {
        if reading.moves.is_empty() {
            return None;
        }
        Some(MovesPlayed {
            start: reading.start?,
            moves: reading.moves.clone(),
            after: reading.position?,
        })
    }
}

//! The editor's own notices of its parts, for the status line (the Chess960
//! keys, the palette, the looks); `Notice` in `mod.rs` holds them. Data
//! only: the parts' behaviour files import them without a circle through
//! `App` (their words are in `view/chess960.rs`, `edit_words.rs`, `looks.rs`).

use crate::core::fen::CastlingNotation;
use crate::core::transform::Transform;
use crate::core::{Diagnostic, Piece, Square};
use crate::tui::action::Tool;
use crate::tui::theme::BoardTheme;

/// What a Chess960 key did, for the status line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Chess960Notice {
    Mode(bool),
    Notation(CastlingNotation),
    /// The Chess960 start with this number is set up.
    Start(u16),
    /// The transform was applied; the notes say what it dropped.
    Transformed(Transform, Vec<Diagnostic>),
    /// Chess960 means nothing in xiangqi.
    ChessOnly,
}

/// What the palette tells on the status line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EditNotice {
    /// Ctrl-P: the next key chooses the tool.
    Picking,
    /// This tool was chosen (`None`: put away, clicks move the cursor).
    ToolChosen(Option<Tool>),
    /// Enter on the board with no tool chosen.
    NoTool,
    /// A letter while picking that is no piece of this game.
    NotATool(char),
    Moved {
        piece: Piece,
        from: Square,
        to: Square,
    },
    /// Dragged off the board.
    Removed { piece: Piece, square: Square },
    /// Typing filled the last square; it stops there.
    EndReached(Square),
    /// Typing after the last square was filled: refused.
    PastEnd(Square),
    /// `/` went to this rank's start.
    NextRank(Square),
    /// `/` right after typing filled the rank above: it ends that rank, and
    /// the cursor stays at this start (as `8/` in a FEN).
    RankEnded(Square),
    /// `/` on the last rank: there is none below.
    NoRankBelow(Square),
    /// An en-passant target the board no longer allows was taken out.
    EnPassantDropped(Square),
    /// Space lifted this piece from this square.
    Carrying { piece: Piece, from: Square },
    /// Space on an empty square: nothing to lift.
    NothingToCarry(Square),
    /// The lifted piece stays where it was.
    PutBack { piece: Piece, square: Square },
}

/// What a look change did, for the status line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LookNotice {
    Theme(BoardTheme),
    Coordinates(bool),
    /// The choice could not be written to the config file: the system's words.
    NotRemembered(String),
    /// The config file has a line toml_edit cannot read (this one).
    NotRememberedAt(usize),
}

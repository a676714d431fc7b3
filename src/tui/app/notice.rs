//! What the last action did, for the status line: the editor's notices and
//! each overlay's (words come from the .ftl files, written by `view::status`
//! and each overlay's `notice.rs`). Data only, beneath `App` and every layer.

use super::controls::Unavailable;
use crate::clipboard::CopyOutcome;
use crate::core::fen::CastlingNotation;
use crate::core::transform::Transform;
use crate::core::{Diagnostic, Piece, Square};
use crate::i18n::Lang;
use crate::tui::action::Tool;
use crate::tui::layers::export::notice::ExportNotice;
use crate::tui::layers::files::notice::FileNotice;
use crate::tui::layers::library::notice::LibraryNotice;
use crate::tui::layers::share::state::{NotOffered, ShareTarget};
use crate::tui::layers::teach::notice::TeachNotice;
use crate::tui::theme::BoardTheme;

/// What the last action did, for the status line (words come from ui.ftl).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    Welcome,
    Copied(CopyOutcome),
    ClipboardFailed {
        code: &'static str,
        detail: Option<String>,
    },
    ClipboardEmpty,
    Pasted {
        warnings: usize,
    },
    PasteUnreadable {
        errors: usize,
    },
    Undone,
    NothingToUndo,
    Redone,
    NothingToRedo,
    Flipped,
    StartPosition,
    EmptyBoard,
    VariantSwitched,
    SideToggled,
    PieceStyleChanged,
    /// The language key chose this interface language.
    LanguageSwitched(Lang),
    NotAPiece(char),
    /// A paste refused before reading (too long).
    Refused(Diagnostic),
    /// A pasted game stopped at a move (the PGN reader's error, listed in
    /// the Problems panel); the board stands at the move before.
    GameStopped,
    /// A pasted game that gave no position (its FEN tag did not read).
    GameUnreadable(Diagnostic),
    /// A letter typed on the board put this piece on this square.
    Placed(Piece, Square),
    /// A digit typed on the board cleared this many squares from this one.
    Cleared(u8, Square),
    FieldReads {
        warnings: usize,
    },
    FieldUnreadable {
        errors: usize,
    },
    /// Why the castling toggle with this letter cannot be switched on.
    CastlingUnavailable(Unavailable, char),
    /// The share menu's text was copied, this way.
    Shared(ShareTarget, CopyOutcome),
    /// A share line that does not apply here was chosen: why not.
    ShareNotOffered(ShareTarget, NotOffered),
    /// The share menu's text could not be copied, and why.
    ShareFailed {
        target: ShareTarget,
        code: &'static str,
        detail: Option<String>,
    },
    SessionRestored,
    SessionDiscarded,
    NothingToResume,
    /// The session file was ignored: the Fluent id of why, and details.
    SessionUnreadable {
        code: &'static str,
        detail: String,
    },
    /// The session file could not be written: the system's words.
    SessionNotSaved(crate::files::Reason),
    /// Another editor (this process id) owns the session file.
    SessionInUse(u32),
    Teach(TeachNotice),
    Chess960(Chess960Notice),
    File(FileNotice),
    Edit(EditNotice),
    Library(LibraryNotice),
    Look(LookNotice),
    Export(ExportNotice),
}

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

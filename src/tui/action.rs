//! Everything a user can ask the editor to do, in the user's words. Keys, mouse
//! clicks and pastes all become an `Action` before anything changes.

use crate::clipboard::CopyOutcome;
use crate::core::Square;

/// A direction on the screen (after any board flip is undone by the app).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Direction {
    Up,
    Down,
    Left,
    Right,
}

/// One panel control a mouse click can hit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Control {
    SideToMove,
    /// 0 = White king side (K), 1 = White queen side (Q), 2 = k, 3 = q.
    Castling(usize),
    /// Index into the en-passant choices (0 = `-`).
    EnPassant(usize),
    HalfmoveClock,
    FullmoveNumber,
    FenField,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    Quit,
    CopyFen,
    PasteFromClipboard,
    /// Text delivered by the clipboard or by the terminal's bracketed paste.
    Paste(String),
    Undo,
    Redo,
    ToggleHelp,
    /// Close the overlay, or leave the FEN field.
    Escape,
    FocusNext,
    FocusPrevious,
    Flip,
    StartPosition,
    EmptyBoard,
    SwitchVariant,
    ToggleSideToMove,
    TogglePieceTheme,
    /// Arrow keys: the cursor on the board, a value in a panel, the caret in the FEN field.
    Move(Direction),
    /// Home: first square of the rank / start of the FEN text.
    Home,
    /// End: last square of the rank / end of the FEN text.
    End,
    /// PageUp: the top rank.
    TopRank,
    /// PageDown: the bottom rank.
    BottomRank,
    /// A printable character: FEN typing on the board, digits in a number, text in the field.
    Type(char),
    /// Backspace.
    EraseBack,
    /// Delete.
    EraseHere,
    /// Space or Enter: change the focused control.
    Activate,
    /// Enter in the FEN field: keep the text and go back to the board.
    Commit,
    ClickSquare(Square),
    ClickControl(Control),
    /// The clipboard took the FEN, this way.
    Copied(CopyOutcome),
    /// The clipboard could not be written or read: the Fluent id of the reason
    /// and the system's own words, if any.
    ClipboardFailed {
        code: &'static str,
        detail: Option<String>,
    },
    /// The clipboard held no text.
    ClipboardEmpty,
}

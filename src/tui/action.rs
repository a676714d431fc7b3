//! Everything a user can ask the editor to do, in the user's words. Keys, mouse
//! clicks and pastes all become an `Action` before anything changes.

use crate::clipboard::CopyOutcome;
use crate::core::Square;
use crate::tui::app::ShareTarget;
use crate::tui::app::{Grab, Tool};
use crate::tui::session::SavedSession;

/// A direction on the screen (after any board flip is undone by the app).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Direction {
    Up,
    Down,
    Left,
    Right,
}

/// The line-editing keys of a text field (the FEN field, the moves input),
/// as a shell's line editor has them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TextEdit {
    /// Ctrl-A: the caret to the start.
    ToStart,
    /// Ctrl-E: the caret to the end.
    ToEnd,
    /// Ctrl-←: the caret to the start of this or the previous word.
    WordLeft,
    /// Ctrl-→: the caret past the end of this or the next word.
    WordRight,
    /// Ctrl-U: delete from the start to the caret.
    DeleteToStart,
    /// Ctrl-K: delete from the caret to the end.
    DeleteToEnd,
    /// Ctrl-W: delete the word before the caret.
    DeleteWordBack,
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
    /// Quit and print the FEN (asks first if the FEN field's text does not read).
    Quit,
    /// Quit printing nothing (exit status 130).
    QuitWithoutPrinting,
    /// In the quit confirmation: quit, printing the last FEN that read.
    QuitAnyway,
    /// Type a square's name to move the cursor there.
    JumpToSquare,
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
    // Themes
    /// The next board colour theme.
    NextBoardTheme,
    /// Coordinates around the board on or off.
    ToggleCoordinates,
    /// Arrow keys: the cursor on the board, a value in a panel, the caret in the FEN field.
    Move(Direction),
    /// A line-editing key in a text field.
    Edit(TextEdit),
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
    // Share and clipboard
    /// A Chess960 or transform key.
    BoardTool(crate::tui::app::BoardTool),
    /// Open (or close) the share menu.
    OpenShareMenu,
    /// Copy line `n` of the share menu (a mouse click on it).
    ChooseShare(usize),
    /// The clipboard took the share menu's text, this way.
    Shared {
        target: ShareTarget,
        outcome: CopyOutcome,
    },
    /// The share menu's text could not be copied: the reason, as for `ClipboardFailed`.
    ShareFailed {
        target: ShareTarget,
        code: &'static str,
        detail: Option<String>,
    },
    // Session
    /// The restore prompt's answers, and what the runtime found or failed to do
    /// with the session file.
    Session(SessionAction),
    // Teaching
    /// Walk through the board's FEN, step by step (again: leave).
    WalkThrough,
    /// Play moves and watch the FEN change (again: leave).
    ExplainMoves,
    /// The moves view's next xiangqi notation: ICCS, WXF, Chinese.
    CycleNotation,
    /// Practise: write a position's FEN, or build a FEN's position (again: leave).
    Practice,
    /// The next interface language: English, Russian, Chinese.
    SwitchLanguage,
    /// Through the steps of a walk-through or the moves played.
    Step(StepTo),
    /// Enter in a teaching view: play the typed moves, check the answer,
    /// start the chosen exercise.
    Submit,
    // Files
    /// Open a file of positions or games (the command line's FILE).
    OpenPath(std::path::PathBuf),
    /// The open dialog, in the directory of the open file (else the current one).
    OpenDialog,
    /// Save the position to its line of the open file (else ask a name).
    Save,
    /// Save under a name typed.
    SaveAs,
    /// The next or previous position of the open file.
    NextPosition,
    PreviousPosition,
    /// What the runtime did with a file or directory.
    File(crate::tui::app::FileNews),
    // Library
    /// Open (or close) the library browser.
    OpenLibrary,
    /// A click on entry `n` of the browser's list: highlight it, or load it
    /// when it is highlighted already.
    ChooseLibraryEntry(usize),
    // Diagrams
    /// What the runtime did with a diagram (written, copied, or why not).
    Export(crate::tui::app::ExportNews),
    // Palette and mouse
    /// Ctrl-P: the next key chooses the palette's tool (a piece letter, x: delete).
    PickTool,
    /// A click in the palette: this tool (`None`: put it away).
    ChooseTool(Option<Tool>),
    /// Enter on the board: use the palette's tool on the cursor's square.
    UseTool,
    /// A right-click on a square: clear it.
    ClearSquare(Square),
    /// The left button pressed on a piece of the board or the palette.
    Grab(Grab),
    /// The held piece is now over this square (`None`: off the board).
    DragOver(Option<Square>),
    /// The left button let go here (`None`: off the board).
    Drop(Option<Square>),
}

/// Where a step key goes in a walk-through or a list of moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StepTo {
    Next,
    Back,
    First,
    Last,
}

// Session
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SessionAction {
    /// The last session did not end with a quit: ask whether to restore it.
    Offer(Box<SavedSession>),
    /// Restore without asking (`--resume`).
    Resume(Box<SavedSession>),
    /// `--resume` found no saved session.
    NothingToResume,
    /// Yes to the prompt.
    Restore,
    /// No to the prompt: start afresh.
    Discard,
    /// The session file could not be read and is ignored: the Fluent id of the
    /// reason and the details (the system's words, or the field at fault).
    Unreadable { code: &'static str, detail: String },
    /// The session file could not be written: the system's words.
    NotSaved(String),
    /// Another running editor (this process id) owns the session file, so
    /// this one neither offers nor saves a session.
    InUse(u32),
}

//! Everything a user can ask the editor to do, in the user's words. Keys, mouse
//! clicks and pastes all become an `Action` before anything changes.

//! A leaf: it names nothing of the editor's state, so every part can import it.
//! What the runtime reports back is `News` (`news.rs`), never an `Action`.

use crate::core::transform::Transform;
use crate::core::{Piece, Square};

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
    CopyFen,
    PasteFromClipboard,
    /// Text delivered by the clipboard or by the terminal's bracketed paste.
    Paste(String),
    Undo,
    Redo,
    /// Close the overlay, or leave the FEN field.
    Escape,
    FocusNext,
    FocusPrevious,
    Flip,
    StartPosition,
    EmptyBoard,
    SwitchVariant,
    ToggleSideToMove,
    TogglePieceStyle,
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
    /// A Chess960 or transform key.
    BoardTool(BoardTool),
    /// Copy line `n` of the share menu (a mouse click on it).
    ChooseShare(usize),
    /// Scroll the problems panel one entry (`true`: towards the end): a
    /// request the screen turns into `ShowProblemsFrom`, as only it knows
    /// how many entries a page holds.
    ScrollProblems(bool),
    /// Show the problems panel from entry `n` on (a scroll, as the screen placed it).
    ShowProblemsFrom(usize),
    /// The restore prompt's answers.
    Session(SessionAction),
    /// The moves view's next xiangqi notation: ICCS, WXF, Chinese.
    CycleNotation,
    /// The next interface language: English, Russian, Chinese.
    SwitchLanguage,
    /// Through the steps of a walk-through or the moves played.
    Step(StepTo),
    /// Enter in a teaching view: play the typed moves, check the answer,
    /// start the chosen exercise.
    Submit,
    /// Open a file of positions or games (the command line's FILE).
    OpenPath(std::path::PathBuf),
    /// Save the position to its line of the open file (else ask a name).
    Save,
    /// Save under a name typed.
    SaveAs,
    /// Add the board's position to the open file as a new line (its other
    /// lines as they are), and save.
    AddPosition,
    /// The next or previous position of the open file.
    NextPosition,
    PreviousPosition,
    /// Open the overlay of this name (its folder's, `layers/<name>/`), or
    /// close it when it is open: the one way an overlay is opened
    /// (`layers::OPENED_BY_NAME`). The editor's own are named below
    /// (`Action::HELP`, …).
    Open(&'static str),
    /// A click on entry `n` of the browser's list: highlight it, or load it
    /// when it is highlighted already.
    ChooseLibraryEntry(usize),
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
    /// Space on the board: lift the cursor's piece, or put the lifted one down there.
    CarryPiece,
    /// The open analysis panel's own keys (`Open("analysis")` opens and closes it).
    Analysis(AnalysisKey),
}

/// The overlays the editor's own keys open, each by its folder's name
/// (`layers/<name>/state.rs`): written here so that every part can name
/// them without importing the folder.
impl Action {
    /// The help over what is below (F1, ?); again: close it.
    pub const HELP: Action = Action::Open("help");
    /// Type a square's name to move the cursor there.
    pub const SQUARE_JUMP: Action = Action::Open("jump");
    /// The share menu; again: close it.
    pub const SHARE_MENU: Action = Action::Open("share");
    /// The library browser; again: close it.
    pub const LIBRARY: Action = Action::Open("library");
    /// Walk through the board's FEN, step by step (again: leave).
    pub const WALK_THROUGH: Action = Action::Open("walk");
    /// Play moves and watch the FEN change (again: leave).
    pub const EXPLAIN_MOVES: Action = Action::Open("moves");
    /// Practise: write a position's FEN, or build a FEN's position (again: leave).
    pub const PRACTICE: Action = Action::Open("practice");
}

/// What the analysis panel's keys ask.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AnalysisKey {
    /// Pause or go on; after the engine failed, start it again.
    PauseOrRestart,
    /// What the other side threatens (the side to move swapped), or back.
    Threat,
    /// One MultiPV line more (1 to 5, then 1 again).
    MoreLines,
    /// Play the best line's first move on the board (or in the moves view).
    PlayBest,
    /// Choose the next MultiPV line (`true`) or the one before.
    ChooseLine(bool),
    /// Step into the chosen line, move by move, in the moves view.
    StepIntoLine,
    /// Copy the chosen line.
    CopyLine(LineFormat),
}

/// How a copied engine line is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LineFormat {
    /// Numbered moves as the moves view writes them (SAN; WXF or Chinese).
    Moves,
    /// A PGN game from the position analysed (`[SetUp]`/`[FEN]`).
    Pgn,
    /// Coordinates, as UCI (UCCI) sends them.
    Uci,
}

/// Where a step key goes in a walk-through or a list of moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StepTo {
    Next,
    Back,
    First,
    Last,
}

/// The session prompt's answers (what the runtime reports about the session
/// file is `news::SessionNews`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SessionAction {
    /// Yes to the prompt.
    Restore,
    /// No to the prompt: start afresh.
    Discard,
}

/// What a click on the board (or Enter) does while a spare piece is chosen.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Tool {
    /// Put this piece on the square.
    Piece(Piece),
    /// Clear the square.
    Delete,
}

/// Where a drag starts: a piece on the board, or a spare piece beside it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Grab {
    Square(Square),
    Spare(Piece),
}

/// The editor's Chess960 and transform keys.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoardTool {
    ToggleChess960,
    ToggleNotation,
    RandomStart,
    Transform(Transform),
}

/// What a browsing overlay (the library, the open dialog, a game list)
/// leaves to the editor: the two quits, and help.
pub(crate) fn leaves_to_editor(action: &Action) -> bool {
    matches!(
        *action,
        Action::Quit | Action::QuitWithoutPrinting | Action::HELP
    )
}

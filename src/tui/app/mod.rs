//! The editor's state and its one way to change: `App::update(action)`, a pure
//! function of the state that returns the effects (copy, paste, quit) for the
//! runtime to perform. Nothing here draws or touches the terminal.

pub(crate) mod board;
mod change;
pub(crate) mod chess960;
pub(crate) mod controls;
pub(crate) mod fen_field;
pub(crate) mod field_edit;
pub(crate) mod history;
mod load;
pub(crate) mod looks;
pub(crate) mod notice;
pub(crate) mod panel_edit;
pub(crate) mod picture;
mod problems_scroll;
pub(crate) mod state;
pub(crate) mod update;
pub use notice::{Chess960Notice, EditNotice, LookNotice};
pub use picture::{Doubt, PictureNote, PictureRead, PictureRefusal};
pub use state::{Drag, Focus, Look, MovesPlayed, PieceStyle};
pub(crate) mod palette;
pub use crate::tui::action::{Grab, Tool};
pub use crate::tui::layers::export::notice::ExportNotice;
pub use crate::tui::layers::export::state::{DiagramOf, DiagramPrompt, ExportEffect, ExportNews};
pub use crate::tui::layers::export::{
    DEFAULT_NAME as DEFAULT_DIAGRAM_NAME, NameProblem, expand_home,
};
pub(crate) mod session;
pub use crate::tui::layers::Layer;
pub use crate::tui::layers::jump::state::SquareJump;
pub use crate::tui::layers::quit::state::{Quit, QuitConfirm};
pub use history::Snapshot;

pub use crate::tui::layers::files::notice::FileNotice;
pub use crate::tui::layers::files::state::{
    DirEntry, Elsewhere, FileEffect, FileNews, GameList, NamePrompt, OpenDialog, OpenFile,
};
pub use crate::tui::layers::files::{game_players, is_pgn};
pub(crate) mod moves_played;
pub use crate::tui::layers::share::state::{ShareMenu, ShareTarget};
pub use crate::tui::layers::teach::notice::TeachNotice;
pub use crate::tui::layers::teach::state::Teaching;
pub use crate::tui::layers::teach::{
    BuildPractice, Exercise, MoveLine, MovesView, PlayedMove, PracticeMenu, Target, WalkView,
    WritePractice, works_while_teaching,
};
pub use chess960::BoardTool;
pub use controls::{
    CastlingToggle, ToggleState, Unavailable, castling_toggles, en_passant_choices,
};
pub use fen_field::FenField;

use super::reading::Verdict;
use crate::clipboard::CopyOutcome;
use crate::core::fen::CastlingNotation;
use crate::core::{CastlingRights, Diagnostic, Piece, Position, Square, Variant};
use crate::i18n::Lang;
use crate::tui::layers::library::notice::LibraryNotice;
use crate::tui::layers::share::state::NotOffered;
use history::History;

/// What the last action did, for the status line (words come from ui.ftl).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    Welcome,
    /// The position was read from a picture: its doubtful squares, if any.
    PictureRead(PictureNote),
    /// A pasted picture gave no position: why; the board is unchanged.
    PictureRefused(PictureRefusal),
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
    /// What a key acting on the engine's lines did.
    Line(crate::tui::layers::analysis::notice::LineNotice),
}

/// Something only the runtime can do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Effect {
    Copy(String),
    PasteRequest,
    Quit,
    /// Copy a text of the share menu; the runtime answers `Shared` or `ShareFailed`.
    CopyShared {
        target: ShareTarget,
        text: String,
    },
    File(FileEffect),
    Export(ExportEffect),
    /// Add a practice answer to the learner's progress file at this path;
    /// the runtime answers `News::Practice`.
    Practice(std::path::PathBuf, crate::tui::layers::teach::Answer),
    /// Read a teacher's lesson file chosen in the practice list (Ctrl-O);
    /// the runtime answers `News::Practice`.
    Lessons(std::path::PathBuf),
}

/// The whole editor.
#[derive(Debug)]
pub struct App {
    pub(crate) position: Position,
    /// Canonical FEN of `position`, kept in step with it.
    pub(crate) fen: String,
    pub(crate) verdict: Verdict,
    pub(crate) cursor: Square,
    /// After typing on the last square the cursor stays there, but Backspace
    /// must clear that square rather than the one before it.
    pub(crate) cursor_past_end: bool,
    /// Typing filled a rank and the cursor went on to the next one's start:
    /// a `/` then ends that rank, as in a FEN (`8/`), and stays.
    pub(crate) rank_ended_by_typing: bool,
    pub(crate) focus: Focus,
    pub(crate) castling_choice: usize,
    pub(crate) en_passant_choice: usize,
    /// The next digit typed into a number replaces it rather than extending it.
    pub(crate) number_fresh: bool,
    pub(crate) field: FenField,
    pub(crate) history: History,
    pub(crate) flipped: bool,
    pub(crate) piece_style: PieceStyle,
    /// Help, menus, prompts and teaching views over the editor, bottom first.
    pub(crate) layers: Vec<Layer>,
    pub(crate) notice: Notice,
    pub(crate) quit: Option<Quit>,
    pub(crate) moves_played: Option<MovesPlayed>,
    pub(crate) lang: Lang,
    /// The moves played in the moves view, kept after leaving it.
    pub(crate) move_line: Option<MoveLine>,
    /// The moves view as it was left (its game's comments and variations,
    /// the lines stepped into): taken up again when it opens on the same line.
    pub(crate) moves_view_left: Option<crate::tui::layers::teach::moves::MovesView>,
    /// An engine line was sent to the clipboard, in this form: its answer
    /// is said as the line's, not the FEN's.
    pub(crate) line_copy: Option<crate::tui::action::LineFormat>,
    /// The rights the castling panel holds; the FEN has those the board allows.
    pub(crate) castling_wish: CastlingRights,
    /// How the FEN writes a Chess960 position's castling.
    pub(crate) notation: CastlingNotation,
    /// The `.fen`/`.epd` file open, and which of its positions is shown.
    pub(crate) file: Option<OpenFile>,
    pub(crate) palette: state::Palette,
    pub(crate) looks: state::Looks,
    /// The last name a diagram was written under, offered again.
    pub(crate) diagram_name: Option<String>,
    /// The first entry the problems panel shows (it scrolls: Alt-↑ Alt-↓, the wheel).
    pub(crate) problems_from: usize,
    /// A file named on the command line while a session was on offer:
    /// opened once the offer is answered.
    pub(crate) open_after_offer: Option<std::path::PathBuf>,
    /// A session was restored into this editor (its prompt answered "restore",
    /// or `--resume`): the answer the session runtime acts on, and the file
    /// named on the command line then opens beside the restored board, never
    /// over it.
    pub(crate) restored: bool,
    /// That file, opened beside the restored board when its bytes come.
    pub(crate) open_beside: Option<std::path::PathBuf>,
    /// Which of the unfinished sessions the restore prompt offers ("1 of 3").
    pub(crate) offer_place: crate::tui::runtime::session::OfferPlace,
    /// The squares a picture read at start left in doubt (`fen-tui board.png`).
    pub(crate) picture_doubts: picture::PictureDoubts,
    /// The directory the open dialog last listed: Ctrl-O opens there again
    /// (issue 33 case 15), whether that visit opened a file or was left.
    pub(crate) last_dialog_dir: Option<std::path::PathBuf>,
    /// The learner's practice results, and where they are kept.
    pub(crate) practice: crate::tui::layers::teach::PracticeBook,
    /// A teacher's lesson list (`--practice FILE`), where the learner is in it.
    pub(crate) practice_set: Option<PracticeMenu>,
}

impl App {
    pub fn new(position: Position) -> App {
        let mut app = App {
            position,
            fen: String::new(),
            verdict: Verdict::default(),
            cursor: first_square(position.variant),
            cursor_past_end: false,
            rank_ended_by_typing: false,
            focus: Focus::Board,
            castling_choice: 0,
            problems_from: 0,
            open_after_offer: None,
            restored: false,
            open_beside: None,
            offer_place: crate::tui::runtime::session::OfferPlace::ONLY,
            picture_doubts: picture::PictureDoubts::default(),
            last_dialog_dir: None,
            practice: Default::default(),
            practice_set: None,
            en_passant_choice: 0,
            number_fresh: true,
            field: FenField::default(),
            history: History::default(),
            flipped: false,
            piece_style: PieceStyle::Letters,
            layers: Vec::new(),
            notice: Notice::Welcome,
            quit: None,
            moves_played: None,
            lang: Lang::En,
            move_line: None,
            moves_view_left: None,
            line_copy: None,
            castling_wish: position.castling,
            notation: CastlingNotation::XFen,
            file: None,
            palette: state::Palette::default(),
            looks: state::Looks::default(),
            diagram_name: None,
        };
        app.position_changed();
        app
    }

    /// Start with a position read from the command line (its text read whole).
    pub fn from_command_line(position: Position) -> App {
        let mut app = App::new(position);
        app.field.read_from = fen_field::ReadFrom::CommandLine;
        app.history = History::default();
        app
    }

    /// Start with text that may not read: it goes into the FEN field as typed.
    pub fn with_text(fallback: Position, text: &str) -> App {
        let mut app = App::new(fallback);
        app.load_text(text);
        app.field.read_from = fen_field::ReadFrom::CommandLine;
        app.history = History::default();
        app
    }

    pub fn position(&self) -> &Position {
        &self.position
    }
    pub fn fen(&self) -> &str {
        &self.fen
    }
    pub fn verdict(&self) -> &Verdict {
        &self.verdict
    }
    pub fn cursor(&self) -> Square {
        self.cursor
    }
    pub fn focus(&self) -> Focus {
        self.focus
    }
    pub fn castling_choice(&self) -> usize {
        self.castling_choice
    }
    pub fn en_passant_choice(&self) -> usize {
        self.en_passant_choice
    }
    pub fn field(&self) -> &FenField {
        &self.field
    }
    /// The text the FEN field shows: the user's draft, else the canonical FEN.
    pub fn field_text(&self) -> &str {
        self.field.draft.as_deref().unwrap_or(&self.fen)
    }
    pub fn flipped(&self) -> bool {
        self.flipped
    }
    pub fn piece_style(&self) -> PieceStyle {
        self.piece_style
    }
    pub fn notice(&self) -> &Notice {
        &self.notice
    }
    /// Back to the welcome message (used after setting up the start).
    pub fn reset_notice(&mut self) {
        self.notice = Notice::Welcome;
    }
    pub fn variant(&self) -> Variant {
        self.position.variant
    }
    /// The collection open, if any.
    pub fn open_file(&self) -> Option<&OpenFile> {
        self.file.as_ref()
    }
    pub fn lang(&self) -> Lang {
        self.lang
    }
    /// The interface language (the runtime's localizer follows it).
    pub fn set_lang(&mut self, lang: Lang) {
        self.lang = lang;
    }
    /// Edits not yet written to the open file.
    pub fn file_modified(&self) -> bool {
        self.file
            .as_ref()
            .is_some_and(|f| f.edited_since_saved(&self.fen))
    }
}

/// The first square in FEN order: a8 in chess, a9 in xiangqi.
pub fn first_square(variant: Variant) -> Square {
    Square::new(0, variant.ranks() - 1)
}

#[cfg(test)]
pub(crate) mod tests;

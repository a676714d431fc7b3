//! The editor's state and its one way to change: `App::update(action)`, a pure
//! function of the state that returns the effects (copy, paste, quit) for the
//! runtime to perform. Nothing here draws or touches the terminal.

pub(crate) mod board_edit;
pub(crate) mod board_typing;
pub(crate) mod carry;
pub(crate) mod chess960;
pub(crate) mod controls;
pub(crate) mod fen_field;
pub(crate) mod field_edit;
pub(crate) mod history;
pub(crate) mod looks;
pub(crate) mod panel_edit;
mod problems_scroll;
pub(crate) mod update;
pub use looks::{Look, LookNotice};
pub(crate) mod palette;
pub use crate::tui::action::{Grab, Tool};
pub use crate::tui::layers::export::{
    DEFAULT_NAME as DEFAULT_DIAGRAM_NAME, DiagramOf, DiagramPrompt, ExportEffect, ExportNews,
    ExportNotice, NameProblem, expand_home,
};
pub use palette::{Drag, EditNotice};
pub(crate) mod session;
pub use crate::tui::layers::Layer;
pub use crate::tui::layers::jump::SquareJump;
pub use crate::tui::layers::quit::{Quit, QuitConfirm};
pub use history::Snapshot;

pub use crate::tui::layers::files::{
    DirEntry, Elsewhere, FileEffect, FileNews, FileNotice, GameList, NamePrompt, OpenDialog,
    OpenFile, game_players, is_pgn,
};
pub(crate) mod moves_played;
pub use crate::tui::layers::share::{ShareMenu, ShareTarget};
pub use crate::tui::layers::teach::{
    BuildPractice, Exercise, MoveLine, MovesView, PlayedMove, PracticeMenu, Target, TeachNotice,
    Teaching, WalkView, WritePractice, works_while_teaching,
};
pub use chess960::{BoardTool, Chess960Notice};
pub use controls::{
    CastlingToggle, ToggleState, Unavailable, castling_toggles, en_passant_choices,
};
pub use fen_field::FenField;
pub use moves_played::MovesPlayed;

use super::reading::Verdict;
use crate::clipboard::CopyOutcome;
use crate::core::fen::{CastlingNotation, write_fen_with};
use crate::core::{CastlingRights, Diagnostic, Piece, Position, Square, Variant};
use crate::i18n::Lang;
use crate::tui::keymap::Context;
use crate::tui::layers::library::LibraryNotice;
use history::History;

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

    fn step(self, variant: Variant, forward: bool) -> Focus {
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
    ShareNotOffered(ShareTarget, crate::tui::layers::share::NotOffered),
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
    /// The rights the castling panel holds; the FEN has those the board allows.
    pub(crate) castling_wish: CastlingRights,
    /// How the FEN writes a Chess960 position's castling.
    pub(crate) notation: CastlingNotation,
    /// The `.fen`/`.epd` file open, and which of its positions is shown.
    pub(crate) file: Option<OpenFile>,
    pub(crate) palette: palette::Palette,
    pub(crate) looks: looks::Looks,
    /// The last name a diagram was written under, offered again.
    pub(crate) diagram_name: Option<String>,
    /// The first entry the problems panel shows (it scrolls: Alt-↑ Alt-↓, the wheel).
    pub(crate) problems_from: usize,
    /// A file named on the command line while a session was on offer:
    /// opened once the offer is answered.
    pub(crate) open_after_offer: Option<std::path::PathBuf>,
    /// Which of the unfinished sessions the restore prompt offers ("1 of 3").
    pub(crate) offer_place: crate::tui::runtime::session::OfferPlace,
}

impl App {
    pub fn new(position: Position) -> App {
        let mut app = App {
            position,
            fen: String::new(),
            verdict: Verdict::default(),
            cursor: first_square(position.variant),
            cursor_past_end: false,
            focus: Focus::Board,
            castling_choice: 0,
            problems_from: 0,
            open_after_offer: None,
            offer_place: crate::tui::runtime::session::OfferPlace::ONLY,
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
            castling_wish: position.castling,
            notation: CastlingNotation::XFen,
            file: None,
            palette: palette::Palette::default(),
            looks: looks::Looks::default(),
            diagram_name: None,
        };
        app.position_changed();
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

    /// Where keys go when no layer takes them: the focused part.
    pub fn focus_context(&self) -> Context {
        match self.focus {
            Focus::Board => Context::Board,
            Focus::FenField => Context::FenField,
            _ => Context::Panel,
        }
    }

    /// Recompute what follows from the position: the FEN and the rules' verdict.
    fn position_changed(&mut self) {
        self.fen = write_fen_with(&self.position, self.notation);
        self.verdict = Verdict::of(&self.position);
        if !self.cursor.is_on(self.position.variant) {
            self.set_cursor(first_square(self.position.variant));
        }
        if !self.focus.exists_in(self.position.variant) {
            self.focus = Focus::Board;
        }
        let choices = en_passant_choices(&self.position);
        self.en_passant_choice = choices
            .iter()
            .position(|c| *c == self.position.en_passant)
            .unwrap_or(0);
    }
}

/// The first square in FEN order: a8 in chess, a9 in xiangqi.
pub fn first_square(variant: Variant) -> Square {
    Square::new(0, variant.ranks() - 1)
}

#[cfg(test)]
pub(crate) mod tests;

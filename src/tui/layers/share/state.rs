//! The share menu's state: what it can copy, why a line does not apply, and
//! the line chosen. Data only: the `Layer` enum, `App`'s notices and the
//! runtime's news hold it without importing the menu's behaviour.

use crate::core::Variant;
use crate::core::share::Site;

/// Its name, which `Action::SHARE_MENU` opens (`layers::OPENED_BY_NAME`).
pub const NAME: &str = "share";

/// One thing the share menu can copy.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ShareTarget {
    LichessAnalysis,
    LichessEditor,
    ChessCom,
    PyChess,
    /// `position fen <fen> [moves ...]`, for a UCI (or UCCI) engine.
    UciCommand,
    /// `<start fen> moves m1 m2 ...`: only when moves were played.
    FenWithMoves,
    /// The game as PGN (`pgn --write`): chess, a legal position.
    PgnGame,
    /// The board as a picture or text file (a name is asked for).
    DiagramFile,
    /// The board as a picture on the clipboard.
    DiagramImage,
}

impl ShareTarget {
    /// Fluent id of the menu line and of the "… copied" message.
    pub const fn message_id(self) -> &'static str {
        match self {
            ShareTarget::LichessAnalysis => "share-lichess-analysis",
            ShareTarget::LichessEditor => "share-lichess-editor",
            ShareTarget::ChessCom => "share-chesscom",
            ShareTarget::PyChess => "share-pychess",
            ShareTarget::UciCommand => "share-uci",
            ShareTarget::FenWithMoves => "share-fen-with-moves",
            ShareTarget::PgnGame => "share-pgn-game",
            ShareTarget::DiagramFile => "export-menu-file",
            ShareTarget::DiagramImage => "export-menu-image",
        }
    }

    pub(super) fn site(self) -> Option<Site> {
        match self {
            ShareTarget::LichessAnalysis => Some(Site::Lichess),
            ShareTarget::LichessEditor => Some(Site::LichessEditor),
            ShareTarget::ChessCom => Some(Site::ChessCom),
            ShareTarget::PyChess => Some(Site::PyChess),
            _ => None,
        }
    }

    /// Lichess and Chess.com for chess, pychess.org for xiangqi (pychess.org
    /// plays chess too, but chess players are better served by the first two).
    /// `None`: offered for `variant`; else why not.
    pub(super) fn not_for(self, variant: Variant) -> Option<NotOffered> {
        match (self, variant) {
            (
                ShareTarget::LichessAnalysis | ShareTarget::LichessEditor | ShareTarget::ChessCom,
                Variant::Xiangqi,
            ) => Some(NotOffered::ChessOnly),
            // A xiangqi game is written as xqbase's PGN (issue 37).
            (ShareTarget::PyChess, Variant::Chess) => Some(NotOffered::XiangqiOnly),
            _ => None,
        }
    }

    /// A diagram line rather than a text to copy.
    pub const fn is_diagram(self) -> bool {
        matches!(self, ShareTarget::DiagramFile | ShareTarget::DiagramImage)
    }

    /// The menu's lines in order: line `i` is always digit `i + 1`.
    pub const ALL: [ShareTarget; 9] = [
        ShareTarget::LichessAnalysis,
        ShareTarget::LichessEditor,
        ShareTarget::ChessCom,
        ShareTarget::PyChess,
        ShareTarget::UciCommand,
        ShareTarget::FenWithMoves,
        ShareTarget::PgnGame,
        ShareTarget::DiagramFile,
        ShareTarget::DiagramImage,
    ];
}

/// Why a share line does not apply to the position on the board: the line
/// is shown all the same, dimmed, with these words, and keeps its digit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum NotOffered {
    ChessOnly,
    XiangqiOnly,
    /// The board did not come from a text with moves (or was edited since).
    NoMoves,
    /// A game file takes only a position that can be played.
    NotLegal,
}

impl NotOffered {
    pub const fn message_id(self) -> &'static str {
        match self {
            NotOffered::ChessOnly => "share-why-chess-only",
            NotOffered::XiangqiOnly => "share-why-xiangqi-only",
            NotOffered::NoMoves => "share-why-no-moves",
            NotOffered::NotLegal => "share-why-not-legal",
        }
    }
}

/// The open share menu: which line is chosen.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ShareMenu {
    pub selected: usize,
}

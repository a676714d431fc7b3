//! The share menu: instead of the bare FEN, copy the position as a link that
//! opens it on an analysis site, as the UCI command an engine reads, or as the
//! FEN with the moves that led to it; or the board as a diagram, to a file or
//! to the clipboard as a picture (`app::export`). The texts themselves come
//! from `core::share`; this module decides what to offer and follows the menu keys.

pub mod view;

use crate::core::fen::write_fen;
use crate::core::pgn::write_game;
use crate::core::rules::Move;
use crate::core::share::{Site, share_url, uci_command};
use crate::core::{Position, Variant};
use crate::tui::action::{Action, Direction};
use crate::tui::app::{App, Effect, Notice};
use crate::tui::keymap::Context;
use crate::tui::layers::{Canvas, Click, Overlay};
use crate::tui::layers::{Layer, Step};
use crate::tui::news::News;
use crate::tui::reading::Reading;

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
            ShareTarget::PgnGame => "share-pgn",
            ShareTarget::DiagramFile => "export-menu-file",
            ShareTarget::DiagramImage => "export-menu-image",
        }
    }

    fn site(self) -> Option<Site> {
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
    fn offered_for(self, variant: Variant) -> bool {
        match self {
            ShareTarget::LichessAnalysis | ShareTarget::LichessEditor | ShareTarget::ChessCom => {
                variant == Variant::Chess
            }
            ShareTarget::PyChess => variant == Variant::Xiangqi,
            // PGN's SAN is chess's; xiangqi has no standard game file of it.
            ShareTarget::PgnGame => variant == Variant::Chess,
            _ => true,
        }
    }

    /// A diagram line rather than a text to copy.
    pub const fn is_diagram(self) -> bool {
        matches!(self, ShareTarget::DiagramFile | ShareTarget::DiagramImage)
    }

    const ALL: [ShareTarget; 9] = [
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

/// The moves a text played (`FEN moves ...`, `position startpos moves ...`),
/// kept while the board still shows the position they lead to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MovesPlayed {
    start: Position,
    moves: Vec<Move>,
    /// Where the moves lead; any other position on the board makes them stale.
    after: Position,
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

/// The open share menu: which line is chosen.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ShareMenu {
    pub selected: usize,
}

impl App {
    /// The start position and the moves played from it to the position on the
    /// board, when the board came from a text with moves and was not edited since.
    /// (Owned, so that other sources of moves, such as a moves view, can answer too.)
    pub fn moves_played(&self) -> Option<(Position, Vec<Move>)> {
        self.moves_played
            .as_ref()
            .filter(|played| played.after == self.position)
            .map(|played| (played.start, played.moves.clone()))
            // The moves played in the moves view lead there too.
            .or_else(|| self.move_line().map(|line| (*line.start(), line.moves())))
    }

    /// What the share menu offers for this position, in menu order.
    pub fn share_targets(&self) -> Vec<ShareTarget> {
        let has_moves = self.moves_played().is_some();
        // A database takes a game only from a position that can be played.
        let legal = self.verdict().is_valid();
        ShareTarget::ALL
            .into_iter()
            .filter(|t| t.offered_for(self.variant()))
            .filter(|t| *t != ShareTarget::FenWithMoves || has_moves)
            .filter(|t| *t != ShareTarget::PgnGame || legal)
            .collect()
    }

    /// The text `target` copies for the position on the board.
    pub fn share_text(&self, target: ShareTarget) -> Option<String> {
        if let Some(site) = target.site() {
            return share_url(&self.position, site);
        }
        match (target, self.moves_played()) {
            (ShareTarget::UciCommand, Some((start, moves))) => Some(uci_command(&start, &moves)),
            (ShareTarget::UciCommand, None) => Some(uci_command(&self.position, &[])),
            (ShareTarget::FenWithMoves, Some((start, moves))) => {
                Some(fen_with_moves(&start, &moves))
            }
            (ShareTarget::PgnGame, played) => {
                let (start, moves) = played.unwrap_or((self.position, Vec::new()));
                write_game(&start, &moves).ok()
            }
            _ => None,
        }
    }

    /// The share menu's news: how a copy went. A failed copy opens the menu
    /// again on the same line, to show the text to select by hand.
    pub(crate) fn share_news(&mut self, news: News) {
        match news {
            News::Shared { target, outcome } => self.notice = Notice::Shared(target, outcome),
            News::ShareFailed {
                target,
                code,
                detail,
            } => {
                let selected = self.share_targets().iter().position(|t| *t == target);
                self.close_all(|l| matches!(l, Layer::Share(_)));
                self.open(Layer::Share(ShareMenu {
                    selected: selected.unwrap_or(0),
                }));
                self.notice = Notice::ShareFailed {
                    target,
                    code,
                    detail,
                };
            }
            _ => {}
        }
    }

    /// A key while the menu is open. Quitting and pastes close it and go on.
    pub(crate) fn handle_share_menu(&mut self, menu: &mut ShareMenu, action: Action) -> Step {
        let count = self.share_targets().len().max(1);
        match action {
            Action::Move(Direction::Up) => menu.selected = (menu.selected + count - 1) % count,
            Action::Move(Direction::Down) => menu.selected = (menu.selected + 1) % count,
            Action::Activate | Action::Commit => return self.share_chosen(menu.selected),
            Action::ChooseShare(index) => return self.share_chosen(index),
            // Digits pick a line directly: "1" is the first.
            Action::Type(c) => {
                if let Some(index) = c.to_digit(10).and_then(|d| d.checked_sub(1)) {
                    return self.share_chosen(index as usize);
                }
            }
            Action::Escape | Action::OpenShareMenu => return Step::consumed().and_close(),
            Action::Quit
            | Action::QuitWithoutPrinting
            | Action::Paste(_)
            | Action::PasteFromClipboard
            | Action::CopyFen => return Step::pass(action).and_close(),
            _ => {}
        }
        Step::consumed()
    }

    /// Close the menu and ask the runtime to copy line `index`'s text.
    fn share_chosen(&mut self, index: usize) -> Step {
        let Some(target) = self.share_targets().get(index).copied() else {
            return Step::consumed();
        };
        match target {
            ShareTarget::DiagramFile => {
                return Step::consumed().and_close().opening(self.diagram_prompt());
            }
            ShareTarget::DiagramImage => {
                return Step::effects(vec![self.copy_diagram()]).and_close();
            }
            _ => {}
        }
        let Some(text) = self.share_text(target) else {
            return Step::consumed();
        };
        Step::effects(vec![Effect::CopyShared { target, text }]).and_close()
    }

    /// Remember the moves of a text that was just loaded (none: forget them).
    pub(crate) fn remember_moves(&mut self, reading: &Reading) {
        self.moves_played = MovesPlayed::of(reading);
    }
}

/// `<start fen> moves m1 m2 ...`, the form the FEN reader plays back.
fn fen_with_moves(start: &Position, moves: &[Move]) -> String {
    let mut text = write_fen(start);
    text.push_str(" moves");
    for mv in moves {
        text.push(' ');
        text.push_str(&mv.coordinates(start.variant));
    }
    text
}

// The menu is a list of choices, like a panel.
impl Overlay for ShareMenu {
    fn context(&self, _: &App) -> Option<Context> {
        Some(Context::Panel)
    }
    fn handle(&mut self, app: &mut App, action: Action) -> Step {
        app.handle_share_menu(self, action)
    }
    fn draw(&self, canvas: &mut Canvas<'_, '_>) {
        canvas
            .screen
            .share_menu_view()
            .render(canvas.area, canvas.buf)
    }
    fn click(&self, click: Click<'_, '_>) -> Option<Option<Action>> {
        let menu = click.screen.share_menu_view();
        Some(Some(menu.click(click.area, click.x, click.y)))
    }
}

#[cfg(test)]
mod tests;

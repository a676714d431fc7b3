//! The share menu: instead of the bare FEN, copy the position as a link that
//! opens it on an analysis site, as the UCI command an engine reads, or as the
//! FEN with the moves that led to it; or the board as a diagram, to a file or
//! to the clipboard as a picture (`app::export`). The texts themselves come
//! from `core::share`; this module decides what to offer and follows the menu keys.

pub mod notice;
pub mod state;
pub mod view;

pub use state::{NotOffered, ShareMenu, ShareTarget};

use crate::core::Position;
use crate::core::fen::write_fen;
use crate::core::pgn::write_game;
use crate::core::rules::Move;
use crate::core::share::{share_url, uci_command};
use crate::tui::action::{Action, Direction};
use crate::tui::app::{App, Effect, Notice};
use crate::tui::keymap::Context;
use crate::tui::layers::{Canvas, Click, Overlay};
use crate::tui::layers::{Layer, Step};
use crate::tui::news::News;

impl App {
    /// Every line of the share menu, in its fixed order, each with why it
    /// does not apply to this position (`None`: it does).
    pub fn share_lines(&self) -> Vec<(ShareTarget, Option<NotOffered>)> {
        let has_moves = self.moves_played().is_some();
        // A database takes a game only from a position that can be played.
        let legal = self.verdict().is_valid();
        ShareTarget::ALL
            .into_iter()
            .map(|target| {
                let why = target.not_for(self.variant()).or(match target {
                    ShareTarget::FenWithMoves if !has_moves => Some(NotOffered::NoMoves),
                    ShareTarget::PgnGame if !legal => Some(NotOffered::NotLegal),
                    _ => None,
                });
                (target, why)
            })
            .collect()
    }

    /// What the share menu offers for this position, in menu order.
    pub fn share_targets(&self) -> Vec<ShareTarget> {
        self.share_lines()
            .into_iter()
            .filter_map(|(target, why)| why.is_none().then_some(target))
            .collect()
    }

    /// The share menu as it opens: on its first line that applies.
    pub(crate) fn share_menu_opened(&self) -> ShareMenu {
        ShareMenu {
            selected: self.next_share_line(ShareTarget::ALL.len() - 1, true),
        }
    }

    /// The line after (or before) `from` that applies, going round; `from`
    /// itself when no other does.
    fn next_share_line(&self, from: usize, forward: bool) -> usize {
        let lines = self.share_lines();
        let count = lines.len();
        (1..=count)
            .map(|step| match forward {
                true => (from + step) % count,
                false => (from + count - step) % count,
            })
            .find(|index| lines[*index].1.is_none())
            .unwrap_or(from)
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
                let selected = ShareTarget::ALL.iter().position(|t| *t == target);
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
        match action {
            Action::Move(Direction::Up) => {
                menu.selected = self.next_share_line(menu.selected, false)
            }
            Action::Move(Direction::Down) => {
                menu.selected = self.next_share_line(menu.selected, true)
            }
            Action::Activate | Action::Commit => return self.share_chosen(menu, menu.selected),
            Action::ChooseShare(index) => return self.share_chosen(menu, index),
            // Digits pick a line directly: "1" is the first, whatever applies.
            Action::Type(c) => {
                if let Some(index) = c.to_digit(10).and_then(|d| d.checked_sub(1)) {
                    return self.share_chosen(menu, index as usize);
                }
            }
            Action::Escape | Action::SHARE_MENU => return Step::consumed().and_close(),
            Action::Quit
            | Action::QuitWithoutPrinting
            | Action::Paste(_)
            | Action::PasteFromClipboard
            | Action::CopyFen => return Step::pass(action).and_close(),
            _ => {}
        }
        Step::consumed()
    }

    /// Close the menu and ask the runtime to copy line `index`'s text. A line
    /// that does not apply stays in the menu, chosen, and says why.
    fn share_chosen(&mut self, menu: &mut ShareMenu, index: usize) -> Step {
        let Some((target, why)) = self.share_lines().get(index).copied() else {
            return Step::consumed();
        };
        if let Some(why) = why {
            menu.selected = index;
            self.notice = Notice::ShareNotOffered(target, why);
            return Step::consumed();
        }
        // The diagram lines are the export folder's, opened by its names
        // (`export::DIAGRAM_FILE`, `export::DIAGRAM_IMAGE`).
        match target {
            ShareTarget::DiagramFile => {
                return Step::effects(self.open_by_name("diagram-file")).and_close();
            }
            ShareTarget::DiagramImage => {
                return Step::effects(self.open_by_name("diagram-image")).and_close();
            }
            _ => {}
        }
        let Some(text) = self.share_text(target) else {
            return Step::consumed();
        };
        Step::effects(vec![Effect::CopyShared { target, text }]).and_close()
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

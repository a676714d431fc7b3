//! A PGN's games to choose from (White–Black, result). The game chosen opens
//! in the moves view: its main line from its start, stepped through with the
//! moves' explanations; leaving the view (Esc) sets up the position shown
//! on the board, to edit ("set up from here").

use super::FileNotice;
use super::dialog::moved;
use crate::core::pgn::{PgnGame, PgnOptions, read_games};
use crate::tui::action::{Action, StepTo};
use crate::tui::app::{App, Focus, MoveLine, MovesView, Notice, Teaching};
use crate::tui::layers::{Layer, Step};
use std::path::PathBuf;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameList {
    pub path: PathBuf,
    pub games: Vec<PgnGame>,
    pub selected: usize,
}

/// "White – Black" of a game, `?` for a missing name.
pub fn players(game: &PgnGame) -> (String, String) {
    let name = |tag| game.tag(tag).unwrap_or("?").to_string();
    (name("White"), name("Black"))
}

impl App {
    /// A PGN read: its games to choose from.
    pub(crate) fn show_games(&mut self, path: PathBuf, bytes: &[u8]) {
        self.close_all(|l| matches!(l, Layer::OpenDialog(_)));
        let options = PgnOptions {
            every_ply: true,
            san: true,
        };
        let games: Vec<PgnGame> = read_games(bytes, options).collect();
        let failed = games.iter().filter(|g| !g.is_ok()).count();
        self.notice = Notice::File(FileNotice::Games {
            count: games.len(),
            failed,
        });
        if !games.is_empty() {
            self.open(Layer::GameList(GameList {
                path,
                games,
                selected: 0,
            }));
        }
    }

    pub(crate) fn handle_game_list(&mut self, list: &mut GameList, action: Action) -> Step {
        match action {
            Action::Escape => Step::consumed().and_close(),
            Action::Submit | Action::Activate => {
                let Some(game) = list.games.get(list.selected) else {
                    return Step::consumed();
                };
                match game_line(game) {
                    Some(line) => {
                        self.focus_on(Focus::Board);
                        self.move_line = Some(line);
                        Step::consumed()
                            .and_close()
                            .opening(Layer::Teach(Teaching::Moves(MovesView::default())))
                    }
                    None => Step::consumed(),
                }
            }
            Action::Move(_) | Action::TopRank | Action::BottomRank | Action::Home | Action::End => {
                list.selected = moved(list.selected, list.games.len(), &action);
                Step::consumed()
            }
            Action::Quit | Action::QuitWithoutPrinting | Action::ToggleHelp => Step::pass(action),
            _ => Step::consumed(),
        }
    }
}

/// The game's main line as far as it could be played, shown from its start.
fn game_line(game: &PgnGame) -> Option<MoveLine> {
    let mut line = MoveLine::new(game.start?);
    for ply in &game.plies {
        line.play(ply.mv);
    }
    MovesView::default().update(&mut line, &Action::Step(StepTo::First));
    Some(line)
}

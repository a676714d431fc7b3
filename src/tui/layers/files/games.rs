//! A PGN's games to choose from (White–Black, result). The game chosen opens
//! in the moves view: its main line from its start, stepped through with the
//! moves' explanations; leaving the view (Esc) sets up the position shown
//! on the board, to edit ("set up from here"). The list is an index (each
//! game's tags, byte offset and result): a game's moves are replayed only when
//! it is opened, so a big PGN costs little more than its text.

use super::FileNotice;
use super::state::GameList;
use crate::core::pgn::{GameNodes, PgnGame, PgnOptions, index_games, pgn_text, read_games};
use crate::core::{Arg, Diagnostic, Variant};
use crate::tui::action::Action;
use crate::tui::app::{App, Focus, MoveLine, MovesView, Notice, Teaching};
use crate::tui::keymap::Context;
use crate::tui::layers::list::moved;
use crate::tui::layers::{Canvas, Overlay};
use crate::tui::layers::{Layer, Step};
use std::path::PathBuf;
use std::sync::Arc;

impl App {
    /// A PGN read: its games to choose from.
    pub(crate) fn show_games(&mut self, path: PathBuf, bytes: Vec<u8>) {
        self.close_all(|l| matches!(l, Layer::OpenDialog(_)));
        // GBK and Big5 files in UTF-8, a DhtmlXQ page as its PGN.
        let bytes = pgn_text(bytes);
        // Only the index: no game's positions are kept until it is opened.
        let games: Vec<PgnGame> = index_games(&bytes).collect();
        let failed = games.iter().filter(|g| !g.is_ok()).count();
        self.notice = Notice::File(FileNotice::Games {
            count: games.len(),
            failed,
        });
        if !games.is_empty() {
            self.open(Layer::GameList(GameList {
                path,
                games,
                // Kept, not copied: a big PGN is held once.
                text: Arc::new(bytes),
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
                match game_line(&list.text, game) {
                    Some((line, stopped, tree)) => {
                        // A move that cannot be played ends the line shown:
                        // said, as `fen-tui pgn` says it, not left unseen.
                        if let Some((problem, variant)) = stopped {
                            self.notice = Notice::File(FileNotice::GameStops(
                                super::display_name(&list.path),
                                problem,
                                variant,
                            ));
                        }
                        // Leaving the moves view puts the game's position on the board.
                        self.position_from_elsewhere(super::Elsewhere::Game(list.path.clone()));
                        self.focus_on(Focus::Board);
                        self.move_line = Some(line);
                        // Its comments and variations, to show and step into.
                        let view = MovesView {
                            game: Some(Arc::new(tree)),
                            ..MovesView::default()
                        };
                        Step::consumed()
                            .and_close()
                            .opening(Layer::Teach(Teaching::Moves(view)))
                    }
                    None => Step::consumed(),
                }
            }
            Action::Move(_) | Action::TopRank | Action::BottomRank | Action::Home | Action::End => {
                list.selected = moved(list.selected, list.games.len(), &action);
                Step::consumed()
            }
            action if crate::tui::layers::leaves_to_editor(&action) => Step::pass(action),
            _ => Step::consumed(),
        }
    }
}

/// What the game list opens: the game's main line, the reader's error that
/// stopped it, and its moves as a tree (comments, variations).
type GameLine = (MoveLine, Option<(Diagnostic, Variant)>, GameNodes);

/// The game's main line as far as it could be played, shown from its start:
/// read again from its offset, now with its moves and its whole movetext;
/// and the reader's error when a move stopped it, placed in the whole file
/// (its game number and line, not the slice's).
fn game_line(text: &[u8], indexed: &PgnGame) -> Option<GameLine> {
    let from = usize::try_from(indexed.offset).ok()?;
    let options = PgnOptions {
        every_ply: false,
        san: false,
        moves: true,
        tree: true,
    };
    let game = read_games(text.get(from..)?, options).next()?;
    // The moves view steps through moves; a null move (`--`) ends the line shown.
    let moves = game.moves.iter().map_while(|mv| *mv);
    let start = game.start?;
    let stopped = game
        .errors
        .first()
        .map(|error| (in_the_file(error, indexed), start.variant));
    let tree = game.tree.as_ref().map(GameNodes::of).unwrap_or_default();
    Some((MoveLine::from_moves(start, moves), stopped, tree))
}

/// `error` of a game read from its offset, with the file's game number and line.
fn in_the_file(error: &Diagnostic, indexed: &PgnGame) -> Diagnostic {
    let mut error = error.clone();
    for (name, value) in &mut error.args {
        match (*name, &value) {
            ("game", _) => *value = Arg::from(indexed.number),
            ("line", Arg::Num(line)) => {
                let first = i64::try_from(indexed.line).unwrap_or(1);
                *value = Arg::Num(line + first - 1);
            }
            _ => {}
        }
    }
    error
}

impl Overlay for GameList {
    fn context(&self, _: &App) -> Option<Context> {
        Some(super::keys::GAME_LIST)
    }
    fn handle(&mut self, app: &mut App, action: Action) -> Step {
        app.handle_game_list(self, action)
    }
    fn draw(&self, canvas: &mut Canvas<'_, '_>) {
        super::view::render_game_list(canvas.screen, self, canvas.area, canvas.buf)
    }
}

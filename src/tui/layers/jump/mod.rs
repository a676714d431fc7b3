//! The square jump: a key, then a square's name (`e4`; a xiangqi point such
//! as `e5`) and Enter, and the cursor is there. A small layer with its own
//! prompt. It waits for the Enter its prompt asks for (issue 33 case 11): a
//! jump on the second character let that Enter reach the board, and a third
//! character (`e10`, a xiangqi rank written from 1) land on it as a piece.

pub mod keys;
pub mod state;
pub mod view;

pub use state::SquareJump;

use crate::core::Square;
use crate::tui::action::Action;
use crate::tui::app::{App, Focus};
use crate::tui::keymap::Context;
use crate::tui::layers::Step;
use crate::tui::layers::{Canvas, Overlay};

/// File letter and rank digits: names are never longer (`e10`, a rank
/// written from 1, is held so that it is said unknown, not half-read).
const LONGEST_NAME: usize = 3;

impl App {
    pub(crate) fn handle_square_jump(&mut self, jump: &mut SquareJump, action: Action) -> Step {
        match action {
            Action::Type(c) if jump.typed.chars().count() < LONGEST_NAME => {
                jump.typed.push(c.to_ascii_lowercase());
                jump.unknown = false;
            }
            Action::EraseBack => {
                jump.typed.pop();
                jump.unknown = false;
            }
            Action::Submit | Action::Commit | Action::Activate => return self.jump_to(jump),
            Action::Escape => return Step::consumed().and_close(),
            Action::Quit | Action::QuitWithoutPrinting => return Step::pass(action).and_close(),
            _ => {}
        }
        Step::consumed()
    }

    fn jump_to(&mut self, jump: &mut SquareJump) -> Step {
        match Square::parse(&jump.typed, self.variant()) {
            Some(square) => {
                self.focus_on(Focus::Board);
                self.cursor = square;
                self.cursor_past_end = false;
                self.rank_ended_by_typing = false;
                Step::consumed().and_close()
            }
            None => {
                jump.unknown = true;
                Step::consumed()
            }
        }
    }
}

impl Overlay for SquareJump {
    fn context(&self, _: &App) -> Option<Context> {
        Some(keys::CONTEXT)
    }
    fn handle(&mut self, app: &mut App, action: Action) -> Step {
        app.handle_square_jump(self, action)
    }
    fn draw(&self, canvas: &mut Canvas<'_, '_>) {
        view::render_square_jump(canvas.screen, self, canvas.area, canvas.buf)
    }
}

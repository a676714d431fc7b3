//! The share menu and every form a paste can take, through `App::update` and
//! the runtime's `perform`, against texts written out by hand from the issue,
//! the seed documents and the sites' link shapes.

use super::ShareTarget;
use crate::clipboard::{ClipboardError, CopyOutcome, MemoryClipboard};
use crate::tui::action::{Action, Direction};
use crate::tui::app::tests::{START, app, position};
use crate::tui::app::{App, Effect, Notice};

mod menu;
mod no_display;
mod paste;

const SICILIAN: &str = "rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 2";
const XIANGQI_START: &str = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
/// After 1. e4 e5, as seed 003 and Lichess write it.
const AFTER_E4_E5: &str = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2";

/// Open the menu, choose line `index` with the arrows, press Enter: the effect.
fn share_line(app: &mut App, index: usize) -> Vec<Effect> {
    app.update(Action::SHARE_MENU);
    for _ in 0..index {
        app.update(Action::Move(Direction::Down));
    }
    app.update(Action::Activate)
}

/// The text a share effect copies.
fn copied_text(effects: &[Effect]) -> (ShareTarget, String) {
    match effects {
        [Effect::CopyShared { target, text }] => (*target, text.clone()),
        other => panic!("expected one CopyShared effect, got {other:?}"),
    }
}

/// Paste `text` into a fresh editor (board focused) and return its FEN.
fn pasted_fen(text: &str) -> String {
    let mut other = app("8/8/8/8/8/8/8/8 w - - 0 1");
    other.update(Action::Paste(text.to_string()));
    assert!(
        matches!(other.notice(), Notice::Pasted { .. }),
        "{text:?}: {:?} {:?}",
        other.notice(),
        other.field().errors
    );
    other.fen().to_string()
}

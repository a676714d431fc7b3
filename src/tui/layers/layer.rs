//! One thing on the stack, as `App` holds it: each arm an overlay's state,
//! from the leaf `state.rs` of its folder, and `the_overlay!`, the one match
//! from an arm to its folder's `impl Overlay` (used by `mod.rs`, which the
//! folders import; this file imports none of their behaviour).

use super::analysis::state::AnalysisPanel;
use super::config_problems::state::ConfigProblems;
use super::export::state::DiagramPrompt;
use super::files::state::{GameList, NamePrompt, OpenDialog};
use super::help::state::Help;
use super::history::state::UndoHistory;
use super::jump::state::SquareJump;
use super::library::state::LibraryBrowser;
use super::quit::state::QuitConfirm;
use super::share::state::ShareMenu;
use super::teach::state::Teaching;
use crate::tui::runtime::session::SavedSession;

/// One thing on the stack: each arm an overlay of its folder.
// A handful of layers at most: their size does not matter.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Layer {
    /// The keys of what is below, scrolled.
    Help(Help),
    Share(ShareMenu),
    // The prompt offering back a session that did not end with a quit.
    SessionOffer(Box<SavedSession>),
    Teach(Teaching),
    /// Quit asked while the FEN field holds text that does not read.
    QuitConfirm(QuitConfirm),
    /// A square name being typed, to move the cursor there.
    SquareJump(SquareJump),
    OpenDialog(OpenDialog),
    /// A file name for Save (no file open) or Save As.
    NamePrompt(NamePrompt),
    /// A PGN's games to choose from.
    GameList(GameList),
    Library(LibraryBrowser),
    /// The config file's problems, shown at start.
    ConfigProblems(ConfigProblems),
    /// The file name a diagram is written under.
    DiagramPrompt(DiagramPrompt),
    /// The engine's live analysis of the board (takes only its own keys).
    Analysis(AnalysisPanel),
    /// The undo steps, newest first, to put one back.
    History(UndoHistory),
}

/// The one match from a layer to its overlay, for `overlay` and
/// `overlay_mut` (`$borrow`: `&` or `&mut`), one line an overlay.
macro_rules! the_overlay {
    ($layer:expr, $($borrow:tt)+) => {
        match $layer {
            Layer::Help(help) => help,
            Layer::Share(menu) => menu,
            Layer::SessionOffer(saved) => $($borrow)+ **saved,
            Layer::Teach(teaching) => teaching,
            Layer::QuitConfirm(confirm) => confirm,
            Layer::SquareJump(jump) => jump,
            Layer::OpenDialog(dialog) => dialog,
            Layer::NamePrompt(prompt) => prompt,
            Layer::GameList(list) => list,
            Layer::Library(browser) => browser,
            Layer::ConfigProblems(problems) => problems,
            Layer::DiagramPrompt(prompt) => prompt,
            Layer::Analysis(panel) => panel,
            Layer::History(history) => history,
        }
    };
}
pub(crate) use the_overlay;

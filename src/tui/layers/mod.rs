//! Modes as a stack of layers, after helix's compositor: whatever takes the
//! keys for a while (help, the share menu, the session prompt, a teaching
//! view, the quit confirmation, the square jump) is a `Layer` on `App`'s
//! stack. An action goes to the top layer first; the layer consumes it or
//! passes it down, and says whether it stays open and whether to open another
//! layer on top. Under the stack lies the editor itself (`App::update_editor`).
//! The view draws the layers bottom to top, each over what is below it, and
//! the keymap context of the top layer decides what keys mean.
//!
//! Each overlay is a folder here: `state.rs` its state (data only, no `App`),
//! `mod.rs` its `handle` and its `impl Overlay` (no ratatui), `view.rs` its
//! drawing, `notice.rs` its status-line notice and words, `keys.rs` its
//! `KEYS`, its tests beside them. Data lies at the bottom, behaviour above:
//! the `Layer` enum here and `App` import only the folders' `state.rs` and
//! `notice.rs`, so the folders can import this file without a circle. The
//! recipe for a new one is in the README's architecture section: the folder,
//! one `Layer` arm (with its line in `the_overlay!`, and its line in
//! `OPENED_BY_NAME`), one line in `keymap::CHAINED`, and its words in
//! `assets/i18n/<lang>/<name>.ftl`.
//!
//! What the runtime reports (`News`) never comes here: `App::hear` takes it
//! past every layer.

pub mod analysis;
pub mod config_problems;
pub(crate) mod draw;
pub mod engine_control;
pub mod export;
pub mod files;
pub mod help;
pub mod history;
pub mod jump;
pub mod library;
pub(crate) mod list;
mod overlay;
pub mod quit;
pub mod session_offer;
pub mod share;
pub mod teach;

use crate::core::rules::xiangqi::notation::Notation;
use crate::i18n::{Lang, Localizer};
use crate::tui::action::Action;
pub(crate) use crate::tui::action::leaves_to_editor;
use crate::tui::app::{App, Effect, Notice};
use crate::tui::keymap::Context;
use analysis::state::AnalysisPanel;
use config_problems::state::ConfigProblems;
pub use draw::{Canvas, Click};
use engine_control::state::EngineControl;
use export::state::DiagramPrompt;
use files::state::{GameList, NamePrompt, OpenDialog};
use help::state::Help;
use history::state::UndoHistory;
use jump::state::SquareJump;
use library::state::LibraryBrowser;
pub use overlay::{Overlay, Step};
use quit::state::QuitConfirm;
use share::state::ShareMenu;
use std::mem::{Discriminant, discriminant};
use teach::state::Teaching;

/// One thing on the stack: each arm an overlay of its folder.
// A handful of layers at most: their size does not matter.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Layer {
    /// The keys of what is below, scrolled.
    Help(Help),
    Share(ShareMenu),
    // The prompt offering back a session that did not end with a quit.
    SessionOffer(Box<crate::tui::runtime::session::SavedSession>),
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
    /// The analysis engine, its threads, hash and search target (Alt-O).
    EngineControl(EngineControl),
}

/// Every overlay a key opens, by name (`Action::Open(name)`, the one way an
/// overlay is opened), one line an overlay: its folder's name and how it
/// opens on `App`'s stack, a method of its folder's or its state pushed (so
/// this file, below the folders, imports none of their `mod.rs`).
static OPENED_BY_NAME: &[(&str, Opener)] = &[
    (help::state::NAME, |app| {
        app.opened(Layer::Help(Help::default()))
    }),
    (jump::state::NAME, |app| {
        app.opened(Layer::SquareJump(SquareJump::default()))
    }),
    (share::state::NAME, |app| {
        let menu = app.share_menu_opened();
        app.opened(Layer::Share(menu))
    }),
    (library::state::NAME, |app| {
        app.open_library();
        Vec::new()
    }),
    (teach::state::WALK, |app| {
        app.opened_teaching(&Action::WALK_THROUGH)
    }),
    (teach::state::MOVES, |app| {
        app.opened_teaching(&Action::EXPLAIN_MOVES)
    }),
    (teach::state::PRACTICE, |app| {
        app.opened_teaching(&Action::PRACTICE)
    }),
    (teach::state::LESSON_FILE, App::open_lesson_dialog),
    (files::state::OPEN_DIALOG, App::open_dialog),
    (analysis::state::NAME, App::open_analysis),
    (export::state::DIAGRAM_FILE, App::open_diagram_prompt),
    (export::state::DIAGRAM_IMAGE, App::copy_picture),
    (history::state::NAME, App::open_history),
    (engine_control::state::NAME, App::open_engine_control),
];

/// The rows the open overlays take at the foot of the problems panel's
/// `space` (the analysis panel's), so that the problems are laid out above
/// them and neither hides the other.
pub(crate) fn rows_under_problems(
    screen: &crate::tui::view::screen::Screen<'_>,
    space: ratatui::layout::Rect,
) -> u16 {
    let layers = screen.app.layers().iter();
    layers
        .map(|layer| layer.overlay().rows_under_problems(screen, space))
        .sum()
}

/// A status-line hint's message id as the top overlay words it now (the
/// quit question's "back to the editor" when only the file asks).
pub(crate) fn hint_id(app: &App, id: &'static str) -> &'static str {
    app.layers()
        .last()
        .map_or(id, |layer| layer.overlay().hint_id(id))
}

/// The status line's words for a notice of an overlay's, written by its
/// folder; `None` for the editor's own notices.
pub fn notice_text(notice: &Notice, loc: &Localizer) -> Option<String> {
    Some(match notice {
        Notice::Library(notice) => library::notice::notice_text(notice, loc),
        Notice::Teach(notice) => teach::notice::notice_text(notice, loc),
        Notice::File(notice) => files::notice::notice_text(notice, loc),
        Notice::Export(notice) => export::notice::notice_text(notice, loc),
        Notice::Line(notice) => analysis::lines::notice_text(notice, loc),
        Notice::Shared(..) | Notice::ShareNotOffered(..) | Notice::ShareFailed { .. } => {
            share::notice::notice_text(notice, loc)?
        }
        _ => return None,
    })
}

/// How an overlay opens: on `App`'s stack, with what the runtime must do.
type Opener = fn(&mut App) -> Vec<Effect>;

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
            Layer::EngineControl(control) => control,
        }
    };
}

impl Layer {
    /// The overlay this layer is.
    pub fn overlay(&self) -> &dyn Overlay {
        the_overlay!(self, &)
    }

    fn overlay_mut(&mut self) -> &mut dyn Overlay {
        the_overlay!(self, &mut)
    }

    /// Where keys go while this layer is on top; `None`: as below it.
    pub fn context(&self, app: &App) -> Option<Context> {
        self.overlay().context(app)
    }

    /// Whether this layer draws the whole screen (what is below it need not be drawn).
    pub fn covers_screen(&self) -> bool {
        self.overlay().covers_screen()
    }

    pub(crate) fn handle(&mut self, app: &mut App, action: Action) -> Step {
        self.overlay_mut().handle(app, action)
    }
}

impl App {
    /// The notation xiangqi moves are shown in: the open moves view's, else
    /// the one it opens with (the analysis panel writes its moves in it too).
    pub fn move_notation(&self, lang: Lang) -> Notation {
        self.layers()
            .iter()
            .find_map(|layer| match layer {
                Layer::Teach(Teaching::Moves(view)) => Some(view.notation(lang)),
                _ => None,
            })
            .unwrap_or_else(|| teach::moves::default_notation(lang))
    }

    /// Put a layer on top of the stack.
    pub fn open(&mut self, layer: Layer) {
        self.layers.push(layer);
        self.analysis_above_teaching();
    }

    /// The analysis panel stays above a teaching view (opened under it, or
    /// while the panel's layer was out handling a key): its keys reach it
    /// first, and it finds the moves view below it to act on.
    pub(crate) fn analysis_above_teaching(&mut self) {
        let panel = self
            .layers
            .iter()
            .position(|l| matches!(l, Layer::Analysis(_)));
        let teaching = self
            .layers
            .iter()
            .rposition(|l| matches!(l, Layer::Teach(_)));
        if let (Some(panel), Some(teaching)) = (panel, teaching)
            && panel < teaching
        {
            let panel = self.layers.remove(panel);
            self.layers.insert(teaching, panel);
        }
    }

    /// Put a layer on top, with nothing for the runtime to do.
    fn opened(&mut self, layer: Layer) -> Vec<Effect> {
        self.open(layer);
        Vec::new()
    }

    /// A teaching view opened, with nothing for the runtime to do.
    fn opened_teaching(&mut self, key: &Action) -> Vec<Effect> {
        self.open_teaching(key);
        Vec::new()
    }

    /// Open the overlay a key names (`Action::Open`): the one way in.
    pub(crate) fn open_by_name(&mut self, name: &str) -> Vec<Effect> {
        OPENED_BY_NAME
            .iter()
            .find(|(known, _)| *known == name)
            .map_or_else(Vec::new, |(_, open)| open(self))
    }

    /// Close every layer of this kind.
    pub(crate) fn close_all(&mut self, kind: impl Fn(&Layer) -> bool) {
        self.layers.retain(|layer| !kind(layer));
    }

    /// The stack, bottom first.
    pub fn layers(&self) -> &[Layer] {
        &self.layers
    }

    fn find_layer<T>(&self, pick: impl Fn(&Layer) -> Option<&T>) -> Option<&T> {
        self.layers.iter().rev().find_map(pick)
    }

    /// The kinds of the open layers (and teaching views), to tell when the view changed.
    pub(crate) fn layer_shape(&self) -> Vec<(Discriminant<Layer>, Option<Discriminant<Teaching>>)> {
        let kind = |layer: &Layer| match layer {
            Layer::Teach(teaching) => Some(discriminant(teaching)),
            _ => None,
        };
        self.layers
            .iter()
            .map(|layer| (discriminant(layer), kind(layer)))
            .collect()
    }

    pub fn help_open(&self) -> bool {
        self.layers.iter().any(|l| matches!(l, Layer::Help(_)))
    }

    pub fn session_offer(&self) -> Option<&crate::tui::runtime::session::SavedSession> {
        self.find_layer(|l| match l {
            Layer::SessionOffer(saved) => Some(saved.as_ref()),
            _ => None,
        })
    }

    pub fn share_menu(&self) -> Option<ShareMenu> {
        self.find_layer(|l| match l {
            Layer::Share(menu) => Some(menu),
            _ => None,
        })
        .copied()
    }

    pub fn teaching(&self) -> Option<&Teaching> {
        self.find_layer(|l| match l {
            Layer::Teach(teaching) => Some(teaching),
            _ => None,
        })
    }

    pub fn quit_confirm(&self) -> Option<&QuitConfirm> {
        self.find_layer(|l| match l {
            Layer::QuitConfirm(confirm) => Some(confirm),
            _ => None,
        })
    }

    pub fn square_jump(&self) -> Option<&SquareJump> {
        self.find_layer(|l| match l {
            Layer::SquareJump(jump) => Some(jump),
            _ => None,
        })
    }
}

#[cfg(test)]
mod tests;

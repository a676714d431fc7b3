//! Modes as a stack of layers, after helix's compositor: whatever takes the
//! keys for a while (help, the share menu, the session prompt, a teaching
//! view, the quit confirmation, the square jump) is a `Layer` on `App`'s
//! stack. An action goes to the top layer first; the layer consumes it or
//! passes it down, and says whether it stays open and whether to open another
//! layer on top. Under the stack lies the editor itself (`App::update_editor`).
//! The view draws the layers bottom to top, each over what is below it, and
//! the keymap context of the top layer decides what keys mean.
//!
//! Each layer is a folder here: `mod.rs` its state and `handle` (no
//! ratatui), `view.rs` its drawing, its tests beside them. To add one:
//! 1. the folder, and its words in `assets/i18n/<lang>/<name>.ftl`;
//! 2. a variant here (with `pub mod`), one line in `context` and `handle`,
//!    and one in `draw.rs`;
//! 3. its keymap `Context` and bindings (`keymap/mod.rs`, `keymap/table.rs`:
//!    help and the hint line list them from there);
//! 4. the action that opens it (`action.rs`), opened with `App::open` (or
//!    `Step::opening`).
//!
//! What the runtime reports (`News`) never comes here: `App::hear` takes it
//! past every layer.

pub mod analysis;
pub mod config_problems;
pub(crate) mod draw;
pub mod export;
pub mod files;
pub mod help;
pub mod jump;
pub mod library;
pub mod quit;
pub mod session_offer;
pub mod share;
pub mod teach;

use crate::tui::action::Action;
use crate::tui::app::{
    App, DiagramPrompt, Effect, GameList, NamePrompt, OpenDialog, QuitConfirm, ShareMenu,
    SquareJump,
};
use crate::tui::keymap::Context;
use crate::tui::layers::teach::Teaching;
use crate::tui::news::News;
use crate::tui::runtime::session::SavedSession;
use std::cell::Cell;
use std::mem::{Discriminant, discriminant};

/// One thing on the stack.
// A handful of layers at most: their size does not matter.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Layer {
    /// The keys of what is below, scrolled this many lines (the view keeps it
    /// within the text, as ratatui's list state is kept in view).
    Help(Cell<u16>),
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
    Library(crate::tui::app::LibraryBrowser),
    /// The config file's problems, shown at start.
    ConfigProblems(config_problems::ConfigProblems),
    /// The file name a diagram is written under.
    DiagramPrompt(DiagramPrompt),
    /// The engine's live analysis of the board (takes only its own keys).
    Analysis(analysis::AnalysisPanel),
}

/// What a layer did with an action.
#[derive(Debug, Default)]
pub struct Step {
    /// `Some`: not this layer's, for the layers below (and the editor).
    pub pass: Option<Action>,
    pub effects: Vec<Effect>,
    pub close: bool,
    /// A layer to open on top of this one.
    pub open: Option<Layer>,
}

impl Step {
    /// Taken; the layer stays.
    pub fn consumed() -> Step {
        Step::default()
    }
    /// Taken, with effects for the runtime.
    pub fn effects(effects: Vec<Effect>) -> Step {
        Step {
            effects,
            ..Step::default()
        }
    }
    /// Not this layer's.
    pub fn pass(action: Action) -> Step {
        Step {
            pass: Some(action),
            ..Step::default()
        }
    }
    pub fn and_close(mut self) -> Step {
        self.close = true;
        self
    }
    pub fn opening(mut self, layer: Layer) -> Step {
        self.open = Some(layer);
        self
    }
}

impl Layer {
    /// Where keys go while this layer is on top; `None`: as below it (a
    /// layer that only adds a panel, like building a position off the board).
    pub fn context(&self, app: &App) -> Option<Context> {
        match self {
            Layer::Help(_) => Some(Context::Help),
            // The menu is a list of choices, like a panel.
            Layer::Share(_) => Some(Context::Panel),
            Layer::SessionOffer(_) => Some(Context::SessionPrompt),
            Layer::Teach(teaching) => app.teaching_context_of(teaching),
            Layer::QuitConfirm(_) => Some(Context::QuitConfirm),
            Layer::SquareJump(_) => Some(Context::SquareJump),
            Layer::OpenDialog(_) => Some(Context::OpenDialog),
            Layer::NamePrompt(_) => Some(Context::NamePrompt),
            Layer::GameList(_) => Some(Context::GameList),
            Layer::Library(_) => Some(Context::Library),
            Layer::ConfigProblems(_) => Some(Context::ConfigProblems),
            Layer::DiagramPrompt(_) => Some(Context::DiagramPrompt),
            Layer::Analysis(_) => None,
        }
    }

    /// Whether this layer draws the whole screen (what is below it need not be drawn).
    pub fn covers_screen(&self) -> bool {
        matches!(self, Layer::Teach(t) if !matches!(t, Teaching::Build(_)))
    }

    fn handle(&mut self, app: &mut App, action: Action) -> Step {
        match self {
            Layer::Help(scroll) => crate::tui::layers::help::handle(scroll, action),
            Layer::Share(menu) => app.handle_share_menu(menu, action),
            Layer::SessionOffer(saved) => app.handle_session_offer(saved, action),
            Layer::Teach(teaching) => app.handle_teaching(teaching, action),
            Layer::QuitConfirm(confirm) => app.handle_quit_confirm(confirm, action),
            Layer::SquareJump(jump) => app.handle_square_jump(jump, action),
            Layer::OpenDialog(dialog) => app.handle_open_dialog(dialog, action),
            Layer::NamePrompt(prompt) => app.handle_name_prompt(prompt, action),
            Layer::GameList(list) => app.handle_game_list(list, action),
            Layer::Library(browser) => app.handle_library(browser, action),
            Layer::ConfigProblems(_) => config_problems::handle(action),
            Layer::DiagramPrompt(prompt) => app.handle_diagram_prompt(prompt, action),
            Layer::Analysis(panel) => analysis::handle(panel, action),
        }
    }
}

impl App {
    /// Apply one action (what the user asks): the top layer first, then down
    /// the stack to the editor. Return what the runtime must do.
    pub fn update(&mut self, action: Action) -> Vec<Effect> {
        self.keeping_notice_fresh(|app| app.route(action))
    }

    /// Take one report of the runtime's: past every layer, to the part that
    /// asked for it. Return what the runtime must do next.
    pub fn hear(&mut self, news: News) -> Vec<Effect> {
        self.keeping_notice_fresh(|app| app.hear_news(news))
    }

    fn hear_news(&mut self, news: News) -> Vec<Effect> {
        match news {
            News::Copied(outcome) => self.notice = crate::tui::app::Notice::Copied(outcome),
            News::ClipboardFailed { code, detail } => {
                self.notice = crate::tui::app::Notice::ClipboardFailed { code, detail }
            }
            News::ClipboardEmpty => self.notice = crate::tui::app::Notice::ClipboardEmpty,
            // The text asked for goes where a typed paste would.
            News::Pasted(text) => return self.route(Action::Paste(text)),
            news @ (News::Shared { .. } | News::ShareFailed { .. }) => self.share_news(news),
            News::Session(session) => self.session_news(session),
            News::File(news) => return self.file_news(news),
            News::Export(news) => self.export_news(news),
            News::Analysis(report) => self.analysis_news(report),
        }
        Vec::new()
    }

    /// A message is about the view it was given in: a new view starts clean.
    fn keeping_notice_fresh(
        &mut self,
        change: impl FnOnce(&mut App) -> Vec<Effect>,
    ) -> Vec<Effect> {
        let shape_before = self.layer_shape();
        let notice_before = self.notice.clone();
        let effects = change(self);
        if self.layer_shape() != shape_before && self.notice == notice_before {
            self.notice = crate::tui::app::Notice::Welcome;
        }
        effects
    }

    /// The top layer first; what it passes goes to the one below, and so on
    /// down to the editor. A layer that stays goes back where it was, under
    /// any layer opened meanwhile.
    fn route(&mut self, action: Action) -> Vec<Effect> {
        let Some(mut layer) = self.layers.pop() else {
            return self.update_editor(action);
        };
        let depth = self.layers.len();
        let step = layer.handle(self, action);
        let mut effects = step.effects;
        if let Some(passed) = step.pass {
            effects.extend(self.route(passed));
        }
        if !step.close {
            self.layers.insert(depth.min(self.layers.len()), layer);
        }
        if let Some(opened) = step.open {
            self.open(opened);
        }
        effects
    }

    /// Put a layer on top of the stack.
    pub fn open(&mut self, layer: Layer) {
        self.layers.push(layer);
    }

    /// Close every layer of this kind.
    pub(crate) fn close_all(&mut self, kind: impl Fn(&Layer) -> bool) {
        self.layers.retain(|layer| !kind(layer));
    }

    /// The stack, bottom first.
    pub fn layers(&self) -> &[Layer] {
        &self.layers
    }

    /// Where keys go now: the top layer's context, else the focused part's.
    pub fn key_context(&self) -> Context {
        self.context_below(self.layers.len())
    }

    /// Where keys would go if only the layers under `index` were open (the
    /// help lists the keys of what it covers).
    pub fn context_below(&self, index: usize) -> Context {
        self.layers[..index.min(self.layers.len())]
            .iter()
            .rev()
            .find_map(|layer| layer.context(self))
            .unwrap_or_else(|| self.focus_context())
    }

    fn find_layer<T>(&self, pick: impl Fn(&Layer) -> Option<&T>) -> Option<&T> {
        self.layers.iter().rev().find_map(pick)
    }

    /// The kinds of the open layers (and teaching views), to tell when the view changed.
    fn layer_shape(&self) -> Vec<(Discriminant<Layer>, Option<Discriminant<Teaching>>)> {
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

    pub fn session_offer(&self) -> Option<&SavedSession> {
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

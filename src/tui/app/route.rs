//! `App::update` and `App::hear`: an action goes to the top layer first,
//! then down the stack to the editor (`update_editor`, `app/update.rs`); the
//! runtime's news goes past every layer to the part that asked for it.

use super::{App, Effect, Notice};
use crate::tui::action::Action;
use crate::tui::news::News;

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
            // An engine line copied is said as the line's, not the FEN's.
            News::Copied(outcome) => {
                self.notice = match self.line_copy.take() {
                    Some(format) => Notice::Line(
                        crate::tui::layers::analysis::lines::LineNotice::Copied(format, outcome),
                    ),
                    None => Notice::Copied(outcome),
                }
            }
            News::ClipboardFailed { code, detail } => {
                self.notice = Notice::ClipboardFailed { code, detail }
            }
            News::ClipboardEmpty => self.notice = Notice::ClipboardEmpty,
            // The text asked for goes where a typed paste would.
            News::Pasted(text) => return self.route(Action::Paste(text)),
            News::PicturePasted(read) => self.take_picture(read),
            news @ (News::Shared { .. } | News::ShareFailed { .. }) => self.share_news(news),
            News::Session(session) => self.session_news(session),
            News::File(news) => return self.file_news(news),
            News::Export(news) => self.export_news(news),
            News::Analysis(report) => self.analysis_news(report),
            News::Practice(news) => self.practice_news(news),
        }
        Vec::new()
    }

    /// A message is about the view it was given in: a new view starts clean.
    fn keeping_notice_fresh(
        &mut self,
        change: impl FnOnce(&mut App) -> Vec<Effect>,
    ) -> Vec<Effect> {
        let shape_before = self.layer_shape();
        let focus_before = self.focus;
        let notice_before = self.notice.clone();
        let effects = change(self);
        // Tabbing to another part is a new view too ("h1 is the board's end"
        // is about the board, not the panel the user went to).
        let moved = self.layer_shape() != shape_before || self.focus != focus_before;
        if moved && self.notice == notice_before {
            self.notice = Notice::Welcome;
        }
        effects
    }

    /// The top layer first; what it passes goes to the one below, and so on
    /// down to the editor. A layer that stays goes back where it was, under
    /// any layer opened meanwhile.
    fn route(&mut self, action: Action) -> Vec<Effect> {
        let Some(mut layer) = self.layers.pop() else {
            // The file keys (open, save, step) before the editor's own, even
            // while a spare piece is being picked.
            if let Some(effects) = self.file_action(&action) {
                return effects;
            }
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
        self.analysis_above_teaching();
        effects
    }
}

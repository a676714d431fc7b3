//! The analysis panel: a layer that takes no keys but its own (Alt-A opens
//! and closes it, Alt-P pauses or restarts, Alt-H threat mode, Alt-L the
//! number of lines: `keys.rs`) and passes every other action down, so the
//! editor works as before while an engine looks at the board.
//!
//! Its state (`state.rs`) and `handle` here (no ratatui, no engine): which position
//! the engine should look at (the board when it is valid, or the same
//! position with the other side to move in threat mode), what it last said
//! (only whole MultiPV sets of the position asked last), and why it is not
//! analysing. Scores are shown from White's (Red's) side, as the bar. The engine itself is run by `runtime::analysis`, which asks
//! `follow` after every batch of keys and hands the engine's reports back as
//! `News::Analysis`. Words: `text.rs`; drawing: `view.rs`; keys: `keys.rs`.

pub mod keys;
pub mod lines;
pub mod marks;
pub mod notice;
pub mod state;
pub mod text;
pub mod view;

pub use state::{AnalysisPanel, MOST_LINES, NAME, Standing, Wish};

use crate::engine::process::Report;
use crate::tui::action::{Action, AnalysisKey};
use crate::tui::app::{App, Effect};
use crate::tui::keymap::Context;
use crate::tui::layers::{Canvas, Click, Layer, Overlay, Step};
use crate::tui::view::screen::Screen;
use ratatui::layout::Rect;

/// The panel's own keys; everything else is the editor's.
pub fn handle(panel: &mut AnalysisPanel, action: Action) -> Step {
    match action {
        Action::Open(NAME) => return Step::consumed().and_close(),
        Action::Analysis(AnalysisKey::PauseOrRestart) => panel.pause_or_restart(),
        Action::Analysis(AnalysisKey::Threat) => panel.toggle_threat(),
        Action::Analysis(AnalysisKey::MoreLines) => panel.more_lines(),
        Action::Analysis(AnalysisKey::ChooseLine(next)) => panel.choose_line(next),
        other => return Step::pass(other),
    }
    Step::consumed()
}

impl Overlay for AnalysisPanel {
    /// Keys go where they would without it.
    fn context(&self, _: &App) -> Option<Context> {
        None
    }
    fn handle(&mut self, app: &mut App, action: Action) -> Step {
        match action {
            Action::Analysis(AnalysisKey::PlayBest) => app.play_best(self),
            Action::Analysis(AnalysisKey::StepIntoLine) => app.step_into_line(self),
            Action::Analysis(AnalysisKey::CopyLine(format)) => {
                return Step::effects(app.copy_line(self, format));
            }
            // The control opens over this panel, from its own choices (the
            // panel is out of the stack while it handles a key).
            Action::Open(crate::tui::layers::engine_control::NAME) => {
                let control = app.engine_control(self.engines.clone());
                return Step::consumed().opening(Layer::EngineControl(control));
            }
            action => return handle(self, action),
        }
        Step::consumed()
    }
    fn draw(&self, canvas: &mut Canvas<'_, '_>) {
        view::render(canvas.screen, self, canvas.area, canvas.buf)
    }
    /// The mouse is the editor's.
    fn click(&self, _: Click<'_, '_>) -> Option<Option<Action>> {
        None
    }
    /// The wheel scrolls the problems above the panel, as without it.
    fn wheel(&self, down: bool) -> Option<Action> {
        Some(Action::ScrollProblems(down))
    }
    /// The panel stands at the foot of the problems panel.
    fn rows_under_problems(&self, screen: &Screen<'_>, space: Rect) -> u16 {
        view::rows_taken(screen, self, space)
    }
}

impl App {
    /// The analysis panel, when it is open.
    pub fn analysis(&self) -> Option<&AnalysisPanel> {
        self.layers.iter().find_map(|layer| match layer {
            Layer::Analysis(panel) => Some(panel),
            _ => None,
        })
    }

    pub fn analysis_mut(&mut self) -> Option<&mut AnalysisPanel> {
        self.layers.iter_mut().find_map(|layer| match layer {
            Layer::Analysis(panel) => Some(panel),
            _ => None,
        })
    }

    /// Open the panel (once: a second stays closed): Alt-A with the panel
    /// closed (`Action::Open`), or `--analyse`.
    pub(crate) fn open_analysis(&mut self) -> Vec<Effect> {
        if self.analysis().is_none() {
            self.open(Layer::Analysis(AnalysisPanel::new()));
        }
        Vec::new()
    }

    /// The engine's report, for the panel (none when it was closed since).
    pub(crate) fn analysis_news(&mut self, report: Report) {
        if let Some(panel) = self.analysis_mut() {
            panel.take(report);
        }
    }
}

#[cfg(test)]
mod tests;

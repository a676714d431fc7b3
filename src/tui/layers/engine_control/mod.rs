//! The engine control (Alt-O): the analysis panel's engine chosen (the
//! config's, or one of the usual ones found), its threads and hash, and how
//! far each search goes (until stopped, a depth, a number of nodes), without
//! leaving the editor. Enter applies the choices to the running analysis
//! (another engine, threads or hash start it again; another target asks
//! again) and the runtime writes them into `config.toml`'s `[engines]`, as
//! the look is remembered; Esc leaves everything as it was. It opens the
//! panel when it is closed.

pub mod keys;
pub mod state;
pub mod view;

use crate::config::Engines;
use crate::engine::find;
use crate::tui::action::{Action, Direction};
use crate::tui::app::{App, Effect};
use crate::tui::keymap::Context;
use crate::tui::layers::list::moved;
use crate::tui::layers::{Canvas, Layer, Overlay, Step};
pub use state::{EngineControl, HASHES, NAME, ROWS, Row, TARGETS};

impl App {
    /// Open the control over the analysis panel (opened first when closed).
    pub(crate) fn open_engine_control(&mut self) -> Vec<Effect> {
        self.open_analysis();
        let chosen = self.analysis().and_then(|panel| panel.engines.clone());
        let control = self.engine_control(chosen);
        self.open(Layer::EngineControl(control));
        Vec::new()
    }

    /// The control for the board analysed, starting from the panel's
    /// choices (`chosen`). The panel itself opens it when Alt-O reaches it
    /// first: it is then out of the stack, handling the key, and
    /// `open_engine_control` would find no panel and open a second one.
    pub(crate) fn engine_control(&self, chosen: Option<Engines>) -> EngineControl {
        let variant = self.analysed_board().variant;
        let mut programs = vec![None];
        let listed = find::choices(variant, chosen.as_ref().unwrap_or(&Engines::default()));
        programs.extend(listed.into_iter().map(Some));
        let most_threads = std::thread::available_parallelism()
            .map_or(1, |n| u32::try_from(n.get()).unwrap_or(1))
            .max(1);
        EngineControl {
            variant,
            programs,
            chosen,
            row: 0,
            most_threads,
        }
    }
}

impl EngineControl {
    /// The choices as they stand: the panel's until changed here.
    pub fn current(&self, app: &App) -> Engines {
        self.chosen
            .clone()
            .or_else(|| app.analysis().and_then(|panel| panel.engines.clone()))
            .unwrap_or_default()
    }

    /// The engine chosen for this game (`None`: the first found).
    pub fn program(&self, engines: &Engines) -> Option<String> {
        match self.variant {
            crate::core::Variant::Chess => engines.chess.clone(),
            crate::core::Variant::Xiangqi => engines.xiangqi.clone(),
        }
    }

    /// ← (`-1`) or → (`1`) on the highlighted setting.
    fn change(&mut self, app: &App, by: i32) {
        let mut engines = self.current(app);
        match ROWS.get(self.row) {
            Some(Row::Engine) => {
                let now = self.program(&engines);
                let at = self.programs.iter().position(|p| *p == now).unwrap_or(0);
                let next = step(at, self.programs.len(), by);
                let program = self.programs.get(next).cloned().flatten();
                match self.variant {
                    crate::core::Variant::Chess => engines.chess = program,
                    crate::core::Variant::Xiangqi => engines.xiangqi = program,
                }
            }
            Some(Row::Threads) => {
                // 0 stands for the engine's own number.
                let now = engines.threads.unwrap_or(0).min(self.most_threads);
                let count = usize::try_from(self.most_threads).unwrap_or(1) + 1;
                let next = step(usize::try_from(now).unwrap_or(0), count, by);
                engines.threads = u32::try_from(next).ok().filter(|n| *n > 0);
            }
            Some(Row::Hash) => {
                let now = engines
                    .hash_mb
                    .and_then(|mb| HASHES.iter().position(|h| *h >= mb))
                    .map_or(0, |at| at + 1);
                let next = step(now, HASHES.len() + 1, by);
                engines.hash_mb = next.checked_sub(1).and_then(|at| HASHES.get(at).copied());
            }
            Some(Row::Target) => {
                let now = TARGETS
                    .iter()
                    .position(|t| *t == (engines.depth, engines.nodes))
                    .unwrap_or(0);
                let next = step(now, TARGETS.len(), by);
                (engines.depth, engines.nodes) = TARGETS[next];
            }
            None => {}
        }
        self.chosen = Some(engines);
    }

    fn handle(&mut self, app: &mut App, action: Action) -> Step {
        match action {
            Action::Escape | Action::Open(NAME) => Step::consumed().and_close(),
            Action::Submit | Action::Activate => {
                let chosen = self.current(app);
                if let Some(panel) = app.analysis_mut() {
                    panel.apply_engines(chosen);
                }
                Step::consumed().and_close()
            }
            Action::Move(Direction::Left) => {
                self.change(app, -1);
                Step::consumed()
            }
            Action::Move(Direction::Right) => {
                self.change(app, 1);
                Step::consumed()
            }
            Action::Move(_) | Action::TopRank | Action::BottomRank | Action::Home | Action::End => {
                self.row = moved(self.row, ROWS.len(), &action);
                Step::consumed()
            }
            action if crate::tui::layers::leaves_to_editor(&action) => Step::pass(action),
            _ => Step::consumed(),
        }
    }
}

/// `at` moved `by` round `count` places.
fn step(at: usize, count: usize, by: i32) -> usize {
    let count = count.max(1);
    if by < 0 {
        (at + count - 1) % count
    } else {
        (at + 1) % count
    }
}

impl Overlay for EngineControl {
    fn context(&self, _: &App) -> Option<Context> {
        Some(keys::CONTEXT)
    }
    fn handle(&mut self, app: &mut App, action: Action) -> Step {
        EngineControl::handle(self, app, action)
    }
    fn draw(&self, canvas: &mut Canvas<'_, '_>) {
        view::render(canvas.screen, self, canvas.area, canvas.buf)
    }
}

#[cfg(test)]
mod tests;

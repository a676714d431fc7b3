//! The analysis panel's engine, run off the key path. After every batch of
//! events the run loop calls [`EngineJobs::follow`]: the panel says what it
//! wants for the board now (`AnalysisPanel::follow`) and this starts the
//! engine lazily (the first time there is a valid position to send, so an
//! invalid one starts none), restarts it for the other game or after a
//! failure, or hands it the new job. The engine runs on its own worker and
//! reader threads (`engine::process`); its reports come back through a
//! channel that the run loop drains between batches, as `News::Analysis`.
//!
//! crossterm's wait for input cannot be woken from another thread, so while
//! an engine runs the loop waits for input at most [`LISTEN`] at a time:
//! reports come at most every 200 ms, and the loop is idle again as soon as
//! the panel closes.

use crate::config::Engines;
use crate::core::Variant;
use crate::engine::find;
use crate::engine::process::{Engine, Report};
use crate::tui::app::App;
use crate::tui::layers::analysis::{Standing, Wish};
use crate::tui::news::News;
use std::path::PathBuf;
use std::sync::mpsc::{self, Receiver};
use std::time::Duration;

/// How long the loop waits for input before looking for the engine's news.
pub const LISTEN: Duration = Duration::from_millis(40);

/// The engine the panel uses, when one runs.
pub struct EngineJobs {
    /// The engines as the config says, then as the engine control sets them.
    engines: Engines,
    /// The config file the engine control's choices are written to.
    config: Option<PathBuf>,
    running: Option<Running>,
}

struct Running {
    engine: Engine,
    variant: Variant,
    /// The panel's `generation` it was started for.
    generation: u32,
    reports: Receiver<Report>,
}

impl EngineJobs {
    /// Engines as the config names them (else the usual ones).
    pub fn new(engines: Engines, config: Option<PathBuf>) -> EngineJobs {
        EngineJobs {
            engines,
            config,
            running: None,
        }
    }

    /// The panel gets the config's engines when it opens; a change the
    /// engine control made is taken here and written to the config file
    /// (a failure said on the status line).
    fn take_choices(&mut self, app: &mut App, variant: Variant) {
        let Some(panel) = app.analysis_mut() else {
            return;
        };
        let chosen = match &panel.engines {
            None => {
                panel.engines = Some(self.engines.clone());
                return;
            }
            Some(chosen) if *chosen != self.engines => chosen.clone(),
            Some(_) => return,
        };
        self.engines = chosen;
        if let Some(path) = &self.config
            && let Err(why) = super::remember::remember_engines(path, variant, &self.engines)
        {
            app.look_not_remembered(why);
        }
    }

    /// What the panel wants for the board now, done without waiting.
    /// Whether the panel changed (to be drawn again).
    pub fn follow(&mut self, app: &mut App) -> bool {
        // The moves view's position while it is open (a game stepped through).
        let board = app.analysed_board();
        self.take_choices(app, board.variant);
        let Some(panel) = app.analysis_mut() else {
            // The panel closed: the engine quits on its own thread.
            self.running = None;
            return false;
        };
        let stale = self.running.as_ref().is_some_and(|running| {
            running.variant != board.variant
                || running.generation != panel.generation
                || matches!(panel.standing, Standing::Gone(_))
        });
        if stale {
            self.running = None;
        }
        let wish = panel.follow(&board);
        let changed = wish != Wish::Same;
        match wish {
            Wish::Same => {}
            Wish::Stop => {
                if let Some(running) = &self.running {
                    running.engine.stop();
                }
            }
            Wish::Analyse(job) => {
                if self.running.is_none() {
                    match find::find(board.variant, None, &self.engines) {
                        Ok(spec) => {
                            panel.starting(&spec.file_name());
                            self.running = Some(start(spec, board.variant, panel.generation));
                        }
                        Err(missing) => {
                            panel.missing(missing);
                            return true;
                        }
                    }
                }
                if let Some(running) = &self.running {
                    running.engine.analyse(job);
                }
            }
        }
        changed
    }

    /// The engine's next report, if one came.
    pub fn news(&mut self) -> Option<News> {
        let report = self.running.as_ref()?.reports.try_recv().ok()?;
        Some(News::Analysis(report))
    }

    /// How long the loop may wait for input: not long while an engine runs.
    pub fn wait(&self) -> Option<Duration> {
        self.running.as_ref().map(|_| LISTEN)
    }

    /// Quit the engine and wait until it is gone (at most about 2 s).
    pub fn shutdown(self) {
        if let Some(running) = self.running {
            running.engine.shutdown();
        }
    }
}

fn start(spec: find::EngineSpec, variant: Variant, generation: u32) -> Running {
    let (to_loop, reports) = mpsc::channel();
    let engine = Engine::start(spec, variant, move |report| {
        // The loop has gone: nobody to tell.
        let _ = to_loop.send(report);
    });
    Running {
        engine,
        variant,
        generation,
        reports,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Variant;
    use crate::i18n::{Lang, Localizer};
    use crate::tui::layers::analysis::text;

    #[test]
    fn a_missing_engine_is_said_in_the_panel_and_an_invalid_position_starts_none() {
        let engines = Engines {
            chess: Some("/no/such/engine".into()),
            ..Engines::default()
        };
        let mut jobs = EngineJobs::new(engines, None);
        // An invalid position (no kings): nothing is looked for or started.
        let mut app = App::new(crate::core::Position::empty(Variant::Chess));
        app.open_analysis();
        assert!(jobs.follow(&mut app));
        assert!(jobs.running.is_none() && jobs.wait().is_none());
        let standing = &app.analysis().expect("open").standing;
        assert!(matches!(standing, Standing::Invalid(_)), "{standing:?}");
        // A valid one: the engine named is looked for, and is not there.
        let start = crate::core::fen::read_fen(
            Variant::Chess.start_fen(),
            crate::core::fen::ReadOptions::strict(),
        )
        .expect("reads")
        .position;
        let mut app = App::new(start);
        app.open_analysis();
        assert!(jobs.follow(&mut app));
        assert!(jobs.running.is_none());
        let panel = app.analysis().expect("open");
        for lang in Lang::ALL {
            let said = text::standing(panel, Variant::Chess, &Localizer::new(lang)).expect("words");
            assert!(said.contains("/no/such/engine"), "{lang:?}: {said}");
        }
        // Said once: following again changes nothing until Alt-P.
        assert!(!jobs.follow(&mut app));
    }

    #[test]
    fn the_engine_control_s_choices_reach_the_engine_and_the_config_file_keeping_its_words() {
        let dir = std::env::temp_dir().join(format!("fen-tui-engines-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("a folder");
        let path = dir.join("config.toml");
        let mine = "# mine\n[engines] # mine too\nchess = \"/no/such/engine\" # not here\n";
        std::fs::write(&path, mine).expect("written");
        let engines = Engines {
            chess: Some("/no/such/engine".into()),
            ..Engines::default()
        };
        let mut jobs = EngineJobs::new(engines.clone(), Some(path.clone()));
        let start = crate::core::fen::read_fen(
            Variant::Chess.start_fen(),
            crate::core::fen::ReadOptions::strict(),
        )
        .expect("reads")
        .position;
        let mut app = App::new(start);
        app.open_analysis();
        jobs.follow(&mut app);
        // The panel has the config's engines; nothing is written for them.
        assert_eq!(
            app.analysis().and_then(|p| p.engines.clone()),
            Some(engines.clone())
        );
        assert_eq!(std::fs::read_to_string(&path).expect("read"), mine);
        // Chosen in the control: two threads, depth 20.
        let chosen = Engines {
            threads: Some(2),
            depth: Some(20),
            ..engines
        };
        app.analysis_mut()
            .expect("open")
            .apply_engines(chosen.clone());
        jobs.follow(&mut app);
        assert_eq!(jobs.engines, chosen);
        assert_eq!(
            std::fs::read_to_string(&path).expect("read"),
            format!("{mine}threads = 2\ndepth = 20\n")
        );
        let _ = std::fs::remove_dir_all(&dir);
    }
}

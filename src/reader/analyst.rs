//! `v`: the evaluation and best line of a local engine (the engine code the
//! editor's panel and `fen-tui analyse` use), said in one line.

use super::session::Analyst;
use super::speech::Speech;
use crate::config::Engines;
use crate::core::Position;
use crate::engine::find;
use crate::engine::process::{Engine, Report};
use crate::engine::{Job, Limit, line_text, words};
use std::sync::mpsc;
use std::time::Duration;

/// How long one analysis searches.
const SEARCH: Duration = Duration::from_millis(1500);
/// How long an engine may take to answer at all.
const PATIENCE: Duration = Duration::from_secs(20);

pub struct EngineAnalyst {
    engines: Engines,
    jobs: u64,
}

impl EngineAnalyst {
    pub fn new(engines: Engines) -> EngineAnalyst {
        EngineAnalyst { engines, jobs: 0 }
    }
}

impl Analyst for EngineAnalyst {
    fn analyse(&mut self, position: &Position, speech: &Speech, say: &mut dyn FnMut(String)) {
        let loc = &speech.loc;
        let spec = match find::find(position.variant, None, &self.engines) {
            Ok(spec) => spec,
            Err(missing) => return say(words::missing(&missing, loc)),
        };
        let mut name = spec.file_name();
        say(loc.format("reader-analysing", &[("engine", name.clone().into())]));
        let (sender, reports) = mpsc::channel();
        let engine = Engine::start(spec, position.variant, move |report| {
            let _ = sender.send(report);
        });
        self.jobs += 1;
        let job = Job {
            id: self.jobs,
            position: *position,
            limit: Limit::Movetime(u64::try_from(SEARCH.as_millis()).unwrap_or(1500)),
            multipv: 1,
        };
        engine.analyse(job);
        loop {
            match reports.recv_timeout(PATIENCE) {
                Ok(Report::Ready { name: ready }) => name = ready,
                Ok(Report::Analysis(analysis)) if analysis.done && analysis.job == job.id => {
                    say(match analysis.lines.first() {
                        Some(line) => loc.format(
                            "reader-analysis",
                            &[
                                ("score", line.score.to_string().into()),
                                ("depth", analysis.depth.into()),
                                ("line", line_text(position, &line.moves).join(" ").into()),
                            ],
                        ),
                        None => loc.text("reader-analysis-none"),
                    });
                    break;
                }
                Ok(Report::Failed(failure)) => {
                    say(words::failure(&failure, &name, loc));
                    break;
                }
                Ok(_) => {}
                Err(_) => {
                    say(loc.text("reader-analysis-none"));
                    break;
                }
            }
        }
        engine.shutdown();
    }
}

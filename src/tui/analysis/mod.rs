//! The analysis panel's state, apart from the editor's own: which position
//! the engine should look at (the board when it is valid, or the same
//! position with the other side to move in threat mode), what it last said
//! (only whole MultiPV sets of the position on the board), and the panel's
//! words, in a full and a one-line form (80×24). Not yet wired into the run
//! loop or the keymap: the engine's reports are meant to arrive there as a
//! report next to the clipboard's, never as a user action.

use crate::core::rules;
use crate::core::{Color, Position};
use crate::engine::process::Report;
use crate::engine::{Analysis, Job, Limit, Score, line_text, words};
use crate::i18n::Localizer;

/// What the panel shows when it has no lines.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Standing {
    /// The engine is starting (its file name).
    Starting(String),
    /// The position on the board is not sent: why, in words.
    Invalid(String),
    Paused,
    /// The engine stopped being usable: said once, in words.
    Gone(String),
    Analysing,
}

/// The panel: its wishes for the engine and what the engine said.
#[derive(Clone, Debug)]
pub struct AnalysisPanel {
    pub multipv: u32,
    pub threat: bool,
    pub paused: bool,
    pub standing: Standing,
    pub engine_name: String,
    last_job: u64,
    asked: Option<Position>,
    shown: Option<Analysis>,
}

impl AnalysisPanel {
    pub fn new(engine_file: &str) -> AnalysisPanel {
        AnalysisPanel {
            multipv: 3,
            threat: false,
            paused: false,
            standing: Standing::Starting(engine_file.to_string()),
            engine_name: engine_file.to_string(),
            last_job: 0,
            asked: None,
            shown: None,
        }
    }

    /// The board changed (an edit, a paste, an undo): the job for the
    /// engine, or `None` when nothing new is to be analysed. An invalid
    /// position stops the analysis (the caller sends `stop`) and says why.
    pub fn follow(&mut self, board: &Position, loc: &Localizer) -> Option<Job> {
        let target = self.target(board);
        let position = match target {
            Ok(position) => position,
            Err(reason) => {
                self.standing = Standing::Invalid(reason_text(reason, board, loc));
                self.asked = None;
                self.shown = None;
                return None;
            }
        };
        if self.paused || self.asked == Some(position) {
            return None;
        }
        self.asked = Some(position);
        self.shown = None;
        self.last_job += 1;
        if !matches!(self.standing, Standing::Starting(_) | Standing::Gone(_)) {
            self.standing = Standing::Analysing;
        }
        Some(Job {
            id: self.last_job,
            position,
            limit: Limit::Infinite,
            multipv: self.multipv.clamp(1, 5),
        })
    }

    fn target(&self, board: &Position) -> Result<Position, Reason> {
        let problems = rules::problems(board);
        if !problems.is_empty() {
            return Err(Reason::Invalid(problems));
        }
        if !self.threat {
            return Ok(*board);
        }
        // The other side to move, en passant gone: legal only when the side
        // that was to move is not in check.
        let mut swapped = *board;
        swapped.side_to_move = board.side_to_move.other();
        swapped.en_passant = None;
        if rules::problems(&swapped).is_empty() {
            Ok(swapped)
        } else {
            Err(Reason::NoThreat)
        }
    }

    /// Take in one report of the engine; whether the panel changed.
    pub fn take(&mut self, report: Report, loc: &Localizer) -> bool {
        match report {
            Report::Ready { name } => {
                self.engine_name = name;
                if matches!(self.standing, Standing::Starting(_)) {
                    self.standing = Standing::Analysing;
                }
            }
            // Only the set of the position asked last counts.
            Report::Analysis(analysis) if analysis.job == self.last_job => {
                self.shown = Some(analysis);
            }
            Report::Analysis(_) | Report::Pong => return false,
            Report::Message(_) => return false,
            Report::Failed(failure) => {
                let said = words::failure(&failure, &self.engine_name, loc);
                self.standing =
                    Standing::Gone(format!("{said} {}", loc.text("engine-restart-hint")));
                self.asked = None;
            }
        }
        true
    }

    pub fn shown(&self) -> Option<&Analysis> {
        self.shown.as_ref()
    }

    /// The best line's score from White's (Red's) side, for the bar.
    pub fn white_score(&self) -> Option<Score> {
        let analysis = self.shown.as_ref()?;
        let score = analysis.lines.first()?.score;
        Some(match analysis.position.side_to_move {
            Color::White => score,
            Color::Black => score.negated(),
        })
    }

    /// The panel's text: a head line, then one line per MultiPV line; just
    /// the head and the best line when `one_line`.
    pub fn text(&self, loc: &Localizer, one_line: bool) -> Vec<String> {
        let Some(analysis) = &self.shown else {
            return vec![self.standing_text(loc)];
        };
        let depth = loc.format("engine-depth", &[("depth", analysis.depth.into())]);
        let knps = loc.format(
            "engine-nps",
            &[(
                "knps",
                usize::try_from(analysis.nps / 1000)
                    .unwrap_or(usize::MAX)
                    .into(),
            )],
        );
        let best = analysis.lines.first().map(|line| line.score.to_string());
        let mut head = format!(
            "{} {depth} {knps} {}",
            best.unwrap_or_default(),
            self.engine_name
        );
        if self.threat {
            head = format!("[{}] {head}", loc.text("engine-threat"));
        }
        let lines = analysis.lines.iter().map(|line| {
            let moves = line_text(&analysis.position, &line.moves).join(" ");
            let wdl = line
                .wdl
                .map_or_else(String::new, |[w, d, l]| format!(" {w}/{d}/{l}"));
            format!("{:>6}{wdl} {moves}", line.score.to_string())
        });
        if one_line {
            let first = lines.take(1).collect::<Vec<_>>().join("");
            return vec![format!("{head} │ {}", first.trim_start())];
        }
        std::iter::once(head).chain(lines).collect()
    }

    fn standing_text(&self, loc: &Localizer) -> String {
        match &self.standing {
            Standing::Starting(file) => {
                loc.format("engine-starting", &[("engine", file.clone().into())])
            }
            Standing::Invalid(why) | Standing::Gone(why) => why.clone(),
            Standing::Paused => loc.text("engine-paused"),
            Standing::Analysing => self.engine_name.clone(),
        }
    }
}

enum Reason {
    Invalid(Vec<crate::core::Diagnostic>),
    NoThreat,
}

fn reason_text(reason: Reason, board: &Position, loc: &Localizer) -> String {
    match reason {
        Reason::Invalid(problems) => words::invalid(&problems, board.variant, loc),
        Reason::NoThreat => loc.text("engine-threat-illegal"),
    }
}

#[cfg(test)]
#[path = "tests.rs"]
mod tests;

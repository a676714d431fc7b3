//! The analysis panel's state and what follows from it: which position the
//! engine should look at, what it last said, why it is not analysing (no
//! ratatui, no engine, no `App`: the `Layer` enum holds it without importing
//! the panel's behaviour, which is in `mod.rs`).

use crate::config::Engines;
use crate::core::rules;
use crate::core::{Color, Diagnostic, Position};
use crate::engine::find::Missing;
use crate::engine::process::{Failure, Report};
use crate::engine::{Analysis, Job, Limit, Score};

/// The name `Action::Open` opens it by.
pub const NAME: &str = "analysis";

/// The most lines the panel asks for.
pub const MOST_LINES: u32 = 5;

/// Why the panel shows no lines (or what it is doing), as data: the words
/// are chosen when drawing, in the language of the moment.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Standing {
    /// The engine is starting (its file name is the panel's `engine_name`).
    Starting,
    Analysing,
    Paused,
    /// The position on the board is not sent: its problems.
    Invalid(Vec<Diagnostic>),
    /// Threat mode, but the other side to move would be illegal.
    NoThreat,
    /// No engine for this game was found.
    Missing(Missing),
    /// The engine stopped being usable (said once; Alt-P restarts it).
    Gone(Failure),
}

/// What the runtime should do after `follow`.
// One a batch of keys at most, moved once: the size does not matter.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Wish {
    /// Nothing new.
    Same,
    /// Stop the search (paused, or the position may not be sent).
    Stop,
    /// Analyse this, in place of whatever runs (starting the engine first).
    Analyse(Job),
}

/// The panel: its wishes for the engine and what the engine said.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AnalysisPanel {
    pub multipv: u32,
    pub threat: bool,
    pub paused: bool,
    pub standing: Standing,
    /// The engine's file name until it says its name.
    pub engine_name: String,
    /// Which start of the engine this panel wants: a restart counts it up,
    /// and the runtime starts a new engine when it differs from its own.
    pub generation: u32,
    /// The engine's last `info string`, shown under the lines.
    pub message: Option<String>,
    /// The MultiPV line the line keys act on (0: the best), Alt-J / Alt-K.
    pub chosen: usize,
    /// The engines, threads, hash and search target in use: the config's,
    /// handed over by the runtime, then as the engine control (Alt-O) sets
    /// them (the runtime writes a change to `config.toml`).
    pub engines: Option<Engines>,
    pub(super) last_job: u64,
    pub(super) asked: Option<Position>,
    pub(super) shown: Option<Analysis>,
}

impl Default for AnalysisPanel {
    fn default() -> AnalysisPanel {
        AnalysisPanel::new()
    }
}

impl AnalysisPanel {
    pub fn new() -> AnalysisPanel {
        AnalysisPanel {
            multipv: 3,
            threat: false,
            paused: false,
            standing: Standing::Starting,
            engine_name: String::new(),
            generation: 0,
            message: None,
            chosen: 0,
            engines: None,
            last_job: 0,
            asked: None,
            shown: None,
        }
    }

    /// The board now (after an edit, a paste, an undo): what the engine
    /// should do. An invalid position stops the analysis and says why; a
    /// dead or missing engine waits for a restart.
    pub fn follow(&mut self, board: &Position) -> Wish {
        if matches!(self.standing, Standing::Gone(_) | Standing::Missing(_)) {
            return Wish::Same;
        }
        let position = match self.target(board) {
            Ok(position) => position,
            Err(standing) => {
                let changed = self.standing != standing || self.asked.is_some();
                self.standing = standing;
                self.asked = None;
                self.shown = None;
                return if changed { Wish::Stop } else { Wish::Same };
            }
        };
        if self.paused {
            // The figures kept while paused are of their own position only:
            // a new one on the board clears them.
            let stale = self
                .shown
                .as_ref()
                .is_some_and(|shown| shown.position != position);
            if stale {
                self.shown = None;
            }
            let changed = self.standing != Standing::Paused || stale;
            self.standing = Standing::Paused;
            self.asked = None;
            return if changed { Wish::Stop } else { Wish::Same };
        }
        if self.asked == Some(position) {
            return Wish::Same;
        }
        self.asked = Some(position);
        self.shown = None;
        self.message = None;
        self.last_job += 1;
        if self.standing != Standing::Starting {
            self.standing = Standing::Analysing;
        }
        Wish::Analyse(Job {
            id: self.last_job,
            position,
            limit: self.limit(),
            multipv: self.multipv.clamp(1, MOST_LINES),
        })
    }

    /// How far each search goes: the engine control's depth or nodes, else
    /// until stopped.
    pub fn limit(&self) -> Limit {
        let engines = self.engines.as_ref();
        match (engines.and_then(|e| e.depth), engines.and_then(|e| e.nodes)) {
            (Some(depth), _) => Limit::Depth(depth),
            (None, Some(nodes)) => Limit::Nodes(nodes),
            (None, None) => Limit::Infinite,
        }
    }

    /// The engine control's choices, applied now: another engine, threads
    /// or hash start the engine again; another target asks again.
    pub fn apply_engines(&mut self, chosen: Engines) {
        let before = self.engines.clone().unwrap_or_default();
        let restart = (
            &before.chess,
            &before.xiangqi,
            before.threads,
            before.hash_mb,
        ) != (
            &chosen.chess,
            &chosen.xiangqi,
            chosen.threads,
            chosen.hash_mb,
        );
        let target = (before.depth, before.nodes) != (chosen.depth, chosen.nodes);
        self.engines = Some(chosen);
        if restart {
            self.generation += 1;
            self.standing = Standing::Starting;
            self.paused = false;
        }
        if restart || target {
            self.asked = None;
        }
    }

    /// The position to send, or why there is none.
    fn target(&self, board: &Position) -> Result<Position, Standing> {
        let problems = rules::problems(board);
        if !problems.is_empty() {
            return Err(Standing::Invalid(problems));
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
            Err(Standing::NoThreat)
        }
    }

    /// The runtime started the engine (`file`, its program's name).
    pub fn starting(&mut self, file: &str) {
        self.engine_name = file.to_string();
        self.standing = Standing::Starting;
    }

    /// No engine for this game.
    pub fn missing(&mut self, missing: Missing) {
        self.standing = Standing::Missing(missing);
        self.asked = None;
        self.shown = None;
    }

    /// Take in one report of the engine.
    pub fn take(&mut self, report: Report) {
        match report {
            Report::Ready { name } => {
                self.engine_name = name;
                if self.standing == Standing::Starting {
                    self.standing = Standing::Analysing;
                }
            }
            // Only the sets of the position asked last count.
            // Only the sets of the position asked last count, and only while
            // it is still asked (not a search's late sets after a pause, an
            // invalid position or an impossible threat mode).
            Report::Analysis(analysis)
                if analysis.job == self.last_job && self.asked == Some(analysis.position) =>
            {
                self.shown = Some(analysis);
            }
            Report::Analysis(_) | Report::Pong => {}
            // Engines say much of themselves (Stockfish names its network at
            // every search): only troubles are shown.
            Report::Message(text) if is_trouble(&text) => self.message = Some(text),
            Report::Message(_) => {}
            // What it said last goes with it: no depth, score or best move
            // of an engine that no longer searches.
            Report::Failed(failure) => {
                self.standing = Standing::Gone(failure);
                self.asked = None;
                self.shown = None;
            }
        }
    }

    /// Alt-P: pause or go on; after a failure, start the engine again.
    pub fn pause_or_restart(&mut self) {
        match self.standing {
            Standing::Gone(_) | Standing::Missing(_) => {
                self.generation += 1;
                self.standing = Standing::Starting;
                self.asked = None;
                self.paused = false;
            }
            _ => {
                self.paused = !self.paused;
                if !self.paused {
                    self.standing = Standing::Analysing;
                }
            }
        }
    }

    /// Alt-H: what the other side threatens, or back.
    pub fn toggle_threat(&mut self) {
        self.threat = !self.threat;
        self.asked = None;
        if matches!(self.standing, Standing::NoThreat) {
            self.standing = Standing::Analysing;
        }
    }

    /// Alt-L: one line more, back to one after the most.
    pub fn more_lines(&mut self) {
        self.multipv = self.multipv % MOST_LINES + 1;
        self.asked = None;
    }

    pub fn shown(&self) -> Option<&Analysis> {
        self.shown.as_ref()
    }

    /// Alt-J / Alt-K: the next line (`true`) or the one before, round the
    /// lines asked for.
    pub fn choose_line(&mut self, next: bool) {
        let count = usize::try_from(self.multipv.clamp(1, MOST_LINES)).unwrap_or(1);
        let chosen = self.chosen.min(count - 1);
        self.chosen = if next {
            (chosen + 1) % count
        } else {
            (chosen + count - 1) % count
        };
    }

    /// The line chosen (the last one when fewer came) and its number from 0,
    /// when the engine's figures are of `board` (the position shown, not a
    /// threat mode's): the position it starts from and its moves.
    pub fn chosen_line(&self, board: &Position) -> Option<(usize, Position, Vec<rules::Move>)> {
        if self.threat {
            return None;
        }
        let analysis = self.shown.as_ref().filter(|a| a.position == *board)?;
        let index = self.chosen.min(analysis.lines.len().checked_sub(1)?);
        let line = analysis.lines.get(index)?;
        (!line.moves.is_empty()).then(|| (index, analysis.position, line.moves.clone()))
    }

    /// The best line's first move, when the figures are of `board`.
    pub fn best_move_of(&self, board: &Position) -> Option<rules::Move> {
        if self.threat {
            return None;
        }
        let analysis = self.shown.as_ref().filter(|a| a.position == *board)?;
        analysis.lines.first()?.moves.first().copied()
    }

    /// The best line's score from White's (Red's) side, for the bar.
    pub fn white_score(&self) -> Option<Score> {
        let analysis = self.shown.as_ref()?;
        let score = analysis.lines.first()?.score;
        Some(white_view(score, &analysis.position))
    }

    /// White's (Red's) share of the evaluation, 0 to 1, for the bar: a
    /// centipawn score through the logistic curve Lichess uses for winning
    /// chances; a mate is all one side's.
    pub fn white_share(&self) -> Option<f64> {
        let analysis = self.shown.as_ref()?;
        let white_to_move = analysis.position.side_to_move == Color::White;
        let share = match self.white_score()? {
            Score::Cp(cp) => 1.0 / (1.0 + (-0.003_682_08 * f64::from(cp)).exp()),
            // Mate 0: the side to move is mated.
            Score::Mate(0) => f64::from(u8::from(!white_to_move)),
            Score::Mate(n) => f64::from(u8::from(n > 0)),
        };
        Some(share)
    }

    /// The move to mark on the board: the best line's first, when the
    /// position analysed is the board's own (not in threat mode).
    pub fn best_move(&self) -> Option<rules::Move> {
        if self.threat {
            return None;
        }
        self.shown.as_ref()?.lines.first()?.moves.first().copied()
    }
}

/// Whether an engine's `info string` reports a trouble (an error, an
/// unknown option, an illegal move, …) rather than news about itself.
fn is_trouble(text: &str) -> bool {
    let text = text.to_lowercase();
    [
        "error",
        "illegal",
        "invalid",
        "unknown",
        "fail",
        "not found",
        "cannot",
        "warning",
    ]
    .iter()
    .any(|word| text.contains(word))
}

/// An engine's score (from the side to move) from White's (Red's) side.
pub fn white_view(score: Score, pos: &Position) -> Score {
    match pos.side_to_move {
        crate::core::Color::White => score,
        crate::core::Color::Black => score.negated(),
    }
}

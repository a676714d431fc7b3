//! The UCI conversation as a state machine: given what the engine said and
//! what the user wants analysed, what to send next. Pure (no process, no
//! clock), so every protocol rule is tested on its own:
//! - nothing but `uci` until `uciok`, then the options and `isready`, and no
//!   `go` before `readyok`;
//! - never `position`, `go` or `setoption` while a search runs: `stop`, wait
//!   for its `bestmove` (and drop it and every `info` before it), then the new
//!   position (Stockfish deadlocks otherwise);
//! - `isready` during a search is a ping, its `readyok` a pong;
//! - lines are handed on only as whole MultiPV sets (all lines of one depth,
//!   or as many as the position has moves), moves checked with our rules
//!   (`sets.rs`);
//! - options are sent only when they cannot carry a command (`options.rs`).

mod options;
mod sets;

pub use options::{OptionRefusal, option_refused};

use super::dialect::Dialect;
use super::uci::{Bound, EngineLine, Score, parse_line};
use crate::core::rules::Move;
use crate::core::{Position, Variant};

/// How long a search may go on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Limit {
    /// Until stopped (the editor's panel).
    Infinite,
    Depth(u32),
    Movetime(u64),
    Nodes(u64),
}

impl Limit {
    fn go(self) -> String {
        match self {
            Limit::Infinite => "go infinite".into(),
            Limit::Depth(n) => format!("go depth {n}"),
            Limit::Movetime(ms) => format!("go movetime {ms}"),
            Limit::Nodes(n) => format!("go nodes {n}"),
        }
    }
}

/// One position to analyse. `id` tells its answers from older ones.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Job {
    pub id: u64,
    /// A valid position: the caller checks it first (engines stop at an
    /// illegal move or exit on a bad FEN).
    pub position: Position,
    pub limit: Limit,
    /// Lines wanted (1-5 in the panel).
    pub multipv: u32,
}

/// One line of a MultiPV set, from the side to move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    pub score: Score,
    pub bound: Bound,
    pub wdl: Option<[u32; 3]>,
    /// As far as they are legal by fen-tui's rules.
    pub moves: Vec<Move>,
}

/// A whole MultiPV set at one depth.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Analysis {
    pub job: u64,
    pub position: Position,
    pub depth: u32,
    pub nodes: u64,
    pub nps: u64,
    pub lines: Vec<Line>,
    /// The search ended (`bestmove`): this is its last word.
    pub done: bool,
    /// With `done`: the engine's move; `None` when it has none (mated).
    pub best: Option<Move>,
}

/// What the conversation tells the caller (at most a few a second, so
/// carried by value).
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// `uciok` and `readyok` came: the engine's name.
    Ready {
        name: String,
    },
    Analysis(Analysis),
    /// `info string`: the engine's own words (errors among them).
    Message(String),
    Pong,
}

/// What the session is waiting for, for the runner's timeouts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Awaiting {
    UciOk,
    ReadyOk,
    /// The `bestmove` that answers a `stop`.
    StopAnswer,
    Pong,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    Handshake,
    Readying,
    Idle,
    Searching,
    Stopping,
}

/// Options the engine gets before its first position.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Setup {
    pub threads: Option<u32>,
    pub hash_mb: Option<u32>,
    /// Extra `setoption name N value V`, as the config names them.
    pub options: Vec<(String, String)>,
}

/// The state of one engine conversation.
#[derive(Debug)]
pub struct Session {
    variant: Variant,
    dialect: Dialect,
    setup: Setup,
    phase: Phase,
    name: String,
    advertised: Vec<String>,
    pings: u32,
    multipv_sent: Option<u32>,
    /// `UCI_Chess960` as last sent (not sent until a Chess960 position).
    chess960_sent: bool,
    /// A `stop` was sent to end the search early: its `bestmove` is the
    /// search's answer (not dropped), and is awaited.
    finishing: bool,
    wanted: Option<Job>,
    current: Option<Job>,
    set: Vec<(u32, Line)>,
    set_depth: u32,
    last_whole: Option<Analysis>,
    /// The last whole set whose every line is exact (no bound): what a
    /// finished search answers with.
    last_exact: Option<Analysis>,
    nodes: u64,
    nps: u64,
}

/// Commands to write and events to hand on, after one step.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Step {
    pub send: Vec<String>,
    pub events: Vec<Event>,
}

impl Session {
    /// A session for an engine of `variant`; `name_hint` (its file name)
    /// picks the dialect until `id name` says better.
    pub fn new(variant: Variant, setup: Setup, name_hint: &str) -> Session {
        Session {
            variant,
            dialect: Dialect::of(variant, name_hint),
            setup,
            phase: Phase::Handshake,
            name: name_hint.to_string(),
            advertised: Vec::new(),
            pings: 0,
            multipv_sent: None,
            chess960_sent: false,
            finishing: false,
            wanted: None,
            current: None,
            set: Vec::new(),
            set_depth: 0,
            last_whole: None,
            last_exact: None,
            nodes: 0,
            nps: 0,
        }
    }

    /// The first command.
    pub fn start(&self) -> Vec<String> {
        vec!["uci".into()]
    }

    pub fn name(&self) -> &str {
        &self.name
    }

    pub fn dialect(&self) -> Dialect {
        self.dialect
    }

    /// What an answer is owed for, if anything.
    pub fn awaiting(&self) -> Option<Awaiting> {
        match self.phase {
            Phase::Handshake => Some(Awaiting::UciOk),
            Phase::Readying => Some(Awaiting::ReadyOk),
            Phase::Stopping => Some(Awaiting::StopAnswer),
            Phase::Searching if self.finishing => Some(Awaiting::StopAnswer),
            _ if self.pings > 0 => Some(Awaiting::Pong),
            _ => None,
        }
    }

    /// Analyse `job` as soon as the engine can: now when idle, after the
    /// handshake, or after the running search has stopped.
    pub fn analyse(&mut self, job: Job) -> Vec<String> {
        self.wanted = Some(job);
        match self.phase {
            Phase::Idle => self.begin_wanted(),
            Phase::Searching => self.stop_search(),
            Phase::Handshake | Phase::Readying | Phase::Stopping => Vec::new(),
        }
    }

    /// Stop analysing (pause): nothing new starts.
    pub fn stop(&mut self) -> Vec<String> {
        self.wanted = None;
        match self.phase {
            Phase::Searching => self.stop_search(),
            _ => Vec::new(),
        }
    }

    /// End the running search now, keeping its answer: `stop`, and its
    /// `bestmove` finishes the search as if it had ended on its own.
    pub fn finish_early(&mut self) -> Vec<String> {
        match self.phase {
            Phase::Searching if !self.finishing => {
                self.finishing = true;
                vec!["stop".into()]
            }
            _ => Vec::new(),
        }
    }

    /// `isready` as a ping (not during the handshake, where it means setup).
    pub fn ping(&mut self) -> Vec<String> {
        match self.phase {
            Phase::Handshake | Phase::Readying => Vec::new(),
            _ => {
                self.pings += 1;
                vec!["isready".into()]
            }
        }
    }

    /// Take in one line the engine printed.
    pub fn on_line(&mut self, text: &str) -> Step {
        let mut step = Step::default();
        match parse_line(text) {
            EngineLine::IdName(name) => {
                self.dialect = Dialect::of(self.variant, &name);
                self.name = name;
            }
            EngineLine::Option { name, .. } => self.advertised.push(name),
            EngineLine::UciOk if self.phase == Phase::Handshake => {
                self.phase = Phase::Readying;
                step.send = self.setup_commands();
            }
            EngineLine::ReadyOk if self.phase == Phase::Readying => {
                self.phase = Phase::Idle;
                step.events.push(Event::Ready {
                    name: self.name.clone(),
                });
                step.send = self.begin_wanted();
            }
            EngineLine::ReadyOk if self.pings > 0 => {
                self.pings -= 1;
                step.events.push(Event::Pong);
            }
            EngineLine::InfoString(text) => step.events.push(Event::Message(text)),
            EngineLine::Info(info) if self.phase == Phase::Searching => {
                step.events
                    .extend(self.take_info(info).map(Event::Analysis));
            }
            EngineLine::BestMove(best) => match self.phase {
                Phase::Stopping => {
                    // The answer to our `stop`: the old search's, dropped.
                    self.phase = Phase::Idle;
                    self.current = None;
                    step.send = self.begin_wanted();
                }
                Phase::Searching => {
                    self.phase = Phase::Idle;
                    self.finishing = false;
                    step.events
                        .extend(self.finish(best.as_deref()).map(Event::Analysis));
                    step.send = self.begin_wanted();
                }
                _ => {}
            },
            _ => {}
        }
        step
    }

    fn stop_search(&mut self) -> Vec<String> {
        self.phase = Phase::Stopping;
        vec!["stop".into()]
    }

    fn begin_wanted(&mut self) -> Vec<String> {
        let Some(job) = self.wanted.take() else {
            return Vec::new();
        };
        let mut send = Vec::new();
        let multipv = job.multipv.max(1);
        if self.multipv_sent != Some(multipv) {
            send.push(format!("setoption name MultiPV value {multipv}"));
            self.multipv_sent = Some(multipv);
        }
        // Chess960: castling as king-takes-rook both ways (sent for the first
        // Chess960 position, and taken back for a standard one after it).
        let chess960 = job.position.chess960 && job.position.variant == Variant::Chess;
        if chess960 != self.chess960_sent {
            send.push(format!("setoption name UCI_Chess960 value {chess960}"));
            self.chess960_sent = chess960;
        }
        send.push(self.dialect.position_command(&job.position));
        send.push(job.limit.go());
        self.phase = Phase::Searching;
        self.current = Some(job);
        self.set.clear();
        self.set_depth = 0;
        self.last_whole = None;
        self.last_exact = None;
        self.finishing = false;
        self.nodes = 0;
        self.nps = 0;
        send
    }
}

#[cfg(test)]
#[path = "session_tests.rs"]
mod tests;

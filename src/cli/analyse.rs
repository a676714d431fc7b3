//! `fen-tui analyse [INPUT]`: a local engine's evaluation of a position, or
//! of each line of stdin (one answer a line, streamed). Only valid positions
//! reach the engine; an invalid one is answered with its problems. Scores are
//! from the side to move (`--pov white`: White's, Red's), said in the text's
//! head; `pv` is in coordinates (UCI, or ICCS ranks 0-9 in xiangqi, whatever
//! the engine's own numbering), `pv_san` as people write it. A watchdog ends
//! a search that overruns its limit, and every limit has a sane range.

mod answer;

use super::common::chess960::Chess960Args;
use super::common::input::read_argument;
use super::common::inputs::for_each_input;
use super::common::lines::complain_unread;
use super::common::output::{complain, to_stderr};
use super::{Exit, Words};
use crate::config::Engines;
use crate::core::fen::{ReadOptions, read_input, write_fen};
use crate::core::rules;
use crate::core::{Position, Variant};
use crate::engine::find::{self, EngineSpec};
use crate::engine::process::{Engine, Report};
use crate::engine::{Job, Limit, words};
use crate::i18n::Lang;
use answer::{json, limit_text, print_line, text};
use clap::{ArgGroup, Args};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

/// The deepest search asked for (Stockfish's most plies, less one).
pub const MOST_DEPTH: u32 = 245;
/// The longest `--movetime` and `--timeout`: a day.
const MOST_MS: u64 = 86_400_000;
/// How often a searching engine is asked `isready`: one that does not
/// answer in 3 s (stopped, hung) is given up on.
const PING_EVERY: Duration = Duration::from_secs(2);
/// Without `--timeout`, how long a depth or nodes search may take.
const DEPTH_TIMEOUT: Duration = Duration::from_secs(300);

/// Whose side the scores are from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Pov {
    /// The side to move, as UCI gives them.
    Side,
    /// White's (Red's in xiangqi).
    White,
}

#[derive(Debug, Args)]
#[command(group(ArgGroup::new("limit").multiple(false)))]
pub struct AnalyseArgs {
    /// The position (any form the editor reads); without it, each line of stdin.
    pub input: Option<String>,
    /// The engine: a name on PATH or in /usr/games, or a path (default: the
    /// config's `[engines]`, else stockfish / fairy-stockfish / pikafish).
    #[arg(long, value_name = "NAME|PATH")]
    pub engine: Option<String>,
    /// Search this many plies deep, 1-245 (the default: 16).
    #[arg(long, group = "limit", value_name = "N",
          value_parser = clap::value_parser!(u32).range(1..=i64::from(MOST_DEPTH)))]
    pub depth: Option<u32>,
    /// Search this many milliseconds, 1 to a day.
    #[arg(long, group = "limit", value_name = "MS",
          value_parser = clap::value_parser!(u64).range(1..=MOST_MS))]
    pub movetime: Option<u64>,
    /// Search this many nodes (1 or more).
    #[arg(long, group = "limit", value_name = "N",
          value_parser = clap::value_parser!(u64).range(1..))]
    pub nodes: Option<u64>,
    /// Give a search up this many seconds after its limit (default: 2 s and a
    /// tenth past --movetime; 300 s for --depth and --nodes).
    #[arg(long, value_name = "SECONDS",
          value_parser = clap::value_parser!(u64).range(1..=MOST_MS / 1000))]
    pub timeout: Option<u64>,
    /// Scores from the side to move (as UCI) or from White's (Red's) side.
    #[arg(long, value_enum, default_value_t = Pov::Side)]
    pub pov: Pov,
    /// How to write the lines' moves: san, lan, fan, ru or uci in chess;
    /// wxf, chinese, iccs or uci in xiangqi (default: SAN; WXF in xiangqi).
    #[arg(long, value_enum)]
    pub notation: Option<super::moves::NotationArg>,
    /// Lines to show, best first (1-5).
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=5))]
    pub multipv: u32,
    /// Engine threads, 1-1024 (default: the config's, else the engine's).
    #[arg(long, value_name = "T", value_parser = clap::value_parser!(u32).range(1..=1024))]
    pub threads: Option<u32>,
    /// Engine hash table in MB, 1-33554432 (default: the config's, else the engine's).
    #[arg(long, value_name = "MB", value_parser = clap::value_parser!(u32).range(1..=33_554_432))]
    pub hash: Option<u32>,
    /// Output: text, or one JSON object per position.
    #[arg(long, value_enum, default_value_t = super::common::shared_args::OutputFormat::Text)]
    pub format: super::common::shared_args::OutputFormat,
    /// Read INPUT as this game instead of detecting it.
    #[arg(long, value_enum)]
    pub variant: Option<super::common::shared_args::VariantArg>,
    #[command(flatten)]
    pub c960: crate::cli::common::chess960::Chess960Args,
}

impl AnalyseArgs {
    fn limit(&self) -> Limit {
        match (self.depth, self.movetime, self.nodes) {
            (_, Some(ms), _) => Limit::Movetime(ms),
            (_, _, Some(nodes)) => Limit::Nodes(nodes),
            (depth, ..) => Limit::Depth(depth.unwrap_or(16)),
        }
    }

    /// When the watchdog stops a search started at `start`.
    fn overrun_at(&self, start: Instant) -> Instant {
        let given = self.timeout.map(Duration::from_secs);
        let after = match self.limit() {
            Limit::Movetime(ms) => {
                Duration::from_millis(ms) + given.unwrap_or(Duration::from_millis(2000 + ms / 10))
            }
            _ => given.unwrap_or(DEPTH_TIMEOUT),
        };
        start + after
    }
}

/// The engines started so far (one per game), reused line after line.
struct Started {
    running: Vec<(Variant, Running)>,
}

struct Running {
    engine: Engine,
    reports: Receiver<Report>,
    name: String,
}

pub(super) fn run(args: &AnalyseArgs, c960: Chess960Args, lang: Lang, config: &Engines) -> Exit {
    let words = Words::new(lang);
    // The engine has a process group of its own: a signal to fen-tui ends it too.
    crate::engine::process::end_all_on_signals();
    let options =
        c960.read_options(ReadOptions::lenient().with_variant(args.variant.map(Into::into)));
    let mut engines = Started {
        running: Vec::new(),
    };
    let mut analyser = Analyser {
        args,
        config,
        words: &words,
        next_job: 0,
    };
    let exit = match &args.input {
        Some(input) => {
            let Some(read) = read_argument(input, options, &words) else {
                return Exit::Invalid;
            };
            analyser.answer(&read.position, &mut engines)
        }
        None => {
            let mut worst = Exit::Valid;
            // Stdin a line at a time in bounded memory, as `check` reads it
            // (issue 33 case 17: a 300 MB line was read and echoed whole);
            // blank lines and `#` comments are skipped, as `check` does.
            let read = for_each_input(&[], |line, _| {
                let reading = read_input(line, options);
                let exit = match (reading.position, reading.errors.first()) {
                    (Some(position), None) => analyser.answer(&position, &mut engines),
                    (_, error) => {
                        let variant = reading.position.map_or(Variant::Chess, |p| p.variant);
                        let message = error
                            .map_or_else(String::new, |e| words.localizer().diagnostic(e, variant));
                        analyser.say_invalid(line, &message)
                    }
                };
                worst = worse(worst, exit);
                exit != Exit::Trouble
            });
            if let Err(error) = read {
                complain_unread(std::path::Path::new("-"), &error, &words);
                worst = Exit::Trouble;
            }
            worst
        }
    };
    for (_, running) in engines.running {
        running.engine.shutdown();
    }
    exit
}

fn worse(a: Exit, b: Exit) -> Exit {
    if (b as u8) > (a as u8) { b } else { a }
}

struct Analyser<'a> {
    args: &'a AnalyseArgs,
    config: &'a Engines,
    words: &'a Words,
    next_job: u64,
}

impl Analyser<'_> {
    /// Analyse one position read without errors and print the answer.
    fn answer(&mut self, position: &Position, engines: &mut Started) -> Exit {
        // A notation of the other game is said before an engine starts.
        if self.args.notation.is_some()
            && super::moves::writer(position.variant, self.args.notation).is_none()
        {
            let name = self
                .args
                .notation
                .and_then(|n| clap::ValueEnum::to_possible_value(&n))
                .map_or_else(String::new, |v| v.get_name().to_string());
            complain(
                &self
                    .words
                    .localizer()
                    .format("cli-moves-other-game", &[("notation", name.into())]),
            );
            return Exit::Trouble;
        }
        let problems = rules::problems(position);
        if !problems.is_empty() {
            let message = words::invalid(&problems, position.variant, self.words.localizer());
            return self.say_invalid(&write_fen(position), &message);
        }
        let Some(running) = self.engine_for(position.variant, engines) else {
            return Exit::Trouble;
        };
        self.next_job += 1;
        let job = Job {
            id: self.next_job,
            position: *position,
            limit: self.args.limit(),
            multipv: self.args.multipv,
        };
        running.engine.analyse(job);
        // The search's clock starts when the engine is ready (a first start
        // loads its network: that is the handshake's own deadline).
        let mut started = Instant::now();
        let mut overrun_at = self.args.overrun_at(started);
        let mut next_ping = started + PING_EVERY;
        let mut overran = false;
        loop {
            let now = Instant::now();
            if !overran && now >= overrun_at {
                // The watchdog: said, then stopped (its answer still taken,
                // or it is given up on 3 s later).
                overran = true;
                let seconds = overrun_at.saturating_duration_since(started).as_secs();
                let args = [
                    (
                        "engine",
                        crate::safe_text::shown(&running.name).into_owned().into(),
                    ),
                    ("limit", limit_text(job.limit).into()),
                    ("seconds", i64::try_from(seconds).unwrap_or(i64::MAX).into()),
                ];
                complain(&self.words.localizer().format("engine-overran", &args));
                running.engine.finish();
            }
            if now >= next_ping {
                next_ping = now + PING_EVERY;
                running.engine.ping();
            }
            let wake = if overran {
                next_ping
            } else {
                next_ping.min(overrun_at)
            };
            let report = running
                .reports
                .recv_timeout(wake.saturating_duration_since(Instant::now()));
            match report {
                Ok(Report::Ready { name }) => {
                    running.name = name;
                    started = Instant::now();
                    overrun_at = self.args.overrun_at(started);
                }
                Ok(Report::Analysis(analysis)) if analysis.done && analysis.job == job.id => {
                    let text = match self.args.format {
                        super::common::shared_args::OutputFormat::Text => {
                            text(&analysis, &running.name, self.args, self.words)
                        }
                        super::common::shared_args::OutputFormat::Json => {
                            json(&analysis, &running.name, self.args.pov)
                        }
                    };
                    let printed = print_line(&text, self.words);
                    return if overran {
                        worse(printed, Exit::Trouble)
                    } else {
                        printed
                    };
                }
                Ok(Report::Message(text)) if text.to_ascii_lowercase().contains("error") => {
                    let args = [
                        (
                            "engine",
                            crate::safe_text::shown(&running.name).into_owned().into(),
                        ),
                        ("text", crate::safe_text::shown(&text).into_owned().into()),
                    ];
                    complain(&self.words.localizer().format("engine-says", &args));
                }
                Ok(Report::Failed(failure)) => {
                    complain(&words::failure(
                        &failure,
                        &crate::safe_text::shown(&running.name),
                        self.words.localizer(),
                    ));
                    engines
                        .running
                        .retain(|(variant, _)| *variant != position.variant);
                    return Exit::Trouble;
                }
                Ok(_) | Err(RecvTimeoutError::Timeout) => {}
                Err(RecvTimeoutError::Disconnected) => return Exit::Trouble,
            }
        }
    }

    /// The engine of `variant`, started on first use; `None` (said) when
    /// there is none.
    fn engine_for<'e>(
        &self,
        variant: Variant,
        engines: &'e mut Started,
    ) -> Option<&'e mut Running> {
        if let Some(at) = engines.running.iter().position(|(v, _)| *v == variant) {
            return engines.running.get_mut(at).map(|(_, running)| running);
        }
        let spec = match find::find(variant, self.args.engine.as_deref(), self.config) {
            Ok(spec) => spec,
            Err(missing) => {
                complain(&words::missing(&missing, self.words.localizer()));
                return None;
            }
        };
        let spec = EngineSpec {
            setup: crate::engine::Setup {
                threads: self.args.threads.or(spec.setup.threads),
                hash_mb: self.args.hash.or(spec.setup.hash_mb),
                options: spec.setup.options.clone(),
            },
            ..spec
        };
        let name = spec.file_name();
        let (sender, reports) = mpsc::channel();
        let engine = Engine::start(spec, variant, move |report| {
            let _ = sender.send(report);
        });
        engines.running.push((
            variant,
            Running {
                engine,
                reports,
                name,
            },
        ));
        engines.running.last_mut().map(|(_, running)| running)
    }

    fn say_invalid(&self, input: &str, message: &str) -> Exit {
        match self.args.format {
            super::common::shared_args::OutputFormat::Text => {
                to_stderr(&format!("{}: {message}\n", crate::safe_text::shown(input)));
                Exit::Invalid
            }
            super::common::shared_args::OutputFormat::Json => {
                let value = serde_json::json!({"input": input, "error": message});
                worse(Exit::Invalid, print_line(&value.to_string(), self.words))
            }
        }
    }
}

//! `fen-tui analyse [INPUT]`: a local engine's evaluation of a position, or
//! of each line of stdin (one answer a line, streamed). Only valid positions
//! reach the engine; an invalid one is answered with its problems. Scores are
//! from the side to move; `pv` is in coordinates (UCI, or ICCS ranks 0-9 in
//! xiangqi, whatever the engine's own numbering), `pv_san` as people write it.

use super::chess960::Chess960Args;
use super::input::read_argument;
use super::inputs::for_each_input;
use super::lines::complain_unread;
use super::output::{complain, to_stderr};
use super::{Exit, Words};
use crate::config::Engines;
use crate::core::fen::{ReadOptions, read_input, write_fen};
use crate::core::rules;
use crate::core::{Position, Variant};
use crate::engine::find::{self, EngineSpec};
use crate::engine::process::{Engine, Report};
use crate::engine::{Analysis, Job, Limit, Score, line_text, words};
use crate::i18n::Lang;
use clap::{ArgGroup, Args};
use std::io::Write;
use std::sync::mpsc::{self, Receiver};

#[derive(Debug, Args)]
#[command(group(ArgGroup::new("limit").multiple(false)))]
pub struct AnalyseArgs {
    /// The position (any form the editor reads); without it, each line of stdin.
    pub input: Option<String>,
    /// The engine: a name on PATH or in /usr/games, or a path (default: the
    /// config's `[engines]`, else stockfish / fairy-stockfish / pikafish).
    #[arg(long, value_name = "NAME|PATH")]
    pub engine: Option<String>,
    /// Search this many plies deep (the default: 16).
    #[arg(long, group = "limit", value_name = "N")]
    pub depth: Option<u32>,
    /// Search this many milliseconds.
    #[arg(long, group = "limit", value_name = "MS")]
    pub movetime: Option<u64>,
    /// Search this many nodes.
    #[arg(long, group = "limit", value_name = "N")]
    pub nodes: Option<u64>,
    /// Lines to show, best first (1-5).
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=5))]
    pub multipv: u32,
    /// Engine threads (default: the config's, else the engine's).
    #[arg(long, value_name = "T")]
    pub threads: Option<u32>,
    /// Engine hash table in MB (default: the config's, else the engine's).
    #[arg(long, value_name = "MB")]
    pub hash: Option<u32>,
    /// Output: text, or one JSON object per position.
    #[arg(long, value_enum, default_value_t = super::shared_args::OutputFormat::Text)]
    pub format: super::shared_args::OutputFormat,
    /// Read INPUT as this game instead of detecting it.
    #[arg(long, value_enum)]
    pub variant: Option<super::shared_args::VariantArg>,
    #[command(flatten)]
    pub c960: crate::cli::chess960::Chess960Args,
}

impl AnalyseArgs {
    fn limit(&self) -> Limit {
        match (self.depth, self.movetime, self.nodes) {
            (_, Some(ms), _) => Limit::Movetime(ms),
            (_, _, Some(nodes)) => Limit::Nodes(nodes),
            (depth, ..) => Limit::Depth(depth.unwrap_or(16)),
        }
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
        loop {
            match running.reports.recv() {
                Ok(Report::Ready { name }) => running.name = name,
                Ok(Report::Analysis(analysis)) if analysis.done && analysis.job == job.id => {
                    let text = match self.args.format {
                        super::shared_args::OutputFormat::Text => text(&analysis, &running.name),
                        super::shared_args::OutputFormat::Json => json(&analysis, &running.name),
                    };
                    return print_line(&text, self.words);
                }
                Ok(Report::Message(text)) if text.to_ascii_lowercase().contains("error") => {
                    let args = [
                        ("engine", running.name.clone().into()),
                        ("text", text.into()),
                    ];
                    complain(&self.words.localizer().format("engine-says", &args));
                }
                Ok(Report::Failed(failure)) => {
                    complain(&words::failure(
                        &failure,
                        &running.name,
                        self.words.localizer(),
                    ));
                    engines
                        .running
                        .retain(|(variant, _)| *variant != position.variant);
                    return Exit::Trouble;
                }
                Ok(_) => {}
                Err(_) => return Exit::Trouble,
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
            super::shared_args::OutputFormat::Text => {
                to_stderr(&format!("{}: {message}\n", crate::safe_text::shown(input)));
                Exit::Invalid
            }
            super::shared_args::OutputFormat::Json => {
                let value = serde_json::json!({"input": input, "error": message});
                worse(Exit::Invalid, print_line(&value.to_string(), self.words))
            }
        }
    }
}

/// One answer and its line break, flushed at once (the answers stream).
fn print_line(text: &str, words: &Words) -> Exit {
    let mut out = std::io::stdout().lock();
    let written = writeln!(out, "{text}").and_then(|()| out.flush());
    match written {
        Ok(()) => Exit::Valid,
        Err(error) => super::output::write_failed(&error, words).unwrap_or(Exit::Valid),
    }
}

fn text(analysis: &Analysis, engine: &str) -> String {
    let mut out = format!(
        "{}  ({engine}, depth {})",
        write_fen(&analysis.position),
        analysis.depth
    );
    for (n, line) in analysis.lines.iter().enumerate() {
        let moves = line_text(&analysis.position, &line.moves).join(" ");
        out.push_str(&format!(
            "\n  {}. {:>6}  {moves}",
            n + 1,
            line.score.to_string()
        ));
        if let Some([w, d, l]) = line.wdl {
            out.push_str(&format!("  (wdl {w}/{d}/{l})"));
        }
    }
    out
}

fn json(analysis: &Analysis, engine: &str) -> String {
    let variant = analysis.position.variant;
    let lines: Vec<serde_json::Value> = analysis
        .lines
        .iter()
        .map(|line| {
            let score = match line.score {
                Score::Cp(cp) => serde_json::json!({ "cp": cp }),
                Score::Mate(n) => serde_json::json!({ "mate": n }),
            };
            let pv: Vec<String> = line
                .moves
                .iter()
                .map(|mv| mv.coordinates(variant))
                .collect();
            serde_json::json!({
                "score": score,
                "wdl": line.wdl,
                "pv": pv,
                "pv_san": line_text(&analysis.position, &line.moves),
            })
        })
        .collect();
    serde_json::json!({
        "fen": write_fen(&analysis.position),
        "engine": engine,
        "depth": analysis.depth,
        "bestmove": analysis.best.map(|mv| mv.coordinates(variant)),
        "lines": lines,
    })
    .to_string()
}

//! `analyse`'s answers as they are written: the text (its head says the
//! point of view; scores with one decimal, WDL in percent summing to 100,
//! the lines in the notation asked) and the JSON line (bounds flagged,
//! escaped so no terminal obeys what an engine wrote).

use super::{AnalyseArgs, Pov};
use crate::cli::Exit;
use crate::cli::Words;
use crate::core::fen::write_fen;
use crate::core::rules;
use crate::core::{Position, Variant};
use crate::engine::uci::wdl_percent;
use crate::engine::{Analysis, Bound, Limit, Score, line_text};
use std::io::Write;

/// One answer and its line break, flushed at once (the answers stream).
pub(super) fn print_line(text: &str, words: &Words) -> Exit {
    let mut out = std::io::stdout().lock();
    let written = writeln!(out, "{text}").and_then(|()| out.flush());
    match written {
        Ok(()) => Exit::Valid,
        Err(error) => {
            crate::cli::common::output::write_failed(&error, words).unwrap_or(Exit::Valid)
        }
    }
}

/// The limit as UCI says it (`depth 5`, `movetime 500`).
pub(super) fn limit_text(limit: Limit) -> String {
    match limit {
        Limit::Infinite => "infinite".into(),
        Limit::Depth(n) => format!("depth {n}"),
        Limit::Movetime(ms) => format!("movetime {ms}"),
        Limit::Nodes(n) => format!("nodes {n}"),
    }
}

/// A line's score from `pov`.
fn score_from(score: Score, analysis: &Analysis, pov: Pov) -> Score {
    let black = analysis.position.side_to_move == crate::core::Color::Black;
    if pov == Pov::White && black {
        score.negated()
    } else {
        score
    }
}

/// A bound as the text shows it after the score (`≥`, `≤`), and as JSON.
fn bound_name(bound: Bound) -> &'static str {
    match bound {
        Bound::Exact => "exact",
        Bound::Lower => "lower",
        Bound::Upper => "upper",
    }
}

pub(super) fn text(analysis: &Analysis, engine: &str, args: &AnalyseArgs, words: &Words) -> String {
    let (pov, loc) = (args.pov, words.localizer());
    let pov_words = match (pov, analysis.position.variant) {
        (Pov::Side, _) => loc.text("engine-pov-side"),
        (Pov::White, Variant::Chess) => loc.text("engine-pov-white"),
        (Pov::White, Variant::Xiangqi) => loc.text("engine-pov-red"),
    };
    // The engine names itself: shown safely, never as a control sequence.
    let mut out = format!(
        "{}  ({}, depth {}; {pov_words})",
        write_fen(&analysis.position),
        crate::safe_text::shown(engine),
        analysis.depth
    );
    for (n, line) in analysis.lines.iter().enumerate() {
        let moves = match crate::cli::moves::writer(analysis.position.variant, args.notation) {
            Some(write) if args.notation.is_some() => {
                written(&analysis.position, &line.moves, write)
            }
            _ => line_text(&analysis.position, &line.moves).join(" "),
        };
        let mark = match line.bound {
            Bound::Exact => "",
            Bound::Lower => "≥",
            Bound::Upper => "≤",
        };
        let score = format!("{mark}{}", score_from(line.score, analysis, pov));
        out.push_str(&format!("\n  {}. {score:>6}  {moves}", n + 1));
        let wdl = line.wdl.and_then(wdl_percent).map(|wdl| match pov {
            Pov::White if analysis.position.side_to_move == crate::core::Color::Black => {
                [wdl[2], wdl[1], wdl[0]]
            }
            _ => wdl,
        });
        if let Some([w, d, l]) = wdl {
            out.push_str(&format!("  (wdl {w}/{d}/{l} %)"));
        }
    }
    out
}

/// `moves` from `start`, each as `write` writes it.
fn written(start: &Position, moves: &[rules::Move], write: crate::cli::moves::Writer) -> String {
    let mut at = *start;
    let mut words = Vec::with_capacity(moves.len());
    for &mv in moves {
        words.push(write(&at, mv));
        at = rules::play(&at, mv);
    }
    words.join(" ")
}

pub(super) fn json(analysis: &Analysis, engine: &str, pov: Pov) -> String {
    let variant = analysis.position.variant;
    let black = analysis.position.side_to_move == crate::core::Color::Black;
    let lines: Vec<serde_json::Value> = analysis
        .lines
        .iter()
        .map(|line| {
            let score = match score_from(line.score, analysis, pov) {
                Score::Cp(cp) => serde_json::json!({ "cp": cp }),
                Score::Mate(n) => serde_json::json!({ "mate": n }),
            };
            let pv: Vec<String> = line
                .moves
                .iter()
                .map(|mv| mv.coordinates(variant))
                .collect();
            let wdl = line.wdl.map(|[w, d, l]| match pov {
                Pov::White if black => [l, d, w],
                _ => [w, d, l],
            });
            serde_json::json!({
                "score": score,
                "bound": bound_name(line.bound),
                "wdl": wdl,
                "wdl_percent": wdl.and_then(wdl_percent),
                "pv": pv,
                "pv_san": line_text(&analysis.position, &line.moves),
            })
        })
        .collect();
    let value = serde_json::json!({
        "fen": write_fen(&analysis.position),
        "engine": engine,
        "pov": match pov { Pov::Side => "side", Pov::White => "white" },
        "depth": analysis.depth,
        "bestmove": analysis.best.map(|mv| mv.coordinates(variant)),
        "lines": lines,
    });
    // serde_json alone leaves C1 controls (U+009B), bidi and invisible
    // characters raw: written with the check verdict's escapes, so a terminal
    // showing the JSON obeys none of them.
    let mut out = String::new();
    crate::safe_text::json_line(&value, &mut out);
    out
}

//! The panel's words: the head (evaluation, depth, speed, the engine's
//! name), one line per MultiPV line in the moves view's notation (SAN in
//! chess; WXF or Chinese in xiangqi), and why nothing is analysed. No
//! ratatui: the view lays these strings out.

use super::state::{AnalysisPanel, Standing, white_view};
use crate::core::rules::{self, Move, xiangqi::notation::Notation};
use crate::core::{Position, Variant};
use crate::engine::{Score, words};
use crate::i18n::Localizer;

/// `+1.3`, `-0.2`, `#3`, `#-2`: an evaluation as people write it.
pub fn score_text(score: Score) -> String {
    // One decimal, as the CLI writes it.
    score.to_string()
}

/// A line of moves in `notation` (xiangqi; chess is always SAN).
pub fn moves_text(pos: &Position, moves: &[Move], notation: Notation) -> String {
    let mut at = *pos;
    let mut texts = Vec::with_capacity(moves.len());
    for mv in moves {
        texts.push(match at.variant {
            Variant::Chess => rules::move_text(&at, *mv),
            Variant::Xiangqi => rules::xiangqi::notation::write(&at, *mv, notation),
        });
        at = rules::play(&at, *mv);
    }
    texts.join(" ")
}

/// The head line: `#3  depth 24  1234 kN/s  Stockfish 16`, with the modes.
pub fn head(panel: &AnalysisPanel, loc: &Localizer) -> String {
    let mut parts = Vec::new();
    if panel.threat {
        parts.push(format!("[{}]", loc.text("engine-threat")));
    }
    if let Some(analysis) = panel.shown() {
        if let Some(best) = panel.white_score() {
            parts.push(score_text(best));
        }
        parts.push(loc.format("engine-depth", &[("depth", analysis.depth.into())]));
        let knps = usize::try_from(analysis.nps / 1000).unwrap_or(usize::MAX);
        parts.push(loc.format("engine-nps", &[("knps", knps.into())]));
    }
    parts.push(panel.engine_name.clone());
    parts.join("  ")
}

/// The best line's win/draw/loss, when the engine gives it.
pub fn wdl(panel: &AnalysisPanel, loc: &Localizer) -> Option<String> {
    let permille = panel.shown()?.lines.first()?.wdl?;
    // Rounded together, so the three always sum to 100.
    let [win, draw, loss] = crate::engine::uci::wdl_percent(permille)?;
    Some(loc.format(
        "engine-wdl",
        &[
            ("win", win.into()),
            ("draw", draw.into()),
            ("loss", loss.into()),
        ],
    ))
}

/// One text per MultiPV line: its score (White's view, as the bar) and its moves.
pub fn lines(panel: &AnalysisPanel, notation: Notation, loc: &Localizer) -> Vec<(String, String)> {
    let Some(analysis) = panel.shown() else {
        return Vec::new();
    };
    let game_over = rules::legal_moves(&analysis.position).is_empty();
    analysis
        .lines
        .iter()
        .map(|line| {
            let moves = if game_over {
                // Mated or stalemated: the engine has no move (`mate 0`).
                loc.text("engine-no-moves")
            } else {
                moves_text(&analysis.position, &line.moves, notation)
            };
            (
                score_text(white_view(line.score, &analysis.position)),
                moves,
            )
        })
        .collect()
}

/// The line the line keys act on, as listed (`None`: one line only, no mark needed).
pub fn chosen_index(panel: &AnalysisPanel) -> Option<usize> {
    let count = panel.shown()?.lines.len();
    (count > 1).then(|| panel.chosen.min(count - 1))
}

/// What the panel says when it has no lines to show (`None`: it has).
pub fn standing(panel: &AnalysisPanel, variant: Variant, loc: &Localizer) -> Option<String> {
    let engine = panel.engine_name.clone();
    let said = match &panel.standing {
        Standing::Invalid(problems) => words::invalid_in_panel(problems, variant, loc),
        Standing::NoThreat => loc.text("engine-threat-illegal"),
        Standing::Missing(missing) => words::missing(missing, loc),
        // The way on before the last words, which may fill the panel.
        Standing::Gone(failure) => format!(
            "{} {} {}",
            words::what_happened(failure, &engine, loc),
            loc.text("engine-restart-hint"),
            panel_last_words(failure, loc)
        )
        .trim_end()
        .to_string(),
        Standing::Paused => loc.text("engine-paused"),
        _ if panel.shown().is_some() => return None,
        Standing::Starting => loc.format("engine-starting", &[("engine", engine.into())]),
        // A new position, its first whole set not in yet.
        Standing::Analysing => loc.text("engine-analysing"),
    };
    Some(said)
}

/// The last words as the panel has room for them: each line cut at
/// `PANEL_WORD_CHARS`, so that one long line does not push the others (the
/// crash's own words, often last) out of the panel.
fn panel_last_words(failure: &crate::engine::process::Failure, loc: &Localizer) -> String {
    const PANEL_WORD_CHARS: usize = 40;
    let mut short = failure.clone();
    for line in &mut short.last_words {
        if line.chars().count() > PANEL_WORD_CHARS {
            *line = line
                .chars()
                .take(PANEL_WORD_CHARS - 1)
                .chain(['…'])
                .collect();
        }
    }
    words::last_words(&short, loc)
}

//! The panel's choices without an engine: what is sent, what is shown.

use super::*;
use crate::core::fen::{ReadOptions, read_fen};
use crate::engine::Line;
use crate::engine::process::{Failure, FailureKind};
use crate::i18n::Lang;

fn pos(fen: &str) -> Position {
    read_fen(fen, ReadOptions::lenient())
        .expect("reads")
        .position
}

fn set(job: u64, position: Position, score: Score) -> Report {
    Report::Analysis(Analysis {
        job,
        position,
        depth: 12,
        nodes: 1000,
        nps: 250_000,
        lines: vec![Line {
            score,
            bound: crate::engine::Bound::Exact,
            wdl: Some([900, 100, 0]),
            moves: rules::legal_moves(&position).into_iter().take(1).collect(),
        }],
        done: false,
        best: None,
    })
}

#[test]
fn the_panel_follows_valid_positions_and_says_why_not_for_invalid_ones() {
    let loc = Localizer::new(Lang::En);
    let mut panel = AnalysisPanel::new("stockfish");
    let start = pos("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    let job = panel.follow(&start, &loc).expect("a job");
    assert_eq!(job.position, start);
    // The same position again: nothing new to send.
    assert_eq!(panel.follow(&start, &loc), None);
    let two_kings = pos("K6k/8/8/8/8/8/8/K7 w - - 0 1");
    assert_eq!(panel.follow(&two_kings, &loc), None);
    assert!(matches!(&panel.standing, Standing::Invalid(why) if why.contains("invalid")));
    // Back to a valid one (an undo): analysed again.
    assert!(panel.follow(&start, &loc).is_some());
}

#[test]
fn only_the_last_position_s_sets_are_shown_and_scores_turn_to_white_s_view() {
    let loc = Localizer::new(Lang::En);
    let mut panel = AnalysisPanel::new("stockfish");
    let black = pos("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    let first = panel.follow(
        &pos("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"),
        &loc,
    );
    let second = panel.follow(&black, &loc).expect("a job");
    assert!(!panel.take(set(first.expect("a job").id, black, Score::Cp(10)), &loc));
    assert!(panel.take(set(second.id, black, Score::Cp(-30)), &loc));
    assert_eq!(panel.white_score(), Some(Score::Cp(30)));
    let text = panel.text(&loc, false);
    assert!(text[0].starts_with("-0.30 depth 12 250 kN/s"), "{text:?}");
    assert_eq!(text.len(), 2);
    assert_eq!(panel.text(&loc, true).len(), 1);
}

#[test]
fn threat_mode_swaps_the_side_when_that_is_legal() {
    let loc = Localizer::new(Lang::En);
    let mut panel = AnalysisPanel::new("stockfish");
    panel.threat = true;
    let quiet = pos("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
    let job = panel.follow(&quiet, &loc).expect("a job");
    assert_eq!(job.position.side_to_move, Color::Black);
    // White in check: Black to move there would be illegal.
    let check = pos("6k1/5ppp/8/8/8/8/8/r5K1 w - - 0 1");
    assert_eq!(panel.follow(&check, &loc), None);
    assert!(matches!(&panel.standing, Standing::Invalid(why) if why.contains("threat")));
}

#[test]
fn a_dead_engine_is_said_in_every_language() {
    for lang in Lang::ALL {
        let loc = Localizer::new(lang);
        let mut panel = AnalysisPanel::new("stockfish");
        panel.take(
            Report::Failed(Failure {
                kind: FailureKind::Died("signal: 15".into()),
                last_words: Vec::new(),
            }),
            &loc,
        );
        let text = panel.text(&loc, true);
        assert!(
            text[0].contains("stockfish") && text[0].contains("signal: 15"),
            "{text:?}"
        );
    }
}

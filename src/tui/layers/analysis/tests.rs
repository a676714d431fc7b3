//! The panel's choices without an engine: what is sent, what is shown.

use super::*;
use crate::core::fen::{ReadOptions, read_fen};
use crate::core::{Color, Position, rules};
use crate::engine::Line;
use crate::engine::process::{Failure, FailureKind};
use crate::engine::{Analysis, Job, Score};
use crate::i18n::{Lang, Localizer};

use crate::core::Variant;
use crate::core::rules::xiangqi::notation::Notation;

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

fn job(wish: Wish) -> Job {
    match wish {
        Wish::Analyse(job) => job,
        other => panic!("no job: {other:?}"),
    }
}

#[test]
fn the_panel_follows_valid_positions_and_says_why_not_for_invalid_ones() {
    let loc = Localizer::new(Lang::En);
    let mut panel = AnalysisPanel::new();
    let start = pos("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    assert_eq!(job(panel.follow(&start)).position, start);
    // The same position again: nothing new to send.
    assert_eq!(panel.follow(&start), Wish::Same);
    let two_kings = pos("K6k/8/8/8/8/8/8/K7 w - - 0 1");
    assert_eq!(panel.follow(&two_kings), Wish::Stop);
    assert_eq!(panel.follow(&two_kings), Wish::Same);
    let said = text::standing(&panel, Variant::Chess, &loc).expect("words");
    assert!(said.contains("invalid"), "{said}");
    // Back to a valid one (an undo): analysed again.
    assert!(matches!(panel.follow(&start), Wish::Analyse(_)));
}

#[test]
fn only_the_last_position_s_sets_are_shown_and_scores_turn_to_white_s_view() {
    let loc = Localizer::new(Lang::En);
    let mut panel = AnalysisPanel::new();
    let black = pos("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    let first = job(panel.follow(&pos(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    )));
    let second = job(panel.follow(&black));
    panel.take(set(first.id, black, Score::Cp(10)));
    assert_eq!(panel.shown(), None);
    panel.take(set(second.id, black, Score::Cp(-30)));
    assert_eq!(panel.white_score(), Some(Score::Cp(30)));
    assert!(panel.white_share().is_some_and(|share| share > 0.5));
    let head = text::head(&panel, &loc);
    assert!(head.starts_with("+0.3  depth 12  250 kN/s"), "{head}");
    assert_eq!(text::lines(&panel, Notation::Wxf, &loc).len(), 1);
    assert_eq!(
        text::wdl(&panel, &loc).as_deref(),
        Some("win 90% · draw 10% · loss 0% (to move)")
    );
}

#[test]
fn a_mate_fills_the_bar_for_the_side_that_mates() {
    let mut panel = AnalysisPanel::new();
    // Black to move, mated: mate 0 from Black's side is White's win.
    let mated = pos("R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1");
    let id = job(panel.follow(&mated)).id;
    panel.take(set(id, mated, Score::Mate(0)));
    assert_eq!(panel.white_share(), Some(1.0));
    let loc = Localizer::new(Lang::En);
    let lines = text::lines(&panel, Notation::Wxf, &loc);
    assert_eq!(lines[0].1, "no legal move: the game is over");
}

#[test]
fn threat_mode_swaps_the_side_when_that_is_legal() {
    let loc = Localizer::new(Lang::En);
    let mut panel = AnalysisPanel::new();
    panel.toggle_threat();
    let quiet = pos("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
    assert_eq!(
        job(panel.follow(&quiet)).position.side_to_move,
        Color::Black
    );
    // White in check: Black to move there would be illegal.
    let check = pos("6k1/5ppp/8/8/8/8/8/r5K1 w - - 0 1");
    assert_eq!(panel.follow(&check), Wish::Stop);
    let said = text::standing(&panel, Variant::Chess, &loc).expect("words");
    assert!(said.contains("threat"), "{said}");
}

#[test]
fn pause_stops_and_goes_on_where_the_board_is() {
    let mut panel = AnalysisPanel::new();
    let start = pos("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    job(panel.follow(&start));
    panel.pause_or_restart();
    assert_eq!(panel.follow(&start), Wish::Stop);
    assert_eq!(panel.follow(&start), Wish::Same);
    panel.pause_or_restart();
    assert_eq!(job(panel.follow(&start)).position, start);
    // More lines: asked again with them, 1 after 5.
    panel.more_lines();
    assert_eq!(job(panel.follow(&start)).multipv, 4);
    panel.more_lines();
    panel.more_lines();
    assert_eq!(job(panel.follow(&start)).multipv, 1);
}

#[test]
fn a_dead_engine_is_said_in_every_language_and_waits_for_a_restart() {
    let start = pos("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    for lang in Lang::ALL {
        let loc = Localizer::new(lang);
        let mut panel = AnalysisPanel::new();
        panel.starting("stockfish");
        job(panel.follow(&start));
        panel.take(Report::Failed(Failure {
            kind: FailureKind::Died("signal: 15".into()),
            last_words: vec!["Segmentation fault".into()],
        }));
        let said = text::standing(&panel, Variant::Chess, &loc).expect("words");
        assert!(
            said.contains("stockfish") && said.contains("signal: 15") && said.contains("Alt-P"),
            "{said}"
        );
        // Said once: no new start until asked.
        assert_eq!(panel.follow(&start), Wish::Same);
        panel.pause_or_restart();
        assert_eq!(panel.generation, 1);
        assert!(matches!(panel.follow(&start), Wish::Analyse(_)));
    }
}

#[test]
fn the_panel_s_keys_are_its_own_and_the_rest_pass_down() {
    let mut panel = AnalysisPanel::new();
    let step = handle(&mut panel, Action::Analysis(AnalysisKey::Threat));
    assert!(step.pass.is_none() && !step.close && panel.threat);
    assert!(handle(&mut panel, Action::Open(NAME)).close);
    assert_eq!(handle(&mut panel, Action::Undo).pass, Some(Action::Undo));
}

/// The editor with the panel open and `score` shown for `fen`'s first legal move.
fn editor_showing(fen: &str, score: Score) -> App {
    let board = pos(fen);
    let mut app = App::new(board);
    app.open_analysis();
    let panel = app.analysis_mut().expect("open");
    let id = job(panel.follow(&board)).id;
    panel.take(Report::Ready {
        name: "Stockfish 15.1".into(),
    });
    panel.take(set(id, board, score));
    app
}

#[test]
fn the_full_form_draws_the_bar_head_and_lines_where_there_is_room() {
    let app = editor_showing("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", Score::Mate(1));
    let loc = Localizer::new(Lang::En);
    let text = crate::tui::view::render_to_text(
        &app,
        &loc,
        crate::tui::theme::Styles::new(false),
        140,
        44,
    );
    assert!(text.contains("┌ Analysis ─"), "{text}");
    assert!(text.contains("█"), "{text}");
    assert!(
        text.contains("#1  depth 12  250 kN/s  Stockfish 15.1"),
        "{text}"
    );
    assert!(text.contains("win 90% · draw 10% · loss 0%"), "{text}");
}

#[test]
fn eighty_by_twenty_four_gets_the_one_line_form() {
    let app = editor_showing(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        Score::Cp(31),
    );
    for lang in Lang::ALL {
        let loc = Localizer::new(lang);
        let text = crate::tui::view::render_to_text(
            &app,
            &loc,
            crate::tui::theme::Styles::new(false),
            80,
            24,
        );
        let title = loc.text("engine-panel-title");
        assert!(
            text.contains(&format!("┌ {title} · Stockfish 15.1 ")),
            "{text}"
        );
        // The first legal move by our rules, in SAN: the line shown.
        let first = rules::legal_moves(app.position())[0];
        let san = rules::move_text(app.position(), first);
        assert!(text.contains("+0.3 ") && text.contains(&san), "{text}");
    }
}

#[test]
fn the_best_move_s_squares_are_lit_on_the_board() {
    let app = editor_showing("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", Score::Mate(1));
    let loc = Localizer::new(Lang::En);
    let styles = crate::tui::theme::Styles::new(true);
    let buffer = crate::tui::view::render_to_buffer(&app, &loc, styles, 120, 40);
    let screen = crate::tui::view::Screen {
        app: &app,
        loc: &loc,
        styles,
    };
    let (layout, _) = screen.layout(buffer.area).expect("fits");
    let best = app
        .analysis()
        .and_then(AnalysisPanel::best_move)
        .expect("a move");
    let lit = styles.lit(Variant::Chess).bg;
    for square in [best.from, best.to] {
        let (x, y) = layout.board.cell_of(square);
        assert_eq!(buffer[(x, y)].bg, lit.expect("a colour"), "{square:?}");
    }
    // Another square is not.
    let (x, y) = layout.board.cell_of(crate::core::Square::new(4, 4));
    assert_ne!(Some(buffer[(x, y)].bg), lit);
}

#[test]
fn only_an_engine_s_troubles_are_shown_of_what_it_says() {
    let mut panel = AnalysisPanel::new();
    panel.take(Report::Message(
        "NNUE evaluation using nn-ad9b42354671.nnue enabled".into(),
    ));
    assert_eq!(panel.message, None);
    panel.take(Report::Message("ERROR: network file not found".into()));
    assert_eq!(
        panel.message.as_deref(),
        Some("ERROR: network file not found")
    );
}

#[test]
fn after_the_engine_died_its_depth_and_lines_are_gone_from_the_panel() {
    for (width, height) in [(140, 44), (80, 24)] {
        let mut app = editor_showing("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", Score::Mate(1));
        let loc = Localizer::new(Lang::En);
        let styles = crate::tui::theme::Styles::new(false);
        let before = crate::tui::view::render_to_text(&app, &loc, styles, width, height);
        assert!(before.contains("depth 12"), "{before}");
        let panel = app.analysis_mut().expect("open");
        panel.take(Report::Failed(Failure {
            kind: FailureKind::Died("signal: 9".into()),
            last_words: Vec::new(),
        }));
        assert!(panel.shown().is_none() && panel.best_move().is_none());
        let after = crate::tui::view::render_to_text(&app, &loc, styles, width, height);
        assert!(after.contains("signal: 9"), "{after}");
        assert!(!after.contains("depth") && !after.contains("#1"), "{after}");
    }
}

#[test]
fn paused_then_a_new_position_clears_the_old_figures() {
    let mut panel = AnalysisPanel::new();
    let start = pos("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    let first = job(panel.follow(&start));
    panel.take(set(first.id, start, Score::Cp(-30)));
    assert!(panel.shown().is_some());
    panel.pause_or_restart();
    assert_eq!(panel.follow(&start), Wish::Stop);
    // Paused on its own position: the figures stay.
    assert!(panel.shown().is_some());
    let other = pos("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    panel.follow(&other);
    assert_eq!(panel.shown(), None, "the old position's figures are kept");
    // A set of the old search coming late is not taken either.
    panel.take(set(first.id, start, Score::Cp(-30)));
    assert_eq!(panel.shown(), None);
}

#[test]
fn an_impossible_threat_mode_shows_no_figures_even_late_ones() {
    let loc = Localizer::new(Lang::En);
    let mut panel = AnalysisPanel::new();
    // White to move, in check: Black to move instead would be illegal.
    let check = pos("4k3/4r3/8/8/8/8/8/4K3 w - - 0 1");
    let first = job(panel.follow(&check));
    panel.toggle_threat();
    assert_eq!(panel.follow(&check), Wish::Stop);
    panel.take(set(first.id, check, Score::Cp(0)));
    assert_eq!(panel.shown(), None);
    let said = text::standing(&panel, Variant::Chess, &loc).expect("words");
    assert!(said.contains("no threat mode"), "{said}");
    assert!(!text::head(&panel, &loc).contains("depth"));
}

#[test]
fn the_panel_s_wdl_sums_to_100() {
    let loc = Localizer::new(Lang::En);
    let mut panel = AnalysisPanel::new();
    let start = pos("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    let first = job(panel.follow(&start));
    let Report::Analysis(mut analysis) = set(first.id, start, Score::Cp(20)) else {
        unreachable!()
    };
    analysis.lines[0].wdl = Some([61, 933, 6]);
    panel.take(Report::Analysis(analysis));
    let said = text::wdl(&panel, &loc).expect("wdl");
    let numbers: Vec<u32> = said
        .split(|c: char| !c.is_ascii_digit())
        .filter_map(|n| n.parse().ok())
        .collect();
    assert_eq!(numbers.iter().sum::<u32>(), 100, "{said}");
}

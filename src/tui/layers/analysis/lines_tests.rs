//! The line keys on the app, without an engine: sets of lines handed to the
//! panel as the engine's reports would be.

use super::*;
use crate::core::fen::{ReadOptions, read_fen, write_fen};
use crate::core::pgn::{PgnOptions, read_games};
use crate::engine::process::Report;
use crate::engine::{Analysis, Bound, Line, Score};
use crate::i18n::Lang;
use crate::tui::action::{Action, AnalysisKey, StepTo};
use crate::tui::layers::analysis::Wish;

fn pos(fen: &str) -> Position {
    read_fen(fen, ReadOptions::lenient())
        .expect("reads")
        .position
}

/// An editor on `fen` with the panel open.
fn editor(fen: &str) -> App {
    let mut app = App::new(pos(fen));
    app.open_analysis();
    app
}

/// The engine's lines for the position the panel follows now, each given
/// as moves in any notation the editor reads.
fn feed(app: &mut App, lines: &[&str]) {
    let board = app.analysed_board();
    let panel = app.analysis_mut().expect("open");
    let job = match panel.follow(&board) {
        Wish::Analyse(job) => job.id,
        // Asked already (the same position again): its job goes on.
        Wish::Same => panel.last_job,
        Wish::Stop => panic!("no job for {}", write_fen(&board)),
    };
    let lines = lines
        .iter()
        .map(|text| {
            let mut at = board;
            let moves = text
                .split_whitespace()
                .map(|word| {
                    let mv = rules::parse_move(&at, word).expect("legal");
                    at = rules::play(&at, mv);
                    mv
                })
                .collect();
            Line {
                score: Score::Cp(30),
                bound: Bound::Exact,
                wdl: None,
                moves,
            }
        })
        .collect();
    app.analysis_news(Report::Analysis(Analysis {
        job,
        position: board,
        depth: 20,
        nodes: 1,
        nps: 1,
        lines,
        done: false,
        best: None,
    }));
}

fn key(app: &mut App, key: AnalysisKey) -> Vec<Effect> {
    app.update(Action::Analysis(key))
}

fn copied(effects: Vec<Effect>) -> String {
    match effects.as_slice() {
        [Effect::Copy(text)] => text.clone(),
        other => panic!("nothing copied: {other:?}"),
    }
}

const ITALIAN: &str = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3";

#[test]
fn the_best_move_is_played_as_one_undo_step_with_the_clocks_a_move_makes() {
    let mut app = editor(ITALIAN);
    // Nothing yet from the engine: nothing played, said so.
    key(&mut app, AnalysisKey::PlayBest);
    assert_eq!(write_fen(app.position()), ITALIAN);
    assert_eq!(app.notice, Notice::Line(LineNotice::NoLine));
    feed(&mut app, &["Bb5 a6", "Bc4 Bc5"]);
    key(&mut app, AnalysisKey::PlayBest);
    // A piece move: the halfmove clock counts on, the move number stays.
    let after = "r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3";
    assert_eq!(write_fen(app.position()), after);
    assert_eq!(app.notice, Notice::Line(LineNotice::Played("Bb5".into())));
    // Black's pawn move: the clock back to 0, the move number on.
    feed(&mut app, &["a6 Ba4"]);
    key(&mut app, AnalysisKey::PlayBest);
    assert_eq!(
        write_fen(app.position()),
        "r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 4"
    );
    // Each move one undo step.
    app.update(Action::Undo);
    assert_eq!(write_fen(app.position()), after);
    app.update(Action::Undo);
    assert_eq!(write_fen(app.position()), ITALIAN);
    // Figures of another position (the board changed since) are not played.
    feed(&mut app, &["Bb5"]);
    app.update(Action::ToggleSideToMove);
    key(&mut app, AnalysisKey::PlayBest);
    assert_eq!(app.notice, Notice::Line(LineNotice::NoLine));
}

#[test]
fn xiangqi_s_best_move_is_played_and_said_in_wxf() {
    let mut app = editor(crate::core::Variant::Xiangqi.start_fen());
    feed(&mut app, &["h2e2 h9g7"]);
    key(&mut app, AnalysisKey::PlayBest);
    assert_eq!(
        write_fen(app.position()),
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1"
    );
    assert_eq!(app.notice, Notice::Line(LineNotice::Played("C2=5".into())));
}

#[test]
fn a_line_is_stepped_into_from_the_editor_and_left_with_the_board_as_it_was() {
    let mut app = editor(ITALIAN);
    feed(&mut app, &["Bb5 a6 Ba4", "Bc4 Bc5 c3"]);
    key(&mut app, AnalysisKey::ChooseLine(true));
    key(&mut app, AnalysisKey::StepIntoLine);
    assert!(matches!(app.teaching(), Some(Teaching::Moves(_))));
    assert_eq!(app.notice, Notice::Line(LineNotice::SteppedIn(2)));
    // The second line's first move shown; → on, ← back.
    let line = app.move_line_in_view().expect("a line");
    assert_eq!((line.at(), line.len()), (1, 3));
    assert_eq!(
        app.analysed_board(),
        rules::play(&pos(ITALIAN), line.all_moves()[0])
    );
    app.update(Action::Step(StepTo::Next));
    app.update(Action::Step(StepTo::Next));
    let line = app.move_line_in_view().expect("a line");
    assert_eq!(line.current().map(|m| m.text.as_str()), Some("c3"));
    // Esc: out, the board as it was (nothing set up from the line).
    app.update(Action::Escape);
    assert!(app.teaching().is_none());
    assert_eq!(write_fen(app.position()), ITALIAN);
    // Alt-K goes round to the last line asked for (3), which came short:
    // the last one that came is taken.
    key(&mut app, AnalysisKey::ChooseLine(false));
    key(&mut app, AnalysisKey::ChooseLine(false));
    let panel = app.analysis().expect("open");
    assert_eq!(panel.chosen, 2);
    let (index, _, moves) = panel.chosen_line(&pos(ITALIAN)).expect("a line");
    assert_eq!((index, moves.len()), (1, 3));
}

#[test]
fn in_a_game_s_moves_view_a_line_branches_off_and_esc_comes_back_to_the_game() {
    let mut app = editor(crate::core::Variant::Chess.start_fen());
    app.update(Action::EXPLAIN_MOVES);
    app.update(Action::Paste("e4 e5 Nf3 Nc6 Bb5 a6".into()));
    app.update(Action::Submit);
    for _ in 0..2 {
        app.update(Action::Step(StepTo::Back));
    }
    // At 2...Nc6, White to move: the panel follows the position shown.
    assert_eq!(write_fen(&app.analysed_board()), ITALIAN);
    feed(&mut app, &["Bc4 Bc5"]);
    key(&mut app, AnalysisKey::StepIntoLine);
    let line = app.move_line_in_view().expect("a line");
    assert_eq!((line.at(), line.len()), (5, 6));
    assert_eq!(line.current().map(|m| m.text.as_str()), Some("Bc4"));
    // Esc: the game again, at the move it was left, all its moves kept.
    app.update(Action::Escape);
    assert!(matches!(app.teaching(), Some(Teaching::Moves(_))));
    assert_eq!(app.notice, Notice::Line(LineNotice::SteppedOut));
    let line = app.move_line_in_view().expect("a line");
    assert_eq!((line.at(), line.len()), (4, 6));
    // The engine's best is the game's own next move: it steps on, nothing lost.
    feed(&mut app, &["Bb5 a6"]);
    key(&mut app, AnalysisKey::PlayBest);
    let line = app.move_line_in_view().expect("a line");
    assert_eq!((line.at(), line.len()), (5, 6));
    // At the game's end Alt-E plays on, as a move typed there.
    app.update(Action::Step(StepTo::Last));
    feed(&mut app, &["Ba4 Nf6"]);
    key(&mut app, AnalysisKey::PlayBest);
    let line = app.move_line_in_view().expect("a line");
    assert_eq!((line.at(), line.len()), (7, 7));
    let Some(Teaching::Moves(view)) = app.teaching() else {
        panic!("moves view");
    };
    assert!(view.outer.is_empty());
}

#[test]
fn a_line_is_copied_as_moves_as_pgn_that_reads_back_and_as_uci() {
    let mut app = editor(ITALIAN);
    feed(&mut app, &["Bb5 a6 Ba4 Nf6", "Bc4 Bc5"]);
    let moves = copied(key(&mut app, AnalysisKey::CopyLine(LineFormat::Moves)));
    assert_eq!(moves, "3. Bb5 a6 4. Ba4 Nf6");
    assert_eq!(
        copied(key(&mut app, AnalysisKey::CopyLine(LineFormat::Uci))),
        "f1b5 a7a6 b5a4 g8f6"
    );
    key(&mut app, AnalysisKey::ChooseLine(true));
    let pgn = copied(key(&mut app, AnalysisKey::CopyLine(LineFormat::Pgn)));
    assert!(pgn.contains("[SetUp \"1\"]"), "{pgn}");
    assert!(pgn.contains(&format!("[FEN \"{ITALIAN}\"]")), "{pgn}");
    assert!(pgn.contains("3. Bc4 Bc5 *"), "{pgn}");
    let options = PgnOptions {
        every_ply: false,
        san: false,
        moves: true,
        tree: false,
    };
    let game = read_games(pgn.as_bytes(), options).next().expect("a game");
    assert_eq!(game.errors, []);
    assert_eq!(game.start, Some(pos(ITALIAN)));
    assert_eq!(game.moves.len(), 2);
    // Black to move: the line starts with `3...`.
    feed_after_best(&mut app);
    let moves = copied(key(&mut app, AnalysisKey::CopyLine(LineFormat::Moves)));
    assert!(moves.starts_with("3... a6"), "{moves}");
}

fn feed_after_best(app: &mut App) {
    app.update(Action::Analysis(AnalysisKey::ChooseLine(false)));
    app.update(Action::Analysis(AnalysisKey::PlayBest));
    feed(app, &["a6 Ba4"]);
}

#[test]
fn xiangqi_lines_are_copied_in_the_notation_the_moves_view_writes() {
    let start = crate::core::Variant::Xiangqi.start_fen();
    let mut app = editor(start);
    feed(&mut app, &["h2e2 h9g7 h0g2"]);
    let wxf = copied(key(&mut app, AnalysisKey::CopyLine(LineFormat::Moves)));
    assert_eq!(wxf, "1. C2=5 H8+7 2. H2+3");
    app.lang = Lang::Zh;
    let chinese = copied(key(&mut app, AnalysisKey::CopyLine(LineFormat::Moves)));
    assert_eq!(chinese, "1. 炮二平五 马８进７ 2. 马二进三");
    let pgn = copied(key(&mut app, AnalysisKey::CopyLine(LineFormat::Pgn)));
    assert!(pgn.contains("炮二平五"), "{pgn}");
    assert_eq!(
        copied(key(&mut app, AnalysisKey::CopyLine(LineFormat::Uci))),
        "h2e2 h9g7 h0g2"
    );
}

#[test]
fn a_copied_line_is_said_as_the_line_s_not_the_fen_s() {
    use crate::clipboard::CopyOutcome;
    use crate::tui::news::News;
    let mut app = editor(ITALIAN);
    feed(&mut app, &["Bb5 a6"]);
    copied(key(&mut app, AnalysisKey::CopyLine(LineFormat::Pgn)));
    app.hear(News::Copied(CopyOutcome::System));
    let notice = Notice::Line(LineNotice::Copied(LineFormat::Pgn, CopyOutcome::System));
    assert_eq!(app.notice, notice);
    for lang in Lang::ALL {
        let Notice::Line(said) = &app.notice else {
            unreachable!()
        };
        let said = notice_text(said, &crate::i18n::Localizer::new(lang));
        assert!(
            said.contains("PGN") && !said.contains("FEN"),
            "{lang:?}: {said}"
        );
    }
    // A FEN copied after it is said as the FEN's again.
    app.update(Action::CopyFen);
    app.hear(News::Copied(CopyOutcome::System));
    assert_eq!(app.notice, Notice::Copied(CopyOutcome::System));
}

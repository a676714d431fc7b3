//! The moves view: seed 000's 1. e4 e5, move lists, leaving and copying.

use super::*;
use crate::core::rules::xiangqi::notation::Notation;

fn line(app: &App) -> &MoveLine {
    app.move_line_in_view().unwrap()
}

/// Every move of the line as the move list words it.
fn listed(app: &App) -> Vec<ListedMove> {
    let line = line(app);
    line.listed(0..line.len(), Notation::Iccs)
}

fn moves_view(app: &App) -> &MovesView {
    match app.teaching() {
        Some(Teaching::Moves(view)) => view,
        other => panic!("not in the moves view: {other:?}"),
    }
}

/// The en passant field of the FEN after the move shown, and why it is there.
fn en_passant_written(app: &App) -> Option<String> {
    let played = line(app).current()?;
    let step = played
        .explanation
        .steps
        .iter()
        .find(|s| s.part == Part::EnPassant)?;
    Some(step.written.clone())
}

#[test]
fn seed_000_e4_e5_explains_e3_then_e6() {
    let mut app = app(START);
    app.update(Action::EXPLAIN_MOVES);
    type_text(&mut app, "e4");
    app.update(Action::Submit);
    assert_eq!(
        line(&app).fen(),
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"
    );
    assert_eq!(en_passant_written(&app).as_deref(), Some("e3"));
    type_text(&mut app, "e5");
    app.update(Action::Submit);
    assert_eq!(
        line(&app).fen(),
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2"
    );
    assert_eq!(en_passant_written(&app).as_deref(), Some("e6"));
    let step = line(&app).current().unwrap();
    let codes: Vec<_> = step.explanation.steps.iter().map(|s| s.code).collect();
    assert!(codes.contains(&"teach-move-halfmove") && codes.contains(&"teach-move-fullmove"));
    assert_eq!(
        app.moves_text().as_deref(),
        Some(format!("{START} moves e2e4 e7e5").as_str())
    );
    // Back to the first move: e3 again, and only that move is in the text.
    app.update(Action::Step(StepTo::Back));
    assert_eq!(en_passant_written(&app).as_deref(), Some("e3"));
    assert_eq!(
        app.moves_text().as_deref(),
        Some(format!("{START} moves e2e4").as_str())
    );
    app.update(Action::Step(StepTo::First));
    assert_eq!(line(&app).fen(), START);
    assert_eq!(app.moves_text(), None);
    app.update(Action::Step(StepTo::Last));
    assert_eq!(en_passant_written(&app).as_deref(), Some("e6"));
}

#[test]
fn several_moves_at_once_with_numbers_and_the_illegal_one_is_located() {
    let mut app = app(START);
    app.update(Action::EXPLAIN_MOVES);
    type_text(&mut app, "1. e4 e5 2.Nf3 Nf9 Nc6");
    app.update(Action::Submit);
    assert_eq!(line(&app).len(), 3);
    let view = moves_view(&app);
    // The move that did not play stays, with what followed it, at column 1.
    assert_eq!(view.input, "Nf9 Nc6");
    let error = view.error.as_ref().unwrap();
    assert_eq!(error.column, Some(1));
    // Editing the text clears the error.
    app.update(Action::EraseBack);
    assert_eq!(moves_view(&app).error, None);
    assert_eq!(moves_view(&app).input, "Nf9 Nc");
}

#[test]
fn a_move_from_an_earlier_position_starts_a_new_line() {
    let mut app = app(START);
    app.update(Action::EXPLAIN_MOVES);
    type_text(&mut app, "e4 e5");
    app.update(Action::Submit);
    app.update(Action::Step(StepTo::Back));
    type_text(&mut app, "c5");
    app.update(Action::Submit);
    let texts: Vec<_> = listed(&app).iter().map(|m| m.text.clone()).collect();
    assert_eq!(texts, ["e4", "c5"]);
}

#[test]
fn leaving_the_moves_view_keeps_the_position_shown_and_the_moves() {
    let mut app = app(START);
    app.update(Action::EXPLAIN_MOVES);
    type_text(&mut app, "e4 e5");
    app.update(Action::Submit);
    app.update(Action::Escape);
    assert_eq!(app.teaching(), None);
    assert_eq!(
        app.fen(),
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2"
    );
    assert_eq!(app.notice(), &Notice::Teach(TeachNotice::MovesKept(2)));
    assert_eq!(
        app.moves_text().as_deref(),
        Some(format!("{START} moves e2e4 e7e5").as_str())
    );
    // Reopening carries on with the same moves.
    app.update(Action::EXPLAIN_MOVES);
    assert_eq!(line(&app).len(), 2);
    app.update(Action::Escape);
    // Once the board is edited, the moves no longer lead to it.
    app.update(Action::Undo);
    assert_eq!(app.fen(), START);
    assert_eq!(app.moves_text(), None);
}

#[test]
fn copy_in_the_moves_view_copies_the_fen_with_its_moves() {
    let mut app = app(START);
    app.update(Action::EXPLAIN_MOVES);
    assert_eq!(
        app.update(Action::CopyFen),
        [Effect::Copy(START.to_string())]
    );
    type_text(&mut app, "e2e4");
    app.update(Action::Submit);
    assert_eq!(
        app.update(Action::CopyFen),
        [Effect::Copy(format!("{START} moves e2e4"))]
    );
}

#[test]
fn xiangqi_moves_play_in_coordinates() {
    let mut app = app("5a3/3ka4/5n3/9/9/9/9/9/9/4K1R2 w - - 0 1");
    app.update(Action::EXPLAIN_MOVES);
    type_text(&mut app, "g0f0 d8d9");
    app.update(Action::Submit);
    assert_eq!(line(&app).fen(), "3k1a3/4a4/5n3/9/9/9/9/9/9/4KR3 w - - 2 2");
}

#[test]
fn the_share_menu_offers_the_moves_played_in_the_moves_view() {
    let mut app = app(START);
    app.update(Action::EXPLAIN_MOVES);
    type_text(&mut app, "e4 e5");
    app.update(Action::Submit);
    app.update(Action::Escape);
    let (start, moves) = app.moves_played().unwrap();
    assert_eq!(write_fen(&start), START);
    let coordinates: Vec<_> = moves
        .iter()
        .map(|m| m.coordinates(Variant::Chess))
        .collect();
    assert_eq!(coordinates, ["e2e4", "e7e5"]);
}

#[test]
fn a_pasted_fen_with_moves_opens_as_a_line_of_moves() {
    let mut app = app(START);
    app.update(Action::Paste(format!("{START} moves e2e4 e7e5")));
    app.update(Action::EXPLAIN_MOVES);
    let texts: Vec<_> = listed(&app).iter().map(|m| m.text.clone()).collect();
    assert_eq!(texts, ["e4", "e5"]);
    assert_eq!(en_passant_written(&app).as_deref(), Some("e6"));
    app.update(Action::Step(StepTo::Back));
    assert_eq!(en_passant_written(&app).as_deref(), Some("e3"));
}

/// A game of 1,000,000 moves (the knights out and back, again and again)
/// keeps its moves and a position every `CHECKPOINT_EVERY` moves, not a
/// position and an explanation per move; showing a move or drawing the list
/// replays at most a checkpoint's stretch and the moves listed.
#[test]
fn a_million_move_game_keeps_checkpoints_and_replays_only_what_is_shown() {
    const PLIES: usize = 1_000_000;
    let start = position(START);
    // Each move is read in the position it is played from.
    let mut before = start;
    let cycle: Vec<_> = ["Nf3", "Nf6", "Ng1", "Ng8"]
        .iter()
        .map(|m| {
            let mv = crate::core::rules::parse_move(&before, m).unwrap();
            before = crate::core::rules::play(&before, mv);
            mv
        })
        .collect();
    let line = MoveLine::from_moves(start, cycle.iter().copied().cycle().take(PLIES));
    assert_eq!(line.len(), PLIES);
    assert!(line.positions_kept() <= PLIES / CHECKPOINT_EVERY + 1);
    assert_eq!(
        line.replayed(),
        0,
        "nothing is worked out before it is shown"
    );

    let mut app = app(START);
    app.move_line = Some(line);
    app.open(Layer::Teach(Teaching::Moves(MovesView::default())));
    let frame = |app: &App| crate::tui::view::text_in(app, crate::i18n::Lang::En, 120, 40);
    // The first frame lists one screenful from the start.
    assert!(frame(&app).contains("Start 1. Nf3 Nf6 2. Ng1 Ng8"));
    let listed = line_of(&app).replayed();
    assert!(listed <= 2 * 80, "the first frame replayed {listed} moves");
    // The last move, one back, one on: each bounded by the checkpoint
    // stretch before it and the moves listed.
    for step in [StepTo::Last, StepTo::Back, StepTo::Back, StepTo::Next] {
        let before = line_of(&app).replayed();
        app.update(Action::Step(step));
        let shown = frame(&app);
        let work = line_of(&app).replayed() - before;
        assert!(
            work <= CHECKPOINT_EVERY + 2 * 80,
            "{step:?} replayed {work} moves"
        );
        assert!(shown.contains("… 499"), "{shown}");
    }
    let line = line_of(&app);
    assert_eq!(line.at(), PLIES - 1);
    // After Nf3 Nf6 Ng1 (an odd count) Black's knight is out; the clocks
    // tell how many moves were played.
    assert_eq!(
        line.fen(),
        format!(
            "rnbqkb1r/pppppppp/5n2/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - {} {}",
            PLIES - 1,
            PLIES / 2
        )
    );
    assert_eq!(line.current().map(|m| m.text.as_str()), Some("Ng1"));
}

fn line_of(app: &App) -> &MoveLine {
    app.move_line_in_view().unwrap()
}

/// The heading names the move in all three notations; at 80×24 it used to
/// wrap inside the Chinese one ("炮" / "２进４"). A move is never split.
#[test]
fn a_xiangqi_move_is_never_split_across_rows() {
    use crate::tui::view::text_in;
    let mut app = app(Variant::Xiangqi.start_fen());
    app.update(Action::EXPLAIN_MOVES);
    type_text(
        &mut app,
        "h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 b0c2 a9b9 a0b0 c6c5 c3c4 g6g5 g3g4 b7b3",
    );
    app.update(Action::Submit);
    assert_eq!(line(&app).len(), 14);
    for (lang, width, height) in [(Lang::En, 80, 24), (Lang::En, 120, 40), (Lang::Ru, 80, 24)] {
        let screen = text_in(&app, lang, width, height);
        assert!(screen.contains("炮２进４"), "{lang:?} {width}\n{screen}");
    }
}

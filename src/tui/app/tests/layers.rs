//! The layer stack through `update`: the top layer sees an action first,
//! passes what is not its own, and opening or closing one clears old news;
//! quitting asks before dropping unread text; the square jump.

use super::*;
use crate::tui::keymap::Context;

const BAD_DRAFT: &str = "rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// The editor with `BAD_DRAFT` typed into the FEN field (left unread).
fn with_bad_draft() -> App {
    let mut app = app(START);
    // A paste on the board that does not read waits in the FEN field.
    app.update(Action::Paste(BAD_DRAFT.into()));
    assert!(!app.field().errors.is_empty());
    app
}

#[test]
fn the_top_layer_sees_keys_first_and_quit_passes_down() {
    let mut app = app(START);
    app.update(Action::WALK_THROUGH);
    app.update(Action::HELP);
    assert_eq!(app.layers().len(), 2);
    assert_eq!(app.key_context(), crate::tui::layers::help::keys::CONTEXT);
    assert_eq!(app.context_below(1), Context::Walk);
    // Help swallows a board key; the walk-through under it sees nothing.
    app.update(Action::Type('K'));
    assert_eq!(app.fen(), START);
    // Quit closes help and goes on down to the editor.
    assert_eq!(app.update(Action::Quit), vec![Effect::Quit]);
    assert!(!app.help_open());
    assert!(app.teaching().is_some());
    assert_eq!(app.quit(), Some(Quit::Print));
}

#[test]
fn a_layer_opened_under_another_goes_on_top() {
    let mut app = app(START);
    app.update(Action::PRACTICE);
    app.update(Action::Move(Direction::Right));
    app.update(Action::Submit);
    assert!(matches!(app.teaching(), Some(Teaching::Build(_))));
    // "Build the position" passes F1 down; the editor opens help on top of it.
    app.update(Action::HELP);
    assert!(matches!(app.layers().last(), Some(Layer::Help(_))));
    assert!(app.teaching().is_some());
}

#[test]
fn opening_or_closing_a_layer_clears_the_old_message() {
    let mut app = app(START);
    app.update(Action::Flip);
    assert_eq!(app.notice(), &Notice::Flipped);
    app.update(Action::HELP);
    assert_eq!(app.notice(), &Notice::Welcome);
    app.update(Action::Escape);
    app.update(Action::Flip);
    app.update(Action::WALK_THROUGH);
    assert_eq!(app.notice(), &Notice::Welcome);
    // News made by the change itself stays: the moves view keeps its moves.
    app.update(Action::Escape);
    app.update(Action::EXPLAIN_MOVES);
    type_text(&mut app, "e4");
    app.update(Action::Submit);
    app.update(Action::Escape);
    assert!(matches!(
        app.notice(),
        Notice::Teach(TeachNotice::MovesKept(1))
    ));
}

#[test]
fn quitting_with_unread_text_asks_first_and_keeps_it() {
    let mut app = with_bad_draft();
    app.update(Action::Escape);
    assert_eq!(app.focus(), Focus::Board);
    assert_eq!(app.update(Action::Quit), vec![]);
    assert!(!app.is_quitting());
    assert!(app.quit_confirm().is_some());
    assert_eq!(app.key_context(), crate::tui::layers::quit::keys::CONTEXT);
    // Board keys do nothing under the question.
    app.update(Action::Type('K'));
    assert_eq!(app.field_text(), BAD_DRAFT);
    // Back to the field: the text is there as typed.
    app.update(Action::Escape);
    assert!(app.layers().is_empty());
    assert_eq!(app.focus(), Focus::FenField);
    assert_eq!(app.field_text(), BAD_DRAFT);
}

#[test]
fn quit_anyway_prints_the_last_good_fen_and_without_printing_prints_nothing() {
    let mut app = with_bad_draft();
    app.update(Action::Quit);
    assert_eq!(app.update(Action::QuitAnyway), vec![Effect::Quit]);
    assert_eq!(app.quit(), Some(Quit::Print));
    assert_eq!(app.fen(), START);

    let mut app = with_bad_draft();
    app.update(Action::Quit);
    assert_eq!(app.update(Action::QuitWithoutPrinting), vec![Effect::Quit]);
    assert_eq!(app.quit(), Some(Quit::WithoutPrinting));
}

#[test]
fn without_unread_text_quit_does_not_ask() {
    let mut app = app(START);
    assert_eq!(app.update(Action::Quit), vec![Effect::Quit]);
    let mut app = with_bad_draft();
    assert_eq!(app.update(Action::QuitWithoutPrinting), vec![Effect::Quit]);
    assert_eq!(app.quit(), Some(Quit::WithoutPrinting));
}

#[test]
fn the_square_jump_moves_the_cursor_to_the_square_named() {
    let mut app = app(START);
    app.update(Action::FocusNext);
    app.update(Action::SQUARE_JUMP);
    assert_eq!(app.key_context(), crate::tui::layers::jump::keys::CONTEXT);
    type_text(&mut app, "E4");
    // Issue 33 case 11: the name waits for the Enter the prompt asks for.
    assert!(app.square_jump().is_some());
    app.update(Action::Submit);
    assert!(app.layers().is_empty());
    assert_eq!(app.focus(), Focus::Board);
    assert_eq!(app.cursor(), Square::parse("e4", Variant::Chess).unwrap());
    // Nothing was typed on the board.
    assert_eq!(app.fen(), START);
}

#[test]
fn the_square_jump_knows_xiangqi_points_and_unknown_names() {
    let mut app = app_xiangqi();
    app.update(Action::SQUARE_JUMP);
    type_text(&mut app, "e5");
    app.update(Action::Submit);
    assert_eq!(app.cursor(), Square::parse("e5", Variant::Xiangqi).unwrap());
    app.update(Action::SQUARE_JUMP);
    type_text(&mut app, "z9");
    app.update(Action::Submit);
    assert!(app.square_jump().is_some_and(|j| j.unknown));
    app.update(Action::EraseBack);
    app.update(Action::EraseBack);
    type_text(&mut app, "a0");
    app.update(Action::Submit);
    assert!(app.layers().is_empty());
    assert_eq!(app.cursor(), Square::new(0, 0));
    // Esc leaves the cursor where it was.
    app.update(Action::SQUARE_JUMP);
    app.update(Action::Type('i'));
    app.update(Action::Escape);
    assert!(app.layers().is_empty());
    assert_eq!(app.cursor(), Square::new(0, 0));
}

/// Issue 33 case 11: `e10` (a xiangqi rank written from 1) is said unknown
/// after Enter; its `0` never lands on the board as a piece letter, and the
/// Enter never reaches the board.
#[test]
fn the_square_jump_waits_for_enter_and_keeps_every_key_off_the_board() {
    let mut app = app_xiangqi();
    let before = app.fen().to_string();
    app.update(Action::SQUARE_JUMP);
    type_text(&mut app, "e10");
    assert!(app.square_jump().is_some(), "the jump closed before Enter");
    app.update(Action::Submit);
    assert!(
        app.square_jump()
            .is_some_and(|j| j.unknown && j.typed == "e10")
    );
    assert_eq!(app.fen(), before, "a key of the name reached the board");
    app.update(Action::EraseBack);
    app.update(Action::EraseBack);
    type_text(&mut app, "9");
    app.update(Action::Submit);
    assert!(app.layers().is_empty());
    assert_eq!(app.cursor(), Square::parse("e9", Variant::Xiangqi).unwrap());
    assert_eq!(app.fen(), before, "a key of the name reached the board");
}

#[test]
fn help_scrolls_by_lines_and_pages() {
    let mut app = app(START);
    app.update(Action::HELP);
    let scroll = |app: &App| match app.layers().last() {
        Some(Layer::Help(help)) => help.scroll.get(),
        _ => panic!("help is not on top"),
    };
    app.update(Action::Move(Direction::Down));
    app.update(Action::Move(Direction::Down));
    assert_eq!(scroll(&app), 2);
    // Not drawn yet, so a page's length is not known: PgDn waits for it.
    app.update(Action::BottomRank);
    assert_eq!(scroll(&app), 2);
    app.update(Action::TopRank);
    app.update(Action::Move(Direction::Up));
    assert_eq!(scroll(&app), 1);
    app.update(Action::Home);
    assert_eq!(scroll(&app), 0);
}

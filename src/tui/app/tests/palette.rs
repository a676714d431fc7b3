//! The palette, the mouse's drags, typing's end and en passant that follows
//! the board, all through `update`.

use super::*;
use crate::tui::app::{EditNotice, Grab, Tool};

fn app_at(fen: &str) -> App {
    app(fen)
}

fn sq(name: &str) -> Square {
    Square::parse(name, Variant::Chess).unwrap()
}

fn white(role: Role) -> Piece {
    Piece::new(Color::White, role)
}

/// Ctrl-P, then `c`.
fn pick(app: &mut App, c: char) {
    app.update(Action::PickTool);
    app.update(Action::Type(c));
}

#[test]
fn a_chosen_piece_goes_down_with_enter_or_a_click_again_and_again() {
    let mut app = app_at(EMPTY);
    pick(&mut app, 'N');
    assert_eq!(app.tool(), Some(Tool::Piece(white(Role::Knight))));
    assert_eq!(
        app.notice(),
        &Notice::Edit(EditNotice::ToolChosen(app.tool()))
    );
    // Choosing typed nothing on the board.
    assert_eq!(app.fen(), EMPTY);
    app.update(Action::UseTool);
    app.update(Action::Move(Direction::Right));
    app.update(Action::UseTool);
    app.update(Action::ClickSquare(sq("e4")));
    app.update(Action::ClickSquare(sq("h1")));
    assert_eq!(app.fen(), "NN6/8/8/8/4N3/8/8/7N w - - 0 1");
    assert_eq!(app.cursor(), sq("h1"));
    assert_eq!(app.tool(), Some(Tool::Piece(white(Role::Knight))));
    // Each placement is one undo step.
    app.update(Action::Undo);
    assert_eq!(app.fen(), "NN6/8/8/8/4N3/8/8/8 w - - 0 1");
}

#[test]
fn the_delete_tool_clears_and_esc_puts_the_tool_away() {
    let mut app = app_at(START);
    pick(&mut app, 'x');
    assert_eq!(app.tool(), Some(Tool::Delete));
    app.update(Action::ClickSquare(sq("d1")));
    app.update(Action::UseTool);
    assert_eq!(
        app.fen(),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB1KBNR w KQkq - 0 1"
    );
    app.update(Action::Escape);
    assert_eq!(app.tool(), None);
    assert_eq!(app.notice(), &Notice::Edit(EditNotice::ToolChosen(None)));
    // With no tool a click only moves the cursor, and Enter says what it wants.
    app.update(Action::ClickSquare(sq("e2")));
    app.update(Action::UseTool);
    assert_eq!(app.cursor(), sq("e2"));
    assert_eq!(app.notice(), &Notice::Edit(EditNotice::NoTool));
    assert_eq!(
        app.fen(),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB1KBNR w KQkq - 0 1"
    );
}

#[test]
fn a_palette_click_chooses_and_a_second_click_on_delete_puts_it_away() {
    let mut app = app_at(EMPTY);
    app.update(Action::ChooseTool(Some(Tool::Delete)));
    assert_eq!(app.tool(), Some(Tool::Delete));
    app.update(Action::ChooseTool(None));
    assert_eq!(app.tool(), None);
}

#[test]
fn choosing_takes_only_the_next_key_and_fen_typing_still_works() {
    let mut app = app_at(EMPTY);
    pick(&mut app, 'z');
    assert_eq!(app.notice(), &Notice::Edit(EditNotice::NotATool('z')));
    assert!(!app.picking_tool());
    assert_eq!(app.tool(), None);
    // An arrow after Ctrl-P ends the choosing and moves the cursor.
    app.update(Action::PickTool);
    assert!(app.picking_tool());
    app.update(Action::Move(Direction::Right));
    assert!(!app.picking_tool());
    assert_eq!(app.cursor(), sq("b8"));
    // With a tool chosen, letters still type FEN and walk on.
    pick(&mut app, 'q');
    type_text(&mut app, "K");
    assert_eq!(app.fen(), "1K6/8/8/8/8/8/8/8 w - - 0 1");
    assert_eq!(app.cursor(), sq("c8"));
    assert_eq!(
        app.tool(),
        Some(Tool::Piece(Piece::new(Color::Black, Role::Queen)))
    );
    // Ctrl-P from the FEN field comes back to the board.
    app.update(Action::ClickControl(Control::FenField));
    app.update(Action::PickTool);
    assert_eq!(app.focus(), Focus::Board);
    app.update(Action::Escape);
    assert_eq!(app.tool(), None);
}

#[test]
fn xiangqi_pieces_are_chosen_by_their_letters_and_horse_and_elephant() {
    let mut app = app_at(XIANGQI_EMPTY);
    pick(&mut app, 'H');
    assert_eq!(app.tool(), Some(Tool::Piece(white(Role::Knight))));
    pick(&mut app, 'c');
    assert_eq!(
        app.tool(),
        Some(Tool::Piece(Piece::new(Color::Black, Role::Cannon)))
    );
    app.update(Action::ClickSquare(Square::new(4, 7)));
    assert_eq!(app.fen(), "9/9/4c4/9/9/9/9/9/9/9 w - - 0 1");
    pick(&mut app, 'q');
    assert_eq!(app.notice(), &Notice::Edit(EditNotice::NotATool('q')));
}

#[test]
fn right_click_clears_a_square() {
    let mut app = app_at(START);
    app.update(Action::ClearSquare(sq("g1")));
    assert_eq!(
        app.fen(),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKB1R w KQkq - 0 1"
    );
    assert_eq!(app.cursor(), sq("g1"));
    // Off the board (a chess board has no file i) it does nothing.
    app.update(Action::ClearSquare(Square::new(8, 0)));
    assert_eq!(app.cursor(), sq("g1"));
}

#[test]
fn a_piece_dragged_to_a_square_moves_there_in_one_undo_step() {
    let mut app = app_at(START);
    app.update(Action::Grab(Grab::Square(sq("e2"))));
    app.update(Action::DragOver(Some(sq("e3"))));
    assert_eq!(app.drag().and_then(|d| d.over), Some(sq("e3")));
    app.update(Action::DragOver(Some(sq("e4"))));
    // Nothing changes until it lands.
    assert_eq!(app.fen(), START);
    app.update(Action::Drop(Some(sq("e4"))));
    assert_eq!(app.drag(), None);
    assert_eq!(
        app.fen(),
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1"
    );
    assert_eq!(app.cursor(), sq("e4"));
    assert_eq!(
        app.notice(),
        &Notice::Edit(EditNotice::Moved {
            piece: white(Role::Pawn),
            from: sq("e2"),
            to: sq("e4")
        })
    );
    app.update(Action::Undo);
    assert_eq!(app.fen(), START);
}

#[test]
fn a_piece_dragged_off_the_board_is_removed() {
    let mut app = app_at(START);
    app.update(Action::Grab(Grab::Square(sq("b1"))));
    app.update(Action::DragOver(None));
    app.update(Action::Drop(None));
    assert_eq!(
        app.fen(),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/R1BQKBNR w KQkq - 0 1"
    );
    assert_eq!(
        app.notice(),
        &Notice::Edit(EditNotice::Removed {
            piece: white(Role::Knight),
            square: sq("b1")
        })
    );
}

#[test]
fn letting_go_where_it_was_grabbed_is_a_click() {
    let mut app = app_at(START);
    app.update(Action::Grab(Grab::Square(sq("d8"))));
    app.update(Action::Drop(Some(sq("d8"))));
    assert_eq!(app.fen(), START);
    assert_eq!(app.cursor(), sq("d8"));
    // With a tool, the click uses it.
    app.update(Action::ChooseTool(Some(Tool::Delete)));
    app.update(Action::Grab(Grab::Square(sq("d8"))));
    app.update(Action::Drop(Some(sq("d8"))));
    assert_eq!(
        app.fen(),
        "rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    );
    // A release with nothing held, or a key in between, does nothing.
    app.update(Action::Drop(Some(sq("a1"))));
    app.update(Action::Grab(Grab::Square(sq("a1"))));
    app.update(Action::Move(Direction::Up));
    app.update(Action::Drop(Some(sq("a4"))));
    assert_eq!(
        app.fen(),
        "rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    );
}

#[test]
fn a_spare_piece_dragged_onto_the_board_is_placed_and_chosen() {
    let mut app = app_at(EMPTY);
    let queen = Piece::new(Color::Black, Role::Queen);
    app.update(Action::Grab(Grab::Spare(queen)));
    assert_eq!(app.tool(), Some(Tool::Piece(queen)));
    app.update(Action::DragOver(Some(sq("d5"))));
    app.update(Action::Drop(Some(sq("d5"))));
    assert_eq!(app.fen(), "8/8/8/3q4/8/8/8/8 w - - 0 1");
    // A click on the chosen spare piece (grabbed and let go off the board)
    // puts it away.
    app.update(Action::Grab(Grab::Spare(queen)));
    app.update(Action::Drop(None));
    assert_eq!(app.tool(), None);
    assert_eq!(app.fen(), "8/8/8/3q4/8/8/8/8 w - - 0 1");
}

#[test]
fn typing_stops_at_the_last_square_and_says_so() {
    for (empty, last, letters) in [
        (EMPTY, Square::new(7, 0), "KQ"),
        (XIANGQI_EMPTY, Square::new(8, 0), "KR"),
    ] {
        let mut app = app_at(empty);
        app.update(Action::BottomRank);
        app.update(Action::End);
        let first = letters.chars().next().unwrap();
        type_text(&mut app, letters);
        // The first letter went on the last square; the second overwrote nothing.
        let piece = app.position().get(last).map(|p| p.fen_char());
        assert_eq!(piece, Some(first), "{empty}");
        assert_eq!(app.notice(), &Notice::Edit(EditNotice::PastEnd(last)));
        type_text(&mut app, "3");
        assert_eq!(app.position().get(last).map(|p| p.fen_char()), Some(first));
        // Backspace still clears it, and typing goes on from there.
        app.update(Action::EraseBack);
        assert!(app.position().board.is_empty());
        type_text(&mut app, letters);
        assert_eq!(app.position().get(last).map(|p| p.fen_char()), Some(first));
    }
    // Reaching the end is said at once.
    let mut app = app_at(EMPTY);
    app.update(Action::BottomRank);
    type_text(&mut app, "7R");
    assert_eq!(
        app.notice(),
        &Notice::Edit(EditNotice::EndReached(sq("h1")))
    );
    assert_eq!(app.fen(), "8/8/8/8/8/8/8/7R w - - 0 1");
}

#[test]
fn typing_on_a_flipped_board_still_writes_fen_order() {
    let mut app = app_at(EMPTY);
    app.update(Action::Flip);
    type_text(&mut app, "rn6/8/8/8/8/8/8/6NR");
    assert_eq!(app.fen(), "rn6/8/8/8/8/8/8/6NR w - - 0 1");
}

#[test]
fn an_en_passant_target_the_board_no_longer_allows_is_dropped() {
    const AFTER_E4: &str = "4k3/8/8/8/4P3/8/8/4K3 b - e3 0 1";
    let e3 = Notice::Edit(EditNotice::EnPassantDropped(sq("e3")));
    // The pawn that jumped is taken off.
    let mut app = app_at(AFTER_E4);
    app.update(Action::ClearSquare(sq("e4")));
    assert_eq!(app.fen(), "4k3/8/8/8/8/8/8/4K3 b - - 0 1");
    assert_eq!(app.notice(), &e3);
    // One undo brings back both.
    app.update(Action::Undo);
    assert_eq!(app.fen(), AFTER_E4);
    // It is dragged on, or a piece lands on the square it jumped over or from.
    let mut app = app_at(AFTER_E4);
    app.update(Action::Grab(Grab::Square(sq("e4"))));
    app.update(Action::Drop(Some(sq("e5"))));
    assert_eq!(app.fen(), "4k3/8/8/4P3/8/8/8/4K3 b - - 0 1");
    assert_eq!(app.notice(), &e3);
    for square in ["e3", "e2"] {
        let mut editor = app_at(AFTER_E4);
        editor.update(Action::ChooseTool(Some(Tool::Piece(white(Role::Knight)))));
        editor.update(Action::ClickSquare(sq(square)));
        assert_eq!(editor.position().en_passant, None, "{square}");
        assert_eq!(editor.notice(), &e3);
    }
    // Typed over, by FEN typing.
    let mut app = app_at(AFTER_E4);
    app.update(Action::ClickSquare(sq("e4")));
    type_text(&mut app, "1");
    assert_eq!(app.position().en_passant, None);
    assert_eq!(app.notice(), &e3);
    // An edit elsewhere keeps it.
    let mut app = app_at(AFTER_E4);
    app.update(Action::ClearSquare(sq("e8")));
    assert_eq!(app.fen(), "8/8/8/8/4P3/8/8/4K3 b - e3 0 1");
    assert_eq!(app.notice(), &Notice::Cleared(1, sq("e8")));
    // A target that never made sense is the problems panel's to show, not
    // this rule's to drop.
    let mut app = app_at("4k3/8/8/8/8/8/8/4K3 b - e3 0 1");
    app.update(Action::ClearSquare(sq("e8")));
    assert_eq!(app.position().en_passant, Some(sq("e3")));
}

#[test]
fn a_piece_of_the_other_game_is_never_placed() {
    let mut app = app_at(EMPTY);
    pick(&mut app, 'Q');
    app.update(Action::SwitchVariant);
    assert_eq!(app.tool(), None);
    app.update(Action::EmptyBoard);
    app.update(Action::ClickSquare(Square::new(4, 4)));
    app.update(Action::UseTool);
    assert!(app.position().board.is_empty());
    // Nor chosen or dragged in from a palette it is not in.
    let advisor = Piece::new(Color::White, Role::Advisor);
    app.update(Action::SwitchVariant);
    app.update(Action::ChooseTool(Some(Tool::Piece(advisor))));
    assert_eq!(app.tool(), None);
    app.update(Action::Grab(Grab::Spare(advisor)));
    app.update(Action::Drop(Some(sq("e4"))));
    assert_eq!(app.fen(), START);
}

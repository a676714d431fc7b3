//! Focus, panels and the global keys.

use super::*;

#[test]
fn tab_visits_every_panel_and_xiangqi_skips_chess_only_ones() {
    let mut chess = app(START);
    let mut seen = vec![chess.focus()];
    for _ in 0..7 {
        chess.update(Action::FocusNext);
        seen.push(chess.focus());
    }
    assert_eq!(
        seen,
        [
            Focus::Board,
            Focus::SideToMove,
            Focus::Castling,
            Focus::EnPassant,
            Focus::HalfmoveClock,
            Focus::FullmoveNumber,
            Focus::FenField,
            Focus::Board
        ]
    );
    chess.update(Action::FocusPrevious);
    assert_eq!(chess.focus(), Focus::FenField);
    let mut xq = app_xiangqi();
    xq.update(Action::FocusNext);
    xq.update(Action::FocusNext);
    assert_eq!(xq.focus(), Focus::HalfmoveClock);
    xq.update(Action::FocusPrevious);
    xq.update(Action::FocusPrevious);
    xq.update(Action::FocusPrevious);
    assert_eq!(xq.focus(), Focus::FenField);
}

#[test]
fn side_to_move_panel_and_key_toggle_the_side() {
    let mut app = app(START);
    app.update(Action::ToggleSideToMove);
    assert_eq!(app.position().side_to_move, Color::Black);
    app.update(Action::FocusNext);
    app.update(Action::Activate);
    assert_eq!(app.position().side_to_move, Color::White);
    app.update(Action::Move(Direction::Right));
    assert_eq!(app.position().side_to_move, Color::Black);
    app.update(Action::ClickControl(Control::SideToMove));
    assert_eq!(app.position().side_to_move, Color::White);
}

#[test]
fn castling_toggles_switch_rights_and_explain_refusals() {
    let mut app = app("r3k2r/8/8/8/8/8/8/4K3 w kq - 0 1");
    app.update(Action::FocusNext);
    app.update(Action::FocusNext);
    assert_eq!(app.focus(), Focus::Castling);
    app.update(Action::Activate);
    assert!(matches!(app.notice(), Notice::CastlingUnavailable(_, 'K')));
    assert_eq!(app.fen(), "r3k2r/8/8/8/8/8/8/4K3 w kq - 0 1");
    app.update(Action::Move(Direction::Right));
    app.update(Action::Move(Direction::Right));
    app.update(Action::Activate);
    assert_eq!(app.fen(), "r3k2r/8/8/8/8/8/8/4K3 w q - 0 1");
    app.update(Action::ClickControl(Control::Castling(2)));
    assert_eq!(app.fen(), "r3k2r/8/8/8/8/8/8/4K3 w kq - 0 1");
    assert_eq!(app.castling_choice(), 2);
}

#[test]
fn en_passant_offers_sensible_targets_only() {
    let mut app = app("4k3/8/8/3pP3/8/8/8/4K3 w - - 0 1");
    app.update(Action::ClickControl(Control::EnPassant(1)));
    assert_eq!(app.fen(), "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
    app.update(Action::Move(Direction::Left));
    assert_eq!(app.fen(), "4k3/8/8/3pP3/8/8/8/4K3 w - - 0 1");
    app.update(Action::Activate);
    assert_eq!(app.fen(), "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
    // With the other side to move, d6 makes no sense any more.
    app.update(Action::ToggleSideToMove);
    assert_eq!(app.fen(), "4k3/8/8/3pP3/8/8/8/4K3 b - - 0 1");
}

#[test]
fn clocks_take_arrows_and_typed_digits() {
    let mut app = app(START);
    app.update(Action::ClickControl(Control::HalfmoveClock));
    type_text(&mut app, "42");
    assert_eq!(app.position().halfmove_clock, 42);
    app.update(Action::Move(Direction::Up));
    assert_eq!(app.position().halfmove_clock, 43);
    app.update(Action::EraseBack);
    assert_eq!(app.position().halfmove_clock, 4);
    app.update(Action::ClickControl(Control::FullmoveNumber));
    type_text(&mut app, "7");
    assert_eq!(
        app.position().fullmove_number,
        7,
        "the first digit replaces"
    );
    app.update(Action::EraseBack);
    assert_eq!(app.position().fullmove_number, 1, "never below 1");
    app.update(Action::Move(Direction::Down));
    assert_eq!(app.position().fullmove_number, 1);
    type_text(&mut app, "99999999");
    assert_eq!(app.position().fullmove_number, 999_999);
}

#[test]
fn start_empty_and_variant_keys() {
    let mut app = app(EMPTY);
    app.update(Action::StartPosition);
    assert_eq!(app.fen(), START);
    app.update(Action::EmptyBoard);
    assert_eq!(app.fen(), EMPTY);
    app.update(Action::SwitchVariant);
    assert_eq!(app.fen(), Variant::Xiangqi.start_fen());
    assert_eq!(app.cursor(), Square::new(0, 9));
    app.update(Action::SwitchVariant);
    assert_eq!(app.fen(), START);
}

#[test]
fn theme_flip_and_help_toggle() {
    let mut app = app(START);
    app.update(Action::TogglePieceStyle);
    assert_eq!(app.piece_style(), PieceStyle::Glyphs);
    app.update(Action::Flip);
    app.update(Action::Flip);
    assert!(!app.flipped());
    app.update(Action::HELP);
    assert!(app.help_open());
    // Behind the help, board keys do nothing.
    app.update(Action::Type('K'));
    assert_eq!(app.fen(), START);
    app.update(Action::Escape);
    assert!(!app.help_open());
    app.update(Action::HELP);
    assert_eq!(app.update(Action::Quit), vec![Effect::Quit]);
}

#[test]
fn escape_returns_to_the_board_and_clicks_move_the_cursor() {
    let mut app = app(START);
    app.update(Action::FocusNext);
    app.update(Action::Escape);
    assert_eq!(app.focus(), Focus::Board);
    app.update(Action::ClickSquare(Square::new(4, 1)));
    assert_eq!(app.cursor(), Square::new(4, 1));
    app.update(Action::Type('Q'));
    assert_eq!(
        app.position().get(Square::new(4, 1)),
        Some(Piece::new(Color::White, Role::Queen))
    );
}
